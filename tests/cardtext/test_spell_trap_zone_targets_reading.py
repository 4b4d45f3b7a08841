"""A target named "in your (opponent's) Spell & Trap Zone" is a card on the field, in that zone only
(rule state-target-in-the-zone-named), on real cards."""

from __future__ import annotations

from tests.cardtext.pool import card


def test_a_target_in_a_spell_trap_zone_is_on_the_field_and_only_there():
    # Ancient City - Rainbow Ruins: "You can target 1 "Crystal Beast" card in your Spell & Trap Card Zone"
    [ruins] = [c for effect in card("Ancient City - Rainbow Ruins") for c in effect.target_clauses]
    assert (ruins.whose, ruins.from_zone, ruins.cards.names, ruins.cards.classes) == \
        ("you", "spell_trap_zone", {"Crystal Beast"}, frozenset())     # the zone's words name no Trap Card
    [tiger] = [c for effect in card("Tiger Dragon") for c in effect.target_clauses]
    assert (tiger.whose, tiger.from_zone, tiger.position, tiger.up_to) == ("opponent", "spell_trap_zone", "face-down", True)
