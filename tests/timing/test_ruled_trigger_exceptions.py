"""A trigger the rulings make an exception to a general rule (an override's exemption, with the rule node
that states it): Jester Confit's return is activated with no monster to target, where another mandatory
trigger that targets is not (rule trig-no-possible-target-not-activated)."""

from __future__ import annotations

from scenario_cards import ask, card

RULE = "https://w3id.org/edison-kg/id/rule/"
# Summoned in A's turn, its return comes in the End Phase of B's next turn
TO_OPPONENTS_END_PHASE = [{"summon": "jester", "method": "special"}, {"phase": "end"}, {"phase": "draw"},
                          {"phase": "end"}]


def _chain_cards(answer):
    return [entry["card"] for entry in answer.chain]


def test_jester_confit_is_activated_with_no_face_up_monster_to_target():
    answer = ask({"jester": card("Jester Confit", "A", "hand")}, {"triggers": True}, TO_OPPONENTS_END_PHASE)
    assert _chain_cards(answer) == ["jester"]
    assert RULE + "edison-jester-confit-activated-without-a-target" in answer.rule_iris
    assert RULE + "trig-no-possible-target-not-activated" not in answer.rule_iris


def test_with_a_target_it_needs_no_exception():
    answer = ask({"jester": card("Jester Confit", "A", "hand"), "ogre": card("Cyber Ogre", "B", position="attack")},
                 {"triggers": True}, TO_OPPONENTS_END_PHASE)
    assert _chain_cards(answer) == ["jester"]
    assert RULE + "edison-jester-confit-activated-without-a-target" not in answer.rule_iris


def test_another_mandatory_trigger_with_no_target_is_not_activated():
    # Cyberdark Horn: "When this card is Normal Summoned: Target 1 Level 3 or lower Dragon-Type monster in
    # your Graveyard; equip that target to this card" (mandatory), with no Dragon there
    answer = ask({"horn": card("Cyberdark Horn", "A", "hand")}, {"triggers": True}, [{"summon": "horn", "method": "normal"}])
    assert _chain_cards(answer) == []
    assert RULE + "trig-no-possible-target-not-activated" in answer.rule_iris
