"""A card destroyed and sent to the Graveyard is one happening: a destruction on the field sends the card to the
Graveyard ("destroyed and sent to the Graveyard" is the game's way of saying both). A scenario that writes the
destruction and then, in the same moment or the one right after it, a "sent_to_gy" of the same card from where it was
destroyed, tells that one happening twice; the engine keeps the destruction and drops the sending, and says so in
`assumed` (rule state-destroyed-and-sent-is-one-happening, round 93). A sending from somewhere else, or to another
place, is not the same happening and is checked as written."""

from __future__ import annotations

from edison_kg.vocab.schemes import FIELD_ZONES

ONE_HAPPENING = "state-destroyed-and-sent-is-one-happening"
TOLD_TWICE = "told-twice"       # state.memo: card -> (its destruction, the sending that told it again, sending first?)


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
            state.memo.setdefault(TOLD_TWICE, {}).pop(destroyed.card, None)     # its last destruction counts
            later = moments[i + 1] if i + 1 < len(moments) else []
            for where in (moment, later):
                sent = next((e for e in where if e is not destroyed and _restates(state, destroyed, e)), None)
                if sent is None:
                    continue
                first = where is moment and moment.index(sent) < moment.index(destroyed)
                state.memo[TOLD_TWICE][destroyed.card] = (destroyed, sent, first)
                where.remove(sent)
                state.cite(ONE_HAPPENING)
                state.assume(f"{state.infos[destroyed.card].name} was destroyed and sent to the Graveyard: the "
                             f"scenario's destruction and sending of it are one happening, the destruction "
                             f"sending it there")
                break
    moments[:] = [moment for moment in moments if moment]


def as_told(state, events: list) -> list:
    """The last happening's events as the scenario told them (round 135): a destruction whose sending to the Graveyard
    it also wrote (folded into one happening above) gives back both events, in the scenario's order; one written
    once stays one."""
    told = state.memo.get(TOLD_TWICE) or {}
    given: list = []
    for event in events:
        destroyed, sent, first = told.get(event.card, (None, None, False))
        if event.event != "destroyed" or destroyed is None or (event.by, event.cause) != (destroyed.by, destroyed.cause):
            given.append(event)
            continue
        given += [sent, event] if first else [event, sent]
    return given
