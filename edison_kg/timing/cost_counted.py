"""An amount counted from the cards the activation's own cost took (round 111; rule res-amount-counted-from-its-cost):
"Send any number of other Spell/Trap Cards you control to the Graveyard; gain 1000 LP for each card sent to the
Graveyard this way" (Emergency Provisions). The cost is paid as the card is activated, so the resolution counts the
cards the step's cost moved by that deed (the card reader marks the clause `counts_done_before` "EVENT cost",
cardtext/cost_counted.py), each once, in one lump."""

from __future__ import annotations

COUNTED_FROM_ITS_COST = "res-amount-counted-from-its-cost"
_DONE_WORDS = {"sent_to_gy": "sent to the Graveyard", "banished": "banished", "discarded": "discarded",
               "tributed": "Tributed"}


def counts_its_cost(clause) -> bool:
    return (clause.counts_done_before or "").endswith(" cost")


def counted_from_its_cost(state, clause, link) -> int | None:
    """The number for each card the link's cost moved by the deed counted; None when the scenario spells out no such
    cost (the cards are not known: never a guess) or a cost event names no card."""
    event = clause.counts_done_before.split()[0]
    at = next((index for other, index in state.activations if other is link), None)
    chain = state.moments[at].chain if at is not None else None
    paid = [e.card for moment in state.moments if moment.context == "cost" and (moment.chain, moment.link) ==
            (chain, link.number) for e in moment.events if e.event == event]
    if not paid or None in paid:
        return None
    counted = list(dict.fromkeys(paid))
    state.cite(COUNTED_FROM_ITS_COST)
    state.assume(f"{state.infos[link.card].name}'s effect counted the cards its cost {_DONE_WORDS.get(event, event)} "
                 f"({', '.join(state.infos[ref].name for ref in counted)}): {clause.lp_per_card} for each, "
                 f"{clause.lp_per_card * len(counted)} in all")
    return clause.lp_per_card * len(counted)
