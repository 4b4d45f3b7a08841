"""What a scenario's steps imply about the duel, and what they contradict.

A scenario need not state where every card is: what a step does to a card tells where it was
(a monster that declares an attack is face-up in Attack Position on the field; a card that is
discarded was in the hand), and what happens in a battle tells the phase (a monster destroyed
by battle means damage calculation, so the Damage Step). Where the scenario left that open the
engine takes it from the step on and says so in the answer (State.assume: rules
state-on-the-field-by-what-it-did, bt-battle-happens-in-the-damage-step); where the scenario
stated otherwise the scenario contradicts itself, and it is refused with the JSON path of the
step or card (a card in the hand declares an attack, a card in the hand is targeted, a Set
monster attacks). Never a silent guess: nothing is inferred that the steps do not imply.
"""

from __future__ import annotations

from dataclasses import replace

from edison_kg.errors import BadScenario
from edison_kg.jsontext import json_path
from edison_kg.timing.destroyed_and_sent import one_happening
from edison_kg.timing.hand_materials import material_from_hand
from edison_kg.timing.locked_attacker import refuse_locked_attacker
from edison_kg.timing.scenario import Event, Step
from edison_kg.timing.state import LEAVING_EVENTS, State
from edison_kg.timing.target_places import place_named_target, trap_set_before_activation
from edison_kg.vocab.schemes import FIELD_ZONES

# zones no effect can target: their cards are hidden or not yet in the Duel
UNTARGETABLE = ("hand", "deck", "extra_deck")
# where a card is when the event happens to it, whatever the event says ("discarded": the hand)
EVENT_ORIGIN = {"discarded": "hand", "drawn": "deck"}
# events that need their card on the field when they happen, unless they say where it was
ON_THE_FIELD = ("destroyed", "tributed", "flipped_face_up", "flipped_face_down", "position_changed",
                "control_changed")
# events that put a card on the field from elsewhere
ENTERING = ("normal_summon", "tribute_summon", "special_summon", "synchro_summon", "fusion_summon",
            "ritual_summon")
# what a resolving clause does to its target that only a card on the field undergoes
ACTS_ON_THE_FIELD = ("destroyed", "position_changed", "flipped_face_up", "flipped_face_down", "control_changed")
# battle events that only damage calculation (or the flip before it) brings: the Damage Step
DAMAGE_STEP_EVENTS = ("destroyed", "damage_inflicted", "life_damage", "flipped_face_up")
PHASE_WORDS = {"draw": "the Draw Phase", "standby": "the Standby Phase", "main1": "Main Phase 1",
               "main2": "Main Phase 2", "end": "the End Phase", "battle": "the Battle Phase",
               "damage_step": "the Damage Step"}


# ------------------------------------------------------------------ the cards as written

def check_cards(state: State) -> None:
    """Contradictions within a card of `cards`: a battle position off the field, a face-down
    card in Attack Position, a face-down card in the Graveyard, an Equip Card or its monster off
    the field."""
    for ref, card in state.scenario.cards.items():
        if card.position is None and card.face_up is None and card.equipped_to is None:
            continue                  # a zone alone contradicts nothing

        def where(key: str, ref=ref) -> str:
            return json_path(("cards", ref, key))
        zone = card.zone
        if card.position is not None and zone is not None and zone not in FIELD_ZONES:
            _refuse(f"{_name(state, ref)} is in the {_zone(zone)} and has the position {card.position!r}: only a card on the "
                    f"field has a battle position", where("position"))
        if card.face_up is True and card.position == "face_down":
            _refuse(f"{_name(state, ref)} is given both face_up: true and position face_down", where("face_up"))
        if card.face_up is False and card.position == "attack":
            _refuse(f"{_name(state, ref)} is face-down in Attack Position: a face-down monster is in Defense Position",
                    where("face_up"))
        if card.face_up is False and zone in ("graveyard", "hand", "deck"):
            _refuse(f"{_name(state, ref)} is face-down in the {_zone(zone)}: only a card on the field (or banished) is "
                    f"face-down", where("face_up"))
        if card.equipped_to is not None:
            if zone is not None and zone not in FIELD_ZONES:
                _refuse(f"{_name(state, ref)} is in the {_zone(zone)}: only a card on the field is equipped to a monster",
                        where("equipped_to"))
            monster = state.scenario.cards[card.equipped_to]
            if monster.zone is not None and monster.zone not in FIELD_ZONES:
                _refuse(f"{_name(state, ref)} is equipped to {_name(state, card.equipped_to)}, which is in the "
                        f"{_zone(monster.zone)}: an Equip Card is equipped to a monster on the field",
                        where("equipped_to"))
    state.phase_stated = state.scenario.raw.get("phase") is not None
    _defaults(state)
    _equip_spells_set(state)


