"""Which cards a resolving clause acts on, beyond its targets and this card:
"destroy those monsters" with nothing named before it is the card of the event the effect answers;
"Destroy 2 monsters" with as many cards given as its targets, and "those targets", act on each; a card destroyed and
banished by one doing goes straight to the banishment (rule cond-destroyed-and-banished); 'Special Summon 1
"Burning Skull Head" from your hand' is the one card of that name the scenario names there (rule res-named-card-the-one-named),
and 'Select 1 "Blackwing" monster in your Graveyard' the one card of that kind (rule res-selected-card-the-only-one-of-its-kind)."""

from __future__ import annotations

from dataclasses import replace

from edison_kg.timing.rules.conditions import condition_matches, event_kinds
from edison_kg.timing.rules.possible import protection
from edison_kg.timing import acted_on, closed_places, stat_target_gone
from edison_kg.timing.bounded_all import bounded_by_its_card
from edison_kg.timing.all_of_the_name import all_of_the_name_in
from edison_kg.timing.before_its_targets import BEFORE_ITS_TARGETS, taken_before_its_targets
from edison_kg.timing.each_players_target import each_players_target
from edison_kg.timing.events_card_gone import RULE as EVENTS_CARD_GONE, events_card
from edison_kg.timing.target_no_longer_fits import unfit_targets
from edison_kg.timing.this_turns_cards import of_this_turns_event
from edison_kg.timing.restrictions import unnamed_in_hand
from edison_kg.timing.scenario import Event
from edison_kg.timing.state import EVENT_DESTINATIONS, LEAVING_EVENTS
from edison_kg.vocab.schemes import CONJUNCTION_SEMANTICS, FIELD_ZONES
from edison_kg.timing.once_protection import note_once_per_turn

# what a clause does to a card already on the field: in an effect that targets, the clause
# that names no card does it to the target
ACTS_ON_THE_FIELD = ("destroyed", "banished", "returned_to_hand", "returned_to_deck", "position_changed",
                     "flipped_face_up", "flipped_face_down", "set", "control_changed")


def card_answered(state, ref: str, effect, before: int | None = None) -> str | None:
    """The one other card whose event, in the latest moment that has one (before moment ``before``, when given),
    meets the event types of the activation condition ("When your opponent Summons a monster ...": that monster);
    None when the effect answers its own card's event, no card's, or several cards' together."""
    condition = effect.condition if effect is not None else None
    if condition is None or not condition.types or condition.self_card:
        return None
    for moment in reversed(state.moments[:before]):
        cards = {e.card for e in moment.events if e.card not in (None, ref)
                 and not event_kinds(e).isdisjoint(condition.types)}
        if len(cards) > 1:
            cards = _the_ones_meeting_it(state, ref, condition, moment.index, cards)
        if cards:
            return cards.pop() if len(cards) == 1 else None
    return None


ONE_MEETING_IT = "res-answered-card-the-one-meeting-it"


def _the_ones_meeting_it(state, ref: str, condition, moment: int, cards: set) -> set:
    """Several cards' events of the kind at once (Creature Swap switches the control of two monsters): the ones whose
    event meets the whole activation condition ("shifts control of a monster from your side of the field to theirs":
    the monster that left its player's side); with one left, that is the card it answers (rule
    res-answered-card-the-one-meeting-it)."""
    controller = state.controller(ref)
    met = {h.event.card for h in state.happenings() if h.moment == moment and h.event.card in cards
           and _left_the_side(condition, h, controller)
           and (h.event.event == "control_changed" or condition_matches(condition, h, ref, controller, state))}
    if len(met) == 1:
        state.cite(ONE_MEETING_IT)
    return met


def _left_the_side(condition, happening, controller: str) -> bool:
    """A change of control "from your side of the field" is met by the monster that went to the other player (the
    event names the player who took it), not by the one that came to this side in the same switch."""
    if happening.event.event != "control_changed" or condition.player not in ("you", "opponent"):
        return True
    return (happening.event.player != controller) == (condition.player == "you")


