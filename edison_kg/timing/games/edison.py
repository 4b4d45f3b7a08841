"""Yu-Gi-Oh! (the Edison format): the game's hooks. A card names a card of the graph or brings
its own text, which the card reader reads and the shapes check; a scenario is replayed step by
step on the duel state (state.py, steps.py), and the rules (rules/) answer the question asked,
with the scenario's ruleset."""

from __future__ import annotations

from dataclasses import replace

from edison_kg.errors import BadScenario
from edison_kg.timing import steps
from edison_kg.timing.answer import Answer, event_dict
from edison_kg.timing.cards import CardInfo, card_from_text
from edison_kg.timing.counters_resolved import removal_words
from edison_kg.timing.game import Game, GameState
from edison_kg.timing.history import HIDDEN_EVENTS, History, event_entry
from edison_kg.timing.rules.activation import can_activate
from edison_kg.timing.rules.duel_over import duel_over_answer
from edison_kg.timing.rules.missing_timing import last_thing
from edison_kg.timing.destroyed_and_sent import as_told
from edison_kg.timing.rules.segoc import triggers
from edison_kg.timing.rulesets import RULESETS
from edison_kg.timing.scenario import CardRef, Question, Scenario, Step
from edison_kg.timing.state import State


def _can_activate(state: State, question: Question) -> Answer:
    return can_activate(state, question.card, question.effect, question.effect_text)


def _triggers(state: State, question: Question) -> Answer:
    return triggers(state)


def _last_thing(state: State, question: Question) -> Answer:
    return last_thing(state)


def _as_written(scenario: Scenario, events: list) -> list[dict]:
    """The events as the contract writes them: a card the scenario does not name (a Token a resolution
    Summoned, made a card of the duel: timing/tokens_summoned.py) is an unnamed card, ``card`` null, and the
    Tokens of one Summon are one event with their ``count``, as a Summon of unnamed monsters always was."""
    written: list[dict] = []
    for event in events:
        if event.card is None or event.card in scenario.cards:
            written.append(event_dict(event))
            continue
        unnamed = event_dict(replace(event, card=None))
        same = next((w for w in written if w.get("card") is None and
                     {k: v for k, v in w.items() if k != "count"} == unnamed), None)
        if same is None:
            written.append(unnamed)
        else:
            same["count"] = same.get("count", 1) + 1
    return written


QUESTIONS = {"can_activate": _can_activate, "triggers": _triggers, "last_thing": _last_thing}


class Duel(GameState):
    """A Yu-Gi-Oh! scenario being played on the duel state (``duel``)."""

    def __init__(self, scenario: Scenario, cards: dict[str, CardInfo]):
        super().__init__(scenario, cards)
        self.duel = State.initial(scenario, cards, RULESETS[scenario.ruleset])
        steps.start(self.duel)

    def _apply_step(self, step: Step) -> None:
        steps.apply(self.duel, step)

    def answer(self) -> Answer:
        state = self.duel
        over = duel_over_answer(state, self.scenario.question.kind)   # (183) Life Points reduced to 0: the Duel is over
        result = over or QUESTIONS[self.scenario.question.kind](state, self.scenario.question)
        result.last_thing = _as_written(self.scenario, as_told(state, [e for e in state.moments[-1].events
                                                                if e.event != "summon_attempted"])) if state.moments else []
        result.deciding = len(result.rules)
        result.assumed = list(state.assumptions)
        for note in state.notes:                # rules the history itself used
            if note not in result.rules:
                result.rules.append(note)
        return result

    def history(self) -> History:
        """What the duel state recorded, moment by moment and Chain Link by Chain Link."""
        state, scenario, infos = self.duel, self.scenario, self.cards_read
        history = History(game=scenario.game, turn_player=scenario.turn_player, phase=state.phase,
                          cards={ref: {"name": infos[ref].name if ref in infos else (card.name or ref),
                                       "controller": card.controller}
                                 for ref, card in state.scenario.cards.items()})   # with the Tokens it Summoned
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
                "activation_negated": link.activation_negated, "effect_negated": link.effect_negated,
                "did": removal_words(link) if id(link) in resolved_at else None})     # round 123
        history.open_links = [link.number for link in state.chain]
        return history

    def precedent_cards(self) -> dict[str, CardInfo]:
        return self.cards_read


def read_text(ref: str, card: CardRef, where: str, store=None) -> CardInfo:
    """A card that brings its own text: read by the card reader, then checked against the shapes."""
    info = card_from_text(ref, card.text, card.card_type, tuple(card.subtypes), card.name, psct=card.psct)
    problems = _shape_problems(info, store)
    if problems:
        raise BadScenario(f"the card text does not give a valid card: {problems}", where=f"{where}.text")
    return info


def _shape_problems(info: CardInfo, store=None) -> str | None:
    """The shapes' violations for the card as the graph would hold it, in one line; None when
    it conforms. The card's triples are checked in memory (edison_kg.validate.validate_triples)."""
    from edison_kg import rdf
    from edison_kg.validation import validate_triples
    from edison_kg.errors import EdisonError
    from edison_kg.vocab.model import CardReading

    # a name of its own, so that it never collides with a card of the graph that has the name
    record = {"name": f"{info.name} (scenario card)", "card_type": info.card_type, "subtypes": list(info.subtypes),
              "in_edison_pool": False}
    reading = CardReading(effects=info.effects, text=info.texts.get("custom"), version=info.text_read,
                          why=info.text_read_reason)
    try:
        triples = rdf.card_triples(record, reading=reading).to_pyoxigraph()
        report = validate_triples(triples, store=store, checked="the scenario card")
    except EdisonError as error:
        return error.message
    violations = [r for r in report.results if r.severity == "Violation"]
    if not violations:
        return None
    return "; ".join(f"{r.field}: {r.message}" for r in violations[:3]) + (
        f" (and {len(violations) - 3} more)" if len(violations) > 3 else "")


GAME = Game(name="yugioh-edison", title="Yu-Gi-Oh!", questions=tuple(QUESTIONS), cards_in_graph=True,
            read_text=read_text, state=Duel)
