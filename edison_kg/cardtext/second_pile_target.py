"""The second target of an effect its rulings say targets, named by a pile clause after a field target
(round 105): "Select 1 "Arcana Force" monster you control. Remove from play 1 "Arcana Force" monster from either
player's Graveyard. ..." (ruled: it targets 1 monster you control AND 1 monster in either Graveyard).

`apply_ruled_targeting` reads only the first target where the old text already gives one; the card taken from the
Graveyard is a target too, so the effect cannot be activated without one there (rules
state-target-must-exist, state-target-in-either-graveyard). "for the same coin toss result" in the same sentence tells what the effect copies,
not that a coin decides whether the card is banished, so the pile clause is not left to chance."""

from __future__ import annotations

import re
from dataclasses import replace

from edison_kg.cardtext.cardkind import card_kind

# "Remove from play 1 "Arcana Force" monster from either player's Graveyard"
_PILE_PICK = re.compile(r"^(?:remove from play|banish)\s+(?:1|one|an?)\s+(?P<what>[^,;.()]+?)\s+from\s+"
                        r"(?P<whose>either player's|your opponent's|your)\s+(?:graveyard|gy)\b", re.I)
_SELECTED_OR_TARGETED = re.compile(r"\b(?:select|target)", re.I)


def second_pile_target(effects: list) -> list:
    """The effects, a ruled-targeting one with a field target and an unselected one-card Graveyard pick
    taking that card as its second target."""
    for effect in effects:
        if effect.ruled_targeting != "targets" or not effect.targets or not effect.target_clauses:
            continue
        for i, clause in enumerate(effect.clauses):
            found = _PILE_PICK.search(clause.text or "")
            if found is None or clause.from_zone not in (None, "graveyard") or clause.subject is not None \
                    or _SELECTED_OR_TARGETED.search(found.group(0)):
                continue
            owner = found.group("whose").lower()
            effect.clauses[i] = replace(clause, from_zone="graveyard", count=1, subject="target",
                                        whose="opponent" if "opponent" in owner else "you" if owner == "your" else "either",
                                        cards=card_kind(found.group("what")), from_several_places=False, chance=False)
            break
    return effects
