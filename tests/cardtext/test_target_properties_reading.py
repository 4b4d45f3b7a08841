"""The reader types what a target must be beyond its kind (props): the Summon it came to the field
by ("Target Synchro Summoned monster") and its Level/ATK compared with the card the cost took, on real texts."""

from __future__ import annotations

from edison_kg.cardtext.cost import cost_from
from edison_kg.cardtext.targets import compared_to_cost, target_clauses


def test_a_target_named_by_its_summon_is_one_monster_face_up_on_the_field():
    [clause] = target_clauses("Target Synchro Summoned monster gains 500 ATK for each Synchro Material Monster "
                              "used to Summon it, until the End Phase.")
    assert (clause.summoned_as, clause.count, clause.every, clause.position) == ("synchro_summon", 1, "monster", "face-up")
    assert clause.compared_to_cost is None


def test_a_summon_told_as_an_event_is_no_target_property():
    # XX-Saber Hyunlei: "When this card is Synchro Summoned, you can select and destroy up to 3 Spell or Trap Cards"
    assert all(c.summoned_as is None for c in target_clauses(
        "When this card is Synchro Summoned, you can select and destroy up to 3 Spell or Trap Cards on the field"))


def test_levels_and_atk_compared_with_the_cards_the_cost_took():
    assert compared_to_cost("monster on your side of the field with a lower Level than the discarded monster") == "level-lower"
    assert compared_to_cost("monster your opponent controls with a Level less than or equal to the sent monster's") \
        == "level-at-most"
    assert compared_to_cost("face-up monster your opponent controls with ATK less than or equal to the sent "
                            "monster's ATK") == "atk-at-most"
    assert compared_to_cost("1 Zombie-Type monster with a Level less than the discarded Zombie-Type monster's") \
        == "level-lower"
    # told by another card, not the cost's: no pair with the cost
    assert compared_to_cost("monster with the same Level as the selected monster") is None


def test_armed_dragon_lv5_keeps_its_target_and_reads_the_comparison():
    [clause] = target_clauses("You can send 1 monster from your hand to the GY, then target 1 face-up monster your "
                              "opponent controls with ATK less than or equal to the sent monster's ATK")
    assert (clause.whose, clause.position, clause.compared_to_cost) == ("opponent", "face-up", "atk-at-most")


def test_an_old_select_after_a_bare_cost_sentence_targets():
    # Gift of the Martyr (printed): the rulings call it an effect that targets
    text = ("Send 1 monster on your side of the field to the Graveyard. Select 1 monster on your side of the field. "
            "The selected monster gains ATK equal to the ATK of the sent monster until the end of this turn.")
    cost_text, _, targets, _ = cost_from(None, text, True)
    assert cost_text == "Send 1 monster on your side of the field to the Graveyard" and targets


def test_a_monster_with_exactly_0_atk():
    from edison_kg.cardtext.cardkind import card_kind
    zero = card_kind("a monster with 0 ATK")                              # Reptilianne Scylla
    assert (zero.atk_min, zero.atk_max, zero.classes) == (0, 0, {"monster"})
    viper = card_kind("face-up monster with 0 ATK your opponent controls")  # Reptilianne Viper
    assert (viper.atk_min, viper.atk_max) == (0, 0)
    assert card_kind("1500 or more ATK").atk_max is None


def test_the_old_select_in_your_graveyard_places_the_selected_card():
    from edison_kg.cardtext import analyze
    [effect] = [e for e in analyze(
        'Send 1 "Morphtronic" monster from your hand to the Graveyard and select 1 "Morphtronic" monster in your '
        'Graveyard. Special Summon the selected monster and equip it with this card.', card_type="spell",
        subtypes=("Equip",))
        if e.kind == "card-activation"]
    summon = next(c for c in effect.clauses if c.action == "special_summon")
    assert (summon.from_zone, summon.count, summon.whose, summon.cards.names) == ("graveyard", 1, "you", {"Morphtronic"})


def test_counts_said_as_there_are_in_a_place():
    from edison_kg.cardtext.field_counts import count_needs
    count, kind = count_needs("You can only activate this card while there are 5 face-up Level 2 or lower Normal "
                              "Monsters on your side of the field.")
    assert (count, kind.level_max, kind.subtypes) == ("you field >= 5", 2, {"Normal"})
    assert count_needs("You can only activate this card if there are 30 or more cards in your Graveyard.")[0] \
        == "you graveyard >= 30"
    # a list of names is one of them: not read as a count of the first
    assert count_needs('Activate only if there is at least 1 face-up "Chu-Ske the Mouse Fighter", "Monk Fighter", or '
                       '"Master Monk" on your side of the field.')[0] is None
