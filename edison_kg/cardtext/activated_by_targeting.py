"""(119) "① Activate by targeting 2 Set Spells/Traps on the field. ② Those targets can't be activated.", "Activate
this card by targeting 1 face-up monster on the field.": a card's activation whose whole sentence is the targeting,
with nothing done on resolution (what it does to the targets is a later effect of the card). No semicolon follows the
targets, so the targeting reader (cardtext/targets.py) read none; the targets are still declared as the card is
activated, on the field (rule state-target-on-the-field-it-names), and the card's later "those targets" are them."""

from __future__ import annotations

import re

from edison_kg.cardtext.targets import target_clauses
from edison_kg.vocab.model import AnalyzedEffect

_ACTIVATED_BY_TARGETING = re.compile(r"^activate (?:this card )?by targeting (?P<what>[^.;:]+)\.?$", re.I)


def read_activated_by_targeting(effect: AnalyzedEffect) -> None:
    """Read the cards a card's activation is "activated by targeting" as its targets, when no target was read."""
    if effect.kind != "card-activation" or effect.targets or effect.target_clauses:
        return
    found = _ACTIVATED_BY_TARGETING.match((effect.text or "").strip())
    if found is None:
        return
    clauses = target_clauses(f"Target {found.group('what')}")
    if clauses:
        effect.targets, effect.target_clauses = True, clauses
