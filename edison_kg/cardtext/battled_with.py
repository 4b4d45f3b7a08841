"""The other monster of the battle a destruction by battle names, read
into the EventPattern field `battled_kind` (graph ek:battledCardKind) as for attacks and battle
windows, so that the engine checks it against the monster the destroyed one battled:

- "When this card is destroyed by battle with a LIGHT monster", "If this card is destroyed by
  battle with a Pyro monster": the kind the monster that battled it must be;
- "destroyed by battle with an opponent's attacking monster": a monster (who attacked is read by
  condition_by_an_attacker, rule cond-destroyed-by-an-attacking-monster).

"by battle with this card" / "with the equipped monster" name a card, not a kind: not read here.

"When this card battles a LIGHT monster, remove that monster from play after damage
calculation", "If this card battles a Synchro Monster, return both monsters ... at the start of the Damage Step":
the condition names the battle and the action the point of the Damage Step it is met at. Read as the battle
condition said with that point (battled_timed_by_its_action), as "If this card battles ..., after damage
calculation" is. "during damage calculation" names no such point: left alone; "If this card battles ..., ... before
damage calculation" is said at the start of the Damage Step (round 109)."""

from __future__ import annotations

import re

from edison_kg.cardtext.cardkind import card_kind
from edison_kg.cardtext.events import battle_condition

_BY_BATTLE_WITH = re.compile(r"\bby battle with (?P<kind>(?:an?|\d+) [^,.;]*?\bmonsters?)\b", re.I)


def battled_with_kind(wording: str, pattern):
    """The kind of monster a destruction "by battle with a <kind> monster" names; else None."""
    if not wording or "destroyed" not in pattern.types or pattern.cause not in (None, "battle"):
        return None
    match = _BY_BATTLE_WITH.search(wording)
    return card_kind(match.group("kind")) if match else None


# "If this card attacks, destroy all other monsters after damage calculation" (round 88): an attack condition
# whose action names the point is the same shape as a battle one (rule bt-attack-timed-by-its-action)
_BATTLES = re.compile(r"\b(?:battles|battled|attacks)\b", re.I)
_POINT_IN_ACTION = re.compile(r"\b(?:at|during) the (?:start|beginning|end) of the damage step\b|\bafter damage calculation\b",
                              re.I)


# "If this card battles a monster, toss a coin ... before damage calculation" (Sasuke Samurai #4), "If this card battles
# a non-LIGHT monster, destroy this card before damage calculation" (Ally of Justice Thousand Arms): the battle is met as
# the Damage Step starts, and Sasuke's ruling activates its effect "at the beginning of the Damage Step", before the
# effects of "Before damage calculation, if this card is attacked" (Reflect Bounder): read as said at the start of the
# Damage Step (round 109, rule bt-damage-step-substeps); "If this card attacks" stays alone
_BATTLES_ONLY = re.compile(r"\bbattles\b", re.I)
_BEFORE_CALCULATION = re.compile(r"\bbefore damage calculation\b", re.I)


def battled_timed_by_its_action(condition: str, text: str | None) -> str | None:
    """The condition said with the point of the Damage Step its action names ("When this card battles a LIGHT
    monster, after damage calculation"), for a battle condition that names no point itself; else None."""
    if not condition or not text or not _BATTLES.search(condition) or battle_condition(condition) is not None:
        return None
    at = text.find(condition)
    match = _POINT_IN_ACTION.search(text[at + len(condition):] if at >= 0 else text)
    point = match.group(0).lower() if match is not None else None
    if match is None and _BATTLES_ONLY.search(condition) and _BEFORE_CALCULATION.search(text[at + len(condition):] if at >= 0 else text):
        point = "at the start of the damage step"   # round 109 (rule bt-damage-step-substeps)
    if point is None or battle_condition(f"{condition}, {point}") is None:
        return None
    return f"{condition}, {point}"
