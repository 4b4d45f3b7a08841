"""What an effect's words refer back to (a monster its card's activation supplied, a trigger a
resolved card leaves behind, "this turn", the monsters Tributed for its own Tribute Summon) is read once by the
reader (cardtext/activation_refs.py) and stored as effect fields; timing/rules/never_applied.py reads the fields."""

from tests.cardtext.pool import card

REFS = ("refers_to_its_activation", "left_behind", "says_this_turn", "about_its_tributes")


def _refs(name: str) -> list[set[str]]:
    return [{f for f in REFS if getattr(e, f)} for e in card(name)]


def test_a_monster_only_its_activation_supplied():
    assert _refs("Birthright") == [set(), {"refers_to_its_activation"}, {"refers_to_its_activation"}]
    # "that target" is the activation's target too, but the wording family is "that monster"
    assert _refs("Call of the Haunted") == [set(), set(), set()]


def test_a_trigger_left_behind_by_a_resolved_card():
    assert [refs for refs in _refs("Alchemy Cycle") if "left_behind" in refs]
    assert not any("left_behind" in refs for refs in _refs("Mystical Space Typhoon"))
    assert {"left_behind", "says_this_turn"} in _refs("Chain Material")     # "When performing a Fusion Summon(s) this turn"


def test_the_monsters_tributed_for_its_own_tribute_summon():
    assert any("about_its_tributes" in refs for refs in _refs("Guardian Tryce"))


def test_activation_refs_round_trip_through_the_graph():
    from edison_kg.rdf.mapping import EFFECT_FIELDS
    assert set(REFS) <= {f.attribute for f in EFFECT_FIELDS}
