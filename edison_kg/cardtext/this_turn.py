"""Conditions of declared activations on what happened this turn: "If a Level 8 or
higher monster was sent from your field to the GY this turn", "Activate only during a turn in
which you destroyed a Defense Position monster your opponent controlled", "Activate only when a
monster you control has attacked your opponent directly", "During the turn this card was sent to
the Graveyard". The event is read as a trigger's condition is (the same event reader, so the
event, whose card, its kind and where it came from agree with every other condition); the rule
cond-happened-this-turn checks it against the turn's events.

A declared activation's condition the reader types into no structured need is marked as not read
(``condition_unread``): the engine then says it took it as met, never a silent guess. Conditions
that only say "Once per turn", whose turn it is or where the card is are read elsewhere."""

from __future__ import annotations

import re

from edison_kg.vocab.model import AnalyzedEffect, EventPattern

# "During the Battle Phase, if ...": the phase is the window of the activation (read as its phase), the rest is what
# must have happened this turn (rule cond-happened-this-turn)
_LEAD = re.compile(r"^(?:once per (?:turn|battle phase),\s*)?(?:during the (?:battle|main|end|standby) phase,\s*(?=if\b))?(?:(?:you can only activate this card|activate(?: this card)? only|"
                   r"this card can only be activated|only activate this card|activate)\s+)?"
                   r"(?:if|when|during (?:a|the) turn (?:in which|that|when)?|during the turn)\s+", re.I)
_THIS_TURN = re.compile(r",?\s*(?:either by battle or by a card effect)?,?\s*this turn\b,?(?:\s*either by battle or by a card effect)?",
                        re.I)
# "you destroyed X your opponent controlled": X is destroyed, and a card of yours did it
_YOU_DESTROYED = re.compile(r"^you destroyed (?P<what>.+?)(?: controlled by your opponent| your opponent controlled)$", re.I)
_HAS_ATTACKED_DIRECTLY = re.compile(r"^(?P<who>.+?) has attacked your opponent directly$", re.I)
_PAST = re.compile(r"\b(was|were)\s+(?P<verb>sent|destroyed|banished|discarded|tributed|special summoned|"
                   r"normal summoned|summoned|returned|removed from play|flipped)\b", re.I)
_FROM_FIELD = re.compile(r"\b(from your field|on your side of the field|under your control|you control(?:led)?)\b", re.I)
_ONCE = re.compile(r"^(?:once|twice) per (?:turn|chain|duel)(?: \(including the opponent's\))?$", re.I)


def this_turn_sentence(cond: str) -> str | None:
    """The condition as the trigger condition it looks back at ("When a Level 8 or higher monster
    is sent from your field to the GY"), or None when it names no event of this turn."""
    # "(except during the Damage Step)" is the window of the activation (read by the effect's
    # kind), not a part of what happened this turn
    low = _EXCEPT_DAMAGE_STEP.sub("", cond.strip())
    looks_back = bool(re.search(r"\bthis turn\b", low, re.I)) or re.match(
        r"^(?:activate (?:only )?)?during (?:a|the) turn\b", low, re.I) or re.search(r"\bhas attacked\b", low, re.I)
    lead = _LEAD.match(low)
    if not looks_back or lead is None or re.search(r"^during this turn\b|\bnext\b|\bexcept\b|\byou activate\b", low, re.I):
        return None
    body = _THIS_TURN.sub("", low[lead.end():]).strip(" ,.")
    if not body or re.search(r"[,;:]|\bto (special summon|tribute)\b", body, re.I):
        return None
    m = _YOU_DESTROYED.match(body)
    if m:
        return f"When {m.group('what')} your opponent controls is destroyed"
    m = _HAS_ATTACKED_DIRECTLY.match(body)
    if m:
        return f"When {m.group('who')} declares a direct attack"
    past = _PAST.search(body)
    if past is None:
        return None
    return "When " + body[:past.start()] + "is " + body[past.start("verb"):].replace("controlled", "controls")


