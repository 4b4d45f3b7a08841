"""A card that could do nothing cannot be activated (rule activation-needs-a-possible-effect),
and a cost needs its cards where they must be (rule state-card-must-be-in-place): the only
card it must target cannot be targeted, none of the cards "all ..." names is there, or the
monster to Tribute for its cost is not on the field. A Spell or Trap Card that stays on the field
with a continuous effect always has that to do (rule activation-stays-on-field-has-an-effect).

The cards the scenario names on each side of the field are all there are (timing/closed_places.py);
where it leaves a card's zone or position open, that card could be one that counts, so only what is
known rules an activation out.
"""

from __future__ import annotations

from edison_kg.vocab.model import CONJUNCTION_SEMANTICS, AnalyzedEffect, Clause
from edison_kg.timing.rules.verdict import SUMMON_EVENTS, Verdict, only_for
from edison_kg.timing.rules.happened import condition_met, started_by_event
from edison_kg.vocab.schemes import FIELD_ZONES
from edison_kg.timing.closed_places import assume_closed, is_closed
from edison_kg.timing.card_kinds import in_position, of_classes
from edison_kg.timing.rules.costs import tributable_as_if_controlled, tributes_itself
from edison_kg.timing.rules.gemini_as_effect import given_its_effects

POSSIBLE = ["activation-needs-a-possible-effect"]
UNAFFECTED_ATTACKER = "ce-unaffected-attacker-not-negated"
# events that put a card on the field or change how it is there
FIELD_EVENTS = frozenset({"normal_summon", "tribute_summon", "flip_summon", "special_summon", "synchro_summon",
                          "fusion_summon", "ritual_summon", "set", "position_changed", "flipped_face_up",
                          "flipped_face_down", "control_changed", "equipped"})
# a card's own effects that keep other effects from applying to it (tables/restrictions.toml)
PROTECTIONS = frozenset({"unaffected", "cannot-be-destroyed", "cannot-be-destroyed-untargeted"})
EVERY_CLASSES = {"monster": ("monster",), "spell-trap": ("spell", "trap"), "card": ("monster", "spell", "trap")}


def possible_effect_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None:
        return None
    matches = condition_met(state, ref, effect)[0] if started_by_event(effect) else []
    return _target_verdict(state, ref, effect, matches) or _every_verdict(state, ref, effect) \
        or _unaffected_attacker(state, ref, effect, matches)


def _unaffected_attacker(state, ref: str, effect: AnalyzedEffect, matches) -> Verdict | None:
    """An effect that only negates the attack of the monster its condition names ("negate that monster's attack"),
    without targeting it, would do nothing to a monster unaffected by its card's effects, so it cannot be activated
    (rule ce-unaffected-attacker-not-negated; Firewall's ruling)."""
    doing = [c for c in effect.clauses if c.event is not None]
    if effect.targets or not matches or not doing or any(c.action != "negate_attack" or c.subject != "battled"
                                                         for c in doing):
        return None
    attacker = matches[-1].event.card
    if attacker not in state.cards or unaffected_by(state, ref, attacker) is None:
        return None
    return Verdict("no", "other", POSSIBLE + [UNAFFECTED_ATTACKER],
                   f"{state.infos[attacker].name} is unaffected by {state.infos[ref].name}'s effects: negating its "
                   f"attack would do nothing, so it cannot be activated.")


@only_for(lambda effect: any(clause.action == "tribute" for clause in effect.cost_clauses))
def cost_cards_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """A Tribute cost needs a monster of its player on the field (this card, for "Tribute this
    card"); only monsters the scenario names are asked about. A cost that does not say "other"
    ("Tribute 1 face-up FIRE monster") may be paid with the monster activating it, when it is of
    that kind and no other part of the cost Tributes it (rule cost-tribute-of-a-kind)."""
    if effect is None:
        return None
    controller = state.controller(ref)
    for clause in effect.cost_clauses:
        if clause.action != "tribute":
            continue
        candidates = [ref] if clause.subject == "self" else [
            other for other, info in state.infos.items()
            if info.card_type == "monster" and state.controller(other) == controller
            and (other != ref or _pays_its_own_tribute(state, ref, clause, effect))] \
            + tributable_as_if_controlled(state, controller)
        if candidates and not any(state.cards[c].on_field is not False for c in candidates):
            return Verdict("no", "other", ["state-card-must-be-in-place", "mtt-cost"],
                           "Its cost Tributes a monster, and its controller has none on the field to Tribute.")
    return None


