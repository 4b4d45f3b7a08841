"""An activation that forbids its player other activations that turn (rule
limit-activation-forbidden-that-turn), on real cards."""

from __future__ import annotations

from edison_kg import timing


def card(name, controller, zone="hand", **state):
    return {"name": name, "controller": controller, "zone": zone, **state}


def ask(steps, turn_player="A"):
    cards = {"cannon": card("Linear Accelerator Cannon", "A"), "hole": card("Dark Hole", "A"),
             "raigeki": card("Raigeki", "B"), "jar": card("Dust Tornado", "A", "spell_trap_zone", face_up=False),
             "elf": card("Gemini Elf", "A", "monster_zone", position="attack")}
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": "main1", "cards": cards,
                       "steps": steps, "ask": {"can_activate": "cannon"}})


def test_not_after_its_player_activated_another_spell_card_that_turn():
    after = ask([{"activate": "hole"}, {"resolve": 1}])
    assert (after.answer, after.rules) == ("no", ["limit-activation-forbidden-that-turn"])
    assert ask([]).answer == "yes"


def test_a_trap_card_of_its_player_does_not_count():
    assert ask([{"activate": "jar"}, {"resolve": 1}]).answer == "yes"
