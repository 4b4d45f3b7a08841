"""Does an event meet an effect's activation condition? The event's type, card, player, zones
and cause against the condition the card reader read, and where the card was according to
the duel state: "sent from the field" is not met by a card that was never on the field (a
negated Summon, a negated activation: seed 002), "this face-up card" not by a face-down one."""

from __future__ import annotations

from dataclasses import replace

from edison_kg.vocab.model import EventPattern
from edison_kg.timing.rules.gemini_as_effect import gemini_as_effect_holds
from edison_kg.timing.card_kinds import ANY_MONSTER
from edison_kg.timing.scenario import Event
from edison_kg.timing.restrictions import SUMMONS
from edison_kg.timing.rules.verdict import ACTIVATION_EVENTS, LEAVES_FIELD
from edison_kg.timing.rules.what_counts import could_be_that_attack, resolved_chain_counts
from edison_kg.timing.rules.how_where import attack_on_this_card, holds, player_named
from edison_kg.timing.rules.face_down import counts_as_set
from edison_kg.timing.rules.summoned import tributes_match
from edison_kg.timing.rules.event_position import in_named_position
from edison_kg.timing.rules.battled_with import battled_kind_holds
from edison_kg.timing.rules.trap_monsters import kind_as_it_left
from edison_kg.timing.card_kinds import kind_of
from edison_kg.timing.stats_when_left import stats_as_it_left
from edison_kg.timing.rules.exclusions import battle_damage_missing, battle_kind_missing, excluded
from edison_kg.timing.rules.battle_faces import battle_record
from edison_kg.timing.rules.event_phase import in_its_phase
from edison_kg.timing.rules.summoned_from import cite_if_implied, place_left
from edison_kg.vocab.schemes import FIELD_ZONES
from edison_kg.timing.rules.damage_while_attacking import damage_of_its_attack
from edison_kg.timing.rules.damage_dealer import damage_dealer
from edison_kg.timing.rules.at_once_count import too_few_at_once

# Events that also count as another event (a Synchro Summon is a Special Summon; a Flip
# Summon turns the monster face-up; a Tributed or destroyed monster is sent to the GY unless
# it went elsewhere).
IMPLIED_EVENTS = {
    "tribute_summon": ("normal_summon",),
    "synchro_summon": ("special_summon",),
    "fusion_summon": ("special_summon",),
    "ritual_summon": ("special_summon",),
    "flip_summon": ("flipped_face_up",),
}
SENT_TO_GY_BY = ("tributed", "destroyed", "discarded")
PHASE_OF = {"main1": "main", "main2": "main"}
# the Summons that may put a monster face-down (a Flip Summon turns it face-up)
SUMMONED_FACE_UP = frozenset(SUMMONS) - {"flip_summon"}
TO_OPPONENTS_FIELD_RULE = "cond-summoned-to-opponents-field"
OWN_PROCEDURE_SIDE_RULE = "cond-own-procedure-summoned-to-the-opponents-side"
SIDE_SUMMONED_TO_RULE = "cond-summoned-to-the-side-it-goes-to"

_KINDS_CACHE: dict[tuple, frozenset] = {}


def event_kinds(event) -> frozenset:
    """The event's type plus the types it also counts as."""
    key = (event.event, event.to_zone, event.face_down, event.position)
    kinds = _KINDS_CACHE.get(key)
    if kinds is None:
        found = {event.event, *IMPLIED_EVENTS.get(event.event, ())}
        if event.event in SENT_TO_GY_BY and event.to_zone in (None, "graveyard"):
            found.add("sent_to_gy")
        if event.to_zone == "banished":
            found.add("banished")     # destroyed and removed from play (Dark Lucius LV8, Macro Cosmos): banished too
        if counts_as_set(event):
            found.add("set")          # turned face-down, or Summoned face-down: Set (rule cond-flipped-face-down-is-set)
        kinds = _KINDS_CACHE[key] = frozenset(found)
    return kinds


