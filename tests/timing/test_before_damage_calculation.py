"""Triggers timed "before damage calculation" (rule bt-damage-step-substeps): the attack declaration sets them off,
and in the Damage Step they are activated before damage calculation, on a chain of their own after the one of the start
of the Damage Step (Drillroid's rulings: Sasuke Samurai #4's coin toss at the beginning of the Damage Step comes first).
Real pool cards."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext import analyze


def ask(cards, steps, question):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
                       "steps": steps, "ask": question})


def ehren_attacks(position: str, damage_step: bool):
    # Ehren, Lightsworn Monk: "If this attacks a Defense Position monster, before Damage Calculation: Shuffle ..."
    cards = {"ehren": {"name": "Ehren, Lightsworn Monk", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "ox": {"name": "Battle Ox", "controller": "B", "zone": "monster_zone", "position": position}}
    steps = [{"events": [{"event": "attack_declared", "card": "ehren", "player": "A", "target": "ox"}]}]
    return cards, steps + ([{"phase": "damage_step"}] if damage_step else [])


def test_the_reader_stores_the_timing_on_the_family():
    for text in ("Before damage calculation, when this face-up Attack Position card is attacked by an opponent's "
                 "monster: Inflict damage to your opponent equal to that monster's ATK.",
                 "If this attacks a Defense Position monster, before Damage Calculation: Shuffle that monster into the Deck."):
        assert analyze(text)[0].condition.before_damage_calculation is True


def test_except_during_the_damage_step_is_not_that_timing():
    # Dragon Ice: its "(except during the Damage Step)" names the Damage Step, not a point before damage calculation
    effect = analyze("When your opponent Special Summons a monster (except during the Damage Step): You can discard "
                     "1 card; Special Summon this card from your hand or Graveyard.")[0]
    assert effect.condition.before_damage_calculation is False


def test_in_the_damage_step_it_is_activated():
    cards, steps = ehren_attacks("defense", damage_step=True)
    assert ask(cards, steps, {"can_activate": "ehren"}).answer == "yes"
    assert [e["card"] for e in ask(cards, steps, {"triggers": True}).chain] == ["ehren"]


def test_an_attack_on_an_attack_position_monster_does_not_set_it_off():
    cards, steps = ehren_attacks("attack", damage_step=True)
    assert ask(cards, steps, {"triggers": True}).chain == []


def test_only_the_trigger_whose_state_holds_is_activated_in_the_damage_step():
    # Drillroid attacks Yubel in Defense Position: Drillroid's condition holds, Yubel's ("this face-up Attack
    # Position card is attacked") does not
    cards = {"drill": {"name": "Drillroid", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "yubel": {"name": "Yubel", "controller": "B", "zone": "monster_zone", "position": "defense"}}
    steps = [{"events": [{"event": "attack_declared", "card": "drill", "player": "A", "target": "yubel"}]},
             {"phase": "damage_step"}]
    answer = ask(cards, steps, {"triggers": True})
    assert [e["card"] for e in answer.chain] == ["drill"]     # Yubel is in Defense Position: not set off


def after_grand_mole(foe: str, position: str):
    # Neo-Spacian Grand Mole: "At the start of the Damage Step, if this card battles an opponent's monster"
    cards = {"mole": {"name": "Neo-Spacian Grand Mole", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "foe": {"name": foe, "controller": "B", "zone": "monster_zone", "position": position}}
    steps = [{"events": [{"event": "attack_declared", "card": "mole", "player": "A", "target": "foe"}]},
             {"phase": "damage_step"}]
    return ask(cards, steps, {"triggers": True})


def test_the_start_of_the_damage_step_chain_comes_first():
    for foe, position in (("Yubel", "attack"), ("Blast Sphere", "face_down")):
        answer = after_grand_mole(foe, position)
        assert [e["card"] for e in answer.chain] == ["mole"], foe
        assert [[e["card"] for e in chain] for chain in answer.later_chains] == [["foe"]], foe
        assert "bt-damage-step-substeps" in answer.rules


def test_not_set_off_the_before_damage_calculation_trigger_does_not_split_the_chain():
    answer = after_grand_mole("Yubel", "defense")        # Yubel is not a face-up Attack Position card
    assert [e["card"] for e in answer.chain] == ["mole"] and answer.later_chains == []
