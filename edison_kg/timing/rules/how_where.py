"""Conditions on how or where something happened, read against the duel state at that moment:

* an attack on this card: the attack's target must be this card; a monster chosen as an attack
  target while Set shows no effect then (rule state-condition-read-at-its-moment);
* "was face-up at attack declaration": read at the declaration of the attack it battled in;
* "the ATK of a monster that attacks this card is lower than its DEF": compared at damage
  calculation, so met only once the battle reached it (rule cond-stat-comparison-in-battle);
* a Token that leaves the field is never sent to the Graveyard (rule cond-token-never-in-graveyard);
* "this card you control", "your side of the field": whose card it was when it left, and a card
  off the field is its owner's (rule cond-whose-side-when-it-left);
* a monster turned face-up by a card that says Flip Effects are not activated activates no
  Flip Effect (rule flip-effects-not-activated).

``holds`` is asked by conditions.condition_matches with the duel state; ``near_miss`` names
the rule when only one of these differences kept a condition from being met."""

from __future__ import annotations

from dataclasses import replace

from edison_kg.vocab.model import EventPattern
from edison_kg.timing.rules.battle_phase import reached_damage_calculation
from edison_kg.timing.rules.verdict import LEAVES_FIELD, Verdict

READ_AT_ITS_MOMENT = "state-condition-read-at-its-moment"
STAT_COMPARISON = "cond-stat-comparison-in-battle"
TOKEN_RULE = "cond-token-never-in-graveyard"
WHOSE_SIDE = "cond-whose-side-when-it-left"
NO_FLIP_EFFECTS = "flip-effects-not-activated"
LEAVING = (*LEAVES_FIELD, "discarded")
# events whose card goes to the Graveyard unless it is a Token (which leaves the game)
TO_GRAVEYARD = ("destroyed", "sent_to_gy", "discarded", "tributed")


def attack_on_this_card(pattern: EventPattern, event, card_ref: str) -> bool:
    """"When this card is attacked" (target), "when this card attacks or is attacked" (either):
    is this card the attack's target, or one of its monsters?"""
    if pattern.attack_role == "target":
        return event.target == card_ref
    return card_ref in (event.card, event.target)


def player_named(pattern: EventPattern, event, card_ref: str) -> bool:
    """Does the condition's player say whose card this card was when it left? Only its control
    words do ("this card you control", "in your possession"): in "if you Tribute this card" the
    player is who acted, and a card off the field is its owner's, whoever sent it there
    (rule cond-whose-side-when-it-left)."""
    if event.card != card_ref or not pattern.self_card or event.event not in LEAVING:
        return True
    return pattern.self_controlled


def holds(pattern: EventPattern, happening, card_ref: str, state) -> bool:
    """The how-and-where parts of the condition, against the duel state (only what the pattern
    names is looked at: most conditions name none of them)."""
    event = happening.event
    if event.event == "attack_declared":
        if pattern.target_self and pattern.self_face_up and event.target == card_ref \
                and card_ref in _face_down_at(state, happening.moment):
            return False              # chosen as an attack target while Set: its effect was not face-up
        if pattern.compares and not _compared(pattern, event, card_ref, state, happening.moment):
            return False
    if pattern.face_up_at_attack and event.card == card_ref and _face_down_when_attacked(state, card_ref, happening.moment):
        return False
    if (pattern.to_zone == "graveyard" or _only_as_sent_to_gy(pattern, event)) and _is_token(state, event.card):
        return False
    return True


def _face_down_at(state, moment: int) -> frozenset:
    record = next((r for r in state.battles if r.moment == moment), None)
    return record.face_down if record is not None else frozenset()


def _face_down_when_attacked(state, card_ref: str, moment: int) -> bool:
    """Was the card face-down when the last attack it took part in (before ``moment``) was declared?"""
    for record in reversed(state.battles):
        if record.moment < moment and card_ref in (record.battle.attacker, record.battle.target):
            return card_ref in record.face_down
    return False


def _compared(pattern: EventPattern, event, card_ref: str, state, moment: int) -> bool:
    """"The ATK of the attacking monster is lower than this card's DEF": the battle reached
    damage calculation, where the stats are compared, and the comparison holds (where the
    scenario or the graph gives the stats)."""
    record = next((r for r in state.battles if r.moment == moment), None)
    if record is None or not reached_damage_calculation(record):
        return False
    if pattern.compares == "attacker-atk-below-def" and event.card in state.infos:
        atk = _stat(state, event.card, "atk")
        defense = _stat(state, card_ref, "def")
        if atk is not None and defense is not None and not atk < defense:
            return False
    return True


def _stat(state, ref: str, which: str) -> int | None:
    info = state.infos[ref]
    printed = info.atk if which == "atk" else info.defense
    return state.scenario.cards[ref].stats.get(which, printed)


def _only_as_sent_to_gy(pattern: EventPattern, event) -> bool:
    """Does the event meet the condition only because it also counts as being sent to the GY
    ("sent to the Graveyard" met by a destruction)?"""
    return "sent_to_gy" in pattern.types and event.event in TO_GRAVEYARD and event.event not in pattern.types


def _is_token(state, ref: str | None) -> bool:
    info = state.infos.get(ref) if ref is not None else None
    return info is not None and "Token" in info.subtypes


def flips_without_flip_effects(state, happening) -> bool:
    """Was the monster turned face-up by a card whose effect says Flip Effects are not activated?"""
    event = happening.event
    if event.event != "flipped_face_up" or event.by not in state.infos:
        return False
    return any(effect.no_flip_effects for effect in state.infos[event.by].effects)


def near_miss(pattern: EventPattern, state, ref: str, happening, met) -> Verdict | None:
    """The rule that tells the condition apart from ``happening``, when only a how-and-where
    difference kept it from being met (``met(happening, event=None, with_state=True)`` asks
    the condition again)."""
    event = happening.event
    name = state.infos[event.card].name if event.card in state.infos else "the card"
    if pattern.self_controlled and event.player is not None and event.card == ref \
            and event.player != state.controller(ref) and met(happening, replace(event, player=state.controller(ref))):
        return Verdict("no", "condition-not-met", [WHOSE_SIDE],
                       f"{name} was under the other player's control when it left the field: a condition on the card "
                       f"you control is read at that moment, and a card off the field is its owner's.")
    if not met(happening, with_state=False) or met(happening):
        return None
    if _is_token(state, event.card) and event.event in TO_GRAVEYARD:
        return Verdict("no", "condition-not-met", [TOKEN_RULE],
                       f"{name} is a Token: a Token that leaves the field is never sent to the Graveyard.")
    if event.event == "attack_declared" and pattern.compares:
        return Verdict("no", "condition-not-met", [STAT_COMPARISON],
                       "The stats it compares are compared at damage calculation: the battle has not reached it, or "
                       "the attacking monster's ATK is not lower than this card's DEF.")
    if event.event == "attack_declared" and pattern.self_face_up or pattern.face_up_at_attack:
        return Verdict("no", "condition-not-met", [READ_AT_ITS_MOMENT, "state-face-down-shows-nothing"],
                       f"{state.infos[ref].name} was face-down when the attack was declared: a condition on that "
                       f"moment is read then, and a Set monster shows no effect, even if it is flipped face-up later.")
    return None
