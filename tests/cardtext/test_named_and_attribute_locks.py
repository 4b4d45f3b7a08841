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


def test_an_attempt_to_special_summon_attributes_in_the_shorthand_plural():
    # Koa'ki Meiru Drago: "Neither player can attempt to Special Summon LIGHTs and DARKs": both Attributes are locked,
    # and the sentence Special Summons nothing itself
    [lock] = card("Koa'ki Meiru Drago")[:1]
    [summons] = lock.restrictions
    assert (summons.kind, summons.players, summons.cards.attributes) == ("cannot-special-summon", "both",
                                                                         frozenset({"LIGHT", "DARK"}))
    assert [c.action for c in lock.clauses] == ["other"]
    # Vanity's Fiend: "Neither player can attempt to Special Summon monsters": any monster, likewise no Summon of its own
    [fiend] = [e for e in card("Vanity's Fiend") if e.restrictions]
    assert (fiend.restrictions[0].cards.attributes, [c.action for c in fiend.clauses]) == (frozenset(), ["other"])