def _equip_spells_set(state: State) -> None:
    """An Equip Spell Card face-up on the field is equipped to a monster: one in a Spell & Trap Zone that the scenario
    equips to none, with no face written, is Set there (rule state-unequipped-equip-spell-is-set, round 185)."""
    for ref, card in state.cards.items():
        info = state.infos[ref]
        if card.zone == "spell_trap_zone" and card.face_up is None and card.equipped_to is None \
                and info.card_type == "spell" and "Equip" in info.subtypes:
            card.face_up = False
            _infer(state, f"{_name(state, ref)} is Set in the Spell & Trap Zone: a face-up Equip Spell Card is equipped "
                          f"to a monster, and the scenario equips it to none", EQUIP_SET_RULE)


def _defaults(state: State) -> None:
    """What the contract takes by default, said where it counts: the phase (Main Phase 1) when
    no step says or implies another, and the controller (player A) of a card the scenario names
    none for, unless it is attacked (then the attacker's opponent controls it) or its owner is named
    (then its owner controls it)."""
    raw_cards = state.scenario.raw.get("cards", {})
    unnamed = [ref for ref in state.scenario.cards if raw_cards.get(ref, {}).get("controller") is None]
    if unnamed:
        attacked = {e.target for step in state.scenario.steps for moment in (step.moments or []) for e in moment
                    if e.event == "attack_declared"}
        for ref in unnamed:
            if ref in attacked:
                continue
            if raw_cards.get(ref, {}).get("owner") is not None:
                state.assume(f"{_name(state, ref)} is controlled by its owner, player {state.cards[ref].controller}: "
                             f"the scenario names no controller")
            else:
                state.assume(f"{_name(state, ref)} is controlled by player {state.cards[ref].controller}: the "
                             f"scenario names no controller")
    if state.phase_stated or any(step.kind == "phase" for step in state.scenario.steps):
        return
    if not any(e.event == "attack_declared" or e.cause == "battle" for step in state.scenario.steps
               for moment in (step.moments or []) + [step.cost] for e in moment):
        state.assume(f"It is {PHASE_WORDS[state.phase]}: the scenario names no phase")


# ------------------------------------------------------------------ events

def before_events(state: State, events: list[Event]) -> None:
    """Infer or check, for a moment of the scenario's own events, the phase and where each card
    was just before it; raise BadScenario on a contradiction."""
    for event in events:
        _phase_of(state, event)
    for event in events:
        if event.card is not None and event.card in state.cards:
            _place_of(state, event)
        if event.event == "attack_declared" and event.target is not None:
            _attack_target(state, event)


def _phase_of(state: State, event: Event) -> None:
    """An attack is declared in the Battle Phase; damage calculation (destruction or damage by
    battle, the flip of an attacked Set monster) is in the Damage Step."""
    where = event.path
    if event.event == "attack_declared":
        if state.phase == "damage_step" and state.battle is not None:
            state.end_damage_step()
            state.phase = "battle"    # a new attack: the Damage Step of the one before is over
            _infer(state, f"The Damage Step of the previous attack is over: {_name(state, event.card)} declared an "
                          f"attack", PHASE_RULE)
        elif state.phase not in ("battle", "damage_step"):
            if state.phase_stated:
                _refuse(f"{_name(state, event.card)} declares an attack in {PHASE_WORDS[state.phase]}: attacks are "
                        f"declared in the Battle Phase", where)
            state.phase = "battle"
            _infer(state, f"It is the Battle Phase: {_name(state, event.card)} declared an attack", PHASE_RULE)
        return
    if event.cause != "battle" or event.event not in DAMAGE_STEP_EVENTS or state.phase == "damage_step":
        return
    what = _battle_words(state, event)
    if state.phase != "battle" and state.phase_stated:
        _refuse(f"{what} in {PHASE_WORDS[state.phase]}: battles happen in the Battle Phase", where)
    state.phase = "damage_step"
    _infer(state, f"It is the Damage Step: {what}", PHASE_RULE)


