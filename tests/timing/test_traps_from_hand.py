"""Trap Cards activated from the hand by an effect's permission (rule card-trap-from-the-hand-by-permission)."""

from __future__ import annotations

from edison_kg.timing.rules.activation import can_activate
from subset_duel import duel, own, subset_engine  # noqa: F401  (fixtures)

GRAVE_PERMISSION = "During the turn this card was sent to the Graveyard, you can activate Trap Cards from your hand."
SPELL_PERMISSION = "During this turn, you can activate 1 Trap Card from your hand."
TRAP = "Draw 1 card."


def _trap_in_hand():
    return own("Drawing Trap", TRAP, "A", "hand", "trap", "Normal")


def _verdict(state, ref="trap"):
    answer = can_activate(state, ref, None, None)
    return answer.answer, answer.rules


def test_a_monster_sent_to_the_graveyard_this_turn_lets_traps_be_activated_from_the_hand(duel):
    cards = {"trap": _trap_in_hand(),
             "giver": own("Giver", GRAVE_PERMISSION, "A", "monster_zone", "monster", "Effect", position="attack")}
    sent = {"events": [{"event": "destroyed", "card": "giver", "player": "A", "from": "monster_zone",
                        "to": "graveyard", "cause": "effect"}]}
    answer, rules = _verdict(duel(cards, [sent]))
    assert answer == "yes" and "card-trap-set-first" not in rules
    # before it is sent there, or for the opponent's Trap, the Trap is still Set first
    assert _verdict(duel(cards, []))[0] == "no"
    theirs = dict(cards, trap=own("Drawing Trap", TRAP, "B", "hand", "trap", "Normal"))
    answer, rules = _verdict(duel(theirs, [sent]))
    assert answer == "no" and "card-trap-set-first" in rules


def test_a_spell_that_resolved_this_turn_lets_traps_be_activated_from_the_hand(duel):
    cards = {"trap": _trap_in_hand(),
             "spell": own("Giving Spell", SPELL_PERMISSION, "A", "hand", "spell", "Normal")}
    state = duel(cards, [{"activate": "spell"}, {"resolve": 1}])
    assert _verdict(state)[0] == "yes"
    assert _verdict(duel(cards, []))[0] == "no"
