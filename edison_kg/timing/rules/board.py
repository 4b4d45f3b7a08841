"""What a cost or an effect needs of the board. Each is a rule of the game that holds for
every card whose words have that shape (cardtext/board.py reads them once, the reader stores them as fields):

- counters (rule cost-counters-to-remove): a cost that removes counters ("remove 2 Spell Counters from
  this card", "any number of": at least 1) needs that many on the card, or on its player's side, and
  an effect whose only deed is done once for each counter on its card ("inflict 500 damage for each
  Plant Counter on it") could do nothing with none (rule activation-needs-a-possible-effect). A card
  has the counters the scenario's `counters` gives it (none when it gives none: `assumed` says so),
  plus those its own resolved effects placed ("place 1 Morph Counter on this card"), less those its
  own costs removed (a cost paid once for each counter on it, "equal to the number of counters on this card",
  with none, pays nothing, and the rest does as much: rule cost-paid-once-per-counter); all of them go when it leaves the field or is turned face-down; an effect that first
  removes counters and does the rest only "if you do" needs them the same way (rule deed-counters-to-remove-first);
- free Monster Zones (rule summon-needs-free-monster-zones): a player has 5 Monster Zones, so an
  effect that Special Summons N monsters at once needs N of them free on that side; a monster its
  cost Tributes frees its zone first. The monsters the scenario names there are all there are;
- its own ATK/DEF (rule cost-own-stats-to-lose): an effect whose card must lose ATK (and DEF) of
  its own to do the rest ("this card loses 500 ATK and DEF, and ...") needs its current ATK (and
  DEF) to be at least that much."""

from __future__ import annotations

from edison_kg.timing.rules.counter_holders import cite_on_it, placed_on_itself
from edison_kg.timing.rules.counters_each_time import with_counters_each_time
from edison_kg.timing.counters_resolved import removed_all_at, removed_in_number
from edison_kg.cardtext.stored_values import counted_of, counter_kind, counters_of, removed_of     # stored readings
from edison_kg.timing.closed_places import assume_closed, is_closed
from edison_kg.timing.rules.verdict import TRIGGER_KINDS, Verdict, only_for
from edison_kg.timing.rules.zones_on_side import closed_on_side
from edison_kg.timing.stats import current_stat
from edison_kg.vocab.model import AnalyzedEffect

MONSTER_ZONES = 5                  # each player's Monster Card Zones
_FREEING = frozenset({"tribute", "send_to_gy", "banish", "return_to_hand", "return_to_deck", "destroy"})
_PILES = ("graveyard", "gy", "hand", "deck")
_SPELL_TRAP_ZONE = "spell_trap_zone"


# ------------------------------------------------------------------ counters

def counters_on(state, ref: str, kind: str) -> int:
    """Counters of ``kind`` ("" for any) on card ``ref`` after the steps."""
    key = ("board-counters", ref, kind, len(state.moments), len(state.resolved))
    if key in state.memo:
        return state.memo[key]
    # a card that left the field or was turned face-down lost its counters then (rule state-counters-go-with-the-face)
    gone = state.faces.last_turned_away(ref)
    given = state.scenario.cards[ref].counters if gone is None else {}
    if gone is not None and state.scenario.cards[ref].counters:
        state.cite("state-counters-go-with-the-face")
    count = sum(n for name, n in given.items() if not kind or counter_kind(name) in (kind, ""))
    # a resolution that removed them all: only those placed after it count (rule res-counters-removed-by-resolution)
    wiped = removed_all_at(state, ref, kind, gone)
    if wiped is not None:
        gone, count = wiped, 0
    for index, link in state.resolved.items():
        if gone is not None and index <= gone:
            continue
        if link.card == ref and link.effect is not None and not link.effect_negated:
            for clause in link.effect.clauses:
                placed = placed_on_itself(link.effect, clause)
                if placed and (not kind or placed[0] in (kind, "")):
                    cite_on_it(state, clause)
                    count += placed[1]
        # another card's effect that placed counters on this card as its target
        if link.card != ref and ref in link.targets and link.effect is not None and not link.effect_negated:
            for clause in link.effect.clauses:
                onto = counters_of(clause.places_on_target)
                if onto and (not kind or onto[0] in (kind, "")):
                    count += onto[1]
    count = with_counters_each_time(state, ref, kind, count, gone)
    for link, index in state.activations:
        if link.card == ref and link.effect is not None and (gone is None or index > gone):
            removed = removed_of(link.effect.cost_removes_counters)
            if removed and removed[2] == "card" and (not kind or removed[0] in (kind, "")):
                count -= removed[1]
    count -= removed_in_number(state, ref, kind, gone)
    state.memo[key] = count = max(count, 0)
    return count


