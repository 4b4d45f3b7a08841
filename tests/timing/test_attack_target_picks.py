"""On real pool cards: an effect that selects the monster the opponent's
monsters must attack may not select one that cannot be attacked while that protection applies
(rules/targets.py, rule bt-attack-target-pick-must-be-attackable)."""

from __future__ import annotations

from scenario_cards import ask, card

ATTACKABLE = "https://w3id.org/edison-kg/id/rule/bt-attack-target-pick-must-be-attackable"


def _staunch_defender_with(*mine):
    cards = {"staunch": card("Staunch Defender", "A", "spell_trap_zone", face_up=False),
             "raider": card("Vorse Raider", "B", position="attack")}
    cards.update({f"m{i}": card(name, "A", position="attack") for i, name in enumerate(mine)})
    steps = [{"events": [{"event": "attack_declared", "card": "raider", "player": "B"}]}]
    return ask(cards, {"can_activate": "staunch"}, steps, phase="battle", turn_player="B").to_dict()


def test_goblin_king_beside_another_fiend_is_no_choice():
    # Goblin King: "While you control another Fiend-Type monster, this card cannot be attacked."
    # Earthbound Immortal Ccapac Apu: "Your opponent's monsters cannot target this card for attacks." (a Fiend too)
    answer = _staunch_defender_with("Goblin King", "Earthbound Immortal Ccapac Apu")
    assert answer["answer"] == "no" and ATTACKABLE in answer["rules"]


def test_goblin_king_alone_can_be_selected():
    assert _staunch_defender_with("Goblin King")["answer"] == "yes"


def test_another_monster_that_can_be_attacked_is_still_a_choice():
    assert _staunch_defender_with("Earthbound Immortal Uru", "Mystic Horseman")["answer"] == "yes"
