"""A restriction with an exception ("except FIRE monsters") and a clause that acts on the effect's
own card ("Special Summon this card", "Special Summon it" after a condition about no other card):
the card is known, so whether the restriction reaches it is read on the card itself
(rule ce-restriction-partial-scope, edison_kg/timing/rules/continuous.py). Real cards:
Tragoedia (DARK), the Barrier Statues, Vorse Raider."""

from __future__ import annotations

import pytest

from edison_kg import timing


def _tragoedia(statue: str) -> timing.Answer:
    cards = {"vorse": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "statue": {"name": statue, "controller": "B", "zone": "monster_zone", "position": "defense"},
             "tg": {"name": "Tragoedia", "controller": "A", "zone": "hand"}}
    raw = {"game": "yugioh-edison", "turn_player": "B", "phase": "battle", "cards": cards,
           "steps": [{"events": [{"event": "attack_declared", "card": "vorse", "player": "B"}]},
                     {"events": [{"event": "damage_inflicted", "player": "A", "amount": 1900, "cause": "battle",
                                  "by": "vorse"}]}],
           "ask": {"can_activate": "tg", "effect": 1}}
    return timing.ask(raw)


@pytest.mark.parametrize("statue", ["Barrier Statue of the Torrent", "Barrier Statue of the Stormwinds"])
def test_a_card_the_exception_does_not_spare_cannot_summon_itself(statue):
    got = _tragoedia(statue)
    assert (got.answer, got.reason) == ("no", "other")
    assert any(r.endswith("rule/ce-forbidden-action-effect") for r in got.rule_iris)


def test_a_card_the_exception_spares_can():
    got = _tragoedia("Barrier Statue of the Abyss")      # except DARK monsters: Tragoedia is DARK
    assert got.answer == "yes"
