"""The battle going on: which monster attacks which, whether damage calculation took place,
and which monsters the battle destroyed. The duel state keeps one, started by an attack
declaration and ended when the Battle Phase is left; the battle rules (rules/battle.py) read
it for conditions met at a point of the Damage Step ("if this card battled")."""

from __future__ import annotations

from dataclasses import dataclass, field

from edison_kg.timing.scenario import Event


@dataclass
class Battle:
    attacker: str | None
    target: str | None                 # None: a direct attack
    turn: int
    damage_calculated: bool | None = None   # None: the scenario does not say
    destroyed_by_battle: set = field(default_factory=set)
    removed: set = field(default_factory=set)   # monsters of the battle that left before damage calculation
    face_down_at_start: set = field(default_factory=set)   # Set monsters when the Damage Step started
    calculated_at: int | None = None   # the moment of its damage calculation (None: not yet, or not said)
    # each monster's (battle position, face-up) when it attacked or was attacked
    # ("When this face-down Defense Position card is attacked": rules/event_position.py)
    when_attacked: dict = field(default_factory=dict)
    # the players an effect resolved in this battle spares all battle damage from it ("you take no battle damage from
    # that battle": timing/battle_damage.py)
    no_damage_for: set = field(default_factory=set)

    @classmethod
    def declared(cls, attacker: str | None, target: str | None, turn: int, cards) -> "Battle":
        """The battle an attack declaration starts, with its monsters' positions then."""
        battle = cls(attacker=attacker, target=target, turn=turn)
        battle.keep_positions(cards)
        return battle

    def redirect(self, target: str, cards) -> None:
        """The attack now targets ``target`` (its position is the one it has now)."""
        self.target = target
        self.keep_positions(cards)

    def keep_positions(self, cards) -> None:
        for ref in (self.attacker, self.target):
            if ref in cards and ref not in self.when_attacked:
                self.when_attacked[ref] = (cards[ref].position, cards[ref].face_up)

    def role_of(self, ref: str) -> str | None:
        """"attacker", "target", or None when the card is not in this battle."""
        if ref == self.attacker:
            return "attacker"
        if ref == self.target and ref is not None:
            return "target"
        return None

    def opponent_of(self, ref: str) -> str | None:
        """The monster ``ref`` battles (None for a direct attack or a card not in it)."""
        if ref == self.attacker:
            return self.target
        if ref == self.target:
            return self.attacker
        return None

    @property
    def battled(self) -> bool:
        """Did the monsters battle? Only damage calculation makes a battle: a monster attacked
        without it did not battle (rule bt-battled-even-if-destroyed). Where the scenario does
        not say, the battle took place unless one of its monsters left before it."""
        if self.damage_calculated is not None:
            return self.damage_calculated
        return not self.removed

    def note(self, event: Event, left_field: bool) -> None:
        """What the event tells of the battle: damage by battle, or destruction by battle, is
        damage calculation; a monster of the battle leaving otherwise before it stops it."""
        involved = event.card in (self.attacker, self.target) and event.card is not None
        if event.cause == "battle" and event.event in ("destroyed", "damage_inflicted", "life_damage"):
            self.damage_calculated = True
            if event.event == "destroyed" and involved:
                self.destroyed_by_battle.add(event.card)
        elif involved and left_field and self.damage_calculated is not True:
            self.removed.add(event.card)


@dataclass
class BattleRecord:
    """One attack of the duel, kept after the next one starts: the moment it was declared, its
    battle, the monsters of it that were face-down at the declaration, and whether the Damage
    Step was entered for it (rules state-condition-read-at-its-moment, edison-phase-effects-separate-chains)."""

    moment: int
    battle: Battle
    face_down: frozenset = frozenset()
    damage_step: bool = False


def note_battle(state, event: Event, left_field: bool) -> None:
    """What an event does to the battle going on: an attack declared starts one (and its record), a redirection, the
    Damage Step entered, what happens in it."""
    if event.event == "attack_declared":
        state.battle = Battle.declared(event.card, event.target, state.turn, state.cards)
        state.battles.append(BattleRecord(len(state.moments) - 1, state.battle, frozenset(
            ref for ref in (event.card, event.target) if ref in state.cards and state.cards[ref].face_up is False)))
    elif state.battle is not None and event.event == "targeted" and event.cause == "battle":
        state.battle.redirect(event.card, state.cards)     # the attack was redirected to this monster
    elif state.battle is not None and event.event == "phase_entered" and state.phase == "damage_step":
        state.battle.face_down_at_start = {ref for ref in (state.battle.attacker, state.battle.target)
                                           if ref in state.cards and state.cards[ref].face_up is False}
        if state.battles and state.battles[-1].battle is state.battle:
            state.battles[-1].damage_step = True
    elif state.battle is not None:
        state.battle.note(event, left_field)
        if state.battle.damage_calculated and state.battle.calculated_at is None:
            state.battle.calculated_at = len(state.moments) - 1
