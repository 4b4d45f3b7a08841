"""Restrictions on what can be activated or Summoned whose cards are named in the
Edison texts' own words: a card's name in quotes ('"Monster Reborn" also cannot be played'), an
Attribute as a plural noun ("DARKs") (cardtext/continuous.py, tables/restrictions.toml)."""

from __future__ import annotations

from edison_kg.cardtext import analyze
from cardtext.pool import card


def continuous_trap(text: str):
    return analyze(text, card_type="trap", subtypes=("Continuous",))


def test_a_card_named_in_quotes_that_cannot_be_played():
    effects = card("Call of Darkness")
    [ban] = [r for e in effects for r in e.restrictions]
    assert ban.kind == "cannot-activate"
    # the word "Monster" inside the name names the card, not Monster Cards
    assert (ban.cards.card_names, ban.cards.classes) == (frozenset({"Monster Reborn"}), frozenset())


def test_a_name_in_quotes_with_a_class_word_of_its_own():
    [effect] = continuous_trap('"Pot of Greed" cannot be activated.')
    [ban] = effect.restrictions
    assert (ban.kind, ban.cards.card_names, ban.cards.classes) == ("cannot-activate", frozenset({"Pot of Greed"}),
                                                                   frozenset())


def test_an_attribute_said_as_a_plural_noun():
    [summons] = [r for e in card("Consecrated Light") for r in e.restrictions]
    assert (summons.kind, summons.action, summons.players) == ("cannot-special-summon", "special_summon", "both")
    assert (summons.cards.classes, summons.cards.attributes) == (frozenset({"monster"}), frozenset({"DARK"}))


def test_a_normal_summon_lock_alone_is_not_read_as_a_special_summon_lock():
    [effect] = continuous_trap("Neither player can Normal Summon DARKs.")
    assert not [r for r in effect.restrictions if r.kind == "cannot-special-summon"]


def test_a_quoted_name_that_can_still_be_played_is_no_ban():
    [effect] = continuous_trap('You can activate "Monster Reborn" twice.')
    assert not effect.restrictions
