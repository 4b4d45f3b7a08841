"""Round 139: battle damage that names no card, and a deed on "a battle involving" a named monster.

- Battle damage to a player that the scenario ties to no card was inflicted by the monster of the battle that the
  damaged player's opponent controls (rule bt-battle-damage-dealt-by-the-other-sides-monster): an Equip Card's
  "If it inflicts battle damage" (Cestus of Dagla; Burning Beast's "each time the equipped monster inflicts Battle
  Damage") is met by its equipped monster's battle.
- Cyber Ogre's "negate 1 battle involving a "Cyber Ogre" on your side of the field" needs such a battle going on
  (rule cond-battle-involving-a-named-monster)."""

from __future__ import annotations

import pytest

from scenario_cards import ask, card

DEALT = "bt-battle-damage-dealt-by-the-other-sides-monster"
INVOLVING = "cond-battle-involving-a-named-monster"


def _untied_damage(equip, monster, attacker, extra=None):
    cards = {"m": card(monster, "A", position="attack"), "other": card("Vorse Raider", "A", position="attack"),
             "foe": card("Mystic Tomato", "B", position="attack"),
             "eq": card(equip, "A", "spell_trap_zone", face_up=True, equipped_to="m"), **(extra or {})}
    steps = [{"events": [{"event": "attack_declared", "card": attacker, "target": "foe"}]}, {"phase": "damage_step"},
             {"events": [{"event": "damage_inflicted", "player": "B", "cause": "battle", "amount": 500}]}]
    return ask(cards, {"can_activate": "eq"}, steps, phase="battle")


@pytest.mark.parametrize("attacker, answer", [("m", "yes"), ("other", "no")])
def test_cestus_of_dagla_is_met_by_its_monsters_battle_damage_naming_no_card(attacker, answer):
    got = _untied_damage("Cestus of Dagla", "Shining Angel", attacker)
    assert got.answer == answer
    dealer = "Shining Angel" if attacker == "m" else "Vorse Raider"
    assert answer == "no" or DEALT in got.rules
    assert any(a.startswith(f"{dealer} inflicted the battle damage") for a in got.assumed)


@pytest.mark.parametrize("attacker, answer", [("m", "yes"), ("other", "no")])
def test_burning_beast_is_met_by_its_monsters_battle_damage_naming_no_card(attacker, answer):
    extra = {"st": card("Swords of Revealing Light", "B", "spell_trap_zone", face_up=True)}
    got = _untied_damage("Burning Beast", "Freezing Beast", attacker, extra)
    assert got.answer == answer


def test_cestus_of_dagla_starts_the_first_chain_and_mystic_tomato_a_later_one():
    cards = {"angel": card("Shining Angel", "A", position="attack", atk=1900),
             "cestus": card("Cestus of Dagla", "A", "spell_trap_zone", face_up=True, equipped_to="angel"),
             "tomato": card("Mystic Tomato", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "angel", "target": "tomato"}]}, {"phase": "damage_step"},
             {"events": [[{"event": "damage_inflicted", "player": "B", "amount": 500, "cause": "battle"},
                          {"event": "destroyed", "card": "tomato", "from": "monster_zone", "to": "graveyard",
                           "cause": "battle"}]]}]
    got = ask(cards, {"triggers": True}, steps, phase="battle")
    assert [(link["card"], link["link"]) for link in got.chain] == [("cestus", 1)]
    assert [[(link["card"], link["link"]) for link in chain] for chain in got.later_chains] == [[("tomato", 1)]]
    assert got.missed == [] and DEALT in got.rules


def _ogre(attacked, ogre_on_field=False, attack=True):
    cards = {"cd": card("Cyber Dragon", "A", position="attack"),
             "sangan": card("Sangan", "B", position="attack"),
             "ogre": card("Cyber Ogre", "B", "hand")}
    if ogre_on_field:
        cards["ogre2"] = card("Cyber Ogre", "B", position="attack")
    steps = [{"events": [{"event": "attack_declared", "card": "cd", "target": attacked}]}] if attack else []
    return ask(cards, {"can_activate": "ogre"}, steps, phase="battle")


@pytest.mark.parametrize("attacked, on_field, answer", [("sangan", False, "no"), ("sangan", True, "no"),
                                                        ("ogre2", True, "yes")])
def test_cyber_ogre_needs_a_battle_involving_its_players_cyber_ogre(attacked, on_field, answer):
    got = _ogre(attacked, on_field)
    assert got.answer == answer
    assert INVOLVING in got.rules


def test_cyber_ogre_needs_a_battle_going_on():
    got = _ogre("sangan", True, attack=False)
    assert got.answer == "no" and INVOLVING in got.rules


def test_cyber_ogre_in_the_damage_step_of_its_own_attack():
    cards = {"ogre2": card("Cyber Ogre", "B", position="attack"),
             "cd": card("Cyber Dragon", "A", position="attack"),
             "ogre": card("Cyber Ogre", "B", "hand")}
    steps = [{"events": [{"event": "attack_declared", "card": "ogre2", "target": "cd"}]}, {"phase": "damage_step"}]
    got = ask(cards, {"can_activate": "ogre"}, steps, phase="battle", turn_player="B")
    assert got.answer == "yes" and INVOLVING in got.rules
