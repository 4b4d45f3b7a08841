"""An activation whose whole deed is done once for each card it counts cannot be activated while
it counts none (rule activation-needs-a-possible-effect): "Special Summon 1 "Chrysalis" monster ...
for each "Neo-Spacian" monster ... in your Graveyard", "that target loses 400 ATK for each "Hero Kid"
in your Graveyard" with no such card there would do nothing.

The card reader stores the count a clause scales with (Clause.scales_with / scales_kind,
cardtext/scaled.py); the cards the scenario names in that place are all there are
(timing/closed_places.py), and the answer says so in `assumed`. A part done only if the one before
it was ("then", "and if you do") does nothing on its own and is not asked about.

A Special Summon of N monsters for each card counted needs N free Monster Zones for each of them
(rule summon-needs-free-monster-zones): the cards counted with names all different are the fewest the
count can be, so more of them than its player's free zones rule the activation out. Damage counted so
is read the same way ("Inflict 500 damage to your opponent for each monster they control" with
none would inflict none); a clause that goes on into another sentence of its own ("... x 200. If you
activate this effect, this card cannot attack during this turn.") has another part and is not read
(cardtext/scaled.py)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.closed_places import is_closed
from edison_kg.timing.rules.board import MONSTER_ZONES, _done_as_far_as_it_can, _monsters_there, _zones_known
from edison_kg.timing.rules.possible import POSSIBLE, needs_the_part_before
from edison_kg.timing.rules.verdict import Verdict, only_for
from edison_kg.timing.stat_counts import counted_cards


@only_for(lambda effect: not _done_as_far_as_it_can(effect))
def counted_amount_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if _done_as_far_as_it_can(effect):      # a mandatory trigger is activated and does what it can
        return None
    standing = [c for c in effect.clauses if not needs_the_part_before(c)]
    if not standing or any(c.scales_with is None for c in standing):
        return None
    told = []
    for clause in standing:
        # "for each card in their hand and for each card they control": every count must be none
        for count in clause.scales_with.split(" and "):
            if not is_closed(state, count.split()[1]):
                return None
            counted, what = counted_cards(state, ref, count, clause.scales_kind)
            if counted:
                return None
            told.append(what)
    for what in told:
        state.assume(f"There are no {what}: the cards the scenario names there are all there are")
    return Verdict("no", "other", POSSIBLE + ["activation-needs-cards-it-counts", "state-unnamed-cards-absent"],
                   f"What it does is done once for each of {' and '.join(sorted(set(told)))}, and there are "
                   f"none: it would do nothing, so it cannot be activated.")


@only_for(lambda effect: not _done_as_far_as_it_can(effect) and not effect.cost_clauses)
def counted_summons_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if _done_as_far_as_it_can(effect) or effect.cost_clauses:     # a cost may free zones
        return None
    player = state.controller(ref)
    for number, clause in enumerate(effect.clauses):
        if clause.action != "special_summon" or clause.later or clause.scales_with is None \
                or clause.summons_at_once is None or clause.summons_to_opponent or " and " in clause.scales_with:
            continue
        if not _zones_known([(before, False) for before in effect.clauses[:number]]):
            return None
        if not is_closed(state, clause.scales_with.split()[1]):
            continue
        counted, what = counted_cards(state, ref, clause.scales_with, clause.scales_kind)
        names = {state.infos[card].name for card in counted}
        needed = clause.summons_at_once * len(names)
        there = _monsters_there(state, player)
        free = MONSTER_ZONES - len(there)
        if needed > free:
            state.assume(f"Player {player} has the {len(there)} monsters the scenario names in their Monster "
                         f"Zones and no others")
            return Verdict("no", "other", ["summon-needs-free-monster-zones", "activation-needs-cards-it-counts"],
                           f"It Special Summons {clause.summons_at_once} monster(s) for each of {len(names)} {what} "
                           f"and player {player} has {free} free Monster Zone{'s' if free != 1 else ''}: it could "
                           f"not be done.")
    return None
