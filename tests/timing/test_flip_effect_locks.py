"""Flip Effects that are not activated (round 76): an effect that flips monsters face-up saying their Flip Effects
are not activated, in any of its wordings ("Flip monsters' effects are not activated at this time", "Flip effects
aren't activated": rule flip-effects-not-activated), and a continuous lock on a kind of monster's effects ("Flip
monsters' effects cannot be activated": rule ce-lock-on-a-kind-of-monsters-effects), against a negation only
("Negate the effects of Flip Effect Monsters"), which lets them be activated. Real cards: Ceasefire, Royal Command,
Fiend Skull Dragon, Brain Golem, Magnetic Mosquito, Bite Shoes, Man-Eater Bug, Sangan."""

from __future__ import annotations

import pytest

from edison_kg import timing
from edison_kg.cardtext import read_card


def _rules(got) -> set[str]:
    return {iri.rsplit("/", 1)[-1] for iri in got.rule_iris}


def _chain(got) -> list[str]:
    return [entry["card"] for entry in got.to_dict()["chain"]]


def test_ceasefire_flips_without_flip_effects():
    cards = {"cf": {"name": "Ceasefire", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "mm": {"name": "Magnetic Mosquito", "controller": "B", "zone": "monster_zone", "position": "face_down"}}
    got = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                      "steps": [{"activate": "cf"}, {"resolve": 1}], "ask": {"triggers": True}})
    assert _chain(got) == [] and got.to_dict()["missed"] == []
    assert "flip-effects-not-activated" in _rules(got)


def test_a_flip_summon_still_activates_the_flip_effect():
    cards = {"mm": {"name": "Magnetic Mosquito", "controller": "B", "zone": "monster_zone", "position": "face_down"}}
    got = timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "main1", "cards": cards,
                      "steps": [{"summon": "mm", "method": "flip"}], "ask": {"triggers": True}})
    assert _chain(got) == ["mm"]


@pytest.mark.parametrize("text", [
    "Change all face-down Defense Position monsters on the field to face-up Defense Position (Flip monsters' effects "
    "are not activated at this time).",
    "Change all face-down Defense Position monsters on the field to face-up Defense Position, (Flip effects aren't "
    "activated).",
    "Change all face-down Defense Position monsters on the field to face-up Defense Position without activating their "
    "Flip Effects.",
])
def test_the_wordings_of_a_flip_without_flip_effects(text):
    reading = read_card({"name": "X", "card_type": "trap", "subtypes": ["Normal"], "texts": {"custom": text}})
    assert any(e.no_flip_effects for e in reading.effects)


def _flipped_under(holder: dict, flip: str, ask: dict) -> timing.Answer:
    cards = {"lock": holder, "fm": {"name": flip, "controller": "A", "zone": "monster_zone", "position": "face_down"},
             "x": {"name": "Dark Elf", "controller": "B", "zone": "monster_zone"}}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": [{"summon": "fm", "method": "flip"}], "ask": ask})


ROYAL_COMMAND = {"name": "Royal Command", "controller": "B", "zone": "spell_trap_zone", "face_up": True}


@pytest.mark.parametrize("flip", ["Bite Shoes", "Man-Eater Bug"])
def test_royal_command_stops_flip_effects(flip):
    asked = _flipped_under(ROYAL_COMMAND, flip, {"can_activate": "fm"})
    assert asked.answer == "no"
    assert "ce-lock-on-a-kind-of-monsters-effects" in _rules(asked)
    got = _flipped_under(ROYAL_COMMAND, flip, {"triggers": True})
    assert _chain(got) == [] and got.to_dict()["missed"] == []


def test_a_set_royal_command_stops_nothing():
    got = _flipped_under(dict(ROYAL_COMMAND, face_up=False), "Bite Shoes", {"triggers": True})
    assert _chain(got) == ["fm"]


def test_royal_command_does_not_reach_other_monsters():
    cards = {"lock": ROYAL_COMMAND, "sangan": {"name": "Sangan", "controller": "A", "zone": "monster_zone"}}
    got = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                      "steps": [{"events": [{"event": "destroyed", "card": "sangan", "from": "monster_zone",
                                             "to": "graveyard", "cause": "effect"}]}],
                      "ask": {"can_activate": "sangan"}})
    assert got.answer == "yes"


def test_a_negation_of_flip_effect_monsters_lets_them_be_activated():
    # Fiend Skull Dragon negates the Flip Effect as it resolves: it is activated all the same
    fiend = {"name": "Fiend Skull Dragon", "controller": "B", "zone": "monster_zone", "position": "attack"}
    assert _chain(_flipped_under(fiend, "Bite Shoes", {"triggers": True})) == ["fm"]


@pytest.mark.parametrize("text,kind", [
    ("Negate the effects of Flip Effect Monsters.", ("negate-effects", {"Flip"}, set())),
    ("Effects of face-up LIGHT monsters are negated.", ("negate-effects", set(), {"LIGHT"})),
    ("Flip monsters' effects cannot be activated, also their effects are negated.", ("negate-effects", {"Flip"}, set())),
])
def test_the_reader_reads_the_kind_of_monster_locked(text, kind):
    reading = read_card({"name": "X", "card_type": "monster", "subtypes": ["Effect"], "texts": {"custom": text}})
    found = [(r.kind, set(r.cards.subtypes), set(r.cards.attributes)) for e in reading.effects for r in e.restrictions]
    assert kind in found
    assert all(r.cards.subtypes != {"Effect"} for e in reading.effects for r in e.restrictions)
