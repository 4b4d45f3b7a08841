"""Which restrictions apply at this point of the duel, and on whose behalf (rules ce-face-up-on-field, ce-restriction-window,
ce-restriction-state, ce-granted-by-material, ce-lingering-restriction, ce-field-treated-as-applies-its-effects).

A restriction is held by a card: the card whose continuous effect states it while it is face-up
on the field; the Synchro Monster that used the card as material, for an effect it grants; the
card whose resolved effect left it ("until the End Phase, Spell and Trap Cards cannot be
activated"). It applies only inside its window (during the Battle Phase, while its holder is
attacking, in answer to its holder's Summon, outside the Draw Phases, until the End Phase) and
only while its state holds (its controller's hand is empty, only its controller controls a
Spellcaster). The state reads the card reader's Restrictions, never the text.
"""

from __future__ import annotations

from edison_kg.names import fold
from edison_kg.timing.closed_places import say_named_are_all
from edison_kg.timing.gemini_summons import gemini_without_effects
from edison_kg.timing.one_kind_controlled import ONE_KIND, locks_per_player
from edison_kg.timing.stat_counts import counted_cards
from edison_kg.timing.skipped_locks import skipped_next_turn_locks
from edison_kg.timing.selected_locks import held_by_its_targets
from edison_kg.timing.part_turned_away import lock_not_left
from edison_kg.timing.scenario import EVENT_DESTINATIONS
from edison_kg.vocab.model import Restriction
from edison_kg.vocab.schemes import FIELD_ZONES

SUMMONS = ("normal_summon", "tribute_summon", "flip_summon", "special_summon", "synchro_summon", "fusion_summon",
           "ritual_summon")
# windows of a continuous effect (its card face-up on the field); the others are left by an
# effect that resolved, or belong to a moment of their card
CONTINUOUS_WINDOWS = (None, "battle-phase", "while-attacking", "outside-draw-phase",
                      "respective-turns")    # each player during their own turn


def applying(state) -> list[tuple[str, Restriction]]:
    """(holder, restriction) for every restriction that applies now, worked out once per point
    of the duel (State.restrictions: asked about ten times an answer, so a point worked out is found at once)."""
    point = _point(state)
    return (state.memo.get(point) or _sorted(state, point))[0]


def outside_window(state) -> list[tuple[str, Restriction]]:
    """(holder, restriction) for the restrictions that would apply but for their window (a
    Battle Phase restriction in Main Phase 2, a lingering one in the End Phase)."""
    return _sorted(state, _point(state))[1]


def negated_on_the_target(state) -> list[tuple[str, Restriction]]:
    """(holder, restriction) for the restrictions a monster would apply but for the negation an effect left on it
    ("its effects are negated": rule neg-target-negated-applies-nothing)."""
    return _sorted(state, _point(state))[2]


def _point(state) -> tuple:
    """The point of the duel the restrictions are worked out for (the memo's key)."""
    return "restrictions", len(state.moments), len(state.chain), state.phase, len(state.resolved)


def _sorted(state, point: tuple) -> tuple[list, list, list]:
    found = state.memo.get(point)
    if found is None and not _any_held(state):      # no card states a restriction, nor does a resolved effect
        for link in state.resolved.values():
            _left_on_the_selected(state, link)       # finds none, but says its card is face-up as it looks (_held)
        found = state.memo[point] = ([], [], [])
    elif found is None:
        held = _held(state)
        live = [(holder, r) for holder, r in held if not _negated(state, holder, r, held)]
        on_target = [(holder, r) for holder, r in held if not _negated(state, holder, r, held, by_others=True)
                     and (holder, r) not in live]
        found = state.memo[point] = ([(h, r) for h, r in live if in_window(state, h, r) and state_holds(state, h, r)],
                                     [(h, r) for h, r in live if not in_window(state, h, r)], on_target)
    return found


def _any_held(state) -> bool:
    """Can a restriction be held at all: one of the scenario's cards, or an effect that resolved, states one? (Most
    duels hold none: then nothing is worked out.)"""
    for info in state.infos.values():
        if info.restricts:
            return True
    for link in state.resolved.values():
        if link.effect is not None and link.effect.restrictions:
            return True
    return False