def this_turn_need(cond: str, read_pattern) -> EventPattern | None:
    """The event of this turn a declared activation needs, read by ``read_pattern`` (the trigger
    condition reader: a sentence -> its EventPattern or None)."""
    own = own_activation_need(cond)
    if own is not None:
        return own
    sentence = this_turn_sentence(cond)
    if sentence is None:
        return None
    pattern = read_pattern(sentence.replace("under your control", "you control"))
    if pattern is None or pattern.types in ([], ["other_event"]):
        return None
    if re.match(r"^you destroyed\b", _LEAD.sub("", cond.strip()), re.I):
        pattern.cause_player = "you"
    if "sent_to_gy" in pattern.types and pattern.from_zone is None and _FROM_FIELD.search(cond):
        pattern.from_zone = "field"
    position = _POSITION.search(sentence)
    if position:
        pattern.position = position.group(1).lower()
    pattern.within_turn = True
    return pattern


def own_activation_need(cond: str) -> EventPattern | None:
    """"During the End Phase, if this effect was activated this turn": this card's
    own activation this turn, by the card it is now (rule cond-own-activation-by-this-card)."""
    if not _OWN_EFFECT_ACTIVATED.search(cond):
        return None
    return EventPattern(types=["effect_activated"], self_card=True, within_turn=True)


_EXCEPT_DAMAGE_STEP = re.compile(r"\s*\(except during the damage step\)", re.I)
_OWN_EFFECT_ACTIVATED = re.compile(r"\bif this effect was activated\b|"
                                   r"\bthis card's (?:[①-⑩]|effect|first effect) (?:was|has been) activated this turn\b", re.I)
_POSITION = re.compile(r"\b(attack|defense) position (?:monster|card)", re.I)


# what a condition says that other fields read: once per turn, whose turn, where the card is
_READ_ELSEWHERE = re.compile(
    r"^(?:(?:once|twice) per (?:turn|chain|duel|battle phase)(?: \(including the opponent's\))?|"
    r"(?:you can only activate this card |activate(?: this card)? only |this card can only be activated |only )?"
    r"during (?:your|your opponent's|either player's|each player's) turn|"
    r"if this card is in your (?:graveyard|gy)|while this card is (?:face-up )?on the field|"
    r"(?:if|while) (?:this card is )?in (?:face-up )?(?:attack|defense) position|"
    # the card's own activation or resolution, and a bulleted option: no condition at all
    r"(?:when|if) this card (?:is activated|resolves)|when activating this card|\u25cf .*|"
    # a deed its activation leaves for that phase (a delayed effect), no window
    r"during the (?:end|standby) phase of the turn (?:this card|it) (?:was|is) activated|"
    r"(?:once )?while this card is face-up on the field)$", re.I)
# an Ignition Effect is activated only in its controller's Main Phase: saying so is no condition of its own
_OWN_MAIN_PHASE = re.compile(r"^during your main phase$", re.I)


def condition_read(effect: AnalyzedEffect) -> bool:
    """Does a structured field of the effect hold what its condition says (or does the condition
    say only what other fields read: once per turn, whose turn, where the card is)?"""
    if effect.condition is not None or effect.needs_this_turn is not None:
        return True
    if (effect.activation_phases or effect.activation_turn or effect.needs_on_field or effect.chain_link_min
            or effect.unique_names_in_chain or effect.needs_count or effect.summoned_by
            or effect.needs_life_points or effect.battle_window or effect.needs_held):
        return True
    text = re.sub(r"^\(this card is (?:always |not )?treated as [^)]*\)\s*", "", effect.condition_text or "", flags=re.I)
    parts = [p.strip() for p in re.split(r",\s*", text) if p.strip()]
    ignition = effect.kind in ("ignition", "ignition-like")
    return all(_READ_ELSEWHERE.match(p) or _ONCE.match(p) or (ignition and _OWN_MAIN_PHASE.match(p))
               or (effect.not_the_turn_it_was and _EXCEPT_THE_TURN.match(p)) for p in parts)


# "except the turn this card was sent to the Graveyard": read as the effect's not_the_turn_it_was (cardtext/chain.py)
_EXCEPT_THE_TURN = re.compile(r"^except (?:during |in )?the turn (?:this card|it) (?:is|was) [^,]+$", re.I)
