"""A phase trigger that needs its own card's activation ("Once per turn, during the End Phase, if
this effect was activated this turn: Destroy this card"): without that activation this turn it is
not activated, and an activation of the card before it was turned face-down was the old card's
(rule cond-own-activation-by-this-card). Real cards: Darklord Zerato, Dark Magician (discard for its
cost), Vorse Raider (the monster it destroys), Book of Moon. Zerato's Tribute Summon by Tributing 1
DARK monster is a procedure, no effect (round 137), so its destroying effect is effect 1."""

from __future__ import annotations

from edison_kg import timing


def _zerato(steps: list[dict]) -> list:
    cards = {"dz": {"name": "Darklord Zerato", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "dm": {"name": "Dark Magician", "controller": "A", "zone": "hand"},
             "vr": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "bom": {"name": "Book of Moon", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": steps,
           "ask": {"triggers": True}}
    return [link["card"] for link in timing.ask(raw).to_dict().get("chain", [])]


_ACTIVATE = [{"activate": "dz", "effect": 1,
              "cost": [{"event": "sent_to_gy", "card": "dm", "from": "hand", "to": "graveyard", "cause": "cost"}]},
             {"resolve": 1, "events": [{"event": "destroyed", "card": "vr", "cause": "effect", "by": "dz",
                                        "from": "monster_zone", "to": "graveyard"}]}]


def test_after_its_activation_this_turn_it_destroys_itself():
    assert _zerato([*_ACTIVATE, {"phase": "end"}]) == ["dz"]


def test_without_the_activation_nothing_is_activated():
    assert _zerato([{"phase": "end"}]) == []


def test_turned_face_down_since_it_is_a_new_card():
    assert _zerato([*_ACTIVATE, {"activate": "bom", "targets": ["dz"]},
                    {"resolve": 1, "events": [{"event": "flipped_face_down", "card": "dz", "cause": "effect",
                                               "by": "bom"}]},
                    {"phase": "end"}]) == []
