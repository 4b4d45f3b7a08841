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


def ask_after_cannon(asked, steps, extra=None):
    cards = {"cannon": card("Linear Accelerator Cannon", "A"), "hole": card("Dark Hole", "A"),
             "mst": card("Mystical Space Typhoon", "A"), "dust": card("Dust Tornado", "A", "spell_trap_zone", face_up=False),
             "elf": card("Gemini Elf", "A", "monster_zone", position="attack"), **(extra or {})}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": [{"activate": "cannon"}, *steps], "ask": {"can_activate": asked}})


def test_its_activation_forbids_its_player_other_spell_cards_for_the_rest_of_the_turn():
    after = ask_after_cannon("hole", [{"resolve": 1}])
    assert (after.answer, after.rules) == ("no", ["ce-activation-turn-restriction"])
    assert "Linear Accelerator Cannon" in after.explanation
    # already while it waits on the chain: the activation sets the lock up
    assert ask_after_cannon("mst", []).answer == "no"


def test_its_lock_leaves_trap_cards_and_the_next_turn_alone():
    target = {"force": card("Mirror Force", "B", "spell_trap_zone", face_up=False)}
    assert ask_after_cannon("dust", [{"resolve": 1}], target).answer == "yes"
    two_turns_on = [{"resolve": 1}, {"phase": "end"}, {"phase": "main1"}, {"phase": "end"}, {"phase": "main1"}]
    assert ask_after_cannon("hole", two_turns_on).answer == "yes"
    assert ask_after_cannon("hole", two_turns_on[:1]).answer == "no"


def test_a_negated_activation_sets_up_no_lock():
    jammer = {"jammer": card("Magic Jammer", "B", "spell_trap_zone", face_up=False), "fodder": card("Sangan", "B")}
    negated = [{"activate": "jammer", "cost": [{"event": "discarded", "card": "fodder", "cause": "cost"}]},
               {"resolve": 2}, {"resolve": 1}]
    assert ask_after_cannon("hole", negated, jammer).answer == "yes"
