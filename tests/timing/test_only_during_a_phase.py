"""A card whose text says "Activate only during the End Phase" ("your opponent's Standby Phase") is activated at
any moment of that phase its Spell Speed allows: the phase is a window, not an event it answers (cardtext/effect.py,
rule window-phase-named-in-its-text)."""

from __future__ import annotations

from cardtext.pool import card as read_card
from scenario_cards import ask, card

RULE = "window-phase-named-in-its-text"


def destroyed(ref, player):
    return {"events": [{"event": "destroyed", "card": ref, "player": player, "from": "monster_zone",
                        "to": "graveyard", "cause": "effect"}]}


def test_the_phase_is_read_as_a_window_not_an_event():
    # Royal Writ of Taxation: "Activate only during your opponent's Standby Phase. Select 1 random card ..."
    effect, = read_card("Royal Writ of Taxation")
    assert effect.condition is None and effect.activation_phases == ("standby",) and effect.activation_turn == "opponent"
    assert not effect.condition_unread


def test_it_is_activated_after_something_else_happened_in_that_phase():
    cards = {"writ": card("Royal Writ of Taxation", "A", "spell_trap_zone", face_up=False),
             "elf": card("Gemini Elf", "B", position="attack"), "vorse": card("Vorse Raider", "B", "hand"),
             "rat": card("Giant Rat", "A", position="attack")}
    # a monster destroyed in the opponent's Standby Phase does not close the window
    got = ask(cards, {"can_activate": "writ"}, [{"phase": "standby"}, destroyed("rat", "A")], phase="draw",
              turn_player="B")
    assert got.answer == "yes"
    # not in the opponent's Main Phase 1, nor in its controller's own Standby Phase
    got = ask(cards, {"can_activate": "writ"}, [{"phase": "standby"}, destroyed("rat", "A"), {"phase": "main1"}],
              phase="draw", turn_player="B")
    assert (got.answer, got.reason) == ("no", "condition-not-met") and RULE in got.rules
    got = ask(cards, {"can_activate": "writ"}, [{"phase": "standby"}], phase="draw", turn_player="A")
    assert got.answer == "no" and RULE in got.rules
