"""(Round 119, rule res-each-player-their-own-target) "Each player targets 1 monster in their own GY; each player
Special Summons the target from their GY" (The Shallow Grave; "each player Special Summons their monster", The Grave of
Enkindling): a step done by each player to the target they chose is done to every target of the activation, one for
each player, at the same time; "the target" is each player's own, not the first target alone."""

from __future__ import annotations

RULE = "res-each-player-their-own-target"


def each_players_target(state, clause, link, previous: str | None) -> list[str]:
    """Every target of ``link`` when ``clause`` is done by each player to their own target, the targets being one
    for each player; else nothing."""
    if state is None or clause.player != "both" or previous is not None or clause.subject not in (None, "target", "it") \
            or clause.event in (None, "control_changed") or len(link.targets) < 2:
        return []
    players = [state.controller(ref) for ref in link.targets]
    if len(set(players)) != len(players):
        return []           # two targets of one player: not one for each player
    state.cite(RULE)
    return list(link.targets)
