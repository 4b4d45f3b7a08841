""""Destroy all cards with that name in its controller's hand and Main Deck" (Chain Destruction), "your opponent
banishes all cards with the same name as that card(s) from their hand and Deck" (Chain Disappearance), "each player
... banishes all cards with its name from their Main Deck" (Nobleman of Crossout): the cards such a part acts on are
those with a name of the card(s) the part before acted on (or the effect targeted), in the places its words name, of
the player they name (the reader's `all_of_the_name_in`, cardtext/pile_readings.py); never the card before itself,
wherever it is (rule res-all-of-the-name-in-named-places). The hand holds only the cards the scenario names there; the
Deck's other cards are not named, and the answer says so."""

from __future__ import annotations

from edison_kg.timing import acted_on, closed_places

RULE = "res-all-of-the-name-in-named-places"


def _players(state, whose: str, link, before: list[str]) -> list[str]:
    """Whose hand and Deck: the controller of the card before ("its controller's"), the opponent of the player who
    activated it ("your opponent ... their"), or each player."""
    if whose == "its-controller":
        return list(dict.fromkeys(player for ref in before
                                  if (player := state.cards[ref].controller or state.cards[ref].owner) is not None))
    if whose == "opponent":
        return [state.opponent(link.controller)]
    return ["A", "B"]


def all_of_the_name_in(state, clause, link) -> list[str | None]:
    """The scenario's cards of the card before's name in the named places of the named player(s); with a card whose
    zone the scenario leaves open and that could be there, the engine does not say which: [None]."""
    whose, *places = clause.all_of_the_name_in.split()
    before = acted_on.cards_before(state, link, None)
    names = {name for ref in before for name in state.infos[ref].names}
    state.cite(RULE)
    if not names:
        state.assume(f"{state.infos[link.card].name}'s effect acted on the cards with the name of a card the scenario "
                     f"does not name: none known")
        return []
    players = _players(state, whose, link, before)
    named = lambda ref: ref != link.card and ref not in before and ref in state.infos \
        and not names.isdisjoint(state.infos[ref].names)
    if any(named(ref) for player in players for place in places for ref in closed_places.could_be_in(state, player, place)):
        return [None]
    found = [ref for player in players for place in places for ref in closed_places.cards_in(state, player, place)
             if named(ref)]
    for player in players:
        if "hand" in places:
            closed_places.assume_closed(state, player, "hand", apart_from=link.card)
    where = " and ".join(closed_places.PLACE_WORDS[place] for place in places)
    state.assume(f"{state.infos[link.card].name}'s effect acted on the cards with the same name as "
                 f"{', '.join(state.infos[ref].name for ref in before)} in player {' and '.join(players)}'s {where}: "
                 f"{', '.join(state.infos[ref].name for ref in found) or 'none named'}"
                 + ("; the Deck's other cards are not named, and none of them is taken as of that name"
                    if "deck" in places else ""))
    return found
