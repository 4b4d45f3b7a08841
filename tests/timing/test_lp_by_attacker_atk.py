"""Life Points gained by the ATK of the attacking monster (timing/life_points.py clause_lp; rule
res-lp-by-attacker-atk): Enchanted Javelin, the only card of the pool with this wording, gains its
controller the ATK the attacker has as it resolves. Real pool cards on the whole graph."""

from __future__ import annotations

from edison_kg import timing


def javelin_resolved(attacker: str | None):
    cards = {"jav": {"name": "Enchanted Javelin", "controller": "A", "zone": "spell_trap_zone", "face_up": False}}
    steps = []
    if attacker:
        cards["foe"] = {"name": attacker, "controller": "B", "zone": "monster_zone", "position": "attack"}
        steps.append({"events": [{"event": "attack_declared", "card": "foe", "player": "B"}]})
    steps += [{"activate": "jav"}, {"resolve": 1}]
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "battle", "cards": cards,
                         "steps": steps, "ask": {"last_thing": True}})
    return answer.to_dict()["last_thing"], answer.rules


def test_its_controller_gains_the_attacker_s_atk():
    last, rules = javelin_resolved("Blue-Eyes White Dragon")
    assert [(e["event"], e["player"], e.get("amount")) for e in last] == [("lp_gained", "A", 3000)]
    assert any(str(rule).endswith("res-lp-by-attacker-atk") for rule in rules)


def test_another_attacker_gives_its_own_atk():
    last, _ = javelin_resolved("Battle Ox")
    assert [(e["player"], e.get("amount")) for e in last] == [("A", 1700)]