def _held(state) -> list[tuple[str, Restriction]]:
    found = []
    for ref, info in state.infos.items():
        if not info.restricts:   # most cards restrict nothing: known once per card (timing/cards.py)
            continue
        for effect in info.effects:
            for restriction in effect.restrictions:
                if restriction.granted_to in MATERIAL_GRANTS:       # a Ritual material's too
                    holder = summoned_with(state, ref, MATERIAL_GRANTS[restriction.granted_to])
                    if holder is not None and on_field_face_up(state, holder):
                        found.append((holder, restriction))
                elif restriction.granted_to == "equipped-monster":         # an Equip Card's
                    holder = state.cards[ref].equipped_to                    # negation for its monster
                    if holder in state.cards and on_field_face_up(state, ref) and on_field_face_up(state, holder):
                        found.append((holder, restriction))
                elif effect.kind == "continuous" and restriction.granted_to == "effect-target":   # its activation's targets
                    found.extend(held_by_its_targets(state, ref, restriction, on_field_face_up))
                elif effect.kind == "continuous" and restriction.window in CONTINUOUS_WINDOWS:
                    if _where_it_applies(state, ref, restriction) and (restriction.gained_by is None
                                                         or summoned_as(state, ref, restriction.gained_by)) \
                            and not gemini_without_effects(state, ref):
                        if restriction.kind in ONE_KIND:       # one lock per player it binds now
                            found.extend(locks_per_player(state, ref, restriction, on_field_face_up))
                            continue
                        found.append((ref, restriction))
                        if restriction.kind == "field-treated-as":
                            found.extend(_treated_field(state, ref, info, restriction))
                elif restriction.window == "summon-response" and on_field_face_up(state, ref):
                    found.append((ref, restriction))
    found.extend(skipped_next_turn_locks(state))      # a mandatory trigger the scenario did not write
    for link in state.chain:     # (184) still on the chain: "the turn you activate this card" holds from the activation
        if link.effect is not None and not link.activation_negated and link.turn == state.turn:
            found.extend((link.card, r) for r in link.effect.restrictions if r.lasts == "activation-turn")
    for resolved_at, link in state.resolved.items():
        found.extend(_left_on_the_selected(state, link))
        if link.effect is None or link.activation_negated or link.turn != state.turn:
            found.extend(_into_next_turn(state, link))
            continue
        for restriction in link.effect.restrictions:
            if restriction.lasts == "activation-turn":
                # "You cannot Summon other monsters the turn you activate this card": the activation
                # sets it up, so it holds once that activation stands, even if the effect was negated;
                # a negated activation sets up nothing (rule ce-activation-turn-restriction)
                found.append((link.card, restriction))
            elif not link.effect_negated and restriction.granted_to == "effect-summoned":
                # "the monster that was Special Summoned by this effect cannot ... this turn"
                found.extend((ref, restriction) for ref in _summoned_by_link(state, link.card)
                             if on_field_face_up(state, ref))
            elif not link.effect_negated and restriction.granted_to == "effect-set":
                # (183) "Set 1 Spell Card ... This turn, that Spell Card cannot be activated": the card it Set, while Set
                found.extend((e.card, restriction) for e in state.resolution_events(link) if e.event == "set"
                             and e.card in state.cards and state.cards[e.card].face_up is False
                             and state.cards[e.card].zone in ("spell_trap_zone", "field_zone"))
            elif restriction.lasts in ("while-face-up", "while-in-graveyard"):
                continue              # _left_on_the_selected
            elif not link.effect_negated and restriction.granted_to == "effect-target":
                # "the effects of monsters destroyed by these attacks are negated": held by the
                # monster the resolved effect named (rule bt-negation-left-on-the-target)
                found.extend((target, restriction) for target in link.targets if target in state.cards
                             and not moved_since(state, target, resolved_at))
            elif not link.effect_negated and not lock_not_left(state, link, restriction) \
                    and (restriction.window == "until-end-phase" or restriction.lasts in ("turn", "until-next-turn")):
                found.append((link.card, restriction))
    return found


NEW_CARD_RULE = "ce-moved-card-is-a-new-card"


def moved_since(state, ref: str, moment: int) -> bool:
    """Has the card moved to another place since moment ``moment`` (shuffled into the Deck and drawn again)? Then it is
    a new card, which what an effect did to it no longer binds (rule ce-moved-card-is-a-new-card: Fairy of the Spring's
    ruling)."""
    moved = any(e.card == ref and (e.to_zone is not None or e.event in EVENT_DESTINATIONS)
                for m in state.moments[moment + 1:] for e in m.events)
    if moved:
        state.cite(NEW_CARD_RULE)
    return moved


