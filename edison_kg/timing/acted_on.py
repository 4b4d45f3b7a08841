"""Which cards a resolving clause acts on when its words name them by what happened or by a place, not by a
target: "the monster that destroyed this card" is the monster its card battled (rule
res-destroyer-is-the-battled-monster); "Special Summon as many of your banished monsters as possible" is each
card the scenario names in that pile (rule res-as-many-as-possible-each-card); "Add them to your hand" after the
old "select up to 2 ..." is each card the step selected (rule res-selected-cards-acted-on); "discard 1 card" from
a hand that holds just that many cards discards those (rule res-discard-the-whole-count-of-a-hand); "Destroy 1 card
your opponent controls" picks the one card the named field holds that it could pick, "the 1 monster with the highest
ATK" the one whose ATK is highest as it resolves (rule res-picked-by-stat-as-it-resolves); "Send 1 card from your Deck
to the Graveyard with the same name as the selected card" and "Special Summon 1 monster from your hand or Deck that is
written in the card text of those cards" the one card so named the scenario names where it takes it from (rules
res-same-name-as-the-card-before-the-one-named, res-written-in-its-text-the-one-named); "negate the attack" the
monster attacking (rule res-negated-attack-is-the-attackers); "Add 2 LIGHT monsters from your Graveyard to your Deck"
the cards of that kind its pile holds when it holds just that many (rule res-the-whole-count-of-a-pile), or the cards
the step names as picked when they are of that kind (rule res-picked-card-named-by-the-step); "shuffle it and your
entire hand into the Deck" its target and each card of that hand (rule res-target-and-the-whole-hand); "Return 2
Monster Cards on your opponent's side of the field and 1 Monster Card on your side" the monsters of each side when it
holds just that many (rule res-each-side-holds-just-that-many)."""

from __future__ import annotations

from dataclasses import replace

from edison_kg.timing import closed_places
from edison_kg.timing.battle_destroyer import destroyer_of_its_event
from edison_kg.timing.cost_paid_by import paid_with_the_only_cards_that_fit
from edison_kg.timing.incorrect_equips import now_on_an_incorrect_target
from edison_kg.timing.picks_gone import RULE as PICKS_GONE, gone_picks
from edison_kg.timing.resolution_named import compared_with_this, the_other_selected
from edison_kg.timing.restrictions import unnamed_in_hand
from edison_kg.timing.rules import SUMMON_EVENTS
from edison_kg.timing import it_is_this_card
from edison_kg.timing.stats import current_stat

DESTROYER = "res-destroyer-is-the-battled-monster"
AS_MANY = "res-as-many-as-possible-each-card"
SELECTED = "res-selected-cards-acted-on"
WHOLE_COUNT = "res-discard-the-whole-count-of-a-hand"
FEWER_THAN_ITS_COUNT = "res-discard-a-hand-short-of-its-count"
WHOLE_PILE = "res-the-whole-count-of-a-pile"
ATTACKER = "res-negated-attack-is-the-attackers"
PICKED_BY_THE_STEP = "res-picked-card-named-by-the-step"
PICKED_BY_STAT = "res-picked-by-stat-as-it-resolves"
BY_THE_CARD_BEFORE = {"same-name": "res-same-name-as-the-card-before-the-one-named",
                      "written-in-its-text": "res-written-in-its-text-the-one-named"}
EXTRA_DECK_SUMMONS = ("fusion_summon", "synchro_summon")

# what a clause does to a card it takes from wherever the card is: the cards a step selected for it
_MOVES_A_CARD = ("special_summon", "added_to_hand", "returned_to_hand", "returned_to_deck", "banished", "sent_to_gy",
                 "destroyed", "discarded", "equipped")
# the events that bring cards into a hand unnamed, before a discard of the same effect
_FILLS_A_HAND = ("drawn", "added_to_hand", "returned_to_hand")
MONSTER_ZONES = 5