def _battle_words(state: State, event: Event) -> str:
    if event.event == "destroyed":
        return f"{_name(state, event.card)} was destroyed by battle"
    if event.event == "flipped_face_up":
        return f"{_name(state, event.card)} was flipped face-up by the attack"
    return f"player {event.player} took battle damage" if event.player else "battle damage was inflicted"


def _place_of(state: State, event: Event) -> None:
    ref, kind, where = event.card, event.event, event.path
    card = state.cards[ref]
    if card.zone is None:
        _infer_place(state, event)
        if card.zone is not None:
            state.started_in.setdefault(ref, card.zone)    # where it was before the event that told it
        return
    if kind == "attack_declared":
        if not card.on_field:
            _refuse(f"{_name(state, ref)} is in the {_zone(card.zone)}: only a monster on the field declares an attack", where)
        if card.face_up is False:
            _refuse(f"{_name(state, ref)} is face-down: a Set monster cannot declare an attack", where)
        refuse_locked_attacker(state, ref, where)     # "but it cannot declare an attack" left on it (round 121)
        _attacks_in_attack_position(state, ref)
        return
    wanted = event.from_zone or EVENT_ORIGIN.get(kind)
    if wanted is not None and not _same_place(card.zone, wanted):
        _refuse(f"{_name(state, ref)} is in the {_zone(card.zone)}, and the event {kind} takes it from the {_zone(wanted)}", where)
    if event.cause == "battle" and kind == "destroyed" and not card.on_field:
        _refuse(f"{_name(state, ref)} is in the {_zone(card.zone)}: only a monster on the field is destroyed by battle", where)
    if kind in ON_THE_FIELD and event.from_zone is None and card.zone in ("graveyard", "banished"):
        _refuse(f"{_name(state, ref)} is in the {_zone(card.zone)}: the event {kind} happens to a card on the field", where)
    if kind == "flipped_face_up" and card.on_field and card.face_up is True:
        _refuse(f"{_name(state, ref)} is already face-up: it cannot be flipped face-up", where)
    if kind == "flipped_face_down" and card.on_field and card.face_up is False:
        _refuse(f"{_name(state, ref)} is already face-down: it cannot be flipped face-down", where)
    if kind in ENTERING and card.zone == "spell_trap_zone":
        state.cite(SUMMONED_FROM_SPELL_TRAP_ZONE_RULE)
    if kind in ENTERING and _in_monster_zone(card) and card.face_up is not False and not (
            kind == "normal_summon" and "Gemini" in state.infos[ref].subtypes):    # a Gemini Summon
        _refuse(f"{_name(state, ref)} is already face-up on the field: it cannot be Summoned there again", where)


def _infer_place(state: State, event: Event) -> None:
    """The scenario left the card's zone open: the event tells where it was."""
    ref, kind = event.card, event.event
    card, name = state.cards[ref], _name(state, ref)
    monster = state.infos[ref].card_type == "monster"
    if kind == "attack_declared":
        if card.face_up is False:
            _refuse(f"{name} is face-down: a Set monster cannot declare an attack", event.path)
        refuse_locked_attacker(state, ref, event.path)
        _put(card, "monster_zone", True, card.position)
        _infer(state, f"{name} is face-up on the field: it declared an attack", PLACE_RULE)
        _attacks_in_attack_position(state, ref)
        return
    origin = event.from_zone or EVENT_ORIGIN.get(kind)
    if origin is not None and origin != "field":
        card.zone = origin
        if origin in FIELD_ZONES:
            _put(card, origin, card.face_up if card.face_up is not None else kind != "flipped_face_up",
                 card.position)
            _infer(state, f"{name} was {_face_words(card)} on the field: the event {kind} takes it from there", PLACE_RULE)
        else:
            _infer(state, f"{name} was in the {_zone(origin)}: it was {_done(kind)} from there", PLACE_RULE)
        return
    if kind in ON_THE_FIELD or origin == "field":
        zone = "monster_zone" if monster else "spell_trap_zone"
        face = card.face_up if card.face_up is not None else kind != "flipped_face_up"
        _put(card, zone, face, card.position or ("defense" if monster and not face else
                                                 "attack" if monster and kind != "flipped_face_up" else None))
        why = "it was destroyed by battle" if event.cause == "battle" and kind == "destroyed" else \
            f"it was {_done(kind)} there"
        _infer(state, f"{name} was {_face_words(card)} on the field: {why}", PLACE_RULE)


