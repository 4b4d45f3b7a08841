"""The battle position (and face) the event's card was in just before its event, when the condition
names one (rule cond-event-card-position): "When this card destroys an
opponent's face-up Attack Position monster by battle" is not met by a monster that was Set when
attacked (the attack flipped it face-up in Defense Position), nor "When this card is changed from
Attack Position" by a monster that was in Defense Position. The position is the one the duel state
recorded for the card just before the event; a scenario that does not say is taken as meeting it."""

from __future__ import annotations

from edison_kg.timing.rules.battle_faces import battle_record
from edison_kg.timing.rules.verdict import SUMMON_EVENTS, Verdict

EVENT_CARD_POSITION = "cond-event-card-position"
ATTACK_TARGET_FACE_UP = "cond-attack-target-face-up"
SUMMONED_IN_POSITION = "cond-summoned-in-named-position"
_WORDS = {"attack": "Attack Position", "defense": "Defense Position", "face-up defense": "face-up Defense Position",
          "face-down defense": "face-down Defense Position"}


def _subject(happening) -> str | None:
    """The card whose position the condition names: for an attack, its target ("when this face-down
    Defense Position card is attacked"); else the event's card."""
    event = happening.event
    return event.target if event.event == "attack_declared" else event.card


def position_before(state, happening) -> tuple[str | None, bool | None]:
    """(battle position, face-up) of the event's card just before its event, or of an attack's target
    when the attack was declared (None: not recorded)."""
    event = happening.event
    if event.event in SUMMON_EVENTS:    # "is Special Summoned in Attack Position": the position it arrives in
        return _arrives_in(event.position)
    if event.event == "attack_declared":    # kept by the battle (timing/battle.py)
        record = battle_record(state, event.target, happening.moment + 1) if event.target else None
        return record.battle.when_attacked.get(event.target, (None, None)) if record else (None, None)
    events = state.moments[happening.moment].events if happening.moment < len(state.moments) else ()
    index = next((i for i, e in enumerate(events) if e is happening.event), None)
    return state.positions.get((happening.moment, index)), happening.was_face_up


def _arrives_in(position: str | None) -> tuple[str | None, bool | None]:
    """(battle position, face-up) a Summon puts its card in (round 97, rule cond-summoned-in-named-position)."""
    if position == "face_down":
        return "defense", False
    return (position, True if position == "attack" else None) if position in ("attack", "defense") else (None, None)


def in_named_position(pattern, happening, state) -> bool:
    """Was the event's card in the battle position (and face) the condition names, just before it?"""
    if pattern.position is None or _subject(happening) is None:
        return True
    position, face_up = position_before(state, happening)
    wanted = pattern.position.split()
    if wanted == ["face-up"]:    # the face alone, in any battle position (rule cond-attack-target-face-up)
        return face_up is not False
    if position is None:
        return True
    if position != wanted[-1]:
        return False
    return len(wanted) == 1 or face_up is None or face_up == (wanted[0] == "face-up")


def position_near_miss(pattern, state, happening, met) -> Verdict | None:
    """An event that meets the condition but for the position its card was in."""
    if pattern.position is None or not met(happening, with_state=False) or in_named_position(pattern, happening, state):
        return None
    name = state.infos[_subject(happening)].name if _subject(happening) in state.infos else "The monster"
    position, face_up = position_before(state, happening)
    if pattern.position == "face-up":
        return Verdict("no", "condition-not-met", [ATTACK_TARGET_FACE_UP],
                       f"Its condition needs a face-up monster, and {name} was face-down when it happened.")
    held = "Attack Position" if position == "attack" else ("face-up " if face_up else "face-down " if face_up is False
                                                             else "") + "Defense Position"
    if happening.event.event in SUMMON_EVENTS:
        return Verdict("no", "condition-not-met", [SUMMONED_IN_POSITION],
                       f"Its condition needs the monster to be Summoned in {_WORDS[pattern.position]}, and {name} was "
                       f"Summoned in {held}.")
    return Verdict("no", "condition-not-met", [EVENT_CARD_POSITION],
                   f"Its condition needs the monster to have been in {_WORDS[pattern.position]} when it happened, and "
                   f"{name} was in {held}.")
