"""Round 103: a card its cost sends from its player's field is no target of the same activation
(rule state-cost-sent-card-is-no-target), on real cards."""

from __future__ import annotations

import pytest

from edison_kg import timing

RULE = "state-cost-sent-card-is-no-target"


def card(name, controller="A", zone="monster_zone", **state):
    return {"name": name, "controller": controller, "zone": zone, **state}


def ask(cards, question):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
                       "ask": question})


@pytest.mark.parametrize("monsters, answer", [(1, "no"), (2, "yes")])
def test_gift_of_the_martyr_needs_a_monster_besides_the_one_sent(monsters, answer):
    # "Send 1 monster on your side of the field to the Graveyard. Select 1 monster on your side of the field."
    cards = {"gift": card("Gift of the Martyr", zone="hand")}
    cards.update({f"m{i}": card("Gene-Warped Warwolf", position="attack") for i in range(monsters)})
    got = ask(cards, {"can_activate": "gift"})
    assert got.answer == answer
    assert (RULE in got.rules) == (answer == "no")


def test_elemental_hero_tempest_keeps_itself_as_a_target():
    # "You can send 1 other card you control to the Graveyard to target 1 monster you control": with one other
    # card, a monster, that one is sent and Tempest itself is still a monster it can target
    cards = {"t": card("Elemental Hero Tempest", position="attack"), "w": card("Gene-Warped Warwolf", position="attack")}
    got = ask(cards, {"can_activate": "t"})
    assert got.answer == "yes"
    assert RULE not in got.rules
