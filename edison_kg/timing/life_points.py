"""Each player's Life Points through the steps: the scenario's `life_points` at the start (8000, the
duel's start, for a player it names none for), less what was paid (lp_paid) and the damage inflicted
(damage_inflicted), plus what was gained (lp_gained), each with its `amount`. An effect that pays,
inflicts or gains a number its text gives ("pay 1000 Life Points", "inflict 500 damage", "gain 1000
Life Points") does so by that number when the scenario does not say what it did."""

from __future__ import annotations

from edison_kg.timing.amount_sources import cost_paid_card, events_level_times, say_cost_card
from edison_kg.timing.cost_counted import counted_from_its_cost, counts_its_cost
from edison_kg.timing.counters_removed import counters_it_removed, counts_counters_removed
from edison_kg.timing.closed_places import is_closed, say_named_are_all
from edison_kg.timing.flipped_counted import as_flipped, cite_if_counted
from edison_kg.timing.equipped_amount import EQUIPPED_AMOUNTS, equipped_atk
from edison_kg.timing.lp_difference import LP_DIFFERENCE, lp_difference
from edison_kg.timing.resolution_named import counters_its_cost_removed
from edison_kg.timing.rules import SUMMON_EVENTS
from edison_kg.timing.stat_counts import counted_cards
from edison_kg.timing.stats import current_stat
from edison_kg.timing.events_monster_stat import off_the_field, stat_taken
from edison_kg.timing.this_cards_stat import is_this_cards_stat, this_cards_stat
from edison_kg.timing.unnamed_in_hand import counted_unnamed

START = 8000                        # each player's Life Points at the start of a Duel
LP_EVENTS = {"lp_paid": -1, "damage_inflicted": -1, "lp_gained": 1}
NAMES_NO_CARD = "res-lp-event-names-no-card"


DRAW_NAMES_NO_CARD = "res-draw-names-no-card"


def names_no_card(state, kind: str | None = None) -> None:
    """"Inflict damage to your opponent equal to its original Level x 100": the card the amount is about is no card the
    damage is done to; the event of Life Points lost, paid or gained names a player and no card (rule
    res-lp-event-names-no-card). "When this card is flipped face-up by an opponent's monster's attack, draw 1 card",
    "the owner of this card draws 1 card", "If it is changed to Defense Position this turn, draw 1 card": the card the
    words name is not drawn; a draw takes unseen cards from the top of the Deck, so its event names a player and no
    card (rule res-draw-names-no-card). Returns the event's card: none."""
    state.cite(DRAW_NAMES_NO_CARD if kind == "drawn" else NAMES_NO_CARD)
    return None


def waived_by(state, ref: str, effect, player: str) -> str | None:
    """The card that spares the player the Life Points of this card's activation ("You do not pay Life Points
    to activate Spell Cards": its controller's card activations of that kind; rule cost-life-points-waived)."""
    if effect is None or effect.kind != "card-activation" or state.controller(ref) != player:
        return None
    return next((holder for holder, r in state.restrictions() if r.kind == "lp-cost-waived"
                 and state.controller(holder) == player and state.kind_of(ref, r.cards)), None)


def lp_cost(effect) -> int | None:
    """The Life Points its cost pays ("pay 1000 Life Points"), when the text gives the number."""
    for clause in getattr(effect, "cost_clauses", None) or ():
        if clause.action == "pay_lp":
            if clause.lp_amount is not None:      # stored by the reader
                return clause.lp_amount
    return None


def clause_lp(state, clause, holder: str | None = None, about: str | None = None) -> int | None:
    """The Life Points a resolving clause gains or inflicts (see _clause_lp). An amount "for each" card, counter or
    thing done that counts none is 0: the clause leaves no event of Life Points (rule res-none-counted-no-amount;
    see without_no_amount)."""
    amount = _clause_lp(state, clause, holder, about)
    # only a count of the cards in a place, which the scenario's cards settle; a count of what a part before did
    # ("for each Venom Counter removed") is not known to be none
    if amount == 0 and clause.lp_per_card is not None and clause.scales_with and not clause.counts_done_before:
        state.memo[(NONE_COUNTED, len(state.moments))] = True
    return amount


