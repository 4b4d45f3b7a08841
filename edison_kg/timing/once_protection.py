"""A protection its card gives itself "Once per turn" ("Once per turn, if this card would be destroyed by an effect
that does not target it, it is not destroyed": Abyssal Kingshark) keeps the card on the field the first time it
applies in a turn (rule ce-once-per-turn-protection). The history records no event when a protection applies, so an
earlier use this turn cannot be seen: the engine takes this as the first, and says so in `assumed`."""

from __future__ import annotations

ONCE_PER_TURN_PROTECTION = "ce-once-per-turn-protection"


def note_once_per_turn(state, card: str, guard) -> None:
    """When ``guard``, a protection that kept ``card``, is stated by an effect the reader marked once per turn."""
    info = state.infos.get(card)
    if guard is None or info is None or not any(e.once_per_turn and guard in e.restrictions for e in info.effects):
        return
    state.cite(ONCE_PER_TURN_PROTECTION)
    state.assume(f"{state.infos[card].name}'s protection, usable once per turn, had not been used yet this turn, "
                 f"so it applies")