NAMED_ONE = "res-named-card-the-one-named"
ONLY_ONE_OF_ITS_KIND = "res-selected-card-the-only-one-of-its-kind"
EXTRA_DECK_ONE = "res-extra-deck-monster-the-one-named"
EXTRA_DECK_SUMMONS = acted_on.EXTRA_DECK_SUMMONS


def the_one_named(state, clause, link) -> str | None:
    """'Special Summon 1 "Burning Skull Head" from your hand', 'Ritual Summon "Performance of Sword"': a clause that
    names its card by name and takes it from one place (or either of two) acts on the one card of that name the
    scenario names there, when it names exactly one and no card of that name could be there unsaid (rule
    res-named-card-the-one-named; said in `assumed`); 'Select 1 "Blackwing" monster in your Graveyard' with no card
    given acts so on the one card of that kind (rule res-selected-card-the-only-one-of-its-kind)."""
    names = clause.cards.card_names
    places = acted_on.places_taken_from(clause)
    any_pick = _the_only_card_it_could_take(state, clause, link, names, places)
    by_kind = not names and clause.count == 1 and (not clause.cards.empty or any_pick) \
        and (not link.targets or any_pick) and not clause.every and not clause.up_to
    # a Fusion Summon's monster is picked in the Extra Deck, whose cards a scenario names when they matter
    from_extra_deck = places == ("extra_deck",) and clause.event in EXTRA_DECK_SUMMONS
    # (184) a kind picked from the Deck: the scenario that names a card of that kind there names the one it takes
    from_the_deck = by_kind and "deck" in places and all(p == "deck" or closed_places.is_closed(state, p) for p in places) \
        and not clause.picks_by_the_card_before and not clause.matches_the_card_before   # (not by the card before's words)
    if not (names or by_kind) or not places or (by_kind and not from_extra_deck and not from_the_deck
                                                 and not all(closed_places.is_closed(state, p) for p in places)):
        return None               # (a kind picked from an open place the scenario does not speak of)
    player = acted_on.pile_player(state, clause, link)
    named = lambda ref: ref != link.card and ref in state.infos and (
        state.kind_of(ref, clause.cards) if by_kind else not names.isdisjoint(state.infos[ref].names))
    found = [ref for place in places for ref in closed_places.cards_in(state, player, place) if named(ref)]
    unsaid = [ref for place in places for ref in closed_places.could_be_in(state, player, place) if named(ref)]
    if len(found) != 1 or unsaid:
        return None
    if by_kind and not any_pick and "hand" in places and unnamed_in_hand(state, player) > 0:
        return None               # cards the steps drew unnamed could be of the kind too (round 141: "Draw 2 cards, then banish 1 ...")
    if from_the_deck and state.cards[found[0]].zone == "deck":
        state.cite(DECK_ONE)
        state.assume(f"{state.infos[link.card].name}'s effect took {state.infos[found[0]].name} from the Deck: the "
                     f"only card of the kind it takes that the scenario names there (the Deck may hold others)")
        return found[0]
    rule = EXTRA_DECK_ONE if from_extra_deck else ONLY_CARD_IT_COULD_TAKE if any_pick \
        else ONLY_ONE_OF_ITS_KIND if by_kind else NAMED_ONE
    state.cite(rule)
    if any_pick and link.targets and not link.effect.target_clauses:
        state.cite(BESIDE_ITS_PICKS)      # the step's cards are what its earlier clause picked, not targets
    if any_pick and link.targets and taken_before_its_targets(state, clause, link, places):
        state.cite(BEFORE_ITS_TARGETS)    # its targets still on the field, the card it takes is elsewhere
    state.assume(f"{state.infos[link.card].name}'s effect acted on {state.infos[found[0]].name}: the only card of "
                 f"{'the kind it picks' if by_kind else 'that name'} the scenario names where the effect takes it from")
    if any_pick:
        for place in places:
            closed_places.assume_closed(state, player, place, apart_from=link.card)
    return found[0]


