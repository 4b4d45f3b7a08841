"""A target named "in your (opponent's) Spell & Trap Zone" must be a card in that zone as the effect is
activated; a Set monster is no Set card there (rule state-target-in-the-zone-named)."""

from __future__ import annotations

from scenario_cards import ask, card


def _tiger_dragon(opponents_card):
    # Tiger Dragon: "When this card is Tribute Summoned by Tributing a Dragon monster: You can target up to 2 Set cards
    # in your opponent's Spell & Trap Zone; destroy them."
    cards = {"td": card("Tiger Dragon", "A", "hand"), "luster": card("Luster Dragon", "A"), "theirs": opponents_card}
    return ask(cards, {"can_activate": "td"}, steps=[{"summon": "td", "method": "tribute", "materials": ["luster"]}])


def test_a_set_card_in_the_opponents_spell_trap_zone_can_be_targeted():
    assert _tiger_dragon(card("Mirror Force", "B", "spell_trap_zone", face_up=False)).answer == "yes"


def test_a_set_monster_is_not_in_the_spell_trap_zone():
    answer = _tiger_dragon(card("Vorse Raider", "B", "monster_zone", face_up=False, position="defense"))
    assert answer.answer == "no" and "state-target-in-the-zone-named" in answer.rules
