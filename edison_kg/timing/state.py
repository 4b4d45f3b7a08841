"""The Edison game state as a small state machine over a scenario's steps.

It records what happened, moment by moment: each moment is a list of simultaneous events
with its context (cost, activation, Summon material, Summon, resolution of Chain Link N,
outside any chain). Chain Links are pushed by ``activate`` and popped by ``resolve``.
Rules (rules.py) read this history; the state itself decides nothing about timing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from edison_kg.errors import BadScenario
from edison_kg.model import AnalyzedEffect
from edison_kg.timing import rules
from edison_kg.timing.cardinfo import CardInfo, select_effect
from edison_kg.timing.scenario import Event, Scenario, Step

# what a clause's action does, as a contract event
ACTION_EVENTS = {
    "special_summon": "special_summon", "normal_summon": "normal_summon", "destroy": "destroyed",
    "banish": "banished", "send_to_gy": "sent_to_gy", "add_to_hand": "added_to_hand",
    "discard": "discarded", "draw": "drawn", "gain_lp": "lp_gained", "inflict_damage": "damage_inflicted",
    "pay_lp": "lp_paid", "negate_activation": "activation_negated", "negate_effect": "effect_negated",
    "negate_summon": "summon_negated", "negate_attack": "attack_negated", "return_to_hand": "returned_to_hand",
    "return_to_deck": "returned_to_deck", "set": "set", "change_position": "position_changed",
    "equip": "equipped", "take_control": "control_changed", "tribute": "tributed",
}
EVENT_DESTINATIONS = {
    "special_summon": "monster_zone", "normal_summon": "monster_zone", "destroyed": "graveyard",
    "banished": "banished", "sent_to_gy": "graveyard", "added_to_hand": "hand", "discarded": "graveyard",
    "returned_to_hand": "hand", "returned_to_deck": "deck", "tributed": "graveyard",
}
SUMMON_EVENT = {"normal": "normal_summon", "tribute": "tribute_summon", "flip": "flip_summon",
                "special": "special_summon", "synchro": "synchro_summon", "fusion": "fusion_summon",
                "ritual": "ritual_summon"}
INTERNAL_EVENTS = ("phase_entered", "effect_applied", "chain_link_resolved", "summon_attempted")


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


@dataclass
class Happening:
    """One event in the history, with the moment it belongs to."""

    event: Event
    moment: int
    phase: str | None = None


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


@dataclass
class State:
    scenario: Scenario
    infos: dict[str, CardInfo]
    phase: str = "main1"
    moments: list[Moment] = field(default_factory=list)
    chain: list[ChainLink] = field(default_factory=list)
    chain_number: int = 0
    activations: list[tuple[ChainLink, int]] = field(default_factory=list)   # (link, moment index)
    negated_summons: list[tuple[str, int]] = field(default_factory=list)     # (card ref, moment index)
    zones: dict[str, str | None] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)                           # rule ids the history itself used

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

    def record(self, events: list[Event], context: str, *, chain: int | None = None, **extra) -> Moment:
        if chain is None and self.chain:
            chain = self.chain_number
        moment = Moment(index=len(self.moments), events=events, context=context, chain=chain,
                        phase=self.phase, **extra)
        self.moments.append(moment)
        for event in events:
            if event.card is not None and event.event not in INTERNAL_EVENTS:
                destination = event.to_zone or EVENT_DESTINATIONS.get(event.event)
                if destination:
                    self.zones[event.card] = destination
        return moment

    def happenings(self):
        for moment in self.moments:
            for event in moment.events:
                yield Happening(event=event, moment=moment.index, phase=moment.phase)

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
        if step.cost:
            self.record(step.cost, "cost", link=len(self.chain) + 1)
        link = ChainLink(number=len(self.chain) + 1, card=step.card, info=info, effect=effect,
                         controller=controller, targets=list(step.targets), speed=_speed(info, effect))
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
        else:
            for i, (clauses, conj) in enumerate(rules.conjunction_moments(top.effect.clauses)):
                events = [e for clause in clauses for e in self._clause_events(top, clause)]
                self.record(events or [Event("effect_applied", card=top.card, player=top.controller)], "resolution",
                            chain=self.chain_number, link=top.number, links_below=below, sequential=i > 0,
                            conjunction=conj)
        for moment in self.moments[first_new:]:
            for event in moment.events:
                self._apply_negation(event)

    def _apply_negation(self, event: Event) -> None:
        """Negation clauses mark the Chain Link they negate (the targeted card's, else the one below)."""
        if event.event not in ("activation_negated", "effect_negated"):
            return
        candidates = [l for l in self.chain if l.card == event.card] or self.chain[-1:]
        for link in candidates[-1:]:
            if event.event == "activation_negated":
                link.activation_negated = True
            else:
                link.effect_negated = True

    def _apply_summon(self, step: Step) -> None:
        card = step.card
        player = self.controller(card)
        if step.negated:
            self.negated_summons.append((card, len(self.moments)))
            self.record([Event("summon_negated", card=card, player=player)], "summon_negated")
            self.notes.append("neg-summon-never-on-field")
            return
        if step.materials:
            kind = "tributed" if step.method in ("tribute", "ritual") else "sent_to_gy"
            events = [Event(kind, card=m, player=self.controller(m), from_zone=self.zones.get(m) or "monster_zone",
                            to_zone="graveyard", cause="summon_material") for m in step.materials]
            self.record(events, "summon_material")
        self.record([Event(SUMMON_EVENT[step.method], card=card, player=player,
                           from_zone=self.zones.get(card), to_zone="monster_zone")], "summon")

    def _apply_events(self, step: Step) -> None:
        for events in step.moments:
            self.record(events, "resolution" if self.chain else "outside")

    def _apply_phase(self, step: Step) -> None:
        self.phase = step.phase
        self.record([Event("phase_entered", player=self.scenario.turn_player)], "phase")

    # ---------------------------------------------------------------- clauses

    def _clause_events(self, link: ChainLink, clause) -> list[Event]:
        kind = ACTION_EVENTS.get(clause.action)
        if kind is None:
            return [Event("effect_applied", card=link.card, player=link.controller)]
        text = clause.text.lower()
        every = self._every_card(text, link)
        if every:
            return [self._clause_event(kind, card, link, text) for card in every]
        card = _clause_card(text, link)
        if kind in ("activation_negated", "effect_negated") and card is None and self.chain:
            card = self.chain[-1].card
        return [self._clause_event(kind, card, link, text)]

    def _clause_event(self, kind: str, card: str | None, link: ChainLink, text: str) -> Event:
        player = link.controller
        if card is not None and kind not in ("special_summon", "normal_summon"):
            player = self.controller(card)
        if kind in ("lp_gained", "damage_inflicted", "drawn", "discarded", "added_to_hand") and "opponent" in text:
            player = self.opponent(link.controller)
        event = Event(kind, card=card, player=player, cause="effect", by=link.card)
        if card is not None:
            event.from_zone = self.zones.get(card)
        event.to_zone = EVENT_DESTINATIONS.get(kind)
        return event

    def _every_card(self, text: str, link: ChainLink) -> list[str]:
        """The scenario's cards that "all monsters ..." / "all Spell and Trap Cards ..." acts on."""
        match = re.search(r"\ball\b(.*?)\b(monsters?|cards?|spell and trap cards?|spell/trap cards?)\b", text)
        if not match:
            return []
        zones = ("monster_zone",) if "monster" in match.group(2) else (
            ("spell_trap_zone", "field_zone") if "spell" in match.group(2) else ("monster_zone", "spell_trap_zone", "field_zone"))
        whose = None
        if "your opponent controls" in text or "opponent's" in text:
            whose = self.opponent(link.controller)
        elif "you control" in text:
            whose = link.controller
        return [ref for ref, zone in self.zones.items()
                if zone in zones and ref != link.card and (whose is None or self.controller(ref) == whose)]


_SELF = re.compile(r"\bthis (?:banished |face-up |face-down |set )?(?:card|monster)\b")


def _clause_card(text: str, link: ChainLink) -> str | None:
    """Which scenario card a clause acts on, when the text says so."""
    if _SELF.search(text):
        return link.card
    if link.targets:
        if "second target" in text and len(link.targets) > 1:
            return link.targets[1]
        if re.search(r"\b(first target|that target|the target|targeted|that monster|that card|it)\b", text):
            return link.targets[0]
    return None


def _speed(info: CardInfo, effect: AnalyzedEffect | None) -> int:
    if effect is not None and effect.spell_speed:
        return effect.spell_speed
    if info.card_type == "trap":
        return 3 if "Counter" in info.subtypes or "Counter Trap" in info.subtypes else 2
    if info.card_type == "spell":
        return 2 if "Quick-Play" in info.subtypes else 1
    return 2 if effect is not None and effect.kind == "quick" else 1
