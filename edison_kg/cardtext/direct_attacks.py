"""What a clause does to direct attacks, read ONCE by the card reader and stored as the clause's `direct_attacks`:
"made" when it turns attacks into direct attacks ("This turn, the attacks from your opponent's monsters become direct
attacks": Absolute End; "make the attack a direct attack instead": Astral Barrier), "forbidden" when it leaves a monster
unable to attack directly ("that target can attack ... but cannot attack directly": Feather Shot; "That Fusion Monster
cannot attack your opponent's Life Points directly": Magical Scientist). The timing engine keeps the two apart
(rule bt-direct-attack-against-cannot-attack-directly, timing/rules/direct_attacks.py)."""

from __future__ import annotations

import re

_MADE = re.compile(r"\battacks? (?:from|of) your opponent's monsters become direct attacks\b|"
                   r"\b(?:make|change) (?:the|that|its|this card's|it) (?:attack )?(?:to |in)?(?:to )?a direct attack\b|"
                   r"\bmake the attack a direct attack\b", re.I)
_FORBIDDEN = re.compile(r"\bcannot attack (?:your opponent(?:'s life points)? )?directly\b", re.I)


def store_direct_attacks(clause) -> None:
    if _MADE.search(clause.text):
        clause.direct_attacks = "made"
    elif _FORBIDDEN.search(clause.text) and clause.action != "target":
        clause.direct_attacks = "forbidden"
