"""Effects activated only "if this card was Special Summoned by the effect of" a named card (rules
cond-summon-kind, cond-flipped-face-down-is-set)."""

from __future__ import annotations

from edison_kg import timing


def _lv5(after: list, how: str = "lv3") -> dict:
    cards = {"lv3": {"name": "Allure Queen LV3", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "lv5": {"name": "Allure Queen LV5", "controller": "A", "zone": "hand"},
             "reborn": {"name": "Monster Reborn", "controller": "A", "zone": "hand"},
             "raider": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "moon": {"name": "Book of Moon", "controller": "B", "zone": "hand"},
             "sun": {"name": "Book of Taiyou", "controller": "A", "zone": "hand"}}
    steps = [{"events": [{"event": "special_summon", "card": "lv5", "from": "hand", "to": "monster_zone", "by": how}]}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": steps + after, "ask": {"can_activate": "lv5", "effect": 1}}).to_dict()


def test_summoned_by_the_named_card_it_can_be_activated():
    assert _lv5([])["answer"] == "yes"


def test_summoned_by_another_card_it_cannot():
    assert _lv5([], how="reborn")["answer"] == "no"


def test_flipped_face_down_and_face_up_again_it_no_longer_counts_as_summoned_that_way():
    flips = [{"events": [{"event": "flipped_face_down", "card": "lv5", "by": "moon"}]},
             {"events": [{"event": "flipped_face_up", "card": "lv5", "by": "sun"}]}]
    answer = _lv5(flips)
    assert answer["answer"] == "no"
    assert any(rule.endswith("/cond-flipped-face-down-is-set") for rule in answer["rules"])
