"""An effect by which each player gives a monster they control to the other needs one of each player's whose control
can switch (rule state-each-player-switches-a-monster; round 182).

"Each player chooses 1 monster they control, and switches control of those monsters with each other" (Creature Swap)
does nothing unless both players control a monster, and a monster whose control cannot switch ("As long as this card
remains face-up on the field, control of this card cannot switch": Blindly Loyal Goblin) is none to choose: with it the
only monster of a player, the card cannot be activated (its rulings). As elsewhere, the monsters the scenario names on
a side of the field are all there are (timing/closed_places.py)."""

from __future__ import annotations

from edison_kg.timing.closed_places import assume_closed, cards_in, could_be_in, is_closed
from edison_kg.timing.rules.targets import control_locked
from edison_kg.timing.rules.verdict import TRIGGER_KINDS, Verdict, only_for

RULE = "state-each-player-switches-a-monster"


def _each_switches(effect) -> bool:
    return any(c.action == "take_control" and c.player == "both" and not c.later for c in effect.clauses)


@only_for(_each_switches)
def each_player_switch_verdict(state, ref: str, effect) -> Verdict | None:
    if effect is None or not _each_switches(effect) or (effect.kind in TRIGGER_KINDS and not effect.optional) \
            or not is_closed(state, "field"):
        return None
    for player in sorted({state.controller(ref), state.opponent(state.controller(ref))}):
        if could_be_in(state, player, "field"):
            return None               # a card whose place is open could be that monster
        monsters = [other for other in cards_in(state, player, "field") if other != ref and other in state.infos
                    and state.cards[other].zone == "monster_zone"]
        free = [other for other in monsters if control_locked(state, other) is None]
        if free:
            continue
        assume_closed(state, player, "field")
        locked = [state.infos[other].name for other in monsters]
        why = (f"the only monster{'s' if len(locked) > 1 else ''} player {player} controls "
               f"({', '.join(locked)}) cannot switch control") if locked else f"player {player} controls no monster"
        return Verdict("no", "other", [RULE, "activation-needs-a-possible-effect"],
                       f"Each player must give a monster they control to the other, and {why}: it cannot be activated.")
    return None
