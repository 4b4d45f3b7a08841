"""A card destroyed and sent to the Graveyard is one happening: a destruction on the field sends the card to the
Graveyard ("destroyed and sent to the Graveyard" is the game's way of saying both). A scenario that writes the
destruction and then, in the same moment or the one right after it, a "sent_to_gy" of the same card from where it was
destroyed, tells that one happening twice; the engine keeps the destruction and drops the sending, and says so in
`assumed` (rule state-destroyed-and-sent-is-one-happening, round 93). A sending from somewhere else, or to another
place, is not the same happening and is checked as written."""

from __future__ import annotations

from edison_kg.vocab.schemes import FIELD_ZONES

ONE_HAPPENING = "state-destroyed-and-sent-is-one-happening"


def _restates(state, destroyed, sent) -> bool:
    card = state.cards.get(destroyed.card)
    return sent.event == "sent_to_gy" and sent.card == destroyed.card and card is not None \
        and card.zone in FIELD_ZONES and destroyed.to_zone in (None, "graveyard") and sent.to_zone in (None, "graveyard") \
        and (sent.from_zone is None or sent.from_zone == card.zone or sent.from_zone == "field") \
        and sent.cause in (None, destroyed.cause) and sent.by in (None, destroyed.by)


def one_happening(state, moments: list) -> None:
    """Drop, in place, each "sent_to_gy" that only says again the destruction of the same card in its own moment or
    the moment before it; a moment left empty is dropped."""
    for i, moment in enumerate(moments):
        for destroyed in [e for e in moment if e.event == "destroyed" and e.card is not None]:
            later = moments[i + 1] if i + 1 < len(moments) else []
            for where in (moment, later):
                sent = next((e for e in where if e is not destroyed and _restates(state, destroyed, e)), None)
                if sent is None:
                    continue
                where.remove(sent)
                state.cite(ONE_HAPPENING)
                state.assume(f"{state.infos[destroyed.card].name} was destroyed and sent to the Graveyard: the "
                             f"scenario's destruction and sending of it are one happening, the destruction "
                             f"sending it there")
                break
    moments[:] = [moment for moment in moments if moment]