def cards_acted_on(state, clause, link, previous: str | None) -> list[str]:
    """The cards of the scenario the clause acts on by one of these readings (empty: none of them applies)."""
    it_is_this_card.cite(state, clause, link, previous)      # (137) "Return it": this card, named for the answer
    wrong = now_on_an_incorrect_target(state, clause, link)      # "destroy that Equip Card" (Collected Power)
    if wrong:
        return wrong
    destroyer = _battled_monster(state, clause, link, previous) or _attacker_negated(state, clause) \
        or destroyer_of_its_event(state, clause, link)
    if destroyer is not None:
        return [destroyer]
    return the_other_selected(state, clause, link, previous) or compared_with_this(state, clause, link, previous) \
        or _with_the_whole_hand(state, clause, link, previous) \
        or _on_each_side(state, clause, link, previous) \
        or _named_by_the_card_before(state, clause, link, previous) or _selected(state, clause, link, previous) \
        or _whole_count_discarded(state, clause, link, previous) or _whole_count_of_a_pile(state, clause, link, previous) \
        or _turn_players_only_tribute(state, clause, link, previous) or all_tied_by_stat(state, clause, link, previous)


# ------------------------------------------------------------------ its target and the whole hand

WITH_THE_WHOLE_HAND = "res-target-and-the-whole-hand"


def _with_the_whole_hand(state, clause, link, previous: str | None) -> list[str]:
    """"shuffle it and your entire hand into the Deck": its target and each card the scenario names in its player's
    hand, at once, the named cards being all there are (rule res-target-and-the-whole-hand, said in `assumed`); with a
    card whose zone is left open, or the hand filled unnamed, the hand's cards are not named (None)."""
    if not clause.with_whole_hand or len(link.targets) != 1 or previous is not None \
            or not state.cards[link.targets[0]].on_field:
        return []              # ("if that monster is still on the field": gone, neither is done)
    player = link.controller
    if not closed_places.is_closed(state, "hand") or closed_places.could_be_in(state, player, "hand") \
            or unnamed_in_hand(state, player) > 0:
        return [link.targets[0], None]       # the hand's cards unnamed: a later count of them is not told
    hand = [ref for ref in closed_places.cards_in(state, player, "hand") if ref != link.card]
    state.cite(WITH_THE_WHOLE_HAND)
    closed_places.assume_closed(state, player, "hand", apart_from=link.card)
    return [link.targets[0], *hand]


EACH_SIDE = "res-each-side-holds-just-that-many"


def _on_each_side(state, clause, link, previous: str | None) -> list[str | None]:
    """"Return 2 Monster Cards on your opponent's side of the field and 1 Monster Card on your side of the field to their
    owners' hands": picked as it resolves, without targeting; when the field the scenario names holds just that many
    monsters on each side (its own card among them), those are the ones (rule res-each-side-holds-just-that-many, said
    in `assumed`); with more, or a card whose zone is open, its player picks: not named (None)."""
    if not clause.picks_on_each_side or link.targets or previous is not None:
        return []
    if not closed_places.is_closed(state, "field") or any(card.zone is None for card in state.cards.values()):
        return [None]
    found = []
    for part in clause.picks_on_each_side.split(", "):
        whose, count = part.split()
        player = state.opponent(link.controller) if whose == "opponent" else link.controller
        there = [ref for ref in closed_places.cards_in(state, player, "field") if state.cards[ref].zone == "monster_zone"
                 and ref in state.infos and (clause.cards.empty or state.kind_of(ref, clause.cards))]
        if len(there) != int(count):
            return [None]
        found += there
    state.cite(EACH_SIDE)
    for player in ("A", "B"):
        closed_places.assume_closed(state, player, "field")
    state.assume(f"{state.infos[link.card].name}'s effect acted on {', '.join(state.infos[ref].name for ref in found)}: "
                 f"each side of the field held just as many monsters as it takes there")
    return found


