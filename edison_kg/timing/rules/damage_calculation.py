"""An effect used "During damage calculation, if this card is attacked ..." / "... if your
opponent's monster attacks": the attack is read as a state of the battle when damage
calculation comes (rule state-condition-read-at-its-moment), not as an event that must be the
last thing to happen. What happened between the attack declaration and damage calculation (the
attack flipping the attacked monster face-up) does not stop it while that battle goes on."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.chain import chain_speed, open_speed, spell_speed_verdict
from edison_kg.timing.rules.happened import condition_met
from edison_kg.timing.rules.verdict import QUICK_KINDS, Verdict

READ_AT_ITS_MOMENT = "state-condition-read-at-its-moment"
WINDOW_RULE = "state-condition-window-not-ended-by-activations"


def attack_read_at_damage_calculation(effect: AnalyzedEffect) -> bool:
    """Is this a quick effect whose condition is an attack read when damage calculation comes ("During damage
    calculation", stored by the reader: cardtext/condition_words.py)?"""
    pattern = effect.condition
    return effect.kind in QUICK_KINDS and pattern is not None and "attack_declared" in pattern.types \
        and effect.condition_at_damage_calculation


def attacked_at_damage_calculation(state, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    """Yes while the attack its condition names is the battle of this Damage Step, before its
    damage calculation is over; otherwise the other rules speak."""
    if not attack_read_at_damage_calculation(effect):
        return None
    battle = state.battle
    if state.phase != "damage_step" or battle is None or battle.turn != state.turn \
            or battle.damage_calculated or battle.removed:
        return None
    matches = [h for h in condition_met(state, ref, effect)[0]
               if h.event.card == battle.attacker and h.turn == battle.turn]
    if not matches or not _only_the_battle_since(state, matches[-1].moment):
        return None
    speed = spell_speed_verdict(chain_speed(state.infos[ref], effect, state.ruleset), open_speed(state), state.ruleset)
    if speed:
        return speed
    chained = [WINDOW_RULE] if any(m.context in ("cost", "activation") for m in state.moments[matches[-1].moment + 1:]) else []
    return Verdict("yes", "not-a-trigger", ["bt-attack-read-at-damage-calculation", READ_AT_ITS_MOMENT, "damage-step-restriction"]
                   + chained,
                   "It is used at damage calculation if the attack is going on then: that battle is the one "
                   "of this Damage Step, whatever happened since the attack was declared.")


def _only_the_battle_since(state, moment: int) -> bool:
    """Has only the battle itself gone on since the attack was declared (the Damage Step entered,
    the attacked monster flipped face-up by the attack), or cards activated in it (their costs
    paid: rule state-condition-window-not-ended-by-activations)? "During damage calculation" names a window, not an
    event: activating in it does not end it. What a chain did in between (an effect that stops the battle damage) is
    for the other rules to weigh."""
    return all(m.context in ("cost", "activation") or e.event == "phase_entered"
               or (e.event == "flipped_face_up" and e.cause == "battle")
               for m in state.moments[moment + 1:] for e in m.events)
