"""The card reader as a whole (edison_kg/cardtext/reader.py): bad text never raises, text it
cannot read is marked with a reason, and the whole pool is read in the vocabulary."""

from __future__ import annotations

import re

import pytest

from cardtext.pool import VOCABULARY, cards
from edison_kg import cardtext
from edison_kg.vocab.schemes import EFFECT_KINDS, TIMING_WORDS


@pytest.mark.parametrize("text", ["", "   ", "???", ";;;", "Target; ; :", "①②③", "● ● ●", "(((", "\"unclosed",
                                  "When ... : ; You can", "x" * 5000])
def test_bad_text_never_crashes(text):
    """analyze() turns a failure of a reader stage into an 'unanalyzed' effect, so kinds alone
    would pass even if every stage raised: the notes say whether a stage failed."""
    for card_type in ("monster", "spell", "trap"):
        effects = cardtext.analyze(text, card_type=card_type)
        assert all(e.kind in EFFECT_KINDS for e in effects)
        failed = [e.note for e in effects if e.note and re.match(r"the (text could not be split|reader failed)", e.note)]
        assert failed == [], f"a reader stage raised on {text[:20]!r} ({card_type})"


def test_unreadable_activation_is_marked_unanalyzed_with_a_reason():
    [effect] = cardtext.analyze("Bananas are yellow; the moon is not.", card_type="monster")
    assert effect.kind == "unanalyzed" and "semicolon" in effect.note


def _notations(scheme: str) -> set[str]:
    text = "\n".join(path.read_text(encoding="utf-8") for path in VOCABULARY)
    return set(re.findall(r'skos:inScheme ek:' + scheme + r' ; skos:notation "([^"]+)"', text))


def test_the_whole_pool_uses_only_the_vocabulary():
    actions, events = _notations("Actions"), _notations("EventTypes")
    zones, causes, players = _notations("Zones"), _notations("Causes"), _notations("Players")
    assert actions and events and zones
    total = 0
    for record in cards().values():
        for effect in cardtext.read_card(record).effects:
            total += 1
            assert effect.kind in EFFECT_KINDS and effect.timing_word in TIMING_WORDS
            assert {c.action for c in effect.clauses + effect.cost_clauses} <= actions
            if effect.condition:
                c = effect.condition
                assert set(c.types) <= events and c.types
                assert {c.from_zone, c.to_zone} - {None} <= zones
                assert c.cause in causes | {None} and c.player in players | {None}
            if effect.kind == "unanalyzed":
                assert effect.note
    assert total > 4000
