"""One Piece Card Game answers: the order in which effects resolve when their activation
timings are fulfilled (comprehensive rules 8-4 to 8-6, and the keyword rules of 10-2). The
game's hooks (edison_kg/timing/game.py): ``read_text`` reads a card, ``Duel`` is the state
its steps are applied to, which answers `resolution_order`.

One Piece cards are not in the graph: a scenario card brings its own ``text``, which the One
Piece card reader (edison_kg.cardtext.one_piece) turns into effects: keywords, activation
timing, and what resolving each does as events of the contract. This module reads no card
text itself. What an effect did that its text cannot say (the card it chose) comes from the
card's ``resolution_events``, a contract extension of this game: the engine never guesses a
choice.

The duel is replayed step by step (turn, phase, zones, [Once Per Turn] uses): an ``events``
step is something that happened, an ``activate`` step a player activating a card or effect,
a ``phase`` step the game moving on. Every step's fulfilled effects resolve before the next
step; the answer is the order of the last step's. Within a step:

- effects fulfilled at one moment form a group; the turn player's resolve first (8-6-1);
- an effect fulfilled while others are pending waits for them, as 8-6-1 and 8-6-1-1 say;
- an effect fulfilled by an activation waits for the activated effect (8-6-3);
- while damage is processed, a revealed Life card's [Trigger] resolves at once (8-6-2-1) and
  every other effect fulfilled meanwhile waits until the processing is over (8-6-2); the
  damage processing is edison_kg/timing/games/one_piece_damage.py;
- [On Your Opponent's Attack] waits for the attacker's effects (10-2-16);
- an auto effect whose card left its area before the effect was activated is not (8-1-3-1-3).

What the engine takes as given that the scenario does not say (a condition of the text, a
[Trigger] no step activates, a choice of order) is said in the answer's `assumed`.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from edison_kg.cardtext import OnePieceEffect, one_piece_card_kind, read_one_piece
from edison_kg.errors import BadScenario
from edison_kg.timing.answer import Answer
from edison_kg.timing.game import Game, GameState
from edison_kg.timing.games.one_piece_damage import DamageRules, is_damage
from edison_kg.timing.history import History
from edison_kg.timing.scenario import PHASES, CardRef, Event, Scenario, Step

FIELD_AREAS = ("leader_area", "character_area", "stage_area", "field")
# where an event leaves its card when the event does not say (`to`)
DESTINATION = {"played": "character_area", "ko": "trash", "trashed": "trash", "added_to_hand": "hand",
               "returned_to_hand": "hand", "returned_to_deck": "deck", "life_damage": "hand"}
# events that belong to a player, not a card: the scenario must say whose
PLAYER_EVENTS = ("life_damage", "drawn")
MAX_RESOLUTIONS = 200   # effects that fulfil each other without end are a bad scenario


def other(player: str) -> str:
    return "B" if player == "A" else "A"


@dataclass
class Pending:
    """An effect whose activation timing was fulfilled, waiting to be activated and resolved."""

    card: str
    effect: OnePieceEffect
    cost: list[Event] = field(default_factory=list)   # what the scenario says was paid (an `activate` step)
    zone: str | None = None        # where its card was once the moment that fulfilled it was over (8-1-3-1-3)


def read_text(ref: str, card: CardRef, where: str, store=None) -> tuple[OnePieceEffect, ...]:
    """A card's effects, read from its own text by the One Piece card reader."""
    effects = tuple(read_one_piece(card.text))
    if not effects:
        raise BadScenario("the One Piece card reader finds no effect in the card text", where=f"{where}.text")
    return effects


