"""Round 113 readings: the place of "the first/second target" of two Graveyard targets
(edison_kg/cardtext/ordinal_targets.py) and a pick bounded by another card's stat (edison_kg/cardtext/bounded_picks.py),
on real card texts."""

from __future__ import annotations

from edison_kg.cardtext.bounded_picks import bound_of
from edison_kg.cardtext.reader import analyze

BOOK_OF_LIFE = ("Target 1 Zombie monster in your GY and 1 monster in your opponent's GY; Special Summon the first target, "
                "also banish the second target.")


def test_each_ordinal_target_takes_its_own_graveyard():
    (effect,) = analyze(BOOK_OF_LIFE, card_type="spell", subtypes=("Normal",))
    summon, banish = effect.clauses
    assert (summon.from_zone, summon.whose, set(summon.cards.monster_types)) == ("graveyard", "you", {"Zombie"})
    assert (banish.from_zone, banish.whose, banish.action) == ("graveyard", "opponent", "banish")


def test_targets_on_the_field_are_not_read_as_graveyard_ones():
    # Mystic Box: "1 monster your opponent controls and 1 monster you control" names no Graveyard
    (effect,) = analyze("Target 1 monster your opponent controls and 1 monster you control; destroy the first target, "
                        "then give control of the second target to your opponent.", card_type="spell", subtypes=("Normal",))
    assert all(clause.from_zone != "graveyard" for clause in effect.clauses)


def test_bounds_by_another_card():
    assert bound_of("remove from play 1 monster in your opponent's Graveyard whose Level is less than or equal to "
                    "the equipped monster's") == "level-at-most-level-equipped"
    assert bound_of("target up to 2 face-up monsters on the field with DEF lower than this card's ATK") == "def-lower-atk-self"
    assert bound_of("destroy 1 face-up monster on the field whose DEF is equal to or less than the ATK of this card") \
        == "def-at-most-atk-self"
    assert bound_of("destroy 1 monster with ATK or DEF equal to or higher than the ATK of this card") is None
    assert bound_of("target 1 face-up monster on the field with original ATK less than the ATK of this card") is None


def test_pickaxe_clause_carries_its_bound_and_a_battle_clause_does_not():
    (effect,) = analyze("Once per turn, you can select and remove from play 1 monster in your opponent's Graveyard whose "
                        "Level is less than or equal to the equipped monster's, and have the equipped monster gain 500 ATK "
                        "until the End Phase.", card_type="spell", subtypes=("Equip",))
    assert [c.compared_to_card for c in effect.clauses][0] == "level-at-most-level-equipped"
    effects = analyze("During battle between this attacking card and a Defense Position monster whose DEF is lower than "
                      "the ATK of this card, inflict the difference as Battle Damage to your opponent.")
    assert all(c.compared_to_card is None for e in effects for c in e.clauses)
