"""Round 107: the opponent's monster the equipped monster battles has its effects negated on the field for the
Battle Phase (Rainbow Veil; rule ce-battling-monster-negated), on real cards."""

from __future__ import annotations

import pytest

from edison_kg import timing

RULE = "ce-battling-monster-negated"


def attacked(monster, veil_zone="spell_trap_zone", destroyed=False):
    veil = {"name": "Rainbow Veil", "controller": "A", "zone": veil_zone, "face_up": True}
    if veil_zone == "spell_trap_zone":
        veil["equipped_to"] = "chick"
    events = [{"event": "flipped_face_up", "card": "m", "cause": "battle"}]
    if destroyed:
        events = [{"event": "destroyed", "card": "m", "from": "monster_zone", "to": "graveyard", "cause": "battle"}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": {
        "chick": {"name": "Vorse Raider", "controller": "A", "zone": "monster_zone", "position": "attack"},
        "veil": veil, "m": {"name": monster, "controller": "B"}},
        "steps": [{"events": [{"event": "attack_declared", "card": "chick", "target": "m"}]}, {"events": events}],
        "ask": {"can_activate": "m"}})


@pytest.mark.parametrize("monster", ["Man-Eater Bug", "Hane-Hane"])
def test_a_monster_flipped_by_the_equipped_monsters_attack_has_its_flip_effect_negated(monster):
    got = attacked(monster)
    assert got.answer == "no"
    assert RULE in got.rules


@pytest.mark.parametrize("monster", ["Man-Eater Bug", "Hane-Hane"])
def test_without_the_equip_card_the_flip_effect_is_activated(monster):
    got = attacked(monster, veil_zone="graveyard")
    assert got.answer == "yes"
    assert RULE not in got.rules


def test_an_effect_that_activates_in_the_graveyard_is_not_negated():
    got = attacked("Sangan", destroyed=True)     # "Effects that activate in the GY ... won't be negated"
    assert got.answer == "yes"
    assert RULE not in got.rules
