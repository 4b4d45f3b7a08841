""""You can discard the same type of card (Monster, Spell, or Trap); negate the effect": the discard must be of the
type of the card whose activation it answers (edison_kg/timing/rules/same_type_cost.py, rule
cost-same-type-as-the-activated-card); pool cards, as `edison-kg ask` answers."""

from __future__ import annotations

from scenario_cards import ask, card


def joker_answer(in_hand: str | None):
    cards = {"moon": card("Book of Moon", "B", "hand"),
             "joker": card("Arcana Knight Joker", "A", position="attack")}
    if in_hand:
        cards["held"] = card(in_hand, "A", "hand")
    return ask(cards, {"can_activate": "joker"}, steps=[{"activate": "moon", "targets": ["joker"]}], turn_player="B")


def test_a_spell_in_hand_pays_the_cost_against_a_spell():
    assert joker_answer("Mystical Space Typhoon").answer == "yes"


def test_without_a_spell_in_hand_it_cannot_be_activated_against_a_spell():
    for held in ("Sangan", "Mirror Force"):
        got = joker_answer(held)
        assert got.answer == "no" and "cost-same-type-as-the-activated-card" in got.rules, held
    assert joker_answer(None).answer == "no"      # an empty hand has no card to discard at all
