"""A battle condition whose action names the point of the Damage Step ("When this card battles a LIGHT monster,
remove that monster from play after damage calculation"): read as a battle with that monster's kind at that point
(cardtext/battled_with.py, rules/battle.py). Real pool cards."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card


def crusher_battles(other: str):
    cards = {"crusher": card("Ally of Justice Unknown Crusher", "A", position="attack"),
             "other": card(other, "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "crusher", "player": "A", "target": "other"}]},
             {"events": [[{"event": "destroyed", "card": "other", "player": "B", "from": "monster_zone",
                           "to": "graveyard", "cause": "battle", "by": "crusher"}]]}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
                       "steps": steps, "ask": {"triggers": True}}).to_dict()


def chained(answer):
    return [link["card"] for link in answer["chain"]]


def test_battling_the_kind_named_sets_it_off_after_damage_calculation():
    assert "crusher" in chained(crusher_battles("Mystical Elf"))        # LIGHT


def test_battling_another_kind_does_not():
    assert "crusher" not in chained(crusher_battles("Sangan"))          # DARK
