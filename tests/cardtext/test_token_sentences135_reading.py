"""Round 135: the sentences after "Special Summon ... "X Token(s)" (stats)" about those Tokens are the Tokens' own
conditions, not clauses, options or usage limits of the card (rule token-conditions-belong-to-the-token,
edison_kg/cardtext/token_sentences.py); the Token's printed ATK and DEF are stored with the Summoning clause (rule
state-token-has-its-printed-stats, edison_kg/cardtext/token_stats.py)."""

from __future__ import annotations

from edison_kg.cardtext.token_sentences import without_token_sentences
from tests.cardtext.pool import card


def _summon(name):
    (clause,) = [c for e in card(name) for c in e.clauses if c.action == "special_summon"]
    return clause


def test_fiends_sanctuary_upkeep_is_no_usage_limit_nor_option():
    (effect,) = card("Fiend's Sanctuary")
    assert not effect.once_per_turn and effect.usage_limit is None
    assert [c.action for c in effect.clauses] == ["special_summon"]
    assert not any(c.alternative for c in effect.clauses)
    assert "pay 1000 LP" in effect.text          # the text stays whole


def test_the_tokens_sentences_are_left_out_of_the_clause():
    assert _summon("Nightmare Archfiends").text.endswith("in Attack Position")
    assert "Tributed" not in _summon("Multiply").text
    assert "declare an attack" not in _summon("Blockman").text
    (effect,) = card("Metabo Globster")[:1]
    assert [c.action for c in effect.clauses] == ["special_summon"]
    assert "These tokens cannot be Tributed" not in effect.clauses[-1].text and "These tokens" in effect.text


def test_the_cards_own_sentences_stay():
    # "You cannot Summon other monsters the turn you activate this card": the card's, not the Tokens'
    assert "You cannot Summon other monsters" in _summon("Fires of Doomsday").text
    # "Destroy this Token during the End Phase": a later deed of the card's own effect
    text = "Special Summon 1 \"Mirage Token\" with the same Level. Destroy this Token during the End Phase."
    assert without_token_sentences(text) == text


def test_without_a_token_summon_nothing_is_cut():
    text = "Special Summon 1 monster from your Graveyard. It cannot attack this turn."
    assert without_token_sentences(text) == text


def test_token_stats_are_stored_exactly():
    kind = _summon("Fiend's Sanctuary").cards
    assert (kind.atk_min, kind.atk_max, kind.def_min, kind.def_max) == (0, 0, 0, 0)
    kind = _summon("Nightmare Archfiends").cards
    assert (kind.atk_min, kind.atk_max, kind.def_min, kind.def_max) == (2000, 2000, 2000, 2000)


def test_a_summon_without_printed_stats_stores_none():
    kind = _summon("Monster Reborn").cards
    assert kind.atk_min is None and kind.def_min is None
