"""Judging "level-lowered WHOSE" (cardtext/level_lowered.py): a deed that reduces the Level of 1 face-up monster needs
one of Level 2 or more on that side (a Level never goes below 1; rule deed-level-lowered-needs-a-level-above-1). As
elsewhere (timing/closed_places.py) the cards the scenario names on the field are all there are, a card whose zone it
leaves open could be the one, and a Level the engine does not know leaves the answer open."""

from __future__ import annotations

from edison_kg.timing.closed_places import cards_in, could_be_in, is_closed, say_named_are_all

LEVEL_LOWERED_RULES = ["deed-level-lowered-needs-a-level-above-1", "state-target-must-exist",
                       "activation-needs-a-possible-effect"]


def level_lowered(state, ref: str, controller: str, words) -> str | None:
    whose = words[-1]
    players = {"you": [controller], "opponent": [state.opponent(controller)]}.get(
        whose, [controller, state.opponent(controller)])
    if not is_closed(state, "field") or any(could_be_in(state, player, "field") for player in players):
        return None
    seen = False
    for player in players:
        for other in cards_in(state, player, "field"):
            card, info = state.cards[other], state.infos.get(other)
            if other == ref or card.zone != "monster_zone" or card.face_up is False or card.position == "face_down":
                continue
            level, seen = getattr(info, "level", None), True
            if level is None or level >= 2:
                return None
    if not seen:        # no face-up monster at all: rule stat-change-face-up-monster says so
        return None
    for player in players:
        say_named_are_all(state, player, "field", apart_from=ref)
    side = {"you": "its controller controls", "opponent": "the opponent controls"}.get(whose, "on the field")
    return (f"It reduces the Level of 1 face-up monster {side}, and there is none of Level 2 or more (a Level never "
            f"goes below 1): it has no monster to select, so it cannot be activated.")
