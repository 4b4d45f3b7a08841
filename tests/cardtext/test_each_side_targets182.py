"""Round 182: an effect its rulings say targets, acting on "2 of your monsters and 1 of your opponent's monsters",
targets a group on each side (edison_kg/cardtext/each_side_targets.py); the engine needs both (Two-Pronged Attack)."""

from __future__ import annotations

import pytest

from edison_kg import cardtext, timing

TEXT = "Select and destroy 2 of your monsters and 1 of your opponent's monsters."


def _read(ruled: bool):
    record = {"name": "Custom Prongs", "card_type": "trap", "subtypes": ["Normal"], "texts": {"custom": TEXT}}
    if ruled:
        record["ruled_targeting"] = [{"targets": True, "marker": None, "source": None, "what": ""}]
    return cardtext.read_card(record).effects[0]


def test_the_ruled_effect_targets_each_side():
    effect = _read(ruled=True)
    assert effect.targets
    assert [(c.whose, c.count, c.every) for c in effect.target_clauses] == [("you", 2, "monster"), ("opponent", 1, "monster")]


def test_without_the_ruling_the_words_name_no_target():
    assert not _read(ruled=False).target_clauses


@pytest.mark.parametrize("mine, answer", [(1, "no"), (2, "yes")])
def test_two_pronged_attack_needs_two_of_its_players_monsters(mine, answer):
    cards = {"tpa": {"name": "Two-Pronged Attack", "controller": "A", "zone": "spell_trap_zone"},
             "wolf": {"name": "Gene-Warped Warwolf", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    cards.update({f"m{i}": {"name": "Vorse Raider", "controller": "A", "zone": "monster_zone", "position": "attack"}
                  for i in range(mine)})
    got = timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": cards, "steps": [],
                      "ask": {"can_activate": "tpa"}})
    assert got.answer == answer, got.explanation
