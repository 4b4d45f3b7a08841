"""Destruction by battle an activation needs (rule bt-no-destruction-to-prevent): an
effect whose doing is to keep monsters from being destroyed by the battle going on ("monsters you
control cannot be destroyed by this battle") has nothing to do when damage calculation would
destroy no monster, so it cannot be activated. Which monsters the battle destroys is worked out
from the monsters' current ATK/DEF and positions (timing/stats.py), as the battle damage is in
damage_amounts.py; when the scenario leaves them open nothing is ruled out."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.damage_amounts import battle_words, prevented_in_battle
from edison_kg.timing.rules.verdict import Verdict, only_for
from edison_kg.timing.stats import current_stat

NO_DESTRUCTION_TO_PREVENT = ["activation-needs-a-possible-effect", "bt-no-destruction-to-prevent"]
ALREADY_PROTECTED = "bt-protection-already-held"
# the card reader's restriction for "Cannot be destroyed by battle" (Marshmallon, Spirit Reaper)
PROTECTION = "cannot-be-destroyed-by-battle"


def _cannot_be_destroyed_by_battle(state, ref: str) -> bool:
    """A monster that cannot be destroyed by battle is not destroyed by this one: keeping it from that
    destruction is a protection it already has (rule bt-protection-already-held)."""
    return any(holder == ref and r.kind == PROTECTION for holder, r in state.restrictions())


@only_for(lambda effect: any(c.action == "not_destroyed_by_this_battle" for c in effect.clauses))
def no_destruction_to_prevent(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    battle = prevented_in_battle(state, effect, "not_destroyed_by_this_battle")
    if battle is None:
        return None
    # "monsters you control": only the destruction of that side's monsters is there to prevent
    whose = next(c.whose for c in effect.clauses if c.action == "not_destroyed_by_this_battle")
    player = state.controller(ref)
    destroyed = [m for m in destroyed_by_the_battle(state, battle)
                 if whose is None or (state.controller(m) == player) == (whose == "you")]
    protected = [m for m in destroyed if _cannot_be_destroyed_by_battle(state, m)]
    if len(protected) < len(destroyed):
        return None
    side = "" if whose is None else f" player {player if whose == 'you' else state.opponent(player)} controls"
    already = ""
    if protected:       # the protection it would give, the monster already has (Marshmallon's "Cannot be destroyed by battle")
        already = (f" ({', '.join(dict.fromkeys(state.infos[m].name for m in protected))} cannot be destroyed by "
                   f"battle already)")
    return Verdict("no", "other", NO_DESTRUCTION_TO_PREVENT + ([ALREADY_PROTECTED] if protected else []),
                   f"{battle_words(state, battle)}: damage calculation would destroy no monster{side}{already}, so "
                   f"{state.infos[ref].name} would have no destruction by this battle to prevent and cannot be "
                   f"activated.")


def destroyed_by_the_battle(state, battle) -> list[str]:
    """The monsters damage calculation would destroy: the attacked monster when the attacker's ATK
    is higher than its DEF (Defense Position) or ATK; the attacker when the attacked monster's ATK
    is higher; both at equal ATK above 0; none in a direct attack. The stats must be known."""
    if battle.target is None:
        return []
    atk = current_stat(state, battle.attacker, "atk")
    card = state.cards[battle.target]
    defending = card.face_up is False or card.position == "defense"
    value = current_stat(state, battle.target, "def" if defending else "atk")
    if atk > value:
        return [battle.target]
    if defending or atk == value == 0:
        return []
    return [battle.attacker] if value > atk else [battle.attacker, battle.target]
