"""Monster Zones a card makes unusable are not free (edison_kg/timing/rules/monster_zones.py, rule
zones-closed-by-a-card), on real cards: Ground Collapse selects 2 free Main Monster Zones on the field; Phantom
Dragon closes 2 of its controller's."""

from __future__ import annotations

from scenario_cards import ask, card

RULE = "zones-closed-by-a-card"


def _monsters(count: int) -> dict:
    return {f"m{i}": card("Mad Sword Beast" if i % 2 else "Gemini Elf", "AB"[i % 2], position="attack")
            for i in range(count)}


def test_ground_collapse_needs_two_free_monster_zones_on_the_field():
    cards = {"gc": card("Ground Collapse", "A", "hand")} | _monsters(8)
    assert ask(cards, {"can_activate": "gc"}).answer == "yes"
    full = ask({"gc": card("Ground Collapse", "A", "hand")} | _monsters(9), {"can_activate": "gc"})
    assert full.answer == "no" and RULE in full.rules


def test_zones_a_face_up_card_closed_are_not_free_unless_its_effects_are_negated():
    cards = {"gc": card("Ground Collapse", "A", "hand"), "pd": card("Phantom Dragon", "B", position="attack")} \
        | _monsters(6)
    got = ask(cards, {"can_activate": "gc"})     # 7 monsters and Phantom Dragon's 2 zones: 1 free
    assert got.answer == "no" and RULE in got.rules and "2 zone(s) made unusable" in got.explanation
    cards["pd"] = card("Phantom Dragon", "B", position="face_down")    # face-down: it closes nothing
    assert ask(cards, {"can_activate": "gc"}).answer == "yes"


SIDE = "zones-selected-on-a-side"


def _side_b(count: int) -> dict:
    names = ("Gene-Warped Warwolf", "Dark Blade", "Luster Dragon", "Sangan", "Giant Rat")
    return {f"b{i}": card(names[i], "B", position="attack") for i in range(count)}


def test_zones_selected_on_the_field_are_on_the_side_the_full_other_side_forces():
    # B's 5 zones are full, so Ground Collapse's 2 zones are A's: A has 3 free, Scapegoat needs 4 (round 111)
    cards = {"gc": card("Ground Collapse", "A", "spell_trap_zone", face_up=True),
             "goat": card("Scapegoat", "A", "hand")} | _side_b(5)
    got = ask(cards, {"can_activate": "goat"})
    assert got.answer == "no" and SIDE in got.rules and RULE in got.rules
    assert any("selected 2 of player A's Monster Zones" in a for a in got.assumed)


def test_zones_selected_on_the_field_not_forced_are_taken_on_the_other_side():
    # B has 2 empty zones: Ground Collapse may have selected both there, so Scapegoat's 4 are free (said in assumed)
    cards = {"gc": card("Ground Collapse", "A", "spell_trap_zone", face_up=True),
             "goat": card("Scapegoat", "A", "hand")} | _side_b(3)
    got = ask(cards, {"can_activate": "goat"})
    assert got.answer == "yes"
    assert any("does not say which Monster Zones Ground Collapse selected" in a for a in got.assumed)
    # B has 1 empty zone: 1 of the 2 is A's, leaving A 4 free: still yes
    cards |= _side_b(4)
    assert ask(cards, {"can_activate": "goat"}).answer == "yes"


def test_zones_a_card_closes_on_its_controllers_side_count_against_its_summons():
    # Phantom Dragon closes 2 of A's zones and is in a third: 2 free, Scapegoat needs 4
    cards = {"pd": card("Phantom Dragon", "A", position="attack"), "goat": card("Scapegoat", "A", "hand")}
    got = ask(cards, {"can_activate": "goat"})
    assert got.answer == "no" and RULE in got.rules
    cards["pd"] = card("Phantom Dragon", "B", position="attack")     # on B's side: A's 5 zones are free
    assert ask(cards, {"can_activate": "goat"}).answer == "yes"
