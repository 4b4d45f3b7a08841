"""Parts of a resolution that are not done although their words are read (round 109).

"Target 5 monsters in your GY; shuffle all 5 into the Deck, then draw 2 cards" while "Any cards that would be returned to
the Deck from the Graveyard are removed from play instead" applies: the cards were banished, not shuffled into the Deck,
so the part after "then", which needs the part before as its words say it, is not done (rule
res-replaced-part-stops-what-follows). "Destroy that target, then add 1 card with the same name as the destroyed card
from your Deck to your hand" on a Limited card: the Edison list lets its player hold 1 copy, and that copy is the
destroyed card, so their Deck holds none and nothing is added (rule res-no-copy-left-in-the-deck, said in `assumed`).
A part not done stops the parts after it that need it, as a part done on gone targets does (timing/clause_cards.py)."""

from __future__ import annotations

from edison_kg.timing import acted_on, closed_places, forbidden_parts, materials_gone, tokens_summoned
from edison_kg.timing.rules import damage_taken
from edison_kg.timing.rules.later_this_turn import set_up_for_later
from edison_kg.vocab.schemes import CONJUNCTION_SEMANTICS

REPLACED_STOPS = "res-replaced-part-stops-what-follows"
FOUND_NOTHING = "res-later-part-that-found-nothing-is-no-happening"
NO_COPY_LEFT = "res-no-copy-left-in-the-deck"
NO_TOKEN_IN_THE_DECK = "res-no-token-in-the-deck"     # round 184
NAMED_GONE = "res-named-card-gone-not-done"     # round 185
ALL_FOUND_NONE = "res-then-needs-the-all-part-before"
ALL_OF_SEVERAL = "res-then-after-all-of-several-places"
# copies of a card a player's cards may hold, by its place on the Edison list
COPIES_ALLOWED = {"forbidden": 0, "limited": 1, "semi-limited": 2}
# moves a replacement can turn into another move (timing/instead.py): the card did not make the move the part names
_REPLACEABLE_MOVES = ("returned_to_deck", "returned_to_hand", "sent_to_gy", "discarded")


def kept(state, link, clause, events: list, undone: list[bool]) -> list:
    """The clause's events, or none when the part is not done (``undone`` then stops the parts after it that need it)."""
    if set_up_for_later(clause):
        return []              # (145) "If it is changed to Defense Position this turn, draw 1 card": done later, if ever
    if not events and _all_found_none(state, link, clause):
        undone[0] = True       # (147) "destroy all monsters on the field. Then, ...": none there, nothing after "then"
        return []
    if not events and undone[0] and CONJUNCTION_SEMANTICS.get(clause.conjunction or "", (False,))[0]:
        tokens_summoned.not_summoned(state, clause, link)     # not done for want of the part before
        undone[1:] = [clause.index] if clause.conjunction == "then" else []     # and what goes "also" beside it
    elif _beside_a_part_not_done(clause, events, undone):
        undone[0] = True
        return []
    if events and (_part_before_replaced(state, link, clause) or _no_copy_left(state, link, clause, events)
                   or _named_card_not_there(state, link, clause, events)
                   or forbidden_parts.forbidden(state, link, clause, events)
                   or materials_gone.material_missing(state, link, clause)
                   or damage_taken.turned_away_now(state, link, clause)):     # (147) its damage turned away
        undone[0] = True
        return []
    return events


def _part_before_replaced(state, link, clause) -> bool:
    """A part after "then" whose part before moved its cards (returned them to the Deck, sent them to the Graveyard),
    when a replacement sent every one of those cards elsewhere instead."""
    if not clause.conjunction or CONJUNCTION_SEMANTICS.get(clause.conjunction, (False, False, False))[::2] != (True, True):
        return False
    before = acted_on.clauses_before(clause, link)
    moved = before[-1].event if before else None
    if moved not in _REPLACEABLE_MOVES:
        return False
    cards = {event.card for event in link.done if event.event == moved and event.card is not None}
    happened = {event.card: event.event for moment in state.moments
                if moment.context == "resolution" and moment.chain == state.chain_number and moment.link == link.number
                for event in moment.events if event.card in cards}
    if not cards or set(happened) != cards or any(kind == moved for kind in happened.values()):
        return False
    state.cite(REPLACED_STOPS)
    state.assume(f"{state.infos[link.card].name}'s part after \"then\" was not done: "
                 f"{', '.join(state.infos[ref].name for ref in sorted(cards, key=list(state.cards).index))} "
                 f"{'was' if len(cards) == 1 else 'were'} moved elsewhere instead, not as its part before says")
    return True


