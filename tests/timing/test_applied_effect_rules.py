"""An effect the card reader found applied, not activated, because of a rule of its wording:
asked whether it can be activated, the answer is "no" and cites that rule beside the general
one (a continuous effect is never activated)."""

from __future__ import annotations

import pytest

from scenario_cards import ask, card

RULE = "https://w3id.org/edison-kg/id/rule/"


@pytest.mark.parametrize("name, number, rule", [
    ("Goblin Attack Force", 1, "ce-position-change-at-battle-phase-end-not-activated"),
    ("Spear Dragon", 2, "ce-position-change-at-damage-step-end-not-activated"),
    ("Djinn Presider of Rituals", 2, "ce-material-given-effect-not-activated"),
    ("Alien Mother", 2, "ce-linked-monster-follow-up-not-activated"),
])
def test_the_rule_of_its_wording_is_cited(name, number, rule):
    answer = ask({"m": card(name, "A", position="attack")}, {"can_activate": "m", "effect": number},
                 phase="battle")
    assert answer.answer == "no"
    assert RULE + "neg-continuous-effects-are-not-activated" in answer.rule_iris
    assert RULE + rule in answer.rule_iris


def test_a_plain_continuous_effect_cites_only_the_general_rule():
    answer = ask({"m": card("Spear Dragon", "A", position="attack")}, {"can_activate": "m", "effect": 1},
                 phase="battle")
    assert answer.answer == "no"
    assert not [iri for iri in answer.rule_iris if iri.startswith(RULE + "ce-")]
