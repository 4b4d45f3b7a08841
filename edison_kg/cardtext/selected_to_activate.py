"""(103) "Select 1 face-up "Victory Viper XX03" on your side of the field to activate this card. Select 1 effect of
"Victory Viper XX03", and apply the effect as this card's effect": the card selected to activate it is its target, so
with no such card (the only one was turned face-down) it cannot be activated (rule
state-target-must-exist). A later "select" the effect does as it resolves ("Select 1 effect of ...")
made the target reader (cardtext/targets.py) take the two as options and read neither: only the first sentence, the
one said "to activate this card", names what is selected at activation."""

from __future__ import annotations

import re

from edison_kg.cardtext.targets import target_clauses
from edison_kg.vocab.model import AnalyzedEffect

_SELECTED_TO_ACTIVATE = re.compile(r"^(?P<select>select\b[^.;:]*? to activate this card\.)", re.I)


def read_selected_to_activate(effect: AnalyzedEffect) -> None:
    """Read the card its first sentence selects "to activate this card" as its target, when no target was read."""
    if not effect.targets or effect.target_clauses:
        return
    found = _SELECTED_TO_ACTIVATE.match((effect.text or "").strip())
    if found is not None:
        effect.target_clauses = target_clauses(found.group("select"))
