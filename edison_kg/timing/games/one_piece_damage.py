"""One Piece Card Game: damage processing (comprehensive rules 4-6, 8-6-2, 10-1-5), the part of
the duel (edison_kg/timing/games/one_piece.py) that holds what damage fulfils.

Dealing damage is one damage processing, however many Life cards it checks one at a time (a
[Double Attack] checks two). While it lasts:

- a checked Life card's [Trigger] may suspend it and be activated instead of the card going to
  the hand (8-6-2-1); the card is in no area while its [Trigger] is activated and goes to the
  trash afterwards unless the effect moved it (10-1-5-3);
- every other effect fulfilled meanwhile waits until the processing is over (8-6-2), and an
  effect whose timing is dealing or taking damage is fulfilled once by it (4-6, the official
  Q&A on a [Double Attack]).

A scenario states the [Trigger]s activated as `activate` steps right after the damage: the
processing then lasts into those steps. A [Trigger] no step activates is taken as activated, and
the answer says so; a Life card the damage event moves elsewhere (`to`) has none activated.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from edison_kg.timing.scenario import Event, Step

REVEALED = "revealed"      # the area of a card whose [Trigger] is being activated: none (10-1-5-3)


@dataclass
class DamageProcessing:
    """One damage processing under way."""

    by: str | None                                        # the card whose attack or effect deals the damage
    held: list = field(default_factory=list)              # Pending effects fulfilled meanwhile (8-6-2)
    revealed: list[str] = field(default_factory=list)     # cards whose [Trigger] a following step activates
    once: set[tuple[str, int]] = field(default_factory=set)   # damage timings already fulfilled (4-6)


def dealt_by(moment: list[Event]) -> str | None:
    return next((e.by for e in moment if e.event == "life_damage"), None)


def is_damage(moment: list[Event]) -> bool:
    return any(event.event == "life_damage" for event in moment)


class DamageRules:
    """The duel's damage processing; mixed into the One Piece duel, whose state it uses
    (``processing``, ``zones``, ``resolve``, ``queue``, ``use``, ``note``, ``assume``)."""

    processing: DamageProcessing | None

    # ------------------------------------------------------------ when it opens and closes

    def _open_damage(self, moment: list[Event]) -> bool:
        """Open a damage processing for a moment of damage, if none is under way; True if opened."""
        if self.processing is not None:
            return False
        self.processing = DamageProcessing(by=dealt_by(moment))
        return True

    def _same_damage(self, moment: list[Event]) -> bool:
        """Is this moment more of the damage under way (the next Life card of one [Double Attack])?"""
        processing = self.processing
        return is_damage(moment) and processing.by is not None and dealt_by(moment) == processing.by

    def _continues_damage(self, step: Step | None) -> bool:
        """Does the scenario's next step go on with the processing under way: it activates a
        revealed [Trigger], or it is the next damage of the same attack?"""
        if step is None or self.processing is None:
            return False
        if step.kind == "activate":
            return step.card in self.processing.revealed
        return step.kind == "events" and bool(step.moments) and self._same_damage(step.moments[0])

    def _close_damage(self) -> None:
        """The processing is over: what it fulfilled is activated now, turn player's first (8-6-2)."""
        processing, self.processing = self.processing, None
        if processing is None:
            return
        for ref in processing.revealed:      # a step was to activate it, but the scenario went on without
            self.zones[ref] = "hand"
        held = processing.held
        if not held:
            return
        self.use("op-8-6-2")
        self.note(f"{self.names(held)} {'is' if len(held) == 1 else 'are'} fulfilled during the damage "
                  f"processing and {'waits' if len(held) == 1 else 'wait'} until it is over (8-6-2).")
        if len({self.controller(p.card) for p in held}) == 2:
            self.use("op-8-6-1")
            turn = [p for p in held if self.controller(p.card) == self.turn_player]
            self.note(f"Then the turn player's {self.names(turn)} first (8-6-1).")
        self.queue.append(held)

    # ------------------------------------------------------------ what happens meanwhile

    def _during_damage(self, moment: list[Event], found: list) -> None:
        """A moment during the processing: [Trigger]s of the Life cards it checks, the rest held."""
        processing = self.processing
        triggers = [p for p in found if p.effect.kind == "trigger"]
        for item in found:
            if item.effect.kind == "trigger":
                continue
            key = (item.card, item.effect.number)
            if item.effect.timing.once_per_damage and key in processing.once:
                self.use("op-4-6-1-once")
                self.note(f"{self.name(item)} is fulfilled once by this damage processing, however many Life "
                          "cards it checks (4-6).")
                continue
            if item.effect.timing.once_per_damage:
                processing.once.add(key)
                self.use("op-4-6")        # dealing damage is one damage processing
            processing.held.append(item)
        for trigger in triggers:
            self._revealed(trigger, moment)

    def _not_damage(self, moment: list[Event]) -> None:
        """Rules 4-6 and 10-1-5: a Life card an effect or a cost moves is not damage. What waits
        for damage (or a [Trigger] of that card) is not fulfilled; the answer says why."""
        for event in moment:
            if event.from_zone != "life_area" or event.event == "life_damage":
                continue
            as_damage = Event("life_damage", card=event.card, player=event.player, from_zone="life_area")
            for ref, effects in self.effects.items():
                for effect in effects:
                    timing = effect.timing
                    if timing is None or timing.event != "life_damage" or timing.from_zone:
                        continue
                    label = self.scenario.cards[event.card].name if event.card else "A Life card"
                    if effect.kind == "trigger" and ref == event.card:
                        self.use("op-10-1-5")
                        self.note(f"{label} leaves the Life cards by an effect or a cost, not by damage: its "
                                  "[Trigger] is not activated (10-1-5).")
                    elif effect.kind == "auto" and self.fulfils(ref, effect, as_damage):
                        self.use("op-4-6")
                        self.note(f"{label} leaves the Life cards without damage being dealt, so "
                                  f"{self.effect_name(ref, effect)} is not fulfilled (4-6).")

    def _revealed(self, trigger, moment: list[Event]) -> None:
        """A checked Life card with [Trigger]: activated now, by a following step, or not at all."""
        label = self.scenario.cards[trigger.card].name or trigger.card
        event = next((e for e in moment if e.event == "life_damage" and e.card == trigger.card), None)
        if event is not None and event.to_zone is not None:
            self.note(f"{label} goes to the {event.to_zone.replace('_', ' ')}, as the damage event says: its "
                      "[Trigger] is not activated (10-1-5-2).")
            return
        if self._activated_later(trigger.card):
            self.zones[trigger.card] = REVEALED
            self.processing.revealed.append(trigger.card)
            return
        player = self.controller(trigger.card)
        self.assume(f"{player} activates the [Trigger] of {label}, checked from their Life cards: the scenario "
                    "does not say whether they activate it or add the card to their hand (10-1-5).")
        self._activate_trigger(trigger)

    def _activated_later(self, ref: str) -> bool:
        """Does a step right after this one (or after more of the same damage) activate the card?"""
        steps = self.scenario.steps
        for step in steps[len(self.steps_applied) + 1:]:
            if step.kind == "activate":
                if step.card == ref:
                    return True
                continue
            if not (step.kind == "events" and step.moments and self._same_damage(step.moments[0])):
                return False
        return False

    def _activate_trigger(self, trigger) -> None:
        """Activate a revealed [Trigger] during the processing (8-6-2-1)."""
        self.use("op-8-6-2-1", "op-10-1-5")
        self.note(f"{self.name(trigger)}'s [Trigger], checked as damage is dealt, is activated during the "
                  "damage processing (8-6-2-1).")
        self.zones[trigger.card] = REVEALED
        self.resolve(trigger)
        if self.zones[trigger.card] == REVEALED:    # not played nor added to the hand by its effect
            self.zones[trigger.card] = "trash"

    def _revealed_trigger(self, ref: str, step: Step):
        """The [Trigger] an `activate` step activates on a card revealed by the damage, or None
        when the card was not revealed (the step then activates something else)."""
        if self.processing is None or ref not in self.processing.revealed:
            return None
        self.processing.revealed.remove(ref)
        return next(e for e in self.effects[ref] if e.kind == "trigger")
