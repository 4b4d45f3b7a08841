"""The card reader: card text -> structured effects, the one place that reads card text.

``read_card(record)`` (reader.py) picks the text to read (texts.py: the Edison-accurate PSCT, else the
2010 wording where the sources show a later errata, else the database text), reads it into
effects, applies the hand-curated overrides once and derives every fact the timing engine
needs. Import, JSON card entries, the timing engine's own-text cards and the card sheet all
call it. ``analyze(text, ...)`` reads one given text the same way (no overrides).

The stages, in order, one module each: ``clean`` (uniform text), ``scan`` (the one scanner
of what stands outside quotes and parentheses), ``segment`` (the text cut into effects),
``condition`` (condition, body, timing word), ``events`` (the event a condition names),
``clauses`` (conjunctions, alternatives and actions), ``cost``, ``kinds`` (the effect's kind)
with ``applied`` (what reads like an event but is applied, never activated), ``effect`` (one
effect read whole), ``overrides``, ``facts``, ``consequences`` and ``continuous`` (what the
timing rules read), ``location``, ``render``; ``stored`` stores the readings of
``board``, ``zones`` and ``life_points`` as fields, once, so the timing engine never re-reads clause text. The phrase tables are data in ``tables/``
(events, actions, restrictions, and the slips of the source texts).

The reader never raises on a card text and never guesses silently: text with the marks of an
activated effect but no wording it knows becomes an effect of kind ``unanalyzed``, and a
triggered effect whose event is outside the contract's event vocabulary (a battle, a coin
toss, a chain resolving) keeps its kind with an ``other_event`` condition; both carry a note
saying why (:data:`UNMAPPED_EVENT`).
"""

from __future__ import annotations

import importlib

# What the package offers, and the module each name lives in. They are loaded when first used
# (PEP 562), so a stage that needs one small part of the reader (the timing engine reading a
# stored field) does not compile every phrase pattern of the whole reader at start-up.
_HOMES = {
    "read_card": "reader", "analyze": "reader", "_raw_effects": "reader",
    "card_record": "texts", "CardRecord": "texts",
    "CardReading": "edison_kg.vocab.model",
    "effect_to_dict": "render", "render_effects": "render",
    "overrides_of": "overrides", "apply_overrides": "overrides", "OVERRIDES_FILE": "overrides",
    "UNMAPPED_EVENT": "kinds",
    "read_one_piece": "one_piece", "OnePieceEffect": "one_piece",   # One Piece cards: cardtext/one_piece.py
    "one_piece_card_kind": ("one_piece", "card_kind"),
}

__all__ = [name for name in _HOMES if not name.startswith("_")]


def __getattr__(name: str):
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    module, attribute = home if isinstance(home, tuple) else (home, name)
    module = importlib.import_module(module if "." in module else f"{__name__}.{module}")
    value = getattr(module, attribute)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(list(globals()) + __all__)
