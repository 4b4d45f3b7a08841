"""The other monster of the battle a destruction by battle names (round 28, qualifiers28), read
into the EventPattern field `battled_kind` (graph ek:battledCardKind) as for attacks and battle
windows, so that the engine checks it against the monster the destroyed one battled:

- "When this card is destroyed by battle with a LIGHT monster", "If this card is destroyed by
  battle with a Pyro monster": the kind the monster that battled it must be;
- "destroyed by battle with an opponent's attacking monster": a monster (who attacked is read by
  condition_by_an_attacker, rule cond-destroyed-by-an-attacking-monster).

"by battle with this card" / "with the equipped monster" name a card, not a kind: not read here."""

from __future__ import annotations

import re

from edison_kg.cardtext.cardkind import card_kind

_BY_BATTLE_WITH = re.compile(r"\bby battle with (?P<kind>(?:an?|\d+) [^,.;]*?\bmonsters?)\b", re.I)


def battled_with_kind(wording: str, pattern):
    """The kind of monster a destruction "by battle with a <kind> monster" names; else None."""
    if not wording or "destroyed" not in pattern.types or pattern.cause not in (None, "battle"):
        return None
    match = _BY_BATTLE_WITH.search(wording)
    return card_kind(match.group("kind")) if match else None
