"""Round 58 needs on real cards of the pool: whose phase an embedded timing names, stat changes only on
face-up monsters, and cards returned from the hand."""

from __future__ import annotations

from scenario_cards import ask, card


def test_an_embedded_phase_of_yours_is_only_your_own():
    # Balloon Lizard: "Put 1 counter on this card during each of your Standby Phases."
    cards = {"lizard": card("Balloon Lizard", "A", position="attack", face_up=True)}
    mine = ask(cards, {"triggers": True}, phase="standby", turn_player="A")
    assert [e["card"] for e in mine.chain] == ["lizard"]
    theirs = ask(cards, {"triggers": True}, phase="standby", turn_player="B")
    assert theirs.chain == []


def test_a_level_change_picks_only_a_face_up_monster():
    # Silent Strider: "... reduce the Level of 1 monster on the field by 1, until the End Phase"
    strider = card("Silent Strider", "A", "hand")
    face_down = ask({"strider": strider, "elf": card("Gemini Elf", "B", position="defense", face_up=False)},
                    {"can_activate": "strider"})
    assert (face_down.answer, face_down.reason) == ("no", "other")
    assert "stat-change-face-up-monster" in face_down.rules
    face_up = ask({"strider": strider, "elf": card("Gemini Elf", "B", position="attack", face_up=True)},
                  {"can_activate": "strider"})
    assert face_up.answer == "yes"


def test_returning_cards_from_the_hand_needs_them_there():
    # Pot of Generosity: "Return 2 cards from your hand to your Deck."
    pot = card("Pot of Generosity", "A", "hand")
    short = ask({"pot": pot, "elf": card("Gemini Elf", "A", "hand")}, {"can_activate": "pot"})
    assert (short.answer, short.reason) == ("no", "other")
    assert "state-return-from-hand-needs-a-card" in short.rules
    enough = ask({"pot": pot, "elf": card("Gemini Elf", "A", "hand"), "vorse": card("Vorse Raider", "A", "hand")},
                 {"can_activate": "pot"})
    assert enough.answer == "yes"
