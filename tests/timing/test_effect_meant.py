"""Rule state-effect-meant-by-the-situation: a question or step that names no effect of a card
with several activatable effects means any of them (a question) or the one whose timing fits
the moment (a step), on real cards of several shapes: Ignition + Trigger (Card Trooper,
Honest), Quick + Trigger (Light and Darkness Dragon, Stardust Dragon), two Triggers on
different events (Yata-Garasu), Flip + Trigger (Worm Hope), two Ignitions (Morphtronic
Datatron), two Triggers neither of which fits (Gorz the Emissary of Darkness)."""

from __future__ import annotations

import pytest

from edison_kg.errors import BadScenario
from scenario_cards import ask, card

RULE = "state-effect-meant-by-the-situation"
DESTROYED = {"events": [{"event": "destroyed", "card": "ct", "cause": "battle"}, {"event": "sent_to_gy", "card": "ct"}]}


def meant(answer) -> list[str]:
    return [s for s in answer.assumed if s.startswith("No effect of")]


def test_an_ignition_effect_in_its_controllers_main_phase_answers_yes():
    answer = ask({"ct": card("Card Trooper", "A")}, {"can_activate": "ct"})
    assert answer.answer == "yes" and RULE in answer.rules
    assert "effect 1 (Ignition Effect" in meant(answer)[0] and "can be activated now" in meant(answer)[0]
    assert "effect 2" not in meant(answer)[0]


def test_none_can_be_activated_gives_the_first_effects_reason_when_nothing_met_a_condition():
    answer = ask({"ct": card("Card Trooper", "A")}, {"can_activate": "ct"}, turn_player="B")
    assert answer.answer == "no" and RULE in answer.rules
    assert "Spell Speed 1" in answer.explanation
    assert "none can be activated now" in meant(answer)[0] and "effect 1 (Ignition Effect" in meant(answer)[0]


def test_the_trigger_whose_event_happened_answers_for_the_card():
    answer = ask({"ct": card("Card Trooper", "A")}, {"can_activate": "ct"}, steps=[DESTROYED], phase="battle")
    assert answer.answer == "yes" and "effect 2 (Trigger Effect" in meant(answer)[0]


def test_an_activate_step_takes_the_trigger_whose_event_happened():
    answer = ask({"ct": card("Card Trooper", "A"), "pot": card("Pot of Greed", "B", "hand")}, {"can_activate": "pot"},
                 steps=[DESTROYED, {"activate": "ct"}], phase="battle")
    assert "the one whose timing fits the moment is activated, its effect 2 (Trigger Effect" in meant(answer)[0]


def test_a_quick_effect_whose_condition_holds_answers_yes_and_is_the_one_activated():
    cards = {"ladd": card("Light and Darkness Dragon", "B"), "pot": card("Pot of Greed", "A", "hand")}
    answer = ask(cards, {"can_activate": "ladd"}, steps=[{"activate": "pot"}])
    assert answer.answer == "yes" and "effect 2 (Quick Effect" in meant(answer)[0]
    answer = ask(cards, {"can_activate": "ladd"}, steps=[{"activate": "pot"}, {"activate": "ladd"}])
    assert "timing fits the moment is activated, its effect 2 (Quick Effect" in meant(answer)[0]
    assert answer.answer == "no" and "once per chain" in answer.explanation.lower()   # effect 3 was never met


def test_the_reason_given_is_that_of_the_effect_whose_condition_was_met_last():
    cards = {"ladd": card("Light and Darkness Dragon", "B", position="defense", face_up=False),
             "pot": card("Pot of Greed", "A", "hand")}
    answer = ask(cards, {"can_activate": "ladd"}, steps=[{"activate": "pot"}])
    assert answer.answer == "no" and "face-down" in answer.explanation
    assert "the reason of effect 2 (Quick Effect" in meant(answer)[0]


def test_a_quick_effect_with_no_activation_to_answer_cannot_be_activated():
    answer = ask({"sd": card("Stardust Dragon", "A")}, {"can_activate": "sd"})
    assert answer.answer == "no" and answer.reason == "condition-not-met"
    answer = ask({"sd": card("Stardust Dragon", "A"), "r": card("Raigeki", "B", "hand")}, {"can_activate": "r"},
                 steps=[{"activate": "r"}, {"activate": "sd"}])
    assert "its effect 1 (Quick Effect" in meant(answer)[0]


