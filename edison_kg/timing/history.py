"""What happened in a scenario, as the engine replayed it: every moment (events that happen at
the same time) in order, with the context it happened in, and every Chain Link with who
activated what, when, and when it resolved. It decides nothing (the answer does); the judge's
page draws its picture of the chain from it.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from edison_kg.timing.scenario import Event, Scenario

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
    for key, value in (("player", event.player), ("from", event.from_zone), ("to", event.to_zone),
                       ("cause", event.cause), ("by", event.by), ("target", event.target),
                       ("count", event.count), ("amount", event.amount)):
        if value is not None:
            out[key] = value
    return out


def edison_history(scenario: Scenario, infos: dict) -> History:
    """Replay a Yu-Gi-Oh! scenario's steps and read back what the duel state recorded."""
    from edison_kg.timing.games.edison import replay

    state = replay(scenario, infos)
    history = History(game=scenario.game, turn_player=scenario.turn_player, phase=state.phase,
                      cards={ref: {"name": infos[ref].name if ref in infos else (card.name or ref),
                                   "controller": card.controller}
                             for ref, card in scenario.cards.items()})
    for moment in state.moments:
        history.moments.append({
            "index": moment.index, "context": moment.context, "chain": moment.chain, "link": moment.link,
            "sequential": moment.sequential, "conjunction": moment.conjunction, "phase": moment.phase,
            "events": [event_entry(e) for e in moment.events if e.event not in HIDDEN_EVENTS]})
    resolved_at = {id(link): index for index, link in state.resolved.items()}
    still_open = {id(link) for link in state.chain}
    for link, index in state.activations:
        history.links.append({
            "chain": state.moments[index].chain, "link": link.number, "card": link.card,
            "name": link.info.name, "effect": link.effect.number if link.effect is not None else None,
            "effect_kind": link.effect.kind if link.effect is not None else "card-activation",
            "controller": link.controller, "targets": list(link.targets), "activated_at": index,
            "resolved_at": resolved_at.get(id(link)), "open": id(link) in still_open,
            "activation_negated": link.activation_negated, "effect_negated": link.effect_negated})
    history.open_links = [link.number for link in state.chain]
    return history
