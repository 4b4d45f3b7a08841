"""Cards an effect activates, under a restriction on activating them (rule
ce-forbidden-action-effect, edison_kg/timing/rules/activated_cards.py): an effect whose doing is to
activate Trap Cards from the hand does nothing while its player cannot activate Trap Cards. Real
cards: Jetroid, Jinzo ("Trap Cards cannot be activated"), Spell Canceller (Spell Cards only),
Vorse Raider."""

from __future__ import annotations

import pytest

from edison_kg import timing
from edison_kg.cardtext import analyze


def _jetroid_attacked(lock: str) -> timing.Answer:
    cards = {"jt": {"name": "Jetroid", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "vorse": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "lock": {"name": lock, "controller": "B", "zone": "monster_zone", "position": "attack"}}
    raw = {"game": "yugioh-edison", "turn_player": "B", "phase": "battle", "cards": cards,
           "steps": [{"events": [{"event": "attack_declared", "card": "vorse", "player": "B", "target": "jt"}]}],
           "ask": {"can_activate": "jt"}}
    return timing.ask(raw)


def test_no_trap_can_be_activated_so_jetroid_cannot_be():
    got = _jetroid_attacked("Jinzo")
    assert (got.answer, got.reason) == ("no", "other")
    assert any(r.endswith("rule/ce-forbidden-action-effect") for r in got.rule_iris)


def test_a_lock_on_spell_cards_does_not_reach_traps():
    assert _jetroid_attacked("Spell Canceller").answer == "yes"


@pytest.mark.parametrize("text, classes", [
    ("At the time this card is selected as an attack target by an opponent's monster, you can activate Trap "
     "Card(s) from your hand.", {"trap"}),
    ("Activate 1 Field Spell Card directly from your Deck.", {"spell"}),
])
def test_the_reader_types_the_wording(text, classes):
    clause = analyze(text)[0].clauses[0]
    assert (clause.action, set(clause.cards.classes)) == ("activate_card", classes)
