"""What a player may choose to do is read once by the reader (cardtext/at_will.py) and stored:
a clause its player may skip ("then you can add ..."), and a Standby Phase effect paid for with Life Points at will;
timing/rules/happened.py reads the fields."""

from tests.cardtext.pool import card


def test_a_clause_its_player_may_skip():
    skipped = [c.text for e in card("Ancient Fairy Dragon") for c in e.clauses if c.may_skip]
    assert skipped == ["you can add 1 Field Spell from your Deck to your hand"]
    assert not [c for e in card("Mystical Space Typhoon") for c in e.clauses if c.may_skip]


def test_a_standby_phase_effect_paid_for_with_life_points():
    assert [e.paid_at_will_in_phase for e in card("Inspection")] == [True]
    assert [e.paid_at_will_in_phase for e in card("Recycle")] == [True]
    assert not any(e.paid_at_will_in_phase for e in card("Ancient Fairy Dragon"))    # "Once per turn", no phase


def test_choice_fields_round_trip_through_the_graph():
    from edison_kg.rdf.mapping import CLAUSE_FIELDS, EFFECT_FIELDS
    assert "may_skip" in {f.attribute for f in CLAUSE_FIELDS}
    assert "paid_at_will_in_phase" in {f.attribute for f in EFFECT_FIELDS}
