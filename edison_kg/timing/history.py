"""What happened in a scenario, as the engine replayed it: every moment (events that happen at
the same time) in order, with the context it happened in, and every Chain Link with who
activated what, when, and when it resolved. It decides nothing (the answer does); the judge's
page draws its picture of the chain from it. Each game fills it in (its state's ``history``
hook, edison_kg.timing.game).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from edison_kg.timing.scenario import Event

HIDDEN_EVENTS = ("summon_attempted",)   # the engine's own mark of a Summon, the same moment as it


@dataclass
class History:
    game: str
    turn_player: str
    phase: str                                            # where the scenario ends
    cards: dict[str, dict] = field(default_factory=dict)  # ref -> name, controller
    moments: list[dict] = field(default_factory=list)     # oldest first; the last is the last thing to happen
    links: list[dict] = field(default_factory=list)       # every Chain Link, in the order activated
    open_links: list[int] = field(default_factory=list)   # Chain Links still on the chain at the end

    def to_dict(self) -> dict:
        return asdict(self)


def event_entry(event: Event) -> dict:
    out = {"event": event.event, "card": event.card}
    came_from = None if event.from_zone == "gone" else event.from_zone     # a Token Summoned came from no place
    for key, value in (("player", event.player), ("from", came_from), ("to", event.to_zone),
                       ("cause", event.cause), ("by", event.by), ("target", event.target),
                       ("count", event.count), ("amount", event.amount)):
        if value is not None:
            out[key] = value
    return out
