"""The Life Points a declared activation needs, as the card reader reads them
(edison_kg/cardtext/life_points.py), on real card texts."""

from __future__ import annotations

import pytest

from edison_kg.cardtext import analyze
from edison_kg.cardtext.life_points import life_points_needs


@pytest.mark.parametrize("text, need", [
    ("You can only activate this card when your opponent's Life Points are 3000 or less.", "opponent <= 3000"),
    ("If you have 9000 Life Points or more, you can pay 2000 Life Points to draw 2 cards.", "you >= 9000"),
    ("Activate this card when the difference between both players' Life Points is 8000 or more.", "difference >= 8000"),
    ("If your opponent's Life Points are higher than 3000: Inflict 1000 damage to your opponent.", "opponent > 3000"),
    ("Activate only while your Life Points are lower than your opponent's. Select 2 Psychic-Type monsters",
     "opponent-you > 0"),
    ("You can only activate this card when your Life Points are at least 2000 lower than your opponent's.",
     "opponent-you >= 2000"),
    ("You can only activate this card when your Life Points are lower than your opponent's Life Points and the "
     "difference is 7000 points or more.", "opponent-you >= 7000"),
    ("If your LP is 3000 or less: Pay 1000 LP, then target 1 Normal Trap in your GY.", "you <= 3000"),
    ("While your Life Points are higher than your opponent's, you can Tribute this card to inflict damage",
     "you-opponent > 0"),
    ("This card can only be activated during your opponent's turn when your Life Points are 1000 or less.",
     "you <= 1000"),
])
def test_conditions_on_life_points(text, need):
    assert life_points_needs(text) == need


@pytest.mark.parametrize("text", [
    # checked as it resolves, not a condition of its activation (Supremacy Berry)
    "If your Life Points were lower than your opponent's when this card was activated, gain 2000 Life Points.",
    "Pay 1000 Life Points to Special Summon 1 level 6 or lower Fusion Monster from your Extra Deck.",
    "Inflict 500 damage to your opponent.",
])
def test_no_condition_on_life_points(text):
    assert life_points_needs(text) is None


def test_read_on_declared_activations_only():
    # Megamorph's "While your LP is lower than your opponent's" is a continuous effect's, not an activation's
    effects = analyze("Equip only to a monster. While your LP is lower than your opponent's, the equipped monster's "
                      "ATK becomes double its original ATK.", card_type="spell", subtypes=("Equip",))
    assert all(e.needs_life_points is None for e in effects if e.kind == "continuous")
    effects = analyze("Activate only while your Life Points are lower than your opponent's. Draw 1 card.",
                      card_type="trap", subtypes=("Normal",))
    assert [e.needs_life_points for e in effects] == ["opponent-you > 0"]