def drawn_by_an_effect_counts(pattern: EventPattern, event) -> bool:
    """A card drawn by a card effect is a card added from the Deck to the hand by a card effect
    ("If this card is added from your Deck to your hand by a card effect"): the draw is how it was
    added (rule cond-draw-by-an-effect-is-added-from-the-deck). A draw with no card effect
    behind it is not: the cause must be given."""
    return event.event == "drawn" and event.cause == "effect" and "added_to_hand" in pattern.types \
        and pattern.from_zone == "deck" and pattern.cause == "effect"


def _zone_matches(wanted: str | None, actual: str | None) -> bool:
    if wanted is None or actual is None:
        return True  # the engine does not question what the scenario leaves open
    if wanted == "field":
        return actual in FIELD_ZONES
    return wanted == actual


CONTROLLER_THEN = "state-event-player-is-its-controller-then"


def condition_matches(pattern: EventPattern, happening, card_ref: str, controller: str, state=None) -> bool:
    """Does this event meet the activation condition ``pattern`` of an effect of ``card_ref``?

    ``state`` (the duel state) says where cards were and whether a scenario card is of the
    kind the condition names ("a Normal Monster", "a Spell Card"); without it neither is
    checked.
    """
    event = happening.event
    if event.event == "targeted" and event.cause == "battle":
        # an attack redirected to a monster: it is targeted for an attack, though no attack was
        # declared (rule bt-new-attack-target-is-targeted)
        if "attack_declared" not in pattern.types or pattern.attack_role not in ("target", "either") or pattern.direct_attack:
            return False
        event = Event("attack_declared", card=event.by, player=event.player, target=event.card, by=event.by)
        happening = replace(happening, event=event)
    elif event_kinds(event).isdisjoint(pattern.types) and not drawn_by_an_effect_counts(pattern, event):
        return False
    if event.event == "summon_attempted" and pattern.summon_methods and event.summon is not None and \
            set(pattern.summon_methods).isdisjoint({event.summon, *IMPLIED_EVENTS.get(event.summon, ())}):
        return False  # "Negate the Normal Summon or Flip Summon": not a Special Summon
    if event.event == "chain_resolved" and not resolved_chain_counts(pattern, happening, state):
        return False  # "a Chain with 3 or more Links": a shorter chain
    if pattern.direct_attack and event.event == "attack_declared":
        if event.target is not None:
            return False  # "declares a direct attack": this attack has a target
        if state is not None and event.card in state.infos:
            state.assume(f"{state.infos[event.card].name} attacks directly: the scenario names no attack target for it.")
    if pattern.direct_attack and event.event == "damage_inflicted" and event.cause == "battle" and state is not None \
            and not _by_a_direct_attack(state, happening):
        return False  # "battle damage ... by a direct attack": the battle had an attack target
    if pattern.attack_number and event.event == "attack_declared" and not could_be_that_attack(pattern, happening, state):
        return False  # "a second direct attack": too few attacks were declared before it
    phase_event = event.event == "phase_entered"
    if event.event == "attack_declared":
        if pattern.target_self:                      # "when this card is attacked" (or "attacks or is attacked")
            if not attack_on_this_card(pattern, event, card_ref):
                return False
        elif pattern.attack_role == "either" and pattern.self_card and set(pattern.types) == {"attack_declared"}:
            # "If this card attacks or is attacked": its own attack or one declared on it (round 86,
            # rule cond-attacks-or-is-attacked-either-side)
            if not attack_on_this_card(pattern, event, card_ref):
                return False
        elif pattern.self_card or pattern.actor_self:  # "when this card attacks" / "when this card is attacked"
            if (event.target if pattern.attack_role == "target" else event.card) != card_ref:
                return False
        # "when this card attacks a Level 6 or higher Synchro Monster": the
        # target's kind as it shows at declaration; a face-down monster shows none
        # (rule bt-attack-target-kind-read-at-declaration)
        if pattern.attack_role == "attacker" and not pattern.battled_kind.empty and state is not None \
                and event.target in state.cards and not state.kind_of(event.target, pattern.battled_kind):
            return False
    # a phase starting is not about a card: "this card" there only says where the card must be
    elif pattern.self_card and not phase_event and event.card != card_ref \
            and not damage_of_its_attack(pattern, happening, card_ref, state):
        return False     # battle damage "while this card is attacking": its attack (rules/damage_while_attacking.py)
    elif pattern.actor_self and event.by is not None and event.by != card_ref:
        return False  # "if this card destroys ... by battle": another card did it
    if not pattern.actor_kind.empty and state is not None and event.by in state.infos \
            and not state.kind_of(event.by, pattern.actor_kind):
        return False  # "when a "Fortune Lady" monster you control destroys ...": a card of another kind did it
    if pattern.exactly_one and state is not None and _another_at_once(pattern, happening, state):
        return False  # "exactly 1 Synchro Monster": a second one had the event with it (rule cond-exactly-one-at-once)
    if pattern.at_once_min and too_few_at_once(pattern, happening, state, event_kinds):
        return False  # "2 or more monsters ... at the same time": fewer in this moment (rule cond-cards-at-once-count)
    named_target = attack_target_named(pattern, event, state)
    if pattern.another_card and (named_target or event.card) == card_ref:
        return False  # "another face-up monster you control": not this card (rule cond-another-is-not-this-card)
    if pattern.summoned_name_needed and event.event in SUMMONED_FACE_UP and (event.face_down or event.position == "face_down"):
        return False  # "the same name as that monster": Summoned face-down, it shows no name (rule cond-summoned-face-down-shows-no-name)
    if named_target is not None:
        # "when a monster you control is targeted for an attack": whose monster is the attack
        # target's controller, not the attacking player (rule bt-attack-target-named-by-the-condition)
        if pattern.player in ("you", "opponent") and (state.controller(named_target) == controller) != (pattern.player == "you"):
            return False
    elif pattern.player in ("you", "opponent") and event.player is not None and player_named(pattern, event, card_ref):
        # a change of control is read from the side of the player who had the card: it always
        # went to that player's opponent ("control shifts to your opponent")
        mine = False if event.event == "control_changed" and event.card == card_ref else event.player == controller
        if event.event == "control_changed" and event.card != card_ref:
            # "shifts control of a monster from your side of the field to theirs": the side it left, the
            # taker's opponent's (rule cond-control-shifted-from-your-side, round 117)
            mine = event.player != controller
            if state is not None:
                state.cite("cond-control-shifted-from-your-side")
        if state is not None and not pattern.player_by_zone and event.event != "control_changed" \
                and event.card in state.cards and state.cards[event.card].owner not in (None, event.player):
            state.cite(CONTROLLER_THEN)     # (149) another's card, controlled by the event's player as it happened
        if _to_opponents_field(state, event) and state.cards[event.card].controller == controller:
            mine = True      # a monster Summoned to this player's field is no Summon of their opponent's
        if event.side is not None and pattern.to_zone == "field":
            # "Special Summoned to your opponent's side of the field", met by Tokens Summoned "to your opponent's
            # side": the side they went to, not who Summoned them (rule cond-summoned-to-the-side-it-goes-to)
            mine = event.side == controller
            if _to_opponents_field(state, event):
                state.cite(OWN_PROCEDURE_SIDE_RULE)   # its owner Summoned it there (round 147)
        if pattern.player_by_zone and state is not None and event.card in state.cards:
            # "sent to your Graveyard": the card goes to its owner's (rule cond-whose-graveyard-is-the-owners); "Special
            # Summoned from your Graveyard": it left its owner's, whoever Summoned it (rule cond-summoned-from-whose-graveyard)
            owned = (state.cards[event.card].owner or state.cards[event.card].controller) == controller
            if owned != mine and event.from_zone == "graveyard" and state is not None:
                state.cite("cond-summoned-from-whose-graveyard")
            mine = owned
        if mine != (pattern.player == "you"):
            return False
    known = card_ref in happening.equipped        # the engine does not question an equip it was not told of
    equipped_to = happening.equipped.get(card_ref)
    if pattern.self_equipped and event.card == card_ref and known and equipped_to is None:
        if state is not None:
            state.cite("eq-equip-must-resolve")   # "while equipped": its activation never equipped it
        return False  # "this Equip Card": it was not equipped (it never resolved, or it left first)
    if pattern.equipped_role == "actor" and known \
            and _equipped_actor(event, happening, state) != equipped_to:
        return False  # "the equipped monster destroys ...": the monster it was equipped to did it (its attacker attacks)
    if pattern.equipped_role == "linked-actor" and state is not None and not _selected_monster_acts(pattern, event, card_ref, state):
        return False  # "Select 1 monster ... If it inflicts Battle Damage": not that monster, or not equipped as named
    # the monster's own event, for a condition met by this Equip Card going after it
    alongside = _its_monster_alongside(pattern, happening, state, card_ref, equipped_to) \
        if pattern.equipped_role == "subject" and known and event.card != equipped_to else None
    if pattern.equipped_role == "subject" and known and event.card != equipped_to and not alongside:
        return False
    # "the equipped monster is returned from the field to the hand and this card is sent to the Graveyard":
    # the places are the monster's, when this card's own going meets the condition beside it
    if not any(_zone_matches(pattern.from_zone, place_left(e)) and _zone_matches(pattern.to_zone, e.to_zone)
               for e in alongside or (event,)):
        cite_if_implied(pattern, event, state)   # a Synchro or Fusion Summon's monster left the Extra Deck
        return False
    if pattern.from_zone == "field" and happening.was_on_field is False:
        return False  # never on the field: a negated Summon or a negated activation (seed 002)
    if pattern.target_self and event.target is not None and event.target != card_ref and event.event != "attack_declared":
        return False  # "equipped to this card"
    face = _face_when_it_left(happening, card_ref, state) if pattern.self_face_up is not None else None
    if face is not None and event.card == card_ref and face != pattern.self_face_up:
        return False  # face-up or face-down as it was when it happened (rule state-position-when-it-left)
    if pattern.cause and event.cause and pattern.cause != event.cause \
            and not (pattern.cause == "effect" and _tributed_for_a_ritual_spell(state, event)) \
            and not any(e.cause == pattern.cause for e in alongside or ()):
        return False
    if excluded(pattern, happening, state):
        return False  # "(except if destroyed by battle)", "except by its own effect" (rule cond-event-exclusion)
    if battle_damage_missing(pattern, happening, controller, state):
        return False  # "destroyed by a battle in which you took damage" (rule cond-destroyed-by-a-battle-with-damage-taken)
    if battle_kind_missing(pattern, happening, state):
        return False  # "from a battle involving a Reptile-Type monster" (rule cond-battle-involving-a-kind)
    if pattern.about_to and not happening.synthetic:
        return False  # "about to take damage": met before the damage, not by damage dealt (rule bt-about-to-take-battle-damage)
    if pattern.amount_min is not None and event.amount is not None and event.amount < pattern.amount_min:
        return False  # "2000 or more damage"
    if event.event == "damage_inflicted" and event.amount == 0:
        return False  # 0 damage is no damage (rule bt-battle-damage-needs-damage)
    if pattern.cause_player and event.by is not None and state is not None and event.by in state.cards:
        # "destroyed by an opponent's card effect": whose card did it (rule bt-opponents-card)
        if (state.controller(event.by) == controller) != (pattern.cause_player == "you"):
            return False
    if phase_event:
        if (pattern.end_of_damage_step or pattern.after_damage_calculation) and not happening.synthetic:
            return False  # met when the Damage Step ends, or right after damage calculation, not when it starts
        if pattern.phases and PHASE_OF.get(happening.phase, happening.phase) not in pattern.phases:
            return False
        return True
    if pattern.during_phases and not in_its_phase(pattern, happening, controller, state):
        return False                  # "During your Draw Phase, if you draw" (rules/event_phase.py)
    if state is not None and not holds(pattern, happening, card_ref, state):
        return False                  # how or where it happened (rules/how_where.py)
    if state is not None and not tributes_match(pattern, happening, state):
        return False                  # "by Tributing 3 monsters" (rules/summoned.py)
    if state is not None and not in_named_position(pattern, happening, state):
        return False                  # "an opponent's face-up Attack Position monster" (rules/event_position.py)
    if state is not None and not battled_kind_holds(pattern, happening, state):
        return False                  # "destroyed by battle with a LIGHT monster" (rules/battled_with.py)
    if state is not None and event.card is not None and not pattern.self_card:
        # a resolution is an activation's: "after resolving a Spell Card" names the activated card
        # (rule cond-chain-started-by)
        kind = pattern.activation_kind if event.event in ACTIVATION_EVENTS or (
            event.event == "chain_link_resolved" and pattern.kind.empty) else pattern.kind
        if not kind.empty and pattern.equipped_role != "linked-actor" and not _of_kind(
                state, named_target or _equipped_subject(event, kind), kind, event, pattern, happening.moment):
            return False
    if state is not None and event.event == "chain_link_resolved" and pattern.kind.empty \
            and not pattern.activation_kind.empty and not _a_card_activation(state, happening.moment):
        return False  # (184) "after resolving a Spell Card that was activated": not a face-up Spell Card's effect
    if state is not None and event.card is not None and not pattern.self_card \
            and not gemini_as_effect_holds(state, named_target or event.card, pattern.kind, happening.moment):
        return False  # "a Gemini monster that is treated as an Effect Monster" (rules/gemini_as_effect.py)
    if state is not None and not _targeted_by_its_kind(pattern, event, state):
        return False  # "targets ... with a Spell/Trap effect": not a monster effect's target (rule cond-targeted-by-a-kind)
    if pattern.cards_or_monster_effects and event.event == "effect_activated" and state is not None \
            and not state.kind_of(event.card, ANY_MONSTER):
        return False  # "a Spell/Trap Card, or monster effect": not a face-up Spell/Trap's effect (rule cond-spell-trap-card-or-monster-effect)
    if pattern.set_off_by and event.event in ACTIVATION_EVENTS and state is not None \
            and set_off_kinds(state, happening.moment).isdisjoint(pattern.set_off_by):
        return False  # "an effect that activates when a monster is Normal Summoned": set off by something else
    if pattern.activation_targets and event.event in ACTIVATION_EVENTS and state is not None:
        return _targets_as_named(pattern, happening, card_ref, state)
    return True


