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


def test_a_stat_bound_after_the_place_is_part_of_the_kind():
    # round 184: Reptilianne Hydra
    hydra = field_picks("destroy", "Destroy as many monsters your opponent controls with 0 ATK as possible", None)
    assert (hydra["every"], hydra["whose"]) == ("monster", "opponent")
    assert (hydra["cards"].atk_min, hydra["cards"].atk_max) == (0, 0)


def test_wordings_with_words_it_does_not_understand_stay_unread():
    assert field_picks("destroy", "Destroy as many monsters your opponent controls with 0 ATK as possible "
                                  "except Tokens", None) == {}
    assert field_picks("destroy", "destroy 1 monster, except the one that battled the equipped monster", None) == {}
    assert field_picks("send_to_gy", "Send 1 Special Summoned monster on either side of the field to the Graveyard", None) == {}
    assert field_picks("send_to_gy", "Send 1 monster from your hand to the Graveyard", None) == {}
    assert field_picks("destroy", "Destroy all monsters on the field", "monster") == {}


def test_as_many_as_possible_with_a_cap_is_not_all_of_them():
    assert field_picks("destroy", "destroy as many monsters on the field as possible, but not more than the number of heads",
                       None) == {}


# the highest/lowest decides which card, not whether; "up to N" needs one; "1 of your opponent's"
def test_the_one_monster_with_the_highest_or_lowest_stat_is_one_pick():
    smashing = field_picks("destroy", "Destroy the 1 face-up monster your opponent controls that has the highest DEF", None)
    assert (smashing["picks_on_field"], smashing["picks_whose"], smashing["picks_face"]) == (1, "opponent", "face-up")
    assert smashing["picks_kind"].classes == {"monster"}
    ruin = field_picks("destroy", "Destroy the Attack Position monster your opponent controls with the highest ATK", None)
    assert (ruin["picks_on_field"], ruin["picks_whose"], ruin["picks_kind"].position) == (1, "opponent", "attack")
    blast = field_picks("destroy", "Destroy the 1 face-up monster on the field that has the lowest ATK", None)
    assert (blast["picks_on_field"], blast["picks_whose"], blast["picks_face"]) == (1, None, "face-up")


def test_up_to_n_needs_one_and_1_of_your_opponents_names_their_side():
    rooklord = field_picks("destroy", "destroy up to 2 cards your opponent controls", None)
    assert (rooklord["picks_on_field"], rooklord["picks_whose"], rooklord["picks_kind"].classes) == (1, "opponent", frozenset())
    hade = field_picks("return_to_hand", "return up to 3 monsters on the field to the owner's hand", None)
    assert (hade["picks_on_field"], hade["picks_whose"]) == (1, None)
    aqua = field_picks("change_position", "change the battle position of 1 of your opponent's face-up Monster Cards", None)
    assert (aqua["picks_on_field"], aqua["picks_whose"], aqua["picks_face"]) == (1, "opponent", "face-up")


def test_the_cards_named_before_and_two_picks_in_one_clause_stay_unread():
    assert field_picks("destroy", "Destroy the 2 monsters", None) == {}
    assert field_picks("destroy", "destroy 2 of your monsters and 1 of your opponent's monsters", None) == {}
    assert field_picks("destroy", "destroy up to 2 monsters with the highest ATK on the field", None) == {}


# the old changes of ATK/DEF/Level made to one card on the field, said with no "target"
def test_a_change_of_atk_def_or_level_picks_its_one_card():
    retuner = field_picks("change_stats", "Reduce the Level of 1 face-up monster you control by up to 2", None)
    assert (retuner["picks_on_field"], retuner["picks_whose"], retuner["picks_face"]) == (1, "you", "face-up")
    defender = field_picks("change_stats", "halve the current ATK of 1 face-up monster your opponent controls, until the End Phase",
                           None)
    assert (defender["picks_on_field"], defender["picks_whose"], defender["picks_face"]) == (1, "opponent", "face-up")
    spider = field_picks("change_stats", "increase the Level of 1 face-up Insect-Type monster you control by 2, until the End Phase",
                         None)
    assert spider["picks_kind"].monster_types == {"Insect"}
    strider = field_picks("change_stats", "reduce the Level of 1 monster on the field by 1, until the End Phase", None)
    # no face named: a face-up one all the same (Silent Strider's rulings; rule stat-change-face-up-monster)
    assert (strider["picks_on_field"], strider["picks_whose"], strider["picks_face"]) == (1, None, "face-up")


def test_a_change_read_only_with_its_own_verb_and_a_place():
    assert field_picks("change_stats", "halve the ATK of 1 monster", None) == {}            # no place said
    assert field_picks("change_stats", "reduce the Level of 1 monster you control or that is in your hand by 1", None) == {}
    assert field_picks("change_stats", "Destroy 1 monster on the field", None) == {}
    assert field_picks("destroy", "Destroy 1 monster on the field by its effect", None) == {}
