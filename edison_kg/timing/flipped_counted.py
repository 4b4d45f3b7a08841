"""A count made by an effect that flips cards face-up in the same moment (round 111; rule
res-count-after-its-own-flips): "Change all face-down Defense Position monsters on the field to face-up Defense
Position ..., also inflict 500 damage to your opponent for each Effect Monster on the field" (Ceasefire). "also" joins
the two parts in one moment, so the flip is not applied yet when the damage is worked out; the count still sees the
monsters the same resolution flips as face-up cards, of the kind they show then (a Set Sangan counts as the Effect
Monster it is), each once."""

from __future__ import annotations

from contextlib import contextmanager

COUNT_AFTER_ITS_FLIPS = "res-count-after-its-own-flips"


@contextmanager
def as_flipped(state, link):
    """The state while a clause of ``link`` counts cards: each card an earlier part of the same resolution flipped
    face-up, not applied yet, is face-up (restored afterwards: the moment applies the flip itself). Yields those cards."""
    flipped = list(dict.fromkeys(
        event.card for event in (link.done if link is not None else ()) if event.event == "flipped_face_up"
        and event.card in state.cards and state.cards[event.card].on_field and state.cards[event.card].face_up is False))
    for ref in flipped:
        state.cards[ref].face_up = True
    try:
        yield flipped
    finally:
        for ref in flipped:
            state.cards[ref].face_up = False


def cite_if_counted(state, flipped: list, counted: list) -> None:
    """Cite the rule and say so when a card the resolution flips is among those counted."""
    seen = [ref for ref in flipped if ref in counted]
    if seen:
        state.cite(COUNT_AFTER_ITS_FLIPS)
        state.assume(f"counted as face-up, flipped by the same resolution: {', '.join(state.infos[r].name for r in seen)}")
