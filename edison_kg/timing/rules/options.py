"""Round 23 (options): a card that offers options ("Activate 1 of these effects. ● When a Spell Card is
activated ...: ... ● When a Spell Card is activated: Send 1 Spell Card from your hand to the Graveyard; ...")
whose options have their own condition or cost (read by the card reader: clause fields `option_condition`,
`option_cost`, cardtext/options.py). Its player chooses the option as it is activated, and cannot choose
one that cannot be done: the card can be activated when at least one option can, its own condition met
and its own cost payable (rule act-an-option-that-can-be-done). Each option is judged as the effect it
would be, by the same rules as any effect."""

from __future__ import annotations

from dataclasses import replace

from edison_kg.timing.rules.verdict import Verdict
from edison_kg.vocab.model import AnalyzedEffect

OPTION_RULE = "act-an-option-that-can-be-done"


def option_effects(effect: AnalyzedEffect | None) -> list[AnalyzedEffect]:
    """The effect as each of its options would make it (none when no option has a condition or cost of
    its own: the effect is judged whole, as before)."""
    if effect is None:
        return []
    options = [c for c in effect.clauses if c.alternative and not c.branch]
    if not any(c.option_condition is not None or c.option_cost for c in options):
        return []
    shared = [c for c in effect.clauses if not c.alternative]
    found = []
    for option in options:
        chosen = replace(option, alternative=False, option_condition=None, option_cost=[])
        costs = [*effect.cost_clauses, *[replace(c, index=len(effect.cost_clauses) + i)
                                         for i, c in enumerate(option.option_cost, start=1)]]
        found.append(replace(effect, condition=option.option_condition or effect.condition,
                             clauses=[*shared, chosen], cost_clauses=costs,
                             cost_text=effect.cost_text or ", ".join(c.text for c in option.option_cost) or None))
    return found


def options_verdict(verdicts: list[Verdict]) -> Verdict:
    """The card's verdict from its options': the first that can be chosen, or none can."""
    for number, verdict in enumerate(verdicts, start=1):
        if verdict.answer == "yes":
            return replace(verdict, rules=[*verdict.rules, OPTION_RULE],
                           explanation=f"Its option {number} can be chosen: {verdict.explanation}")
    rules = [OPTION_RULE]
    for verdict in verdicts:
        rules += [r for r in verdict.rules if r not in rules]
    why = " ".join(f"Option {number}: {verdict.explanation}" for number, verdict in enumerate(verdicts, start=1))
    return Verdict("no", verdicts[0].reason, rules,
                   f"None of its options can be chosen now, and a card cannot be activated for an option it "
                   f"cannot do. {why}")