ONLY_CARD_IT_COULD_TAKE = "res-the-only-card-it-could-take"
DECK_ONE = "res-deck-card-the-one-named"     # round 184


def _picked_otherwise(clause) -> bool:
    """A pick this reading leaves to its player: by what it is matched with ("with the same Level as ..."), done only
    if they wish ("you can Set 1 Spell/Trap from your hand"), or only on a condition, a coin or one option of several."""
    return clause.matches_the_card_before or clause.picks_by_the_card_before is not None or clause.may_skip \
        or clause.their_option or clause.only_if or clause.branch or clause.chance or clause.alternative \
        or clause.option_condition is not None


def _the_only_card_it_could_take(state, clause, link, names, places) -> bool:
    """"Return that target to the hand, then Special Summon 1 Level 4 monster from your hand": a clause that takes 1 card
    (of a kind from a hand; any card, or one of a kind, from a Graveyard or the banished cards) from a place the scenario
    names in full, picked as it resolves and never one of the effect's targets (which it took on the field), takes the
    only card there it could take (rule res-the-only-card-it-could-take). Not any card of a hand ("Banish 1 random card
    from your opponent's hand": rule res-discard-the-whole-count-of-a-hand), and not from a hand the steps filled with a
    card they do not name ("Draw 1 card, then ...")."""
    effect = link.effect
    if names or clause.count != 1 or clause.every or clause.up_to or clause.subject is not None \
            or clause.acts_on_the_targets or clause.event in (None, "discarded") or not places \
            or not all(closed_places.is_closed(state, place) for place in places) or effect is None \
            or clause.to_zone in places or _picked_otherwise(clause):
        return False             # ("send 1 card from the top of their Deck to the Graveyard": not from the Graveyard)
    if not link.targets and not clause.cards.empty:
        return False             # a kind picked with no target: rule res-selected-card-the-only-one-of-its-kind
    if "hand" in places and clause.cards.empty:
        return False             # any card of a hand, as many as it holds: rule res-discard-the-whole-count-of-a-hand
    if link.targets and (clause.conjunction != "then" or any(target.from_zone not in (None, "field")
                                                             for target in effect.target_clauses)) \
            and not _beside_its_picks(state, clause, link, places) \
            and not taken_before_its_targets(state, clause, link, places):
        return False             # a target taken from a pile could be the card this clause takes; only after "then" is
                                 # what was done to the targets done ("destroy that target, and ..." at once)
    player = acted_on.pile_player(state, clause, link)
    return "hand" not in places or unnamed_in_hand(state, player) <= 0


BESIDE_ITS_PICKS = "res-the-only-card-it-could-take-beside-the-picks"


def _beside_its_picks(state, clause, link, places) -> bool:
    """"Send 1 Special Summoned monster on either side of the field to the Graveyard and Special Summon 1 Level 4 or
    lower Normal Monster from your hand" (round 109): an effect whose text has no target clause, whose step names the cards its
    earlier clause picks on the field, takes its card from another place at the same moment ("and"): those picks are
    still on the field and cannot be the card it takes there (rule res-the-only-card-it-could-take-beside-the-picks)."""
    effect = link.effect
    return not effect.target_clauses and clause.conjunction == "and" and "field" not in places \
        and not any(other.subject in ("target", "second-target") for other in effect.clauses) \
        and all(ref in state.cards and state.cards[ref].zone in FIELD_ZONES for ref in link.targets)