def _said(state, refs) -> None:
    for ref in refs:
        if not state.scenario.cards[ref].counters:
            state.assume(f"{state.infos[ref].name} has no counters at its start: the scenario states none")


def _done_as_far_as_it_can(effect: AnalyzedEffect | None) -> bool:
    """A continuous effect is not activated; a mandatory trigger is activated and does what it can."""
    return effect is None or effect.kind == "continuous" or (effect.kind in TRIGGER_KINDS and not effect.optional)


@only_for(lambda effect: not _done_as_far_as_it_can(effect))
def counters_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if _done_as_far_as_it_can(effect):
        return None
    name = state.infos[ref].name
    for stored, is_cost in ((effect.cost_removes_counters, True), (effect.removes_counters_first, False)):
        verdict = _counters_short(state, ref, removed_of(stored), cost=is_cost)
        if verdict is not None:
            return verdict
    deeds = [c for c in effect.clauses if not c.later]
    kinds = {counted_of(c.counts_counters) for c in deeds}
    # a cost done once for each counter on its card ("banish a number of cards ... equal to the number of
    # counters on this card to destroy that many"): with none it pays nothing, and the rest does as much
    paid = {counted_of(c.counts_counters) for c in effect.cost_clauses} - {None}
    if paid and all(counters_on(state, ref, kind) == 0 for kind in paid):
        _said(state, [ref])
        return Verdict("no", "other", ["cost-paid-once-per-counter", "activation-needs-a-possible-effect"],
                       f"Its cost is paid once for each counter on {name} and its effect does as much, and it has "
                       f"none: it could do nothing.")
    if deeds and not effect.target_clauses and None not in kinds and all(counters_on(state, ref, kind) == 0 for kind in kinds):
        _said(state, [ref])
        return Verdict("no", "other", ["activation-needs-a-possible-effect"],
                       f"Its effect does its deed once for each counter on {name}, and it has none: it could do nothing.")
    return None


def _counters_short(state, ref: str, removed: tuple[str, int, str] | None, *, cost: bool) -> Verdict | None:
    """The counters a cost removes, or the first part of an effect whose rest is done only "if you do"
    ("remove 1 Spell Counter from anywhere on the field, and if you do, ..."): too few there, no activation."""
    if removed is None:
        return None
    kind, need, where = removed
    player = state.controller(ref)
    # "from 1 monster your opponent controls": the opponent's monsters
    holders = [ref] if where == "card" else [
        other for other, card in state.cards.items() if card.on_field
        and (where == "field" or state.controller(other) == (state.opponent(player) if where == "opponent" else player))
        and (where != "opponent" or state.infos[other].card_type == "monster")]
    have = sum(counters_on(state, other, kind) for other in holders)
    if cost and where == "card" and have < need:
        # a card of its player that pays such costs with its own counters instead
        # (rule cost-counters-paid-by-another-card)
        payers = [holder for holder, restriction in state.restrictions() if restriction.kind == "pays-counter-costs"
                  and holder != ref and state.controller(holder) == player
                  and restriction.counters_paid_instead in (kind, "", None)]
        holders = holders + payers
        have += sum(counters_on(state, other, kind) for other in payers)
    if have >= need:
        return None
    _said(state, holders)
    what = f"{kind.title()} Counter" if kind else "counter"
    place = "on it" if where == "card" else "on its player's side of the field" if where == "side" \
        else "on the monsters the opponent controls" if where == "opponent" else "on the field"
    counted = (f"{need} {what}{'s' if need > 1 else ''} and there {'is' if have == 1 else 'are'} {have} {place}")
    if cost:
        return Verdict("no", "other", ["cost-counters-to-remove"],
                       f"Its cost removes {counted}: a cost that cannot be paid in full cannot be paid, so it cannot "
                       f"be activated.")
    return Verdict("no", "other", ["deed-counters-to-remove-first", "activation-needs-a-possible-effect"],
                   f"Its effect must first remove {counted}, and the rest is done only if it does: it could not do "
                   f"that part, so it cannot be activated.")


