""""Select 1 non-Tuner monster in your Graveyard" names the subtype a card must not have
(CardKind.excluded_subtypes), not the subtype it negates. Real pool cards (Viper's Rebirth: all monsters in the
Graveyard Reptile-Type; Alien Ammonite a Reptile Tuner, Armored Lizard a Reptile Normal Monster)."""

from __future__ import annotations

from edison_kg import timing


def vipers_rebirth_with(graveyard: list[str]):
    cards = {"rebirth": {"name": "Viper's Rebirth", "controller": "A", "zone": "spell_trap_zone", "face_up": False}}
    cards.update({f"gy{i}": {"name": name, "controller": "A", "zone": "graveyard"} for i, name in enumerate(graveyard)})
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
                       "ask": {"can_activate": "rebirth"}})


def test_a_non_tuner_monster_in_the_graveyard_lets_it_be_activated():
    assert vipers_rebirth_with(["Alien Ammonite", "Armored Lizard"]).answer == "yes"


def test_only_a_tuner_in_the_graveyard_does_not():
    answer = vipers_rebirth_with(["Alien Ammonite"])
    assert answer.answer == "no"
    assert "state-cards-taken-from-a-pile" in answer.rules