def picks_apart(state, clause, link) -> bool:
    """"Target 1 Normal Monster you control; Tribute that Normal Monster, and if you do, destroy 1 monster your opponent
    controls": a clause that picks on the field a card its targets could not be (another side, another kind) picks its own
    card as it resolves, without targeting."""
    whose = {"opponent": state.opponent(link.controller), "you": link.controller}.get(clause.picks_whose)
    return not any((whose is None or state.controller(ref) == whose)
                   and (clause.picks_kind.empty or state.kind_of(ref, clause.picks_kind)) for ref in link.targets)


def several_targets(clause, link, previous: str | None, state=None) -> list[str]:
    """"Destroy 2 monsters on the field" with as many cards given as its targets: it acts on each of them;
    "destroy those targets" / "add those targets to your hand" acts on every target its activation named,
    whatever the doing (rule res-those-targets-each); "each player Special Summons the target" acts on each
    player's own target (round 119, timing/each_players_target.py)."""
    if (each := each_players_target(state, clause, link, previous)):
        return each
    if _switched_with_this_card(clause, link, previous):
        return [link.targets[0], link.card]
    if clause.acts_on_the_targets and link.targets and previous is None and clause.subject in (None, "target", "it"):
        return list(link.targets)
    if not clause.count or clause.count < 2 or len(link.targets) < 2 or previous is not None \
            or clause.subject not in (None, "target", "it") or clause.event not in ACTS_ON_THE_FIELD:
        return []
    return link.targets[:clause.count]


UP_TO_EACH_NAMED = "res-up-to-targets-each-named"


def up_to_targets(state, clause, link, previous: str | None) -> list[str]:
    """"Return up to 3 "Volcanic" Monster Cards from your Graveyard to your Deck" (an older wording whose cards are
    targets, read as at least 1): the activation chose how many, so the deed is done to each target the step
    names, those gone since being left out by rule res-target-gone-not-done (rule res-up-to-targets-each-named)."""
    if not clause.up_to or clause.subject != "target" or len(link.targets) < 2 or previous is not None \
            or clause.acts_on_the_targets or clause.every or clause.event not in ACTS_ON_THE_FIELD:
        return []
    state.cite(UP_TO_EACH_NAMED)
    return list(link.targets)


def switches(clause) -> bool:
    """"switch control of A and B": two cards, each to the other player (rule state-control-given-or-switched)."""
    return clause.event == "control_changed" and clause.player == "both" and clause.count == 2


EACH_PLAYERS_ONLY_MONSTER = "res-each-player-picks-their-only-monster"


def each_players_only_monster(state, clause, link, previous: str | None) -> list[str]:
    """"Each player chooses 1 monster they control and switches control of those monsters" with no card given: when
    the field the scenario names gives each player exactly one monster, each pick is forced and both monsters change
    control (rule res-each-player-picks-their-only-monster, said in `assumed`); so does "Each player gives their
    opponent control of 1 of their monsters", which names no card after it (round 89)."""
    if not switches(clause) or clause.subject not in ("it", None) or link.targets or previous is not None \
            or link.effect is None or link.effect.targets or not closed_places.is_closed(state, "field"):
        return []          # (a targeting "Select a monster you control and a monster with an A-Counter": its targets)
    picks = []
    for player in ("A", "B"):
        theirs = [ref for ref in closed_places.cards_in(state, player, "field") if state.cards[ref].zone == "monster_zone"]
        if len(theirs) != 1 or closed_places.could_be_in(state, player, "field"):
            return []
        picks += theirs
    state.cite(EACH_PLAYERS_ONLY_MONSTER)
    state.assume(f"{state.infos[link.card].name}'s effect switched control of {state.infos[picks[0]].name} and "
                 f"{state.infos[picks[1]].name}: each is the only monster its player controls")
    return picks


def _switched_with_this_card(clause, link, previous: str | None) -> bool:
    """"switch control of it with this card": its target and its own card change control together."""
    return switches(clause) and clause.subject == "self" and len(link.targets) == 1 and previous is None


# where a card destroyed may be sent on by the same doing
_MOVED_ON = ("banished", "returned_to_deck", "returned_to_hand")


