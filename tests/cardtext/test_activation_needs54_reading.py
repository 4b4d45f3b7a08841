"""Round 53's readings of what an activation needs (cardtext/board.py, consequences.py, life_points.py), on real
card wordings: Tokens Special Summoned to the opponent's field, each player revealing a card of their hand, and Life
Points paid in an amount its player picks."""

from __future__ import annotations

import pytest

from edison_kg.cardtext.board import summoned_at_once
from edison_kg.cardtext.life_points import lp_of_choice
from tests.cardtext.pool import clause_starting


@pytest.mark.parametrize("text, read", [
    ('Special Summon 3 "Nightmare Archfiend Tokens" (Fiend-Type/DARK/Level 6/ATK 2000/DEF 2000) to your opponent\'s '
     'field in Attack Position', (3, True)),                                       # Nightmare Archfiends
    ('Special Summon 1 "Needle Token" (Plant/EARTH/Lv1/ATK 500/DEF 500) to your opponent\'s field in Defense Position',
     (1, True)),                                                                   # Cactus Fighter
    ('Special Summon 2 "Plant Tokens" (Plant-Type/EARTH/Level 1/ATK 800/DEF 500) in Defense Position', (2, False)),
])
def test_tokens_summoned_to_the_opponents_field(text, read):
    assert summoned_at_once(text) == read


@pytest.mark.parametrize("text, chosen", [
    ("paying any multiple of 1000 LP", True),                      # Wall of Revealing Light
    ("Pay LP (in multiples of 100 points)", True),                 # Bark of Dark Ruler
    ("pay Life Points in multiples of 100 (max. 500)", True),      # Psychic Commander
    ("Pay 1000 Life Points", False),
    ("Pay half your LP", False),
])
def test_life_points_of_its_players_choice(text, chosen):
    assert lp_of_choice(text) is chosen


def test_pool_cards_read_with_them():
    archfiends = clause_starting("Nightmare Archfiends", "Special Summon 3")
    assert (archfiends.summons_at_once, archfiends.summons_to_opponent) == (3, True)
    assert clause_starting("Wall of Revealing Light", "paying", cost=True).lp_chosen
    revealed = clause_starting("Ante", "Each Player reveals")
    assert (revealed.action, revealed.whose, revealed.from_zone, revealed.count) == ("look", "each", "hand", 1)
