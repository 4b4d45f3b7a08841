"""A clause that activates a card ("Select 1 Field Spell Card from your Deck and activate it") is read as
such, and one that names the one card it activates takes that card's kind from the pool (cardtext/cardkind.py
kinds_of_named_cards, run by the importer)."""

from __future__ import annotations

from edison_kg.cardtext import read_card
from edison_kg.cardtext.cardkind import kinds_of_named_cards
from tests.cardtext.pool import card, cards


def _activated(effects):
    return [c.cards for e in effects for c in e.clauses if c.action == "activate_card"]


def test_the_older_select_and_activate_wording_activates_a_card_of_its_kind():
    [kind] = _activated(card("Demise of the Land"))
    assert (kind.classes, kind.subtypes) == (frozenset({"spell"}), frozenset({"Field"}))


def test_a_card_named_takes_its_kind_from_the_pool():
    reading = read_card(cards()["Last Resort"])
    [named] = _activated(reading.effects)
    assert named.card_names == frozenset({"Ancient City - Rainbow Ruins"}) and not named.classes
    ruins = cards()["Ancient City - Rainbow Ruins"]
    kinds_of_named_cards(reading, {"ancient city - rainbow ruins": (ruins["card_type"], tuple(ruins["subtypes"]))})
    [named] = _activated(reading.effects)
    assert (named.classes, named.subtypes) == (frozenset({"spell"}), frozenset({"Field"}))
    kinds_of_named_cards(reading, {})                    # a name no card of the pool carries changes nothing
    assert _activated(reading.effects) == [named]
