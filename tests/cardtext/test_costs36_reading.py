"""Usage limits of two activations per turn, read on real cards."""

from __future__ import annotations

from edison_kg import cardtext
from tests.cardtext.pool import cards


def _effects(name):
    return cardtext.read_card(cards()[name]).effects


def test_up_to_twice_per_turn_is_a_turn_limit_of_two():
    borg = _effects("Reinforced Human Psychic Borg")[0]
    assert (borg.kind, borg.usage_scope, borg.uses_per_turn) == ("ignition", "turn", 2)
    assert borg.cost_text == "banish 1 Psychic monster from your GY"


def test_twice_per_turn_before_you_can_is_read_with_its_cost():
    crasher = _effects("Seismic Crasher")[0]
    assert (crasher.usage_scope, crasher.uses_per_turn, crasher.optional) == ("turn", 2, True)
    assert crasher.cost_clauses[0].action == "send_to_gy"


def test_twice_per_turn_of_what_a_monster_does_is_no_usage_limit():
    # Shield Wing: "Twice per turn, this card cannot be destroyed by battle."; Master Monk: "Can attack twice per turn."
    for name in ("Shield Wing", "Master Monk"):
        effect = _effects(name)[0]
        assert (effect.usage_scope, effect.uses_per_turn) == (None, None)


def test_once_per_turn_keeps_no_count():
    assert _effects("Drill Warrior")[0].uses_per_turn is None