def _attacks_in_attack_position(state: State, ref: str) -> None:
    """A monster that declares an attack is in Attack Position (round 183): said when the scenario leaves its position
    open, so "all Defense Position monsters" does not count it (Dark Mirror Force)."""
    card = state.cards[ref]
    if card.position is None and state.infos[ref].card_type == "monster":
        card.position = "attack"
        _infer(state, f"{_name(state, ref)} is in Attack Position: it declared an attack", PLACE_RULE)


def _attack_target(state: State, event: Event) -> None:
    """The attack target is a monster the attacking player's opponent controls on the field."""
    ref, where = event.target, f"{event.path}.target" if event.path else None
    card, name = state.cards[ref], _name(state, ref)
    attacker = state.controller(event.card) if event.card in state.cards else event.player
    if attacker is not None and card.controller == attacker:
        if state.scenario.raw.get("cards", {}).get(ref, {}).get("controller") is not None \
                or card.controller != state.scenario.cards[ref].controller:
            _refuse(f"{name} is controlled by player {attacker}, whose monster attacks it: a monster attacks "
                    f"the opponent's monsters", where)
        card.controller = state.opponent(attacker)
        _infer(state, f"{name} is controlled by player {card.controller}: player {attacker}'s monster attacked it", PLACE_RULE)
    if card.zone is None:
        _put(card, "monster_zone", card.face_up, card.position)
        _infer(state, f"{name} is on the field: it was chosen as an attack target", PLACE_RULE)
    elif not card.on_field:
        _refuse(f"{name} is in the {_zone(card.zone)}: only a monster on the field can be attacked", where)


# ------------------------------------------------------------------ activations and Summons

def told_moments(state: State, moments: list[list[Event]]) -> None:
    """What the moments a step states tell before they are done: a destruction and a sending of the same card said
    as one happening (timing/destroyed_and_sent.py), and the Equip Cards told by their going."""
    one_happening(state, moments)
    equips_told_by_their_going(state, moments)


def equips_told_by_their_going(state: State, moments: list[list[Event]]) -> None:
    """A face-up Equip Card whose equip the scenario left open and whose condition is about its monster,
    sent to the GY by the rules right after the one monster that left the field at the moment before: it was
    equipped to that monster, and went with it (rule eq-sent-by-rule)."""
    for before, after in zip(moments, moments[1:]):
        left = {e.card for e in before if e.card in state.cards and e.event in LEAVING_EVENTS
                and state.cards[e.card].on_field and state.infos[e.card].card_type == "monster"}
        if len(left) != 1:
            continue
        monster = left.pop()
        for event in after:
            card = state.cards.get(event.card)
            if card is None or event.cause != "rule" or event.event not in ("sent_to_gy", "destroyed") \
                    or card.equip_known or not card.on_field or card.face_up is False \
                    or "Equip" not in state.infos[event.card].subtypes or not _about_its_monster(state, event.card):
                continue
            card.equipped_to, card.equip_known = monster, True
            _infer(state, f"{_name(state, event.card)} was equipped to {_name(state, monster)}: the rules sent it to "
                          f"the Graveyard as {_name(state, monster)} left the field", "eq-sent-by-rule")


def _about_its_monster(state: State, ref: str) -> bool:
    """Does one of the Equip Card's conditions name what happens to its equipped monster ("When the equipped monster
    is returned to the hand and this card is sent to the Graveyard")? Only then is its equip worth inferring."""
    return any(e.condition is not None and e.condition.equipped_role == "subject" for e in state.infos[ref].effects)


