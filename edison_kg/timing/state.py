"""The duel's state, kept as a small state machine over a scenario's steps.

For every card of the scenario it keeps where the card is (zone), face-up or face-down, its
battle position, its controller and what it is equipped to; every event updates it. It also
records what happened, moment by moment: each moment is a list of simultaneous events with
its context (cost, activation, Summon material, Summon, resolution of Chain Link N, outside
any chain). Each recorded event keeps where its card was just before, so rules can ask
whether "this card" was on the field, face-up, or sent from where a condition says.
Chain Links are pushed by ``activate`` and popped by ``resolve`` (steps.py applies the
steps). The state decides nothing about timing: the rules (rules/) read it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from edison_kg.vocab.model import AnalyzedEffect, Restriction
from edison_kg.timing.battle import Battle, BattleRecord, note_battle   # noqa: F401  (BattleRecord offered here too)
from edison_kg.timing.cards import CardInfo
from edison_kg.timing import card_kinds        # kind_of
from edison_kg.timing import control
from edison_kg.timing.faces import FaceHistory
from edison_kg.timing.answered_summon import negate_summon
from edison_kg.timing.instead import GRAVEYARD_EVENTS, REPLACEABLE, replaced
from edison_kg.timing.stats_when_left import note_leaving
from edison_kg.timing.trap_monster_set import set_again_if_a_trap_monster
from edison_kg.timing.restrictions import applying
from edison_kg.timing.rulesets import Ruleset
from edison_kg.timing.scenario import Event, Scenario
from edison_kg.timing import windows
from edison_kg.timing.windows import BUILDING   # noqa: F401  (the rules read it here)
from edison_kg.timing.scenario import EVENT_DESTINATIONS  # noqa: F401  (offered here too)
from edison_kg.vocab.schemes import FIELD_ZONES

# a lock given to one monster ("cannot activate its effects") by its material or the effect that
# Special Summoned it
OWN_LOCK_GRANTS = ("synchro-monster", "ritual-monster", "effect-summoned")
ONE_CARD_GRANTS = ("effect-set",)       # a lock on the one card an effect Set, whatever kind it names
EXTRA_DECK_KINDS = frozenset({"Fusion", "Synchro"})      # monsters that go to the Extra Deck, not the hand or Deck
TOKEN_GONE = "gone"                # where a Token that left the field is: in no zone, pile or hand
LEAVING_EVENTS = GRAVEYARD_EVENTS + ("banished", "returned_to_hand", "returned_to_deck")
SUMMON_EVENT = {"normal": "normal_summon", "tribute": "tribute_summon", "flip": "flip_summon",
                "special": "special_summon", "synchro": "synchro_summon", "fusion": "fusion_summon",
                "ritual": "ritual_summon"}
INTERNAL_EVENTS = ("phase_entered", "effect_applied", "chain_link_resolved", "summon_attempted")
# the order of phases within a turn: moving to an earlier one starts a new turn
PHASE_ORDER = {"draw": 0, "standby": 1, "main1": 2, "battle": 3, "damage_step": 3, "main2": 4, "end": 5}
NEGATIONS = ("summon_negated", "activation_negated", "effect_negated")    # events that mark what they negate
ON_FIELD = frozenset(FIELD_ZONES)


@dataclass
class CardState:
    """Where a card of the scenario is, as far as the scenario tells."""

    zone: str | None
    face_up: bool | None
    position: str | None
    controller: str
    equipped_to: str | None = None
    equip_known: bool = False          # the scenario said what it is equipped to, or it was equipped since
    set_turn: int | None = None        # the turn it was Set, when that happened in the scenario
    # the card is in play only as a negated Summon or a negated activation: never "on the field"
    negated: bool = False
    owner: str | None = None           # who owns it: a card off the field is its owner's (rule cond-whose-side-when-it-left)
    # destroyed by battle: it stays on the field until the end of the Damage Step, then goes
    # here (rule bt-destroyed-monster-applies-until-sent)
    sent_at_damage_step_end: str | None = None

    @property
    def on_field(self) -> bool | None:
        zone = self.zone
        return None if zone is None else zone in ON_FIELD and not self.negated


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
    """One event in the history, with the moment it belongs to and where its card was."""

    event: Event
    moment: int
    phase: str | None = None
    turn: int = 0
    synthetic: bool = False            # inferred by the engine (the end of the Damage Step)
    was_on_field: bool | None = None   # its card was on the field just before (None: not known)
    was_face_up: bool | None = None
    equipped: dict = field(default_factory=dict)   # what each card was equipped to just before


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
    off_field: bool = False            # activated while its card was in the hand or the GY
    negated_by_link: bool = False      # its effect was negated by another Chain Link (not as it resolved)
    answered: str | None = None        # the card of the event it answers, for "destroy that monster" without a target
    damage_turned_back: bool = False   # a card chained to it ("Your opponent takes the damage instead") turned its damage
    damage_becomes_gain_for: set = field(default_factory=set)   # the players a card chained to it turned its damage into a gain for
    draws_sent_to_gy: bool = False     # a card chained to it ("discard the cards drawn by the effect"): its draws go from the Deck to the GY
    done: list = field(default_factory=list)   # the events its resolution did so far (timing/acted_on.py: done_so_far)
    # the card's effect as it was activated, when the option chosen then narrowed ``effect`` to that option (timing/rules/option_named.py): still the same effect for its usage and its condition
    activated_as: AnalyzedEffect | None = None

    def is_of(self, effect) -> bool:
        """Is this Chain Link an activation of ``effect`` (the card's effect, whatever option it chose)?"""
        return self.effect is effect or (self.activated_as is not None and self.activated_as is effect)


@dataclass
class State:
    scenario: Scenario
    infos: dict[str, CardInfo]
    ruleset: Ruleset
    phase: str = "main1"
    moments: list[Moment] = field(default_factory=list)
    chain: list[ChainLink] = field(default_factory=list)
    chain_number: int = 0
    activations: list[tuple[ChainLink, int]] = field(default_factory=list)   # (link, moment index)
    negated_summons: list[tuple[str, int, str, int]] = field(default_factory=list)  # (card, moment, method, turn)
    cards: dict[str, CardState] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)                           # rule ids the history itself used
    turn: int = 0                                                            # turns passed since the start
    resolved: dict[int, ChainLink] = field(default_factory=dict)             # last moment of a resolution -> link
    _happenings: list | None = None
    _where: dict = field(default_factory=dict)                               # (moment, event index) -> (on field, face-up)
    positions: dict = field(default_factory=dict)   # (moment, event index) -> its card's battle position before
    _equips: dict = field(default_factory=dict)                              # moment -> {card: what it was equipped to}
    links: dict = field(default_factory=dict)                                # continuous card -> the monster it links
    battle: Battle | None = None                                             # the battle of the Battle Phase going on
    sent_by_rule: dict = field(default_factory=dict)     # card -> the event the rules moved it by (Equip follower, own destruction)
    resolving: ChainLink | None = None                                       # the Chain Link resolving now
    # (185) resolved Normal/Quick-Play Spells and Normal/Counter Traps, face-up on the field until the chain has resolved
    left_until_chain_end: list = field(default_factory=list)
    # what the engine inferred from the steps or took by default, each in plain words (never a silent guess)
    assumptions: list[str] = field(default_factory=list)
    # what the rules derived from the duel as it stands (the events that met a condition),
    # worked out once per question; applying a step forgets it (steps.apply)
    memo: dict = field(default_factory=dict)
    # every attack of the duel, oldest first (the battle above is only the one going on)
    battles: list[BattleRecord] = field(default_factory=list)
    phase_stated: bool = True          # the scenario says which phase it is in (else main1 by default)
    # each card's place and face after every change, with the moment it changed at (face_at)
    faces: FaceHistory = field(default_factory=FaceHistory)
    borrowed: dict = field(default_factory=dict)       # monster -> control.Borrowed: who gets it back, when
    started_in: dict = field(default_factory=dict)     # card -> the zone its first event shows it started in (implied.py)
    stats_when_left: dict = field(default_factory=dict)   # (moment, card) -> (ATK, DEF) it left the field with (stats_when_left.py)

    @classmethod
    def initial(cls, scenario: Scenario, infos: dict[str, CardInfo], ruleset: Ruleset) -> "State":
        state = cls(scenario=scenario, infos=infos, ruleset=ruleset, phase=scenario.phase)
        for ref, card in scenario.cards.items():
            face_up = card.face_up
            if face_up is None and card.position is not None:
                face_up = card.position != "face_down"
            position = None if card.zone == "spell_trap_zone" else card.position if card.position in ("attack", "defense") \
                else ("defense" if card.position == "face_down" else None)   # no battle position there
            state.cards[ref] = CardState(zone=card.zone, face_up=face_up, position=position,
                                         controller=card.controller, equipped_to=card.equipped_to,
                                         equip_known=card.equipped_to is not None, owner=card.owner or card.controller)
        return state

    def assume(self, sentence: str) -> None:
        """Record a fact the engine inferred or took by default ("Jinzo is face-up on the field:
        it declared an attack"); every answer lists them (Answer.assumed)."""
        if sentence not in self.assumptions:
            self.assumptions.append(sentence)

    # ---------------------------------------------------------------- reading the state

    @property
    def zones(self) -> dict[str, str | None]:
        return {ref: card.zone for ref, card in self.cards.items()}

    def controller(self, ref: str) -> str:
        return self.cards[ref].controller

    @property
    def turn_player(self) -> str:
        """The player whose turn it is: the scenario's turn player, then the other player each
        turn after (a step back to an earlier phase starts the next turn; rule turn-alternates)."""
        return self.scenario.turn_player if self.turn % 2 == 0 else self.opponent(self.scenario.turn_player)

    def opponent(self, player: str) -> str:
        return "B" if player == "A" else "A"

    def kind_of(self, ref: str, kind) -> bool:
        """Is the scenario card ``ref`` of the kind a condition names (timing/card_kinds.py)?"""
        return card_kinds.kind_of(self, ref, kind)

    def face_up_on_field(self, ref: str) -> bool | None:
        """Is the card face-up on the field now (None: the scenario does not say)?"""
        card = self.cards[ref]
        on_field = card.on_field
        return None if on_field is None else bool(on_field and card.face_up is not False)

    def set_or_in_hand(self, ref: str) -> bool:
        """Is the card Set on the field or in the hand (where a Spell/Trap Card is activated as a card)?"""
        card = self.cards[ref]
        return card.zone == "hand" or (card.zone in FIELD_ZONES and card.face_up is False)

    # restrictions(): the restrictions that apply now, each with the card that holds it: those of face-up cards on the
    # field whose effects are not themselves negated (rule ce-face-up-on-field), inside their window and while their
    # state holds (timing/restrictions.py: the function itself, asked ten times an answer, so asked with no wrapper)
    restrictions = applying

    def restricts(self, restriction: Restriction, owner: str, ref: str, kind: str, zone: str | None = None) -> bool:
        """Does ``restriction`` (of card ``owner``) do ``kind`` to card ``ref`` (in ``zone``)?"""
        if restriction.kind != kind or (restriction.other_than_self and ref == owner):
            return False
        if ref != owner and (restriction.granted_to in OWN_LOCK_GRANTS and restriction.cards.empty
                             or restriction.granted_to in ONE_CARD_GRANTS
                             or restriction.granted_to == "effect-target" and kind == "negate-effects"):
            return False              # a lock on "its effects" binds the monster it was given or left on
        if self._exempt(owner, ref):
            return False
        where = zone if zone is not None else self.cards[ref].zone
        if restriction.zone == "field" and where is not None and where not in FIELD_ZONES:
            return False
        if restriction.zone not in (None, "field") and where is not None and where != restriction.zone:
            return False
        if restriction.players != "both" and (self.controller(ref) == self.controller(owner)) != (restriction.players == "you"):
            return False
        if restriction.cards.position == "face-up" and self.cards[ref].face_up is False:
            self.cite("ce-face-up-cards-only")    # (184) "any face-up monster you control": not a Set one
            return False
        return restriction.cards.empty or self.kind_of(ref, restriction.cards)

    def _exempt(self, owner: str, ref: str) -> bool:
        """Is card ``ref`` out of the reach of card ``owner``'s effects because a face-up card equipped to ``owner``
        exempts its controller's cards (Amplifier on Jinzo: rule eq-amplifier-controller)?"""
        for other, info in self.infos.items():
            state = self.cards[other]
            if state.equipped_to != owner or not self.face_up_on_field(other):
                continue
            for effect in info.effects:
                for r in effect.restrictions:
                    if r.kind == "exempts-from-equipped" and self.controller(ref) == self.controller(owner) \
                            and (r.cards.empty or self.kind_of(ref, r.cards)):
                        return True
        return False

    # ---------------------------------------------------------------- recording

    def record(self, events: list[Event], context: str, *, chain: int | None = None, **extra) -> Moment:
        """Record a moment: replacement effects first (a card sent to the GY is banished
        instead), then where each card was, then the new state of the cards; Equip Cards whose
        monster left go with it, and continuous links destroy what they link, right after
        (rules eq-sent-by-rule, eq-link-continuous)."""
        if chain is None and self.chain:
            chain = self.chain_number
        moment = self._record(events, context, chain, extra)
        for _ in range(8):                     # links can set off links (a bounded number of times)
            follow = self._link_consequences(moment) + (control.returns_after(self, moment) if self.borrowed else [])
            if not follow:
                break
            moment = self._record(follow, context, chain, {k: v for k, v in extra.items() if k in ("link", "links_below")})
        return moment

    def _record(self, events: list[Event], context: str, chain, extra) -> Moment:
        leaving = {e.card for e in events if e.card is not None and e.event in LEAVING_EVENTS}
        events = [replaced(self, e, leaving) if e.event in REPLACEABLE else e for e in events]     # timing/instead.py
        if leaving:
            note_leaving(self, len(self.moments), events, LEAVING_EVENTS)     # its ATK/DEF as it leaves (stats_when_left.py)
        moment = Moment(index=len(self.moments), events=events, context=context, chain=chain,
                        phase=self.phase, turn=self.turn, **extra)
        self.moments.append(moment)
        self._happenings = None
        # what each card was equipped to just before (None: it was not; absent: not known)
        self._equips[moment.index] = {ref: card.equipped_to for ref, card in self.cards.items()
                                      if card.equipped_to or card.equip_known or card.zone in ("hand", "deck")}
        for i, event in enumerate(events):    # a negation in the moment marks its card first (in a copy: what the engine
            if event.event in NEGATIONS:      # fills in never goes in the scenario's own step, so it plays again alike)
                events[i] = event.copy()
                self._mark_negation(events[i])
        followers: list[Event] = []
        for i, event in enumerate(events):
            card = self.cards.get(event.card) if event.card is not None else None
            if card is None:
                if self.battle is not None or event.event == "attack_declared":
                    note_battle(self, event, False)
                continue
            before = self._where[(moment.index, i)] = (card.on_field, card.face_up)
            self.positions[(moment.index, i)] = card.position
            if event.from_zone is None or event.player is None or event.event == "position_changed":   # filled in below
                event = events[i] = event.copy()
            if event.from_zone is None and card.zone is not None and event.event not in INTERNAL_EVENTS:
                event.from_zone = card.zone
            if event.player is None and event.event != "control_changed":     # (149) whose card it is as it happens
                event.player = card.controller     # (rule state-event-player-is-its-controller-then)
            was_on_field = before[0]
            going_with = self._move(event.card, card, event)
            if going_with:   # not those that move in the moment themselves
                moving = {e.card for e in events if e.card is not None}
                followers += [f for f in going_with if f.card not in moving]
            now = (card.on_field, card.face_up)
            self.faces.note(event.card, moment.index, before, now)
            if self.battle is not None or event.event == "attack_declared":   # a battle notes what happens in it
                note_battle(self, event, bool(was_on_field and now[0] is False))
        if not followers:
            return moment
        followers = [replaced(self, f, leaving) if f.event in REPLACEABLE else f for f in followers]
        for i, event in enumerate(followers, start=len(events)):   # Equip Cards whose monster left
            card = self.cards[event.card]
            before = self._where[(moment.index, i)] = (card.on_field, card.face_up)
            card.zone, card.face_up, card.equipped_to, card.equip_known = event.to_zone, None, None, True
            self.note_face(event.card, moment.index, before)
            self.sent_by_rule[event.card] = event
        moment.events.extend(followers)
        return moment

    def _link_consequences(self, moment: Moment) -> list[Event]:
        """What continuous links destroy at once after a moment: a card that left the field
        destroys the monster it was equipped or linked to ("When this card leaves the field,
        destroy the equipped monster"), a linked monster that left destroys its card ("When that
        target is destroyed, destroy this card"). They start no chain."""
        left = [e.card for i, e in enumerate(moment.events) if e.card is not None and e.event in LEAVING_EVENTS
                and self._where.get((moment.index, i), (None, None))[0]
                and (not self.cards[e.card].on_field or self.cards[e.card].sent_at_damage_step_end)]
        if not left:
            return []
        found: list[Event] = []
        for ref in left:
            before = self._equips.get(moment.index, {})
            linked = before.get(ref) or self.links.get(ref)
            if linked and self._has_link(ref, "leave-destroys-linked") and self.cards[linked].on_field \
                    and linked not in left:
                found.append(Event("destroyed", card=linked, player=self.controller(linked), cause="effect", by=ref,
                                   to_zone="graveyard"))
            for other, card in self.cards.items():
                if card.on_field and (before.get(other) == ref or self.links.get(other) == ref) \
                        and self._has_link(other, "linked-leave-destroys-self"):
                    found.append(Event("destroyed", card=other, player=card.controller, cause="effect", by=other,
                                       to_zone="graveyard"))
        if found:
            self.cite("eq-link-continuous")
        return found

    def _has_link(self, ref: str, kind: str) -> bool:
        return any(r.kind == kind for effect in self.infos[ref].effects for r in effect.restrictions)

    def _mark_negation(self, event: Event) -> None:
        """A negated Summon, or a negated card activation, leaves its card in play without it
        ever being on the field (seed 002); negation clauses mark the Chain Link they negate
        (the card's own link when the clause names it, else the link below)."""
        if event.event == "summon_negated":
            negate_summon(self, event)     # in the Monster Zone, but never on the field (seed 002)
        if event.event not in ("activation_negated", "effect_negated"):
            return
        links = [link for link in self.chain if link.card == event.card] if event.card is not None else self.chain[-1:]
        if not links and self.resolving is not None and event.card == self.resolving.card:
            links = [self.resolving]   # "its effect is negated" while it resolves (Skill Drain)
        for link in links[-1:]:
            if event.event == "effect_negated":
                link.effect_negated = True
                link.negated_by_link = link is not self.resolving
                continue
            link.activation_negated = True
            if link.effect is None or link.effect.kind == "card-activation":
                self.cards[link.card].negated = True

    def _move(self, ref: str, card: CardState, event: Event) -> list[Event]:
        """Update the card's state for the event; the Equip Cards that leave with it."""
        kind = event.event
        was_on_field = card.on_field
        if kind == "control_changed":
            card.controller = event.player = event.player or self.opponent(card.controller)
            return []
        if kind == "flipped_face_up":
            card.face_up = True
            return []
        if kind == "flipped_face_down":
            card.face_up, card.position = False, "defense"
            set_again_if_a_trap_monster(self, ref, card)      # a Trap Monster goes back to the Spell & Trap Zone
            return self._equipped_cards_leave(ref) if was_on_field else []
        if kind == "position_changed":
            if was_on_field and card.face_up is False and self.infos[ref].card_type == "monster":
                # a face-down monster whose battle position is changed is flipped face-up into
                # Attack Position: it is flipped, and its Flip Effect activates (rule state-position-change-flips)
                event.event = "flipped_face_up"
                card.face_up, card.position = True, "attack"
                return []
            card.position = {"attack": "defense", "defense": "attack"}.get(card.position, card.position)
            return []
        if kind == "set":
            # a face-up monster Set on the field ("Set it": Book of Moon) is turned face-down
            turned = bool(was_on_field and card.face_up is not False and self.infos[ref].card_type == "monster")
            set_again_if_a_trap_monster(self, ref, card)      # a Trap Monster Set goes back to the Spell & Trap Zone
            card.zone = event.to_zone or ("monster_zone" if self.infos[ref].card_type == "monster" else "spell_trap_zone")
            card.face_up, card.negated, card.set_turn = False, False, self.turn
            card.position = "defense" if self.infos[ref].card_type == "monster" else None
            return self._equipped_cards_leave(ref) if turned else []
        if kind == "equipped":
            card.zone, card.face_up, card.position = "spell_trap_zone", True, None   # an Equip Card has no battle position
            # placed in the Spell & Trap Zone of the player who equips it, who controls it (rule eq-equip-card-is-the-equippers)
            card.controller = event.player or card.controller
            card.equipped_to = event.target or card.equipped_to
            card.equip_known = card.equip_known or event.target is not None
            return []
        destination = event.to_zone or EVENT_DESTINATIONS.get(kind)
        if destination is None:
            return []
        if destination in ("hand", "deck") and EXTRA_DECK_KINDS & set(self.infos[ref].subtypes):
            destination = "extra_deck"    # a Fusion or Synchro Monster goes back there (rule state-extra-deck-monster-returns)
        if kind == "destroyed" and event.cause == "battle" and was_on_field and self.phase == "damage_step":
            # marked for destruction at damage calculation, sent at the end of the Damage Step;
            # its Equip Cards are sent with the battle's moment (the engine does not split it)
            card.sent_at_damage_step_end = destination
            return self._equipped_cards_leave(ref)
        _arrive(card, destination, face_down=bool(event.face_down) or event.position == "face_down",
                token="Token" in self.infos[ref].subtypes)
        if kind == "added_to_hand" and event.player is not None:
            card.controller = event.player     # (183) in that player's hand (Exchange): theirs to use, not its owner's
            if card.owner not in (None, event.player):
                self.cite("state-card-in-a-players-hand-is-theirs-to-use")
        if destination in FIELD_ZONES and event.position in ("attack", "defense"):
            card.position = event.position    # "Special Summon it in Defense Position"
        if kind == "flip_summon":
            card.position = "attack"      # a Flip Summon turns the Set monster to face-up Attack Position
        if was_on_field and destination not in FIELD_ZONES:
            return self._equipped_cards_leave(ref)
        return []

    def end_damage_step(self) -> None:
        """The end of the Damage Step: the monsters destroyed by battle, on the field until now,
        go where their destruction sends them (rule bt-destroyed-monster-applies-until-sent)."""
        for ref, card in self.cards.items():
            if card.sent_at_damage_step_end is not None:
                _arrive(card, card.sent_at_damage_step_end, token="Token" in self.infos[ref].subtypes)

    def _equipped_cards_leave(self, ref: str) -> list[Event]:
        """The Equip Cards of a monster that left the field (or was turned face-down) go by
        the rules: an Equip Spell (or a monster equipped as one) is sent to the GY, a Trap Card
        equipped as an Equip Card, or a Union monster, is destroyed (rules eq-sent-by-rule, eq-union-destroyed-by-rule)."""
        going = [other for other, state in self.cards.items() if state.equipped_to == ref and state.on_field]
        if any("Union" in self.infos[other].subtypes for other in going):
            self.cite("eq-union-destroyed-by-rule")
        return [Event("destroyed" if self.infos[other].card_type == "trap" or "Union" in self.infos[other].subtypes
                      else "sent_to_gy", card=other, player=self.controller(other), from_zone=self.cards[other].zone,
                      to_zone="graveyard", cause="rule") for other in going]

    def join_previous(self) -> None:
        """The last moment happened together with the one before it: its events join that
        moment (what damage calculation does, written as several steps: rule
        bt-damage-calculation-one-moment)."""
        moment = self.moments.pop()
        previous = self.moments[-1]
        base = len(previous.events)
        self.faces.joined(moment.index, previous.index)
        for i in range(len(moment.events)):
            self._where[(previous.index, base + i)] = self._where.pop((moment.index, i), (None, None))
            self.positions[(previous.index, base + i)] = self.positions.pop((moment.index, i), None)
        previous.events.extend(moment.events)
        self._equips.pop(moment.index, None)
        self._happenings = None

    def cite(self, rule: str) -> None:
        """Name a rule the history used (each once)."""
        if rule not in self.notes:
            self.notes.append(rule)

    def note_face(self, ref: str, index: int, before: tuple) -> None:
        """Keep where the card is and its face from moment ``index`` on (``before``: as it was)."""
        card = self.cards[ref]
        self.faces.note(ref, index, before, (card.on_field, card.face_up))

    def face_at(self, ref: str, index: int) -> tuple:
        """(on the field, face-up) of the card just before moment ``index`` (None: not known)."""
        card = self.cards[ref]
        return self.faces.at(ref, index, (card.on_field, card.face_up))

    def happenings(self) -> list[Happening]:
        """Every event so far, oldest first, with where its card was, and the resolutions of
        Chain Links ("after ... has resolved"), which belong to the link's last moment without
        being events of it."""
        if self._happenings is None:
            found = []
            ends, where = self.chain_ends(), self._where
            for moment in self.moments:
                index, phase, turn, equipped = moment.index, moment.phase, moment.turn, self._equips.get(moment.index, {})
                for i, event in enumerate(moment.events):
                    on_field, face_up = where.get((index, i), (None, None))
                    found.append(Happening(event, index, phase, turn, False, on_field, face_up, equipped))
                resolved = self.resolved.get(index)
                if resolved is not None and not any(e.event == "chain_link_resolved" for e in moment.events):
                    found.append(Happening(Event("chain_link_resolved", card=resolved.card, player=resolved.controller),
                                           moment=moment.index, phase=moment.phase, turn=moment.turn))
                if moment.index in ends:       # the whole chain has resolved ("After a Chain ... resolves")
                    found.append(Happening(Event("chain_resolved", count=ends[moment.index]), moment=moment.index,
                                           phase=moment.phase, turn=moment.turn, synthetic=True))
            self._happenings = found
        return self._happenings

    def activated_at(self, link: ChainLink) -> int | None:
        """The moment ``link`` was activated in (None: not activated in this duel)."""
        return next((moment for other, moment in self.activations if other is link), None)

    def resolution_events(self, link: ChainLink) -> list[Event]:
        """The events of ``link``'s resolution (the moments of its chain that resolved it), as recorded."""
        at = self.activated_at(link)
        chain = self.moments[at].chain if at is not None else None
        return [] if at is None else [e for m in self.moments[at:] if m.context == "resolution" and m.chain == chain
                                      and m.link == link.number for e in m.events]

    def link_activated_at(self, moment: int) -> ChainLink | None:
        """The Chain Link activated in moment ``moment`` (None: no activation then)."""
        return next((link for link, at in self.activations if at == moment), None)

    def chain_links(self, chain: int) -> list[ChainLink]:
        """The Chain Links of chain number ``chain`` (1, 2, ...), negated activations included."""
        return [link for link, moment in self.activations if self.moments[moment].chain == chain]

    def chain_ends(self) -> dict[int, int]:
        """The last moment of each chain that has finished resolving -> how many Chain Links it had."""
        if not self.activations:
            return {}
        last: dict[int, int] = {}
        for moment in self.moments:
            if moment.chain is not None:
                last[moment.chain] = moment.index
        if self.chain:
            last.pop(self.chain_number, None)     # still open
        links: dict[int, int] = {}
        for _, moment in self.activations:
            chain = self.moments[moment].chain
            links[chain] = links.get(chain, 0) + 1
        return {index: links.get(chain, 0) for chain, index in last.items()}

    def resolved_link(self, index: int) -> ChainLink | None:
        """The Chain Link whose resolution moment ``index`` belongs to (None outside one)."""
        moment = self.moments[index]
        if moment.context != "resolution" or moment.link is None:
            return None
        return next((self.resolved[k] for k in sorted(self.resolved) if k >= index
                     and self.resolved[k].number == moment.link), None)

    def restates(self, event: Event) -> bool:
        """Does the event only say again what the rules already did (an Equip Card sent to the GY because its monster left,
        a monster's own destruction: done by the state at once)?"""
        done = self.sent_by_rule.get(event.card)
        return done is not None and (event.cause in (None, "rule") or event.by == event.card == done.by) \
            and event.event in (done.event, "sent_to_gy", "destroyed") and self.cards[event.card].zone == done.to_zone

    # ---------------------------------------------------------------- response windows (timing/windows.py)

    window = windows.window
    trigger_chain = windows.trigger_chain


def _arrive(card: CardState, destination: str, face_down: bool = False, token: bool = False) -> None:
    """The card is now in ``destination``: on the field face-up (face-down in Defense Position
    when it was Special Summoned or Set that way), or off it, equipped to nothing and its owner's;
    a Token off the field is in no place at all (rule cond-token-never-in-graveyard)."""
    card.sent_at_damage_step_end = None
    card.zone = TOKEN_GONE if token and destination not in FIELD_ZONES else destination
    card.negated = False
    if destination in FIELD_ZONES and face_down:
        card.face_up, card.position = False, "defense"
    elif destination in FIELD_ZONES:
        card.face_up = True
        card.position = card.position or "attack"
    else:
        card.face_up, card.position, card.equipped_to = None, None, None
        card.equip_known = True      # off the field it is equipped to nothing
        card.controller = card.owner or card.controller   # and it is its owner's
