"""Clauses that act on every card something happened to this turn, the cards named by the turn's events rather than by
a target or a place alone (round 89). Read ONCE by the card reader:

- 'Special Summon from both player's Graveyards as many Normal Monsters as possible with 1000 or less ATK that were
  destroyed by battle this turn' (Over Limit): every monster of that kind in both Graveyards (`every`, `from_zone`),
  each destroyed by battle this turn (`destroyed_by_battle`); the engine takes each such card the turn's events show
  (rule res-every-card-of-this-turns-event).
- 'Level 3 or lower monsters are destroyed during the End Phase of the turn that they are Normal Summoned or Flip
  Summoned' (Infinite Dismissal): every face-up monster of that Level on the field (the "3" is its Level, no count),
  each Normal or Flip Summoned this turn (`summoned_this_turn`, the Summon events)."""

from __future__ import annotations

import re
from dataclasses import replace

_FROM_BOTH_GRAVEYARDS = re.compile(r"\bfrom both players?'s? (?:graveyards|gys)\b.*\bas many\b.*\bas possible\b.*"
                                   r"\bthat were destroyed by battle this turn\b", re.I)
_SUMMONED_THE_TURN = re.compile(r"^level (?P<level>\d+) or lower monsters are destroyed during the end phase of the turn "
                                r"that they are (?P<summons>(?:normal|flip) summoned(?: or (?:normal|flip) summoned)?)$",
                                re.I)


def store_this_turns_cards(clause) -> None:
    text = clause.text.strip().rstrip(".")
    if clause.event == "special_summon" and clause.every is None and _FROM_BOTH_GRAVEYARDS.search(text):
        clause.every, clause.whose, clause.from_zone, clause.destroyed_by_battle = "monster", None, "graveyard", True
        return
    summoned = _SUMMONED_THE_TURN.match(text)
    if summoned is not None and clause.event == "destroyed":
        clause.every, clause.count, clause.whose = "monster", None, None
        clause.cards = replace(clause.cards, level_max=int(summoned.group("level")))
        clause.summoned_this_turn = " ".join(f"{word}_summon" for word in ("normal", "flip")
                                             if f"{word} summoned" in summoned.group("summons").lower())
