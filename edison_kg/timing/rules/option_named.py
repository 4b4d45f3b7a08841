"""The option a player chose as the card was activated, named by the step's words (round 88).

A card that offers bulleted options ("Activate 1 of these effects. ● Target 1 face-up monster your opponent
controls; change that target's battle position. ● Tribute 1 monster, then target 1 face-up monster your opponent
controls; take control of that target until the End Phase.") has its option chosen as it is activated, not as it
resolves (rule act-option-chosen-at-activation). Where the activation step's ``effect_text`` is the words of
exactly one option, that option is what the Chain Link does as it resolves: the engine neither asks again nor
guesses. Words that fit no option, or more than one, leave the choice unstated (the resolution must tell it)."""

from __future__ import annotations

from dataclasses import replace

from edison_kg.timing.cards import fold
from edison_kg.vocab.model import AnalyzedEffect

RULE = "act-option-chosen-at-activation"


def named_option(effect: AnalyzedEffect | None, effect_text: str | None) -> AnalyzedEffect | None:
    """The effect as the option ``effect_text`` names makes it (what it shares with the other options kept),
    or None when the words name no single option a player chooses (a coin's or a die's results are no choice)."""
    if effect is None or not effect_text:
        return None
    options = [c for c in effect.clauses if c.alternative and not c.branch and not c.chance]
    if len(options) < 2:
        return None
    wanted = fold(effect_text)
    named = [c for c in options if wanted in fold(" ".join([*(o.text for o in c.option_cost), c.text]))]
    if len(named) != 1:
        return None
    chosen = replace(named[0], alternative=False, option_condition=None, option_cost=[])
    return replace(effect, clauses=[c if c is not named[0] else chosen for c in effect.clauses
                                    if not c.alternative or c is named[0]])


def chosen_at_activation(state, link, effect_text: str | None) -> None:
    """Fix the link's option as its card is activated: its resolution does that option (noted for the answer)."""
    option = named_option(link.effect, effect_text)
    if option is not None:
        link.activated_as, link.effect = link.effect, option
        state.notes.append(RULE)
