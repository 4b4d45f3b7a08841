"""Cards an effect takes that its text names by what happened to them ("1 Spell Card
sent to your Graveyard by your opponent's card effect during this turn", "select 1 of your opponent's monsters that is removed from play")
are in one place, the Graveyard or the banished cards, and must be there (rule state-cards-taken-from-a-pile,
with the closed places of state-unnamed-cards-absent)."""

from __future__ import annotations

from scenario_cards import ask, card


def test_a_monster_destroyed_by_battle_this_turn_need_not_be_there_yet():
    # The Forgiving Maiden: "Tribute this face-up card to return to your hand 1 of your monsters destroyed as a
    # result of battle during this turn": its rulings let it be activated before the monster is destroyed, as Last
    # Will, so an empty Graveyard does not rule it out (and "as a result of battle" is no chance)
    cards = {"maiden": card("The Forgiving Maiden", "A", position="attack")}
    assert ask(cards, {"can_activate": "maiden"}).answer == "yes"


def test_a_spell_sent_to_your_graveyard_by_the_opponent_must_be_in_your_graveyard():
    # Fairy Guardian: "Tribute this face-up card to return 1 Spell Card sent to your Graveyard by your opponent's
    # card effect during this turn to the bottom of your Deck": the Spell is in its player's own Graveyard
    cards = {"fg": card("Fairy Guardian", "A", position="attack"), "gy": card("Vorse Raider", "A", "graveyard"),
             "theirs": card("Pot of Greed", "B", "graveyard")}
    answer = ask(cards, {"can_activate": "fg"})
    assert answer.answer == "no" and "state-cards-taken-from-a-pile" in answer.rules
    cards["gy"] = card("Pot of Greed", "A", "graveyard")
    assert ask(cards, {"can_activate": "fg"}).answer == "yes"


def test_a_removed_from_play_monster_of_the_opponent_must_be_banished():
    # Scanner: "Once per turn, you can select 1 of your opponent's monsters that is removed from play. ..."
    cards = {"scanner": card("Scanner", "A", position="attack"), "own": card("Vorse Raider", "A", "banished")}
    answer = ask(cards, {"can_activate": "scanner"})
    assert answer.answer == "no" and "state-target-must-exist" in answer.rules
    assert "Player B's banished cards" in answer.explanation
    cards["theirs"] = card("Gemini Elf", "B", "banished")
    assert ask(cards, {"can_activate": "scanner"}).answer == "yes"
