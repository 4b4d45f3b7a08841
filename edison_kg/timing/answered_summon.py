"""A Summon negated by a card that resolves in answer to it ("negate the Summon", Solemn Judgment):
the Summon never happened (rule neg-summon-answered-never-happened).

A Summon told in a step is recorded as done, with its attempt, so that cards that negate a Summon
can answer it; when the chain built on that attempt then negates it, the Summon the history holds
is undone here: it joins the negated Summons (what the rules count of one: its Tributes and
materials stay used), its materials' moment is marked as sent for a negated Summon, and its own
moment no longer meets "When this card is Normal Summoned" (timing/rules/happened.py).
"""

from __future__ import annotations

METHOD_OF = {"normal_summon": "normal", "tribute_summon": "tribute", "flip_summon": "flip",
             "special_summon": "special", "synchro_summon": "synchro", "fusion_summon": "fusion",
             "ritual_summon": "ritual"}


def negate_summon(state, event) -> None:
    """A ``summon_negated`` event just recorded: its card stays in the Monster Zone without ever being
    on the field (seed 002). "Negate the Summon" read from a card's text names no card: it is the
    Summon its chain answers."""
    if event.card is None:
        summon = _answered_summon(state)
        event.card = summon[1].card if summon is not None else None
    if event.card not in state.cards:
        return
    card = state.cards[event.card]
    card.negated = True
    card.zone = "monster_zone"
    undo_answered_summon(state, event.card)


def _answered_summon(state):
    """(moment, Summon event) of the Summon right before the chain the moment just recorded belongs to."""
    now = state.moments[-1]
    if now.chain is None:
        return None
    for moment in reversed(state.moments[:-1]):
        if moment.chain is not None and moment.chain == now.chain:
            continue                  # the chain that answers the Summon
        summon = next((e for e in moment.events if e.event in METHOD_OF), None)
        return (moment, summon) if moment.context == "summon" and summon is not None else None
    return None


def undo_answered_summon(state, card: str) -> None:
    """``card``'s Summon is negated by the moment just recorded: if that moment belongs to the chain
    built in answer to the card's Summon, that Summon never happened."""
    if state.moments[-1].context == "summon_negated":
        return                        # a step told the Summon negated: already known (timing/steps.py)
    answered = _answered_summon(state)
    if answered is None or answered[1].card != card:
        return                        # no Summon of the card right before that chain: nothing to undo
    moment, summon = answered
    if any(other == card and at >= moment.index for other, at, *_ in state.negated_summons):
        return
    state.negated_summons.append((card, moment.index, METHOD_OF[summon.event], moment.turn))
    moment.negated_summon = True
    before = state.moments[moment.index - 1] if moment.index > 0 else None
    if before is not None and before.context == "summon_material":
        before.negated_summon = True  # its Tributes and materials were sent for a Summon that never happened
    state.cite(RULE)


RULE = "neg-summon-answered-never-happened"
