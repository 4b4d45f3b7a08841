"""An effect whose first part Tributes its player's monster and
whose rest needs it done is not activated with no monster to Tribute, mandatory or not; and a mandatory trigger that
targets a monster in its player's GY, the one its text names again by Type, is not activated without one there
(Cyberdark Edge, read by cardtext/consequences.py). Real cards of the pool; Summoner of Illusions is the one card of
the pool with the first wording."""

from __future__ import annotations

from scenario_cards import ask, card


def test_a_flip_effect_that_must_first_tribute_another_monster():
    # Summoner of Illusions: "FLIP: Tribute 1 other monster, and if you do, Special Summon 1 Fusion Monster ..."
    cards = {"s": card("Summoner of Illusions", "A", position="face_down"),
             "m": card("Mystical Elf", "B", position="attack")}
    steps = [{"summon": "s", "method": "flip"}]
    answer = ask(cards, {"can_activate": "s"}, steps)
    assert answer.answer == "no" and "state-tribute-first-needs-a-monster" in answer.rules
    assert ask(cards, {"triggers": True}, steps).chain == []
    cards["g"] = card("Giant Soldier of Stone", "A", position="defense")
    assert ask(cards, {"can_activate": "s"}, steps).answer == "yes"
    assert [link["card"] for link in ask(cards, {"triggers": True}, steps).chain] == ["s"]


def test_a_set_monster_of_its_player_may_be_tributed():
    cards = {"s": card("Summoner of Illusions", "A", position="face_down"),
             "g": card("Giant Soldier of Stone", "A", position="face_down")}
    assert ask(cards, {"can_activate": "s"}, [{"summon": "s", "method": "flip"}]).answer == "yes"


def test_a_mandatory_trigger_equipping_a_dragon_from_the_graveyard():
    # Cyberdark Edge: "If this card is Normal Summoned: Target 1 Level 3 or lower Dragon monster in your GY; equip
    # that Dragon monster to this card."
    cards = {"e": card("Cyberdark Edge", "A", "hand"), "b": card("Blue-Eyes White Dragon", "A", "graveyard")}
    steps = [{"summon": "e", "method": "normal"}]
    answer = ask(cards, {"triggers": True}, steps)
    assert answer.chain == [] and "trig-no-possible-target-not-activated" in answer.rules
    cards["p"] = card("Petit Dragon", "A", "graveyard")
    assert [link["card"] for link in ask(cards, {"triggers": True}, steps).chain] == ["e"]