def _a_card_activation(state, moment: int) -> bool:
    """Was the Chain Link that resolved at this moment the activation of its card (rule card-vs-effect-activation)?"""
    link = state.resolved.get(moment)
    if link is None or link.effect is None or link.effect.kind == "card-activation":
        return True
    state.cite("card-vs-effect-activation")
    return False


def _targeted_by_its_kind(pattern: EventPattern, event, state) -> bool:
    """A card targeted by an activation meets "targeted by the effect of a Spell or Trap Card" / "with a Spell/Trap
    effect" only when the card activated is of that kind (round 88, rule cond-targeted-by-a-kind); a target of an
    attack is no activation's."""
    if event.event != "targeted" or event.cause == "battle" or pattern.activation_kind.empty or event.by is None \
            or event.by not in state.cards:
        return True
    return state.kind_of(event.by, pattern.activation_kind)


def _selected_monster_acts(pattern: EventPattern, event, card_ref: str, state) -> bool:
    """Rule tl-selected-monster-acts: the monster this card's activation selected did it, and (the condition's kind)
    a card of that kind is equipped to it ("while equipped with a "Bamboo Sword" card")."""
    actor = state.links.get(card_ref)
    if actor is None or event.card != actor:
        return False
    return pattern.kind.empty or any(card.on_field and card.equipped_to == actor and state.kind_of(ref, pattern.kind)
                                     for ref, card in state.cards.items())


