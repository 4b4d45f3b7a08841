"""The cards a non-targeting clause picks on the field, read once (edison_kg/cardtext/field_picks.py)."""

from __future__ import annotations

from edison_kg.cardtext.field_picks import field_picks


def test_n_cards_of_a_kind_on_a_side_of_the_field():
    gust = field_picks("destroy", "Destroy 1 Spell or Trap Card on the field", None)
    assert (gust["picks_on_field"], gust["picks_kind"].classes, gust["picks_whose"]) == (1, {"spell", "trap"}, None)
    spider = field_picks("send_to_gy", "send 2 face-up Defense Position monsters your opponent controls to the Graveyard", None)
    assert (spider["picks_on_field"], spider["picks_whose"], spider["picks_face"]) == (2, "opponent", "face-up")
    assert spider["picks_kind"].classes == {"monster"}
    statue = field_picks("return_to_hand", "return 1 monster on your opponent's side of the field to its owner's hand", None)
    assert (statue["picks_on_field"], statue["picks_whose"]) == (1, "opponent")
    fish = field_picks("destroy", "destroy 1 face-down card", None)
    assert (fish["picks_on_field"], fish["picks_face"], fish["picks_kind"].classes) == (1, "face-down", frozenset())


def test_as_many_as_possible_is_all_of_them():
    arrow = field_picks("destroy", "Destroy as many face-up Spell Cards your opponent controls as possible", None)
    assert (arrow["every"], arrow["whose"], arrow["position"], arrow["spares_own_card"]) == \
        ("spell-trap", "opponent", "face-up", False)
    assert arrow["cards"].classes == {"spell"}
    wind = field_picks("destroy", "Destroy as many face-up Spell/Trap Cards on the field as possible (other than this card)", None)
    assert (wind["every"], wind["whose"], wind["spares_own_card"]) == ("spell-trap", None, True)


def test_wordings_with_words_it_does_not_understand_stay_unread():
    assert field_picks("destroy", "Destroy as many monsters your opponent controls with 0 ATK as possible", None) == {}
    assert field_picks("destroy", "destroy 1 monster, except the one that battled the equipped monster", None) == {}
    assert field_picks("send_to_gy", "Send 1 Special Summoned monster on either side of the field to the Graveyard", None) == {}
    assert field_picks("send_to_gy", "Send 1 monster from your hand to the Graveyard", None) == {}
    assert field_picks("destroy", "destroy up to 2 cards your opponent controls", None) == {}
    assert field_picks("destroy", "Destroy all monsters on the field", "monster") == {}


def test_as_many_as_possible_with_a_cap_is_not_all_of_them():
    assert field_picks("destroy", "destroy as many monsters on the field as possible, but not more than the number of heads",
                       None) == {}
