"""A card whose whole effect acts on another card's activation, named in its own deed without a "When": "Switch the
opponent's Spell Card effect that targets 1 Spell or Trap Card to another correct target." (Fiend's Hand Mirror). The
deed can only be done to such an activation, so the card answers it as Fairy's Hand Mirror's "When your opponent
activates a Spell Card that targets exactly 1 monster" does: its activation condition is that activation, read by the
condition reader from the deed's own words (rule cond-deed-names-the-activation-it-answers). "Negate the effect of a
Trap Card that targets ..." is read the same way by effect.answered_activation."""

from __future__ import annotations

import re

from edison_kg.cardtext.clean import CardContext
from edison_kg.cardtext.events import event_pattern
from edison_kg.vocab.model import EventPattern

_SWITCHED = re.compile(r"^switch (?:the |an? )?(?P<whose>(?:your )?opponent's )?(?P<kind>spell|trap|spell/trap) "
                       r"card(?:'s)? effect that (?P<what>targets? [^.;]+?) to another (?:correct|appropriate) target\b",
                       re.I)


def switched_activation(text: str, card: CardContext) -> tuple[EventPattern | None, str | None]:
    """The activation a "Switch the opponent's Spell Card effect that targets ..." card answers, as the event its
    condition reader makes of "When your opponent activates a Spell Card that targets ...", and the words naming it
    ((None, None) for another text)."""
    match = _SWITCHED.search((text or "").strip())
    if match is None:
        return None, None
    kind = f"{match.group('kind').title()} Card that {match.group('what')}"
    phrase = f"When your opponent activates a {kind}" if match.group("whose") else f"When a {kind} is activated"
    return event_pattern(phrase, card), match.group(0)
