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
