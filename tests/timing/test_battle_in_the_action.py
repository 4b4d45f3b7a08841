"""A Damage Step effect whose action names "a monster that battles this card" ("A monster that
battles with this card is changed to Defense Position after damage calculation"): this card is
the battling monster, and it battled only if damage calculation took place (rule
bt-battled-needs-damage-calculation). Real cards: Kangaroo Champ, Vorse Raider, Sakuretsu Armor."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext.events import battle_in_the_action


def _kangaroo_attacked(events: list[dict]) -> list:
    cards = {"kc": {"name": "Kangaroo Champ", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "vr": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    raw = {"game": "yugioh-edison", "turn_player": "B", "phase": "battle", "cards": cards,
           "steps": [{"events": [{"event": "attack_declared", "card": "vr", "player": "B", "target": "kc"}]},
                     {"phase": "damage_step"}, *({"events": [e]} for e in events)],
           "ask": {"triggers": True}}
    return [link["card"] for link in timing.ask(raw).to_dict().get("chain", [])]


def test_the_wording_names_this_card_as_the_battling_monster():
    assert battle_in_the_action("Destroy an opponent's monster that battles this card at the end of the Damage Step.") \
        == ("this card", "either", "an opponent's monster")
    assert battle_in_the_action("Halve the ATK and DEF of any monster that battles with this card.") is None


def test_after_damage_calculation_it_is_activated():
    assert _kangaroo_attacked([{"event": "damage_inflicted", "player": "A", "amount": 400, "cause": "battle",
                                "by": "vr"}]) == ["kc"]


def test_a_monster_gone_before_damage_calculation_did_not_battle():
    assert _kangaroo_attacked([{"event": "destroyed", "card": "vr", "cause": "effect", "from": "monster_zone",
                                "to": "graveyard"}]) == []
