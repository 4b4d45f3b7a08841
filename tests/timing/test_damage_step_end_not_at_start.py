"""An effect timed "at the end of the Damage Step" is not activated at its start (rule
bt-end-of-damage-step-not-at-its-start), on a real card of the pool: Big Shield Gardna ("If this card is attacked, at
the end of the Damage Step: Change this card to Attack Position")."""

from __future__ import annotations

from edison_kg import timing


def card(name, controller, position, **state):
    return {"name": name, "controller": controller, "zone": "monster_zone", "position": position, **state}


def ask_gardna(after_entering: list):
    """Can Big Shield Gardna's effect be activated once Battle Ox attacked it and the Damage Step started?"""
    cards = {"ox": card("Battle Ox", "A", "attack"), "gardna": card("Big Shield Gardna", "B", "defense")}
    steps = [{"events": [{"event": "attack_declared", "card": "ox", "player": "A", "target": "gardna"}]},
             {"phase": "damage_step"}, *after_entering]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
                       "steps": steps, "ask": {"can_activate": "gardna", "effect": 2}})


def test_at_the_start_of_the_damage_step_its_end_is_still_to_come():
    got = ask_gardna([])
    assert got.answer == "no" and "bt-end-of-damage-step-not-at-its-start" in got.rules


def test_after_damage_calculation_the_end_of_the_damage_step_is_the_next_point():
    damage = {"events": [{"event": "damage_inflicted", "player": "A", "amount": 900, "cause": "battle",
                          "by": "gardna"}]}
    got = ask_gardna([damage])
    assert got.answer == "yes" and "bt-end-of-damage-step-not-at-its-start" not in got.rules
