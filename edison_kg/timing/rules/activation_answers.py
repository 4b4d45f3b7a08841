"""A monster's effect that answers an activation by acting on what was activated may be used in the Damage Step
(rule bt-damage-step-answers-the-activation).

"When your opponent activates a Spell Card: You can destroy that Spell Card" (Spell Reactor・RE) or "When a card or
effect is activated that targets this card: You can negate that effect" (Arcana Knight Joker) is chained to the
activation itself and deals with it, as an effect that negates the activation does: the Edison rulings allow both in
the Damage Step. An effect that merely uses the activation as its moment (Special Summoning a monster, drawing) is
not covered, nor a Spell or Trap Card activated for it, nor an effect whose Damage Step permission a curated reading
decided (Gravekeeper's Watcher and Gemini Imps are ruled out of the Damage Step)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect

ANSWERS_THE_ACTIVATION_RULE = "bt-damage-step-answers-the-activation"

# what was activated, as the condition reads it
_ACTIVATIONS = frozenset({"card_activated", "effect_activated"})
# the effect kinds of a monster that answer an event (not the activation of a Spell or Trap Card)
_ANSWERING_KINDS = frozenset({"quick", "trigger", "quick-like", "trigger-like"})


def answers_the_activation(info, effect: AnalyzedEffect) -> bool:
    """Is ``effect`` a monster's effect set off only by an activation, whose first deed is done to what was
    activated: its effect negated ("negate that effect", no other subject named) or its card destroyed ("destroy
    that Spell Card", read as the card meant by the condition)?"""
    condition = effect.condition
    if info.card_type != "monster" or effect.kind not in _ANSWERING_KINDS or effect.provenance == "override" \
            or condition is None or not condition.types or not set(condition.types) <= _ACTIVATIONS \
            or not effect.clauses:
        return False
    first = effect.clauses[0]
    if first.action == "negate_effect":
        return first.subject is None
    return first.action == "destroy" and first.subject == "it"
