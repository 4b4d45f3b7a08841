"""Round 179: "That Equip Spell Card cannot be activated this turn" binds the card the effect named (the card reader reads
it as left on the effect's target: cardtext/continuous.py), and only while it stays where the effect left it: moved
elsewhere, it is a new card (rule ce-moved-card-is-a-new-card, edison_kg/timing/restrictions.py). Real pool cards."""

from __future__ import annotations

from edison_kg import timing

RULE = "https://w3id.org/edison-kg/id/rule/ce-moved-card-is-a-new-card"


def _fairy(then: list, asked: str = "axe") -> dict:
    cards = {"fairy": {"name": "Fairy of the Spring", "controller": "A", "zone": "hand"},
             "axe": {"name": "Axe of Despair", "controller": "A", "zone": "graveyard"},
             "mage": {"name": "Mage Power", "controller": "A", "zone": "hand"},
             "jar": {"name": "Fiber Jar", "controller": "A", "zone": "monster_zone", "position": "attack"}}
    steps = [{"activate": "fairy", "targets": ["axe"]},
             {"resolve": 1, "events": [{"event": "added_to_hand", "card": "axe", "from": "graveyard", "to": "hand",
                                        "cause": "effect", "by": "fairy"}]}] + then
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": steps,
                       "ask": {"can_activate": asked}}).to_dict()


def test_the_equip_spell_it_added_cannot_be_activated_this_turn():
    answer = _fairy([])
    assert answer["answer"] == "no"
    assert RULE not in answer["rules"]


def test_another_equip_spell_can():
    assert _fairy([], asked="mage")["answer"] == "yes"


def test_shuffled_into_the_deck_and_drawn_again_it_is_a_new_card():
    moved = [{"events": [{"event": "returned_to_deck", "card": "axe", "from": "hand", "to": "deck", "cause": "effect"}]},
             {"events": [{"event": "drawn", "card": "axe", "player": "A", "from": "deck", "to": "hand", "cause": "effect"}]}]
    answer = _fairy(moved)
    assert answer["answer"] == "yes"
    assert RULE in answer["rules"]
