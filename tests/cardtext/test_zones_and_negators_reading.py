"""The card reader's Monster Zones a card makes unusable (cardtext/zones.py) and cards picked for the effects they negate (cardtext/field_picks.py)."""

from __future__ import annotations

from edison_kg.cardtext.zones import monster_zones_closed
from tests.cardtext.pool import card


def test_zones_selected_on_the_field_and_zones_of_its_controller():
    assert card("Ground Collapse")[0].monster_zones_closed == "2 field"
    assert [e.monster_zones_closed for e in card("Phantom Dragon")][-1] == "2 you"


def test_up_to_a_number_of_zones_and_moves_close_no_sure_count():
    assert monster_zones_closed("Choose up to 3 of your opponent's unused Monster Zones. Those zones cannot be used.") \
        is None
    assert monster_zones_closed("Once per turn, this card can move to an adjacent (horizontal) unoccupied Monster Card "
                                "Zone.") is None


def test_a_card_picked_for_the_effects_it_negates():
    # Double Snare: "Destroy 1 face-up card on the field that has an effect that negates Trap Cards' effects."
    clause, = card("Double Snare")[0].clauses
    assert (clause.picks_on_field, clause.picks_face, clause.picks_kind.negates_effects_of) == (1, "face-up", "trap")
