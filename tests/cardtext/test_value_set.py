"""The number a clause sets its chosen monster's ATK/DEF to, read once by the card reader
(edison_kg/cardtext/value_set.py) and stored as Clause.sets_target_stat."""

from __future__ import annotations

from edison_kg.cardtext import analyze
from edison_kg.cardtext.value_set import value_set_on_target


def test_the_wordings_of_a_value_set_on_the_target():
    assert value_set_on_target("that target's ATK becomes 2000 until the End Phase") == "atk 2000"
    assert value_set_on_target("make that target's ATK 0 during damage calculation only") == "atk 0"
    assert value_set_on_target("The ATK of the selected monster becomes 0") == "atk 0"
    assert value_set_on_target("that target's ATK/DEF become 1000") == "atk/def 1000"


def test_a_value_told_by_another_card_or_a_change_by_an_amount_is_not_read():
    assert value_set_on_target("that target's ATK/DEF become equal to half its current ATK/DEF") is None
    assert value_set_on_target("that target gains 500 ATK until the End Phase") is None
    assert value_set_on_target("that target loses 700 ATK until the end of this turn") is None


def test_the_reading_is_stored_on_the_clause():
    effect, = analyze("Target 1 face-up monster on the field; that target's DEF becomes 0 until the end of this turn.",
                      card_type="spell", subtypes=("Quick-Play",))
    clause, = effect.clauses
    assert clause.sets_target_stat == "def 0"



def test_the_levels_taken_from_the_chosen_monster():
    from edison_kg.cardtext.value_set import level_lowered_on_target
    assert level_lowered_on_target('Reduce the Level of the selected "Fortune Lady" monster by 3') == 3
    assert level_lowered_on_target("reduce its Level by 1") == 1            # Level Eater
    assert level_lowered_on_target("reduce the Level of 1 monster on the field by 1") is None   # no chosen monster
    assert level_lowered_on_target("that target gains 1 Level") is None


def test_a_sentence_on_the_selected_named_monster_continues_the_selection():
    # "select ... . Reduce the Level of the selected "X" monster by N": one effect, not a rule of its own
    effects = analyze('Once per turn, you can select 1 face-up "Neo-Spacian" monster you control. Reduce the Level '
                      'of the selected "Neo-Spacian" monster by 1.', card_type="monster", subtypes=("Effect",))
    assert len(effects) == 1 and [c.lowers_target_level for c in effects[0].clauses if c.action == "change_stats"] == [1]
