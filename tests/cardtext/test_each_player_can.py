""""Each time ..., each player can select ..." (no PSCT colon) leaves activating the effect to its
controller (Emperor Sem's rulings: "If you activate the effect ..."); after a PSCT colon,
"...: Each player can ..." is a mandatory effect whose players each choose as it resolves."""

from __future__ import annotations

from cardtext.pool import card


def test_each_player_can_without_a_colon_is_optional():
    (effect,) = card("Emperor Sem")
    assert effect.kind == "trigger" and effect.optional


def test_each_player_can_after_a_colon_stays_mandatory():
    (effect,) = card("Familiar Knight")
    assert effect.kind == "trigger" and not effect.optional


def test_each_player_can_only_is_a_rule_not_a_choice():
    (effect,) = card("Scary Moth")
    assert not effect.optional