def _clause_lp(state, clause, holder: str | None = None, about: str | None = None) -> int | None:
    """The Life Points a resolving clause gains or inflicts: the number its words give, or the stat they name
    ("by the ATK of 1 attacking monster": the ATK of the monster attacking now; rule res-lp-by-attacker-atk), or the
    number for each card it counts, counted as it resolves (rule res-amount-counted-as-it-resolves), or for each card
    an earlier part of the same resolution destroyed, sent or banished (rule res-amount-counted-from-what-it-did)."""
    if clause.lp_amount_of == LP_DIFFERENCE:
        return lp_difference(state, holder, life_points)      # (97) "equal to the difference" of the Life Points, as it resolves
    if clause.lp_amount_of == "attacker-atk" and state.battle is not None and state.battle.attacker in state.cards:
        state.cite("res-lp-by-attacker-atk")
        return current_stat(state, state.battle.attacker, "atk")
    if clause.lp_amount_of in EQUIPPED_AMOUNTS:
        return equipped_atk(state, clause, holder)      # (99) "equal to the original ATK of the equipped monster"
    if is_this_cards_stat(clause):
        return this_cards_stat(state, clause, holder, FACE_DOWN_NO_AMOUNT)      # (105) "equal to half this card's DEF"
    if clause.lp_amount_of in ORIGINAL_ATK_OF:
        return _original_atk(state, clause, holder, about)
    if (clause.lp_amount_of or "").startswith("destroyed-level-x"):
        return events_level_times(state, clause, holder)      # (135) "the Level of your destroyed ... monster x 300"
    if clause.lp_amount_of is not None and "level-x" in clause.lp_amount_of:
        return _level_times(state, clause, holder, about)
    if clause.lp_amount_of in ("current-atk", "current-def", "half-current-atk", "half-current-def"):
        return _current_stat_of(state, clause, holder, about)
    if counts_counters_removed(clause) and state.resolving is not None:
        return counters_it_removed(state, clause, state.resolving)     # (101) "for each Fog Counter you removed"
    if clause.lp_per_card is not None and counts_its_cost(clause) and state.resolving is not None:
        return counted_from_its_cost(state, clause, state.resolving)     # (111) "for each card sent ... this way" (its cost)
    if clause.lp_per_card is not None and clause.counts_done_before is not None and state.resolving is not None:
        return _counted_from_what_it_did(state, clause, state.resolving)
    if clause.lp_per_card is not None and clause.scales_with is not None and holder is not None:
        return _counted_amount(state, clause, holder)
    if clause.lp_per_card is not None and state.resolving is not None and state.resolving.card == holder:
        return counters_its_cost_removed(state, clause, state.resolving)     # "for each" counter its cost removed
    return clause.lp_amount


ORIGINAL_ATK = "res-amount-by-original-atk"
# the divisor of its printed ATK; "its": the card's own, when the resolution is about no other monster
ORIGINAL_ATK_OF = {"original-atk": 1, "half-original-atk": 2, "its-original-atk": 1, "half-its-original-atk": 2}


def _original_atk(state, clause, holder: str | None, about: str | None) -> int | None:
    """"Take damage equal to its original ATK", "equal to half the original ATK of the Tributed monster": the ATK
    printed on the monster the clause is about (the card an earlier part of the resolution acted on, its target, or the
    card of the event it answers, or for "its" its own card), not what it had on the field; its ATK gains from other cards
    (a Field Spell, an Equip Card) are not counted, even where they still applied (rule res-amount-by-original-atk).
    None when that monster is not known or has no printed ATK."""
    picks = _about_first(state, about) \
        + ([holder] if "its-" in clause.lp_amount_of else [])      # (135) a Tribute paid as its cost, when told, comes first
    monster = next((ref for ref in picks if ref is not None and ref in state.infos
                    and state.infos[ref].atk is not None), None)
    if monster is None:
        return None
    say_cost_card(state, monster, holder)      # (135) the card its cost Tributed
    state.cite(ORIGINAL_ATK)
    amount = state.infos[monster].atk // ORIGINAL_ATK_OF[clause.lp_amount_of]
    state.assume(f"{state.infos[holder].name if holder in state.infos else 'The effect'}'s amount is "
                 f"{'half ' if ORIGINAL_ATK_OF[clause.lp_amount_of] == 2 else ''}the original ATK of "
                 f"{state.infos[monster].name} ({state.infos[monster].atk}): {amount}")
    return amount


LEVEL_TIMES = "res-amount-by-level-times"