def _equipped_subject(event, kind) -> str:
    """The card a condition's kind is about: "when a monster is equipped with an Equip Card" names the monster the
    Equip Card went to, not the Equip Card (rule eq-equipped-monster-is-the-subject)."""
    if event.event == "equipped" and event.target is not None and kind.classes == frozenset({"monster"}):
        return event.target
    return event.card


def _face_when_it_left(happening, card_ref: str, state) -> bool | None:
    """Face-up or face-down as the card was when it left the field: "destroy it, and banish it"
    moves it on from the Graveyard in the same moment, and that second move is still the card
    that left the field as it was then (None: not known)."""
    if happening.was_face_up is not None or state is None or happening.was_on_field is not False:
        return happening.was_face_up
    earlier = [h for h in state.happenings() if h.moment == happening.moment and h.event.card == card_ref
               and h.was_on_field and h.event.event in LEAVES_FIELD]
    return earlier[0].was_face_up if earlier else None


def _of_kind(state, ref: str, kind, event, pattern, moment: int) -> bool:
    """The card's kind; a Trap Monster's as it was in the Monster Zone it left (rules/trap_monsters.py); a monster's
    ATK and DEF as they were when it left the field (timing/stats_when_left.py)."""
    as_it_left = kind_as_it_left(state, ref, kind, event, pattern) if ref == event.card else None
    left_with = stats_as_it_left(state, ref, kind, moment) if ref == event.card and as_it_left is None else None
    if left_with is not None:
        return kind_of(state, ref, kind, even_face_down=pattern.named_even_face_down, left_with=left_with)
    if as_it_left is None and pattern.named_even_face_down:
        return kind_of(state, ref, kind, even_face_down=True)   # "(even if it is face-down ...)"
    return state.kind_of(ref, kind) if as_it_left is None else as_it_left


