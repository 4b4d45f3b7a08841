"""Round 99, on real cards, met and unmet: a monster banished from the Graveyard as one of the monsters a Ritual
Summon needs is part of that Summon, not a trigger (rule ce-graveyard-ritual-material-not-activated); a Graveyard
target "that was destroyed by battle since your last Standby Phase" is read like one "that was destroyed by battle"
(rule state-target-destroyed-by-battle)."""

from __future__ import annotations

import pytest

from edison_kg.cardtext.applied import GRAVEYARD_RITUAL_MATERIAL, applied
from scenario_cards import ask, card

RULE = "https://w3id.org/edison-kg/id/rule/"


@pytest.mark.parametrize("name", ["Djinn Presider of Rituals", "Djinn Disserere of Rituals",
                                  "Djinn Prognosticator of Rituals"])
def test_a_graveyard_ritual_material_is_not_a_trigger(name):
    got = ask({"rit": card("White Dragon Ritual", "A", "hand"), "pal": card("Paladin of White Dragon", "A", "hand"),
               "djinn": card(name, "A", "graveyard"), "rat": card("Giant Rat", "B", position="attack")},
              {"triggers": True},
              [{"activate": "rit"},
               {"resolve": 1, "events": [[{"event": "banished", "card": "djinn", "from": "graveyard", "to": "banished",
                                           "cause": "summon_material"},
                                          {"event": "ritual_summon", "card": "pal", "from": "hand", "to": "monster_zone",
                                           "by": "rit", "position": "attack"}]]},
               {"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "pal", "target": "rat"}]},
               {"phase": "damage_step"},
               {"events": [{"event": "destroyed", "card": "rat", "from": "monster_zone", "to": "graveyard",
                            "cause": "battle", "by": "pal"}]}])
    assert [e["card"] for e in got.chain] == ["rat"] and got.missed == []


def test_the_reader_keeps_other_ritual_summon_triggers():
    cond = "When you Ritual Summon a monster"
    material = "you can banish this card from your Graveyard as 1 of the monsters required for the Ritual Summon"
    assert applied(cond, material, None, True, True, False, True) == (True, GRAVEYARD_RITUAL_MATERIAL)
    assert applied(cond, "you can draw 1 card", None, True, True, False, True)[0] is False


def _tenacious(cause: str):
    cards = {"ten": card("Destiny HERO - Captain Tenacious", "A", position="attack"),
             "dasher": card("Destiny HERO - Dasher", "A", position="attack"),
             "sg": card("Smashing Ground", "B", "hand"), "x": card("Blue-Eyes White Dragon", "B", position="attack")}
    if cause == "effect":
        gone = [{"activate": "sg"}, {"resolve": 1, "events": [{"event": "destroyed", "card": "dasher",
                "from": "monster_zone", "to": "graveyard", "cause": "effect", "by": "sg"}]}]
        phase = "main1"
    else:       # Blue-Eyes White Dragon (3000) attacks Dasher (2100): destroyed by battle
        gone = [{"events": [{"event": "attack_declared", "card": "x", "target": "dasher"}]}, {"phase": "damage_step"},
                {"events": [{"event": "destroyed", "card": "dasher", "from": "monster_zone", "to": "graveyard",
                             "cause": "battle", "by": "x"}]}, {"phase": "main2"}]
        phase = "battle"
    steps = gone + [{"phase": "end"}, {"phase": "draw"}, {"phase": "standby"}]
    return ask(cards, {"can_activate": "ten"}, steps, phase=phase, turn_player="B")


def test_captain_tenacious_needs_a_destiny_hero_destroyed_by_battle():
    got = _tenacious("effect")
    assert got.answer == "no" and RULE + "state-target-destroyed-by-battle" in got.rule_iris


def test_captain_tenacious_can_target_a_destiny_hero_destroyed_by_battle():
    assert _tenacious("battle").answer == "yes"


def _destroyed_after_damage_calculation(name: str, calculated: bool):
    """A's monster ``name`` destroyed by an effect in the Damage Step, after damage calculation or not, and Mystic
    Tomato destroyed by battle reaching the Graveyard at the end of the Damage Step."""
    cards = {"m": card(name, "A", position="attack"), "tomato": card("Mystic Tomato", "B", position="attack")}
    battle = [[{"event": "destroyed", "card": "tomato", "cause": "battle"},
               {"event": "damage_inflicted", "player": "B", "amount": 800, "cause": "battle"}]]
    steps = [{"events": [{"event": "attack_declared", "card": "m", "target": "tomato"}]}, {"phase": "damage_step"},
             *([{"events": battle}] if calculated else []),
             {"events": [[{"event": "destroyed", "card": "m", "cause": "effect", "by": "m", "from": "monster_zone",
                           "to": "graveyard"}]]},
             *([] if calculated else [{"events": battle}]),
             {"events": [{"event": "sent_to_gy", "card": "tomato", "cause": "battle", "from": "monster_zone",
                          "to": "graveyard"}]}]
    return ask(cards, {"triggers": True}, steps, phase="battle")


@pytest.mark.parametrize("name", ["Phoenixian Cluster Amaryllis", "Sangan"])
def test_a_monster_destroyed_by_an_effect_after_damage_calculation_has_its_own_chain(name):
    got = _destroyed_after_damage_calculation(name, calculated=True)
    assert [e["card"] for e in got.chain] == ["m"]
    assert [[e["card"] for e in chain] for chain in got.later_chains] == [["tomato"]]
    assert RULE + "bt-effect-event-after-damage-calculation" in got.rule_iris


def test_a_monster_destroyed_before_damage_calculation_is_not_of_that_substep():
    got = _destroyed_after_damage_calculation("Sangan", calculated=False)
    assert RULE + "bt-effect-event-after-damage-calculation" not in got.rule_iris
