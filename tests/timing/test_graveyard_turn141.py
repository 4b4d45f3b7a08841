"""Round 141: a card that went to the Graveyard after resolving was sent there that turn. Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card

AFTER_RESOLVING = "limit-not-the-turn-it-was-sent-after-resolving"
SENT_TO_GY_LOCK = "limit-not-the-turn-it-was-sent-to-the-graveyard"
GRAVEYARD_EFFECT = "banish this card from the Graveyard"
EARLIER_TURN = "was sent to the Graveyard in an earlier turn"


def _successor(zone: str, steps: list, **state):
    cards = {"succ": card("Skill Successor", "A", zone, **state), "wolf": card("Gene-Warped Warwolf", "A", position="attack")}
    return ask(cards, {"can_activate": "succ", "effect_text": GRAVEYARD_EFFECT}, steps)


def test_skill_successor_resolved_this_turn_cannot_use_its_graveyard_effect():
    got = _successor("spell_trap_zone", [{"activate": "succ", "targets": ["wolf"]}, {"resolve": 1}], face_up=False)
    assert got.answer == "no" and got.reason == "condition-not-met"
    assert AFTER_RESOLVING in got.rules and SENT_TO_GY_LOCK in got.rules


def test_skill_successor_placed_in_the_graveyard_went_there_an_earlier_turn():
    got = _successor("graveyard", [])
    assert got.answer == "yes" and AFTER_RESOLVING not in got.rules
    assert any(EARLIER_TURN in line for line in got.assumed)


def _run(cards: dict, steps: list):
    """The duel's state after ``steps`` (the engine's own replay of the scenario)."""
    from edison_kg.timing import default_engine
    from edison_kg.timing.scenario import parse_scenario
    scenario = parse_scenario({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                               "steps": steps, "ask": {"last_thing": True}})
    played = default_engine().play(scenario)
    return played, played.duel


def test_a_normal_spell_resolved_this_turn_went_to_the_graveyard_this_turn():
    from edison_kg.timing.rules.graveyard_turn import resolved_into_the_graveyard
    got, state = _run({"pot": card("Pot of Greed", "A", "hand")}, [{"activate": "pot"}, {"resolve": 1}])
    assert state.cards["pot"].zone == "graveyard" and resolved_into_the_graveyard(state, "pot")


def test_a_normal_spell_placed_in_the_graveyard_did_not():
    from edison_kg.timing.rules.graveyard_turn import resolved_into_the_graveyard
    got, state = _run({"pot": card("Pot of Greed", "A", "graveyard")}, [])
    assert not resolved_into_the_graveyard(state, "pot")


def test_a_continuous_trap_that_stays_on_the_field_did_not():
    from edison_kg.timing.rules.graveyard_turn import resolved_into_the_graveyard
    got, state = _run({"coth": card("Call of the Haunted", "A", "spell_trap_zone", face_up=False),
                       "ox": card("Battle Ox", "A", "graveyard")},
                      [{"activate": "coth", "targets": ["ox"]}, {"resolve": 1}])
    assert state.cards["coth"].zone != "graveyard" and not resolved_into_the_graveyard(state, "coth")
