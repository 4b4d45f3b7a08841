"""A target whose ATK or DEF the effect sets to a number it already has is no choice (rule
state-target-value-already-set, edison_kg/timing/rules/value_set.py): with no other monster to
target, the effect cannot be activated; the scenario's cards on the field are all there are."""

from __future__ import annotations

from subset_duel import can_activate, card, own, subset_engine  # noqa: F401  (fixtures)

ZERO = "Target 1 face-up monster your opponent controls; that target's ATK becomes 0 until the end of this turn."
DEF_ZERO = "Target 1 face-up monster on the field; that target's DEF becomes 0 until the end of this turn."
BOTH = "Target 1 face-up monster your opponent controls; that target's ATK/DEF become 1000 until the End Phase."


def _ask(engine, text, **cards):
    return can_activate(engine, own("Setting Spell", text, "A", "hand", "spell", "Quick-Play"), **cards)


def test_a_monster_already_at_the_value_set_is_no_target(subset_engine):
    found = _ask(subset_engine, ZERO, sangan=card("Sangan", "B", position="attack", atk=0))
    assert found["answer"] == "no"
    assert any(r.endswith("/state-target-value-already-set") for r in found["rules"])
    assert any("all there are" in s or "only the cards" in s for s in found["assumed"])


def test_a_monster_with_another_value_can_be_targeted(subset_engine):
    assert _ask(subset_engine, ZERO, sangan=card("Sangan", "B", position="attack"))["answer"] == "yes"
    two = {"a": card("Sangan", "B", position="attack", atk=0), "b": card("Sangan", "B", position="attack")}
    assert _ask(subset_engine, ZERO, **two)["answer"] == "yes"


def test_only_the_stat_the_text_sets_is_compared(subset_engine):
    assert _ask(subset_engine, DEF_ZERO, sangan=card("Sangan", "B", position="attack", atk=0))["answer"] == "yes"
    assert _ask(subset_engine, DEF_ZERO, sangan=card("Sangan", "A", position="attack", **{"def": 0}))["answer"] == "no"


def test_both_values_set_need_both_already_there(subset_engine):
    assert _ask(subset_engine, BOTH, sangan=card("Sangan", "B", position="attack", atk=1000))["answer"] == "yes"
    assert _ask(subset_engine, BOTH, sangan=card("Sangan", "B", position="attack", atk=1000,
                                                  **{"def": 1000}))["answer"] == "no"


# "Reduce the Level of ... by N": a Level cannot fall below 1 (rule state-target-level-cannot-fall-below-1)
LOWER = "Target 1 face-up monster on the field; reduce its Level by 3 until the End Phase."


def test_a_monster_too_low_to_lose_the_levels_is_no_target(subset_engine):
    found = _ask(subset_engine, LOWER, sangan=card("Sangan", "B", position="attack"))      # Level 3
    assert found["answer"] == "no"
    assert any(r.endswith("/state-target-level-cannot-fall-below-1") for r in found["rules"])


def test_a_monster_with_more_levels_than_it_takes_can_be_targeted(subset_engine):
    assert _ask(subset_engine, LOWER, sangan=card("Sangan", "B", position="attack", level=4))["answer"] == "yes"