def destroyed_where_it_goes(events: list[Event]) -> list[Event]:
    """"Destroy that monster, and if you do, banish it": the card destroyed goes straight where the same
    doing sends it, never to the Graveyard (rule cond-destroyed-and-banished)."""
    found = _them_destroyed(list(events))
    for i, event in enumerate(found):
        if event.event != "destroyed" or event.card is None:
            continue
        then = next((e for e in found[i + 1:] if e.card == event.card and e.event in _MOVED_ON), None)
        if then is not None and then.to_zone is not None:
            found[i] = replace(event, to_zone=then.to_zone)
    return found


def _them_destroyed(events: list[Event]) -> list[Event]:
    """"Destroy as many cards as possible, and if you do, banish them": the card-less move after the cards
    destroyed is done to each of them."""
    destroyed = [e for e in events if e.event == "destroyed" and e.card is not None]
    found = []
    for event in events:
        if event.card is None and event.event in _MOVED_ON and event.to_zone is not None and destroyed \
                and all(events.index(d) < events.index(event) for d in destroyed):
            found += [replace(event, card=d.card, player=d.player) for d in destroyed]
        else:
            found.append(event)
    return found


def targets_gone(state, link) -> set[str]:
    """Rule res-target-gone-not-done: the link's targets that left the place they were targeted in
    after its activation (banished from the Graveyard, sent from the field): they are no longer its targets; so is the card
    of the event it answers, acted on without a target (rule res-events-card-gone-not-done), and a target no longer of
    the face or position it was targeted as (rule res-target-no-longer-fits)."""
    at = state.activated_at(link)
    if at is None:
        return set()
    answered = events_card(link)
    watched = set(link.targets) | ({answered} if answered is not None else set())
    gone = {event.card for moment in state.moments[at + 1:] for event in moment.events
            if event.card in watched
            and (to := event.to_zone or EVENT_DESTINATIONS.get(event.event)) is not None and to != event.from_zone}
    if answered in gone:
        state.cite(EVENTS_CARD_GONE)
    return gone | unfit_targets(state, link, at)     # still there, but no longer what it was targeted as


def done_on_targets(clause, events: list[Event], gone: set[str], undone: list[bool]) -> list[Event]:
    """A clause's events without those on a target that is gone (rule res-target-gone-not-done: "banish them" still
    banishes the targets that are there); a part that needs the one before ("then", "and if you do") is not done when
    that one was not; one joined by "also" still is."""
    if undone[0] and clause.conjunction and CONJUNCTION_SEMANTICS.get(clause.conjunction, (False,))[0]:
        return []
    kept = [event for event in events if event.card not in gone]
    if len(kept) < len(events) and switches(clause):
        kept = []       # a switch with one of its cards gone switches neither (rule state-control-given-or-switched)
    if gone and (clause.needs_every_target or clause.also_acts_on == "target"):
        kept = []       # "banish both targets": with one gone, neither (rule res-both-targets-or-none; round 149: named-and-all)
    undone[0] = bool(events) and not kept
    return kept


WHOLE_HAND = "res-whole-hand-each-card"


LEFT_OUT = "res-gone-targets-left-out"
DESTROYED_TO_DO = "res-destroyed-to-do-both-at-once"
BOTH_OR_NONE = "res-both-targets-or-none"


