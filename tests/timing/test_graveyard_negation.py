"""Effects that activate in the Graveyard, negated by a face-up card (rule ce-negated-where-it-activates)."""

from __future__ import annotations

from edison_kg import timing


def _sangan_destroyed():
    cards = {"sangan": {"name": "Sangan", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "hole": {"name": "Dark Hole", "controller": "B", "zone": "hand"}}
    steps = [{"activate": "hole"},
             {"resolve": 1, "events": [{"event": "destroyed", "card": ref, "player": cards[ref]["controller"],
                                        "from": "monster_zone", "to": "graveyard", "cause": "effect", "by": "hole"}
                                       for ref in cards if ref != "hole"]}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": {"triggers": True}}).to_dict()


def test_without_the_negation_the_graveyard_effect_starts_a_chain():
    assert [entry["card"] for entry in _sangan_destroyed()["chain"]] == ["sangan"]


def test_a_face_up_card_negating_graveyard_effects_keeps_it_off_the_chain():
    cards = {"sangan": {"name": "Sangan", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "anubis": {"name": "The End of Anubis", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "raider": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    sent = [{"events": [{"event": "destroyed", "card": "sangan", "player": "A", "from": "monster_zone",
                         "to": "graveyard", "cause": "effect", "by": "raider"}]}]
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "main1", "cards": cards,
                         "steps": sent, "ask": {"triggers": True}}).to_dict()
    assert answer["chain"] == []
    assert any(rule.endswith("/ce-negated-where-it-activates") for rule in answer["rules"])
