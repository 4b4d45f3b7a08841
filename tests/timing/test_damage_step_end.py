"""The Damage Step's timeline on real pool cards, none of them a drafted precedent's situation:
a monster destroyed by battle stays on the field until the end of the Damage Step
(rules/damage_step_end.py, State.end_damage_step), an effect at the end of the Damage Step needs
the monster it applies to still there, "after damage calculation" needs a battle that reached it,
a condition on a face-down monster is read when the Damage Step starts, 0 battle damage is no
damage, and a monster's trigger that watches other cards needs its monster on the field."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.timing.rules.damage_step_end import (activated_at_damage_step_end, damage_step_end,
                                                     destroyed_by_battle_on_field)
from edison_kg.timing.scenario import parse_scenario
from scenario_cards import card


def scenario(cards, steps, question=None, turn_player="A"):
    return {"game": "yugioh-edison", "turn_player": turn_player, "phase": "battle", "cards": cards, "steps": steps,
            **({"ask": question} if question else {})}


def ask(cards, steps, question, turn_player="A"):
    return timing.ask(scenario(cards, steps, question, turn_player))


def duel_after(cards, steps):
    played = scenario(cards, steps, {"can_activate": next(iter(cards))})
    return timing.default_engine().play(parse_scenario(played)).duel


def attack(attacker, target=None, player="A"):
    return {"events": [{"event": "attack_declared", "card": attacker, "player": player,
                        **({"target": target} if target else {})}]}


def destroyed(ref, by, player="B", cause="battle"):
    return {"events": [[{"event": "destroyed", "card": ref, "player": player, "from": "monster_zone",
                         "to": "graveyard", "cause": cause, "by": by}]]}


def damage(player, by, amount):
    return {"events": [[{"event": "damage_inflicted", "player": player, "cause": "battle", "by": by,
                         "amount": amount}]]}


# ------------------------------------------------------------------ on the field until the end of the Damage Step

def test_a_monster_destroyed_by_battle_waits_on_the_field_for_the_end_of_the_damage_step():
    cards = {"raider": card("Vorse Raider", "A", position="attack"),
             "sangan": card("Sangan", "B", position="attack")}
    duel = duel_after(cards, [attack("raider", "sangan"), destroyed("sangan", "raider")])
    assert destroyed_by_battle_on_field(duel) == ["sangan"]
    assert duel.cards["sangan"].on_field and duel.cards["sangan"].sent_at_damage_step_end == "graveyard"
    duel.end_damage_step()
    assert destroyed_by_battle_on_field(duel) == [] and duel.cards["sangan"].zone == "graveyard"
    assert not duel.cards["sangan"].on_field


def test_the_next_phase_ends_the_damage_step_and_sends_the_destroyed_monster():
    cards = {"raider": card("Vorse Raider", "A", position="attack"),
             "sangan": card("Sangan", "B", position="attack")}
    duel = duel_after(cards, [attack("raider", "sangan"), destroyed("sangan", "raider"), {"phase": "main2"}])
    assert duel.cards["sangan"].zone == "graveyard" and duel.cards["sangan"].sent_at_damage_step_end is None


def test_an_effect_for_the_destroyed_monster_sees_the_duel_after_it_left_and_then_puts_it_back():
    cards = {"raider": card("Vorse Raider", "A", position="attack"),
             "sangan": card("Sangan", "B", position="attack")}
    duel = duel_after(cards, [attack("raider", "sangan"), destroyed("sangan", "raider")])
    effect = duel.infos["sangan"].effects[0]
    assert activated_at_damage_step_end(duel, "sangan", effect)
    with damage_step_end(duel, "sangan", effect) as ended:
        assert ended and duel.cards["sangan"].zone == "graveyard"
    assert duel.cards["sangan"].on_field and duel.cards["sangan"].sent_at_damage_step_end == "graveyard"


def test_an_effect_of_damage_calculation_sees_the_destroyed_monster_still_there():
    cards = {"zaloog": card("Don Zaloog", "A", position="attack"),
             "sangan": card("Sangan", "B", position="attack")}
    calculation = {"events": [[{"event": "destroyed", "card": "sangan", "player": "B", "from": "monster_zone",
                                "to": "graveyard", "cause": "battle", "by": "zaloog"},
                               {"event": "damage_inflicted", "player": "B", "cause": "battle", "by": "zaloog",
                                "amount": 400}]]}
    duel = duel_after(cards, [attack("zaloog", "sangan"), calculation])
    effect = duel.infos["zaloog"].effects[0]
    assert not activated_at_damage_step_end(duel, "zaloog", effect)
    with damage_step_end(duel, "zaloog", effect) as ended:
        assert not ended and duel.cards["sangan"].on_field


# ------------------------------------------------------------------ at the end of the Damage Step

def test_savage_colosseum_needs_the_attacker_still_on_the_field_at_the_end_of_the_damage_step():
    cards = {"raider": card("Vorse Raider", "A", position="attack"),
             "jinzo": card("Jinzo", "B", position="attack"),
             "colosseum": card("Savage Colosseum", "A", "field_zone", face_up=True)}
    got = ask(cards, [attack("raider", "jinzo"), destroyed("raider", "jinzo", player="A")],
              {"can_activate": "colosseum", "effect": 1})
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert got.rules[:2] == ["bt-attacker-gone-before-end-of-damage-step", "bt-destroyed-monster-applies-until-sent"]


def test_savage_colosseum_when_the_attacker_survives():
    cards = {"raider": card("Vorse Raider", "A", position="attack"),
             "sangan": card("Sangan", "B", position="attack"),
             "colosseum": card("Savage Colosseum", "A", "field_zone", face_up=True)}
    got = ask(cards, [attack("raider", "sangan"), destroyed("sangan", "raider")], {"can_activate": "colosseum", "effect": 1})
    assert got.answer == "yes"


# ------------------------------------------------------------------ a trigger that watches other cards

def test_pursuit_chaser_sees_another_defense_position_monster_sent_to_the_graveyard():
    cards = {"raider": card("Vorse Raider", "A", position="attack"),
             "chaser": card("Pursuit Chaser", "B", position="attack"),
             "sangan": card("Sangan", "B", position="defense")}
    got = ask(cards, [attack("raider", "sangan"), destroyed("sangan", "raider")], {"can_activate": "chaser"})
    assert got.answer == "yes"


def test_pursuit_chaser_destroyed_itself_in_defense_position_is_not_on_the_field_to_activate():
    cards = {"raider": card("Vorse Raider", "A", position="attack"),
             "chaser": card("Pursuit Chaser", "B", position="defense")}
    got = ask(cards, [attack("raider", "chaser"), destroyed("chaser", "raider")], {"can_activate": "chaser"})
    assert got.answer == "no"
    assert "state-face-up-on-the-field-to-activate" in got.rules


# ------------------------------------------------------------------ a face-down monster, read at the start

def test_a_face_down_monster_flipped_before_the_damage_step_is_not_battled_face_down():
    cards = {"lv6": card("Mystic Swordsman LV6", "A", position="attack"),
             "sangan": card("Sangan", "B", position="face_down")}
    flip = {"events": [[{"event": "flipped_face_up", "card": "sangan", "player": "B", "cause": "effect"}]]}
    got = ask(cards, [attack("lv6", "sangan"), flip, {"phase": "damage_step"}], {"can_activate": "lv6"})
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert got.rules[:2] == ["state-condition-read-at-its-moment", "bt-start-before-flip"]


def test_a_monster_still_face_down_when_the_damage_step_starts_is_battled_face_down():
    cards = {"lv6": card("Mystic Swordsman LV6", "A", position="attack"),
             "sangan": card("Sangan", "B", position="face_down")}
    got = ask(cards, [attack("lv6", "sangan"), {"phase": "damage_step"}], {"can_activate": "lv6"})
    assert got.answer == "yes"


# ------------------------------------------------------------------ battle damage of 0

def test_zero_battle_damage_is_no_battle_damage_inflicted():
    cards = {"zaloog": card("Don Zaloog", "A", position="attack"), "b_hand": card("Sangan", "B", "hand")}
    got = ask(cards, [attack("zaloog"), damage("B", "zaloog", 0)], {"can_activate": "zaloog"})
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    got = ask(cards, [attack("zaloog"), damage("B", "zaloog", 1400)], {"can_activate": "zaloog"})
    assert got.answer == "yes"


# ------------------------------------------------------------------ after damage calculation

def test_after_damage_calculation_needs_a_battle_that_reached_it():
    cards = {"wall": card("Wall of Illusion", "B", position="attack"),
             "raider": card("Vorse Raider", "A", position="attack")}
    got = ask(cards, [attack("raider", "wall"), damage("B", "raider", 900)], {"can_activate": "wall"})
    assert got.answer == "yes"
    gone = {"events": [[{"event": "returned_to_hand", "card": "raider", "player": "A", "from": "monster_zone",
                         "to": "hand", "cause": "effect"}]]}
    got = ask(cards, [attack("raider", "wall"), {"phase": "damage_step"}, gone], {"can_activate": "wall"})
    assert got.answer == "no"