def _pays_its_own_tribute(state, ref: str, clause: Clause, effect: AnalyzedEffect) -> bool:
    """The monster activating the effect is itself a monster its Tribute cost may take: the cost does not say
    "other", no other part Tributes it, and it is of the kind named (face-up when the cost says so)."""
    if clause.other_cards or tributes_itself(effect) or state.cards[ref].zone != "monster_zone":
        return False
    if clause.names_face_up_you_control and state.face_up_on_field(ref) is False:
        return False
    return clause.cards.empty or state.kind_of(ref, clause.cards)


def _target_verdict(state, ref: str, effect: AnalyzedEffect, matches) -> Verdict | None:
    """"Target that attacking monster": the only card it may target is the card of its event;
    a continuous effect that lets this player target only another monster rules it out."""
    if not effect.targets_event_card or not matches:
        return None
    target = matches[-1].event.card
    if target is None or target not in state.cards:
        return None
    for owner, restriction in state.restrictions():
        if restriction.kind != "targets-only-equipped" or not state.restricts(restriction, owner, ref, restriction.kind):
            continue
        equipped = state.cards[owner].equipped_to
        if equipped is not None and equipped != target:
            return Verdict("no", "other", POSSIBLE + ["ce-face-up-on-field"],
                           f"It must target {state.infos[target].name}, and {state.infos[owner].name} lets "
                           f"{state.infos[ref].name}'s controller target only {state.infos[equipped].name}: "
                           f"it would have no possible target.")
    return None