def from_the_hand(state, clause, events: list) -> list:
    """The events of a clause done to a whole hand tell the cards that came from it (a later draw counts them)."""
    if not clause.with_whole_hand:
        return events
    return [replace(event, from_zone="hand") if event.card is None or state.cards[event.card].zone == "hand"
            else event for event in events]


# ------------------------------------------------------------------ the turn player acts

TURN_PLAYER = "res-the-turn-player-acts"


def turn_players(state, clause) -> str | None:
    """"The turn player takes 500 damage", "The turn player must Tribute ..., inflict damage to their opponent": the
    player whose turn it is as it resolves, or that player's opponent, whoever controls the card (rule
    res-the-turn-player-acts); None for a clause that names neither."""
    if clause.player not in ("turn", "turn-opponent"):
        return None
    state.cite(TURN_PLAYER)
    return state.turn_player if clause.player == "turn" else state.opponent(state.turn_player)


def _turn_players_only_tribute(state, clause, link, previous: str | None) -> list[str]:
    """"The turn player must Tribute 1 face-up monster": a player can Tribute only a monster they control, so with the
    field the scenario names closed and just one monster of that kind there on the turn player's side, it is that one
    (said in `assumed`)."""
    if clause.event != "tributed" or clause.player != "turn" or clause.count != 1 or link.targets or previous is not None:
        return []
    if not closed_places.is_closed(state, "field") or any(card.zone is None for card in state.cards.values()):
        return []
    player = turn_players(state, clause)
    found = [ref for ref in closed_places.cards_in(state, player, "field") if state.cards[ref].zone == "monster_zone"
             and (clause.cards.empty or state.kind_of(ref, clause.cards))
             and ("face-up" not in clause.text.lower() or state.face_up_on_field(ref))]
    if len(found) != 1:
        return []
    state.assume(f"{state.infos[link.card].name}'s effect Tributed {state.infos[found[0]].name}: the only "
                 f"{'face-up ' if 'face-up' in clause.text.lower() else ''}monster player {player}, the turn player, "
                 f"controls")
    return found


def done_so_far(link, events: list) -> list:
    """The events a part of the resolving link did, kept on the link as they are made: a later part names or counts
    its cards by them ("with the same name as the destroyed card", "for each monster destroyed")."""
    link.done += events
    return events


def places_taken_from(clause) -> tuple[str, ...]:
    """The one place a clause takes its card from ("from your hand"), or either of two ("from your hand or Deck");
    none when it takes from several at once, or one card from each. A Fusion Summon takes its monster from the
    Extra Deck, wherever its materials come from."""
    if clause.event in EXTRA_DECK_SUMMONS and clause.from_zone == "extra_deck":
        return ("extra_deck",)
    if clause.from_two_places:
        return tuple(clause.from_two_places.split(" or ")) if " or " in clause.from_two_places else ()
    return () if clause.from_several_places or clause.from_zone in (None, "field") else (clause.from_zone,)


def pile_player(state, clause, link) -> str:
    """Whose pile a clause takes its cards from: the opponent's when it says so ("from your opponent's Graveyard"),
    else the resolving link's controller's."""
    return state.opponent(link.controller) if clause.whose == "opponent" or clause.from_opponents_pile \
        else link.controller


# ------------------------------------------------------------------ a card named by the card before

# what a part does that names no card of its own to name by (its amounts, a draw, an effect applied)
_NAMES_NO_CARD = ("effect_applied", "lp_paid", "lp_gained", "damage_inflicted", "drawn")


