"""Qualifiers of the Summon a trigger's event is, read as EventPattern fields (cardtext/summon_qualifiers.py):
the kind of monster Tributed and the kind of card whose effect Special Summoned it. Real pool cards."""

from __future__ import annotations

from tests.cardtext.pool import card


def condition(name: str, words: str = ""):
    return next(e.condition for e in card(name) if e.condition is not None and e.condition_text
                and words in e.condition_text)


def test_tributing_a_type_names_the_kind_of_one_tribute():
    pattern = condition("Strong Wind Dragon")        # "by Tributing a Dragon-Type monster"
    assert pattern.tributed_kind.monster_types == frozenset({"Dragon"})
    assert not pattern.tributes_all_of_kind


def test_tributing_an_attribute_in_capitals_and_at_least_one_of_an_archetype():
    assert condition("Swift Birdman Joe").tributed_kind.attributes == frozenset({"WIND"})
    assert condition("Armoroid").tributed_kind.names == frozenset({"roid"})


def test_tributing_only_a_kind_names_every_tribute():
    pattern = next(e.condition for e in card("Simorgh, Bird of Ancestry") if e.condition is not None)
    assert pattern.tributed_kind.attributes == frozenset({"WIND"})
    assert pattern.tributes_all_of_kind


def test_tributing_a_bare_count_or_a_list_names_no_kind():
    assert condition("Sky Scourge Invicil").tributed_kind.empty       # "1 of the following monsters": listed after
    assert condition("Gilford the Lightning").tributed_kind.empty     # "by Tributing 3 monsters": the count alone


def test_special_summoned_by_the_effect_of_a_kind_names_the_summoning_card():
    assert condition("Bone Crusher").summoner_kind.monster_types == frozenset({"Zombie"})
    assert condition("Gladiator Beast Darius").summoner_kind.names == frozenset({"Gladiator Beast"})
    assert condition("Fortune Lady Fire", "Special Summoned").summoner_kind.names == frozenset({"Fortune Lady"})


def test_except_by_the_effect_of_is_no_summoning_card_kind():
    # "Special Summoned, except by the effect of ..." is an exclusion, not this qualifier
    assert condition("Gladiator Beast Darius").tributed_kind.empty
    assert all(e.condition is None or e.condition.summoner_kind.empty for e in card("Black Garden"))


def test_tribute_summoned_by_tribute_summoning_a_kind_names_the_kind_of_one_tribute():
    # round 125: Celestia's PSCT says "Tribute Summoned by Tribute Summoning a "Lightsworn" monster",
    # a slip for "by Tributing"; read as its printed text says
    pattern = condition("Celestia, Lightsworn Angel")
    assert pattern.tributed_kind.names == frozenset({"Lightsworn"})
    assert not pattern.tributes_all_of_kind
    assert condition("Tiger Dragon").tributed_kind.monster_types == frozenset({"Dragon"})   # the same family
