"""Effects whose subject is the Token their card Special Summons ("When this Token is destroyed, its
controller takes 300 damage."; "When this Token is destroyed by battle with a Plant-Type monster, ..."):
the card's text states them, but they are the Token's effects, which it has while it is on the field;
the card itself never activates or applies them (rule token-effects-belong-to-the-token)."""

from __future__ import annotations

import re

from edison_kg.vocab.model import AnalyzedEffect

# the effect opens with "this Token" / "these Tokens" as its subject, after at most its timing word
_OF_ITS_TOKEN = re.compile(r"^(?:(?:when|if|each time|while|as long as|once per turn,)\s+)?(?:this|these) tokens?\b",
                           re.I)


def store_of_its_token(effect: AnalyzedEffect) -> None:
    effect.of_its_token = bool(_OF_ITS_TOKEN.search((effect.text or "").strip()))