def set_off_kinds(state, moment: int) -> frozenset:
    """The kinds of the event that set off the trigger effect activated at ``moment``: the last
    event before its activation that met its condition (rule neg-summon-trigger-matches-the-summon).
    Any other effect (an Ignition Effect, even one used with Ignition Effect Priority right after
    a Summon) was set off by none."""
    key = ("set_off", moment)
    found = state.memo.get(key)
    if found is None:
        found = frozenset()
        link = state.link_activated_at(moment)
        if link is not None and link.trigger and link.effect is not None and link.effect.condition is not None:
            for h in reversed(state.happenings()):
                if h.moment < link.first_moment and condition_matches(link.effect.condition, h, link.card,
                                                                      link.controller, state):
                    found = event_kinds(h.event)
                    break
        state.memo[key] = found
    return found


def _targets_as_named(pattern: EventPattern, happening, card_ref: str, state) -> bool:
    """"A card is activated that targets a DARK monster / this card": the activation's own
    targets (recorded with it) must include one of that kind."""
    event = happening.event
    targets = [e.card for e in state.moments[happening.moment].events
               if e.event == "targeted" and e.by == event.card and e.card is not None]
    if not targets:
        return False
    if pattern.target_self:         # "that targets this face-down card": not while it was face-up
        return card_ref in targets and not (pattern.self_face_up is False
                                             and state.face_at(card_ref, happening.moment)[1] is True)
    if pattern.target_zone is not None:
        # "that targets a monster on the field": a target in the Graveyard is not one (rule cond-target-in-zone)
        targets = [t for t in targets if _in_zone(state, t, pattern.target_zone)]
        if not targets:
            return False
    return pattern.target_kind.empty or any(state.kind_of(t, pattern.target_kind) for t in targets)