def test_two_triggers_on_different_events_each_answers_its_own_event():
    battle = [{"events": [{"event": "attack_declared", "card": "yg", "player": "A"}]},
              {"events": [{"event": "damage_inflicted", "player": "B", "by": "yg", "cause": "battle", "amount": 200}]}]
    answer = ask({"yg": card("Yata-Garasu", "A")}, {"can_activate": "yg"}, steps=battle, phase="battle")
    assert answer.answer == "yes" and "effect 2 (Trigger Effect" in meant(answer)[0]
    answer = ask({"yg": card("Yata-Garasu", "A", "hand")}, {"can_activate": "yg"},
                 steps=[{"summon": "yg", "method": "normal"}, {"phase": "end"}])
    assert answer.answer == "yes" and "effect 1 (Trigger Effect" in meant(answer)[0]
    answer = ask({"yg": card("Yata-Garasu", "A")}, {"can_activate": "yg"})
    assert answer.answer == "no" and answer.reason == "condition-not-met"


def test_a_flip_effect_is_the_one_activated_as_its_monster_is_flipped():
    cards = {"wh": card("Worm Hope", "A", position="defense", face_up=False), "at": card("Dark Blade", "B"),
             "pot": card("Pot of Greed", "B", "hand")}
    steps = [{"events": [{"event": "attack_declared", "card": "at", "player": "B", "target": "wh"}]},
             {"events": [{"event": "flipped_face_up", "card": "wh", "by": "at", "cause": "battle"}]},
             {"activate": "wh"}]
    answer = ask(cards, {"can_activate": "pot"}, steps=steps, phase="battle", turn_player="B")
    assert "its effect 1 (Flip Effect" in meant(answer)[0]
    gone = [{"events": [{"event": "destroyed", "card": "wh", "cause": "effect"}, {"event": "sent_to_gy", "card": "wh"}]}]
    answer = ask({"wh": card("Worm Hope", "A", position="defense"), "h": card("Dark Blade", "A", "hand")},
                 {"can_activate": "wh"}, steps=gone)
    assert answer.answer == "yes" and "effect 2 (Trigger Effect" in meant(answer)[0]


def test_an_ignition_effect_on_the_field_in_its_main_phase():
    answer = ask({"hon": card("Honest", "A")}, {"can_activate": "hon"})
    assert answer.answer == "yes" and "effect 1 (Ignition Effect" in meant(answer)[0]


def test_a_step_is_refused_when_several_effects_fit_the_moment():
    cards = {"dt": card("Morphtronic Datatron", "A"), "o": card("Dark Blade", "A"), "pot": card("Pot of Greed", "B", "hand")}
    with pytest.raises(BadScenario) as refused:
        ask(cards, {"can_activate": "pot"}, steps=[{"activate": "dt"}])
    assert refused.value.where == "$.steps[0]"
    assert "has 2 effects that can be activated; say which" in str(refused.value)
    assert "effects 1 and 2 all fit the moment" in str(refused.value)


def test_a_step_is_refused_when_no_effect_fits_the_moment():
    cards = {"g": card("Gorz the Emissary of Darkness", "A", "hand"), "pot": card("Pot of Greed", "B", "hand")}
    with pytest.raises(BadScenario) as refused:
        ask(cards, {"can_activate": "pot"}, steps=[{"activate": "g"}])
    assert "none of them fits the moment" in str(refused.value)


def test_a_named_effect_is_still_the_one_asked_about():
    answer = ask({"ct": card("Card Trooper", "A")}, {"can_activate": "ct", "effect": 2})
    assert answer.answer == "no" and RULE not in answer.rules and not meant(answer)


def _power_stone_then_seven_tools(face_up: bool):
    cards = {"stone": card("Pitch-Black Power Stone", "B", "spell_trap_zone", face_up=face_up,
                           **({"counters": {"Spell Counter": 3}} if face_up else {})),
             "breaker": card("Breaker the Magical Warrior", "B", position="attack"),
             "tools": card("Seven Tools of the Bandit", "A", "spell_trap_zone", face_up=False)}
    steps = [{"activate": "stone", "targets": ["breaker"]} if face_up else {"activate": "stone"}]
    return ask(cards, {"can_activate": "tools"}, steps, turn_player="B")


def test_a_face_up_continuous_trap_activated_with_no_effect_named_activates_its_effect_not_the_card():
    answer = _power_stone_then_seven_tools(face_up=True)
    assert answer.answer == "no" and answer.reason == "condition-not-met"    # Seven Tools answers Trap Cards only
    assert RULE in answer.rules
    assert any("is face-up on the field, so it is not activated again" in s for s in answer.assumed)


def test_a_set_continuous_trap_activated_with_no_effect_named_is_the_card_itself():
    answer = _power_stone_then_seven_tools(face_up=False)
    assert answer.answer == "yes"
    assert not any("is not activated again" in s for s in answer.assumed)
