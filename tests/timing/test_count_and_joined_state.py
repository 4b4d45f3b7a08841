"""A count and a state joined by "and" in one activation condition: both must hold (rules
cond-activation-needs-a-count, cond-activation-needs-a-held-state). Chaos Greed: "You can only activate this
card if 4 or more of your cards are currently removed from play and there are no cards in your Graveyard."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext import analyze
from scenario_cards import card


def ask(cards):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": [], "ask": {"can_activate": "cg"}})


def _greed(banished: int, graveyard: bool):
    cards = {"cg": card("Chaos Greed", "A", "hand"),
             **{f"b{i}": card("Sangan", "A", "banished") for i in range(banished)}}
    if graveyard:
        cards["g"] = card("Mystical Elf", "A", "graveyard")
    return ask(cards)


def test_both_parts_met():
    assert _greed(4, graveyard=False).answer == "yes"


def test_a_card_in_the_graveyard_stops_it_though_the_count_is_made():
    got = _greed(4, graveyard=True)
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert "cond-activation-needs-a-held-state" in got.rules


def test_an_empty_graveyard_does_not_make_up_for_the_count():
    got = _greed(3, graveyard=False)
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert "cond-activation-needs-a-count" in got.rules


def test_the_joined_state_is_read_beside_the_count():
    text = ("You can only activate this card if 4 or more of your cards are currently removed from play and there are "
            "no cards in your Graveyard. Draw 2 cards.")
    (effect,) = analyze(text, name="Chaos Greed", card_type="spell", subtypes=("normal",))
    assert (effect.needs_count, effect.needs_held) == ("you banished >= 4", ("graveyard you <= 0",))
