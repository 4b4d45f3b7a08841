"""The Life Points a resolving clause gains or inflicts, as the card reader reads them
(edison_kg/cardtext/life_points.py clause_amount), on real card texts of the pool: "increase your Life
Points by N points" gains N, the old "Decrease your opponent's Life Points by N points" inflicts N damage,
and a number given "for each" card counted is no amount of its own."""

from __future__ import annotations

import pytest

from tests.cardtext.pool import card


def clauses(name):
    return [(c.event, c.lp_amount, c.player) for e in card(name) for c in e.clauses
            if c.event in ("lp_gained", "damage_inflicted")]


@pytest.mark.parametrize("name, read", [
    ("Dian Keto the Cure Master", [("lp_gained", 1000, None)]),          # "Increase your Life Points by 1000 points."
    ("Dancing Fairy", [("lp_gained", 1000, None)]),        # "... by 1000 points during each of your Standby Phases"
    ("Burning Algae", [("lp_gained", 1000, "opponent")]),  # "increase your opponent's Life Points by 1000 points"
    ("Raimei", [("damage_inflicted", 300, "opponent")]),   # "Decrease your opponent's Life Points by 300 points."
])
def test_life_points_increased_or_decreased_by_a_number(name, read):
    assert clauses(name) == read


@pytest.mark.parametrize("name, event", [
    ("White Magician Pikeru", "lp_gained"),   # "increase your Life Points by 400 points for each monster on your side"
    ("Just Desserts", "damage_inflicted"),    # "Inflict 500 damage to your opponent for each monster they control"
])
def test_a_number_for_each_card_counted_is_no_amount(name, event):
    assert [(e, amount) for e, amount, _ in clauses(name)] == [(event, None)]


@pytest.mark.parametrize("name, amount_of", [
    ("Enchanted Javelin", "attacker-atk"),    # "Increase your Life Points by the ATK of 1 opponent's attacking monster"
    ("Dian Keto the Cure Master", None),      # "Increase your Life Points by 1000 points."
])
def test_life_points_by_the_attacking_monster_s_atk(name, amount_of):
    assert [c.lp_amount_of for e in card(name) for c in e.clauses if c.event == "lp_gained"] == [amount_of]


@pytest.mark.parametrize("name, event, player", [
    ("Enchanted Javelin", "lp_gained", None),   # "... by the ATK of 1 opponent's attacking monster": its player gains
    ("Worm Hope", "drawn", None),               # "flipped face-up by an opponent's monster's attack, draw 1 card"
    ("Burning Algae", "lp_gained", "opponent"),  # "increase your opponent's Life Points": the opponent gains
])
def test_an_opponent_s_card_named_is_not_the_player(name, event, player):
    assert [c.player for e in card(name) for c in e.clauses if c.event == event] == [player]


@pytest.mark.parametrize("name, read", [
    # "the Battle Damage you took from this battle is also inflicted to your opponent": damage its effect inflicts, as
    # much as the battle damage (round 121, rule cond-battle-damage-amount-is-effect-damage)
    ("Chthonian Soldier", [("inflict_damage", "opponent", "battle-damage-taken", False)]),
    # "Your opponent takes any battle damage you would have taken ... instead": battle damage moved, no amount of its own
    ("Amazoness Swords Woman", [("inflict_damage", "opponent", None, True)]),
])
def test_damage_as_much_as_the_battle_damage(name, read):
    assert [(c.action, c.player, c.lp_amount_of, c.moves_damage) for e in card(name) for c in e.clauses
            if c.event == "damage_inflicted"] == read


def test_battle_damage_made_more_is_not_inflicted_by_the_effect():
    # "the Battle Damage inflicted to your opponent is doubled" (Cross Counter) changes battle damage, inflicts none
    assert not any(c.action == "inflict_damage" for e in card("Cross Counter") for c in e.clauses)
