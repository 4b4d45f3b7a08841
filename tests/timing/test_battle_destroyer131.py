"""The monster that destroyed a monster by battle, where the scenario's destruction does not name it (round 131,
rules bt-destroyed-by-battle-means-battle, res-opponents-monster-of-the-battle; timing/battle_destroyer.py),
and a stat change bounded to damage calculation that is no trigger (rule kind-damage-calculation-window-applied)."""

from __future__ import annotations

from scenario_cards import ask, card

CONTROL = "res-opponents-monster-of-the-battle"
BY = "bt-destroyed-by-battle-means-battle"


def _alien_brain(by=None, attacker="Cyber Dragon"):
    cards = {"brain": card("Alien Brain", "A", "spell_trap_zone", face_up=False),
             "gorgon": card("Reptilianne Gorgon", "A", position="attack"),
             "cd": card(attacker, "B", position="attack")}
    destroyed = {"event": "destroyed", "card": "gorgon", "from": "monster_zone", "to": "graveyard", "cause": "battle"}
    if by:
        destroyed["by"] = by
    steps = [{"events": [{"event": "attack_declared", "card": "cd", "target": "gorgon"}]}, {"phase": "damage_step"},
             {"events": [destroyed]}, {"activate": "brain"}, {"resolve": 1}]
    return ask(cards, {"last_thing": True}, steps, phase="battle", turn_player="B")


def test_the_destroyer_unnamed_is_the_other_battler_and_alien_brain_takes_it():
    answer = _alien_brain()
    assert [(e["event"], e["card"]) for e in answer.last_thing] == [("control_changed", "cd")]
    assert BY in answer.rules and CONTROL in answer.rules
    assert any(a.startswith("Cyber Dragon destroyed Reptilianne Gorgon by battle") for a in answer.assumed)


def test_a_destroyer_the_scenario_names_is_not_assumed():
    answer = _alien_brain(by="cd", attacker="Vorse Raider")
    assert [(e["event"], e["card"]) for e in answer.last_thing] == [("control_changed", "cd")]
    assert not any("destroyed Reptilianne Gorgon by battle" in a for a in answer.assumed)


def test_a_destruction_by_battle_with_no_attack_told_names_no_destroyer():
    cards = {"s": card("Sangan", "A", position="attack")}
    steps = [{"events": [{"event": "destroyed", "card": "s", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle"}]}]
    answer = ask(cards, {"triggers": True}, steps, phase="battle", turn_player="B")
    assert not any("destroyed Sangan by battle" in a for a in answer.assumed)


def _dark_flare_knight(in_hand):
    cards = {"dfk": card("Dark Flare Knight", "A", position="defense"),
             "fw": card("Elemental HERO Flame Wingman", "B", position="attack"),
             "mk": card(in_hand, "A", "hand")}
    steps = [{"events": [{"event": "attack_declared", "card": "fw", "target": "dfk"}]}, {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "dfk", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle"}]}]
    return ask(cards, {"triggers": True}, steps, phase="battle", turn_player="B")


def test_a_damage_calculation_stat_change_in_the_hand_is_no_trigger():
    answer = _dark_flare_knight("Mirage Knight")
    assert [(link["card"], link["link"]) for link in answer.chain] == [("fw", 1), ("dfk", 2)]
    assert not answer.later_chains
