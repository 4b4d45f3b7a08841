"""Control taken for a while, and its return to the player who had it (rule
state-control-returns): a monster taken "until the End Phase" goes back when the End Phase
comes; one taken by a card's continuous effect ("Take control of the equipped monster") goes
back when that card leaves the field. The return is a change of control like any other: effects
for control shifting answer it. A monster that leaves the field is its owner's anyway, and
nothing returns then."""

from __future__ import annotations

from dataclasses import dataclass

from edison_kg.timing.scenario import Event

RULE = "state-control-returns"


@dataclass
class Borrowed:
    player: str                        # who controlled it before, and gets it back
    holder: str | None = None          # the card whose continuous effect keeps it (None: none)
    until_end_phase: bool = False


def taken(state, card: str, holder: str | None, until_end_phase: bool) -> None:
    """``card`` is about to change control for a while: remember who gets it back."""
    if card in state.borrowed:
        return                         # taken again while borrowed: it still goes back to the first player
    state.borrowed[card] = Borrowed(state.controller(card), holder, until_end_phase)


def taken_by_equip(info) -> bool:
    """Does the card take control of the monster it is equipped to by a continuous effect
    ("Take control of the equipped monster")?"""
    return "Equip" in info.subtypes and any(
        effect.kind == "continuous" and any(c.action == "take_control" for c in effect.clauses)
        for effect in info.effects)


def returns_after(state, moment) -> list[Event]:
    """The changes of control a moment brings about: a card that kept a monster has left the
    field, so the monster goes back; a borrowed monster that left the field needs nothing."""
    found = []
    for card, borrowed in list(state.borrowed.items()):
        if state.cards[card].on_field is False:
            del state.borrowed[card]   # off the field it is its owner's
            continue
        holder = borrowed.holder
        if holder is not None and state.cards[holder].on_field is False \
                and any(e.card == holder for e in moment.events):
            del state.borrowed[card]
            found.append(_back(state, card, borrowed))
    return found


def returns_at_end_phase(state) -> list[Event]:
    """The End Phase has come: what was taken until then goes back."""
    found = []
    for card, borrowed in list(state.borrowed.items()):
        if borrowed.until_end_phase and state.cards[card].on_field is not False:
            del state.borrowed[card]
            found.append(_back(state, card, borrowed))
    if found:
        state.assume("The End Phase has come: control of what was taken until the End Phase returns")
    return found


def _back(state, card: str, borrowed: Borrowed) -> Event:
    state.cite(RULE)
    return Event("control_changed", card=card, player=borrowed.player, cause="rule", by=borrowed.holder)