def targets_still_there(state, clause, events: list[Event], gone: set[str], undone: list[bool]) -> list[Event]:
    """``done_on_targets``, naming the rule that decided: a deed on several targets done on those still there (rule
    res-gone-targets-left-out), or on none of them when its words need both (rule res-both-targets-or-none)."""
    kept = done_on_targets(clause, events, gone, undone)
    if stat_target_gone.not_done(state, clause, kept, gone):
        kept, undone[0] = [], True    # (145) "this card gains ATK equal to that monster's Level x 200", that one gone
    if clause.destroys_to_do:
        state.cite(DESTROYED_TO_DO)     # the destruction and the deed it is done for: one moment, the deed needs it
    if gone and clause.also_acts_on == "target" and events:
        state.cite(NAMED_AND_ALL_TARGET_GONE)     # "destroy the Equip Spell Card and all ...", that Equip Spell gone
    elif gone and clause.needs_every_target and events:
        state.cite(BOTH_OR_NONE)
    elif kept and len(kept) < len(events):
        state.cite(LEFT_OUT)
    else:
        return kept
    state.cite("res-target-gone-not-done")
    return kept


NAMED_AND_ALL = "res-named-card-and-all-at-once"
NAMED_AND_ALL_TARGET_GONE = "res-named-target-gone-none-of-all"


def named_and_every_card(state, clause, link, previous: str | None) -> list[str | None]:
    """``every_card``; and first, for "destroy the Equip Spell Card and all face-down Spell and Trap Cards your opponent
    controls" / "destroy it and all face-up Spell/Trap Cards ...", the card it names before them (the card stored as
    `also_acts_on`: its targets, or the card the part before acted on): all of them at once, in one deed (rule
    res-named-card-and-all-at-once). Its target gone, none of them is (rule res-named-target-gone-none-of-all, in
    done_on_targets)."""
    cards = every_card(state, clause, link)
    if clause.also_acts_on is None:
        return cards
    named = [ref for ref in ([previous] if clause.also_acts_on == "it" and previous is not None else link.targets)
             if ref in state.cards]
    if named:
        state.cite(NAMED_AND_ALL)
    return [ref for ref in named if ref not in cards] + cards


# the field read as it is laid out: the Monster Zones, then the Spell & Trap Zones, then the Field Zone
_FIELD_ORDER = {"monster_zone": 0, "spell_trap_zone": 1, "field_zone": 2}


def every_card(state, clause, link) -> list[str | None]:
    """The scenario's cards that "all monsters ..." / "all Spell and Trap Cards ..." acts on; "all cards in your
    hand", "discard as many cards as possible from their hands": each card the scenario names in that hand, the named
    cards being all there are (rule res-whole-hand-each-card, said in `assumed`); "as many of your banished monsters
    as possible": each of that pile (timing/acted_on.py, rule res-as-many-as-possible-each-card)."""
    if clause.all_of_the_name_in:   # "all cards with that name in its controller's hand and Main Deck" (round 135)
        return all_of_the_name_in(state, clause, link)
    zones = {"monster": ("monster_zone",), "spell-trap": ("spell_trap_zone", "field_zone")}.get(
        clause.every, ("monster_zone", "spell_trap_zone", "field_zone"))
    if clause.from_zone not in (None, "field"):
        zones = (clause.from_zone,)      # "all cards in your hand": from where the clause says
    whose = {"opponent": state.opponent(link.controller), "you": link.controller}.get(clause.whose)
    if clause.from_zone in ("graveyard", "banished"):       # "as many of your banished monsters as possible"
        return acted_on.as_many_as_possible(state, clause, link, of_this_turns_event(
            state, clause, [ref for ref, card in state.cards.items() if card.zone in zones and ref != link.card]))
    own = _own_card_among(state, clause, link)
    found = [ref for ref, card in state.cards.items()
             if (card.zone in zones or _trap_monster_among(state, ref, clause)) and (ref != link.card or own)
             and (whose is None or card.controller == whose)
             and (clause.face_down_or_kind or _in_position(card, clause.position))
             and (ref != link.card or state.kind_of(ref, clause.cards))]
    found.sort(key=lambda ref: _FIELD_ORDER.get(state.cards[ref].zone, 0))    # (185) the field read as laid out
    if clause.face_down_or_kind:
        return _face_down_or_of_its_kind(state, found, clause)
    found = of_this_turns_event(state, clause, found)     # (89) "the turn that they are Normal Summoned"
    if not clause.cards.empty:
        # "all Equip Cards", "all face-up Machine-Type monsters", "all Warrior monsters": only the cards of that kind as
        # the duel leaves them, a Union monster equipped as an Equip Card among them and a Set monster not, as it shows
        # no Type (rule res-all-cards-of-a-kind)
        kept = [ref for ref in found if state.kind_of(ref, clause.cards)]
        if len(kept) < len(found):
            state.cite(ALL_OF_A_KIND)
        if any(state.infos[ref].name in clause.cards.excluded_names for ref in found):
            state.cite(EXCEPT_A_NAMED_CARD)     # ', except "Elemental HERO Burstinatrix"': that card stays
        found = kept
    if clause.compared_to_card:       # (183) "with DEF less than or equal to this card's ATK"
        found = bounded_by_its_card(state, clause, link, found)
    if clause.also_in_graveyard:
        found = _also_in_the_graveyard(state, clause, link, whose, found)
    if own and link.card in found:
        state.cite(OWN_CARD_AMONG_ALL)
    if clause.picks_by_the_card_before == "same-name":    # "all cards in their hand with the same name as the destroyed card"
        return acted_on.all_of_the_name_before(state, clause, link, found)
    if found and zones == ("hand",):
        state.cite(WHOLE_HAND)
        state.assume(f"{state.infos[link.card].name}'s effect acted on every card the scenario names in the hand it "
                     f"empties: {', '.join(state.infos[ref].name for ref in found)}")
    return found


