"""Round 137: "You can Tribute Summon this card face-up by Tributing 1 Dinosaur-Type monster" and its kin
are Summon procedures, no effect (rule summon-procedure-is-no-activated-effect, widened); a card activated
with no effect named while its mandatory trigger waits to go on the chain activates that trigger (rule
state-pending-mandatory-trigger-is-the-effect-meant). Real pool cards: Sauropod Brachion, Des Lacooda,
Stealth Bird, Koa'ki Meiru Valafar, Darklord Zerato, Machina Gearframe."""

from __future__ import annotations

import pytest

from edison_kg.errors import BadScenario
from scenario_cards import ask, card
from tests.cardtext.pool import card as read

RULE = "state-pending-mandatory-trigger-is-the-effect-meant"
FLIP = {"summon": "it", "method": "flip"}


# ------------------------------------------------------------------ the reading

@pytest.mark.parametrize("name, words", [
    ("Sauropod Brachion", "You can Tribute Summon this card face-up"),
    ("Koa'ki Meiru Valafar", "You can Tribute Summon this monster"),
    ("Darklord Zerato", "you can Tribute Summon this card"),
])
def test_a_tribute_summon_by_tributing_one_monster_is_no_effect(name, words):
    assert not any(words in e.text for e in read(name)), name


def test_brachion_s_flip_summon_trigger_is_now_effect_2_and_mandatory():
    trigger = next(e for e in read("Sauropod Brachion") if "Flip Summoned" in e.text)
    assert (trigger.number, trigger.optional) == (2, False)


# ------------------------------------------------------------------ the engine

def _flipped(name, *more, question=None):
    cards = {"it": card(name, "A", position="face_down"), "foe": card("Cyber Dragon", "B", position="attack")}
    return ask(cards, question or {"last_thing": True}, steps=[FLIP, *more])


def test_brachion_flip_summoned_activates_its_flip_summon_trigger():
    answer = _flipped("Sauropod Brachion", {"activate": "it"},
                      {"resolve": 1, "events": [{"event": "flipped_face_down", "card": "foe", "cause": "effect",
                                                 "by": "it", "position": "face_down"}]})
    assert [(e["event"], e["card"]) for e in answer.to_dict()["last_thing"]] == [("flipped_face_down", "foe")]
    assert any(RULE in r for r in answer.rules)
    assert any("mandatory effect 2 (Trigger Effect" in s and RULE in s for s in answer.assumed)


@pytest.mark.parametrize("name", ["Des Lacooda", "Stealth Bird"])
def test_another_flip_summon_trigger_with_an_ignition_effect_is_the_one_meant(name):
    answer = _flipped(name, {"activate": "it"}, question={"triggers": True})
    # the trigger is Chain Link 1 now: it no longer waits, so the next chain has none
    assert answer.to_dict()["chain"] == []
    assert any("mandatory effect 2 (Trigger Effect" in s and RULE in s for s in answer.assumed)
    assert any(RULE in r for r in answer.rules)


def test_once_the_trigger_has_resolved_the_ignition_effect_is_meant():
    # condition unmet: the trigger is no longer waiting, only the Ignition Effect fits
    answer = _flipped("Des Lacooda", {"activate": "it"}, {"resolve": 1}, {"activate": "it"},
                      question={"triggers": True})
    last = answer.assumed[-1]
    assert "effect 1 (Ignition Effect" in last and RULE not in last


def test_not_flip_summoned_the_ignition_effect_is_meant():
    cards = {"it": card("Des Lacooda", "A", position="attack")}
    answer = ask(cards, {"triggers": True}, steps=[{"activate": "it"}])
    assert not any(RULE in r for r in answer.rules)
    assert any("effect 1 (Ignition Effect" in s for s in answer.assumed)


def test_an_optional_trigger_waiting_leaves_the_step_ambiguous():
    # Machina Gearframe: "When this card is Normal Summoned: You can add ..." and an Ignition Effect
    cards = {"it": card("Machina Gearframe", "A", "hand")}
    with pytest.raises(BadScenario) as refused:
        ask(cards, {"triggers": True}, steps=[{"summon": "it", "method": "normal"}, {"activate": "it"}])
    assert "all fit the moment" in str(refused.value)
