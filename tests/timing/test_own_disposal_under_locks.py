"""A lock on Setting cards does not stop a card whose only Set is of itself once it resolved, in
place of going to the GY (it then goes to the GY), but does stop one that Sets a card as it
resolves (rule ce-forbidden-action-later-part-allowed); pool cards, as `edison-kg ask` answers."""

from __future__ import annotations

from edison_kg import timing

RULE = "https://w3id.org/edison-kg/id/rule/ce-forbidden-action-later-part-allowed"
CARDS = {"light": {"name": "Searchlightman", "controller": "A", "zone": "monster_zone", "position": "defense",
                   "face_up": False},
         "elf": {"name": "Gemini Elf", "controller": "A", "zone": "monster_zone", "position": "attack"},
         "tomato": {"name": "Mystic Tomato", "controller": "B", "zone": "monster_zone", "position": "attack"},
         "scarecrow": {"name": "Scrap-Iron Scarecrow", "controller": "B", "zone": "spell_trap_zone", "face_up": False},
         "moon": {"name": "Book of Moon", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
ATTACK = [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "elf", "player": "A", "target": "tomato"}]}]


def ask(card, locked):
    flipped = [{"summon": "light", "method": "flip"}, {"activate": "light"}, {"resolve": 1}] if locked else []
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": CARDS,
                       "steps": flipped + ATTACK, "ask": {"can_activate": card}}).to_dict()


def test_a_card_that_sets_only_itself_afterwards_can_be_activated_under_the_lock():
    answer = ask("scarecrow", locked=True)
    assert answer["answer"] == "yes" and RULE in answer["rules"]


def test_a_card_that_sets_a_card_as_it_resolves_cannot_be_activated_under_the_lock():
    assert ask("moon", locked=True)["answer"] == "no"


def test_without_the_lock_both_can_be_activated():
    assert ask("scarecrow", locked=False)["answer"] == ask("moon", locked=False)["answer"] == "yes"
