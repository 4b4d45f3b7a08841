"""Amounts of battle damage an activation needs (rule bt-no-battle-damage-to-prevent):
an effect whose doing is to make the battle damage its player takes from this battle 0 ("Make
the battle damage you take from this battle 0, and if you do, draw 1 card", "you take no battle
damage from that battle") has nothing to do when damage calculation would inflict that player
none, so it cannot be activated. The damage is worked out from the monsters' current ATK/DEF and
positions (timing/stats.py); when the scenario leaves them open nothing is ruled out."""

from __future__ import annotations

from edison_kg.vocab.model import CONJUNCTION_SEMANTICS, AnalyzedEffect
from edison_kg.timing.rules.battle_damage_dealt import pending_battle_damage
from edison_kg.timing.rules.verdict import Verdict, only_for
from edison_kg.timing.stats import current_stat

NO_DAMAGE_TO_PREVENT = ["activation-needs-a-possible-effect", "bt-no-battle-damage-to-prevent"]


def prevented_in_battle(state, effect: AnalyzedEffect | None, action: str):
    """The battle whose damage calculation is still to come, when all the effect does is
    ``action`` ("no_battle_damage", "not_destroyed_by_this_battle") and the battle's stats and
    positions are known: what the effect would prevent can be worked out (None: it cannot, or the
    effect does more)."""
    if effect is None:
        return None
    doing = next((c for c in effect.clauses if c.action != "target"), None)
    battle = state.battle
    if doing is None or doing.action != action or does_more(effect, doing) or battle is None \
            or state.phase != "damage_step" or battle.damage_calculated or battle.removed \
            or not battle_known(state, battle):
        return None
    return battle


@only_for(lambda effect: any(c.action == "no_battle_damage" for c in effect.clauses))
def no_damage_to_prevent(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    battle = prevented_in_battle(state, effect, "no_battle_damage")
    if battle is None:
        return None
    player = state.controller(ref)
    damage = pending_battle_damage(state, battle)
    if damage is not None and damage[0] == player and damage[1] > 0:
        return None
    why = damage[2] if damage is not None else battle_words(state, battle)
    return Verdict("no", "other", NO_DAMAGE_TO_PREVENT,
                   f"{why}: player {player} would take no battle damage from this battle, so "
                   f"{state.infos[ref].name} would have no battle damage to make 0 and cannot be activated.")


def does_more(effect: AnalyzedEffect, doing) -> bool:
    """Does the effect do something besides making the battle damage 0, that it still does when
    there is none to prevent? A part of the same clause ("you take no battle damage from that
    battle, your opponent gains LP equal to the attacking monster's ATK"), or a clause that does
    not hang on it ("also you return this card to the hand"); a clause joined by "and if you do"
    or "then" happens only if the damage was made 0 (rule bt-no-battle-damage-to-prevent)."""
    if doing.does_more_after_a_comma:     # cardtext/sentence_parts.py
        return True
    return any(c is not doing and c.action != "target" and not CONJUNCTION_SEMANTICS.get(c.conjunction or "", (True,))[0]
               for c in effect.clauses)


def battle_known(state, battle) -> bool:
    """Are the attacker's ATK and the attacked monster's position and stats known?"""
    attacker = battle.attacker
    if attacker is None or attacker not in state.cards or current_stat(state, attacker, "atk") is None:
        return False
    if battle.target is None:
        return True
    card = state.cards[battle.target]
    if card.position is None and card.face_up is not False:
        return False
    defending = card.face_up is False or card.position == "defense"
    return current_stat(state, battle.target, "def" if defending else "atk") is not None


def battle_words(state, battle) -> str:
    name = state.infos[battle.attacker].name
    if battle.target is None:
        return f"{name} attacks directly"
    return f"{name} attacks {state.infos[battle.target].name}"
