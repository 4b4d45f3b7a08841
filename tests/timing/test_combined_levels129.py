"""(round 129) A monster's own ATK set from the combined Levels of the monsters counted (rule
ce-stat-set-from-combined-levels, edison_kg/timing/combined_levels.py), on real cards: The Calculator ("The ATK of
this card is the combined Levels of all face-up monsters you control x 300") already has that ATK as its Summon
happens, itself included, so Trap Hole (1000 or more ATK) reads it; Goblin King (the same family, counted per card:
"the number of Fiend-Type monsters on the field (excluding this card) x 1000") keeps its reading."""

from __future__ import annotations

from scenario_cards import ask, card

RULE = "ce-stat-set-from-combined-levels"
HOLE = {"hole": card("Trap Hole", "B", "spell_trap_zone", face_up=False)}


def _summoned(name: str, **beside) -> object:
    cards = {"m": card(name, "A", "hand")} | beside | HOLE
    return ask(cards, {"can_activate": "hole"}, steps=[{"summon": "m", "method": "normal"}])


def test_the_calculator_beside_a_level_4_monster_has_1800_atk_for_trap_hole():
    got = _summoned("The Calculator", wolf=card("Gene-Warped Warwolf", "A", position="attack"))
    assert got.answer == "yes" and RULE in got.rules                  # (4 + 2) x 300
    assert any("1800 ATK" in a for a in got.assumed)


def test_the_calculator_alone_has_600_atk_and_trap_hole_is_not_met():
    got = _summoned("The Calculator")                                  # its own Level 2 x 300
    assert got.answer == "no"
    assert any("600 ATK" in a for a in got.assumed)


def test_a_set_monster_and_the_opponents_monsters_add_no_levels():
    got = _summoned("The Calculator", wolf=card("Gene-Warped Warwolf", "A", position="defense", face_up=False),
                    theirs=card("Gene-Warped Warwolf", "B", position="attack"))
    assert got.answer == "no"                                          # still 2 x 300


def test_goblin_king_of_the_same_family_counts_the_other_fiends():
    assert _summoned("Goblin King", fiend=card("Archfiend Soldier", "A", position="attack")).answer == "yes"  # 1000
    assert _summoned("Goblin King").answer == "no"                                                           # 0