def _treated_field(state, ref: str, info, restriction: Restriction) -> list[tuple[str, Restriction]]:
    """The field treated as a Field Spell ("While there is no face-up Field Spell, the field is
    treated as "Necrovalley""), with no face-up Field Spell Card on the field: that card's continuous restrictions
    apply, held by the card whose effect makes the field that card (rule ce-field-treated-as-applies-its-effects)."""
    if _field_spell_face_up(state):
        return []
    return [(ref, r) for name in sorted(restriction.cards.names)
            for field_spell in [getattr(info, "treated_field", {}).get(name)] if field_spell is not None
            for effect in field_spell.effects if effect.kind == "continuous"
            for r in effect.restrictions if r.window in CONTINUOUS_WINDOWS and r.kind != "field-treated-as"]


def treated_field_of(state, holder: str, restriction: Restriction) -> str | None:
    """The Field Spell Card whose restriction ``holder`` applies because its effect makes the field that card
    (rule ce-field-treated-as-applies-its-effects), or None for a restriction of its own."""
    fields = getattr(state.infos[holder], "treated_field", None)
    return next((name for name, field_spell in (fields or {}).items()
                 if any(r is restriction for e in field_spell.effects for r in e.restrictions)), None)


def _field_spell_face_up(state) -> bool:
    """Is a face-up Field Spell Card on the field? Then it is the field, not one a card says the field is treated as."""
    return any(card.zone == "field_zone" and card.face_up is not False and state.infos[ref].card_type == "spell"
               for ref, card in state.cards.items() if ref in state.infos)


def _left_on_the_selected(state, link) -> list[tuple[str, Restriction]]:
    """A lock a resolved effect put on the monster it selected "while this card remains face-up on the field": held
    by that monster, in any turn, as long as the effect's card stays face-up on the field and the monster stays
    there (rule ce-lock-left-on-the-selected-monster); and one it put on its targets "while this card is in the
    Graveyard" (rule ce-lock-left-on-the-targeted-cards)."""
    if link.effect is None or link.activation_negated or link.effect_negated:
        return []
    found = []
    if on_field_face_up(state, link.card):
        found += [(target, r) for r in link.effect.restrictions if r.granted_to == "effect-target" and r.lasts == "while-face-up"
                  for target in link.targets if target in state.cards and state.cards[target].on_field]
    if state.cards[link.card].zone == "graveyard":
        # "while this card is in the Graveyard, those Set cards cannot be activated": held by each
        # target still on the field, as long as its card stays in the Graveyard (rule ce-lock-left-on-the-targeted-cards)
        found += [(target, r) for r in link.effect.restrictions if r.granted_to == "effect-target"
                  and r.lasts == "while-in-graveyard"
                  for target in link.targets if target in state.cards and state.cards[target].on_field]
    return found


def _summoned_by_link(state, card: str) -> list[str]:
    """The monsters the resolution of card ``card`` Special Summoned this turn."""
    return [e.card for m in state.moments for e in m.events
            if e.event in SPECIAL_SUMMONS and e.by == card and e.card in state.cards]


def _into_next_turn(state, link) -> list[tuple[str, Restriction]]:
    """The restrictions an effect resolved in the turn before this one left "until your next
    turn": they hold through the opponent's turn that follows (rule ce-lingering-restriction)."""
    if link.effect is None or link.activation_negated or link.effect_negated or link.turn != state.turn - 1:
        return []
    return [(link.card, r) for r in link.effect.restrictions if r.lasts in ("until-next-turn", "next-turn")]


def summoned_as(state, ref: str, summon: str) -> bool:
    """Was the card, face-up on the field, put there by a Summon of that kind (its last Summon)?
    A card the scenario puts on the field without its Summon is taken as Summoned that way, and
    the answer says so (rule ce-gained-by-summon)."""
    for happening in reversed(state.happenings()):
        event = happening.event
        if event.card == ref and event.event in SUMMONS:
            return event.event == summon
    name = summon.replace("_", " ").title().replace("Summon", "Summoned")
    state.assume(f"{state.infos[ref].name} was {name}: the scenario puts it on the field without saying how, "
                 f"and it has the effect it gains that way")
    return True


