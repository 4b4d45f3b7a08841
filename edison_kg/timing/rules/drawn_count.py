"""How many cards a resolving draw carries: "you draw 2 cards" (rule res-draw-carries-its-count); "draw 1 card for
every 4 Fog Counters that were on it", "draw 1 card for each Spell Counter that was on this card": that many for the
counters the card had as it left the field (rule res-draws-per-counters); "draw cards equal to the number of cards you
shuffled from your hand into the Deck by this effect": as many as the earlier parts took (rule
res-draw-counts-what-it-did)."""

from __future__ import annotations

from edison_kg.cardtext.stored_values import counter_kind, counters_of, draws_per_counters_of
from edison_kg.timing.closed_places import is_closed, say_named_are_all
from edison_kg.timing.rules.board import counters_on
from edison_kg.timing.rules.counter_holders import placed_on_itself
from edison_kg.timing.stat_counts import counted_cards

CARRIES_ITS_COUNT = "res-draw-carries-its-count"
PER_COUNTERS = "res-draws-per-counters"
COUNTS_WHAT_IT_DID = "res-draw-counts-what-it-did"
PER_DIFFERENT_NAME = "res-draw-per-different-name"


def drawn_count(state, kind: str, card: str | None, clause, link=None, about: str | None = None) -> int | None:
    """The number of cards of a draw event: the count its words give when 2 or more, or the one its counters give."""
    if kind != "drawn" or card is not None:
        return None
    per = draws_per_counters_of(getattr(clause, "draws_per_counters", None))
    if per is not None and link is not None:
        return _for_the_counters(state, per, link, about)
    if clause.counts_done_before is not None and state.resolving is not None:
        return _as_many_as_it_took(state, clause)
    if clause.scales_with is not None and link is not None and " and " not in clause.scales_with:
        return _for_each_counted(state, clause, link)
    if clause.count is None or clause.count < 2:
        return None
    state.cite(CARRIES_ITS_COUNT)
    return clause.count


def _for_each_counted(state, clause, link) -> int | None:
    """"Draw 1 card for each different "Neo-Spacian" name on the monsters you control": the cards the count finds
    as the draw resolves, each name once when it counts names (rule res-draw-per-different-name), the named cards
    there being all there are (said in `assumed`); None where that place is left open or one card is drawn."""
    place = clause.scales_with.split()[1]
    if not is_closed(state, place):
        return None
    counted, what = counted_cards(state, link.card, clause.scales_with, clause.scales_kind)
    different = "different-names" in clause.scales_with.split()[2:]
    number = len({state.infos[ref].name for ref in counted}) if different else len(counted)
    drawn = (clause.count or 1) * number
    if drawn < 2:
        return None
    whose, controller = clause.scales_with.split()[0], state.controller(link.card)
    for player in {"you": [controller], "opponent": [state.opponent(controller)]}.get(whose, ["A", "B"]):
        say_named_are_all(state, player, place)
    state.cite(PER_DIFFERENT_NAME)
    state.assume(f"{state.infos[link.card].name}'s draw counted {number} {'different names among the ' if different else ''}"
                 f"{what}: {drawn} card(s)")
    return drawn


def _as_many_as_it_took(state, clause) -> int | None:
    """As many as the earlier parts of this resolution took from that hand (or place), None when one of them took
    cards the scenario does not name; a draw of 1 card carries no count, of none 0 says so."""
    event, *where = clause.counts_done_before.split()
    link = state.resolving
    done = [e.card for e in link.done if e.event == event and (not where or e.from_zone in where)]
    every_before = any(other.every for other in link.effect.clauses if other.index < clause.index)
    if None in done or (every_before and not is_closed(state, "field")):
        return None       # ("destroy all face-up monsters with 0 ATK ...": a place left open could hold more)
    for player in ("A", "B") if every_before else ():
        say_named_are_all(state, player, "field")
    state.cite(COUNTS_WHAT_IT_DID)
    counted = len(dict.fromkeys(done))
    return None if counted == 1 else counted


def _for_the_counters(state, per: tuple[int, int, str, str], link, about: str | None) -> int | None:
    """The cards drawn for the counters that were on the card: its own (this card), or for "it" the card the
    effect acted on (an earlier part of the resolution, else its target). Its counters are those it had as it left
    the field or was turned face-down, by its cost or by this resolution, for they are counted as they "were on it"
    (rule res-draws-per-counters): none when it had too few (round 185). None when the card is not known."""
    cards, every, whose, kind = per
    ref = link.card if whose == "self" else about or (link.targets[0] if link.targets else None)
    if ref is None or ref not in state.cards:
        return None
    had = counters_it_had(state, ref, kind)
    drawn = cards * (had // every)
    state.cite(PER_COUNTERS)
    state.assume(f"{state.infos[link.card].name}'s draw counted the {kind.title()} Counters {state.infos[ref].name} "
                 f"had ({had}): {cards} card(s) for every {every}, {drawn} in all")
    return drawn


def counters_it_had(state, ref: str, kind: str) -> int:
    """Counters of ``kind`` on card ``ref`` before it last left the field or was turned face-down: those the scenario
    gives it and those resolutions placed on it before then (on the field still: those it has now)."""
    gone = state.faces.last_turned_away(ref)
    if gone is None:
        return counters_on(state, ref, kind)
    # (185) turned face-down before it left (Book of Moon chained to Diamond-Dust Cyclone): it lost them then
    before = state.faces.turned_away_before(ref, gone)
    count = 0 if before is not None else \
        sum(n for name, n in state.scenario.cards[ref].counters.items() if counter_kind(name) in (kind, ""))
    if before is not None and state.scenario.cards[ref].counters:
        state.cite("state-counters-go-with-the-face")
    for index, link in state.resolved.items():
        if index >= gone or (before is not None and index <= before) or link.effect is None or link.effect_negated:
            continue
        for clause in link.effect.clauses:
            placed = placed_on_itself(link.effect, clause) if link.card == ref else \
                counters_of(clause.places_on_target if ref in link.targets else None)
            if placed and placed[0] in (kind, ""):
                count += placed[1]
    return count


def no_draw_of_none(events: list) -> list:
    """A draw counted as none (no counters left to count: round 185) is no event: that part found nothing to do."""
    return [event for event in events if not (event.event == "drawn" and event.count == 0)]
