"""The battle damage damage calculation deals (rules bt-about-to-take-battle-damage, bt-piercing-battle-damage,
bt-no-battle-damage-from-that-battle, bt-no-battle-damage-from-its-battles): worked out from the monsters' current ATK and DEF and positions, none for a
player an effect resolved in the battle spares. Apart from the battle rules, which read activation conditions, so
that a condition may read it too."""

from __future__ import annotations

from edison_kg.timing.stats import current_stat

OWN_BATTLES_RULE = "bt-no-battle-damage-from-its-battles"
EQUIPPED_PIERCES_RULE = "eq-equipped-monster-pierces"


def pending_battle_damage(state, battle) -> tuple[str, int, str] | None:
    """(player, amount, why) of the battle damage damage calculation will inflict, from the
    monsters' ATK and DEF (the scenario's values, else the printed ones) and positions; None
    when it inflicts none or what decides it is not known (then the engine says so), or when an
    effect resolved in the battle spares that player (rule bt-no-battle-damage-from-that-battle)."""
    damage = _damage_by_stats(state, battle)
    if damage is not None and damage[0] in battle.no_damage_for:
        state.assume(f"Player {damage[0]} takes no battle damage from this battle: an effect resolved in it made that "
                     f"battle damage 0")
        state.cite("bt-no-battle-damage-from-that-battle")
        return None
    spared_by = _spared_by_a_battling_monster(state, battle, damage)
    if spared_by is not None:
        state.assume(f"Player {damage[0]} takes no battle damage from this battle: {state.infos[spared_by].name} spares "
                     f"its controller the battle damage of battles involving it")
        state.cite(OWN_BATTLES_RULE)
        return None
    return damage


def _spared_by_a_battling_monster(state, battle, damage) -> str | None:
    """The battling monster whose own continuous effect spares its controller, the player ``damage`` would go to,
    the battle damage of its battles ("You take no Battle Damage from battles involving this card", Monk Fighter's
    "Battle Damage to this card's controller ... becomes 0"; rule bt-no-battle-damage-from-its-battles)."""
    if damage is None:
        return None
    battling = {battle.attacker, battle.target} - {None}
    return next((holder for holder, r in state.restrictions() if r.kind == "no-battle-damage-from-its-battles"
                 and holder in battling and state.controller(holder) == damage[0]), None)


def _damage_by_stats(state, battle) -> tuple[str, int, str] | None:
    attacker = battle.attacker
    if attacker is None or attacker not in state.cards:
        return None
    name = state.infos[attacker].name
    atk = _stat(state, attacker, "atk")
    if atk is None:
        state.assume(f"The ATK of {name} is not known: no battle damage is taken as about to be inflicted")
        return None
    attacking_player = state.controller(attacker)
    if battle.target is None:
        if atk <= 0:
            return None
        return state.opponent(attacking_player), atk, f"{name} ({atk} ATK) attacks directly"
    target, card = battle.target, state.cards[battle.target]
    other = state.infos[target].name
    defending = card.face_up is False or card.position == "defense"
    value = _stat(state, target, "def" if defending else "atk")
    if value is None or (card.position is None and card.face_up is not False):
        state.assume(f"The position or stats of {other} are not known: no battle damage is taken as about to be "
                     f"inflicted")
        return None
    what = f"{name} ({atk} ATK) attacks {other} ({value} {'DEF' if defending else 'ATK'})"
    if value > atk:
        return attacking_player, value - atk, what
    if atk > value and not defending:
        return state.controller(target), atk - value, what
    if atk > value and _pierces(state, attacker):
        return state.controller(target), atk - value, f"{what} and inflicts piercing battle damage"
    return None


def _pierces(state, attacker: str) -> bool:
    """Rule bt-piercing-battle-damage: the attacker's own piercing ("If this card attacks a Defense Position monster,
    inflict piercing battle damage") makes a Defense Position monster's lower DEF cost its controller the difference;
    so does the piercing an Equip Card gives the monster it is equipped to ("If the equipped monster attacks a Defense
    Position monster, inflict piercing battle damage": rule eq-equipped-monster-pierces)."""
    piercing = next((r for holder, r in state.restrictions() if r.kind == "inflicts-piercing" and holder == attacker),
                    None)
    if piercing is not None and piercing.granted_to == "equipped-monster":
        state.cite(EQUIPPED_PIERCES_RULE)
    return piercing is not None


def _stat(state, ref: str, stat: str) -> int | None:
    return current_stat(state, ref, stat)
