"""An effect whose condition names a window of a battle ("During the Damage Step, when a LIGHT
monster you control battles", "During damage calculation in your opponent's turn, if this card is being attacked")
cannot be activated outside that window, in the other player's turn when it names whose turn, nor when no monster
its condition names is in the battle (rule cond-battle-window). The card reader gives the window and the monster
(AnalyzedEffect.battle_window, battle_window_turn, battler_whose, battler_role, battler_kind)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.card_kinds import kind_of
from edison_kg.timing.rules.damage_calculation import attack_read_at_damage_calculation
from edison_kg.timing.rules.verdict import Verdict
from edison_kg.timing.rules.damage_substeps import in_the_battle_step

BATTLE_WINDOW = ["cond-battle-window"]
BATTLE_INVOLVING = "cond-battle-involving-a-named-monster"
# a Trigger-like Effect "If a ... monster you control battles, during the Damage Step" (round 149)
TRIGGER_BATTLE_WINDOW = "cond-battle-window-of-a-trigger-like-effect"
_WINDOW_WORDS = {"damage_step": "the Damage Step", "damage_calculation": "damage calculation",
                 "battle_step": "the Battle Step", "battle": "the Battle Step or the Damage Step"}
# the phase each window is in (the Battle Step: the battle phase with an attack declared)
_WINDOW_PHASES = {"damage_step": "damage_step", "damage_calculation": "damage_step", "battle_step": "battle"}


def battle_window_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    verdict = _window_verdict(state, ref, effect)
    if effect is not None and effect.battle_window is not None and effect.condition is not None:
        if verdict is None:                             # its event (the Damage Step entered) is not enough:
            state.cite(TRIGGER_BATTLE_WINDOW)           # a monster of the kind it names battles
        else:
            verdict.rules.append(TRIGGER_BATTLE_WINDOW)
    return verdict


def _window_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None:
        return None
    if effect.battle_window is None:
        return attack_window_verdict(state, effect)
    window = _WINDOW_WORDS[effect.battle_window]
    battle = state.battle
    if effect.battle_window == "battle":      # "a battle involving ...": one going on now (round 139)
        if battle is None or not (state.phase == "damage_step" or in_the_battle_step(state)):
            return Verdict("no", "condition-not-met", [BATTLE_INVOLVING], "Its deed acts on a battle involving a "
                           "monster of the kind it names, and no battle is going on.")
    elif state.phase != _WINDOW_PHASES[effect.battle_window] or battle is None \
            or effect.battle_window == "battle_step" and not in_the_battle_step(state):
        return _no(f"Its condition names {window}, and it is not {window} of a battle now.")
    if effect.battle_window == "damage_calculation" and battle.damage_calculated is True:
        return _no("Its condition names damage calculation, and this battle's damage has already been calculated.")
    own_turn = state.turn_player == state.controller(ref)
    if effect.battle_window_turn == "opponent" and own_turn or effect.battle_window_turn == "you" and not own_turn:
        whose = "its controller's opponent's" if effect.battle_window_turn == "opponent" else "its controller's"
        return _no(f"Its condition names {window} in {whose} turn, and this is not that turn.")
    fighting = [m for m in (battle.attacker, battle.target) if m is not None and m not in battle.removed]
    if effect.battler_whose == "self":
        role = battle.role_of(ref) if ref in fighting else None
        if role is None or effect.battler_role is not None and role != effect.battler_role:
            said = {"target": "is being attacked", "attacker": "attacks"}.get(effect.battler_role, "battles")
            return _no(f"Its condition needs its own card to be the monster that {said}, and it is not.")
        unheld = _opponent_position_unheld(state, battle, ref, effect)
        if unheld is not None:
            return unheld
    elif effect.battler_whose == "you":
        mine = [m for m in fighting if state.controller(m) == state.controller(ref)
                and kind_of(state, m, effect.battler_kind)]
        if not mine and effect.battle_window == "battle":
            return Verdict("no", "condition-not-met", [BATTLE_INVOLVING], "Its deed acts on a battle involving a "
                           "monster of the kind it names on its player's side, and no such monster is in this battle.")
        if not mine:
            return _no("Its condition needs a monster of the kind it names, controlled by its player, in the battle, "
                       "and none is battling.")
    if effect.battle_window == "battle":
        state.cite(BATTLE_INVOLVING)      # such a battle is going on: its deed has one to act on
    if effect.battle_window == "damage_calculation" and battle.damage_calculated is None:
        state.assume("It is damage calculation of the battle: the scenario does not say the damage was calculated.")
    return None


def _opponent_position_unheld(state, battle, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    """"if this card attacks a Defense Position monster": a state of the battle, read while the
    effect is used (a direct attack, or an attack on a monster in the other position, does not hold it)."""
    wanted = effect.battle_opponent_position
    if wanted is None:
        return None
    other = battle.opponent_of(ref)
    card = state.cards.get(other) if other is not None else None
    if card is None or card.position != wanted:
        return _no(f"Its condition needs the monster its card battles to be in {wanted.capitalize()} Position, and "
                   + ("there is none: a direct attack." if other is None else "it is not."))
    return None


def attack_window_verdict(state, effect: AnalyzedEffect) -> Verdict | None:
    """"During damage calculation, if your opponent's monster attacks" names damage calculation
    too: the attack declared is not enough, in the Battle Step or once the battle's damage was calculated it cannot
    be used (the attack itself is read at damage calculation: rules/damage_calculation.py)."""
    if not attack_read_at_damage_calculation(effect):
        return None
    battle = state.battle
    if state.phase != "damage_step" or battle is None:
        return _no("Its condition names damage calculation, and it is not damage calculation of a battle now: "
                   "the attack declared is not enough.")
    if battle.damage_calculated is True:
        return _no("Its condition names damage calculation, and this battle's damage has already been calculated.")
    return None


def _no(explanation: str) -> Verdict:
    return Verdict("no", "condition-not-met", list(BATTLE_WINDOW), explanation)