def flipped_by_the_attack(state: State, events: list[Event]) -> list[Event]:
    """The attacked Set monster turned face-up after the attack declaration (in the Damage Step, or
    in the Battle Phase, which its flip shows to be the Damage Step), outside any chain and before
    damage calculation, with no cause told: the attack flipped it (rules bt-damage-step-substeps,
    bt-damage-calculation-one-moment), so it is part of that damage calculation."""
    battle = state.battle
    if battle is None or battle.target is None or state.phase not in ("battle", "damage_step") \
            or battle.calculated_at is not None \
            or state.chain or state.cards[battle.target].face_up is not False:
        return events
    return [replace(e, cause="battle", by=battle.attacker)
            if e.event == "flipped_face_up" and e.card == battle.target and e.cause is None and e.by is None else e
            for e in events]


def before_activation(state: State, step: Step, effect) -> None:
    """The activating card: a face-down card's effect is not activated; a monster whose effect
    is activated on the field was there."""
    ref, info, card = step.card, state.infos[step.card], state.cards[step.card]
    name = info.name
    if effect is not None and effect.kind not in ("card-activation", "flip") and card.on_field \
            and card.face_up is False:
        _refuse(f"{name} is face-down: the effects of a face-down card cannot be activated (flip it face-up "
                f"or activate the card first)", f"{step.path}.activate")
    if effect is not None and card.zone is None and effect.activates_from == "field" and info.card_type == "monster":
        _put(card, "monster_zone", True, card.position or "attack")
        _infer(state, f"{name} is face-up on the field: it activated an effect that is activated there", PLACE_RULE)
    trap_set_before_activation(state, ref, effect)
    _battle_phase_end(state, name, effect)


def _battle_phase_end(state: State, name: str, effect) -> None:
    """An effect activated "at the end of the Battle Phase" is activated once the battles are over: a Damage Step the
    steps implied has ended, and its destroyed monsters are gone (rule bt-battle-phase-end-after-the-damage-step)."""
    condition = effect.condition if effect is not None else None
    if state.phase != "damage_step" or condition is None or condition.types != ["phase_entered"] \
            or "battle" not in (condition.phases or ()) or effect.kind not in ("trigger", "trigger-like"):
        return
    state.end_damage_step()
    state.phase = "battle"
    _infer(state, f"The Damage Step is over: {name} activated an effect set off when the battles of the Battle Phase are done",
           BATTLE_PHASE_END_RULE)


def check_targets(state: State, step: Step, effect) -> None:
    """The targets of an activation, once its cost is paid: none in the hand or the Deck, and
    a card on the field where its effect acts on it there."""
    info = state.infos[step.card]
    name = info.name
    on_field = _targets_on_the_field(effect, len(step.targets))
    if effect is None and info.card_type == "spell" and "Equip" in info.subtypes and step.targets:
        on_field.add(0)      # an Equip Spell Card's own activation targets the monster it equips, on the field
    for i, target in enumerate(step.targets):
        where = f"{step.path}.targets[{i}]"
        other = state.cards[target]
        other_name = _name(state, target)
        if other.zone in UNTARGETABLE:
            _refuse(f"{name} targets {other_name}, which is in the {_zone(other.zone)}: a card there cannot be "
                    f"targeted", where)
        if other.zone is None and (pile := _pile_of_the_targets(effect)) is not None and i not in on_field:
            _put(other, pile, True, None)
            _infer(state, f"{other_name} is {'banished' if pile == 'banished' else 'in the Graveyard'}: {name} targets it there", PILE_TARGET_RULE)
        if i not in on_field:
            place_named_target(state, effect, i, target, step.card)     # "Activate by targeting 2 Set Spells/Traps"
            continue
        if other.zone is None:
            later = other.face_up is None and _flipped_up_later(state, target)
            face = other.face_up if other.face_up is not None else _face_its_target_names(effect, i) and not later
            monster = state.infos[target].card_type == "monster"
            _put(other, "monster_zone" if monster else "spell_trap_zone", face,
                 other.position or ("attack" if monster and face else "defense" if monster else None))
            _infer(state, f"{other_name} is {_face_words(other)} on the field: {name} targets it there"
                   + (", and a later step turns it face-up" if later else ""), TARGET_RULE)
        elif not other.on_field:
            _refuse(f"{name} targets {other_name} as a card on the field, and it is in the {_zone(other.zone)}",
                    where)