def _named_by_the_card_before(state, clause, link, previous: str | None) -> list[str]:
    """"Send 1 card from your Deck to the Graveyard with the same name as the selected card", "Special Summon 1 monster
    from your hand or Deck that is written in the card text of those cards": the one card the scenario names where the
    clause takes it from whose name is the card before's (or written in its text), when it names exactly one there and
    none of that name whose zone is left open; the Deck's other cards are not named, and the answer says so. With none
    or several named, or the card before unknown, the card stays unnamed (its player picks it)."""
    how = clause.picks_by_the_card_before
    places = places_taken_from(clause)
    if how is None or clause.count != 1 or clause.up_to or clause.every or not places:
        return []               # ("up to 2 monsters with the same name", "as many as possible": its player's choice)
    before = cards_before(state, link, previous)
    names = {name for ref in before for name in (state.infos[ref].names if how == "same-name"
                                                 else state.infos[ref].names_written)}
    player = pile_player(state, clause, link)
    named = lambda ref: ref != link.card and ref not in before and ref in state.infos \
        and (clause.cards.empty or state.kind_of(ref, clause.cards)) and not names.isdisjoint(state.infos[ref].names)
    found = [ref for place in places for ref in closed_places.cards_in(state, player, place) if named(ref)]
    unsaid = [ref for place in places for ref in closed_places.could_be_in(state, player, place) if named(ref)]
    if not names or len(found) != 1 or unsaid:
        return []
    state.cite(BY_THE_CARD_BEFORE[how])
    words = "with the same name as" if how == "same-name" else "written in the card text of"
    where = " or ".join(closed_places.PLACE_WORDS.get(place, place) for place in places)
    state.assume(f"{state.infos[link.card].name}'s effect acted on {state.infos[found[0]].name}: the only card {words} "
                 f"{', '.join(state.infos[ref].name for ref in before)} the scenario names in player {player}'s {where}"
                 + ("; the Deck's other cards are not named, and none of them is taken as that card"
                    if "deck" in places else ""))
    for place in places:
        closed_places.assume_closed(state, player, place, apart_from=link.card)
    return found


ALL_OF_THE_NAME_BEFORE = "res-all-of-the-name-of-the-card-before"


def all_of_the_name_before(state, clause, link, found: list[str]) -> list[str]:
    """"Destroy 1 face-up monster your opponent controls. Check your opponent's hand, and all cards in their hand with
    the same name as the destroyed card are sent to the Graveyard": of the cards "all" reaches, only those with a name
    of the card(s) the part before acted on; the others stay (rule res-all-of-the-name-of-the-card-before). With the
    card before unknown, none is known to be of its name: none."""
    before = cards_before(state, link, None)
    names = {name for ref in before for name in state.infos[ref].names}
    kept = [ref for ref in found if ref not in before and not names.isdisjoint(state.infos[ref].names)]
    state.cite(ALL_OF_THE_NAME_BEFORE)
    player = pile_player(state, clause, link)
    for place in places_taken_from(clause):
        closed_places.assume_closed(state, player, place, apart_from=link.card)
    state.assume(f"{state.infos[link.card].name}'s effect acted on the cards with the same name as "
                 f"{', '.join(state.infos[ref].name for ref in before) or 'no known card'}: "
                 f"{', '.join(state.infos[ref].name for ref in kept) or 'none'}")
    return kept


def cards_before(state, link, previous: str | None) -> list[str]:
    """The cards the parts before acted on ("those cards" they sent, "the destroyed card"); with none done, the card
    named before or the cards the step selected (its targets), else those its cost took ("the sent monster's text").
    A part before done to cards the scenario does not name leaves them unknown: none."""
    done = [event.card for event in link.done if event.event not in _NAMES_NO_CARD]
    if done:
        return [] if None in done else list(dict.fromkeys(ref for ref in done if ref in state.infos))
    if previous is not None or link.targets:
        return [previous] if previous is not None else list(link.targets)
    at = state.activated_at(link)
    chain = state.moments[at].chain if at is not None else None
    paid = list(dict.fromkeys(event.card for moment in state.moments if moment.context == "cost"
                              and (moment.chain, moment.link) == (chain, link.number)
                              for event in moment.events if event.card in state.infos and event.card != link.card))
    return paid or paid_with_the_only_cards_that_fit(state, link)    # (a cost the scenario does not spell out)