FACE_DOWN_OR_KIND = "res-all-face-down-and-of-a-kind"


def _face_down_or_of_its_kind(state, found: list[str], clause) -> list[str | None]:
    """"destroy all face-down and non-WIND monsters": every face-down monster and every face-up one of that kind, at once
    (rule res-all-face-down-and-of-a-kind); a monster whose face the scenario leaves open could be either: unnamed."""
    if any(state.cards[ref].face_up is None and not state.kind_of(ref, clause.cards) for ref in found):
        return [None]
    state.cite(FACE_DOWN_OR_KIND)
    return [ref for ref in found if state.cards[ref].face_up is False or state.kind_of(ref, clause.cards)]


OWN_CARD_AMONG_ALL = "res-all-cards-includes-its-own"
ALL_OF_A_KIND = "res-all-cards-of-a-kind"
EXCEPT_A_NAMED_CARD = "kind-except-a-named-card"
FIELD_AND_GRAVEYARD = "res-all-on-the-field-and-in-the-graveyard"


def _also_in_the_graveyard(state, clause, link, whose: str | None, on_field: list[str]) -> list[str]:
    """"banish all Machines your opponent controls and in their GY": every card of that kind face-up on that side of the
    field (a Set monster shows no Type: the System Down ruling) and every one in that player's Graveyard, at once, the
    named cards being all there are (rule res-all-on-the-field-and-in-the-graveyard, said in `assumed`)."""
    players = [whose] if whose is not None else ["A", "B"]
    kept = [ref for ref in on_field if state.kind_of(ref, clause.cards)]
    in_graveyard = [ref for player in players for ref in closed_places.cards_in(state, player, "graveyard")
                    if ref != link.card and state.kind_of(ref, clause.cards)]
    if not closed_places.is_closed(state, "graveyard") or not closed_places.is_closed(state, "field") \
            or any(closed_places.could_be_in(state, player, place) for player in players
                   for place in ("graveyard", "field")):
        return kept + in_graveyard + [None]      # a card whose place is open could be one more: unnamed
    state.cite(FIELD_AND_GRAVEYARD)
    for player in players:
        for place in ("field", "graveyard"):
            closed_places.assume_closed(state, player, place, apart_from=link.card)
    return kept + in_graveyard


