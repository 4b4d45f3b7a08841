"""Round 181: a condition on a monster that left the field reads the ATK and DEF it had there, an Equip Card's change
included (rule cond-left-monster-stats-as-it-left, edison_kg/timing/stats_when_left.py). Real pool cards."""

from __future__ import annotations

import pytest

from edison_kg import timing

RULE = "https://w3id.org/edison-kg/id/rule/cond-left-monster-stats-as-it-left"


def scylla_destroys(target: str, equip: str | None) -> dict:
    # "If this card destroys a monster with 0 ATK by battle, you can Special Summon that monster ..."
    cards = {"scylla": {"name": "Reptilianne Scylla", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "target": {"name": target, "controller": "B", "zone": "monster_zone", "position": "attack"}}
    destroyed = [{"event": "destroyed", "card": "target", "from": "monster_zone", "to": "graveyard", "cause": "battle",
                  "by": "scylla"}]
    if equip is not None:
        cards["equip"] = {"name": equip, "controller": "B", "zone": "spell_trap_zone", "face_up": True,
                          "equipped_to": "target"}
    steps = [{"events": [{"event": "attack_declared", "card": "scylla", "target": "target"}]},
             {"phase": "damage_step"}, {"events": [destroyed]}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
                       "steps": steps, "ask": {"can_activate": "scylla"}}).to_dict()


@pytest.mark.parametrize("equip, expected", [("Axe of Despair", "no"), (None, "yes")])
def test_a_zero_atk_monster_raised_by_an_equip_card_is_not_a_zero_atk_monster(equip, expected):
    answer = scylla_destroys("Ojama Yellow", equip)      # 0 ATK printed; the Axe gives it 1000
    assert answer["answer"] == expected
    assert (RULE in answer["rules"]) == (equip is not None)


def test_a_monster_with_atk_is_not_one_with_0_atk_whatever_it_left_with():
    answer = scylla_destroys("Gemini Elf", None)          # 1900 ATK, no change: its printed value stands
    assert answer["answer"] == "no" and RULE not in answer["rules"]

