"""An effect whose condition names a window of a battle is activated only in that window,
in the turn it names, with the monster it names in the battle (rule cond-battle-window). Real cards: Honest
(LIGHT), Kazejin ("if this card is being attacked", opponent's turn), Shield Warrior (damage calculation in either
player's turn), Mystical Elf (LIGHT), Celtic Guardian (EARTH), Gene-Warped Warwolf."""

from __future__ import annotations

from scenario_cards import ask, card

WINDOW = "cond-battle-window"


def attack(attacker, target):
    return [{"events": [{"event": "attack_declared", "card": attacker, "player": "A", "target": target}]},
            {"phase": "damage_step"}]


def honest_with(own_monster):
    return {"hon": card("Honest", "A", "hand"), "own": card(own_monster, "A", position="attack"),
            "opp": card("Gene-Warped Warwolf", "B", position="attack")}


def test_honest_in_the_hand_in_main_phase_1_is_not_in_its_window():
    answer = ask(honest_with("Mystical Elf"), {"can_activate": "hon", "effect": 2})
    assert answer.answer == "no" and answer.reason == "condition-not-met" and WINDOW in answer.rules


def test_honest_in_the_damage_step_of_its_light_monsters_battle():
    answer = ask(honest_with("Mystical Elf"), {"can_activate": "hon", "effect": 2}, steps=attack("own", "opp"),
                 phase="battle")
    assert answer.answer == "yes" and WINDOW not in answer.rules
    assert not any("taken as met" in a for a in answer.assumed)


def test_honest_when_the_monster_battling_is_not_light():
    answer = ask(honest_with("Celtic Guardian"), {"can_activate": "hon", "effect": 2}, steps=attack("own", "opp"),
                 phase="battle")
    assert answer.answer == "no" and WINDOW in answer.rules


def test_honest_in_the_battle_step_before_the_damage_step():
    steps = [{"events": [{"event": "attack_declared", "card": "own", "player": "A", "target": "opp"}]}]
    answer = ask(honest_with("Mystical Elf"), {"can_activate": "hon", "effect": 2}, steps=steps, phase="battle")
    assert answer.answer == "no" and WINDOW in answer.rules


def kazejin_duel():
    return {"kz": card("Kazejin", "B", position="attack"), "at": card("Gene-Warped Warwolf", "A", position="attack"),
            "other": card("Celtic Guardian", "B", position="attack")}


def test_kazejin_when_it_is_attacked_in_the_opponents_turn():
    answer = ask(kazejin_duel(), {"can_activate": "kz"}, steps=attack("at", "kz"), phase="battle")
    assert answer.answer == "yes" and WINDOW not in answer.rules


def test_kazejin_when_another_monster_is_attacked():
    answer = ask(kazejin_duel(), {"can_activate": "kz"}, steps=attack("at", "other"), phase="battle")
    assert answer.answer == "no" and WINDOW in answer.rules


def test_kazejin_attacking_in_its_own_turn():
    cards = {"kz": card("Kazejin", "A", position="attack"), "t": card("Gene-Warped Warwolf", "B", position="attack")}
    answer = ask(cards, {"can_activate": "kz"}, steps=attack("kz", "t"), phase="battle")
    assert answer.answer == "no" and WINDOW in answer.rules


def shield_warrior_duel():
    return {"sw": card("Shield Warrior", "A", "graveyard"), "own": card("Celtic Guardian", "A", position="attack"),
            "opp": card("Gene-Warped Warwolf", "B", position="attack")}


def test_shield_warrior_at_damage_calculation():
    answer = ask(shield_warrior_duel(), {"can_activate": "sw"}, steps=attack("own", "opp"), phase="battle")
    assert answer.answer == "yes" and WINDOW not in answer.rules


def test_shield_warrior_in_main_phase_1():
    answer = ask(shield_warrior_duel(), {"can_activate": "sw"})
    assert answer.answer == "no" and WINDOW in answer.rules


# "During damage calculation, if your opponent's monster attacks" names damage calculation: the
# attack declared in the Battle Step is not enough, and the battle's damage once calculated is too late

def kuriboh_attacked():
    return {"kuri": card("Kuriboh", "B", "hand"), "gob": card("Goblin Attack Force", "A", position="attack"),
            "vorse": card("Vorse Raider", "B", position="attack")}


def declared(attacker, target):
    return [{"events": [{"event": "attack_declared", "card": attacker, "player": "A", "target": target}]}]


def test_kuriboh_in_the_battle_step_right_after_the_attack_declaration():
    answer = ask(kuriboh_attacked(), {"can_activate": "kuri"}, steps=declared("gob", "vorse"), phase="battle")
    assert answer.answer == "no" and answer.reason == "condition-not-met" and WINDOW in answer.rules


def test_kuriboh_in_the_damage_step_of_that_attack():
    answer = ask(kuriboh_attacked(), {"can_activate": "kuri"}, steps=attack("gob", "vorse"), phase="battle")
    assert answer.answer == "yes" and WINDOW not in answer.rules


def test_kuriboh_once_the_battle_damage_was_calculated():
    steps = attack("gob", "vorse") + [{"events": [{"event": "damage_inflicted", "player": "B", "cause": "battle",
                                                   "by": "gob", "amount": 100}]}]
    answer = ask(kuriboh_attacked(), {"can_activate": "kuri"}, steps=steps, phase="battle")
    assert answer.answer == "no" and answer.reason == "condition-not-met" and WINDOW in answer.rules


def test_kuribon_attacked_face_up_in_the_battle_step():
    cards = {"bon": card("Kuribon", "B", position="attack"), "gob": card("Goblin Attack Force", "A", position="attack")}
    answer = ask(cards, {"can_activate": "bon"}, steps=declared("gob", "bon"), phase="battle")
    assert answer.answer == "no" and answer.reason == "condition-not-met" and WINDOW in answer.rules


def test_a_monster_that_attacks_or_is_attacked_in_damage_calculation():
    # "If this card attacks or is attacked, during damage calculation (in either player's turn)": attacker or target
    lily_duel = {"lily": card("Injection Fairy Lily", "B", position="attack"), "at": card("Gene-Warped Warwolf", "A", position="attack"),
                 "other": card("Celtic Guardian", "B", position="attack")}
    assert ask(lily_duel, {"can_activate": "lily"}, steps=attack("at", "lily"), phase="battle").answer == "yes"
    answer = ask(lily_duel, {"can_activate": "lily"}, steps=attack("at", "other"), phase="battle")
    assert answer.answer == "no" and WINDOW in answer.rules