def _no_copy_left(state, link, clause, events: list) -> bool:
    """"add 1 card with the same name as the destroyed card from your Deck": the cards of that name its player may hold
    (1 of a Limited card, 2 of a Semi-Limited one) are all named elsewhere than the Deck, so none is there."""
    if clause.picks_by_the_card_before != "same-name" or acted_on.places_taken_from(clause) != ("deck",) \
            or any(event.card is not None for event in events):
        return False
    before = acted_on.cards_before(state, link, None)
    player = acted_on.pile_player(state, clause, link)
    if len(before) != 1:
        return False
    info = state.infos[before[0]]
    if "Token" in info.subtypes:     # (184) a Token is no card of a Deck: none has its name (Generation Shift's ruling)
        state.cite(NO_TOKEN_IN_THE_DECK)
        state.assume(f"{state.infos[link.card].name}'s search found nothing: {info.name} is a Token, and no Deck holds "
                     f"a card with its name")
        return True
    allowed = COPIES_ALLOWED.get(info.list_status or "")
    if allowed is None:
        return False
    copies = [ref for ref, card in state.cards.items() if ref in state.infos and info.name in state.infos[ref].names
              and (card.owner or card.controller) == player]
    if any(state.cards[ref].zone in (None, "deck") for ref in copies) or len(copies) < allowed:
        return False               # a copy could be in the Deck
    state.cite(NO_COPY_LEFT)
    state.assume(f"{state.infos[link.card].name}'s search found no {info.name}: it is {info.list_status.title()} on the "
                 f"Edison list, and the {len(copies)} cop{'y' if len(copies) == 1 else 'ies'} player {player} may hold "
                 f"{'is' if len(copies) == 1 else 'are'} not in the Deck")
    return True


def _named_card_not_there(state, link, clause, events: list) -> bool:
    """'This card is used to Ritual Summon "Black Luster Soldier"' from the hand: when no card of that name is (or could
    be) in the place it is taken from any more (a chained Lightforce Sword banished it), the part is not done (rule
    res-named-card-gone-not-done, round 185)."""
    names, places = clause.cards.card_names, acted_on.places_taken_from(clause)
    if not names or not places or "deck" in places or any(event.card is not None for event in events) \
            or not all(closed_places.is_closed(state, place) for place in places):
        return False
    player = acted_on.pile_player(state, clause, link)
    named = lambda ref: ref in state.infos and not names.isdisjoint(state.infos[ref].names)
    if any(named(ref) for place in places for ref in closed_places.cards_in(state, player, place)
           + closed_places.could_be_in(state, player, place)):
        return False
    gone = [h.event.card for h in state.happenings() if h.event.card is not None and named(h.event.card)
            and h.event.from_zone in places]
    if not gone:
        return False                # none of that name was there and left: not known to have been there
    state.cite(NAMED_GONE)
    state.assume(f"{state.infos[link.card].name}'s part found no {' or '.join(sorted(names))} where it takes it from: "
                 f"{state.infos[gone[0]].name} is no longer there, so the part is not done")
    return True


def found_nothing(state, link, index: int, conjunction: str | None) -> bool:
    """A later part of a resolution ("then", "also, after that", the next sentence) that found no card to act on did
    nothing: it is no moment of its own, so the part before it stays the last thing the effect did (rule
    res-later-part-that-found-nothing-is-no-happening; Chain Disappearance with no copy of the banished monster left in
    its player's hand or Deck)."""
    if index == 0:
        return False
    state.cite(FOUND_NOTHING)
    after = f'after "{conjunction}"' if conjunction and conjunction != "next sentence" else "in its next sentence"
    state.assume(f"{state.infos[link.card].name}'s part {after} found no card to act on: nothing happened in it, so "
                 "the part before it is the last thing the effect did")
    return True


def _all_found_none(state, link, clause) -> bool:
    """A part that acts on "all" cards of a place ("destroy all monsters on the field", "Return all cards in your
    opponent's hand to the Deck") that found none there as it resolved, when a part after "then" follows it: that part
    needs the one before it done, so it is not done (rule res-then-needs-the-all-part-before; Psi-Impulse with its
    opponent's hand emptied in answer to it). Only when the scenario names every card of that place, and never for a
    part that takes from several places ("all cards from their hand, field, and Graveyard": rule
    res-then-after-all-of-several-places), whose first place alone the reader keeps."""
    after = next((c for c in (link.effect.clauses if link.effect is not None else ()) if c.index == clause.index + 1), None)
    place = "field" if clause.from_zone in (None, "field") else clause.from_zone
    if not clause.every or after is None or after.conjunction != "then" or not closed_places.is_closed(state, place) \
            or any(closed_places.could_be_in(state, player, place) for player in ("A", "B")):
        return False
    if clause.from_several_places:     # (165) "all cards from their hand, field, and Graveyard": not the first alone
        state.cite(ALL_OF_SEVERAL)
        return False
    state.cite(ALL_FOUND_NONE)
    state.assume(f"{state.infos[link.card].name}'s part before \"then\" found no card to act on: the part after "
                 "\"then\", which needs it, was not done")
    return True


def _beside_a_part_not_done(clause, events: list, undone: list) -> bool:
    """A part joined by "also" to a part after "then" that was not done, which names no event of its own ("Then,
    Special Summon 1 Token ... Also, you cannot declare an attack this turn"): it is no moment of its own, as it would be
    none beside the part it goes with (rules res-then-needs-the-all-part-before, mtt-applied-beside-named-events)."""
    return clause.conjunction == "also" and bool(events) and all(e.event == "effect_applied" for e in events) \
        and undone[1:] == [clause.index - 1]
