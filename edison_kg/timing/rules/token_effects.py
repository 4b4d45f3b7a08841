"""An effect whose subject is "this Token" is the effect of the Token its card Special Summons, not of
the card (rule token-effects-belong-to-the-token): the card never activates it, wherever it is (Horseytail
destroyed by battle does not activate "When this Token is destroyed by battle ..."). The scenario's cards
are printed cards, so a Token's own effect has no card here to activate it."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import Verdict, only_for

TOKEN_RULES = ["token-effects-belong-to-the-token"]


@only_for(lambda effect: effect.of_its_token)
def token_effect_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or not effect.of_its_token:
        return None
    return Verdict("no", "other", TOKEN_RULES,
                   f"That effect of {state.infos[ref].name} is the effect of the Token it Special Summons (its "
                   f"subject is \"this Token\"): {state.infos[ref].name} itself does not have it.")
