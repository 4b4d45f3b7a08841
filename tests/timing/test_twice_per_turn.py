""""Up to twice per turn" / "Twice per turn": a usage limit of two activations of the same card in
one turn; the third is refused (rule limit-twice-per-turn), a negated activation counts (neg-limit-once-per-turn)."""

from __future__ import annotations

from edison_kg.timing.rules.limits import usage_limit
from subset_duel import duel, own, subset_engine  # noqa: F401  (fixtures)

# Reinforced Human Psychic Borg's Edison text
BORG = own("Reinforced Human Psychic Borg", "Up to twice per turn: You can banish 1 Psychic monster from your GY; "
           "this card gains 500 ATK.", "A", "monster_zone", "monster", "Effect", position="attack")
USE = [{"activate": "borg", "effect": 1}, {"resolve": 1}]


def _verdict(state):
    return usage_limit(state, "borg", state.infos["borg"].effect(1))


def test_the_first_and_second_activations_are_allowed(duel):
    assert _verdict(duel({"borg": BORG})) is None
    assert _verdict(duel({"borg": BORG}, USE)) is None


def test_the_third_activation_in_the_same_turn_is_refused(duel):
    verdict = _verdict(duel({"borg": BORG}, USE + USE))
    assert (verdict.answer, verdict.rules) == ("no", ["limit-twice-per-turn"])
    assert "2 times" in verdict.explanation


def test_the_two_uses_come_back_the_next_turn(duel):
    later = USE + USE + [{"phase": "end"}, {"phase": "draw"}, {"phase": "main1"}]
    assert _verdict(duel({"borg": BORG}, later)) is None


def test_a_plain_once_per_turn_effect_still_allows_one(duel):
    once = own("Reinforced Human Psychic Borg", "Once per turn: You can banish 1 Psychic monster from your GY; "
               "this card gains 500 ATK.", "A", "monster_zone", "monster", "Effect", position="attack")
    verdict = _verdict(duel({"borg": once}, USE))
    assert (verdict.answer, verdict.rules) == ("no", ["neg-limit-once-per-turn"])