def _level_times(state, clause, holder: str | None, about: str | None) -> int | None:
    """"Discard 1 random card from your opponent's hand, then, if it was a Monster Card, inflict damage to your opponent
    equal to its original Level x 100", "gain Life Points equal to that monster's Level x 100": the number times the
    Level of the monster the clause is about (the card an earlier part of the resolution acted on, its target, or the
    card of the event it answers; never its own card, a guess), as it resolves (rule res-amount-by-level-times). The
    engine follows no change to a Level, so the printed one is used, said in assumed. None when that monster is not known
    or has no Level (a Spell or Trap Card discarded: no amount)."""
    times = int(clause.lp_amount_of.rsplit("-x", 1)[1])
    monster = _monster_about(state, holder, about)
    level = getattr(state.infos[monster], "level", None) if monster is not None else None
    if not level:
        return None
    say_cost_card(state, monster, holder)      # (135) the card its cost Tributed
    state.cite(LEVEL_TIMES)
    name = state.infos[holder].name if holder in state.infos else "The effect"
    state.assume(f"{name}'s amount is {times} times the {'original ' if clause.lp_amount_of.startswith('original-') else ''}"
                 f"Level of {state.infos[monster].name} (its printed Level {level}; no change to a Level is "
                 f"followed): {times * level}")
    return times * level


def _monster_about(state, holder: str | None, about: str | None, cost: bool = True) -> str | None:
    """The first monster of ``_about_first`` that is not the effect's own card (never a guess), or None; with ``cost``
    false, not the card its cost paid either (the ATK it had on the field is not followed once it has left)."""
    picks = _about_first(state, about)[:None if cost else -1]
    return next((ref for ref in picks if ref is not None and ref != holder and ref in state.infos
                 and state.infos[ref].card_type == "monster"), None)


def _about_first(state, about: str | None) -> list[str | None]:
    """The monsters an amount "equal to its ATK" may be about, in order: the card an earlier part of the resolution
    acted on, the resolving link's first target, the card of the event it answers, the one card its own cost paid
    (round 135, rule res-amount-by-the-card-its-cost-paid)."""
    link = state.resolving
    return [about] + ([link.targets[0]] if link is not None and link.targets else []) \
        + [link.answered if link is not None else None, cost_paid_card(state)]


CURRENT_STAT = "res-amount-by-current-stat"


def _current_stat_of(state, clause, holder: str | None, about: str | None) -> int | None:
    """"Negate the attack, and if you do, inflict damage to your opponent equal to its ATK", "gain Life Points equal to
    that target's ATK": the ATK (DEF) the monster the clause is about has as it resolves, every change to it applied
    (an Equip Card's gain counts; rule res-amount-by-current-stat). The monster is the card an earlier part of the
    resolution acted on, its target, or the card of the event it answers; never its own card (a guess). None when
    that monster is not known or has no such stat."""
    half, stat = clause.lp_amount_of.startswith("half-"), clause.lp_amount_of.split("-")[-1]
    monster = _monster_about(state, holder, about, cost=False)
    if monster is not None and _face_down_there(state, monster, holder):
        return 0
    amount = current_stat(state, monster, stat) if monster is not None else None
    if amount is None:
        return None
    state.cite(CURRENT_STAT)
    name = state.infos[holder].name if holder in state.infos else 'The effect'
    if half:      # "equal to half of its ATK": rounded down, as the game halves
        state.cite(HALF_CURRENT_STAT)
        state.assume(f"{name}'s amount is half {stat_taken(state, monster, stat, amount, about)}" + (
            "" if off_the_field(state, monster, about) else f" ({amount})") + f": {amount // 2}")
        return amount // 2
    state.assume(f"{name}'s amount is {stat_taken(state, monster, stat, amount, about)}" + (
        "" if off_the_field(state, monster, about) else f": {amount}"))
    return amount


HALF_CURRENT_STAT = "res-amount-by-half-current-stat"
FACE_DOWN_NO_AMOUNT = "res-face-down-monster-gives-no-amount"


def _face_down_there(state, monster: str, holder: str | None) -> bool:
    """"Destroy that target, and if it was face-up, inflict damage equal to the ATK it had on the field", "Destroy
    that 1 monster and inflict damage equal to its ATK" on a face-down monster: a face-down monster shows no ATK, so
    the amount taken from it on the field is 0 and no damage is inflicted (rule res-face-down-monster-gives-no-amount)."""
    card = state.cards.get(monster)
    if card is None or card.on_field is not True or card.face_up is not False:
        return False
    state.cite(FACE_DOWN_NO_AMOUNT)
    state.memo[(FACE_DOWN_NO_AMOUNT, len(state.moments))] = True
    state.assume(f"{state.infos[holder].name if holder in state.infos else 'The effect'}'s amount is taken from "
                 f"{state.infos[monster].name}, face-down on the field: it shows no ATK, so the amount is 0")
    return True


NONE_COUNTED = "res-none-counted-no-amount"


