"""Who turned a monster face-up, when the scenario states the flip as a resolving link's doing
without naming the card that did it.

A monster the scenario says was flipped face-up as a Chain Link resolves was flipped by that
link's card: nothing else acts in the middle of a resolution. It matters only where that card
says Flip Effects are not activated ("Ancient Forest", "Shadow of Eyes", "The Spell Absorbing
Life"): the flipped monster's Flip Effect then does not activate (rule
flip-effects-not-activated), so the engine names the card and says so in `assumed` (rule
flipped-by-the-resolving-card).
"""

from __future__ import annotations

from edison_kg.timing.scenario import Event


def flips_by_the_resolving_link(state, link, events: list[Event]) -> None:
    """Name the resolving link's card as the one that flipped each monster the scenario says was
    flipped face-up in its resolution without naming by what, where that card activates no Flip
    Effect of the monsters it flips."""
    if link.effect_negated or not any(effect.no_flip_effects for effect in link.info.effects):
        return
    for event in events:
        if event.event != "flipped_face_up" or event.by is not None or event.cause not in (None, "effect"):
            continue
        event.by = link.card
        state.cite("flipped-by-the-resolving-card")
        state.assume(f"{state.infos[event.card].name} was flipped face-up by {link.info.name}: it was turned face-up "
                     f"as {link.info.name} resolved")
