"""Usage limits read from the text (seed 002): "once per turn" (this copy, this turn; negated
activations count), "You can only activate 1 "X" per turn" (every copy; negated activations do
not count), "You can only use ... once per turn", "One time only" / "only once while this
card is face-up" (negated activations count where the wording is "use")."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules import Verdict
from edison_kg.timing.rulesets import Ruleset


def usage_verdict(effect: AnalyzedEffect, earlier, ruleset: Ruleset) -> Verdict | None:
    """A limited effect already used up: ``earlier`` are the activations that fall under its
    limit (this turn, this copy or every copy of the name, this duel)."""
    scope = effect.usage_scope
    if scope is None or not earlier:
        return None
    counts_negated = effect.counts_negated
    counting = [link for link in earlier if counts_negated or not link.activation_negated]
    if not counting:
        return None
    negated = any(link.activation_negated for link in counting)
    if scope == "turn":
        rules = ["neg-limit-once-per-turn"] + (["neg-limit-used"] if negated else [])
        text = ("It was already activated this turn; a negated activation still counts toward \"once per turn\"."
                if negated else "It was already activated this turn.")
    elif scope == "name":
        rules = ["neg-limit-used" if counts_negated else "neg-limit-activated"]
        text = "A card of that name was already activated this turn, and only one may be" + (
            " used per turn." if counts_negated else " activated per turn; only an activation that was negated would not count.")
    elif scope == "chain":
        rules = ["limit-once-per-chain"]
        text = "It works once per chain, and it was already activated in this chain."
    else:
        rules = ["neg-limit-used" if counts_negated else "neg-limit-activated"]
        text = ("It may be used only once" + (" while the card stays face-up" if scope == "face-up" else "")
                + "; it was already used" + (", and a negated activation counts as a use." if negated else "."))
    return Verdict("no", "other", rules, text)