class Duel(DamageRules, GameState):
    """The duel as the scenario's steps leave it, and the resolution of each step's effects."""

    def __init__(self, scenario: Scenario, cards: dict[str, tuple[OnePieceEffect, ...]]):
        super().__init__(scenario, cards)
        self.effects = cards
        self.turn_player = scenario.turn_player
        self.phase = scenario.phase
        self.zones = {ref: card.zone for ref, card in scenario.cards.items()}
        self.kinds = {ref: self._kind(ref) for ref in scenario.cards}
        # the effects an event of each type may fulfil ("from": any event out of that area), and
        # the scenario's order of cards and effects, in which a moment's effects are listed
        self._by_event: dict[str, list[tuple[str, int]]] = {}
        self._by_from: dict[str, list[tuple[str, int]]] = {}
        self._card_order: dict[tuple[str, int], int] = {}
        for ref, effects in cards.items():
            for effect in effects:
                key = (ref, effect.number)
                self._card_order[key] = len(self._card_order)
                if effect.timing is not None and effect.kind in ("auto", "trigger"):
                    self._by_event.setdefault(effect.timing.event, []).append(key)
                    if effect.timing.from_zone:
                        self._by_from.setdefault(effect.timing.from_zone, []).append(key)
        self.used: set[tuple[str, int]] = set()            # [Once Per Turn] effects used this turn
        self.told: set[str] = set()                        # cards whose resolution_events were used
        self.processing = None                             # the damage processing under way, if any
        self.activating: Pending | None = None             # the effect whose activation is happening
        self._reset()

    def _kind(self, ref: str) -> str:
        kind = one_piece_card_kind(self.effects[ref])
        if kind:
            return kind
        return {"leader_area": "Leader", "stage_area": "Stage"}.get(self.zones[ref] or "", "Character")

    def _reset(self) -> None:
        self.order: list[Pending] = []
        self.rules: list[str] = []
        self.notes: list[str] = []
        self.assumed: list[str] = []                      # what the engine took as given (also in notes)
        self.queue: deque[list[Pending]] = deque()
        self.after_attack: list[Pending] = []
        self.rest: list[Pending] = []                     # the group being resolved: what is still to come
        self.path = "$.steps"                             # the step being played, for error messages

    # ------------------------------------------------------------ names

    def controller(self, ref: str) -> str:
        return self.scenario.cards[ref].controller

    def name(self, pending: Pending) -> str:
        return self.effect_name(pending.card, pending.effect)

    def effect_name(self, ref: str, effect: OnePieceEffect) -> str:
        label = self.scenario.cards[ref].name or ref
        return label if len(self.effects[ref]) == 1 else f"{label} (effect {effect.number})"

    def names(self, pendings) -> str:
        labels = [self.name(p) for p in pendings]
        return labels[0] if len(labels) == 1 else ", ".join(labels[:-1]) + " and " + labels[-1]

    def use(self, *rules: str) -> None:
        for rule in rules:
            if rule not in self.rules:
                self.rules.append(rule)

    def note(self, text: str) -> None:
        if text not in self.notes:
            self.notes.append(text)

    def assume(self, text: str) -> None:
        """Something the engine takes as given that the scenario does not say: in the answer's
        `assumed`, and in its explanation."""
        self.note(text)
        if text not in self.assumed:
            self.assumed.append(text)

    # ------------------------------------------------------------ steps

    def _apply_step(self, step: Step) -> None:
        """Play one step and resolve what it fulfilled; ``self.order`` is then its order."""
        self._reset()
        self.path = step.path
        if step.kind not in ("phase", "events", "activate"):
            raise BadScenario(f"a `{step.kind}` step has no meaning in the One Piece Card Game, which has no chain: "
                              "use `events`, `activate` or `phase`", where=step.path)
        if not self._continues_damage(step):
            self._close_damage()
        if step.kind == "phase":
            self._phase(step.phase)
        elif step.kind == "events":
            for i, moment in enumerate(step.moments or []):
                self._check_moment(moment, f"{step.path}.events[{i}]")
                if self.processing is not None and not self._same_damage(moment):
                    self._close_damage()
                self.happen(moment, source=None, pending=[], top=True)
        else:
            pending, trigger = self._activated(step)
            if trigger:
                self._activate_trigger(pending)
            else:
                self.queue.append([pending])
                self.use("op-8-4-2" if pending.effect.card_activation else "op-8-4-3")
        self.run()
        if self.processing is not None and not self._continues_damage(self._next_step()):
            self._close_damage()
            self.run()

    def _next_step(self) -> Step | None:
        steps = self.scenario.steps
        index = len(self.steps_applied) + 1          # the step being applied is not recorded yet
        return steps[index] if index < len(steps) else None

    def _phase(self, phase: str) -> None:
        order = PHASES["one-piece"]
        if order.index(phase) < order.index(self.phase):   # back to an earlier phase: the next turn
            self.turn_player = other(self.turn_player)
            self.used.clear()
        self.phase = phase
        if phase == "end":
            self.happen([Event("end_of_turn", player=self.turn_player)], source=None, pending=[])

    def _check_moment(self, moment: list[Event], where: str) -> None:
        for j, event in enumerate(moment):
            if event.event in PLAYER_EVENTS and event.player is None:
                raise BadScenario(f"a `{event.event}` event needs the player it happens to (`player`, or the `card`)",
                                  where=f"{where}[{j}]")

    def _activated(self, step: Step) -> tuple[Pending, bool]:
        """The effect an `activate` step activates, checked against the duel's state, and
        whether it is the [Trigger] of a card the damage revealed (10-1-5)."""
        ref = step.card
        effects = self.effects[ref]
        label = self.scenario.cards[ref].name or ref
        trigger = self._revealed_trigger(ref, step)
        if trigger is not None:
            if step.effect not in (None, trigger.number) or step.effect_text is not None:
                raise BadScenario(f"{label} is revealed from the Life cards by the damage: only its [Trigger] (effect "
                                  f"{trigger.number}) can be activated now", where=f"{step.path}.effect")
            return Pending(ref, trigger, cost=list(step.cost)), True
        if step.effect is not None:
            if step.effect > len(effects):
                raise BadScenario(f"{ref} has {len(effects)} effect(s); there is no effect {step.effect}",
                                  where=f"{step.path}.effect")
            effect = effects[step.effect - 1]
        elif step.effect_text is not None:
            wanted = _folded(step.effect_text)
            matches = [e for e in effects if wanted in _folded(e.text)]
            if len(matches) != 1:
                listed = "; ".join(f"{e.number}: {e.text}" for e in effects)
                raise BadScenario(f"`effect_text` matches {len(matches)} of {ref}'s effects, not exactly 1 ({listed})",
                                  where=f"{step.path}.effect_text")
            effect = matches[0]
        else:
            activatable = [e for e in effects if e.activated_by_player]
            if not activatable and any(e.kind == "trigger" for e in effects) and self.zones[ref] == "life_area":
                raise BadScenario(f"{label}'s [Trigger] is activated only when damage reveals the card (10-1-5): "
                                  "give the `life_damage` event that checks it in the step before",
                                  where=f"{step.path}.activate")
            if len(activatable) != 1:
                what = "no effect" if not activatable else f"{len(activatable)} effects"
                raise BadScenario(f"{label} has {what} that its player activates ([Activate: Main], [Main], "
                                  "[Counter]); give `effect`", where=f"{step.path}.activate")
            effect = activatable[0]
        where = f"{step.path}.activate"
        controller = self.controller(ref)
        if not effect.activated_by_player:
            raise BadScenario(f"effect {effect.number} of {label} is {_article(effect.kind)} {effect.kind} effect: "
                              "its timing activates it, not its player (give the events that fulfil it)", where=where)
        zone = self.zones[ref]
        if effect.card_activation and zone is not None and zone != "hand":
            raise BadScenario(f"{label} is an Event, used from the hand (rule 8-5-2), but it is in the {zone}",
                              where=where)
        if not effect.card_activation and zone is not None and zone not in FIELD_AREAS:
            raise BadScenario(f"{label}'s effect works from the Leader, Character or Stage area, but the card is in "
                              f"the {zone}", where=where)
        main = bool({"Main", "Activate: Main"} & set(effect.keywords))
        counter = "Counter" in effect.keywords
        if counter and controller == self.turn_player and not main:
            raise BadScenario(f"{label}'s [Counter] is used in the opponent's turn, but it is its player's own turn",
                              where=where)
        if main and self.phase != "main" and not (counter and controller != self.turn_player):
            raise BadScenario(f"{label}'s effect is activated in the Main Phase, but the game is in the {self.phase} "
                              "phase", where=where)
        if effect.turn is not None and (controller == self.turn_player) != (effect.turn == "you"):
            whose = "its player's" if effect.turn == "you" else "the opponent's"
            raise BadScenario(f"{label}'s effect works only in {whose} turn", where=where)
        if effect.once_per_turn and (ref, effect.number) in self.used:
            raise BadScenario(f"{label}'s effect is [Once Per Turn] and was already used this turn (rule 10-2-13)",
                              where=where)
        return Pending(ref, effect, cost=list(step.cost)), False

    # ------------------------------------------------------------ what fulfils what

    def fulfils(self, ref: str, effect: OnePieceEffect, event: Event, *, any_card_kind: bool = False) -> bool:
        """Does the event fulfil the effect's activation timing? (``any_card_kind``: leave the
        kind of card the timing names unchecked.)"""
        timing = effect.timing
        if timing is None or effect.kind not in ("auto", "trigger"):
            return False
        if timing.event != event.event and not (timing.from_zone and event.from_zone == timing.from_zone):
            return False       # ("removed from the Life cards": any event that moves a card out of them)
        controller = self.controller(ref)
        if effect.turn is not None and (controller == self.turn_player) != (effect.turn == "you"):
            return False
        if timing.this_card or timing.target_this:
            if not ((timing.this_card and event.card == ref) or (timing.target_this and event.target == ref)):
                return False
        elif self.zones[ref] is not None and self.zones[ref] not in FIELD_AREAS:
            return False       # an effect that watches the game works while its card is in play
        if timing.by_this_card and event.by != ref:
            return False
        if timing.cause is not None and event.cause != timing.cause:
            return False
        if timing.player is not None:
            if event.player is None or (event.player == controller) != (timing.player == "you"):
                return False
        if timing.card_kind is not None and event.card is not None and not any_card_kind:
            if self.kinds[event.card] != timing.card_kind:
                return False
        if timing.outside_draw_phase and self.phase == "draw":
            return False
        return True

    def fulfilled(self, moment: list[Event]) -> list[Pending]:
        """The effects a moment fulfils, in the scenario's order of cards, each once; then the
        moment moves its cards."""
        hits = {key for event in moment for key in self._watchers(event)
                if self.fulfils(key[0], self.effects[key[0]][key[1] - 1], event)}
        found = [Pending(ref, self.effects[ref][number - 1]) for ref, number in sorted(hits, key=self._card_order.get)]
        self._activation_kinds(moment)
        self._not_damage(moment)
        for event in moment:
            if event.card is not None and event.event in DESTINATION:
                self.zones[event.card] = event.to_zone or (
                    "stage_area" if event.event == "played" and self.kinds[event.card] == "Stage"
                    else DESTINATION[event.event])
            elif event.card is not None and event.to_zone is not None:
                self.zones[event.card] = event.to_zone
        for item in found:
            item.zone = self.zones[item.card]
            self._taken_in_play(item)
        return found

    def _taken_in_play(self, item: Pending) -> None:
        """An effect that watches the game works while its card is in play: a card the scenario
        gives no area is taken to be there."""
        timing = item.effect.timing
        if item.zone is None and not (timing.this_card or timing.target_this) and item.effect.kind == "auto":
            label = self.scenario.cards[item.card].name or item.card
            self.assume(f"{label} is taken to be in play, where its effect works: the scenario gives no `zone`.")

    def _watchers(self, event: Event) -> list[tuple[str, int]]:
        """The effects (card, number) whose timing this event may fulfil."""
        watchers = self._by_event.get(event.event, [])
        if event.from_zone in self._by_from:
            watchers = watchers + self._by_from[event.from_zone]
        return watchers

    def _activation_kinds(self, moment: list[Event]) -> None:
        """Rules 8-5: "when ... activates an Event" means a card activation, never an effect's.
        Said of what a player activates ([Activate: Main], a [Trigger]), not of auto effects."""
        for event in moment:
            if event.event not in ("card_activated", "effect_activated") or event.card is None:
                continue
            activating = self.activating
            if (event.event == "effect_activated" and activating is not None and activating.card == event.card
                    and activating.effect.kind == "auto"):
                continue
            for ref, effects in self.effects.items():
                for effect in effects:
                    timing = effect.timing
                    if timing is None or timing.event != "card_activated" or timing.card_kind != "Event":
                        continue
                    as_card = Event("card_activated", card=event.card, player=event.player)
                    if not self.fulfils(ref, effect, as_card, any_card_kind=True):
                        continue
                    watcher = self.effect_name(ref, effect)
                    activated = self.scenario.cards[event.card].name or event.card
                    if event.event == "effect_activated" and self._activating_trigger(event):
                        self.use("op-8-5-2-trigger", "op-8-5-2", "op-8-5-4")
                        self.note(f"Activating the [Trigger] of {activated} from the Life cards is not the activation "
                                  f"of an Event, so {watcher} is not fulfilled (8-5-2, 8-5-4).")
                    elif event.event == "effect_activated":
                        self.use("op-8-5-1", "op-8-5-3", "op-8-5-4")
                        self.note(f"Activating an effect of {activated} is an effect activation, not the activation "
                                  f"of an Event, so {watcher} is not fulfilled (8-5-1, 8-5-3, 8-5-4).")
                    elif self.kinds[event.card] == "Event":
                        self.use("op-8-5-2", "op-8-5-4")
                        self.note(f"Using the Event {activated} from the hand is a card activation, what "
                                  f"{watcher} means by activating an Event (8-5-2, 8-5-4).")

    def _activating_trigger(self, event: Event) -> bool:
        activating = self.activating
        return activating is not None and activating.card == event.card and activating.effect.kind == "trigger"

    # ------------------------------------------------------------ resolving

    def happen(self, moment: list[Event], source: Pending | None, pending: list[Pending],
               activation: bool = False, top: bool = False) -> None:
        """A moment of the duel: the effects it fulfils are queued, or held as the rules say.
        ``top``: a moment of an `events` step, whose damage processing the step closes."""
        found = self.fulfilled(moment)
        if is_damage(moment) or self.processing is not None:
            opened = self._open_damage(moment)
            self._during_damage(moment, found)
            if opened and not top:        # damage an effect deals is processed within that moment
                self._close_damage()
            return
        if not found:
            return
        if len({self.controller(p.card) for p in found}) == 2:
            self.use("op-8-6-1")
            turn = [p for p in found if self.controller(p.card) == self.turn_player]
            self.note(f"{self.names(found)} are fulfilled at the same time: the turn player's "
                      f"{self.names(turn)} first (8-6-1).")
        waiting = [p for p in found if p.effect.timing.waits == "attack"]
        self.after_attack += waiting
        group = [p for p in found if p.effect.timing.waits != "attack"]
        if not group:
            return
        if activation and source is not None:
            self.use("op-8-6-3")
            if source.effect.card_activation and "Counter" in source.effect.keywords:
                self.use("op-8-6-3-counter-event")
            also = f", and after {self.names(pending)}, already pending" if pending else ""
            self.note(f"{self.names(group)}, fulfilled by the activation of {self.name(source)}, "
                      f"{'waits' if len(group) == 1 else 'wait'} until its effect has resolved{also} (8-6-3).")
        elif source is not None and pending:
            self._waits(source, group, pending)
        self.queue.append(group)

    def _waits(self, source: Pending, group: list[Pending], pending: list[Pending]) -> None:
        """Rules 8-6-1 and 8-6-1-1: an effect fulfilled by a resolution waits for the ones pending."""
        turn = self.turn_player
        by_turn_player = self.controller(source.card) == turn
        if by_turn_player and any(self.controller(p.card) == turn for p in pending):
            self.use("op-8-6-1-1", "op-8-6-1")
            rule = "8-6-1-1"
        else:
            self.use("op-8-6-1")
            rule = "8-6-1"
        self.note(f"Resolving {self.name(source)} fulfils {self.names(group)}, which "
                  f"{'waits' if len(group) == 1 else 'wait'} for {self.names(pending)}, already pending ({rule}).")

    def run(self) -> None:
        """Resolve the queued groups, the oldest first, each the turn player's effects first."""
        while self.queue or self.after_attack:
            if not self.queue:
                self.queue.append(self.after_attack)
                self.after_attack = []
            group = self.queue.popleft()
            group = ([p for p in group if self.controller(p.card) == self.turn_player]
                     + [p for p in group if self.controller(p.card) != self.turn_player])
            self._choices(group)
            for i, item in enumerate(group):
                self.rest = group[i + 1:]
                self.resolve(item)
            self.rest = []

    def pending(self) -> list[Pending]:
        """The effects fulfilled earlier that have not resolved yet."""
        return self.rest + [p for group in self.queue for p in group] + self.after_attack

    def _choices(self, group: list[Pending]) -> None:
        for player in ("A", "B"):
            own = [p for p in group if self.controller(p.card) == player]
            if len(own) > 1:
                self.assume(f"{player} chooses the order of {self.names(own)}; this answer takes the order in which "
                            "the scenario lists them.")

    def resolve(self, item: Pending) -> None:
        """Activate and resolve one effect: its activation is a moment (8-6-3), then every
        action its text (and the card's `resolution_events`) says is one."""
        effect = item.effect
        if effect.kind == "auto" and item.zone is not None and self.zones[item.card] != item.zone:
            self.use("op-8-1-3-1-3")
            self.note(f"{self.name(item)} is not activated: its card left the {item.zone.replace('_', ' ')} "
                      "before the effect could be activated (8-1-3-1-3).")
            return
        if effect.once_per_turn:
            if (item.card, effect.number) in self.used:
                self.use("op-10-2-13")
                self.note(f"{self.name(item)} is [Once Per Turn] and was already used this turn: it is not "
                          "activated again (10-2-13).")
                return
            self.used.add((item.card, effect.number))
        if len(self.order) >= MAX_RESOLUTIONS:
            raise BadScenario(f"the effects keep fulfilling one another without end (more than {MAX_RESOLUTIONS} "
                              "resolutions in one step)", where=self.path)
        self.order.append(item)
        if effect.timing is not None and effect.timing.rule:
            self.use(effect.timing.rule)
        controller = self.controller(item.card)
        activation = [Event("card_activated" if effect.card_activation else "effect_activated", card=item.card,
                            player=controller)]
        if effect.card_activation:   # rule 8-4-2: the Event is trashed, then its effect carried out
            activation.append(Event("trashed", card=item.card, player=controller, from_zone=self.zones[item.card],
                                    to_zone="trash"))
        # what was paid: the step's cost if it says, else what the text's cost does
        activation += item.cost or [self._event(action, item) for action in effect.cost if self._determinate(action)]
        self._assumed(item)
        self.activating = item
        self.happen(activation, source=item, pending=self.pending(), activation=True)
        self.activating = None
        for moment, why in self._resolution(item):
            before = self._waiting()
            self.happen(moment, source=item, pending=self.pending())
            if why and self._waiting() > before:
                self.use(why)   # what the effect did fulfilled another, read by that rule

    def _waiting(self) -> int:
        held = len(self.processing.held) if self.processing is not None else 0
        return sum(len(group) for group in self.queue) + len(self.after_attack) + held

    def _assumed(self, item: Pending) -> None:
        """Say what the engine takes as given: what the text requires and the scenario does not track."""
        effect = item.effect
        name = self.name(item)
        for condition in effect.conditions:
            self.assume(f"{name}: \"{condition}\" is taken as met.")
        if effect.don:
            self.assume(f"{name}: [DON!! x{effect.don}] is taken as met.")
        if effect.timing is not None and effect.timing.card_type:
            self.assume(f"{name}: the card that fulfilled it is taken to be of the type "
                        f"\"{effect.timing.card_type}\" its text asks for (the scenario gives no types).")
        if effect.cost_text and effect.optional and not item.cost:
            self.assume(f"{name}: its cost \"{effect.cost_text}\" is taken as paid.")

    def _resolution(self, item: Pending) -> list[tuple[list[Event], str | None]]:
        """The moments of an effect's resolution, each with the rule that says whom it concerns:
        8-4-4-3 for a text that names no player, 8-4-4 for a choice the scenario states."""
        moments = [([self._event(action, item)], "op-8-4-4-3" if action.implied else None)
                   for action in self._actions(item) if self._determinate(action)]
        card = self.scenario.cards[item.card]
        if card.resolution_events and item.card not in self.told:   # what the text leaves to a choice
            self.told.add(item.card)
            moments += [(list(moment), "op-8-4-4") for moment in card.resolution_events]
        return moments

    def _actions(self, item: Pending):
        for action in item.effect.actions:
            if action.action == "activate_main":     # "Activate this card's [Main] effect."
                for effect in self.effects[item.card]:
                    if "Main" in effect.keywords:
                        yield from effect.actions
                        break
            else:
                yield action

    @staticmethod
    def _determinate(action) -> bool:
        """Does the text alone say what happens? Not for a card it leaves to a choice, nor for
        what it may do less of or not at all ("up to", rule 8-4-4-1)."""
        return action.event is not None and action.card != "other" and not (action.up_to and action.card is None)

    def _event(self, action, item: Pending) -> Event:
        controller = self.controller(item.card)
        if action.card == "this":
            return Event(action.event, card=item.card, player=controller)
        return Event(action.event, player=controller if action.player == "you" else other(controller),
                     count=action.count, from_zone=action.from_zone)


    # ------------------------------------------------------------ the question, what happened

    def answer(self) -> Answer:
        """The order in which the last step's effects resolved (`resolution_order`)."""
        order = self.order
        if order:
            listed = ", ".join(self.name(p) for p in order)
            explanation = " ".join(self.notes + [f"Order of resolution: {listed}."])
        else:
            explanation = " ".join(self.notes + ["No effect had its activation timing fulfilled by the last step."])
        return Answer(answer="ok", reason="other", explanation=explanation,
                      order=[{"card": p.card, "effect": p.effect.number} for p in order],
                      rules=self.rules or ["op-8-6"], assumed=self.assumed + self._unfollowed())

    def _unfollowed(self) -> list[str]:
        """The effects whose timing names a moment the scenario's events cannot state ([On Block],
        or a wording the reader does not read): taken as never fulfilled."""
        out = []
        for ref, effects in self.effects.items():
            for effect in effects:
                if effect.timing is not None and effect.timing.event is None:
                    out.append(f"{self.effect_name(ref, effect)}: its timing \"{effect.timing.text}\" is no event "
                               "the scenario can state, so it is taken as not fulfilled.")
        return out

    def history(self) -> History:
        """The cards and where the scenario starts: with no chain, the answer's order says the rest."""
        scenario = self.scenario
        return History(game=scenario.game, turn_player=scenario.turn_player, phase=scenario.phase,
                       cards={ref: {"name": card.name or ref, "controller": card.controller}
                              for ref, card in scenario.cards.items()})


GAME = Game(name="one-piece", title="One Piece", questions=("resolution_order",), cards_in_graph=False,
            read_text=read_text, state=Duel)


def _article(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def _folded(text: str) -> str:
    return " ".join(text.casefold().replace("\u2019", "'").split())
