"""An Equip Card's trigger for what "it" does in battle ("When it destroys a monster by battle and sends it to the
Graveyard", "If it inflicts battle damage", "When it attacks") is met only by the monster it is equipped to, and
needs the Equip Card still on the field: destroyed in the same battle, the monster takes it to the Graveyard
(rules eq-equipped-monster-acts, eq-destroyed-together)."""

from __future__ import annotations

from scenario_cards import ask, card


def _battle(equip, effect, monster, *, attacker="m", both=False, damage=False):
    cards = {"m": card(monster, "A", position="attack", atk=3000),
             "other": card("Gene-Warped Warwolf", "A", position="attack"),
             "eq": card(equip, "A", "spell_trap_zone", face_up=True, equipped_to="m"),
             "v": card("Goblin Attack Force", "B", position="attack"),
             "set": card("Mirror Force", "B", "spell_trap_zone", face_up=False)}
    steps = [{"events": [{"event": "attack_declared", "card": attacker, "player": "A", "target": "v"}]}]
    if damage:
        steps.append({"events": [{"event": "damage_inflicted", "player": "B", "cause": "battle", "by": attacker,
                                  "amount": 1000}]})
    destroyed = [{"event": "destroyed", "card": "v", "player": "B", "from": "monster_zone", "to": "graveyard",
                  "cause": "battle", "by": attacker}]
    if both:
        destroyed.append({"event": "destroyed", "card": "m", "player": "A", "from": "monster_zone",
                          "to": "graveyard", "cause": "battle", "by": "v"})
    steps.append({"events": [destroyed]})
    return ask(cards, {"can_activate": "eq", "effect": effect}, steps, phase="battle")


def test_neos_force_is_met_by_its_equipped_monster():
    assert _battle("Neos Force", 2, "Elemental HERO Neos").answer == "yes"


def test_neos_force_is_not_met_by_another_monsters_battle():
    got = _battle("Neos Force", 2, "Elemental HERO Neos", attacker="other")
    assert (got.answer, got.reason) == ("no", "condition-not-met")


def test_neos_force_is_not_activated_when_both_monsters_are_destroyed():
    got = _battle("Neos Force", 2, "Elemental HERO Neos", both=True)
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert "eq-equipped-monster-acts" in got.rules


def test_hydro_pressure_cannon_destroys_by_battle_met_and_unmet():
    assert _battle("Hydro Pressure Cannon", 1, "Penguin Soldier").answer == "yes"
    assert _battle("Hydro Pressure Cannon", 1, "Penguin Soldier", attacker="other").answer == "no"
    assert _battle("Hydro Pressure Cannon", 1, "Penguin Soldier", both=True).answer == "no"


def test_cestus_of_dagla_battle_damage_of_its_equipped_monster_only():
    assert _battle("Cestus of Dagla", 2, "Airknight Parshath", damage=True).answer == "yes"
    got = _battle("Cestus of Dagla", 2, "Airknight Parshath", attacker="other", damage=True)
    assert (got.answer, got.reason) == ("no", "condition-not-met")


def test_battle_halberd_when_its_equipped_monster_attacks():
    assert _battle("Gladiator Beast's Battle Halberd", 1, "Gladiator Beast Bestiari").answer == "yes"
    other = _battle("Gladiator Beast's Battle Halberd", 1, "Gladiator Beast Bestiari", attacker="other")
    assert (other.answer, other.reason) == ("no", "condition-not-met")
    assert _battle("Gladiator Beast's Battle Halberd", 1, "Gladiator Beast Bestiari", both=True).answer == "no"


def test_armory_arm_equipped_that_target_destroys():
    assert _battle("Armory Arm", 3, "Vorse Raider").answer == "yes"
    assert _battle("Armory Arm", 3, "Vorse Raider", attacker="other").answer == "no"
    assert _battle("Armory Arm", 3, "Vorse Raider", both=True).answer == "no"
