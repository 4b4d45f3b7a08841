"""A target of either of two kinds (edison_kg/cardtext/either_target.py, rule state-target-must-exist):
"Target 1 face-up Trap, or 1 Set Spell/Trap, on the field" can be activated with a Set card there of
any kind, or a face-up Trap, and not with only a monster or a face-up Spell there (a face-up Spell is neither kind). The pool's one card of this wording is
a drafted one, so the card here brings that wording; the cards beside it are real: Trap Hole (Normal
Trap), Mystical Space Typhoon (Quick-Play Spell), Call of the Haunted (Continuous Trap),
Vorse Raider (a monster, no Spell/Trap), Messenger of Peace (Continuous Spell)."""

from __future__ import annotations

import pytest

from edison_kg import timing

WORDING = "Target 1 face-up Trap, or 1 Set Spell/Trap, on the field; destroy that target if it is a Trap. " \
          "(If the target is Set, reveal it.)"


def _can_activate(other: str, face_up: bool, zone: str = "spell_trap_zone") -> str:
    breaker = {"name": "Trap Breaker", "text": WORDING, "controller": "A", "zone": "hand", "card_type": "spell",
               "subtypes": ["Normal"]}
    there = {"name": other, "controller": "B", "zone": zone, "face_up": face_up}
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": {"it": breaker, "there": there},
           "steps": [], "ask": {"can_activate": "it"}}
    return timing.ask(raw).answer


@pytest.mark.parametrize("other, face_up", [("Trap Hole", False), ("Mystical Space Typhoon", False),
                                            ("Call of the Haunted", True)])
def test_a_card_of_either_kind_can_be_targeted(other, face_up):
    assert _can_activate(other, face_up) == "yes"


def test_with_no_spell_or_trap_there_it_cannot():
    assert _can_activate("Vorse Raider", True, zone="monster_zone") == "no"


def test_a_face_up_card_of_the_other_class_is_neither_kind():
    assert _can_activate("Messenger of Peace", True) == "no"