# ------------------------------------------------------------------ the monster its card battled

def _battled_monster(state, clause, link, previous: str | None) -> str | None:
    """"Destroy the monster that destroyed this card" (read as the battled monster), and "Destroy that monster" of an
    effect started by its own card's destruction by battle with nothing named before it: the monster that destroyed it
    is the other monster of that battle, the one the destruction names, else the one it battled last."""
    condition = link.effect.condition if link.effect is not None else None
    by_battle = condition is not None and condition.self_card and condition.cause == "battle" \
        and "destroyed" in condition.types
    if not (clause.subject == "battled" or (clause.subject == "it" and by_battle and previous is None
                                            and not link.targets and link.answered is None)):
        return None
    mine = link.card if clause.subject != "battled" or state.cards[link.card].equipped_to is None \
        else state.cards[link.card].equipped_to
    found = next((event.by for moment in reversed(state.moments) for event in moment.events
                  if event.card == mine and event.event == "destroyed" and event.cause == "battle"
                  and event.by in state.cards and event.by != mine), None)
    if found is None:
        found = next((other for record in reversed(state.battles)
                      if (other := record.battle.opponent_of(mine)) is not None), None)
    if found is not None:
        state.cite(DESTROYER)
    return found


def _attacker_negated(state, clause) -> str | None:
    """"Negate the attack": the attack negated is the one of the monster attacking now, and the event names it (a
    later "inflict damage equal to its ATK" is about that monster)."""
    if clause.event != "attack_negated" or state.battle is None or state.battle.attacker not in state.cards:
        return None
    state.cite(ATTACKER)
    return state.battle.attacker


# ------------------------------------------------------------------ as many as possible from a pile

def as_many_as_possible(state, clause, link, found: list[str]) -> list[str | None]:
    """"Special Summon as many of your banished monsters as possible" (each player's own for "Both players ..."):
    every card of that kind the scenario names in that pile, the named cards being all there are (rule
    state-unnamed-cards-absent, said in `assumed`), when a free Monster Zone awaits each; otherwise the engine
    does not pick among them: [None], the deed done to cards it does not name."""
    place = clause.from_zone
    players = ["A", "B"] if clause.player == "both" or clause.whose is None else \
        [state.opponent(link.controller) if clause.whose == "opponent" else link.controller]
    if not closed_places.is_closed(state, place) or any(closed_places.could_be_in(state, p, place) for p in players):
        return [None]
    kept = [ref for ref in found if ref in state.infos and (clause.cards.empty or state.kind_of(ref, clause.cards))
            and closed_places.holder(state.cards[ref], place) in players]
    if clause.event in SUMMON_EVENTS and any(
            sum(closed_places.holder(state.cards[ref], place) == p for ref in kept) > _free_monster_zones(state, p)
            for p in players):
        return [None]        # more than the free zones hold: which it Summons is its player's choice
    if kept:
        state.cite(AS_MANY)
        for player in players:
            closed_places.assume_closed(state, player, place)
    return kept


def _free_monster_zones(state, player: str) -> int:
    return MONSTER_ZONES - sum(card.zone == "monster_zone" and card.controller == player
                               for card in state.cards.values())


# ------------------------------------------------------------------ the cards the step selected

def _selected(state, clause, link, previous: str | None) -> list[str]:
    """"Pay 800 Life Points and select up to 2 of your removed from play Psychic-Type monsters. Add them to your
    hand": the clause names its cards by no place or target word of its own, and the step names the cards
    selected (its `targets`): it acts on each of them."""
    if not link.targets or previous is not None or clause.subject is not None or clause.every \
            or clause.event not in _MOVES_A_CARD or _earlier_clause_acts(clause, link):
        return []
    if clause.from_zone is not None or clause.count is not None or not clause.cards.empty:
        return _selected_of_its_kind(state, clause, link)
    state.cite(SELECTED)
    return list(link.targets)