def summoned_by(state, ref: str, summon: str | None) -> bool:
    """Was the monster put on the field by the Summon a restriction names ("Special
    Summoned monsters": a Synchro, Fusion or Ritual Summon is one too)? A monster the scenario
    puts on the field without saying how is taken as Summoned that way, and the answer says so
    (rule ce-lock-on-summoned-monsters)."""
    if summon is None:
        return True
    kinds = SPECIAL_SUMMONS if summon == "special_summon" else (summon,)
    for happening in reversed(state.happenings()):
        event = happening.event
        if event.card == ref and event.event in SUMMONS:
            return event.event in kinds
    name = summon.replace("_", " ").title().replace("Summon", "Summoned")
    state.assume(f"{state.infos[ref].name} was {name}: the scenario puts it on the field without saying how")
    return True


def on_field_face_up(state, ref: str) -> bool:
    """Is the card face-up on the field? A card the scenario gives no zone that declared an
    attack is: only a face-up monster on the field attacks (rule ce-face-up-on-field)."""
    face_up = state.face_up_on_field(ref)
    if face_up is not None:
        return face_up
    if any(h.event.event == "attack_declared" and h.event.card == ref for h in state.happenings()):
        state.assume(f"{state.infos[ref].name} is face-up on the field: it declared an attack")
        return True
    return False


# the monster an effect of a material is given to: the one Summoned with it by that kind of Summon
MATERIAL_GRANTS = {"synchro-monster": "synchro_summon", "ritual-monster": "ritual_summon"}


def summoned_with(state, material: str, summon: str) -> str | None:
    """The monster whose Summon of kind ``summon`` (a Synchro or a Ritual Summon) used ``material`` (the
    Summon right after the moment that sent it)."""
    for index, moment in enumerate(state.moments):
        if any(e.card == material and e.cause == "summon_material" for e in moment.events):
            # a scenario's events may give the materials and the Summon as one moment
            together = next((e.card for e in moment.events if e.event == summon), None)
            if together is not None:
                return together
        # a material the resolution of a Ritual Spell sent ("cause": summon_material), the Summon the next moment
        if not any(e.card == material and "summon_material" in (moment.context, e.cause) for e in moment.events):
            continue
        after = state.moments[index + 1] if index + 1 < len(state.moments) else None
        if after is not None:
            for event in after.events:
                if event.event == summon:
                    return event.card
    return None


def _negated(state, holder: str, restriction: Restriction, held, by_others: bool = False) -> bool:
    """A continuous effect of a card whose effects are negated (Skill Drain negates a face-up
    monster's; Royal Decree a Trap's) applies no restriction."""
    if restriction.granted_to is not None or restriction.window in ("until-end-phase",) or restriction.lasts is not None:
        return False
    # a negation an effect left on the monster it targeted ("its effects are negated") is held by that monster
    # (rule neg-target-negated-applies-nothing)
    return any((other != holder or r.granted_to == "effect-target" and not by_others)
               and state.restricts(r, other, holder, "negate-effects")
               for other, r in held)


def in_window(state, holder: str, restriction: Restriction) -> bool:
    """Is the duel inside the restriction's window (rule ce-restriction-window)?"""
    window = restriction.window
    if window is None:
        return True
    if window == "until-end-phase":
        return state.phase != "end"
    battle = state.battle if state.battle is not None and state.battle.turn == state.turn else None
    if window == "battle-phase":
        return state.phase in ("battle", "damage_step") or (battle is not None and state.phase not in ("main2", "end"))
    if window == "while-attacking":
        return battle is not None and battle.attacker == holder and state.phase not in ("main2", "end")
    if window == "outside-draw-phase":
        return state.phase != "draw"
    if window == "summon-response":
        moment = state.moments[state.window()[0]] if state.moments else None
        return moment is not None and any(e.event in SUMMONS and e.card == holder and _closes(restriction, e.event)
                                          for e in moment.events) and moment.turn == state.turn
    return True


# the Summons a lock in answer to "When this card is X Summoned" answers: a Tribute Summon is a Normal Summon, a
# Synchro, Fusion or Ritual Summon a Special Summon (rule ce-summon-lock-only-that-summon)
_SUMMONS_OF_KIND = {"normal_summon": ("normal_summon", "tribute_summon"),
                    "special_summon": ("special_summon", "synchro_summon", "fusion_summon", "ritual_summon")}


def _closes(restriction: Restriction, summon: str) -> bool:
    """Does a Summon of this kind open the window the lock closes? "When Normal Summoned": not a Special Summon."""
    wanted = restriction.gained_by
    return wanted is None or summon in _SUMMONS_OF_KIND.get(wanted, (wanted,))


