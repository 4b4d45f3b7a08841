"""What one effect of a card says of another: a phase effect "If Summoned this way, during the
End Phase" looks back at the Summon the card's own procedure describes ("Tribute Summon (but not
Set) this card with 1 Tribute", "Normal Summon this card without Tributing", "Special Summon this
card (from your hand)"), with that procedure's number of Tributes (rule
cond-tribute-count-counts-monsters)."""

from __future__ import annotations

import re
from dataclasses import replace

from edison_kg.vocab.model import AnalyzedEffect, EventPattern
from edison_kg.cardtext.words import number_of

_PROCEDURE = re.compile(r"\b(?:normal|tribute) summon(?: \(but not set\))?(?:/set| or set)? this (?:card|monster) "
                        r"(?:with (\d+|one|two|three) tributes?|by tributing (\d+|one|two|three) monsters?|(without tributing))|"
                        r"\btribute (\d+|one|two|three) monsters? to (?:normal |tribute )?summon(?: \(but not set\))? this (?:card|monster)\b",
                        re.I)
_SPECIAL_PROCEDURE = re.compile(r"\bspecial summon this (?:card|monster)\b", re.I)
_THIS_WAY = re.compile(r"\bsummoned (?:in )?this way\b", re.I)
_WHEN_YOU_DO = re.compile(r"^\s*(?:when|if) you do\s*$", re.I)


def _procedure_before(text: str, at: int) -> EventPattern | None:
    """The Summon the nearest procedure before position ``at`` describes ("this way")."""
    found = None
    for match in _PROCEDURE.finditer(text):
        if match.start() < at:
            found = ("procedure", match)
    for match in _SPECIAL_PROCEDURE.finditer(text):
        if match.start() < at and (found is None or match.start() > found[1].start()):
            found = ("special", match)
    if found is None:
        return None
    kind, match = found
    if kind == "special":
        return EventPattern(types=["special_summon"], self_card=True)
    with_, by, without, tribute_first = match.groups()
    number = with_ or by or tribute_first
    tributes = 0 if without else number_of(number)
    return EventPattern(types=["tribute_summon" if tributes else "normal_summon"], self_card=True, tributes=tributes)


def summoned_this_way(effects: list[AnalyzedEffect], text: str) -> list[AnalyzedEffect]:
    """The effects, "Summoned this way" read as the card's own procedure (a phase effect looks
    back at it; a trigger answers it)."""
    text = text or ""
    out = list(effects)
    for i, effect in enumerate(out):
        condition, words = effect.condition, effect.condition_text or ""
        way = _THIS_WAY.search(words)
        if condition is not None and _WHEN_YOU_DO.match(words) and condition.types == ["special_summon"] \
                and condition.self_card:
            # "You can Special Summon this card (from your hand). When you do: ...": the
            # Summon the card itself did (its procedure or its own effect), not one by another card's effect
            out[i] = replace(effect, condition=replace(condition, actor_self=True))
            continue
        if condition is None or way is None:
            continue
        at = text.find(words)
        earlier = _procedure_before(text, (at if at >= 0 else len(text)) + way.start())
        if earlier is None:
            continue
        if condition.types == ["phase_entered"] and condition.earlier is None:
            out[i] = replace(effect, condition=replace(condition, earlier=earlier))
        elif condition.types == ["special_summon"] and condition.self_card and earlier.types == ["special_summon"]:
            # "Special Summon this card (from your hand). If Summoned this way: ...": the
            # Summon the card itself did, not one by another card's effect (Monster Reborn)
            out[i] = replace(effect, condition=replace(condition, actor_self=True))
        elif condition.types == ["special_summon"] and condition.self_card and earlier.types != ["special_summon"] \
                and not re.search(r"\bspecial summoned\b", words, re.I):
            # "If Summoned this way:" after a Tribute Summon procedure: that Tribute Summon
            out[i] = replace(effect, condition=replace(condition, types=list(earlier.types), tributes=earlier.tributes))
    return out
