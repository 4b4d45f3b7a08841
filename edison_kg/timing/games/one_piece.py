"""One Piece Card Game answers: the order of resolution of effects whose activation timing
was fulfilled at the same time (comprehensive rules 8-6).

One Piece cards are not in the graph: scenario cards bring their own ``text`` with the
game's timing keywords ([On Play], [On K.O.], [When Attacking], ...). What an effect does
when it resolves is read from its text where it concerns the card itself or a player
("trash this Character", "draw 1 card"), and otherwise from the card's
``resolution_events`` (a contract extension for this game): the engine never guesses which
other card an effect chose.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from edison_kg.errors import BadScenario
from edison_kg.timing.answer import Answer
from edison_kg.timing.scenario import Event, Scenario

# timing keyword -> (event type, about this card?, whose: "you" | "opponent" | None)
KEYWORDS = {
    "on play": ("played", True, None),
    "on k.o.": ("ko", True, None),
    "when attacking": ("attack_declared", True, None),
    "on your opponent's attack": ("attack_declared", False, "opponent"),
    "trigger": ("life_damage", True, None),
}
_KEYWORD = re.compile(r"\[([^\]]+)\]")


@dataclass(frozen=True)
class OnePieceEffect:
    card: str
    number: int
    event: str | None
    self_card: bool
    whose: str | None
    text: str


def effects_of(ref: str, text: str) -> list[OnePieceEffect]:
    """Split a One Piece card text into effects, each with its activation timing."""
    effects = []
    parts = [p.strip() for p in re.split(r"\n+|(?<=[.)])\s+(?=\[)", text) if p.strip()]
    for number, part in enumerate(parts, 1):
        event, self_card, whose = None, False, None
        for keyword in _KEYWORD.findall(part):
            found = KEYWORDS.get(keyword.strip().lower())
            if found:
                event, self_card, whose = found
                break
        lowered = part.lower()
        if event is None and re.search(r"when you activate an event", lowered):
            event, self_card, whose = "card_activated", False, "you"   # rule 8-5-4: a card activation
        if event is None:
            match = re.search(r"when (?:a|one of your|your opponent's) character is k\.o\.'d", lowered)
            if match:
                whose = "opponent" if "opponent" in match.group(0) else ("you" if "your" in match.group(0) else None)
                event, self_card = "ko", False
        effects.append(OnePieceEffect(ref, number, event, self_card, whose, part))
    return effects


def _fulfils(effect: OnePieceEffect, event: Event, controller: str) -> bool:
    if effect.event is None or event.event != effect.event:
        return False
    if effect.self_card and event.card != effect.card:
        return False
    if effect.whose is not None and event.player is not None:
        if (event.player == controller) != (effect.whose == "you"):
            return False
    return True


class Resolution:
    """Replays 8-6: rounds of simultaneously fulfilled effects, turn player's first."""

    def __init__(self, scenario: Scenario):
        self.scenario = scenario
        self.effects: list[OnePieceEffect] = []
        for ref, card in scenario.cards.items():
            if card.text is None:
                raise BadScenario("a One Piece card must bring its own `text` (One Piece cards are not in the graph)",
                                  where=f"$.cards.{ref}.text")
            self.effects += effects_of(ref, card.text)
        self.rules: list[str] = ["op-8-6-1"]

    def controller(self, ref: str) -> str:
        return self.scenario.cards[ref].controller

    def fulfilled_by(self, events: list[Event]) -> list[OnePieceEffect]:
        return [e for e in self.effects for ev in events if _fulfils(e, ev, self.controller(e.card))]

    def produced_by(self, effect: OnePieceEffect) -> list[Event]:
        """What resolving an effect does: its own-card and player events, plus the card's stated events."""
        card = self.scenario.cards[effect.card]
        events: list[Event] = [Event("card_activated" if "[counter]" in effect.text.lower() else "effect_activated",
                                     card=effect.card, player=card.controller)]
        lowered = effect.text.lower()
        if re.search(r"\btrash this (?:character|card)\b", lowered):
            events.append(Event("trashed", card=effect.card, player=card.controller))
        if re.search(r"\bk\.o\. this (?:character|card)\b", lowered):
            events.append(Event("ko", card=effect.card, player=card.controller))
        for moment in card.resolution_events or []:
            events.extend(moment)
        return events

    def activated_effect(self, step) -> OnePieceEffect:
        effects = [e for e in self.effects if e.card == step.card]
        number = step.effect or 1
        if number > len(effects):
            raise BadScenario(f"{step.card} has {len(effects)} effect(s); there is no effect {number}",
                              where=f"{step.path}.effect")
        return effects[number - 1]

    def first_batch(self) -> tuple[list[OnePieceEffect], list[OnePieceEffect]]:
        """What resolves first: a card just activated (its effect, rule 8-4-2), else the effects
        fulfilled by the last moment of the steps."""
        if not self.scenario.steps:
            return [], []
        last = self.scenario.steps[-1]
        if last.kind == "activate":
            effect = self.activated_effect(last)
            activation = Event("card_activated", card=last.card, player=self.controller(last.card))
            waiting = self.fulfilled_by([activation])   # 8-6-3: after the activated card's effect
            if waiting:
                self._use("op-8-6-3")
            return [effect], waiting
        moments = last.moments or []
        return (self.fulfilled_by(moments[-1]) if moments else []), []

    def order(self) -> list[OnePieceEffect]:
        turn = self.scenario.turn_player
        batch, waiting = self.first_batch()
        order: list[OnePieceEffect] = []
        seen: set[tuple[str, int]] = set()
        while batch:
            batch = [e for e in dict.fromkeys(batch) if (e.card, e.number) not in seen]
            turn_first = [e for e in batch if self.controller(e.card) == turn]
            others = [e for e in batch if self.controller(e.card) != turn]
            new: list[OnePieceEffect] = []
            for effect in turn_first + others:
                seen.add((effect.card, effect.number))
                order.append(effect)
                produced = self.produced_by(effect)
                found = [e for e in self.fulfilled_by(produced) if (e.card, e.number) not in seen]
                if found and any(e.event == "card_activated" for e in found):
                    self._use("op-8-6-3")
                if any(self.controller(e.card) == turn for e in found) and self.controller(effect.card) == turn:
                    if len(turn_first) > 1 and effect is not turn_first[-1]:
                        self._use("op-8-6-1-1")
                new += found
            batch, waiting = waiting + new, []
        return order

    def _use(self, rule: str) -> None:
        if rule not in self.rules:
            self.rules.append(rule)


def answer(scenario: Scenario, infos) -> Answer:
    if scenario.question.kind != "resolution_order":
        raise BadScenario("for game one-piece the question must be `resolution_order`", where="$.ask")
    resolution = Resolution(scenario)
    order = resolution.order()
    names = {ref: (card.name or ref) for ref, card in scenario.cards.items()}
    if order:
        explanation = ("The turn player's effects resolve first; an effect fulfilled by resolving another waits "
                       "until the effects already pending have resolved: "
                       + ", ".join(f"{names[e.card]} ({e.number})" for e in order) + ".")
    else:
        explanation = "No effect had its activation timing fulfilled."
    return Answer(answer="ok", reason="other", explanation=explanation,
                  order=[{"card": e.card, "effect": e.number} for e in order], rules=resolution.rules)
