"""Round 183: attacks made direct attacks against a monster that cannot attack directly (rule
bt-direct-attack-against-cannot-attack-directly, edison_kg/timing/rules/direct_attacks.py and
edison_kg/cardtext/direct_attacks.py): Feather Shot's rulings with Absolute End."""

from __future__ import annotations

import pytest

from edison_kg import timing

RULE = "https://w3id.org/edison-kg/id/rule/bt-direct-attack-against-cannot-attack-directly"
AVIAN = {"name": "Elemental HERO Avian", "controller": "A", "zone": "monster_zone", "position": "attack"}


def _ask(steps, question):
    cards = {"avian": AVIAN, "shot": {"name": "Feather Shot", "controller": "A", "zone": "hand"},
             "end": {"name": "Absolute End", "controller": "B", "zone": "spell_trap_zone"}}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": question}).to_dict()


@pytest.mark.parametrize("resolved, answer", [(True, "no"), (False, "yes")])
def test_absolute_end_after_feather_shot_resolved(resolved, answer):
    steps = [{"activate": "shot", "targets": ["avian"]}] + ([{"resolve": 1}] if resolved else [])
    got = _ask(steps, {"can_activate": "end"})
    assert got["answer"] == answer, got["explanation"]
    assert (RULE in got["rules"]) == resolved


@pytest.mark.parametrize("activated, answer", [(True, "no"), (False, "yes")])
def test_feather_shot_in_a_turn_absolute_end_was_activated(activated, answer):
    steps = [{"activate": "end"}, {"resolve": 1}] if activated else []
    got = _ask(steps, {"can_activate": "shot"})
    assert got["answer"] == answer, got["explanation"]
    assert (RULE in got["rules"]) == activated

