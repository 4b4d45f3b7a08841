"""A card text cut into its effects (edison_kg/cardtext/segment.py): Summoning conditions,
procedures and condition lines are no effects; a sentence that continues the effect before it
stays with it."""

from __future__ import annotations

from cardtext.pool import card, cards, event_of
from edison_kg.cardtext.clean import CardContext
from edison_kg.cardtext.segment import split_effects
from edison_kg.vocab.model import EventPattern


def test_summoning_conditions_are_not_effects():
    assert card("Cyber Dragon") == []                     # a Summoning procedure only
    assert len(card("Chaos Sorcerer")) == 1
    assert card("Light and Darkness Dragon")[0].text == "While face-up on the field, this card is also DARK."
    assert card("Blue-Eyes White Dragon") == []           # Normal Monster flavour text


def test_when_you_do_after_an_effect_is_its_own_trigger():
    # the rulings call Alien Dog's "When you do, place 2 A-Counters" a mandatory Trigger Effect of its
    # own, activated after the Chain of the first (https://www.edisonformat.com/rulings)
    first, second = card("Alien Dog")
    assert (first.kind, first.optional, second.kind, second.optional) == ("trigger", True, "trigger", False)
    assert event_of(second) == EventPattern(types=["special_summon"], self_card=True)


def test_a_psct_of_condition_lines_only_has_no_effects():
    # © and Ⓒ lines are conditions (docs/timing-questions.md), also when no numbered effect follows;
    # a wrapped half-line stays with its condition
    monster = CardContext("monster", ("Effect",), None, psct=True)
    for name in ("Great Moth", "Larvae Moth", "Royal Swamp Eel", "Elemental HERO Neo Bubbleman"):
        assert split_effects(cards()[name]["psct_text"], monster) == [], name


def test_a_synchro_material_condition_is_no_effect():
    # "If this card is used as a Synchro Material Monster, all the other Synchro Material Monsters
    # must be Fish-Type": what the Summon needs, not an effect of the card
    assert split_effects(cards()["Royal Swamp Eel"]["text"], CardContext("monster", ("Effect", "Tuner"), None)) == []


def test_a_material_line_broken_after_its_plus_is_no_effect():
    # a PSCT whose material line goes on in the next line: 'Plaguespreader Zombie" +' / '1 or more
    # non-Tuner Zombies'; the one numbered effect is the card's only effect
    synchro = CardContext("monster", ("Effect", "Synchro"), None, psct=True)
    effects = split_effects(cards()["Revived King Ha Des"]["psct_text"], synchro)
    assert [text for text, _ in effects] == [
        "Negate the effects of Effect Monsters destroyed by battle with Zombies you control (including Flips and in the GY)."]


def test_a_continuous_traps_rule_about_the_selected_monster_is_an_effect_of_its_own():
    # Battle-Scarred: the selection on activation, then the opponent's payment, then the two follow-ups
    first, pays, leaves, selected_leaves = card("Battle-Scarred")
    assert first.kind == "card-activation" and first.targets and first.clauses == []
    assert pays.text.startswith("Your opponent also pays the same Life Points") and not pays.optional
    assert leaves.text.startswith("If this card is removed from the field")
    assert selected_leaves.text.startswith("When the selected monster is removed from the field")
    # on a one-time card it is the trigger the resolved card leaves behind, an effect of its own
    # (rule tl-left-behind-by-a-resolved-card)
    once, left_behind = card("Ebon Arrow")
    assert once.kind == "card-activation" and "selected monster destroys" not in once.text
    assert left_behind.text.startswith("When the selected monster destroys a monster by battle")


def test_an_equip_restriction_is_no_effect():
    # "You can only equip this card to "Jinzo"." says what the card can be equipped to, as "Equip only
    # to ..." does; nothing is activated
    amplifier = card("Amplifier")
    assert len(amplifier) == 3 and amplifier[0].text.startswith("As long as this card is equipped")
    assert [e.text for e in card("Opti-Camouflage Armor") if e.text.startswith("You can only equip")] == []


def test_a_sentence_that_only_limits_the_effect_before_it_is_no_effect():
    # "... You can use this effect once per turn.": a usage limit, not an effect of its own
    effects = card("Ominous Fortunetelling")
    assert not any((e.text or "").startswith("You can use this effect") for e in effects)
    assert any(c.action == "look" and c.from_zone == "hand" and c.whose == "opponent" for c in effects[0].clauses)


def test_a_sentence_about_this_damage_belongs_to_the_effect_before_it():
    # "This damage is decreased by 500 for each Spell/Trap Card ...": the amount of the damage of the
    # sentence before it, no effect of its own
    simorgh = card("Simorgh, Bird of Divinity")
    assert len(simorgh) == 2 and simorgh[1].text.endswith("for each Spell/Trap Card the player controls.")
    # a sentence with a subject of its own stays an effect of its own
    assert simorgh[0].text == "If you Tribute Summon this card, all Tributes must be WIND."
