"""Round 141: "X, or, if you have none, Y" is no choice of the player (rule res-branch-if-none-found), on
Common Charity and Allure of Darkness (the 2 pool cards of the shape)."""

from __future__ import annotations

from pathlib import Path

import pytest

from edison_kg import timing
from edison_kg.errors import BadScenario

RULE = "res-branch-if-none-found"
CARDS = Path(__file__).resolve().parents[2] / "data" / "cards"


def resolve(card, in_hand=None, face_up=False):
    cards = {"it": {"name": card, "controller": "A", "zone": "spell_trap_zone", "face_up": face_up}}
    for i, name in enumerate(in_hand or []):
        cards[f"h{i}"] = {"name": name, "controller": "A", "zone": "hand"}
    return timing.ask({"game": "yugioh-edison", "turn_player": "B", "cards": cards,
                       "steps": [{"activate": "it"}, {"resolve": 1}], "ask": {"last_thing": True}})


@pytest.mark.parametrize("slug", ["common-charity", "allure-of-darkness"])
def test_the_reader_marks_the_last_part(slug):
    assert "ek:doneIfNoneFound true" in (CARDS / f"{slug}.ttl").read_text()


@pytest.mark.parametrize("card, monster", [("Common Charity", "Gene-Warped Warwolf"),
                                           ("Allure of Darkness", "Dark Magician")])
def test_a_card_of_the_kind_in_hand_is_banished_not_a_choice(card, monster):
    got = resolve(card, [monster])
    # the cards drawn just before could fit too: the banished card is the player's pick
    assert [(e["event"], e["card"]) for e in got.last_thing] == [("banished", None)]
    assert RULE in got.rules
    assert any(card in a and "no player's choice" in a for a in got.assumed)


def test_several_fitting_cards_leave_the_pick_open():
    got = resolve("Common Charity", ["Gene-Warped Warwolf", "Dark Magician"])
    assert [(e["event"], e["card"]) for e in got.last_thing] == [("banished", None)]


@pytest.mark.parametrize("card, other", [("Allure of Darkness", "Gene-Warped Warwolf"),
                                         ("Common Charity", "Mystical Space Typhoon")])
def test_no_card_of_the_kind_named_the_draw_decides_so_it_must_be_stated(card, other):
    with pytest.raises(BadScenario, match="depends on the cards"):
        resolve(card, [other])


def test_what_the_scenario_states_it_did_is_taken():
    got = timing.ask({"game": "yugioh-edison", "turn_player": "B", "cards": {
        "it": {"name": "Allure of Darkness", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
        "w": {"name": "Gene-Warped Warwolf", "controller": "A", "zone": "hand"}},
        "steps": [{"activate": "it"}, {"resolve": 1, "events": [{"event": "sent_to_gy", "card": "w"}]}],
        "ask": {"last_thing": True}})
    assert [(e["event"], e["card"]) for e in got.last_thing] == [("sent_to_gy", "w")]
