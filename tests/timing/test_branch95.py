"""Round 95: a resolution whose branch the target's stat decides, not a player ("destroy it if its DEF is 2000 or
less, or return it face-down if its DEF is more than 2000", Acid Trap Hole), and monsters from the hand whose
combined ATK must be exactly a number (Skull Conductor). Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card

BY_STAT = "res-branch-by-stat"
EXACT = "deed-combined-atk-exactly"


def _acid(target: str, question: dict, **stated):
    cards = {"mon": card(target, "A", position="face_down", **stated),
             "ath": card("Acid Trap Hole", "B", "spell_trap_zone", face_up=False)}
    return ask(cards, question, [{"activate": "ath", "targets": ["mon"]}, {"resolve": 1}], turn_player="B")


def _events(got):
    return [(e["event"], e.get("card")) for e in got.to_dict()["last_thing"]]


def test_acid_trap_hole_destroys_a_monster_of_2000_or_less_def_and_the_flip_misses_the_timing():
    got = _acid("Flip Flop Frog", {"triggers": True})
    assert got.to_dict()["chain"] == [] and [m["card"] for m in got.to_dict()["missed"]] == ["mon"]
    assert BY_STAT in got.rules
    assert any("200" in a and "card data" in a for a in got.assumed)


def test_acid_trap_hole_destroys_another_low_def_monster():
    got = _acid("Morphing Jar", {"last_thing": True})
    assert _events(got) == [("destroyed", "mon")]
    assert BY_STAT in got.rules


def test_acid_trap_hole_does_not_destroy_a_monster_of_more_than_2000_def():
    got = _acid("Big Shield Gardna", {"last_thing": True})
    assert ("destroyed", "mon") not in _events(got)
    assert any("2600" in a for a in got.assumed)


def test_acid_trap_hole_counts_the_def_the_scenario_states():
    got = _acid("Morphing Jar", {"last_thing": True}, **{"def": 2500})
    assert ("destroyed", "mon") not in _events(got)
    assert any("2500" in a and "scenario states" in a for a in got.assumed)


def test_reader_gives_each_branch_the_def_its_target_must_have():
    from edison_kg.cardtext.reader import analyze
    text = ("Target 1 face-down Defense Position monster on the field; flip it face-up, then destroy it if its DEF is "
            "2000 or less, or return it face-down if its DEF is more than 2000.")
    clauses = analyze(text, card_type="trap", subtypes=("Normal",), name="Acid Trap Hole")[0].clauses
    assert [(c.only_if_kind.def_max, c.only_if_kind.def_min) for c in clauses] == [(None, None), (2000, None), (None, 2001)]


def _skull(*hand: str):
    cards = {"sc": card("Skull Conductor", "A", "hand"), **{f"h{i}": card(n, "A", "hand") for i, n in enumerate(hand)}}
    return ask(cards, {"can_activate": "sc", "effect": 2})


def test_skull_conductor_cannot_be_activated_with_zombies_short_of_exactly_2000():
    got = _skull("Zombie Master")
    assert got.answer == "no" and EXACT in got.rules
    got = _skull("Zombie Master", "Spirit Reaper")          # 1800 + 300: 2100, and neither alone
    assert got.answer == "no" and EXACT in got.rules


def test_skull_conductor_can_be_activated_with_zombies_of_exactly_2000():
    assert _skull("Vampire Lord").answer == "yes"
    assert _skull("Mezuki", "Spirit Reaper").answer == "yes"   # 1700 + 300


def test_skull_conductor_does_not_count_a_question_mark_atk():
    got = _skull("King of the Skull Servants")
    assert got.answer == "no"


def test_reader_stores_the_combined_atk():
    from edison_kg.cardtext.reader import analyze
    text = ("You can send this card from your hand to the Graveyard; Special Summon up to 2 Zombie-Type monsters from "
            "your hand whose combined ATK is exactly 2000.")
    assert [e.combined_atk_exactly for e in analyze(text, name="Skull Conductor")] == [2000]
