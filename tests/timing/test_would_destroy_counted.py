"""How many of your cards an activation destroying "all" of a kind would destroy, counted by its own words over the
cards the scenario places (rule cond-would-destroy-counted-by-its-filter, timing/rules/would_do.py), on real cards."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card

RULE = "cond-would-destroy-counted-by-its-filter"


def ask(cards, steps, question):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": question})


def _vortex(second_face_up: bool):
    cards = {"vortex": card("Lightning Vortex", "A", "hand"), "disc": card("Gemini Elf", "A", "hand"),
             "gaf": card("Goblin Attack Force", "B", position="attack"),
             "road": card("Starlight Road", "B", "spell_trap_zone", face_up=False)}
    cards["mallon"] = card("Marshmallon", "B", position="attack") if second_face_up \
        else card("Marshmallon", "B", position="face_down")
    cost = [{"event": "discarded", "card": "disc", "player": "A", "from": "hand", "to": "graveyard", "cause": "cost"}]
    return ask(cards, [{"activate": "vortex", "cost": cost}], {"can_activate": "road"})


def test_a_face_down_monster_is_not_among_all_face_up_monsters():
    answer = _vortex(second_face_up=False)
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert RULE in answer.rules and "cond-count-of-cards-it-would-destroy" in answer.rules
    assert any("would destroy 1 of the cards" in a for a in answer.assumed)


def test_two_face_up_monsters_are_2_cards_it_would_destroy():
    answer = _vortex(second_face_up=True)
    assert answer.answer == "yes"
    assert any("would destroy 2 of the cards" in a for a in answer.assumed)


def test_all_spell_and_trap_cards_do_not_count_a_monster():
    cards = {"storm": card("Heavy Storm", "A", "hand"), "road": card("Starlight Road", "B", "spell_trap_zone", face_up=False),
             "mallon": card("Marshmallon", "B", position="face_down")}
    one = ask(cards, [{"activate": "storm"}], {"can_activate": "road"})
    assert (one.answer, one.reason) == ("no", "condition-not-met") and RULE in one.rules
    cards["bset"] = card("Sakuretsu Armor", "B", "spell_trap_zone", face_up=False)
    two = ask(cards, [{"activate": "storm"}], {"can_activate": "road"})
    assert two.answer == "yes"
