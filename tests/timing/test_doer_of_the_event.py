"""On real pool cards: who did what the condition names.
- "When the equipped monster destroys ... by battle": with no destroyer told, the monster
  destroyed by battle was destroyed by the monster it battled (rules/conditions.py, rule
  bt-destroyed-by-battle-means-battle);
- "by an effect of a card controlled by your opponent": whose card it was (cardtext/facts.py,
  rule bt-opponents-card)."""

from __future__ import annotations

from scenario_cards import ask, card

OPPONENTS_CARD = "https://w3id.org/edison-kg/id/rule/bt-opponents-card"


def _monk_fighter_battle(attacker):
    cards = {"monk": card("Monk Fighter", "A", position="attack"),
             "raider": card("Vorse Raider", "A", position="attack"),
             "belt": card("Legendary Black Belt", "A", "spell_trap_zone", face_up=True, equipped_to="monk"),
             "horse": card("Mystic Horseman", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": attacker, "target": "horse"}]},
             {"events": [{"event": "destroyed", "card": "horse", "from": "field", "to": "graveyard", "cause": "battle"}]}]
    return ask(cards, {"triggers": True}, steps, phase="battle").to_dict()


def test_the_equipped_monster_destroyed_the_monster_it_battled():
    # Legendary Black Belt: "When the equipped monster destroys your opponent's monster by battle ..."
    answer = _monk_fighter_battle("monk")
    assert [e["card"] for e in answer["chain"]] == ["belt"]
    # taken from the battle, and said so
    assert any(line.startswith("Monk Fighter destroyed Mystic Horseman by battle") for line in answer["assumed"])


def test_another_monster_destroying_it_does_not_meet_the_condition():
    assert _monk_fighter_battle("raider")["chain"] == []


def _electric_snake_discarded_by(controller):
    # Electric Snake: "When this card is discarded from your hand to the Graveyard by an effect of
    # a card controlled by your opponent: ..."
    cards = {"snake": card("Electric Snake", "A", "hand"),
             "duo": card("Delinquent Duo", controller, "spell_trap_zone", face_up=True)}
    steps = [{"events": [{"event": "discarded", "card": "snake", "player": "A", "from": "hand", "to": "graveyard",
                          "cause": "effect", "by": "duo"}]}]
    return ask(cards, {"triggers": True}, steps).to_dict()


def test_discarded_by_the_opponents_card_meets_the_condition():
    assert [e["card"] for e in _electric_snake_discarded_by("B")["chain"]] == ["snake"]


def test_discarded_by_its_own_controllers_card_does_not():
    assert _electric_snake_discarded_by("A")["chain"] == []
