"""An effect earned by destroying monsters by battle is there only once they are destroyed
(edison_kg/timing/rules/earned_effects.py, rule cond-effect-earned-by-battle-wins), on real cards."""

from __future__ import annotations

from edison_kg import timing
from subset_duel import card

RULE = "cond-effect-earned-by-battle-wins"
SECOND = "by Tributing this card during your Main Phase"    # Great Dezard's "Two:" effect


def ask(cards, steps, phase="main1"):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": phase, "cards": cards, "steps": steps,
                       "ask": {"can_activate": "gd", "effect_text": SECOND}})


def _wins(*targets):
    steps = [{"phase": "battle"}]
    for target in targets:
        steps += [{"events": [{"event": "attack_declared", "card": "gd", "player": "A", "target": target}]},
                  {"events": [{"event": "destroyed", "card": target, "player": "B", "from": "monster_zone",
                               "to": "graveyard", "cause": "battle", "by": "gd"}]}]
    return steps + [{"phase": "main2"}]


def _cards():
    return {"gd": card("Great Dezard", "A", "hand"), "g1": card("Gemini Elf", "B", position="attack"),
            "g2": card("Mad Sword Beast", "B", position="attack")}


def test_the_second_effect_needs_two_monsters_destroyed_by_battle_since_it_was_summoned():
    summon = [{"summon": "gd", "method": "special"}]
    once = ask(_cards(), summon + _wins("g1"))
    assert once.answer == "no" and RULE in once.rules and "it has destroyed 1" in once.explanation
    twice = ask(_cards(), summon + _wins("g1", "g2"))
    assert twice.answer == "yes" and RULE not in twice.rules


def test_leaving_the_field_loses_what_it_earned():
    steps = [{"summon": "gd", "method": "special"}] + _wins("g1", "g2") + [
        {"events": [{"event": "returned_to_hand", "card": "gd", "player": "A", "from": "monster_zone",
                     "to": "hand", "cause": "effect"}]},
        {"summon": "gd", "method": "special"}]
    got = ask(_cards(), steps)
    assert got.answer == "no" and RULE in got.rules


def test_on_the_field_from_the_start_its_battles_before_are_taken_as_won_and_said():
    got = ask({"gd": card("Great Dezard", "A", position="attack")}, [])
    assert got.answer == "yes"
    assert any("taken as having destroyed by battle" in sentence for sentence in got.assumed)