def _in_zone(state, ref: str, zone: str) -> bool:
    """Is the target where the condition needs it (yes when the scenario does not say)?"""
    card = state.cards.get(ref)
    if card is None or card.on_field is None:
        return True
    return bool(card.on_field) if zone == "field" else card.zone == zone


def _by_a_direct_attack(state, happening) -> bool:
    """Was the battle damage of ``happening`` dealt by a direct attack? The attack is the last
    one declared before it; when the scenario names none, the engine does not question it."""
    record = next((r for r in reversed(state.battles) if r.moment <= happening.moment), None)
    return record is None or record.battle.target is None


def attack_target_named(pattern: EventPattern, event, state) -> str | None:
    """The monster a condition names by its being chosen as an attack target ("when a face-up
    monster you control is selected as an attack target", "when a Plant-Type monster you control
    is targeted for an attack"): the attack's target, whose controller and kind the condition
    reads; None when the condition names the attacker, this card, or no target is known."""
    if state is None or event.event != "attack_declared" or pattern.attack_role != "target" \
            or pattern.self_card or pattern.target_self or pattern.actor_self or event.target not in state.cards:
        return None
    return event.target


def _tributed_for_a_ritual_spell(state, event: Event) -> bool:
    """A monster Tributed for a Ritual Summon is Tributed by the Ritual Spell Card's
    effect (rule cond-ritual-tribute-is-by-a-card-effect): "Tributed by a card effect" is met."""
    if state is None or event.event != "tributed" or event.cause != "summon_material" or event.by not in state.infos:
        return False
    info = state.infos[event.by]
    return info.card_type == "spell" and any("Ritual" in sub for sub in info.subtypes)


