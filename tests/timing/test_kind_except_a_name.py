"""A kind 'except "X"' leaves the card of that name out (rule kind-except-a-named-card): a cost that Tributes
'1 "Morphtronic" monster, except "Morphtronic Slingen"' is paid by another Morphtronic only."""

from __future__ import annotations

from scenario_cards import ask, card

RULE = "https://w3id.org/edison-kg/id/rule/kind-except-a-named-card"


def _slingen_with(other: str):
    # Morphtronic Slingen: "Attack Position: Once per turn: you can Tribute 1 "Morphtronic" monster, except
    # "Morphtronic Slingen", then target 1 card on the field; destroy it."
    return ask({"slingen": card("Morphtronic Slingen", "A", position="attack"), "other": card(other, "A", position="attack"),
                "skull": card("Summoned Skull", "B", position="attack")}, {"can_activate": "slingen"})


def test_another_copy_of_the_excepted_card_cannot_pay_the_cost():
    answer = _slingen_with("Morphtronic Slingen")
    assert answer.answer == "no"
    assert RULE in answer.rule_iris


def test_another_card_of_the_kind_pays_it():
    answer = _slingen_with("Morphtronic Magnen")
    assert answer.answer == "yes"
