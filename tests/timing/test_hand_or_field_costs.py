"""A cost that takes a monster of a kind "from your hand or your side of the field" takes it from the hand or a
Monster Zone (edison_kg/timing/rules/piles.py, rule cost-monsters-on-the-field-are-in-monster-zones), on real cards."""

from __future__ import annotations

from scenario_cards import ask, card

# Manticore of Darkness: "During the End Phase of the turn this card was sent to the Graveyard: You can send to the
# Graveyard 1 Beast, Beast-Warrior, or Winged Beast-Type monster from your hand or your side of the field; ..."
SENT = [{"events": [{"event": "destroyed", "card": "manti", "player": "A", "from": "monster_zone", "to": "graveyard",
                     "cause": "effect"}]}, {"phase": "end"}]


def _manticore(**more):
    return ask({"manti": card("Manticore of Darkness", "A", position="attack"), **more}, {"can_activate": "manti"}, SENT)


def test_a_crystal_beast_placed_in_the_spell_and_trap_zone_is_not_a_monster_for_the_cost():
    answer = _manticore(pegasus=card("Crystal Beast Sapphire Pegasus", "A", "spell_trap_zone", face_up=True))
    assert answer.answer == "no" and "cost-monsters-on-the-field-are-in-monster-zones" in answer.rules


def test_a_beast_warrior_in_a_monster_zone_or_the_hand_pays_it():
    # Vorse Raider is a Beast-Warrior: the second Type the cost lists
    assert _manticore(raider=card("Vorse Raider", "A", position="attack")).answer == "yes"
    assert _manticore(raider=card("Vorse Raider", "A", "hand")).answer == "yes"
    assert _manticore(elf=card("Gemini Elf", "A", position="attack")).answer == "no"     # a Spellcaster