def state_holds(state, holder: str, restriction: Restriction) -> bool:
    """Does the state the restriction needs hold (rule ce-restriction-state)? Its controller's
    hand counts only the scenario's cards: a hand the scenario gives no card is empty, which
    the answer says."""
    wanted = restriction.holds_while
    if wanted is None:
        return True
    player = state.controller(holder)
    if wanted == "hand-empty":
        in_hand = [ref for ref, card in state.cards.items() if card.zone == "hand" and card.controller == player]
        if not in_hand and unnamed_in_hand(state, player) > 0:
            return False      # "draw 1 card": a card the scenario does not name is in that hand now
        if not in_hand:
            state.assume(f"Player {player} has no cards in hand: the scenario gives them none")
        return not in_hand
    mine = _controls(state, player, restriction)
    if wanted == "you-control-none":
        return not mine
    if wanted == "you-control-kind":                 # "While you control a "Gadget" monster"
        return mine
    if wanted == "you-control-no-other":            # "If you control no other Insect-Type monsters"
        return not _controls(state, player, restriction, but=holder)
    if wanted == "only-you-control":
        return mine and not _controls(state, state.opponent(player), restriction)
    if wanted == "player-controls-kind":             # a player it binds
        return any(_controls(state, player, restriction) for player in (state.turn_player, state.opponent(state.turn_player)))
    if wanted == "count-holds":
        return _count_holds(state, holder, restriction)
    if wanted in _STATES_OF_ITS_OWN:
        return _STATES_OF_ITS_OWN[wanted](state, holder, restriction)
    return True


_TO_HAND = ("drawn", "added_to_hand", "returned_to_hand")


def unnamed_in_hand(state, player: str) -> int:
    """How many cards the scenario's steps put into ``player``'s hand without naming them (a draw), less those
    they take out of it unnamed (rule ce-restriction-state: an empty hand is filled by them)."""
    count = 0
    for moment in state.moments:
        for event in moment.events:
            if event.card is not None or event.player != player:
                continue
            if event.event in _TO_HAND:
                count += event.count or 1
            elif event.from_zone == "hand":
                count -= event.count or 1
    return count


def _controls(state, player: str, restriction: Restriction, but: str | None = None) -> bool:
    # a face-down monster is one of "your monsters" too, when the state names nothing a
    # face-down card does not show ("If you control no other monsters": the Blade Knight rulings)
    shown = not restriction.while_kind.names_properties
    return any(ref != but and card.controller == player
               and (state.face_up_on_field(ref) or (shown and card.on_field))
               and state.kind_of(ref, restriction.while_kind) for ref, card in state.cards.items())


# ------------------------------------------------------------------ its card's position, the field

def _in_position(position: str):
    """"While this card is in Attack Position, ...": its own card's battle position now; a position
    the scenario does not give is taken as the one the restriction needs, and the answer says so."""
    def holds(state, holder: str, restriction: Restriction) -> bool:
        now = state.cards[holder].position
        if now is None:
            state.assume(f"{state.infos[holder].name} is in {position.title()} Position: the scenario does not say "
                         f"its battle position")
            return True
        return now == position
    return holds


def _another_on_field(state, holder: str, restriction: Restriction) -> bool:
    """"While another Plant monster is on the field, ...": a card of that kind other than its own
    card is on the field, on either side (face-up, when the kind names what a face-down card hides)."""
    return any(_controls(state, player, restriction, but=holder) for player in (state.controller(holder),
                                                                                  state.opponent(state.controller(holder))))


def _another_of_yours(state, holder: str, restriction: Restriction) -> bool:
    """"While you control another Fiend monster, ...": its controller controls a card of that
    kind other than its own card (face-up, when the kind names what a face-down card hides)."""
    return _controls(state, state.controller(holder), restriction, but=holder)


def _all_yours_in(position: str):
    """"If all "Batteryman AA"(s) you control are in Attack Position, ...": every face-up card of that kind its
    controller controls is in that position, its own card included (a position the scenario does not give is
    taken as the one needed, and the answer says so)."""
    def holds(state, holder: str, restriction: Restriction) -> bool:
        player = state.controller(holder)
        yours = [ref for ref, card in state.cards.items() if card.controller == player and card.zone == "monster_zone"
                 and state.kind_of(ref, restriction.while_kind)]
        if not yours or any(state.cards[ref].position not in (None, position) for ref in yours):
            return False
        if any(state.cards[ref].position is None for ref in yours):
            state.assume(f"all {', '.join(sorted({state.infos[ref].name for ref in yours}))} its controller controls "
                         f"are in {position.title()} Position: the scenario does not say their battle position")
        return True
    return holds


