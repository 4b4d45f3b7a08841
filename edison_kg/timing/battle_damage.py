"""Battle damage made 0 for one battle (rule bt-no-battle-damage-from-that-battle): once an effect that says "you take
no battle damage from that battle" or "Make the battle damage you take from this battle 0" (Kuriboh, Kuribon, Defense
Draw, Arcana Force XIV - Temperance, Spirit Force) has resolved in a battle, its player takes no battle damage from
that battle: damage calculation deals them none, so nothing that needs battle damage taken is met by it. The battle
keeps whom it spares (Battle.no_damage_for); a battle damage the scenario still states for that player is read as 0,
and the answer says so."""

from __future__ import annotations

NO_DAMAGE_RULE = "bt-no-battle-damage-from-that-battle"


def note_made_zero(state, link) -> None:
    """After ``link`` resolved as its text says: if what it did was to make its player's battle damage from the
    battle going on 0, the battle spares that player."""
    effect, battle = link.effect, state.battle
    if effect is None or link.effect_negated or link.activation_negated or battle is None:
        return
    if not any(clause.action == "no_battle_damage" for clause in effect.clauses):
        return
    battle.no_damage_for.add(link.controller)
    state.cite(NO_DAMAGE_RULE)


def stated_damage_made_zero(state, events) -> None:
    """A battle damage the scenario states for a player the battle spares is 0: none was taken."""
    battle = state.battle
    if battle is None or not battle.no_damage_for:
        return
    for event in events:
        if event.event == "damage_inflicted" and event.cause == "battle" and event.player in battle.no_damage_for \
                and event.amount != 0:
            state.assume(f"Player {event.player} took no battle damage from this battle: an effect resolved in it made "
                         f"that battle damage 0, so the battle damage the scenario states for them is 0")
            state.cite(NO_DAMAGE_RULE)
            event.amount = 0
