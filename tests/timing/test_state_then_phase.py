"""Phase triggers with their phase written after what they do, and those of a card in one battle position, asked of
the whole engine on real cards, met and unmet (rules cond-activation-needs-its-own-position, state-phase-effect-of-a-monster-on-the-field)."""

from __future__ import annotations

from scenario_cards import ask, card


def _standby(cards, turn_player="A"):
    return ask(cards, {"triggers": True}, steps=[{"phase": "standby"}], phase="draw", turn_player=turn_player)


def test_its_own_standby_phase_only():
    cards = {"m": card("Cure Mermaid", "A", position="attack")}
    assert [link["card"] for link in _standby(cards).chain] == ["m"]
    assert _standby(cards, turn_player="B").chain == []
    main = ask(cards, {"triggers": True}, steps=[{"phase": "main1"}], phase="standby")
    assert main.chain == []


def test_only_in_the_battle_position_its_text_names():
    cards = {"s": card("Spirit of the Breeze", "A", position="attack")}
    assert [link["card"] for link in _standby(cards).chain] == ["s"]
    cards["s"]["position"] = "defense"
    assert _standby(cards).chain == []
    cards = {"c": card("Dark Catapulter", "A", position="defense")}
    assert [link["card"] for link in _standby(cards).chain] == ["c"]
    cards["c"]["position"] = "attack"
    assert _standby(cards).chain == []