# ------------------------------------------------------------------ free Monster Zones

def _monsters_there(state, player: str) -> list[str]:
    # a Trap Monster takes a Monster Zone too (rule state-trap-monster-in-a-monster-zone)
    return [ref for ref, card in state.cards.items() if card.on_field and card.zone != _SPELL_TRAP_ZONE
            and state.controller(ref) == player and state.infos[ref].card_type in ("monster", "trap")
            and card.zone == "monster_zone"]


def _zones_known(before: list[tuple]) -> bool:
    """Does what comes before the Summon leave the zones as counted? A cost's Tributes free theirs (counted);
    a card sent, banished or returned from the field first ("return this card to the Deck to Special
    Summon ...", "send the materials to the Graveyard") frees zones not known here."""
    for clause, cost in before:
        if clause.action in _FREEING and not (clause.action == "tribute" and cost):
            where = (clause.from_zone or "").lower()
            if not any(pile in where for pile in _PILES):
                return False
    return True


@only_for(lambda effect: not _done_as_far_as_it_can(effect))
def monster_zones_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if _done_as_far_as_it_can(effect):
        return None
    player = state.controller(ref)
    before = [(clause, True) for clause in effect.cost_clauses]
    for clause in effect.clauses:
        if clause.action == "take_control" and clause.player is None and not clause.later and not clause.alternative \
                and _zones_known(before):
            full = _no_zone_to_take_control(state, ref, effect, player)    # (185) Brain Control, Change of Heart
            if full is not None:
                return full
        if clause.later or clause.action != "special_summon":
            before.append((clause, False))
            continue
        # "each player Special Summons the target": each player's own target, on their own side
        each = clause.player == "both" and clause.subject == "target"
        # "Special Summon any number of ... Tokens, up to ...": at least one (rule ce-up-to-is-at-least-one; round 182)
        at_least_one = clause.summons_at_once is None and clause.up_to and not clause.may_skip
        if (clause.summons_at_once is None and not each and not at_least_one) or not _zones_known(before):
            before.append((clause, False))
            continue
        if each:
            found = next((_each_side_full(state, ref, clause, side) for side in (player, state.opponent(player))
                          if len(_monsters_there(state, side)) >= MONSTER_ZONES), None)
            if found is not None:
                return found
            before.append((clause, False))
            continue
        count, to_opponent = clause.summons_at_once or 1, clause.summons_to_opponent
        taken = _battle_damage_taken(state, player) if clause.summons_per_damage else None
        if taken is not None:
            # rule summon-one-per-damage-taken: "1 Token for every 500 points of battle damage you
            # took": that many at once
            count = taken // clause.summons_per_damage
            if count == 0:
                return Verdict("no", "other", ["summon-one-per-damage-taken", "activation-needs-a-possible-effect"],
                               f"Its effect Special Summons 1 monster for every {clause.summons_per_damage} points of battle "
                               f"damage its player took, and player {player} took {taken}: it would Summon none, so it "
                               f"cannot be activated.")
        side = state.opponent(player) if to_opponent else player
        free, closed = _free_zones(state, ref, effect, side, player)
        if free >= count:
            return None
        _say_all_named_there(state, side)
        itself = ["state-trap-monster-in-a-monster-zone"] if clause.subject == "self" \
            and state.infos[ref].card_type == "trap" else []      # a Trap Monster
        per_damage = ["summon-one-per-damage-taken"] if taken is not None else []
        unusable = ["zones-closed-by-a-card", "zones-selected-on-a-side"] if closed else []
        return Verdict("no", "other", ["summon-needs-free-monster-zones", "activation-needs-a-possible-effect"] + itself
                       + per_damage + unusable + (["ce-up-to-is-at-least-one"] if at_least_one else []),
                       f"Its effect Special Summons {count} monster{'s at once' if count != 1 else ''} and player {side} has {free} free "
                       f"Monster Zone{'s' if free != 1 else ''} of {MONSTER_ZONES}"
                       f"{f' ({closed} made unusable by a card)' if closed else ''}: it could not be done.")
    return None


