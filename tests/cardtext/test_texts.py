"""Which text of a card is read, and why (edison_kg/cardtext/texts.py): the Edison-accurate PSCT,
unless it holds only conditions; the 2010 wording where the sources show a later errata; else the
database text."""

from __future__ import annotations

import pytest

from cardtext.pool import card, cards, event_of
from edison_kg import cardtext
from edison_kg.cardtext.texts import LATER_ERRATA, SUMMONING_ONLY
from edison_kg.vocab.model import EventPattern


def test_analyze_card_prefers_the_edison_psct():
    record = dict(cards()["Sangan"])
    assert card("Sangan")[0].text_version == "psct"
    edison = cardtext.read_card({k: v for k, v in record.items() if k != "psct_text"}).effects
    # without the PSCT: the sources show an errata, so the 2010 wording is read
    assert edison[0].text_version == "historical" and not edison[0].once_per_turn
    older = cardtext.read_card({k: v for k, v in record.items() if k not in ("psct_text", "historical_text")}).effects
    assert older[0].text_version == "pre-errata" and not older[0].once_per_turn
    today = cardtext.read_card({k: v for k, v in record.items()
                                if k not in ("psct_text", "historical_text", "pre_errata_texts")}).effects
    assert today[0].text_version == "printed" and today[0].once_per_turn


def test_dark_magician_of_chaos_keeps_its_2010_trigger():
    # the sources show a later errata, so the reader reads the pre-errata (2010) text: no override needed
    first, second, third = card("Dark Magician of Chaos")
    assert first.text_version == "pre-errata" and first.provenance == "text-analysis"
    assert (first.kind, first.optional, first.timing_word, first.once_per_turn) == ("trigger", True, "when", False)
    assert event_of(first) == EventPattern(types=["normal_summon", "special_summon"], self_card=True)
    assert second.kind == "continuous"                # "Banish any monster this card destroys by battle, instead of ..."
    assert third.kind == "continuous"                 # "If this face-up card would leave the field, banish it instead."


def test_a_psct_of_conditions_only_is_no_reading_of_the_whole_card():
    # E-HERO Neo Bubbleman's PSCT gives only its Summoning condition: the database text's two effects are read
    reading = cardtext.read_card(cards()["Elemental HERO Neo Bubbleman"])
    assert reading.version == "printed" and SUMMONING_ONLY in reading.why
    assert [e.kind for e in reading.effects] == ["continuous", "trigger"]
    assert reading.effects[1].condition.end_of_damage_step          # "... at the end of the Damage Step."
    # where every text holds conditions only, the card has no effect
    for name in ("Great Moth", "Larvae Moth", "Royal Swamp Eel"):
        assert card(name) == [], name


@pytest.mark.parametrize("name,number,events", [
    ("Apprentice Magician", 2, ["destroyed"]),        # 2010: "When this card is destroyed by battle, you can ..."
    ("Airknight Parshath", 2, ["damage_inflicted"]),  # 2010: "When this card inflicts Battle Damage to your opponent, draw 1 card."
    ("The White Stone of Legend", 1, ["sent_to_gy"]),
])
def test_the_2010_wording_is_read_where_the_database_text_carries_a_later_errata(name, number, events):
    reading = cardtext.read_card(cards()[name])
    assert reading.version == "historical" and LATER_ERRATA in reading.why
    effect = reading.effects[number - 1]
    assert effect.timing_word == "when" and effect.condition.types == events
    # the database text reads the same effect with the later 'If'
    today = cardtext.read_card({k: v for k, v in cards()[name].items() if k != "historical_text"})
    assert today.version == "printed" and today.effects[number - 1].timing_word == "if"


def test_a_2010_text_that_reads_otherwise_is_no_errata():
    # Tytannial's 2010 quote reads as an ignition effect where the database text has a quick one: an old
    # wording, not an errata of a timing word or a limit, so the database text is read
    reading = cardtext.read_card(cards()["Tytannial, Princess of Camellias"])
    assert reading.version == "printed" and reading.effects[0].kind == "quick"