PILE_TARGET_RULE = "state-target-taken-from-where-it-is"


def _face_its_target_names(effect, index: int) -> bool:
    """A target the scenario places nowhere is face-up, unless the activation targets "1 face-down monster" or "1 Set
    monster" (Nobleman of Crossout, Book of Moon's like): then it is Set (round 97, rule state-targets-where-they-can-be)."""
    kinds = list(effect.target_clauses or ()) if effect is not None else []
    kind = kinds[min(index, len(kinds) - 1)] if kinds else None
    return not (kind is not None and kind.position == "face-down")


def _flipped_up_later(state: State, ref: str) -> bool:
    """Do the scenario's steps later Flip Summon the card, or flip it face-up, before anything turns it face-down? Then a
    card whose face they leave open was face-down until then (round 183: a Set Ameba taken by Mind Control, then
    Flip Summoned)."""
    for step in state.scenario.steps:
        if step.kind == "summon" and step.card == ref:
            return step.method == "flip"
        for event in (e for moment in step.moments or () for e in moment if e.card == ref):
            if event.event in ("flipped_face_up", "flipped_face_down", "set"):
                return event.event == "flipped_face_up"
    return False


def _pile_of_the_targets(effect) -> str | None:
    """"Target up to 3 banished monsters; return them to the GY": the banished cards, when they are the one place its
    resolution takes its targets from, hold a target the scenario places nowhere (rule state-target-taken-from-where-it-is,
    round 89)."""
    piles = {c.from_zone for c in effect.clauses if c.subject in ("target", "it") and c.from_zone is not None
             and c.from_zone not in FIELD_ZONES} if effect is not None and effect.targets else set()
    # (only the banished cards: a Graveyard target the scenario places nowhere stays unguessed, as before)
    return piles.pop() if piles == {"banished"} else None


def _targets_on_the_field(effect, count: int) -> set[int]:
    """Which of an effect's targets (0-based) its resolution acts on as cards on the field
    ("destroy that target", "return it to the hand", "take control of it")."""
    if effect is None or not count:
        return set()
    found = set()
    # a single target the resolution takes from another zone ("Target 1 monster in your GY; add
    # that target to your hand"): it is there, not on the field, whatever a later clause destroys
    if any(c.from_zone not in (None, "field") and c.subject in ("target", "it") for c in effect.clauses):
        return found
    for clause in effect.clauses:
        if clause.event not in ACTS_ON_THE_FIELD:
            continue
        if clause.subject == "second-target" and count > 1:
            found.add(1)
        elif clause.subject in ("target", "it") or clause.subject is None and clause.every is None:
            found.add(0)
    return found


def before_summon(state: State, step: Step) -> None:
    """A Summon: the monster is not already face-up on the field (a Flip Summon needs it Set
    there); a Tribute Summon's or Synchro Summon's materials are on the field."""
    card, name, where = state.cards[step.card], _name(state, step.card), f"{step.path}.summon"
    if step.method == "flip":
        if card.zone is None:
            _put(card, "monster_zone", False, "defense")
            _infer(state, f"{name} was Set on the field: it was Flip Summoned", PLACE_RULE)
        elif not card.on_field or card.face_up is True:
            _refuse(f"{name} is {'face-up on the field' if card.on_field else 'in the ' + _zone(card.zone)}: "
                    f"only a face-down monster on the field is Flip Summoned", where)
    elif _in_monster_zone(card) and card.face_up is not False and not (
            step.method == "normal" and "Gemini" in state.infos[step.card].subtypes):
        # a face-up Gemini monster is Normal Summoned again there (a Gemini Summon): any other is not
        _refuse(f"{name} is already face-up on the field: it cannot be Summoned", where)
    if step.method not in ("tribute", "synchro", "normal"):
        return
    for i, material in enumerate(step.materials):
        other = state.cards[material]
        if other.zone is None:
            _put(other, "monster_zone", True if other.face_up is None else other.face_up, other.position)
            _infer(state, f"{_name(state, material)} was {_face_words(other)} on the field: it was used for the "
                         f"{'Tribute' if step.method != 'synchro' else 'Synchro'} Summon of {name}", PLACE_RULE)
        elif not other.on_field and not material_from_hand(state, step, material):
            _refuse(f"{_name(state, material)} is in the {_zone(other.zone)}: the materials of a "
                    f"{step.method.capitalize()} Summon come from the field", f"{step.path}.materials[{i}]")