def _selected_of_its_kind(state, clause, link) -> list[str]:
    """"Add 1 Tuner Monster from your Graveyard to your hand" of an effect that targets nothing, the step naming the card
    it picks as it resolves (its `targets`): that card, when the step names no more than the clause takes, each is of
    the kind it takes and none is known to be elsewhere than where it takes from (rule res-picked-card-named-by-the-step,
    said in `assumed`)."""
    effect = link.effect
    if effect is None or effect.target_clauses or any(other.subject in ("target", "second-target")
                                                      for other in effect.clauses):
        return []              # an effect that targets: its targets are its targets, not a pick of this clause
    places = places_taken_from(clause)
    if not places or places == ("field",) or len(link.targets) > (clause.count or 1) or (clause.count and not clause.up_to
                                                   and len(link.targets) != clause.count):
        return []
    gone = gone_picks(state, clause, link, places)      # (145) picked as it was activated: its targets
    for ref in link.targets:
        zone = state.cards[ref].zone if ref in state.cards and ref not in gone else None
        if ref not in state.infos or not (clause.cards.empty or state.kind_of(ref, clause.cards)) \
                or (zone is not None and not any(closed_places.is_in(state.cards[ref], place)
                                                            for place in places)):
            return []
    state.cite(PICKED_BY_THE_STEP)
    if gone:
        state.cite(PICKS_GONE)
    state.assume(f"{state.infos[link.card].name}'s effect took {', '.join(state.infos[ref].name for ref in link.targets)}"
                 f": the card{'s' if len(link.targets) > 1 else ''} the step names as picked, of the kind it takes"
                 + (f", picked as it was activated (its targets); {', '.join(state.infos[ref].name for ref in gone)} "
                    f"left that place since, and is not taken" if gone else ""))
    return list(link.targets)


def _earlier_clause_acts(clause, link) -> bool:
    """Does a clause before this one in its effect act on a card (its cards are then the ones named before)?"""
    return any(other.event is not None and other.event not in ("lp_paid", "drawn", "lp_gained", "damage_inflicted")
               for other in clauses_before(clause, link))


# ------------------------------------------------------------------ a discard of all the hand holds

def _whole_count_discarded(state, clause, link, previous: str | None) -> list[str]:
    """"discard 1 card" (or "send 1 random card in your opponent's hand to the Graveyard"; "banish" or "destroy" 1 random
    card of it) at resolution from a hand the scenario names exactly that many cards in (and no card the steps put there
    unnamed, nor one an earlier part of the effect draws): the cards discarded are those."""
    in_hand = [ref for ref in (previous, *link.targets) if ref in state.cards and state.cards[ref].zone == "hand"]
    from_a_hand = clause.event == "discarded" or (clause.event in ("sent_to_gy", "banished", "destroyed") and clause.from_zone == "hand")
    if not from_a_hand or clause.subject is not None or clause.every or in_hand \
            or clause.player not in (None, "opponent", "both") or clause.up_to or not clause.cards.empty:
        return []              # ("discard 1 Spirit monster": of a kind, picked among those of the hand; a target
                               # on the field, the attacker it negates, names no card of the hand)
    if any(other.event in _FILLS_A_HAND for other in clauses_before(clause, link)):
        return []              # "Draw 3 cards, then discard 2 cards": the cards drawn are in that hand too
    players = ["A", "B"] if clause.player == "both" else \
        [state.opponent(link.controller) if clause.player == "opponent" or clause.from_opponents_pile
         else link.controller]
    count = clause.count or 1
    found = []
    for player in players:
        hand = [ref for ref in closed_places.cards_in(state, player, "hand") if ref != link.card]
        if not closed_places.is_closed(state, "hand") or closed_places.could_be_in(state, player, "hand") \
                or unnamed_in_hand(state, player) > 0 or not 0 < len(hand) <= count:
            return []
        found += hand
    state.cite(WHOLE_COUNT)
    if any(len(closed_places.cards_in(state, p, "hand")) < count for p in players):
        state.cite(FEWER_THAN_ITS_COUNT)     # "discards 3 random cards" from a hand of 2: both (round 93)
    for player in players:
        closed_places.assume_closed(state, player, "hand", apart_from=link.card)
    return found


