"""Round 175: an Equip Spell Card whose own zone the scenario leaves open (in the hand, or Set) still needs a
face-up monster to be equipped to (rule eq-equip-needs-a-monster-to-equip); a phase effect whose condition says where
its card is ("During the End Phase, if this card is currently banished, and was banished this turn") needs the card
still there when the phase comes (rule state-phase-effect-card-still-in-its-place)."""

from __future__ import annotations

from tests.timing.scenario_cards import ask, card


def _unplaced(name, controller):
    """A card whose zone the scenario leaves open."""
    return {"name": name, "controller": controller}


def test_an_equip_spell_in_the_hand_with_only_a_face_down_monster():
    # Mage Power: "The equipped monster gains 500 ATK/DEF for each Spell/Trap Card you control."
    cards = {"e": _unplaced("Mage Power", "A"), "m": card("Vorse Raider", "A", position="face_down")}
    answer = ask(cards, {"can_activate": "e"})
    assert answer.answer == "no" and "eq-equip-needs-a-monster-to-equip" in answer.rules
    cards["o"] = card("Vorse Raider", "B", position="attack")      # the opponent's face-up monster will do
    assert ask(cards, {"can_activate": "e"}).answer == "yes"


def test_an_equip_spell_of_a_kind_in_the_hand():
    # Legendary Sword: "Equip only to a Warrior-Type monster": a face-up monster of another kind will not do
    cards = {"e": _unplaced("Legendary Sword", "A"), "m": card("Sangan", "A", position="attack")}
    answer = ask(cards, {"can_activate": "e"})
    assert answer.answer == "no" and "eq-equip-needs-a-monster-to-equip" in answer.rules
    cards["w"] = card("Gearfried the Iron Knight", "A", position="attack")
    assert ask(cards, {"can_activate": "e"}).answer == "yes"


_BANISHED = {"events": [{"event": "banished", "card": "s", "from": "graveyard", "to": "banished", "cause": "effect"}]}


def test_a_banished_card_returned_to_the_graveyard_before_the_end_phase():
    # D.D. Scout Plane: "... during the End Phase, if this card is currently banished, and was banished this turn"
    returned = {"events": [{"event": "sent_to_gy", "card": "s", "from": "banished", "to": "graveyard",
                            "cause": "effect"}]}
    answer = ask({"s": card("D.D. Scout Plane", "A", "graveyard")}, {"can_activate": "s"},
                 [_BANISHED, returned, {"phase": "end"}])
    assert answer.answer == "no" and answer.reason == "condition-not-met"
    assert "state-phase-effect-card-still-in-its-place" in answer.rules


def test_a_card_banished_this_turn_and_still_banished_in_the_end_phase():
    answer = ask({"s": card("D.D. Scout Plane", "A", "graveyard")}, {"can_activate": "s"},
                 [_BANISHED, {"phase": "end"}])
    assert answer.answer == "yes" and answer.reason == "mandatory"


def test_a_card_destroyed_and_removed_from_play_this_turn_was_banished():
    # destroyed and sent to banishment instead of the Graveyard: it was banished this turn all the same
    destroyed = {"events": [{"event": "destroyed", "card": "s", "from": "monster_zone", "to": "banished",
                             "cause": "effect"}]}
    answer = ask({"s": card("D.D. Scout Plane", "A", position="attack")}, {"can_activate": "s"},
                 [destroyed, {"phase": "end"}])
    assert answer.answer == "yes" and answer.reason == "mandatory"