def _controls_equipped(state, holder: str, restriction: Restriction) -> bool:
    """"As long as you control the monster equipped with this card, ...": its controller controls the
    monster its card is equipped to (an Equip Card given to an opponent's monster applies nothing)."""
    equipped = state.cards[holder].equipped_to
    return equipped in state.cards and state.controller(equipped) == state.controller(holder)


def _kind_on_field(state, holder: str, restriction: Restriction) -> bool:
    """"Gains the following effect(s) while there is a monster(s) with the following
    Attribute(s) on the field. ● FIRE: ...": a face-up monster of that kind on the field, on either side, its own
    card included. The sides of the field hold only the cards the scenario names there (timing/closed_places.py)."""
    player = state.controller(holder)
    if any(_controls(state, side, restriction) for side in (player, state.opponent(player))) \
            or field_treated_as(state, restriction.while_kind) is not None:
        return True
    for side in (player, state.opponent(player)):
        say_named_are_all(state, side, "field")
    return False


def field_treated_as(state, kind) -> str | None:
    """The card whose continuous effect makes the field count as a Field Spell the kind names ("the field
    is treated as "Umi""), while no face-up Field Spell Card is on the field: a real one is the field, as the texts
    of such effects say (rule ce-field-treated-as). Read from the held restrictions, not from those that apply: a
    state that needs the name ("While "Umi" is on the field") asks this while those are being worked out."""
    wanted = {fold(name) for name in kind.names}
    if not wanted or _field_spell_face_up(state):
        return None
    held = _held(state)
    return next((holder for holder, r in held if r.kind == "field-treated-as"
                 and wanted & {fold(name) for name in r.cards.names} and not _negated(state, holder, r, held)), None)


def _where_it_applies(state, ref: str, restriction: Restriction) -> bool:
    """Is its card where its continuous effect applies: in the Graveyard for "While this card is in the Graveyard"
    (rule ce-applies-from-the-graveyard), else face-up on the field (rule ce-face-up-on-field)?"""
    if restriction.holds_while == IN_GRAVEYARD:
        return state.cards[ref].zone == "graveyard"
    return on_field_face_up(state, ref) and not activation_on_the_chain(state, ref)


# a Continuous Spell or Trap Card's continuous effect applies once its activation has resolved: while the activation
# is a Chain Link still to resolve, the card is face-up but applies nothing (rule ce-continuous-applies-after-resolving,
# round 79: Herald of Purple Light's cost is paid while Macro Cosmos's activation waits on the Chain)
def activation_on_the_chain(state, ref: str) -> bool:
    """Is the card a Spell or Trap Card whose own card activation is a Chain Link not yet resolved?"""
    info = state.infos[ref]
    if info.card_type not in ("spell", "trap"):
        return False
    return any(link.card == ref and not link.off_field and (link.effect is None or link.effect.kind == "card-activation")
               for link in state.chain)


IN_GRAVEYARD = "self-in-graveyard"
_STATES_OF_ITS_OWN = {IN_GRAVEYARD: lambda state, holder, restriction: state.cards[holder].zone == "graveyard",
                      "self-attack-position": _in_position("attack"), "self-defense-position": _in_position("defense"),
                      "field-has-another": _another_on_field, "you-control-equipped": _controls_equipped,
                      "you-control-another": _another_of_yours,
                      "field-has-kind": _kind_on_field, "all-yours-attack-position": _all_yours_in("attack"),
                      "all-yours-defense-position": _all_yours_in("defense")}


# ------------------------------------------------------------------ Summons counted this turn

SPECIAL_SUMMONS = ("special_summon", "synchro_summon", "fusion_summon", "ritual_summon")
SUMMON_METHODS_SPECIAL = ("special", "synchro", "fusion", "ritual")


# the summon-count-limits that count only the Summons made while they apply ("can only Special Summon a monster(s)
# once per turn"), not those of the turn before they began to
SINCE_APPLYING = {"summons-since-applying": False, "special-summons-since-applying": True}
ACTIVATIONS_SINCE_APPLYING = "card-activations-since-applying"


