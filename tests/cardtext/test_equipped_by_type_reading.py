""""equip that Dragon monster to this card": the card equipped is the monster targeted, named again by its
Type (cardtext/consequences.py), so the equip clause acts on its target; a part whose cards the card of the part
before picks ("with the same Level as that monster": cardtext/pile_readings.py). Real cards of the pool."""

from __future__ import annotations

from tests.cardtext.pool import card


def test_the_target_named_again_by_its_type_is_the_card_equipped():
    # Cyberdark Edge: "Target 1 Level 3 or lower Dragon monster in your GY; equip that Dragon monster to this card."
    equips = [c for e in card("Cyberdark Edge") for c in e.clauses if c.action == "equip"]
    assert equips and all(c.subject == "target" and c.from_zone == "graveyard" for c in equips)
    # Snatch Steal equips itself to its target: not read as a target equipped to this card
    assert all(c.subject != "target" or c.action != "equip" for e in card("Snatch Steal") for c in e.clauses
               if "to this card" in c.text)


def test_a_part_matched_with_the_card_before():
    # Cyborg Doctor: "Special Summon a monster from your Graveyard with the same Attribute and Level as the Tributed
    # monster"; Beast Soul Swap: "... with the same Level as the monster that was returned to the hand"
    for name in ("Cyborg Doctor", "Beast Soul Swap"):
        assert any(c.matches_the_card_before for e in card(name) for c in e.clauses)
    assert not any(c.matches_the_card_before for e in card("Sangan") for c in e.clauses)