def _whole_count_of_a_pile(state, clause, link, previous: str | None) -> list[str]:
    """"Add 2 LIGHT monsters from your Graveyard to your Deck": a clause that takes a fixed number of cards of a kind from
    one pile, the pile the scenario names in full holding exactly that many of that kind (no card whose zone is left
    open): the cards it takes are those (rule res-the-whole-count-of-a-pile, said in `assumed`). With more of the
    kind there, or fewer, which it takes is its player's pick, and the card stays unnamed."""
    places = places_taken_from(clause)
    if previous is not None or link.targets or clause.subject is not None or clause.every or clause.up_to \
            or not clause.count or clause.event not in _MOVES_A_CARD or clause.cards.empty or len(places) != 1 \
            or places[0] in ("hand", "field", "extra_deck") or not closed_places.is_closed(state, places[0]) \
            or link.effect is None or link.effect.target_clauses:
        return []              # (the hand: rule res-discard-the-whole-count-of-a-hand; the Deck stays open; targets
                               # the step leaves unsaid are not picked for it)
    place = places[0]
    player = pile_player(state, clause, link)
    if closed_places.could_be_in(state, player, place):
        return []
    found = [ref for ref in closed_places.cards_in(state, player, place)
             if ref != link.card and ref in state.infos and state.kind_of(ref, clause.cards)]
    if len(found) != clause.count:
        return []
    state.cite(WHOLE_PILE)
    closed_places.assume_closed(state, player, place, apart_from=link.card)
    state.assume(f"{state.infos[link.card].name}'s effect took {', '.join(state.infos[ref].name for ref in found)}: "
                 f"the only {clause.count} cards of the kind it takes in player {player}'s "
                 f"{closed_places.PLACE_WORDS.get(place, place)}")
    return found


def clauses_before(clause, link) -> list:
    clauses = link.effect.clauses if link.effect is not None else []
    index = next((i for i, other in enumerate(clauses) if other is clause), 0)
    return clauses[:index]


# ------------------------------------------------------------------ the one card a pick could take

TRIBUTED_ONLY_MONSTER = "res-tribute-the-only-monster-they-control"
ONLY_ONE_ON_THE_FIELD = "res-the-only-card-it-could-take"


def the_one_card_picked(state, clause, link) -> str | None:
    """"Destroy 1 card your opponent controls", 'Destroy a face-up "Blaze Accelerator" card you control' picks its card
    as it resolves, without targeting: when the field the scenario names holds exactly one card it could pick, that
    card is the one (rule res-the-only-card-it-could-take, said in `assumed`)."""
    candidates = _could_pick(state, clause, link)
    if candidates is None:
        return None
    if clause.picks_by_stat is not None and len(candidates) > 1:     # "the 1 monster with the highest ATK"
        return picked_by_stat(state, clause, link, candidates)
    if len(candidates) != 1:
        return None
    picked = candidates[0]
    if clause.event == "tributed":
        state.cite(TRIBUTED_ONLY_MONSTER)     # "make your opponent Tribute 1 monster": their only one (round 85)
    state.cite(ONLY_ONE_ON_THE_FIELD)     # 'Destroy a face-up "Blaze Accelerator" card you control' (round 149)
    state.assume(f"{state.infos[link.card].name}'s effect picked {state.infos[picked].name}: it is the only card on "
                 f"the field it could pick")
    return picked