def summons_this_turn(state, player: str, special_only: bool, since: int = -1) -> tuple[int, int]:
    """How many Summons ``player`` made this turn (after moment ``since``), and how many of them were negated: a
    negated Summon was still made (rules ce-summon-count-limit, neg-summon-counts-for-summon-restrictions)."""
    kinds = SPECIAL_SUMMONS if special_only else SUMMONS
    made = sum(1 for moment in state.moments if moment.turn == state.turn and moment.index > since for e in moment.events
               if e.event in kinds and (e.player or (state.controller(e.card) if e.card in state.cards else None)) == player)
    negated = sum(1 for card, moment, method, turn in state.negated_summons
                  if turn == state.turn and moment > since and state.controller(card) == player
                  and (not special_only or method in SUMMON_METHODS_SPECIAL))
    return made + negated, negated


def limit_counts(state, holder: str, restriction: Restriction, player: str) -> tuple[int, int]:
    """The Summons a summon-count-limit counts for ``player``: every one of the turn ("Neither player can Summon more
    than two times per turn": those made before it applied too), or those made since its card last began to apply
    it ("Each player can only Special Summon a monster(s) once per turn": rule ce-summon-count-limit)."""
    wanted = restriction.holds_while
    if wanted not in SINCE_APPLYING:
        return summons_this_turn(state, player, wanted == "special-summons-per-turn")
    return summons_this_turn(state, player, SINCE_APPLYING[wanted], applying_since(state, holder))


def applying_since(state, holder: str) -> int:
    """The last moment just before which the holder was not face-up on the field (-1: it was all along)."""
    for moment in reversed(state.moments):
        if state.face_at(holder, moment.index) != (True, True):
            return moment.index
    return -1


def activation_count_reached(state, restriction: Restriction, player: str, holder: str) -> bool:
    """"Your opponent can only activate 1 Spell/Trap Card each turn" binds ``player`` once they
    activated that many cards of the kind this turn since its card last began to apply it: a negated activation is
    not counted, nor is an effect of a card already face-up (rule ce-activation-count-limit). Other restrictions
    bind whatever was activated."""
    if restriction.holds_while != ACTIVATIONS_SINCE_APPLYING or restriction.limit is None:
        return True
    since = applying_since(state, holder)
    made = sum(1 for link, moment in state.activations
               if link.turn == state.turn and moment > since and link.controller == player
               and not link.activation_negated and (link.effect is None or link.effect.kind == "card-activation")
               and (restriction.cards.empty or state.kind_of(link.card, restriction.cards)))
    return made >= restriction.limit


def count_limit_reached(state, restriction: Restriction, player: str, holder: str) -> bool:
    """Has ``player`` done as much this turn as a count limit allows (Summons, or card activations)? Other
    restrictions bind every player they name whatever was done."""
    return summon_count_reached(state, restriction, player, holder) \
        and activation_count_reached(state, restriction, player, holder)


def summon_count_reached(state, restriction: Restriction, player: str, holder: str) -> bool:
    """Has ``player`` made as many Summons this turn as a summon-count-limit allows? Other
    restrictions bind every player they name whatever was Summoned."""
    if restriction.kind != "summon-count-limit" or restriction.limit is None:
        return True
    count, _ = limit_counts(state, holder, restriction, player)
    return count >= restriction.limit


# ------------------------------------------------------------------ a count of cards

def _count_holds(state, holder: str, restriction: Restriction) -> bool:
    """"● 2 to 4: This card gains 400 ATK": the cards of the kind in that place now number between the fewest and
    the most its bullet names (rule ce-restriction-holds-while-a-count); the named cards there are all there are."""
    whose, place, low, high = (restriction.while_count or "you field 0 any").split()
    counted, told = counted_cards(state, holder, f"{whose} {place}", restriction.while_kind)
    state.assume(f"{state.infos[holder].name} counts {len(counted)} {told}: the cards the scenario names there are "
                 f"all there are")
    return int(low) <= len(counted) and (high == "any" or len(counted) <= int(high))


def binds_player(state, holder: str, restriction: Restriction, player: str) -> bool:
    """"Each player receives effects, depending on the monster Attributes they control. ● LIGHT: Play with your hand
    revealed": the restriction binds each player who controls a face-up monster of the kind, whoever controls its card
    (rule ce-restriction-binds-each-player-by-attribute); any other restriction binds as its words say."""
    if restriction.holds_while != "player-controls-kind":
        return True
    return _controls(state, player, restriction)
