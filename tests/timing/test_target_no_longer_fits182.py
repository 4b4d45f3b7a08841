"""Round 182: a target flipped face-down by a card chained to the effect that targeted it as face-up is no longer its
target (rule res-target-no-longer-fits, edison_kg/timing/target_no_longer_fits.py), and damage measured by a target that
is gone is not inflicted (rule res-amount-by-a-gone-target-not-done, edison_kg/timing/stat_target_gone.py). Real pool
cards: Misfortune's and Reptilianne Vaskii's rulings."""

from __future__ import annotations

import pytest

from edison_kg import timing

FITS = "https://w3id.org/edison-kg/id/rule/res-target-no-longer-fits"
AMOUNT = "https://w3id.org/edison-kg/id/rule/res-amount-by-a-gone-target-not-done"


def _misfortune(answer_card: str | None) -> dict:
    cards = {"misf": {"name": "Misfortune", "controller": "A", "zone": "hand"},
             "elf": {"name": "Gemini Elf", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "aar": {"name": "Attack and Receive", "controller": "B", "zone": "spell_trap_zone"}}
    steps = [{"activate": "misf", "targets": ["elf"]}]
    if answer_card is not None:
        cards["answer"] = {"name": answer_card, "controller": "B", "zone": "spell_trap_zone"}
        steps += [{"activate": "answer", "targets": ["elf"]}, {"resolve": 2}]
    steps.append({"resolve": 1})
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": cards, "steps": steps,
                       "ask": {"can_activate": "aar"}}).to_dict()


def test_misfortune_inflicts_its_damage():
    answer = _misfortune(None)
    assert answer["answer"] == "yes" and answer["last_thing"][0]["event"] == "damage_inflicted"


@pytest.mark.parametrize("answer_card, rule", [("Book of Moon", FITS),          # flipped face-down: still there
                                               ("Compulsory Evacuation Device", None)])   # returned to the hand
def test_no_damage_once_its_target_is_gone(answer_card, rule):
    answer = _misfortune(answer_card)
    assert (answer["answer"], answer["reason"]) == ("no", "condition-not-met")
    assert not any(e["event"] == "damage_inflicted" for e in answer["last_thing"])
    assert AMOUNT in answer["rules"]
    if rule is not None:
        assert any("no longer the target of Misfortune" in line for line in answer["assumed"])


def test_vaskii_does_not_destroy_a_target_flipped_face_down():
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": {
        "vaskii": {"name": "Reptilianne Vaskii", "controller": "A", "zone": "monster_zone", "position": "attack"},
        "elf": {"name": "Gemini Elf", "controller": "B", "zone": "monster_zone", "position": "attack"},
        "moon": {"name": "Book of Moon", "controller": "B", "zone": "spell_trap_zone"}},
        "steps": [{"activate": "vaskii", "targets": ["elf"]}, {"activate": "moon", "targets": ["elf"]},
                  {"resolve": 2}, {"resolve": 1}], "ask": {"last_thing": True}}).to_dict()
    assert not any(e["event"] == "destroyed" for e in answer["last_thing"])
    assert FITS in answer["rules"]
