""""When a Spell/Trap Card, or monster effect, is activated" names Spell/Trap Cards' activations and
monsters' effects (EventPattern.cards_or_monster_effects, rule cond-spell-trap-card-or-monster-effect);
"a Spell, Trap, or Effect Monster's effect" names effects of all three."""

from __future__ import annotations

from cardtext.pool import card


def _condition(name, number=0):
    return card(name)[number].condition


def test_a_spell_trap_card_or_monster_effect_is_read():
    assert _condition("Gemini Imps").cards_or_monster_effects
    assert _condition("Light and Darkness Dragon", 1).cards_or_monster_effects


def test_effects_of_all_three_are_not_narrowed():
    assert not _condition("Fake Trap").cards_or_monster_effects
