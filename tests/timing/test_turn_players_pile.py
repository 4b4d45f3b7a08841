"""An effect the turn player does with cards of a kind from their own pile ("the turn player can Special Summon 1 Level
4 Normal Monster from their hand") takes them from the turn player's pile, whoever controls the card (rule
state-turn-players-pile, timing/rules/piles.py); a Gemini monster there is an Effect Monster, a Normal Monster only
face-up on the field or in the Graveyard (rule gemini-effects-after-gemini-summon). On real cards."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card

RULE = "state-turn-players-pile"


def _cell_battle(in_hand: str, holder: str = "A", turn_player: str = "A"):
    cards = {"cell": card("Two-Man Cell Battle", "A", "spell_trap_zone", face_up=True),
             "held": card(in_hand, holder, "hand")}
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": "end", "cards": cards,
                       "steps": [], "ask": {"can_activate": "cell"}})


def test_a_gemini_monster_in_the_hand_is_no_normal_monster_to_summon():
    answer = _cell_battle("Gemini Lancer")
    assert answer.answer == "no" and "state-cards-taken-from-a-pile" in answer.rules and RULE in answer.rules


def test_another_gemini_in_the_hand_neither():
    assert _cell_battle("Ancient Gear Knight").answer == "no"


def test_a_level_4_normal_monster_in_the_hand_can_be_summoned():
    assert _cell_battle("Gene-Warped Warwolf").answer == "yes"


def test_the_pile_is_the_turn_players_not_the_controllers():
    assert _cell_battle("Gemini Lancer", holder="B", turn_player="B").answer == "no"
    assert _cell_battle("Gene-Warped Warwolf", holder="B", turn_player="B").answer == "yes"


def test_a_gemini_monster_in_the_graveyard_is_a_normal_monster_to_target():
    def birthright(in_graveyard: str):
        cards = {"birth": card("Birthright", "A", "spell_trap_zone", face_up=False),
                 "gone": card(in_graveyard, "A", "graveyard")}
        return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                           "steps": [], "ask": {"can_activate": "birth"}})
    assert birthright("Gemini Lancer").answer == "yes"
    assert birthright("Mystic Tomato").answer == "no"
