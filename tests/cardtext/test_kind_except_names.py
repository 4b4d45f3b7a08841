"""'except "X"' after a kind is a card name left out, not one the card must have (rule
kind-except-a-named-card); an excepted archetype ('except "Cloudian" monsters') is no such name."""

from __future__ import annotations

from edison_kg.cardtext.cardkind import card_kind, excepted_names


def test_a_summoned_kind_leaves_its_own_name_out():
    # Gemini Soldier: "... Special Summon 1 Level 4 or lower Gemini monster from your Deck, except "Gemini Soldier"."
    kind = card_kind('1 Level 4 or lower Gemini monster, except "Gemini Soldier"')
    assert kind.excluded_names == frozenset({"Gemini Soldier"}) and not kind.card_names


def test_an_excepted_archetype_is_not_a_left_out_name():
    # Cloudian - Eye of the Typhoon: "... all face-up monsters, except "Cloudian" monsters"
    assert excepted_names('all face-up monsters, except "Cloudian" monsters.') == ""
    assert excepted_names('from your Deck (except "Gladiator Beast Darius").') == 'except "Gladiator Beast Darius"'