# ------------------------------------------------------------------ words

PHASE_RULE = "bt-battle-happens-in-the-damage-step"
BATTLE_PHASE_END_RULE = "bt-battle-phase-end-after-the-damage-step"
EQUIP_SET_RULE = "state-unequipped-equip-spell-is-set"
PLACE_RULE = "state-on-the-field-by-what-it-did"
SUMMONED_FROM_SPELL_TRAP_ZONE_RULE = "state-summoned-from-the-spell-trap-zone"
TARGET_RULE = "state-targets-where-they-can-be"


def _infer(state: State, sentence: str, rule: str) -> None:
    """Take what the steps imply as given: said in the answer, with the rule it rests on."""
    state.assume(sentence)
    state.cite(rule)


def _put(card, zone: str, face_up, position) -> None:
    card.zone, card.face_up, card.position = zone, face_up, position


def _in_monster_zone(card) -> bool:
    """Already Summoned: a card on the field other than in the Spell & Trap or Field Zone. A monster
    there as an Equip Card (a Union unequipped, Z-Metal Tank) or a Trap Monster is Special Summoned
    from there (rule state-summoned-from-the-spell-trap-zone)."""
    return bool(card.on_field) and card.zone not in ("spell_trap_zone", "field_zone")


def _same_place(zone: str, wanted: str) -> bool:
    if "field" in (zone, wanted):
        return zone in FIELD_ZONES and wanted in FIELD_ZONES
    return zone == wanted


def _name(state: State, ref: str | None) -> str:
    """The card's name; with its reference when two cards of the scenario share it."""
    if ref is None or ref not in state.infos:
        return "a card"
    name = state.infos[ref].name
    if sum(1 for info in state.infos.values() if info.name == name) > 1:
        return f"{name} ({ref})"
    return name


def _zone(zone: str) -> str:
    return {"graveyard": "Graveyard", "gy": "Graveyard", "extra_deck": "Extra Deck"}.get(zone, zone.replace("_", " "))


def _face_words(card) -> str:
    return "face-down" if card.face_up is False else "face-up"


def _done(kind: str) -> str:
    return {"destroyed": "destroyed", "tributed": "Tributed", "flipped_face_up": "flipped face-up",
            "flipped_face_down": "flipped face-down", "position_changed": "changed in position",
            "control_changed": "taken control of", "attack_negated": "stopped in its attack",
            "discarded": "discarded", "drawn": "drawn", "sent_to_gy": "sent to the Graveyard",
            "banished": "banished", "returned_to_hand": "returned to the hand", "returned_to_deck":
            "returned to the Deck", "added_to_hand": "added to the hand"}.get(kind, kind.replace("_", " "))


def _refuse(message: str, where: str | None) -> None:
    raise BadScenario(message, where=where)


def flip_the_attacked_set_monster(state: State, events: list[Event]) -> None:
    """Damage calculation needs the attacked monster face-up: a face-down monster attacked is flipped face-up in the
    Damage Step before it (rule bt-damage-step-substeps). When the scenario's battle damage or destruction by battle
    comes while the attacked monster is still face-down on the field, and does not flip it itself, the engine flips it first."""
    battle = state.battle
    if battle is None or battle.target is None or state.phase != "damage_step" or battle.calculated_at is not None:
        return
    target = state.cards.get(battle.target)
    if target is None or not target.on_field or target.face_up is not False:
        return
    if not any(e.cause == "battle" and e.event in ("damage_inflicted", "destroyed") for e in events) \
            or any(e.event == "flipped_face_up" and e.card == battle.target for e in events):
        return
    state.assume(f"{state.infos[battle.target].name} was flipped face-up by the attack: an attacked face-down "
                 f"monster is flipped face-up before damage calculation")
    state.record([Event("flipped_face_up", card=battle.target, player=state.controller(battle.target),
                        cause="battle", by=battle.attacker)], "resolution" if state.chain else "outside")