def _own_card_among(state, clause, link) -> bool:
    """"Send all cards on the field ... to the Graveyard" (Sky Scourge Norleras), "destroy all cards on the field" (Black
    Rose Dragon): the effect's own card on the field is one of them, unless the text leaves it out ("all other cards",
    "except this card") or it is the Spell/Trap Card whose activation is resolving, which goes by itself once it has
    resolved (rule res-all-cards-includes-its-own), or an earlier part of the same effect took it off the field
    ("Shuffle this card into the Extra Deck, and if you do, Set all face-up monsters")."""
    card = state.cards[link.card]
    activation = (link.effect is None or link.effect.kind == "card-activation") and link.info.card_type in ("spell", "trap")
    gone = link.effect is not None and any(c.subject == "self" and c.event in LEAVING_EVENTS and c.index < clause.index
                                           for c in link.effect.clauses)
    return card.zone in FIELD_ZONES and not activation and not gone and not clause.spares_own_card \
        and not clause.other_cards


def _trap_monster_among(state: State, ref: str, clause) -> bool:
    """A Trap Monster in its Monster Zone is still a Trap Card: "all Spell and Trap Cards" reaches it
    (rule state-trap-monster-in-a-monster-zone)."""
    return clause.every == "spell-trap" and clause.from_zone in (None, "field") \
        and state.cards[ref].zone == "monster_zone" and state.infos[ref].card_type == "trap"


def _in_position(card, position: str | None) -> bool:
    """"all Attack Position monsters", "all face-up monsters": is the card so (unknown: yes)?"""
    if position in ("attack", "defense"):
        return card.position in (None, position) and (position == "defense" or card.face_up is not False)
    if position in ("face-up", "face-down"):
        return card.face_up is None or card.face_up == (position == "face-up")
    return True


APPLIED_BESIDE_NAMED = "mtt-applied-beside-named-events"


def named_only(state, events: list) -> list:
    """"Destroy that target, also skip your next Draw Phase": beside the events it names, a part that changes
    nothing one can name adds no event of its own (rule mtt-applied-beside-named-events)."""
    if not any(e.event == "effect_applied" for e in events) or all(e.event == "effect_applied" for e in events):
        return events
    state.cite(APPLIED_BESIDE_NAMED)
    return [e for e in events if e.event != "effect_applied"]


PROTECTED_STAYS = "ce-protected-card-stays"
SET_CARDS_STAY = "ce-set-cards-cannot-be-destroyed"
HAND_EMPTY_PROTECTION = "ce-protection-while-the-hand-is-empty"
TREATED_AS_EFFECT_PROTECTION = "ce-protection-of-gemini-treated-as-effect"


def unprotected(state, link, clause, cards: list[str | None]) -> list[str | None]:
    """"Destroy all monsters on the field": a card protected from what the clause does ("cannot be destroyed by card
    effects", its own or of its kind) stays where it is, with no event (rule ce-protected-card-stays)."""
    guards = {card: protection(state, link.card, card, clause) for card in cards if card is not None}
    kept = [card for card in cards if card is None or guards[card] is None]
    if len(kept) < len(cards):
        state.cite(PROTECTED_STAYS)
    for card, guard in guards.items():
        note_once_per_turn(state, card, guard)     # "Once per turn, ... it is not destroyed"
    if any(guard is not None and guard.cards.position == "set" for guard in guards.values()):
        state.cite(SET_CARDS_STAY)          # Timidity's "Set Spell and Trap Cards": the face-down ones stay
    if any(guard is not None and guard.kind == "cards-cannot-be-destroyed" and not guard.except_kind.empty
           for guard in guards.values()):
        state.cite(TREATED_AS_EFFECT_PROTECTION)     # "... that are being treated as Effect Monsters"
    if any(guard is not None and guard.holds_while == "hand-empty" for guard in guards.values()):
        # "While you have no cards in your hand, this face-up card cannot be destroyed": its hand is empty
        state.cite(HAND_EMPTY_PROTECTION)
    return kept
