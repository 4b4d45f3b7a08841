"""A quoted name in a card kind names one card, or, followed by a kind of card, an
archetype (cardtext/cardkind.py, CardFilter field card_names; rule kind-named-card-or-archetype)."""

from __future__ import annotations

from edison_kg.cardtext.cardkind import activation_kind, card_kind


def test_a_quoted_name_with_no_kind_after_it_names_one_card():
    # Attack Reflector Unit: "Tribute 1 "Cyber Dragon"."; Tornado Wall: "while "Umi" is on the field"
    for wording, name in (('1 "Cyber Dragon"', "Cyber Dragon"), ('a face-up "Umi"', "Umi"),
                          ('control "Toon World"', "Toon World")):
        kind = card_kind(wording)
        assert kind.names == {name} and kind.card_names == {name}


def test_a_quoted_name_followed_by_a_kind_of_card_is_an_archetype():
    # Test Tiger: 'a "Gladiator Beast" monster'; Blackwing - Silverwind: '1 "Blackwing" Tuner';
    # Hero Blast: '1 "Elemental HERO" Normal Monster'; Genex Power Planner: 'Level 3 "Genex" Effect Monster'
    for wording, name in (('a "Gladiator Beast" monster', "Gladiator Beast"), ('1 "Blackwing" Tuner', "Blackwing"),
                          ('1 "Elemental HERO" Normal Monster', "Elemental HERO"),
                          ('1 Level 3 "Genex" Effect Monster', "Genex"), ('face-up "Ancient Gear" cards', "Ancient Gear"),
                          ('a "Bamboo Sword" Equip Spell', "Bamboo Sword")):
        kind = card_kind(wording)
        assert kind.names == {name} and kind.card_names == frozenset()


def test_names_joined_before_a_kind_are_all_archetypes():
    # Gateway of the Six: 'Target 1 "Six Samurai" or "Shien" Effect Monster'
    kind = card_kind('1 "Six Samurai" or "Shien" Effect Monster')
    assert kind.names == {"Six Samurai", "Shien"} and kind.card_names == frozenset()
    # two names of cards: '"Harpie Lady" or "Harpie Lady Sisters"'
    assert card_kind('1 "Harpie Lady" or "Harpie Lady Sisters"').card_names == {"Harpie Lady", "Harpie Lady Sisters"}
    # a name of one card beside an unquoted kind: 'Tribute 1 "Cyber Dragon" and 1 Machine-Type monster'
    assert card_kind('"Cyber Dragon" and 1 Machine-Type monster').card_names == {"Cyber Dragon"}


def test_an_activation_of_a_named_card_names_that_card():
    # "When "Pot of Greed" is activated": that card's activations only
    assert activation_kind('When "Pot of Greed" is activated').card_names == {"Pot of Greed"}
