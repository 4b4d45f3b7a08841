""""Your opponent cannot activate Spell (Trap) Cards during the next turn" holds through the next turn only, and an
unwritten mandatory trigger that sets it is taken as resolved (rule ce-lock-for-the-next-turn)."""

from __future__ import annotations

from edison_kg import timing

NEXT_TURN = [{"phase": "main2"}, {"phase": "end"}, {"phase": "draw"}, {"phase": "standby"}, {"phase": "main1"}]


def _ask(sage: str, answer_card: dict, written: bool, later: list, destroys: bool = True) -> dict:
    cards = {"sage": {"name": sage, "controller": "A", "zone": "monster_zone", "position": "attack"},
             "panther": {"name": "Neo-Spacian Dark Panther", "controller": "B", "zone": "monster_zone",
                         "position": "attack"},
             "mf": {"name": "Mirror Force", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "x": answer_card}
    steps = [{"events": [{"event": "attack_declared", "card": "sage", "target": "panther"}]}, {"phase": "damage_step"}]
    if destroys:
        steps.append({"events": [{"event": "destroyed", "card": "panther", "cause": "battle", "by": "sage",
                                  "from": "monster_zone", "to": "graveyard"}]})
    if written:
        steps += [{"activate": "sage"}, {"resolve": 1}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
                       "steps": steps + later, "ask": {"can_activate": "x"}}).to_dict()


MST = {"name": "Mystical Space Typhoon", "controller": "B", "zone": "hand"}
SET_MST = {"name": "Mystical Space Typhoon", "controller": "B", "zone": "spell_trap_zone", "face_up": False}


def test_the_written_trigger_locks_spell_cards_in_the_next_turn():
    answer = _ask("Sage of Silence", MST, True, NEXT_TURN)
    assert answer["answer"] == "no"
    assert any(rule.endswith("/ce-lock-for-the-next-turn") for rule in answer["rules"])


def test_the_unwritten_mandatory_trigger_is_taken_as_resolved_and_said():
    answer = _ask("Sage of Silence", MST, False, NEXT_TURN)
    assert answer["answer"] == "no"
    assert any("Sage of Silence's mandatory effect" in sentence for sentence in answer["assumed"])


def test_the_lock_does_not_hold_in_the_rest_of_the_turn_it_resolved_in():
    assert _ask("Sage of Silence", SET_MST, True, [{"phase": "main2"}])["answer"] == "yes"


def test_without_a_monster_destroyed_by_battle_there_is_no_lock():
    answer = _ask("Sage of Silence", MST, False, NEXT_TURN, destroys=False)
    assert answer["answer"] == "yes"
    assert not any("mandatory effect" in sentence for sentence in answer["assumed"])


def test_sage_of_stillness_locks_trap_cards_in_the_next_turn():
    trap = {"name": "Mirror Force", "controller": "B", "zone": "spell_trap_zone", "face_up": False}
    spell = {"name": "Mystical Space Typhoon", "controller": "B", "zone": "hand"}
    assert _ask("Sage of Stillness", {**trap, "name": "Dust Tornado"}, False, NEXT_TURN)["answer"] == "no"
    assert _ask("Sage of Stillness", spell, False, NEXT_TURN)["answer"] == "yes"
