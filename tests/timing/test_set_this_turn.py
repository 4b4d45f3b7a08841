"""Rule card-trap-the-turn-it-is-set-by-permission: a face-up card's effect lets its player activate the
Trap Card it names the turn it is Set; any other Trap Card still waits for the next turn (rule card-trap-set-first)."""

from __future__ import annotations

from edison_kg import timing

SET_FIRST = "/card-trap-set-first"


def _ask(trap: str, holder: dict | None) -> dict:
    cards = {"stardust": {"name": "Stardust Dragon", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "trap": {"name": trap, "controller": "A", "zone": "hand"}}
    if holder is not None:
        cards["holder"] = {"name": "Night Wing Sorceress", **holder}
    steps = [{"events": [{"event": "set", "card": "trap", "player": "A", "from": "hand", "to": "spell_trap_zone"}]}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": {"can_activate": "trap"}}).to_dict()


def _set_first(answer: dict) -> bool:
    return answer["answer"] == "no" and any(rule.endswith(SET_FIRST) for rule in answer["rules"])


FACE_UP = {"controller": "A", "zone": "monster_zone", "position": "attack"}


def test_the_named_trap_can_be_activated_the_turn_it_is_set():
    answer = _ask("Assault Mode Activate", FACE_UP)
    assert answer["answer"] == "yes"
    assert any("the turn it was Set" in sentence for sentence in answer["assumed"])


def test_without_the_face_up_card_the_trap_waits():
    assert _set_first(_ask("Assault Mode Activate", None))
    assert _set_first(_ask("Assault Mode Activate", {"controller": "A", "zone": "monster_zone", "position": "face_down"}))
    assert _set_first(_ask("Assault Mode Activate", {**FACE_UP, "controller": "B"}))    # the opponent's card


def test_a_trap_it_does_not_name_still_waits():
    assert _set_first(_ask("Reckless Greed", FACE_UP))