def _free_zones(state, ref: str, effect, side: str, player: str) -> tuple[int, int]:
    """(free, closed): the Monster Zones of ``side`` free for what the effect brings there (those its cost's Tributes
    free on its own player's side counted free), and those a card made unusable."""
    there = _monsters_there(state, side)
    freed = sum(max(c.count or 1, 1) for c in effect.cost_clauses if c.action == "tribute") if side == player else 0
    closed = closed_on_side(state, side, but=ref)
    return max(MONSTER_ZONES - max(len(there) - freed, 0) - closed, 0), closed


def _say_all_named_there(state, side: str) -> None:
    there = len(_monsters_there(state, side))
    state.assume(f"Player {side} has the {there} monster{'s' if there != 1 else ''} the scenario names in their Monster "
                 f"Zones and no others")


def _no_zone_to_take_control(state, ref: str, effect, player: str) -> Verdict | None:
    """"Take control of 1 monster your opponent controls": the monster moves to its new controller's Monster Zone, so
    with none of them free the effect could not be done and cannot be activated (rule control-needs-a-free-monster-zone;
    Brain Control's rulings)."""
    free, closed = _free_zones(state, ref, effect, player, player)
    if free >= 1:
        return None
    _say_all_named_there(state, player)
    return Verdict("no", "other", ["control-needs-a-free-monster-zone", "activation-needs-a-possible-effect"]
                   + (["zones-closed-by-a-card"] if closed else []),
                   f"Its effect takes control of a monster, which needs a free Monster Zone on player {player}'s side, "
                   f"and player {player} has none of {MONSTER_ZONES}: it could not be done.")


def _each_side_full(state, ref: str, clause, side: str) -> Verdict:
    state.assume(f"Player {side} has the monsters the scenario names in their Monster Zones and no others")
    return Verdict("no", "other", ["summon-needs-free-monster-zones", "state-each-player-targets-needs-a-target-each",
                                   "activation-needs-a-possible-effect"],
                   f"Its effect must \"{clause.text.strip()}\", each player on their own side, and player {side} has no "
                   f"free Monster Zone of {MONSTER_ZONES}: it could not be done.")


def _battle_damage_taken(state, player: str) -> int | None:
    """The battle damage ``player`` took last, as the scenario tells it (None: it tells of none)."""
    for moment in reversed(state.moments):
        for event in moment.events:
            if event.event == "damage_inflicted" and event.player == player and event.cause == "battle" \
                    and event.amount is not None:
                return event.amount
    return None


# ------------------------------------------------------------------ its own ATK/DEF

@only_for(lambda effect: effect.kind != "continuous" and effect.optional and effect.loses_own_atk is not None)
def own_stats_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or effect.kind == "continuous" or not effect.optional:   # a must-do loss is done as far as it can
        return None
    if effect.loses_own_atk is None:
        return None
    amount, with_def = effect.loses_own_atk, effect.loses_own_def
    for stat in ("atk", "def") if with_def else ("atk",):
        value = current_stat(state, ref, stat)
        if value is not None and value < amount:
            return Verdict("no", "other", ["cost-own-stats-to-lose"],
                           f"It must lose {amount} {stat.upper()} of its own to do the rest and its {stat.upper()} is "
                           f"{value}: it cannot lose what it does not have, so it cannot be activated.")
    return None


# ------------------------------------------------------------------ monsters to put counters on

@only_for(lambda effect: not _done_as_far_as_it_can(effect))
def counter_holders_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """An effect whose sure deed puts counters on the opponent's monsters ("place 2 Venom Counters on 1 monster
    your opponent controls") needs a face-up one there: a counter is put only on a face-up card (rule
    counters-on-face-up-cards)."""
    if _done_as_far_as_it_can(effect):
        return None
    deeds = [c for c in effect.clauses if not c.later]
    if not any(c.counters_on_opponents for c in deeds):
        return None
    opponent = state.opponent(state.controller(ref))
    if not is_closed(state, "field"):
        return None
    for other, card in state.cards.items():
        if state.controller(other) != opponent or state.infos[other].card_type != "monster":
            continue
        if card.zone is None or card.on_field is None or (card.on_field and card.face_up is not False
                                                            and card.zone == "monster_zone"):
            return None               # one there, or one that could be
    assume_closed(state, opponent, "field")
    return Verdict("no", "other", ["counters-on-face-up-cards", "activation-needs-a-possible-effect"],
                   f"Its effect puts counters on monsters player {opponent} controls, and they control no face-up "
                   f"monster: a counter goes only on a face-up card, so it could not be done.")
