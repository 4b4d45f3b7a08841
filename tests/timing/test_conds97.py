"""Round 97: conditions on what happened this turn after a phase window, on the whole Graveyard in a phase trigger,
and a Level at most the counters on a card in a place the scenario names whole; on real cards, met and unmet."""

from __future__ import annotations

from scenario_cards import ask, card

from edison_kg.cardtext.held_states import trigger_held_states
from edison_kg.cardtext.this_turn import this_turn_sentence


# ---- rule cond-phase-trigger-graveyard-of-one-type (Totem Dragon)

def test_totem_dragon_needs_only_dragons_in_its_graveyard():
    cards = {"totem": card("Totem Dragon", "A", "graveyard"), "sangan": card("Sangan", "A", "graveyard")}
    answer = ask(cards, {"can_activate": "totem", "effect": 2}, phase="standby")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-phase-trigger-graveyard-of-one-type" in answer.rules
    cards["sangan"] = card("Blue-Eyes White Dragon", "A", "graveyard")
    assert ask(cards, {"can_activate": "totem", "effect": 2}, phase="standby").answer == "yes"


def test_the_graveyard_part_is_read_only_at_the_end_of_a_phase_condition():
    assert trigger_held_states("During your Standby Phase, if this is in your GY, you control no monsters, and all "
                               "monsters in your GY are Dragons") == ("only-type you graveyard Dragon",)
    assert trigger_held_states("During your Standby Phase, if this card is in your GY") == ()


# ---- rule deed-level-within-counters-in-place (Machine Assembly Line, Spacegate)

def test_machine_assembly_line_needs_a_monster_of_a_low_enough_level_in_the_graveyard():
    cards = {"mal": card("Machine Assembly Line", "A", "spell_trap_zone", face_up=True, counters={"Junk Counter": 2}),
             "cyber": card("Cyber Dragon", "A", "graveyard")}
    question = {"can_activate": "mal", "effect_text": "send this card to the Graveyard"}
    answer = ask(cards, question)
    assert answer.answer == "no" and "deed-level-within-counters-in-place" in answer.rules and answer.assumed
    cards["mal"]["counters"] = {"Junk Counter": 6}
    assert ask(cards, question).answer == "yes"


def test_a_graveyard_left_open_could_hold_a_low_enough_level():
    cards = {"mal": card("Machine Assembly Line", "A", "spell_trap_zone", face_up=True, counters={"Junk Counter": 2}),
             "cyber": card("Cyber Dragon", "A", "graveyard"), "x": {"name": "Sangan", "controller": "A"}}
    assert ask(cards, {"can_activate": "mal", "effect_text": "send this card to the Graveyard"}).answer == "yes"


def test_spacegate_needs_a_monster_of_a_low_enough_level_in_the_hand():
    cards = {"gate": card("Spacegate", "A", "spell_trap_zone", face_up=True, counters={"Gate Counter": 1}),
             "sangan": card("Sangan", "A", "hand")}
    question = {"can_activate": "gate", "effect_text": "send this card to the Graveyard"}
    answer = ask(cards, question)
    assert answer.answer == "no" and "deed-level-within-counters-in-place" in answer.rules
    cards["gate"]["counters"] = {"Gate Counter": 3}
    assert ask(cards, question).answer == "yes"


# ---- rule cond-happened-this-turn, after a phase window (Hero Spirit)

def _hero_spirit(steps):
    cards = {"spark": card("Elemental HERO Sparkman", "A"), "avian": card("Elemental HERO Avian", "A"),
             "hs": card("Hero Spirit", "A", "spell_trap_zone", face_up=False)}
    return ask(cards, {"can_activate": "hs"}, steps=steps, phase="battle")


def test_hero_spirit_needs_a_hero_destroyed_by_battle():
    by_effect = [{"events": [{"event": "destroyed", "card": "spark", "player": "A", "from": "monster_zone",
                              "to": "graveyard", "cause": "effect"}]}]
    answer = _hero_spirit(by_effect)
    assert (answer.answer, answer.reason) == ("no", "condition-not-met") and "cond-happened-this-turn" in answer.rules
    by_battle = [{"events": [{"event": "attack_declared", "card": "spark"}]},
                 {"events": [{"event": "destroyed", "card": "spark", "player": "A", "from": "monster_zone",
                              "to": "graveyard", "cause": "battle"}]},
                 {"events": [{"event": "attack_declared", "card": "avian"}]}]     # a later attack: out of the Damage Step
    assert _hero_spirit(by_battle).answer == "yes"


def test_the_phase_window_is_not_part_of_the_event():
    assert this_turn_sentence("During the Battle Phase, if an \"Elemental HERO\" monster you controlled was destroyed "
                              "by battle this turn") == "When an \"Elemental HERO\" monster you controlled is destroyed by battle"
    assert this_turn_sentence("During the Battle Phase, if you control a monster") is None
