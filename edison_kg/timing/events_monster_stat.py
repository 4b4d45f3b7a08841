"""(127) "Gain Life Points equal to the ATK of the destroyed monster", "inflict damage equal to half of the DEF of the
destroyed monster": the amount is the stat of the monster of the event the effect answers. That monster has left the
field (destroyed and sent to the Graveyard), so no change made to it on the field applies any more: the amount is the
stat the scenario gives it, or else its printed one, said in `assumed` (rule res-amount-by-the-events-monster)."""

from __future__ import annotations

RULE = "res-amount-by-the-events-monster"
_PLACES = {"graveyard": "in the Graveyard", "banished": "banished", "hand": "in the hand", "deck": "in the Deck",
           "extra_deck": "in the Extra Deck"}


def stat_taken(state, monster: str, stat: str, amount: int, about: str | None = None) -> str:
    """How the amount's stat was taken, for `assumed`: "the ATK Sangan has as it resolves" for a monster on the field;
    for one that left it (the card of the event it answers), where it is and whether its stat is the scenario's or
    printed (rule res-amount-by-the-events-monster); a monster an earlier part of the resolution acted on is told as
    before."""
    name, card = state.infos[monster].name, state.cards[monster]
    if not off_the_field(state, monster, about):
        return f"the {stat.upper()} {name} has as it resolves"
    state.cite(RULE)
    given = state.scenario.cards[monster].stats.get(stat) is not None
    where = _PLACES.get(card.zone or "", "off the field")
    return (f"the {stat.upper()} of {name}, no longer on the field ({where}): "
            f"{'the one the scenario gives it' if given else 'its printed ' + stat.upper()}, {amount}")


def off_the_field(state, monster: str, about: str | None) -> bool:
    """Is the amount's monster the card of the event the resolving link answers (no target, no earlier part acting on
    it), no longer on the field?"""
    link, card = state.resolving, state.cards.get(monster)
    return link is not None and not link.targets and link.answered == monster and about is None \
        and card is not None and card.on_field is False
