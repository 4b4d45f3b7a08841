"""The PSCT's bare plural "Spells" / "Traps" taken from a pile name Spell / Trap Cards, as the singular does
(rule state-cards-taken-from-a-pile)."""

from __future__ import annotations

from edison_kg.cardtext.consequences import cost_consequences
from edison_kg.vocab.model import Clause


def _cost(text: str, action: str) -> Clause:
    return cost_consequences([Clause(index=1, action=action, text=text)])[0]


def test_plural_spells_sent_from_the_hand_are_spell_cards():
    assert _cost("Send 2 Spells from your hand to the GY", "send_to_gy").cards.classes == {"spell"}
    assert _cost("Send 2 Traps from your hand to the GY", "send_to_gy").cards.classes == {"trap"}
    # the singular, read before, and a card named with the word inside quotes
    assert _cost("Discard 1 Spell", "discard").cards.classes == {"spell"}
    assert _cost('Discard 1 "Spellbinding Circle"', "discard").cards.classes == frozenset()
