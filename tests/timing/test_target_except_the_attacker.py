"""On a real pool card: a target "except the attacking monster" may not be the monster attacking, so with no
other monster of that kind there is nothing to target (rules/targets.py, rule state-target-except-the-attacker)."""

from __future__ import annotations

from scenario_cards import ask, card

EXCEPT_ATTACKER = "https://w3id.org/edison-kg/id/rule/state-target-except-the-attacker"


def _arm_shield_with(*theirs):
    # Magical Arm Shield: "When your opponent declares an attack while you control a monster: Target 1 face-up monster
    # your opponent controls, except the attacking monster; ..."
    cards = {"shield": card("Magical Arm Shield", "A", "spell_trap_zone", face_up=False),
             "sangan": card("Sangan", "A", position="attack"),
             "raider": card("Vorse Raider", "B", position="attack")}
    cards.update({f"m{i}": card(name, "B", position="attack") for i, name in enumerate(theirs)})
    steps = [{"events": [{"event": "attack_declared", "card": "raider", "player": "B", "target": "sangan"}]}]
    return ask(cards, {"can_activate": "shield"}, steps, phase="battle", turn_player="B").to_dict()


def test_the_attacking_monster_alone_is_no_target():
    answer = _arm_shield_with()
    assert answer["answer"] == "no" and EXCEPT_ATTACKER in answer["rules"]


def test_another_face_up_monster_of_the_opponent_is_one():
    assert _arm_shield_with("Cyber Dragon")["answer"] == "yes"

