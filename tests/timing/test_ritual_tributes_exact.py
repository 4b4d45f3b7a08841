"""A Ritual Spell Card whose Tributes' Levels must "exactly equal the Level of the Ritual Monster you Ritual Summon"
(rule deed-ritual-tributes-total-level): some group of its player's other monsters in the hand and on the field must
add up to that Level, no more; Contract with the Abyss ("Ritual Summon any DARK Ritual Monster") with Magician of
Black Chaos (Level 8) in the hand."""

from __future__ import annotations

from edison_kg.cardtext import analyze
from scenario_cards import ask, card


def _contract(*field: str):
    cards = {"c": card("Contract with the Abyss", "A", "hand"), "m": card("Magician of Black Chaos", "A", "hand"),
             **{f"f{i}": card(name, "A", position="attack") for i, name in enumerate(field)}}
    return ask(cards, {"can_activate": "c"})


def test_tributes_adding_up_to_the_level_exactly():
    assert _contract("Mystical Elf", "Mystical Elf").answer == "yes"          # 4 + 4
    assert _contract("Sangan", "Mystical Elf", "Mystical Elf").answer == "yes"      # 4 + 4, Sangan left out


def test_tributes_that_pass_the_level_but_never_make_it_exactly():
    got = _contract("Sangan", "Summoned Skull")           # 3, 6, 9: never 8
    assert got.answer == "no"
    assert "deed-ritual-tributes-total-level" in got.rules


def test_the_exact_total_is_read():
    text = ("This card can be used to Ritual Summon any DARK Ritual Monster. You must also Tribute monsters from your "
            "hand or field whose total Levels exactly equal the Level of the Ritual Monster you Ritual Summon.")
    (effect,) = analyze(text, name="Contract with the Abyss", card_type="spell", subtypes=("ritual",))
    assert (effect.ritual_tributes_exact, effect.ritual_tribute_levels) == (True, None)


def _end_of_the_world(summoned: str, *hand: str):
    cards = {"e": card("End of the World", "A", "hand"), "r": card(summoned, "A", "hand"),
             **{f"h{i}": card(name, "A", "hand") for i, name in enumerate(hand)}}
    return ask(cards, {"can_activate": "e"})


def test_a_monster_that_is_the_entire_tribute_for_its_attribute():
    # Ritual Raven: "If you Ritual Summon a DARK Ritual Monster, this 1 card can be used as the entire Tribute."
    assert _end_of_the_world("Demise, King of Armageddon", "Ritual Raven").answer == "yes"     # DARK, Level 8
    assert _end_of_the_world("Ruin, Queen of Oblivion", "Ritual Raven").answer == "no"         # LIGHT
    assert _end_of_the_world("Demise, King of Armageddon", "Sangan").answer == "no"
