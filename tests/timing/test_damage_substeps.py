"""The Damage Step's substeps start separate chains (rules/damage_substeps.py, rule
bt-damage-step-substeps): what is activated after damage calculation (for battle damage dealt,
"after damage calculation") forms a chain before the monsters destroyed by battle are sent to
the Graveyard at the end of the Damage Step, where their triggers start the next. Real pool
cards, none of them a drafted precedent's situation."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card

SUBSTEPS = "https://w3id.org/edison-kg/id/rule/bt-damage-step-substeps"


def ask_triggers(cards, steps, turn_player="A", phase="battle"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": steps, "ask": {"triggers": True}}).to_dict()


def attack(attacker, target):
    return {"events": [{"event": "attack_declared", "card": attacker, "player": "A", "target": target}]}


def battle(destroyed_ref, by, damage_to=None, amount=0, destroyed_player="B"):
    events = [{"event": "destroyed", "card": destroyed_ref, "player": destroyed_player, "from": "monster_zone",
               "to": "graveyard", "cause": "battle", "by": by}]
    if damage_to:
        events.append({"event": "damage_inflicted", "player": damage_to, "cause": "battle", "by": by,
                        "amount": amount})
    return {"events": [events]}


def cards_of(chain):
    return [entry["card"] for entry in chain]


def test_a_draw_for_battle_damage_comes_a_chain_before_the_destroyed_monster_s_effect():
    # Airknight Parshath draws for battle damage (after damage calculation); Mystic Tomato's
    # effect waits for the end of the Damage Step, when it is sent to the Graveyard
    cards = {"air": card("Airknight Parshath", "A", position="attack"),
             "tomato": card("Mystic Tomato", "B", position="attack")}
    answer = ask_triggers(cards, [attack("air", "tomato"), battle("tomato", "air", "B", 500)])
    assert cards_of(answer["chain"]) == ["air"]
    assert [cards_of(c) for c in answer["later_chains"]] == [["tomato"]]
    assert SUBSTEPS in answer["rules"]


def test_an_after_damage_calculation_effect_comes_a_chain_before_the_destroyed_monster_s_effect():
    # D.D. Warrior Lady ("after damage calculation") battles and destroys Giant Rat
    cards = {"lady": card("D.D. Warrior Lady", "A", position="attack"),
             "rat": card("Giant Rat", "B", position="attack")}
    answer = ask_triggers(cards, [attack("lady", "rat"), battle("rat", "lady", "B", 100)])
    assert cards_of(answer["chain"]) == ["lady"]
    assert [cards_of(c) for c in answer["later_chains"]] == [["rat"]]


def test_triggers_of_the_end_of_the_damage_step_share_one_chain():
    # Exploder Dragon destroyed by battle and the Sangan-like searcher sent with it: both wait
    # for the end of the Damage Step, so they are simultaneous
    cards = {"exploder": card("Exploder Dragon", "A", position="attack"),
             "sangan": card("Sangan", "B", position="attack", atk=1000)}
    steps = [attack("exploder", "sangan"),
             {"events": [[{"event": "destroyed", "card": "sangan", "player": "B", "from": "monster_zone",
                           "to": "graveyard", "cause": "battle", "by": "exploder"},
                          {"event": "destroyed", "card": "exploder", "player": "A", "from": "monster_zone",
                           "to": "graveyard", "cause": "battle", "by": "sangan"}]]}]
    answer = ask_triggers(cards, steps)
    assert sorted(cards_of(answer["chain"])) == ["exploder", "sangan"]
    assert answer["later_chains"] == []
    assert SUBSTEPS not in answer["rules"]


def test_battle_damage_alone_is_one_chain():
    cards = {"air": card("Airknight Parshath", "A", position="attack"),
             "elf": card("Mystical Elf", "B", position="attack")}
    steps = [attack("air", "elf"),
             {"events": [[{"event": "damage_inflicted", "player": "B", "cause": "battle", "by": "air",
                           "amount": 1100}]]}]
    answer = ask_triggers(cards, steps)
    assert cards_of(answer["chain"]) == ["air"] and answer["later_chains"] == []


def test_a_draw_for_battle_damage_comes_before_the_flip_effect_of_the_attacked_monster():
    # Airknight Parshath attacks a face-down Man-Eater Bug and inflicts piercing damage: the draw
    # is activated and resolves before the Flip Effect is activated
    cards = {"air": card("Airknight Parshath", "A", position="attack"),
             "bug": card("Man-Eater Bug", "B", position="defense", face_up=False)}
    steps = [attack("air", "bug"),
             {"phase": "damage_step"},
             {"events": [[{"event": "flipped_face_up", "card": "bug", "player": "B", "cause": "battle",
                           "by": "air"}]]},
             {"events": [[{"event": "damage_inflicted", "player": "B", "cause": "battle", "by": "air",
                           "amount": 1300}]]}]
    answer = ask_triggers(cards, steps)
    assert cards_of(answer["chain"]) == ["air"]
    assert [cards_of(c) for c in answer["later_chains"]] == [["bug"]]


# the start of the Damage Step is a substep of its own, before damage calculation: an effect met
# there ("At the start of the Damage Step, if this card battles") does not share its chain with one timed after
# damage calculation, even when the scenario stops as the Damage Step starts

def test_the_start_of_the_damage_step_comes_a_chain_before_an_after_damage_calculation_effect():
    # Neo-Spacian Grand Mole attacks a face-up Defense Position Big Shield Gardna ("After damage calculation, if
    # this card was attacked")
    cards = {"mole": card("Neo-Spacian Grand Mole", "A", position="attack"),
             "gardna": card("Big Shield Gardna", "B", position="defense")}
    answer = ask_triggers(cards, [attack("mole", "gardna"), {"phase": "damage_step"}])
    assert cards_of(answer["chain"]) == ["mole"]
    assert [cards_of(c) for c in answer["later_chains"]] == [["gardna"]]
    assert SUBSTEPS in answer["rules"]


def test_a_start_of_the_damage_step_effect_alone_is_on_the_next_chain():
    cards = {"mole": card("Neo-Spacian Grand Mole", "A", position="attack"),
             "ox": card("Battle Ox", "B", position="attack")}
    answer = ask_triggers(cards, [attack("mole", "ox"), {"phase": "damage_step"}])
    assert cards_of(answer["chain"]) == ["mole"] and answer["later_chains"] == []
