"""What an activation needs of the duel that its cost, target count or deed says (edison_kg/timing/rules/deed_needs.py,
on real cards, met and unmet."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card


def ask(cards, question, steps=(), phase="main1", turn_player="A", life_points=None):
    scenario = {"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                "steps": list(steps), "ask": question}
    if life_points:
        scenario["life_points"] = life_points
    return timing.ask(scenario)


def test_paying_life_points_down_to_a_number():
    # Backs to the Wall: "Pay LP so that you only have 100 left; ..."
    cards = {"w": card("Backs to the Wall", "A", "spell_trap_zone", face_up=False),
             "k": card("The Six Samurai - Kamon", "A", "graveyard")}
    assert ask(cards, {"can_activate": "w"}, turn_player="B", life_points={"A": 101}).answer == "yes"
    answer = ask(cards, {"can_activate": "w"}, turn_player="B", life_points={"A": 50})
    assert answer.answer == "no" and "cost-pay-life-points-down-to" in answer.rules


def test_a_target_count_bounded_by_the_opponents_hand():
    # Earthbound Immortal Wiraqocha Rasca: "Target 1 to 3 cards you control, but not more than your opponent has in
    # their hand"
    cards = {"r": card("Earthbound Immortal Wiraqocha Rasca", "A", "hand"),
             "t1": card("Sangan", "A", position="attack"), "t2": card("Mystical Elf", "A", position="attack"),
             "f": card("Sogen", "A", "field_zone", face_up=True)}
    steps = [{"summon": "r", "method": "tribute", "materials": ["t1", "t2"]}]
    answer = ask(cards, {"can_activate": "r"}, steps)
    assert answer.answer == "no" and "target-count-bounded-by-cards-held" in answer.rules
    cards["h"] = card("Dark Magician", "B", "hand")
    assert ask(cards, {"can_activate": "r"}, steps).answer == "yes"


def test_both_halves_of_a_conjoined_condition():
    # Nega-Ton Corepanel: "Activate only if you control a face-up "Koa'ki Meiru" monster and have "Iron Core of
    # Koa'ki Meiru" in your Graveyard."
    cards = {"n": card("Nega-Ton Corepanel", "A", "spell_trap_zone", face_up=False),
             "g": card("Koa'ki Meiru Guardian", "A", position="attack"),
             "l": card("Lonefire Blossom", "B", position="attack")}
    steps = [{"activate": "l", "cost": [{"event": "tributed", "card": "l", "player": "B", "from": "monster_zone",
                                          "to": "graveyard", "cause": "cost"}]}]
    answer = ask(cards, {"can_activate": "n"}, steps, turn_player="B")
    assert answer.answer == "no" and "cond-conjoined-states-all-hold" in answer.rules
    cards["i"] = card("Iron Core of Koa'ki Meiru", "A", "graveyard")
    assert ask(cards, {"can_activate": "n"}, steps, turn_player="B").answer == "yes"


def test_a_battle_the_effect_makes_needs_a_monster_on_each_side():
    # Super Junior Confrontation: "... battles against 1 monster with the lowest DEF in face-up Defense Position you
    # control"
    cards = {"s": card("Super Junior Confrontation", "A", "spell_trap_zone", face_up=False),
             "x": card("Battle Ox", "B", position="attack"), "e": card("Mystical Elf", "A", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "x", "player": "B", "target": "e"}]}]
    answer = ask(cards, {"can_activate": "s"}, steps, phase="battle", turn_player="B")
    assert answer.answer == "no" and "deed-battle-needs-both-monsters" in answer.rules
    cards["e"] = card("Mystical Elf", "A", position="defense")
    assert ask(cards, {"can_activate": "s"}, steps, phase="battle", turn_player="B").answer == "yes"


def test_a_monster_of_the_same_level_in_the_hand():
    # A Rival Appears!: "Special Summon 1 monster from your hand that has the same Level as the selected monster."
    cards = {"r": card("A Rival Appears!", "A", "spell_trap_zone", face_up=False),
             "m": card("Dark Magician", "B", position="attack"), "h": card("Mystical Elf", "A", "hand")}
    answer = ask(cards, {"can_activate": "r"}, turn_player="B")
    assert answer.answer == "no" and "deed-needs-a-card-of-the-same-level" in answer.rules
    cards["h2"] = card("Dark Magician", "A", "hand")
    assert ask(cards, {"can_activate": "r"}, turn_player="B").answer == "yes"


def test_a_deed_that_takes_cards_destroyed_by_battle_this_turn():
    # Over Limit: "Special Summon ... as many Normal Monsters as possible with 1000 or less ATK that were destroyed by
    # battle this turn."
    cards = {"o": card("Over Limit", "A", "spell_trap_zone", face_up=False),
             "m": card("Mokey Mokey", "A", position="attack"), "b": card("Dark Magician", "B", position="attack")}
    answer = ask(cards, {"can_activate": "o"}, phase="main2")
    assert answer.answer == "no" and "deed-needs-cards-of-this-turn" in answer.rules
    destroyed = {"events": [[{"event": "destroyed", "card": "m", "player": "A", "from": "monster_zone",
                              "to": "graveyard", "cause": "battle", "by": "b"}]]}
    assert ask(cards, {"can_activate": "o"}, [destroyed, {"phase": "main2"}], phase="battle").answer == "yes"


def test_rearranging_needs_two_face_down_monsters():
    # Shifting Shadows: "rearrange the face-down Defense Position monsters in your Main Monster Zones"
    cards = {"s": card("Shifting Shadows", "A", "spell_trap_zone", face_up=True),
             "m1": card("Mystical Elf", "A", position="face_down")}
    answer = ask(cards, {"can_activate": "s"})
    assert answer.answer == "no" and "deed-rearrange-needs-two-monsters" in answer.rules
    cards["m2"] = card("Dark Magician", "A", position="face_down")
    assert ask(cards, {"can_activate": "s"}).answer == "yes"
