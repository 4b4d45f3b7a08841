"""A cost that banishes "1 monster with ? ATK" from the Graveyard (rule kind-printed-question-mark), on real cards
(round 141): a monster with a printed ATK does not pay it, one with a printed "?" does."""

from __future__ import annotations

from edison_kg import timing


def card(name, controller, zone="hand", **state):
    return {"name": name, "controller": controller, "zone": zone, **state}


def ask(in_graveyard):
    cards = {"cato": card("Catoblepas and the Witch of Fate", "A", "monster_zone", position="attack"),
             "call": card("Call of the Haunted", "B", "spell_trap_zone", face_up=False),
             "skull": card("Summoned Skull", "B", "graveyard"),
             **{f"dead{i}": card(name, "A", "graveyard") for i, name in enumerate(in_graveyard)}}
    return timing.ask({"game": "yugioh-edison", "turn_player": "B", "cards": cards,
                       "steps": [{"activate": "call", "targets": ["skull"]}, {"resolve": 1}],
                       "ask": {"can_activate": "cato"}})


def test_no_monster_with_a_printed_question_mark_atk_leaves_the_cost_unpaid():
    numbered = ask(["Goblin Attack Force"])           # 2300 ATK
    assert (numbered.answer, numbered.reason) == ("no", "other")
    assert "kind-printed-question-mark" in numbered.rules
    assert ask(["Sangan", "Goblin Attack Force"]).answer == "no"    # 1000 ATK: a number, however low


def test_a_monster_with_a_printed_question_mark_atk_pays_it():
    assert ask(["Goblin Attack Force", "Maju Garzett"]).answer == "yes"     # ATK ?, DEF 0
    assert ask(["Fortune Lady Light"]).answer == "yes"                      # ATK ?, DEF ?
