"""The Edison game state as a small state machine over a scenario's steps.

It records what happened, moment by moment: each moment is a list of simultaneous events
with its context (cost, activation, Summon material, Summon, resolution of Chain Link N,
outside any chain). Chain Links are pushed by ``activate`` and popped by ``resolve``.
Rules (rules.py) read this history; the state itself decides nothing about timing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from edison_kg.errors import BadScenario
from edison_kg.model import AnalyzedEffect
from edison_kg.timing import rules
from edison_kg.timing.cards import CardInfo, chain_speed, kind_matches, select_effect
from edison_kg.timing.scenario import Event, Scenario, Step

EVENT_DESTINATIONS = {
    "special_summon": "monster_zone", "normal_summon": "monster_zone", "destroyed": "graveyard",
    "banished": "banished", "sent_to_gy": "graveyard", "added_to_hand": "hand", "discarded": "graveyard",
    "returned_to_hand": "hand", "returned_to_deck": "deck", "tributed": "graveyard",
}
SUMMON_EVENT = {"normal": "normal_summon", "tribute": "tribute_summon", "flip": "flip_summon",
                "special": "special_summon", "synchro": "synchro_summon", "fusion": "fusion_summon",
                "ritual": "ritual_summon"}
INTERNAL_EVENTS = ("phase_entered", "effect_applied", "chain_link_resolved", "summon_attempted")
# the order of phases within a turn: moving to an earlier one starts a new turn
PHASE_ORDER = {"draw": 0, "standby": 1, "main1": 2, "battle": 3, "damage_step": 3, "main2": 4, "end": 5}


@dataclass
class Moment:
    """Events that happen at the same time, and the context they happened in."""

    index: int
    events: list[Event]
    context: str                       # cost | activation | summon_material | summon | summon_negated | resolution | outside | phase
    chain: int | None = None           # which chain (1, 2, ...) it belongs to
    link: int | None = None            # the Chain Link whose activation/resolution it is
    links_below: int = 0               # Chain Links still to resolve after it
    sequential: bool = False           # it follows the previous moment of the same effect by "then"/"after that"
    conjunction: str | None = None
    after_negated_activation: bool = False
    phase: str | None = None
    turn: int = 0
    negated_summon: bool = False       # material sent for a Summon that was then negated


@dataclass
class Happening:
    """One event in the history, with the moment it belongs to."""

    event: Event
    moment: int
    phase: str | None = None
    turn: int = 0
    synthetic: bool = False            # inferred by the engine (the end of the Damage Step)


@dataclass
class ChainLink:
    number: int
    card: str
    info: CardInfo
    effect: AnalyzedEffect | None
    controller: str
    targets: list[str]
    speed: int
    activation_negated: bool = False
    effect_negated: bool = False
    trigger: bool = False              # a trigger or Trigger-like Effect (started by an event)
    first_moment: int = 0              # its first moment (cost, else activation)
    turn: int = 0


@dataclass
class State:
    scenario: Scenario
    infos: dict[str, CardInfo]
    phase: str = "main1"
    moments: list[Moment] = field(default_factory=list)
    chain: list[ChainLink] = field(default_factory=list)
    chain_number: int = 0
    activations: list[tuple[ChainLink, int]] = field(default_factory=list)   # (link, moment index)
    negated_summons: list[tuple[str, int, str, int]] = field(default_factory=list)  # (card, moment, method, turn)
    zones: dict[str, str | None] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)                           # rule ids the history itself used
    turn: int = 0                                                            # turns passed since the start
    resolved: dict[int, ChainLink] = field(default_factory=dict)             # last moment of a resolution -> link
    _happenings: list | None = None

    @classmethod
    def initial(cls, scenario: Scenario, infos: dict[str, CardInfo]) -> "State":
        state = cls(scenario=scenario, infos=infos, phase=scenario.phase)
        state.zones = {ref: card.zone for ref, card in scenario.cards.items()}
        return state

    # ---------------------------------------------------------------- recording

    def controller(self, ref: str) -> str:
        return self.scenario.cards[ref].controller

    def opponent(self, player: str) -> str:
        return "B" if player == "A" else "A"

    def kind_of(self, ref: str, kind) -> bool:
        """Is the scenario card ``ref`` of the kind a condition names (cardinfo.CardKind)?"""
        info = self.infos.get(ref)
        if info is None:
            return True
        return kind_matches(kind, info, self.scenario.cards[ref].stats.get("atk", info.atk))

    def record(self, events: list[Event], context: str, *, chain: int | None = None, **extra) -> Moment:
        if chain is None and self.chain:
            chain = self.chain_number
        moment = Moment(index=len(self.moments), events=events, context=context, chain=chain,
                        phase=self.phase, turn=self.turn, **extra)
        self.moments.append(moment)
        self._happenings = None
        for event in events:
            if event.card is not None and event.event not in INTERNAL_EVENTS:
                destination = event.to_zone or EVENT_DESTINATIONS.get(event.event)
                if destination:
                    self.zones[event.card] = destination
        return moment

    def happenings(self) -> list[Happening]:
        """Every event so far, oldest first, with the resolutions of Chain Links ("after ...
        has resolved"), which belong to the link's last moment without being events of it."""
        if self._happenings is None:
            found = []
            for moment in self.moments:
                found += [Happening(event=event, moment=moment.index, phase=moment.phase, turn=moment.turn)
                          for event in moment.events]
                resolved = self.resolved.get(moment.index)
                if resolved is not None and not any(e.event == "chain_link_resolved" for e in moment.events):
                    found.append(Happening(Event("chain_link_resolved", card=resolved.card, player=resolved.controller),
                                           moment=moment.index, phase=moment.phase, turn=moment.turn))
            self._happenings = found
        return self._happenings

    def response_point(self) -> tuple[int, bool]:
        """The moment that counts as the last thing to happen, and whether the chain now open
        holds only the triggers that moment set off. Simultaneous triggers form the chain that
        answers the event, so a card responding to the event may still join that chain
        (Chain Disappearance at Chain Link 2 after a Flip Effect at Chain Link 1)."""
        last = len(self.moments) - 1
        if self.chain and all(link.trigger for link in self.chain):
            before = self.chain[0].first_moment - 1
            if before >= 0 and self.moments[before].chain != self.chain_number:
                return before, True
        return last, False

    # ---------------------------------------------------------------- steps

    def apply(self, step: Step) -> None:
        getattr(self, f"_apply_{step.kind}")(step)

    def _apply_activate(self, step: Step) -> None:
        info = self.infos[step.card]
        effect = select_effect(info, step.effect, step.effect_text, step.path)
        if effect is not None and effect.kind in ("continuous", "unanalyzed"):
            raise BadScenario(f"effect {effect.number} of {info.name} is a {effect.kind} effect and cannot be activated",
                              where=step.path)
        if not self.chain:
            self.chain_number += 1
        controller = self.controller(step.card)
        first_moment = len(self.moments)
        if step.cost:
            self.record(step.cost, "cost", link=len(self.chain) + 1)
        link = ChainLink(number=len(self.chain) + 1, card=step.card, info=info, effect=effect,
                         controller=controller, targets=list(step.targets),
                         speed=info.facts(effect).speed if effect is not None else chain_speed(info, None),
                         trigger=effect is not None and effect.kind in rules.TRIGGER_KINDS,
                         first_moment=first_moment, turn=self.turn)
        self.chain.append(link)
        kind = "card_activated" if effect is None or effect.kind == "card-activation" else "effect_activated"
        events = [Event(kind, card=step.card, player=controller)]
        events += [Event("targeted", card=t, player=self.controller(t), by=step.card) for t in step.targets]
        moment = self.record(events, "activation", link=link.number)
        self.activations.append((link, moment.index))

    def _apply_resolve(self, step: Step) -> None:
        if not self.chain:
            raise BadScenario(f"there is no Chain to resolve (no Chain Link {step.link})", where=f"{step.path}.resolve")
        top = self.chain[-1]
        if step.link != top.number:
            exists = step.link <= len(self.chain)
            problem = (f"Chain Link {step.link} cannot resolve yet: Chain Link {top.number} is on top and resolves first"
                       if exists else f"there is no Chain Link {step.link} (the Chain has {len(self.chain)} link(s))")
            raise BadScenario(problem, where=f"{step.path}.resolve")
        self.chain.pop()
        below = len(self.chain)
        first_new = len(self.moments)
        if top.activation_negated:
            # a negated activation does not resolve: the previous link stays the last thing
            self.notes.append("neg-activation-previous-link-last")
            if self.moments:
                self.moments[-1].after_negated_activation = True
            return
        if step.moments:
            for i, events in enumerate(step.moments):
                self.record(events, "resolution", chain=self.chain_number, link=top.number, links_below=below,
                            sequential=i > 0)
        elif step.moments is not None or top.effect_negated or top.effect is None or not top.effect.clauses:
            # it resolved without doing anything: the resolution itself is still something that happened
            if top.effect_negated:
                self.notes.append("neg-effect-still-resolves")
            self.record([Event("chain_link_resolved", card=top.card, player=top.controller)], "resolution",
                        chain=self.chain_number, link=top.number, links_below=below)
        elif any(c.alternative for c in top.effect.clauses):
            # the player chose one of bulleted options: the scenario must say which (never a guess)
            raise BadScenario(f"{top.info.name} offers a choice between options when it resolves; state what it "
                              f"did with {{\"resolve\": {top.number}, \"events\": [...]}}", where=f"{step.path}.resolve")
        else:
            named: list[str | None] = [None]   # the card the last clause acted on ("destroy it")
            for i, (clauses, conj) in enumerate(rules.conjunction_moments(top.effect.clauses)):
                events = [e for clause in clauses for e in self._clause_events(top, clause, named)]
                self.record(events or [Event("effect_applied", card=top.card, player=top.controller)], "resolution",
                            chain=self.chain_number, link=top.number, links_below=below, sequential=i > 0,
                            conjunction=conj)
        if len(self.moments) > first_new:
            self.resolved[len(self.moments) - 1] = top
            self._happenings = None
        for moment in self.moments[first_new:]:
            for event in moment.events:
                self._apply_negation(event)

    def _apply_negation(self, event: Event) -> None:
        """Negation clauses mark the Chain Link they negate (the targeted card's, else the one below)."""
        if event.event not in ("activation_negated", "effect_negated"):
            return
        if event.card is not None:  # a card named explicitly: only its own link
            candidates = [l for l in self.chain if l.card == event.card]
        else:
            candidates = self.chain[-1:]
        for link in candidates[-1:]:
            if event.event == "activation_negated":
                link.activation_negated = True
            else:
                link.effect_negated = True

    def _apply_summon(self, step: Step) -> None:
        card = step.card
        player = self.controller(card)
        if step.materials:  # materials and Tributes leave the field even when the Summon is then negated
            kind = "tributed" if step.method in ("tribute", "ritual") else "sent_to_gy"
            events = [Event(kind, card=m, player=self.controller(m), from_zone=self.zones.get(m) or "monster_zone",
                            to_zone="graveyard", cause="summon_material") for m in step.materials]
            self.record(events, "summon_material", negated_summon=step.negated)
        if step.negated:
            self.negated_summons.append((card, len(self.moments), step.method, self.turn))
            self.record([Event("summon_negated", card=card, player=player)], "summon_negated")
            self.notes.append("neg-summon-never-on-field")
            return
        self.record([Event(SUMMON_EVENT[step.method], card=card, player=player,
                           from_zone=self.zones.get(card), to_zone="monster_zone")], "summon")

    def _apply_events(self, step: Step) -> None:
        for events in step.moments:
            self.record(events, "resolution" if self.chain else "outside")

    def _apply_phase(self, step: Step) -> None:
        if PHASE_ORDER[step.phase] < PHASE_ORDER.get(self.phase, 0):
            self.turn += 1  # back to an earlier phase: a new turn has begun
        self.phase = step.phase
        self.record([Event("phase_entered", player=self.scenario.turn_player)], "phase")

    # ---------------------------------------------------------------- clauses

    def _clause_events(self, link: ChainLink, clause, named: list) -> list[Event]:
        """The events a resolving clause causes, from what the card reader read of it."""
        kind = clause.event
        if kind is None:
            return [Event("effect_applied", card=link.card, player=link.controller)]
        if clause.every:
            return [self._clause_event(kind, card, link, clause) for card in self._every_card(clause, link)]
        card = self._clause_card(clause, link, named[0])
        if kind in ("activation_negated", "effect_negated") and card is None and self.chain:
            card = self.chain[-1].card
        if card is not None:
            named[0] = card
        return [self._clause_event(kind, card, link, clause)]

    def _clause_event(self, kind: str, card: str | None, link: ChainLink, clause) -> Event:
        player = link.controller
        if card is not None and kind not in rules.SUMMON_EVENTS:
            player = self.controller(card)
        if clause.player is not None:
            player = self._acting_player(clause.player, link)
        event = Event(kind, card=card, player=player, cause="effect", by=link.card)
        if card is not None:
            event.from_zone = self.zones.get(card)
        event.to_zone = EVENT_DESTINATIONS.get(kind)
        return event

    def _acting_player(self, who: str, link: ChainLink) -> str:
        """"your opponent" is the other player; "they" is the player the effect answers (the
        one named in its condition, else the controller of the link it responds to or of its
        target)."""
        if who == "opponent":
            return self.opponent(link.controller)
        condition = link.effect.condition if link.effect is not None else None
        if condition is not None and condition.player == "opponent":
            return self.opponent(link.controller)
        if self.chain:
            return self.chain[-1].controller
        if link.targets:
            return self.controller(link.targets[0])
        return self.opponent(link.controller)

    def _every_card(self, clause, link: ChainLink) -> list[str]:
        """The scenario's cards that "all monsters ..." / "all Spell and Trap Cards ..." acts on."""
        zones = {"monster": ("monster_zone",), "spell-trap": ("spell_trap_zone", "field_zone")}.get(
            clause.every, ("monster_zone", "spell_trap_zone", "field_zone"))
        whose = {"opponent": self.opponent(link.controller), "you": link.controller}.get(clause.whose)
        return [ref for ref, zone in self.zones.items()
                if zone in zones and ref != link.card and (whose is None or self.controller(ref) == whose)]

    @staticmethod
    def _clause_card(clause, link: ChainLink, previous: str | None = None) -> str | None:
        """Which scenario card a clause acts on: this card, a target, or the card an earlier
        clause of the same effect acted on ("negate the activation, and if you do, destroy it")."""
        subject = clause.subject
        if subject == "self":
            return link.card
        if link.targets:
            if subject == "second-target":
                return link.targets[1] if len(link.targets) > 1 else None
            if subject in ("target", "it"):
                return link.targets[0]
        elif subject == "it":
            return previous
        return None
