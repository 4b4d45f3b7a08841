"""The card whose effect must have done a trigger's event, when the event is not a Special Summon
(that one is `summoner_kind`, cardtext/summon_qualifiers.py): 'If this card is sent to the Graveyard
by the effect of a "Blaze Accelerator" card', 'destroyed and sent to the Graveyard by the effect of a
"Cloudian" monster', 'sent from your Deck to the Graveyard by the effect of a "Lightsworn" monster'.
The name or archetype it gives is read as a card kind (`caused_by_kind`) that the engine checks
against the card the scenario's event says did it (rule cond-event-caused-by-named-card).
"except by the effect of ..." is an exclusion, not this qualifier, and is left alone; so are
"unaffected by" and "cannot be negated by", which are no events, and "if this card was Special Summoned by the effect of"
(how this card came, not who did the event)."""

from __future__ import annotations

import re

from edison_kg.cardtext.cardkind import card_kind

_CAUSED_BY = re.compile(r"(?<!except )(?<!unaffected )(?<!negated )\bby the effect of "
                        r"(?P<what>an? \"[^\"]+\" (?:card|monster)s?|\"[^\"]+\")", re.I)


def caused_by_kind(condition_text: str, types) -> dict:
    """The kind of card whose effect must have done the event (as the EventPattern field `caused_by_kind`), for any
    event but a Special Summon; empty when the condition names none."""
    if not types or "special_summon" in types:
        return {}
    text = condition_text or ""
    # 'if this card was Special Summoned by the effect of ..., when this card destroys ...': that names the
    # Summon of the card (cardtext/summon_qualifiers.py, effect.summoned_by), not the doer of this event
    match = next((m for m in _CAUSED_BY.finditer(text)
                  if "summon" not in re.split(r"[,.;:]", text[:m.start()])[-1].lower()), None)
    if not match:
        return {}
    kind = card_kind(match.group("what"))
    return {"caused_by_kind": kind} if kind.names_properties else {}
