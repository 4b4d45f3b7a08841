"""A monster "destroyed by battle with a <kind> monster": the monster it battled must be of that
kind (rules/battled_with.py; rule cond-destroyed-by-battle-with-a-kind). Real pool cards on the
whole graph."""

from __future__ import annotations

from edison_kg import timing


def destroyed_in_battle(mine: str, other: str, attacking: bool = False):
    cards = {"mine": {"name": mine, "controller": "A", "zone": "monster_zone", "position": "attack"},
             "other": {"name": other, "controller": "B", "zone": "monster_zone", "position": "attack"},
             "spare": {"name": "Battle Ox", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    attacker, target = ("mine", "other") if attacking else ("other", "mine")
    steps = [{"events": [{"event": "attack_declared", "card": attacker, "player": "A" if attacking else "B",
                          "target": target}]},
             {"events": [{"event": "destroyed", "card": "mine", "cause": "battle", "by": "other", "to": "graveyard"}]}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A" if attacking else "B", "phase": "battle",
                       "cards": cards, "steps": steps, "ask": {"can_activate": "mine"}})


def test_destroyed_by_battle_with_a_monster_of_the_type_named():
    # Oxygeddon: "If this card is destroyed by battle with a Pyro monster and sent to the GY"
    assert destroyed_in_battle("Oxygeddon", "Solar Flare Dragon").answer == "yes"
    assert destroyed_in_battle("Oxygeddon", "Solar Flare Dragon", attacking=True).answer == "yes"


def test_destroyed_by_battle_with_a_monster_of_another_type():
    answer = destroyed_in_battle("Oxygeddon", "Vorse Raider")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-destroyed-by-battle-with-a-kind" in answer.rules


def test_destroyed_by_battle_with_a_monster_of_the_attribute_named():
    # Ally Salvo: "When this card is destroyed by battle with a LIGHT monster and sent to the Graveyard"
    assert destroyed_in_battle("Ally Salvo", "Mystical Elf").answer == "yes"
    answer = destroyed_in_battle("Ally Salvo", "Vorse Raider", attacking=True)
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-destroyed-by-battle-with-a-kind" in answer.rules


def test_any_monster_meets_a_monster():
    # Alien Warrior: "If this card is destroyed by battle with a monster and sent to the GY"
    assert destroyed_in_battle("Alien Warrior", "Vorse Raider").answer == "yes"