def without_no_amount(state, events: list) -> list:
    """A clause that inflicts or gains 0 by a face-down monster (rule res-face-down-monster-gives-no-amount), or 0
    "for each" card it counts when it counts none ("Also, increase your Life Points by 500 points for each "Numinous
    Healer" card in your Graveyard" with none there; rule res-none-counted-no-amount), does nothing: no event of Life
    Points is left of it (other amounts of 0 are left as they are)."""
    face_down = state.memo.get((FACE_DOWN_NO_AMOUNT, len(state.moments)))
    none_counted = state.memo.get((NONE_COUNTED, len(state.moments)))
    if not face_down and not none_counted:
        return events
    kept = [e for e in events if not (e.event in ("damage_inflicted", "lp_gained") and e.amount == 0)]
    if none_counted and len(kept) < len(events):
        state.cite(NONE_COUNTED)
        state.assume("An amount counted \"for each\" card that counted none is 0: no Life Points change by it")
    return kept


COUNTED_AS_IT_RESOLVES = "res-amount-counted-as-it-resolves"
COUNT_NAMES_NO_PLAYER = "res-count-names-whose-cards-not-who"


def _counted_amount(state, clause, holder: str) -> int | None:
    """"Inflict 200 damage to your opponent for each Spellcaster monster you control": the cards counted are those
    there as it resolves, not as it was activated (a monster destroyed in the meantime no longer counts); the cards
    the scenario names in a closed place are all there are, and the answer says so. None when a place counted is
    open (a question told in words), or a card there has no known zone."""
    counts = clause.scales_with.split(" and ")      # "for each card in their hand and for each card they control"
    places = [count.split()[1] for count in counts]
    if not all(is_closed(state, place) for place in places) or any(c.zone is None for c in state.cards.values()):
        return None
    controller = state.controller(holder)
    total, told = 0, []
    for count, place in zip(counts, places):
        with as_flipped(state, state.resolving) as flipped:     # (111) "flip ..., also ... for each" of one moment
            counted, what = counted_cards(state, holder, count, clause.scales_kind)
        cite_if_counted(state, flipped, counted)
        whose = count.split()[0]
        unnamed = sum(counted_unnamed(state, player, clause.scales_kind, state.infos[holder].name)
                      for player in _counted_players(state, controller, whose)) if place == "hand" else 0
        total += len(counted) + unnamed
        told.append(f"{len(counted) + unnamed} {what}")
        if whose == "opponent" and clause.player in (None, "you"):
            state.cite(COUNT_NAMES_NO_PLAYER)      # the opponent's cards counted, its own player gains or inflicts
        for player in _counted_players(state, controller, whose):
            say_named_are_all(state, player, place)
    state.cite(COUNTED_AS_IT_RESOLVES)
    state.assume(f"{state.infos[holder].name}'s effect counted {' and '.join(told)} as it resolved: "
                 f"{clause.lp_per_card} for each, {clause.lp_per_card * total} in all")
    return clause.lp_per_card * total


def _counted_players(state, controller: str, whose: str) -> list[str]:
    return {"you": [controller], "opponent": [state.opponent(controller)]}.get(whose, ["A", "B"])


COUNTED_FROM_WHAT_IT_DID = "res-amount-counted-from-what-it-did"
_DONE_WORDS = {"destroyed": "destroyed", "sent_to_gy": "sent to the Graveyard", "banished": "banished",
               "discarded": "discarded"}


def _counted_from_what_it_did(state, clause, link) -> int | None:
    """"Destroy all Tokens on the field. Increase your Life Points by the number of Tokens destroyed x 800 points",
    "... then inflict 300 damage to your opponent for each card sent to the opponent's GY by this effect": the cards the
    earlier parts of this resolution did that to (to the opponent's, when it says so), each once. None when a part did
    it to cards the scenario does not name ("Send 3 cards from the top of your Deck to the Graveyard"), or an "all ..."
    part before it may have met cards the scenario does not name (a place left open, monsters Summoned unnamed), or
    it empties hands ("send all cards in both players' hands and on the field": read as the hands alone, its count
    would leave the field's cards out)."""
    event, *whose = clause.counts_done_before.split()
    whose = [word for word in whose if word == "opponent"]
    done = [e.card for e in link.done if e.event == event]
    before = [other for other in link.effect.clauses if other.index < clause.index and other.every]
    if None in done or any(other.from_zone not in (None, "field") for other in before) or before and (
            not is_closed(state, "field") or any(e.card is None and e.event in SUMMON_EVENTS
                                                 for moment in state.moments for e in moment.events)):
        return None
    for player in ("A", "B") if before else ():
        say_named_are_all(state, player, "field")      # "all tokens on the field": the named ones are all there were
    counted = [ref for ref in dict.fromkeys(done)
               if not whose or (state.cards[ref].owner or state.controller(ref)) == state.opponent(link.controller)]
    state.cite(COUNTED_FROM_WHAT_IT_DID)
    what = ", ".join(state.infos[ref].name for ref in counted) or "none"
    state.assume(f"{state.infos[link.card].name}'s effect counted the cards its earlier part {_DONE_WORDS[event]}"
                 f"{' to the opponent' if whose else ''} as it resolved ({what}): {clause.lp_per_card} for each, "
                 f"{clause.lp_per_card * len(counted)} in all")
    return clause.lp_per_card * len(counted)


