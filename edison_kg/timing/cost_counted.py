"""An amount counted from the cards the activation's own cost took (round 111; rule res-amount-counted-from-its-cost):
"Send any number of other Spell/Trap Cards you control to the Graveyard; gain 1000 LP for each card sent to the
Graveyard this way" (Emergency Provisions). The cost is paid as the card is activated, so the resolution counts the
cards the step's cost moved by that deed (the card reader marks the clause `counts_done_before` "EVENT cost",
cardtext/cost_counted.py), each once, in one lump.

Round 113, the same count for its own card's ATK/DEF ("this card gains 500 ATK for each card banished this way":
Rainbow Dark Dragon, Card Trooper, Card Blocker, Rainbow Dragon; rule res-own-stat-counted-from-its-cost): the card
keeps the gain from that resolution on while it stays face-up on the field (to the turn's end when its text says so);
a cost the scenario does not spell out leaves the stat unknown (never a guess)."""

from __future__ import annotations

COUNTED_FROM_ITS_COST = "res-amount-counted-from-its-cost"
OWN_STAT_FROM_ITS_COST = "res-own-stat-counted-from-its-cost"
_DONE_WORDS = {"sent_to_gy": "sent to the Graveyard", "banished": "banished", "discarded": "discarded",
               "tributed": "Tributed"}


def counts_its_cost(clause) -> bool:
    return (clause.counts_done_before or "").endswith(" cost")


def _paid(state, clause, link) -> list[str] | None:
    """The cards the link's cost moved by the deed its clause counts, each once; None when the scenario spells out no
    such cost or a cost event names no card."""
    event = clause.counts_done_before.split()[0]
    at = state.activated_at(link)
    chain = state.moments[at].chain if at is not None else None
    paid = [e.card for moment in state.moments if moment.context == "cost" and (moment.chain, moment.link) ==
            (chain, link.number) for e in moment.events if e.event == event]
    if not paid or None in paid:
        return None
    return list(dict.fromkeys(paid))


def counted_from_its_cost(state, clause, link) -> int | None:
    """The number for each card the link's cost moved by the deed counted; None when the scenario spells out no such
    cost (the cards are not known: never a guess) or a cost event names no card."""
    counted = _paid(state, clause, link)
    if counted is None:
        return None
    event = clause.counts_done_before.split()[0]
    state.cite(COUNTED_FROM_ITS_COST)
    state.assume(f"{state.infos[link.card].name}'s effect counted the cards its cost {_DONE_WORDS.get(event, event)} "
                 f"({', '.join(state.infos[ref].name for ref in counted)}): {clause.lp_per_card} for each, "
                 f"{clause.lp_per_card * len(counted)} in all")
    return clause.lp_per_card * len(counted)


def own_stat_from_its_cost(state, ref: str, stat: str, value: int | None, left_since) -> int | None:
    """``value`` with the gains (losses) its own resolved effects gave card ``ref`` for each card their cost moved, in
    the order they resolved; None when one of them cannot be counted (its cost is not spelled out). ``left_since(state,
    ref, index)``: whether the card left the field or turned face-down after moment ``index`` (the change is gone)."""
    for index in sorted(state.resolved):
        link = state.resolved[index]
        if link.card != ref or link.effect is None or link.effect_negated or left_since(state, ref, index):
            continue
        for clause in link.effect.clauses:
            change = (clause.own_stat_per_card or "").split()
            if not change or change[0] != stat or not counts_its_cost(clause) or value is None:
                continue
            if len(change) > 2 and state.moments[index].turn != state.turn:
                continue        # "until the End Phase": gone with that turn
            counted = _paid(state, clause, link)
            name = state.infos[ref].name
            if counted is None:
                state.assume(f"{name}'s {stat.upper()} is not known: its effect gained {change[1]} for each card "
                             f"its cost {_DONE_WORDS.get(clause.counts_done_before.split()[0])}, and the scenario "
                             f"does not say which cards those were")
                return None
            before, value = value, max(value + int(change[1]) * len(counted), 0)
            state.cite(OWN_STAT_FROM_ITS_COST)
            state.assume(f"{name} has {value} {stat.upper()}: its effect counted the cards its cost "
                         f"{_DONE_WORDS.get(clause.counts_done_before.split()[0])} "
                         f"({', '.join(state.infos[r].name for r in counted)}), {change[1]} for each (from {before})")
    return value
