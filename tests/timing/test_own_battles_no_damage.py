"""A monster that spares its controller the battle damage of its battles leaves nothing for an effect that makes that
damage 0 (rules bt-no-battle-damage-from-its-battles, bt-no-battle-damage-to-prevent), asked of the whole engine on
real cards."""

from __future__ import annotations

from scenario_cards import ask, card


def _defense_draw(attacked: str, position: str = "attack"):
    # Defense Draw: "During your opponent's turn, at damage calculation: Make the battle damage you take from this
    # battle 0, and if you do, draw 1 card."
    cards = {"ox": card("Battle Ox", "A", position="attack"), "foe": card(attacked, "B", position=position),
             "dd": card("Defense Draw", "B", "spell_trap_zone", face_up=False)}
    steps = [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "ox", "target": "foe"}]},
             {"phase": "damage_step"}]
    return ask(cards, {"can_activate": "dd"}, steps=steps, phase="main1")


def test_monk_fighter_leaves_no_battle_damage_to_make_0():
    answer = _defense_draw("Monk Fighter")                     # 1300 ATK against Battle Ox's 1700
    assert answer.answer == "no" and "bt-no-battle-damage-from-its-battles" in answer.rules


def test_another_card_of_the_family_you_take_no_battle_damage():
    answer = _defense_draw("Yubel")      # 0 ATK; "You take no Battle Damage from battles involving this card"
    assert answer.answer == "no" and "bt-no-battle-damage-from-its-battles" in answer.rules


def test_a_monster_without_it_leaves_the_damage_to_take():
    answer = _defense_draw("Mystic Tomato")                     # 1400 ATK: B takes 300
    assert answer.answer == "yes" and "bt-no-battle-damage-from-its-battles" not in answer.rules
