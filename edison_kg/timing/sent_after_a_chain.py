"""The sending of a monster destroyed by battle, written by the scenario after a chain (round 143).

A monster destroyed by battle stays on the field until the end of the Damage Step, when it is sent to the
Graveyard (rules bt-damage-step-substeps, bt-destroyed-monster-applies-until-sent). When the scenario writes that
sending as its own step after something else has happened since the destruction (a trigger for the battle damage
activated and resolved), the sending is a happening of its own, at the end of the Damage Step: it is recorded, and
"destroyed by battle and sent to the Graveyard" is met then, by the sending being the last thing (rule
bt-destroyed-and-sent-met-at-the-sending). Written right after the destruction it stays one happening with it, as
before (rule state-destroyed-and-sent-is-one-happening).
"""

from __future__ import annotations

from dataclasses import replace

SENT_LATER_RULE = "bt-destroyed-and-sent-met-at-the-sending"


def _destroyed_at(state, ref: str) -> int | None:
    """The moment the monster was destroyed by battle (the last such), or None."""
    for moment in reversed(state.moments):
        if any(e.event == "destroyed" and e.card == ref and e.cause == "battle" for e in moment.events):
            return moment.index
    return None


def end_of_the_damage_step(state, sent: list) -> None:
    """The end of the Damage Step the scenario's sending tells: the monsters destroyed by battle go to the Graveyard,
    and a sending written after a chain is recorded as its own happening."""
    own = sent_as_its_own_happening(state, sent)
    state.end_damage_step()
    if own:
        state.record(own, "outside")


def _sent_at(state, ref: str, after: int) -> int | None:
    """The moment after ``after`` at which the monster's sending by battle was recorded as its own happening (only
    end_of_the_damage_step records one: a sending folded into its destruction is no event of its own), or None."""
    for moment in state.moments[after + 1:]:
        if any(e.event == "sent_to_gy" and e.card == ref and e.cause == "battle" for e in moment.events):
            return moment.index
    return None


def met_at_the_sending(state, pattern, happening):
    """A "destroyed by battle and sent to the Graveyard" condition met by a destruction by battle whose sending the
    scenario wrote after a chain: it is met at the sending's moment (the happening moved there), else as it was."""
    event = happening.event
    if event.event != "destroyed" or event.cause != "battle" or pattern.to_zone != "graveyard" \
            or "destroyed" not in pattern.types:
        return happening
    sent = _sent_at(state, event.card, happening.moment)
    if sent is None:
        return happening
    state.cite(SENT_LATER_RULE)
    return replace(happening, moment=sent)


def sent_as_its_own_happening(state, sent: list) -> list:
    """Of the scenario's sendings of monsters destroyed by battle, those written after something else happened since
    their destruction (the destruction is not the last moment): each as a "sent_to_gy" by battle, to be recorded."""
    kept = []
    for event in sent:
        at = _destroyed_at(state, event.card)
        if at is None or at == len(state.moments) - 1:
            continue
        destroyed = next(e for e in state.moments[at].events if e.event == "destroyed" and e.card == event.card)
        kept.append(replace(event, event="sent_to_gy", cause="battle", by=event.by or destroyed.by,
                            from_zone=event.from_zone or "monster_zone", to_zone=event.to_zone or "graveyard"))
    if kept:
        state.cite(SENT_LATER_RULE)
        names = ", ".join(state.infos[e.card].name for e in kept)
        state.assume(f"{names} was sent to the Graveyard at the end of the Damage Step, as the scenario writes it "
                     f"after the chain: that sending is a happening of its own, after its destruction by battle")
    return kept
