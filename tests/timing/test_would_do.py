"""Answering an activation by what it would do (edison_kg/timing/rules/would_do.py), on real
cards: what the activation does on resolution only, settled or aimed at, how many cards, and
damage of its own."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card


def set_card(name, controller):
    return card(name, controller, "spell_trap_zone", face_up=False)


def ask(cards, steps, question, phase="main1", turn_player="A"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": steps, "ask": question})


def test_a_coin_toss_is_not_sure_to_destroy_but_a_target_is():
    cards = {"blowback": card("Blowback Dragon", "A", position="attack"),
             "bset": set_card("Sakuretsu Armor", "B"), "stardust": card("Stardust Dragon", "B", position="attack"),
             "mst": card("Mystical Space Typhoon", "A", "hand")}
    coin = ask(cards, [{"activate": "blowback", "targets": ["bset"]}], {"can_activate": "stardust", "effect": 1})
    assert (coin.answer, coin.reason) == ("no", "condition-not-met")
    assert "cond-would-destroy-certain" in coin.rules
    sure = ask(cards, [{"activate": "mst", "targets": ["bset"]}], {"can_activate": "stardust", "effect": 1})
    assert sure.answer == "yes" and "cond-would-destroy-certain" in sure.rules


def test_the_cards_it_would_destroy_are_the_cards_it_aims_at():
    cards = {"mst": card("Mystical Space Typhoon", "A", "hand"), "storm": card("Heavy Storm", "A", "hand"),
             "road": set_card("Starlight Road", "B"), "bset": set_card("Sakuretsu Armor", "B")}
    one = ask(cards, [{"activate": "mst", "targets": ["bset"]}], {"can_activate": "road"})
    assert (one.answer, one.reason) == ("no", "condition-not-met")
    assert "cond-count-of-cards-it-would-destroy" in one.rules
    every = ask(cards, [{"activate": "storm"}], {"can_activate": "road"})
    assert every.answer == "yes"


def test_damage_it_only_moves_is_no_damage_of_its_own():
    cards = {"warwolf": card("Gene-Warped Warwolf", "A", position="attack"),
             "elf": card("Mystical Elf", "B", position="attack"), "wall": set_card("Dimension Wall", "B"),
             "barrel": set_card("Barrel Behind the Door", "A")}
    moved = ask(cards, [{"events": [{"event": "attack_declared", "card": "warwolf", "player": "A", "target": "elf"}]},
                        {"activate": "wall"}], {"can_activate": "barrel"}, phase="battle")
    assert (moved.answer, moved.reason) == ("no", "condition-not-met")
    assert "cond-would-inflict-damage" in moved.rules
    cards["ookazi"] = card("Ookazi", "B", "hand")
    burn = ask(cards, [{"activate": "ookazi"}], {"can_activate": "barrel"}, turn_player="B")
    assert burn.answer == "yes"


def test_a_continuous_trap_activation_summons_nothing_of_its_own():
    cards = {"pyramid": set_card("Pyramid of Light", "A"),
             "oppression": card("Royal Oppression", "B", "spell_trap_zone", face_up=True)}
    answer = ask(cards, [{"activate": "pyramid"}], {"can_activate": "oppression", "effect": 1})
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "neg-answers-what-the-activation-does" in answer.rules


def test_damage_aimed_at_the_other_player_is_not_damage_to_you():
    cards = {"ookazi": card("Ookazi", "A", "hand"), "barrel": set_card("Barrel Behind the Door", "A")}
    answer = ask(cards, [{"activate": "ookazi"}], {"can_activate": "barrel"})
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-would-destroy-or-damage" in answer.rules


# who an answered activation makes do the deed, and an effect of only that deed

def test_an_effect_of_drawing_exchanges_no_hand():
    cards = {"reload": card("Reload", "A", "hand"), "x": card("Vorse Raider", "A", "hand"),
             "jar": card("Jar of Greed", "A", "spell_trap_zone", face_up=False),
             "muko": set_card("Muko", "B")}
    shuffled = ask(cards, [{"activate": "reload"}], {"can_activate": "muko"})
    assert (shuffled.answer, shuffled.reason) == ("no", "condition-not-met")
    assert "cond-would-do-only-that" in shuffled.rules
    drawn = ask(cards, [{"activate": "jar"}], {"can_activate": "muko"}, turn_player="B")
    assert drawn.answer == "yes"


def test_could_make_you_discard_is_about_who_discards():
    cards = {"duo": card("Delinquent Duo", "A", "hand"), "charity": card("Graceful Charity", "A", "hand"),
             "imps": card("Gemini Imps", "B", "hand"), "watcher": card("Gravekeeper's Watcher", "B", "hand"),
             "y": card("Mystical Elf", "B", "hand"), "z": card("Vorse Raider", "B", "hand")}
    yours = ask(cards, [{"activate": "duo"}], {"can_activate": "imps"})
    assert yours.answer == "yes"
    theirs = ask(cards, [{"activate": "charity"}], {"can_activate": "imps"})
    assert (theirs.answer, theirs.reason) == ("no", "condition-not-met")
    assert "cond-would-make-which-player" in theirs.rules
    watched = ask(cards, [{"activate": "charity"}], {"can_activate": "watcher"})
    assert watched.answer == "yes"


def test_a_face_up_target_settles_whether_it_is_of_the_kind():
    cards = {"despell": card("De-Spell", "B", "hand"), "anubis": set_card("Judgment of Anubis", "A"),
             "peace": card("Messenger of Peace", "A", "spell_trap_zone", face_up=True),
             "set": set_card("Mystical Space Typhoon", "A"), "x": card("Vorse Raider", "A", "hand")}
    face_up = ask(cards, [{"activate": "despell", "targets": ["peace"]}], {"can_activate": "anubis"}, turn_player="B")
    assert face_up.answer == "yes"
    face_down = ask(cards, [{"activate": "despell", "targets": ["set"]}], {"can_activate": "anubis"}, turn_player="B")
    assert (face_down.answer, face_down.reason) == ("no", "condition-not-met")
    assert "cond-would-destroy-certain" in face_down.rules


def test_an_answer_that_voids_the_draw_may_be_used_in_the_damage_step():
    cards = {"bistro": card("The Bistro Butcher", "B", position="attack"), "muko": set_card("Muko", "A")}
    steps = [{"events": [{"event": "attack_declared", "card": "bistro", "player": "B"}]}, {"phase": "damage_step"},
             {"events": [{"event": "damage_inflicted", "player": "A", "amount": 1800, "cause": "battle", "by": "bistro"}]},
             {"activate": "bistro"}]
    answer = ask(cards, steps, {"can_activate": "muko"}, phase="battle", turn_player="B")
    assert answer.answer == "yes" and "damage-step-restriction" in answer.rules


def test_a_card_that_targets_is_also_an_effect_that_targets():
    cards = {"bug": card("Man-Eater Bug", "B", position="face_down"), "asw": card("Amazoness Swords Woman", "A", position="attack"),
             "rescue": set_card("Dramatic Rescue", "A"), "elf": card("Mystical Elf", "A", "hand")}
    answer = ask(cards, [{"summon": "bug", "method": "flip"}, {"activate": "bug", "targets": ["asw"]}],
                 {"can_activate": "rescue"}, turn_player="B")
    assert answer.answer == "yes"
