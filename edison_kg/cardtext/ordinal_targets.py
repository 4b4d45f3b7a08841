"""Two targets in two Graveyards, each acted on by its own clause (round 113): "Target 1 Zombie monster in your GY
and 1 monster in your opponent's GY; Special Summon the first target, also banish the second target".

Each target is chosen at activation in the Graveyard its words name, so the clause that names it ("the first
target", "the second target") takes its card from there: a lock on banishing from the Graveyards (Kycoo the Ghost
Destroyer) reaches the clause that banishes the second target although the effect also Summons the first one (rule
ce-forbidden-action-ordinal-target)."""

from __future__ import annotations

import re
from dataclasses import replace

from edison_kg.cardtext.cardkind import card_kind
from edison_kg.vocab.model import AnalyzedEffect, Clause

_IN_A_GY = r"(?:1|one|an?) (?P<what{n}>[^;:.,]+?) in (?P<whose{n}>your opponent's|your|either player's) (?:gy|graveyard)"
_TWO_GY_TARGETS = re.compile(r"\btarget " + _IN_A_GY.format(n=1) + r",? and " + _IN_A_GY.format(n=2) + r"\s*;", re.I)
_ORDINAL = re.compile(r"\bthe (?P<which>first|second) target\b", re.I)
_OWNERS = {"your": "you", "your opponent's": "opponent", "either player's": "either"}


def ordinal_targets(effect: AnalyzedEffect, clauses: list[Clause]) -> list[Clause]:
    """The clauses, each one naming "the first target" or "the second target" of two Graveyard targets taking its
    card from the Graveyard its target is in (whose, of which kind, one card)."""
    found = _TWO_GY_TARGETS.search(effect.text or "")
    if found is None or not effect.targets:
        return clauses
    read = list(clauses)
    for i, clause in enumerate(read):
        named = _ORDINAL.search(clause.text or "")
        if named is None or clause.from_zone is not None or clause.event is None:
            continue
        n = 1 if named.group("which").lower() == "first" else 2
        read[i] = replace(clause, from_zone="graveyard", count=1, whose=_OWNERS[found.group(f"whose{n}").lower()],
                          cards=card_kind(found.group(f"what{n}")))
    return read
