"""A monster whose effects a resolved effect negated ("negate the effects of that face-up monster ..., until the
end of this turn") applies none of its continuous effects while that lasts (rule
neg-target-negated-applies-nothing, timing/restrictions.py). Real cards: Spell Canceller ("No Spell Cards can be
activated"), Effect Veiler, Pot of Greed."""

from __future__ import annotations

import pytest

from edison_kg import timing


def _ask(veiled: bool) -> timing.Answer:
    cards = {"canceller": {"name": "Spell Canceller", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "pot": {"name": "Pot of Greed", "controller": "B", "zone": "hand"},
             "veiler": {"name": "Effect Veiler", "controller": "A", "zone": "hand"}}
    steps = [{"activate": "veiler", "targets": ["canceller"]}, {"resolve": 1}] if veiled else []
    return timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": {"can_activate": "pot"}})


def _rules(got) -> set[str]:
    return {iri.rsplit("/", 1)[-1] for iri in got.rule_iris}


@pytest.mark.parametrize("veiled", [True, False])
def test_a_lock_of_a_monster_whose_effects_were_negated_stops_nothing(veiled):
    got = _ask(veiled)
    if veiled:
        assert got.answer == "yes" and "neg-target-negated-applies-nothing" in _rules(got)
    else:
        assert (got.answer, got.reason) == ("no", "other") and "neg-target-negated-applies-nothing" not in _rules(got)
