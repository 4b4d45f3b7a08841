"""Battle damage made 0 for one battle (round 76; rules bt-no-battle-damage-from-that-battle,
cond-destroyed-by-a-battle-with-damage-taken): once "you take no battle damage from that battle" (Kuriboh) or
"Make the battle damage you take from this battle 0" (Defense Draw) has resolved, its player takes none from that
battle, so what needs battle damage taken (Sinister Seeds, Tragoedia, Damage Condenser) is not met, even when the
battle still destroys a monster or the scenario still tells of battle damage (edison_kg/timing/battle_damage.py,
rules/exclusions.py)."""

from __future__ import annotations

import pytest

from scenario_cards import ask, card

NO_DAMAGE = "bt-no-battle-damage-from-that-battle"
WITH_DAMAGE = "cond-destroyed-by-a-battle-with-damage-taken"


def _ids(answer) -> list[str]:
    return [r.rsplit("/", 1)[1] for r in answer.rule_iris]


def _battle(attacked: str | None, guard: str | None, after: list, question: dict, extra: dict | None = None):
    """B's Gene-Warped Warwolf (2000 ATK) attacks A's ``attacked`` (or directly); A's ``guard`` in hand is activated
    at damage calculation and resolves (none: no guard); then ``after``."""
    cards = {"wolf": card("Gene-Warped Warwolf", "B", position="attack"),
             "seeds": card("Sinister Seeds", "A", "spell_trap_zone", face_up=False), **(extra or {})}
    attack = {"event": "attack_declared", "card": "wolf", "player": "B"}
    if attacked is not None:
        cards["mon"] = card(attacked, "A", position="attack")
        attack["target"] = "mon"
    steps = [{"events": [attack]}, {"phase": "damage_step"}]
    if guard is not None:
        zone = "spell_trap_zone" if guard == "Defense Draw" else "hand"
        cards["guard"] = card(guard, "A", zone, **({"face_up": False} if zone == "spell_trap_zone" else {}))
        cost = [{"event": "discarded", "card": "guard", "cause": "cost"}] if zone == "hand" else []
        steps += [{"activate": "guard", **({"cost": cost} if cost else {})}, {"resolve": 1}]
    return ask(cards, question, steps + after, phase="battle", turn_player="B")


DESTROYED = [{"events": [{"event": "destroyed", "card": "mon", "cause": "battle", "by": "wolf"}]}]


def test_sinister_seeds_not_met_after_kuriboh():
    got = _battle("Sangan", "Kuriboh", DESTROYED, {"can_activate": "seeds"})
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert NO_DAMAGE in _ids(got)


def test_sinister_seeds_met_by_the_damage_the_stats_deal():
    # Warwolf 2000 ATK against Sangan 1000 ATK: A takes 1000, said in `assumed`
    got = _battle("Sangan", None, DESTROYED, {"can_activate": "seeds"})
    assert got.answer == "yes"
    assert any("took 1000 battle damage" in a for a in got.assumed)
    assert WITH_DAMAGE in _ids(got)


def test_sinister_seeds_not_met_by_a_battle_that_dealt_no_damage():
    # Warwolf 2000 ATK against another Warwolf of 2000 ATK: both destroyed, no battle damage
    steps = [{"events": [[{"event": "destroyed", "card": "mon", "cause": "battle", "by": "wolf"},
                          {"event": "destroyed", "card": "wolf", "cause": "battle", "by": "mon"}]]}]
    got = _battle("Gene-Warped Warwolf", None, steps, {"can_activate": "seeds"})
    assert (got.answer, got.reason) == ("no", "condition-not-met")


def test_stated_battle_damage_after_kuriboh_is_zero():
    steps = [{"events": [[{"event": "destroyed", "card": "mon", "cause": "battle", "by": "wolf"},
                          {"event": "damage_inflicted", "player": "A", "cause": "battle", "amount": 1000}]]}]
    got = _battle("Sangan", "Kuriboh", steps, {"last_thing": True})
    damage = [e for e in got.to_dict()["last_thing"] if e["event"] == "damage_inflicted"]
    assert damage and damage[0]["amount"] == 0
    assert any("made that battle damage 0" in a for a in got.assumed)


@pytest.mark.parametrize("guard, taker, zone", [
    ("Kuriboh", "Tragoedia", "hand"),
    ("Defense Draw", "Tragoedia", "hand"),
    ("Defense Draw", "Damage Condenser", "spell_trap_zone"),
])
def test_direct_attack_damage_made_zero_meets_no_damage_trigger(guard, taker, zone):
    extra = {"taker": card(taker, "A", zone, **({"face_up": False} if zone == "spell_trap_zone" else {}))}
    told = [{"events": [{"event": "damage_inflicted", "player": "A", "cause": "battle", "amount": 2000}]}]
    got = _battle(None, guard, told, {"can_activate": "taker"}, extra)
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert NO_DAMAGE in _ids(got)


def test_direct_attack_damage_still_taken_without_a_guard():
    extra = {"taker": card("Tragoedia", "A", "hand")}
    told = [{"events": [{"event": "damage_inflicted", "player": "A", "cause": "battle", "amount": 2000}]}]
    got = _battle(None, None, told, {"can_activate": "taker"}, extra)
    assert got.answer == "yes"
    assert NO_DAMAGE not in _ids(got)