def _every_verdict(state, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    """An effect that only does something to "all ..." cards, when the duel has none of them. A
    part joined by "then" or "and if you do", or one whose cards the cards of the part before pick,
    is done only if the part before it was: it does nothing on its own."""
    # so is a part whose cards the cards of the part before pick ("Special Summon 1 monster ... written in the card
    # text of those cards"): without those there is nothing to pick
    standing = [c for c in effect.clauses if not needs_the_part_before(c) and not c.matches_the_card_before]
    # a change made to one card it picks ("Increase the DEF of 1 face-up monster") has no event
    # so has a change made to all the cards of a kind ("Reduce the Level of all face-up monsters")
    doing = [c for c in standing if c.event is not None or c.picks_on_field is not None or c.every is not None]
    # "Destroy 1 Spell or Trap Card on the field" picks its cards there as it resolves
    # (a Union's "● Target 1 Machine you control; equip this monster to that target" is read as its equip option's pick)
    union_pick = all(c.action == "equip" and c.picks_on_field is not None for c in doing)
    if not doing or (effect.targets and not union_pick) or any(c.every is None and c.picks_on_field is None for c in doing):
        return None
    if any(c.event in SUMMON_EVENTS for c in doing):
        return None        # "Special Summon all ... that were destroyed this turn": they are elsewhere, not on the field
    if any(c.every is not None and c.from_zone not in (None, "field") for c in doing):
        return None        # "discard any monsters in their hands": the cards of a hand, which their own rule reads
    if effect.kind == "card-activation" and stays_with_a_continuous_effect(state.infos[ref], effect):
        return None
    if _unnamed_cards_on_field(state):
        return None
    # a card the scenario does not name is not on the field (timing/closed_places.py): that rules out
    # an effect its player may choose not to activate and whose "all ..." part is all it does there
    # (a clause that runs on into another sentence may leave something behind: "Until the end of ...")
    described = (effect.optional or effect.kind == "card-activation") and not any(clause.runs_into_another_sentence for clause in doing)
    if any(_could_be_any(state, ref, clause, spare_protected=True, described=described, effect=effect)
           for clause in doing):
        return None
    wanted = " and ".join(sorted({_described(c) for c in doing}))
    controller = state.controller(ref)
    for player in sorted({p for c in doing for p in _whose_sides(state, controller, c.whose if c.every else c.picks_whose)}):
        assume_closed(state, player, "field")
    if any(_could_be_any(state, ref, clause, described=described, effect=effect)
           for clause in doing):
        return _protected_verdict(state, ref, doing)
    negators = ["kind-negates-effects-of"] if any(c.every is None and c.picks_kind.negates_effects_of for c in doing) else []
    if any(c.every is None and c.action == "change_stats" and c.picks_face == "face-up" for c in doing):
        negators.append("stat-change-face-up-monster")
    return Verdict("no", "other", POSSIBLE + ["card-vs-effect-activation"] + negators,
                   f"There are no {wanted} on the field: it would have no effect, so it cannot be activated.")


STAYING_SUBTYPES = ("Continuous", "Field", "Equip")
STAYS_RULE = "activation-stays-on-field-has-an-effect"


def stays_with_a_continuous_effect(info, effect: AnalyzedEffect) -> bool:
    """A Spell or Trap Card that stays on the field ("This card remains on the field", a Continuous
    one) and applies a continuous effect there always has that to do: what its activation does
    when it resolves is not all it does (rule activation-stays-on-field-has-an-effect)."""
    if info.card_type not in ("spell", "trap"):
        return False
    stays = info.remains_on_field or any(kind in subtype for subtype in info.subtypes for kind in STAYING_SUBTYPES)
    return stays and any(other is not effect and other.kind == "continuous" for other in info.effects)


def _of_classes(state, ref: str, classes) -> bool:
    """Is the card of one of ``classes`` where it is (a Trap Monster is a monster and a Trap Card; a monster
    equipped as an Equip Card is a Spell Card)?"""
    return of_classes(state, ref, classes)


def needs_the_part_before(clause: Clause) -> bool:
    """"..., then ...", "..., and if you do, ...": this part is done only if the one before was; so is a part counted
    from the cards the one before destroyed ("by the number of Tokens destroyed x 800":)."""
    return clause.conjunction is not None and (CONJUNCTION_SEMANTICS.get(clause.conjunction, (False,))[0]
                                               and clause.conjunction != "and" or clause.counts_cards_destroyed_before)


def _unnamed_cards_on_field(state) -> bool:
    """Did something happen on the field to a card the scenario does not name (a Summoned
    monster it leaves unnamed)? Then the field is not fully known."""
    return any(h.event.card is None and h.event.event in FIELD_EVENTS or _battled_an_unnamed_monster(state, h.event)
               for h in state.happenings())


def _battled_an_unnamed_monster(state, event) -> bool:
    """A monster destroyed by battle battled another monster; where the scenario names
    neither that monster (the event's `by`) nor a battle with both monsters, that one is an unnamed card on the field."""
    if event.event != "destroyed" or event.cause != "battle" or event.by is not None:
        return False
    battle = state.battle
    return battle is None or None in (battle.attacker, battle.target) or event.card not in (battle.attacker, battle.target)


def _could_be_any(state, ref: str, clause: Clause, spare_protected: bool = False, described: bool = False,
                  effect: AnalyzedEffect | None = None) -> bool:
    """Is there a card (or could there be, where the scenario leaves it open) that the
    "all ..." clause would act on? With ``spare_protected``, a card out of the reach of what
    the clause does (rule ce-protected-card-not-affected) does not count."""
    if clause.every is None:
        return _could_pick(state, ref, clause, effect, spare_protected, described)
    controller = state.controller(ref)
    named = [other for other, info in state.infos.items() if _of_classes(state, other, EVERY_CLASSES[clause.every])
             and (clause.whose is None or (state.controller(other) == controller) == (clause.whose == "you"))
             and not (clause.spares_own_card and other == ref)]
    if not named:
        # the scenario names none of those cards: there are none (timing/closed_places.py), where
        # the effect is one whose "all ..." part is all it does
        return not (described and is_closed(state, "field"))
    for other in named:
        card = state.cards[other]
        if not clause.cards.empty and not state.kind_of(other, clause.cards):
            continue                  # "all WATER monsters": a DARK one is not of them
        if card.on_field is None:
            return True
        if not card.on_field:
            continue
        if spare_protected and protection(state, ref, other, clause) is not None:
            continue
        if clause.position is None:
            return True
        if clause.position in ("attack", "defense"):
            # a Set monster is in Defense Position (rule state-kind-in-a-battle-position): Dark Mirror Force banishes it
            if card.position is None or in_position(card, clause.position):
                if card.face_up is False:
                    state.cite("state-kind-in-a-battle-position")
                return True
        elif card.face_up is None or card.face_up == (clause.position == "face-up"):
            return True
    return False


# ------------------------------------------------------------------ cards picked on the field

def _could_pick(state, ref: str, clause: Clause, effect: AnalyzedEffect | None, spare_protected: bool,
                described: bool) -> bool:
    """"Destroy 1 Spell or Trap Card on the field", "send 2 face-up Defense Position monsters your opponent
    controls to the Graveyard": are there (or could there be) as many cards of its kind as it picks? Its own
    card is one unless the text leaves it out ("(other than this card)"): a Spell or Trap Card being activated
    is face-up on the field when it resolves."""
    controller = state.controller(ref)
    classes = tuple(clause.picks_kind.classes) or ("monster", "spell", "trap")
    activated_here = effect is not None and effect.kind == "card-activation" \
        and state.infos[ref].card_type in ("spell", "trap")
    found = 0
    for other in state.infos:
        if other == ref and clause.spares_own_card:
            continue
        if not _of_classes(state, other, classes) or (
                clause.picks_whose is not None and (state.controller(other) == controller) != (clause.picks_whose == "you")):
            continue
        card = state.cards[other]
        if other == ref and activated_here:
            found += clause.picks_face != "face-down" and (clause.picks_kind.empty or state.kind_of(other, clause.picks_kind))
            continue
        if card.on_field is None:
            found += 1            # its zone is left open: it could be one
            continue
        if not card.on_field or (not clause.picks_kind.empty and not state.kind_of(other, clause.picks_kind)):
            continue
        if clause.picks_face is not None and card.face_up is not None and card.face_up != (clause.picks_face == "face-up"):
            continue
        if spare_protected and protection(state, ref, other, clause) is not None:
            continue
        found += 1
    # the cards the scenario does not name are not on the field (timing/closed_places.py), where its player
    # may choose not to activate it
    return found >= clause.picks_on_field or not (described and is_closed(state, "field"))


def _picks_described(clause: Clause) -> str:
    """"2 or more opponent's face-up monsters", "Spell/Trap Cards"."""
    whose = {"you": "own ", "opponent": "opponent's "}.get(clause.picks_whose or "", "")
    face = f"{clause.picks_face} " if clause.picks_face else ""
    position = {"attack": "Attack Position ", "defense": "Defense Position ", "face-up defense": "Defense Position ",
                "face-down defense": "Defense Position "}.get(clause.picks_kind.position or "", "")
    classes = clause.picks_kind.classes
    noun = "monster" if classes == {"monster"} else "Spell Card" if classes == {"spell"} else "Trap Card" \
        if classes == {"trap"} else "Spell/Trap Card" if classes == {"spell", "trap"} else "card"
    kind = "".join(f"{word} " for word in (*sorted(clause.picks_kind.attributes), *sorted(clause.picks_kind.monster_types)))
    many = f"{clause.picks_on_field} or more " if clause.picks_on_field > 1 else ""
    negator = clause.picks_kind.negates_effects_of
    negates = f" with an effect that negates {negator.capitalize()} Cards' effects" if negator else ""
    return f"{many}{whose}{face}{position}{kind}{noun}s{negates}"


def _whose_sides(state, controller: str, whose: str | None) -> list[str]:
    """The players whose side of the field a clause reads ("you", "opponent", or both)."""
    return {"you": [controller], "opponent": [state.opponent(controller)]}.get(whose or "", ["A", "B"])


def _described(clause: Clause) -> str:
    """"opponent's Attack Position monsters", "Spell/Trap Cards"."""
    if clause.every is None:
        return _picks_described(clause)
    whose = {"you": "own ", "opponent": "opponent's "}.get(clause.whose or "", "")
    position = {"attack": "Attack Position ", "defense": "Defense Position ", "face-up": "face-up ",
                "face-down": "face-down ", "attacking": "attacking "}.get(clause.position or "", "")
    noun = {"monster": "monsters", "spell-trap": "Spell/Trap Cards", "card": "cards"}[clause.every]
    kind = "".join(f"{word} " for word in (*sorted(clause.cards.attributes), *sorted(clause.cards.monster_types),
                                           *(f'"{name}"' for name in sorted(clause.cards.names))))
    return f"{whose}{position}{kind}{noun}"


# ------------------------------------------------------------------ protected cards

def protection(state, ref: str, other: str, clause: Clause):
    """The protection of card ``other`` (its own effect, applying now) that keeps what the
    non-targeting clause of card ``ref`` does from applying to it: "unaffected by Spell effects",
    "cannot be destroyed by card effects", "... by Spell/Trap effects that do not target it"
    against a destroying clause, or a card's protection of a kind of card. None if there is none."""
    for holder, restriction in state.restrictions():
        if restriction.kind == "cards-cannot-be-destroyed":
            if clause.action == "destroy" and _protects_of_its_kind(state, ref, holder, other, restriction):
                return restriction
            continue
        if restriction.kind == "cards-unaffected":      # Non-Spellcasting Area, Dust Barrier (rule ce-unaffected-of-a-kind)
            if _unaffected_of_its_kind(state, ref, holder, other, restriction):
                return restriction
            continue
        if holder != other or restriction.kind not in PROTECTIONS:
            continue
        if restriction.kind != "unaffected" and clause.action != "destroy":
            continue
        if _reaches_the_effects_of(state, ref, other, restriction):
            return restriction
    return None


def _protects_of_its_kind(state, ref: str, holder: str, other: str, restriction) -> bool:
    """"Zombies you control cannot be destroyed by card effects": ``other`` is a face-up card of that kind on
    the field (its holder's, for "you control") and ``ref`` of the kind of card whose effects it keeps out
    (rule ce-protection-of-a-kind)."""
    # a kind of Set cards (Timidity's "Set Spell and Trap Cards") protects them face-down (rule ce-set-cards-cannot-be-destroyed)
    shown = state.face_up_on_field(other) or restriction.cards.position == "set" and state.cards[other].on_field
    if not shown or not state.kind_of(other, restriction.cards):
        return False
    if not restriction.except_kind.empty and state.kind_of(other, restriction.except_kind) \
            and not given_its_effects(state, other):
        return False              # "Gemini Monsters ... that are being treated as Effect Monsters": not a Normal one
    if restriction.cards_of == "you" and state.controller(other) != state.controller(holder):
        return False
    return restriction.by_kind.empty or state.kind_of(ref, restriction.by_kind)


def _unaffected_of_its_kind(state, ref: str, holder: str, other: str, restriction) -> bool:
    """"All face-up monsters, except for Effect Monsters, are unaffected by other Spell effects": ``other`` is a face-up
    monster of that kind, not of the kind it spares, and ``ref`` a card of the kind kept out, the opponent's of its
    holder for "your opponent's" (rule ce-unaffected-of-a-kind)."""
    if not restriction.except_kind.empty and state.kind_of(other, restriction.except_kind):
        return False
    if restriction.players == "opponent" and state.controller(ref) == state.controller(holder):
        return False
    return ref != holder and _protects_of_its_kind(state, ref, holder, other, restriction)


def unaffected_by(state, ref: str, other: str):
    """The protection of card ``other`` (its own effect, applying now) from every
    effect of card ``ref``: "unaffected by Spell effects", "by your opponent's Spell effects". None if none."""
    for holder, restriction in state.restrictions():
        if holder == other and restriction.kind == "unaffected" and _reaches_the_effects_of(state, ref, other, restriction):
            return restriction
    return None


def _reaches_the_effects_of(state, ref: str, other: str, restriction) -> bool:
    """Does the protection of ``other`` keep out the effects of ``ref``: of its kind, and of the other
    player's card when it names only "your opponent's"?"""
    if restriction.players == "opponent" and state.controller(ref) == state.controller(other):
        return False
    return restriction.cards.empty or state.kind_of(ref, restriction.cards)


def _protected_verdict(state, ref: str, doing: list[Clause]) -> Verdict:
    """Every card the "all ..." clauses would act on is protected from them: it would do nothing."""
    protected = sorted({other for clause in doing for other in state.infos
                        if state.cards[other].on_field and protection(state, ref, other, clause) is not None})
    names = ", ".join(state.infos[other].name for other in protected)
    return Verdict("no", "other", POSSIBLE + ["ce-protected-card-not-affected"],
                   f"The only cards it would act on ({names}) are protected from its effect: it would have no "
                   f"effect, so it cannot be activated.")
