"""A protection from targeting its card states only "While in Defense Position:"
(the Morphtronic texts) applies only while that card is in Defense Position (rules ce-cannot-be-targeted,
ce-restriction-state). Real cards: Morphtronic Cameran, Morphtronic Radion, Book of Moon."""

from __future__ import annotations

from edison_kg import timing


def _book_of_moon(cameran_position: str) -> timing.Answer:
    cards = {"cameran": {"name": "Morphtronic Cameran", "controller": "B", "zone": "monster_zone",
                         "position": cameran_position, "face_up": True},
             "radion": {"name": "Morphtronic Radion", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "moon": {"name": "Book of Moon", "controller": "A", "zone": "hand"}}
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
           "ask": {"can_activate": "moon"}}
    return timing.ask(raw)


def test_in_defense_position_no_morphtronic_can_be_targeted():
    got = _book_of_moon("defense")
    assert (got.answer, got.reason) == ("no", "other")
    assert any(r.endswith("rule/ce-cannot-be-targeted") for r in got.rule_iris)


def test_in_attack_position_it_protects_nothing():
    assert _book_of_moon("attack").answer == "yes"
