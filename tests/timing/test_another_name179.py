"""Round 179: "You must control a face-up "Six Samurai" monster with a different name to activate and to resolve this
effect" needs one not of this card's name (the card reader leaves the name out of the kind: cardtext/condition_tails.py;
rule cond-activation-needs-another-name, edison_kg/timing/rules/field_needs.py). Real pool cards."""

from __future__ import annotations

import pytest

from edison_kg import timing

RULE = "https://w3id.org/edison-kg/id/rule/cond-activation-needs-another-name"


@pytest.mark.parametrize("beside, expected", [("The Six Samurai - Irou", "no"), ("The Six Samurai - Yaichi", "yes")])
def test_a_second_copy_is_not_a_monster_of_another_name(beside, expected):
    # Irou attacks a face-down monster: "At the start of the Damage Step, if this card attacked a face-down Defense
    # Position monster: Destroy that monster"
    cards = {"irou": {"name": "The Six Samurai - Irou", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "other": {"name": beside, "controller": "A", "zone": "monster_zone", "position": "attack"},
             "set": {"name": "Giant Soldier of Stone", "controller": "B", "zone": "monster_zone", "position": "face_down"}}
    steps = [{"events": [{"event": "attack_declared", "card": "irou", "player": "A", "target": "set"}]},
             {"phase": "damage_step"}]
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
                         "steps": steps, "ask": {"can_activate": "irou"}}).to_dict()
    assert answer["answer"] == expected
    assert (RULE in answer["rules"]) == (expected == "no")
