"""A Tribute cost of a kind and the opponent's face-down monster a player may Tribute as if they controlled it
(edison_kg/timing/rules/costs.py, rule cost-tribute-opponents-face-down-has-no-kind), on real cards."""

from __future__ import annotations

from scenario_cards import ask, card

# Burst Breath: "Tribute 1 Dragon-Type monster; destroy all face-up monsters ..."; Soul Exchange lets A Tribute
# the opponent's monster it targets as if A controlled it


def _burst_breath(dragon):
    cards = {"soul": card("Soul Exchange", "A", "hand"), "dragon": dragon,
             "burst": card("Burst Breath", "A", "spell_trap_zone", face_up=False),
             "vr": card("Vorse Raider", "B", position="attack")}        # a face-up monster it may destroy
    return ask(cards, {"can_activate": "burst"}, [{"activate": "soul", "targets": ["dragon"]}, {"resolve": 1}])


def test_the_opponents_face_down_dragon_shows_no_type_to_tribute():
    answer = _burst_breath(card("Luster Dragon", "B", position="face_down"))
    assert answer.answer == "no" and "cost-tribute-opponents-face-down-has-no-kind" in answer.rules


def test_the_opponents_face_up_dragon_can_be_tributed():
    assert _burst_breath(card("Luster Dragon", "B", position="attack")).answer == "yes"


def test_the_players_own_face_down_dragon_can_be_tributed():
    cards = {"dragon": card("Luster Dragon", "A", position="face_down"),
             "burst": card("Burst Breath", "A", "spell_trap_zone", face_up=False),
             "vr": card("Vorse Raider", "B", position="attack")}
    assert ask(cards, {"can_activate": "burst"}).answer == "yes"
