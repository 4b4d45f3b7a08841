""""Once per turn, if this card would be destroyed by an effect that does not target it, it is not destroyed" (rule
ce-once-per-turn-protection)."""

from __future__ import annotations

from edison_kg import timing


def _last(destroyer: str, targets: list | None = None, extra: dict | None = None) -> dict:
    cards = {"shark": {"name": "Abyssal Kingshark", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "wolf": {"name": "Gene-Warped Warwolf", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "x": {"name": destroyer, "controller": "B", "zone": "hand"}, **(extra or {})}
    activate = {"activate": "x", **({"targets": targets} if targets else {})}
    return timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "main1", "cards": cards,
                       "steps": [activate, {"resolve": 1}], "ask": {"last_thing": True}}).to_dict()


def test_dark_hole_destroys_only_the_other_monster():
    answer = _last("Dark Hole")
    assert [event["card"] for event in answer["last_thing"]] == ["wolf"]
    assert any(rule.endswith("/ce-once-per-turn-protection") for rule in answer["rules"])
    assert any("once per turn" in sentence for sentence in answer["assumed"])


def test_an_effect_that_targets_it_destroys_it():
    answer = _last("Tribute to The Doomed", targets=["shark"])
    assert [event["card"] for event in answer["last_thing"] if event["event"] == "destroyed"] == ["shark"]
    assert not any(rule.endswith("/ce-once-per-turn-protection") for rule in answer["rules"])
