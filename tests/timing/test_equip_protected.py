"""An Equip Spell Card targets the monster it equips: a monster that cannot be targeted cannot be equipped (rule
eq-equip-target-protected), and "A Dragon-Type monster equipped with this card" allows only a Dragon (rule
eq-equipped-kind-named-first, read by the card reader as ek:equipOnlyTo), asked of the whole engine on real cards."""

from __future__ import annotations

from scenario_cards import ask, card


def _equip(equip: str, *monsters: str):
    cards = {f"m{i}": card(name, "A", position="attack") for i, name in enumerate(monsters)}
    cards["eq"] = card(equip, "A", "hand")
    return ask(cards, {"can_activate": "eq"})


def test_lord_of_d_keeps_the_only_dragon_from_being_equipped():
    answer = _equip("Dragon Treasure", "Lord of D.", "Blue-Eyes White Dragon")
    assert answer.answer == "no" and {"eq-equip-target-protected", "ce-cannot-be-targeted"} <= set(answer.rules)
    assert _equip("Dragon Treasure", "Blue-Eyes White Dragon").answer == "yes"


def test_an_equip_for_any_monster_still_has_lord_of_d_himself():
    answer = _equip("Axe of Despair", "Lord of D.", "Blue-Eyes White Dragon")
    assert answer.answer == "yes" and "eq-equip-target-protected" not in answer.rules


def test_the_oldest_wording_names_the_type_it_may_equip():
    answer = _equip("Book of Secret Arts", "Blue-Eyes White Dragon")           # a Dragon, not a Spellcaster
    assert answer.answer == "no" and "eq-equip-needs-a-monster-to-equip" in answer.rules
    assert _equip("Book of Secret Arts", "Lord of D.").answer == "yes"           # a Spellcaster
    assert _equip("Steel Shell", "Blue-Eyes White Dragon").answer == "no"       # "A WATER monster"


def test_a_non_machine_type_monster_is_any_monster_but_a_machine():
    # "A non Machine-Type monster equipped with this card cannot attack": the later prints' "Equip only to a
    # non-Machine monster" (round 88)
    answer = _equip("Paralyzing Potion", "Cyber Dragon")
    assert answer.answer == "no" and "eq-equip-needs-a-monster-to-equip" in answer.rules
    assert _equip("Paralyzing Potion", "Cyber Dragon", "Vorse Raider").answer == "yes"
    assert _equip("Germ Infection", "Cyber Dragon").answer == "no"           # "The ATK of a non Machine-Type monster ..."
    assert _equip("Germ Infection", "Vorse Raider").answer == "yes"
