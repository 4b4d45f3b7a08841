"""A cost that Tributes face-up monsters of a kind "you control" and the opponent's monster Soul Exchange lets its
player Tribute this turn as if they controlled it (round 145, rule cost-face-up-tribute-as-if-controlled): a face-up
one of that kind pays it; a face-down one shows no Level or Attribute and pays nothing. Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card

RULE = "cost-face-up-tribute-as-if-controlled"


def _cards(theirs, face_up=True):
    # Advance Draw: "Tribute 1 face-up Level 8 or higher monster you control; draw 2 cards."; A controls no monster
    position = {"position": "attack"} if face_up else {"position": "defense", "face_up": False}
    return {"draw": card("Advance Draw", "A", "hand"), "soul": card("Soul Exchange", "A", "hand"),
            "foe": card(theirs, "B", **position)}


def _after_soul_exchange(cards):
    return ask(cards, {"can_activate": "draw"}, [{"activate": "soul", "targets": ["foe"]}, {"resolve": 1}])


def test_the_opponents_face_up_monster_of_the_kind_pays_the_cost_after_soul_exchange():
    got = _after_soul_exchange(_cards("Blue-Eyes White Dragon"))
    assert got.to_dict()["answer"] == "yes" and RULE in got.rules
    low = _after_soul_exchange(_cards("Dark Magician"))            # Level 7: not "Level 8 or higher"
    assert low.to_dict()["answer"] == "no" and RULE not in low.rules


def test_without_soul_exchange_the_opponents_monster_pays_nothing():
    got = ask(_cards("Blue-Eyes White Dragon"), {"can_activate": "draw"})
    assert got.to_dict()["answer"] == "no" and RULE not in got.rules


def test_the_opponents_face_down_monster_shows_no_level_to_pay_the_cost():
    got = _after_soul_exchange(_cards("Blue-Eyes White Dragon", face_up=False))
    assert got.to_dict()["answer"] == "no" and RULE not in got.rules
