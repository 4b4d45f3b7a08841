"""Cards a continuous effect makes players Set first and hold until their next turn (rule
ce-set-first-then-next-turn), asked of the whole engine. Anti-Spell Fragrance is the only card of the pool with the
wording ("Both players must Set Spell Cards before activating them, and cannot activate them until their next turn
after Setting them")."""

from __future__ import annotations

from scenario_cards import ask, card

RULE = "ce-set-first-then-next-turn"
SETS_IT = {"events": [{"event": "set", "card": "mst", "player": "A"}]}
NEXT_TURN = [{"phase": "end"}, {"phase": "main1"}]


def _can(cards, steps=()):
    cards = {"asf": card("Anti-Spell Fragrance", "B", "spell_trap_zone", face_up=True),
             "hole": card("Trap Hole", "B", "spell_trap_zone", face_up=False), **cards}
    answer = ask(cards, {"can_activate": "mst"}, steps).to_dict()
    return answer["answer"], any(r.endswith("/" + RULE) for r in answer["rules"])


def test_a_spell_card_in_the_hand_is_set_first():
    assert _can({"mst": card("Mystical Space Typhoon", "A", "hand")}) == ("no", True)


def test_a_set_spell_card_waits_for_its_players_next_turn():
    cards = {"mst": card("Mystical Space Typhoon", "A", "hand")}
    assert _can(cards, [SETS_IT]) == ("no", True)
    assert _can(cards, [SETS_IT, *NEXT_TURN]) == ("no", True)              # the opponent's turn is not theirs
    assert _can(cards, [SETS_IT, *NEXT_TURN, *NEXT_TURN]) == ("yes", False)


def test_a_spell_card_set_before_is_activated_as_usual():
    assert _can({"mst": card("Mystical Space Typhoon", "A", "spell_trap_zone", face_up=False)}) == ("yes", False)
