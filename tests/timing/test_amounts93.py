"""What a resolution did, and how much (round 93): an amount for each card of a Type named alone ("Gain 600LP For each
Psychic you control", counted as it resolves), and a discard of more cards than the hand holds ("your opponent
discards 3 random cards from their hand": the whole hand). Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card

COUNTED = "res-amount-counted-as-it-resolves"
WHOLE_COUNT = "res-discard-the-whole-count-of-a-hand"
SHORT = "res-discard-a-hand-short-of-its-count"


def _last(got):
    return [(e["event"], e.get("player"), e.get("amount"), e.get("card")) for e in got.to_dict()["last_thing"]]


def _android(other: str):
    cards = {"android": card("Magical Android", "A", position="attack"), "other": card(other, "A", position="attack")}
    return ask(cards, {"last_thing": True}, [{"activate": "android"}, {"resolve": 1}], phase="end")


def test_magical_android_gains_600_for_each_psychic_monster_it_counts():
    got = _android("Krebons")
    assert _last(got) == [("lp_gained", "A", 1200, None)]
    assert COUNTED in got.rules


def test_magical_android_does_not_count_a_monster_of_another_type():
    got = _android("Vorse Raider")
    assert _last(got) == [("lp_gained", "A", 600, None)]


def test_reader_reads_a_type_named_alone_as_its_monsters():
    from edison_kg.cardtext.scaled import scaled_count
    from edison_kg.cardtext.life_points import clause_amount_per_card
    count, kind = scaled_count("Gains 300 ATK for each Plant you control")           # Botanical Lion
    assert count == "you field" and kind.monster_types == {"Plant"}
    assert clause_amount_per_card("lp_gained", "Gain 600LP For each Psychic you control") == 600   # Magical Android
    assert scaled_count("Gains 300 ATK for each Spell you control") is None             # no Type: not read


def _mazera(hand: dict):
    cards = {"maz": card("Mazera DeVille", "A", "hand"), "pand": card("Pandemonium", "A", "field_zone", face_up=True),
             "zera": card("Warrior of Zera", "A", position="attack"), **hand}
    steps = [{"summon": "maz", "method": "special", "materials": ["zera"]}, {"activate": "maz"}, {"resolve": 1}]
    return ask(cards, {"last_thing": True}, steps)


def test_mazera_deville_discards_a_hand_of_two_whole():
    got = _mazera({"mst": card("Mystical Space Typhoon", "B", "hand"), "sak": card("Sakuretsu Armor", "B", "hand")})
    assert sorted(c for *_, c in _last(got)) == ["mst", "sak"]
    assert {WHOLE_COUNT, SHORT} <= set(got.rules)
    assert any("B's hand holds only" in line for line in got.assumed)


def test_mazera_deville_discards_a_hand_of_exactly_three_without_the_short_rule():
    got = _mazera({"mst": card("Mystical Space Typhoon", "B", "hand"), "sak": card("Sakuretsu Armor", "B", "hand"),
                   "mf": card("Mirror Force", "B", "hand")})
    assert sorted(c for *_, c in _last(got)) == ["mf", "mst", "sak"]
    assert WHOLE_COUNT in got.rules and SHORT not in got.rules


def test_mazera_deville_with_more_cards_than_three_names_none():
    hand = {f"c{i}": card(name, "B", "hand") for i, name in
            enumerate(["Mystical Space Typhoon", "Sakuretsu Armor", "Mirror Force", "Torrential Tribute"])}
    got = _mazera(hand)
    assert [c for *_, c in _last(got)] == [None]
    assert SHORT not in got.rules


def test_reader_reads_the_count_of_a_discard_in_the_third_person():
    from edison_kg.cardtext.discarded_count import _DISCARDS_N
    assert _DISCARDS_N.search("your opponent discards 2 random cards").group("n") == "2"     # Secrets of the Gallant
    assert _DISCARDS_N.search("Your opponent discards 3 random cards (their entire hand, if less than 3)").group("n") == "3"
    assert _DISCARDS_N.search("Your opponent discards 1 card they just drew") is None         # Drop Off: not a count