AS_ACTIVATED = "res-life-points-compared-as-activated"


def branches_met(state, link) -> list:
    """"If your Life Points were lower than your opponent's when this card was activated, gain 2000 Life Points. If
    your Life Points were higher ..., you take 1000 damage": the clauses of the branch whose comparison held as the
    card was activated, whatever the Life Points are as it resolves (rule res-life-points-compared-as-activated, said
    in `assumed`); all of them when a change before it has no amount (never a guess)."""
    clauses = link.effect.clauses
    if not any(c.done_if_life_points_were for c in clauses):
        return clauses
    player, opponent = link.controller, state.opponent(link.controller)
    mine, theirs = _points_before(state, player, link.first_moment), _points_before(state, opponent, link.first_moment)
    if mine is None or theirs is None:
        return clauses
    were = "lower" if mine < theirs else "higher" if mine > theirs else None
    state.cite(AS_ACTIVATED)
    untold = [p for p in (player, opponent) if p not in state.scenario.life_points]
    state.assume(f"{link.info.name} compares the Life Points as it was activated: player {player} had {mine}, "
                 f"player {opponent} {theirs}" + (f" ({were})" if were else " (neither lower nor higher)")
                 + (f"; {' and '.join(untold)} started with {START}: the scenario states none" if untold else ""))
    return [c for c in clauses if c.done_if_life_points_were in (None, were)]


def _points_before(state, player: str, index: int) -> int | None:
    """The player's Life Points just before moment ``index`` (None: a change before it has no amount)."""
    points = state.scenario.life_points.get(player, START)
    for moment in state.moments:
        if moment.index >= index:
            break
        for event in moment.events:
            if event.event in LP_EVENTS and event.player == player:
                if event.amount is None:
                    return None
                points += LP_EVENTS[event.event] * event.amount
    return points


class LifePoints:
    """A player's Life Points as the steps leave them: `points` (None when some change has no
    amount), `told` (the scenario states the player's Life Points at the start)."""

    def __init__(self, state, player: str):
        self.player = player
        self.told = player in state.scenario.life_points
        self.start = state.scenario.life_points.get(player, START)
        self.points, self.unknown = _through_the_steps(state, player, self.start)

    def assume(self, state) -> None:
        """Say what the answer took for this player's Life Points (never a silent default)."""
        if not self.told:
            state.assume(f"Player {self.player} has {START} Life Points: the scenario states none" if self.points == START
                         else f"Player {self.player} had {START} Life Points at the start: the scenario states none")
        if self.unknown:
            state.assume(f"Player {self.player}'s Life Points: {self.unknown} has no amount the scenario or the card "
                         f"text gives, taken as 0")


def life_points(state, player: str) -> LifePoints:
    cached = state.memo.get(("life_points", player))
    if cached is None:
        cached = state.memo[("life_points", player)] = LifePoints(state, player)
    return cached


def _through_the_steps(state, player: str, points: int) -> tuple[int, str | None]:
    unknown = None
    paid_at = set()                 # Chain Links whose cost the scenario states as Life Points paid
    activating = {(state.moments[index].chain, link.number): link.controller for link, index in state.activations}
    for moment in state.moments:
        for event in moment.events:
            sign = LP_EVENTS.get(event.event)
            if sign is None:
                continue
            whose = event.player
            if whose is None and moment.context == "cost":      # a cost is paid by the player who activates
                whose = activating.get((moment.chain, moment.link))
            if whose != player:
                continue
            if event.event == "lp_paid" and moment.context == "cost":
                paid_at.add((moment.chain, moment.link))
            if event.amount is None:
                unknown = unknown or f"the {event.event.replace('_', ' ')} event"
                continue
            points += sign * event.amount
    for link, index in state.activations:
        cost = lp_cost(link.effect) if link.controller == player else None
        if cost is not None and waived_by(state, link.card, link.effect, player) is not None:
            cost = None             # not paid (the card that spares it is taken as there since)
        if cost is not None and (state.moments[index].chain, link.number) not in paid_at:
            points -= cost          # its cost, not stated in the step: the number its text gives
    return max(points, 0), unknown
