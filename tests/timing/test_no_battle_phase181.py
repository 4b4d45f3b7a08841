"""Round 181: a card whose every deed lets monsters attack this turn is not activated once its player cannot conduct
the Battle Phase that turn (rule window-no-battle-phase-this-turn, edison_kg/timing/rules/named_phase.py). Real pool
cards."""

from __future__ import annotations

import pytest

from edison_kg import timing

RULE = "https://w3id.org/edison-kg/id/rule/window-no-battle-phase-this-turn"


@pytest.mark.parametrize("truth_first, expected", [(True, "no"), (False, "yes")])
def test_battle_teleportation_after_reinforce_truth(truth_first, expected):
    # Reinforce Truth: "You cannot conduct your Battle Phase the turn you activate this card."
    cards = {"truth": {"name": "Reinforce Truth", "controller": "A", "zone": "spell_trap_zone"},
             "tele": {"name": "Battle Teleportation", "controller": "A", "zone": "spell_trap_zone"},
             "psychic": {"name": "Psychic Commander", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "warrior": {"name": "Speed Warrior", "controller": "A", "zone": "deck"}}
    steps = [{"activate": "truth"},
             {"resolve": 1, "events": [{"event": "special_summon", "card": "warrior", "from": "deck",
                                        "to": "monster_zone", "cause": "effect", "by": "truth"}]}] if truth_first else []
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": cards, "steps": steps,
                         "ask": {"can_activate": "tele"}}).to_dict()
    assert answer["answer"] == expected
    assert (RULE in answer["rules"]) == truth_first
    if truth_first:
        assert "Reinforce Truth" in answer["explanation"]
