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
    options = _options(effect)
    if not options or not effect_text:
        return None
    wanted = fold(effect_text)
    named = [c for c in options if wanted in fold(" ".join([*(o.text for o in c.option_cost), c.text]))]
    if len(named) != 1:
        named = _options_at(effect, options, wanted)
    return _as_option(effect, named[0]) if len(named) == 1 else None


def _as_option(effect: AnalyzedEffect, option) -> AnalyzedEffect:
    """The effect as one option makes it: that option's clause, no longer an alternative, and the shared ones."""
    chosen = replace(option, alternative=False, option_condition=None, option_cost=[])
    return replace(effect, clauses=[c if c is not option else chosen for c in effect.clauses
                                    if not c.alternative or c is option])


def _options_at(effect: AnalyzedEffect, options: list, wanted: str) -> list:
    """The options whose words stand where ``wanted`` stands in the card's text (round 109): words that run
    from an option's cost into its action ("to your Graveyard to add this card to your hand") name that
    option, even when another option's action reads the same ("add this card to your hand instead of drawing")."""
    text = fold(effect.text)
    start = text.find(wanted)
    if start < 0 or text.find(wanted, start + 1) >= 0:
        return []
    end = start + len(wanted)

    def stands_there(words: str) -> bool:
        at = text.find(words)
        while at >= 0:
            if at < end and start < at + len(words):
                return True
            at = text.find(words, at + 1)
        return False
    return [c for c in options if stands_there(fold(c.text))]


def _paid_option(effect: AnalyzedEffect | None, cost: list) -> AnalyzedEffect | None:
    """The option the activation's stated cost shows (round 109): an option with a cost of its own ("Tribute 1
    monster, then target ...", "send 1 "Koa'ki Meiru" monster from your hand to your Graveyard to ...") is paid as
    the card is activated, so a cost the step paid names the one option whose cost it is. A step that paid nothing
    names nothing (the scenario may leave a cost unsaid)."""
    options = _options(effect)
    paid = {e.event for e in cost}
    if not paid or not any(c.option_cost for c in options):
        return None
    named = [c for c in options if c.option_cost and all(o.event in paid for o in c.option_cost if o.event)]
    return _as_option(effect, named[0]) if len(named) == 1 else None


def _numbered_option(info, effect: AnalyzedEffect | None, number: int | None) -> AnalyzedEffect | None:
    """The option a step's effect number names on a card whose one effect is a list of options (round 109): the
    rulings number its options as its effects ("The ① effect targets 1 face-up monster your opponent controls",
    Enemy Controller), so effect N of such a card is its N-th option."""
    options = _options(effect)
    if number is None or len(info.effects) != 1 or effect is not info.effects[0] or not 1 <= number <= len(options):
        return None
    return _as_option(effect, options[number - 1])


def _options(effect: AnalyzedEffect | None) -> list:
    if effect is None:
        return []
    options = [c for c in effect.clauses if c.alternative and not c.branch and not c.chance]
    return options if len(options) >= 2 else []


def chosen_at_activation(state, link, step) -> None:
    """Fix the link's option as its card is activated: its resolution does that option (noted for the answer).
    Named by the step's words, its effect number, or shown by the cost the step paid."""
    option = named_option(link.effect, step.effect_text)
    numbered = option is None and not step.effect_text and _numbered_option(link.info, link.effect, step.effect)
    option = option or numbered or (None if step.effect_text else _paid_option(link.effect, list(step.cost)))
    if option is not None:
        link.activated_as, link.effect = link.effect, option
        state.notes.append(RULE)
        if numbered:
            state.assume(f"Effect {step.effect} of {link.info.name} is its option {step.effect}, the effects its "
                         "rulings number: that option was chosen as it was activated")