def _its_monster_alongside(pattern, happening, state, card_ref: str, equipped_to: str | None) -> list:
    """"When the equipped monster is destroyed and this card is sent to the Graveyard": met by this Equip Card's own
    going, when the monster it was equipped to had the other event of the condition at that same moment (the events
    of that monster, or none). Its cause may be said of either ("destroyed by battle, and this card is sent")."""
    if not pattern.self_card or happening.event.card != card_ref or equipped_to is None or state is None:
        return []
    return [e for e in state.moments[happening.moment].events
            if e.card == equipped_to and e.event in pattern.types and e.event != happening.event.event]


def _another_at_once(pattern: EventPattern, happening, state) -> bool:
    """Did another card of the condition's kind have the same event, at the same moment, for the same player when
    the condition names whose ("a monster" names no one: both players' monsters count)?"""
    event = happening.event
    return any(other.event == event.event and other.card not in (None, event.card)
               and (other.player == event.player or pattern.player not in ("you", "opponent"))
               and (pattern.kind.empty or other.card not in state.infos or state.kind_of(other.card, pattern.kind))
               for other in state.moments[happening.moment].events)


def _to_opponents_field(state, event) -> bool:
    """A Special Summon, by the monster's own way of Summoning, that puts it on the other
    player's field (Lava Golem's): the Summon is on that player's side (rule cond-summoned-to-opponents-field)."""
    return state is not None and event.cause is None and event.card in state.cards \
        and event.event in ("special_summon", "summon_attempted") \
        and "to-opponents-field" in getattr(state.infos[event.card], "special_summon_limits", ())


def _equipped_actor(event: Event, happening, state) -> str | None:
    """The monster that did what "the equipped monster ..." names: its attacker attacks, battle damage is dealt by
    the card it is tied to (rules/damage_dealer.py), a destruction by its destroyer."""
    if event.event == "attack_declared":
        return event.card
    if event.event == "damage_inflicted":
        return damage_dealer(event, state, happening.moment)
    return _destroyer(event, happening, state)


def _destroyer(event: Event, happening, state) -> str | None:
    """The card that did it: the one the scenario names, or, for a monster destroyed by battle
    with none named, the monster it battled (rule bt-destroyed-by-battle-means-battle)."""
    if event.by is not None or event.cause != "battle" or state is None or event.card is None:
        return event.by
    record = battle_record(state, event.card, happening.moment + 1)
    if record is None:
        return None
    battle = record.battle
    destroyer = battle.target if battle.attacker == event.card else battle.attacker
    if destroyer is not None and destroyer in state.infos:   # said, never a silent guess
        state.assume(f"{state.infos[destroyer].name} destroyed {state.infos[event.card].name} by battle: "
                     f"they battled, and the scenario names no other card that did it")
    return destroyer
