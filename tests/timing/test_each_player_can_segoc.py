"""An optional "each player can ..." trigger goes on the Chain after its player's mandatory
trigger of the same moment (rule segoc-order); pool cards, as `edison-kg ask` answers."""

from __future__ import annotations

from edison_kg import timing


def test_the_optional_trigger_follows_the_mandatory_one():
    cards = {"sem": {"name": "Emperor Sem", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "tomato": {"name": "Mystic Tomato", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "zaborg": {"name": "Zaborg the Thunder Monarch", "controller": "A", "zone": "hand"},
             "elf": {"name": "Gemini Elf", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                         "steps": [{"summon": "zaborg", "method": "tribute", "materials": ["tomato"]}],
                         "ask": {"triggers": True}}).to_dict()
    assert [(link["card"], link["mandatory"]) for link in answer["chain"]] == [("zaborg", True), ("sem", False)]