def _could_pick(state, clause, link) -> list[str] | None:
    """The cards on the field a pick as it resolves could take (None: a card whose zone or face is not told could be
    one of them)."""
    if not closed_places.is_closed(state, "field") or any(card.zone is None for card in state.cards.values()):
        return None
    whose = {"opponent": state.opponent(link.controller), "you": link.controller}.get(clause.picks_whose)
    candidates = [ref for ref in closed_places.cards_in(state, "A", "field") + closed_places.cards_in(state, "B", "field")
                  if (whose is None or state.controller(ref) == whose)
                  and not (clause.spares_own_card and ref == link.card)
                  and (clause.picks_kind.empty or state.kind_of(ref, clause.picks_kind))]
    if clause.picks_face is not None:
        faces = [state.face_up_on_field(ref) for ref in candidates]
        if None in faces:
            return None               # a card whose face is not told could be one it picks
        candidates = [ref for ref, up in zip(candidates, faces) if up == (clause.picks_face == "face-up")]
    return candidates


def picked_by_stat(state, clause, link, candidates: list[str]) -> str | None:
    """"Destroy the 1 face-up Attack Position monster with the highest ATK", "... that has the lowest ATK": among the
    cards it could pick, the one whose stat is highest (lowest) as it resolves, after what the chain did to them (rule
    res-picked-by-stat-as-it-resolves, said in `assumed`); a tie is its player's choice, and leaves it unnamed."""
    stat, end = clause.picks_by_stat.split()[:2]
    picked, values, best = _best_by_stat(state, candidates, stat, end)
    if picked is None or len(picked) != 1:
        return None
    state.cite(PICKED_BY_STAT)
    others = ", ".join(f"{state.infos[ref].name} {values[ref]}" for ref in candidates if ref != picked[0])
    state.assume(f"{state.infos[link.card].name}'s effect picked {state.infos[picked[0]].name}: it has the {end} "
                 f"{stat.upper()} ({best}) of the cards it could pick as it resolves ({others})")
    return picked[0]


def _best_by_stat(state, candidates: list[str], stat: str, end: str):
    """The cards whose stat is highest (lowest) as it resolves, their values and that value (None: a "?" not worked
    out, which cannot be told)."""
    values = {ref: current_stat(state, ref, stat) for ref in candidates}
    if None in values.values():
        return None, values, None
    best = (max if end == "highest" else min)(values.values())
    return [ref for ref, value in values.items() if value == best], values, best


ALL_TIED = "res-all-tied-by-stat-as-it-resolves"


def all_tied_by_stat(state, clause, link, previous: str | None) -> list[str]:
    """"Destroy the face-up monster(s) with the highest ATK on the field" (round 109): every card it could pick whose
    stat is the highest (lowest) as it resolves, all of them when several are tied (rule
    res-all-tied-by-stat-as-it-resolves, said in `assumed`)."""
    if clause.picks_by_stat is None or not clause.picks_by_stat.endswith(" tied") or previous is not None \
            or link.targets or clause.subject is not None:
        return []
    candidates = _could_pick(state, clause, link)
    if not candidates:
        return []
    stat, end = clause.picks_by_stat.split()[:2]
    picked, values, best = _best_by_stat(state, candidates, stat, end)
    if not picked:
        return []
    state.cite(ALL_TIED)
    others = ", ".join(f"{state.infos[ref].name} {values[ref]}" for ref in candidates if ref not in picked)
    state.assume(f"{state.infos[link.card].name}'s effect acted on {', '.join(state.infos[ref].name for ref in picked)}: "
                 f"the {end} {stat.upper()} ({best}) of the cards it could pick as it resolves"
                 + (f" ({others})" if others else "") + (", all of them, tied" if len(picked) > 1 else ""))
    closed_places.say_named_are_all(state, "A", "field")
    closed_places.say_named_are_all(state, "B", "field")
    return picked
