"""The card reader's fixed ATK/DEF changes of continuous effects (cardtext/stat_changes.py):
whose ATK/DEF, by how much, while what holds; changes it cannot be sure of are left out."""

from __future__ import annotations

from edison_kg.cardtext import analyze


def _changes(text: str, card_type="spell", subtypes=("Field",)):
    return [(r.kind, r.amount, r.stat_of, r.players, r.holds_while, tuple(sorted(r.cards.monster_types | r.cards.attributes)))
            for e in analyze(text, card_type=card_type, subtypes=subtypes) for r in e.restrictions
            if r.kind.startswith(("atk-", "def-"))]


def test_a_field_spell_gains_and_loses_for_the_monsters_it_names():
    assert _changes("All EARTH monsters lose 500 ATK and gain 400 DEF.") == [
        ("atk-gain", -500, None, "both", None, ("EARTH",)), ("def-gain", 400, None, "both", None, ("EARTH",))]
    assert _changes("All WATER monsters on the field gain 200 ATK/DEF.") == [
        ("atk-gain", 200, None, "both", None, ("WATER",)), ("def-gain", 200, None, "both", None, ("WATER",))]


def test_a_monster_that_boosts_its_controllers_monsters():
    assert _changes("All Warrior-Type monsters you control gain 400 ATK.", "monster", ("Effect",)) == [
        ("atk-gain", 400, None, "you", None, ("Warrior",))]


def test_an_equip_spell_changes_the_equipped_monster():
    assert _changes("The equipped monster gains 1000 ATK and loses 1000 DEF.", "spell", ("Equip",)) == [
        ("atk-gain", 1000, "equipped", "both", None, ()), ("def-gain", -1000, "equipped", "both", None, ())]


def test_a_value_set_while_the_card_has_no_other_of_its_kind():
    text = "If you control no other Dragon-Type monsters, this card's ATK and DEF become 500."
    assert _changes(text, "monster", ("Effect",)) == [("atk-set", 500, "self", "both", "you-control-no-other", ()),
                                                      ("def-set", 500, "self", "both", "you-control-no-other", ())]


def test_changes_it_cannot_be_sure_of_are_left_out():
    for text in ("This card gains 200 ATK for each LIGHT monster in your opponent's Graveyard.",
                 "All monsters you control gain 200 ATK during your Battle Phase only.",
                 'While you control a "Gadget" monster, this card gains 2000 ATK.',
                 "Each face-up monster your opponent controls loses 100 ATK x its own Level."):
        assert _changes(text, "monster", ("Effect",)) == [], text
