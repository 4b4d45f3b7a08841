"""Round 103: a "?" ATK set from the materials of the monster's own Fusion Summon (rule ce-stat-set-from-materials),
read when Bottomless Trap Hole answers that Summon, on real cards."""

from __future__ import annotations

import pytest

from edison_kg import timing

RULE = "ce-stat-set-from-materials"


def card(name, controller="A", **state):
    return {"name": name, "controller": controller, **state}


def fusion(fused, materials, bth="Bottomless Trap Hole"):
    cards = {"poly": card("Polymerization"), "f": card(fused),
             "bth": card(bth, "B", zone="spell_trap_zone", face_up=False)}
    cards.update({f"m{i}": card(name) for i, name in enumerate(materials)})
    sent = [{"event": "sent_to_gy", "card": f"m{i}", "from": "hand", "to": "graveyard", "cause": "summon_material"}
            for i in range(len(materials))]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": [{"activate": "poly"}, {"resolve": 1, "events": [sent, {"event": "fusion_summon",
                                                                                       "card": "f"}]}],
                       "ask": {"can_activate": "bth"}})


@pytest.mark.parametrize("materials, answer", [(["Cyber Dragon", "Victory Viper XX03"], "yes"),
                                               (["Cyber Dragon"], "no")])
def test_chimeratech_overdragon_counts_its_materials(materials, answer):
    # 2 materials x 800 = 1600 (1500 or more); 1 x 800 = 800
    got = fusion("Chimeratech Overdragon", materials)
    assert got.answer == answer
    assert RULE in got.rules


def test_chimeratech_overdragon_chained_trigger_still_answered():
    got = timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": {
        "poly": card("Polymerization"), "chim": card("Chimeratech Overdragon"), "cd1": card("Cyber Dragon"),
        "cd2": card("Cyber Dragon"), "vv": card("Victory Viper XX03"),
        "bth": card("Bottomless Trap Hole", "B", zone="spell_trap_zone", face_up=False)},
        "steps": [{"activate": "poly"}, {"resolve": 1, "events": [
            [{"event": "sent_to_gy", "card": c, "from": "hand", "to": "graveyard", "cause": "summon_material"}
             for c in ("cd1", "cd2", "vv")], {"event": "fusion_summon", "card": "chim"}]}, {"activate": "chim"}],
        "ask": {"can_activate": "bth"}})
    assert got.answer == "yes"
    assert RULE in got.rules


@pytest.mark.parametrize("materials, answer", [(["Cyber Dragon", "Cyber Dragon"], "yes"), (["Cyber Dragon"], "no")])
def test_chimeratech_fortress_dragon_counts_its_materials(materials, answer):
    # "This card's Original ATK is equal to 1000x the number of its Fusion Materials": 2000, or 1000
    got = fusion("Chimeratech Fortress Dragon", materials)
    assert got.answer == answer
    assert RULE in got.rules


def test_uforoid_fighter_adds_the_original_atk_of_its_materials():
    # "the combined original ATK of the 2 Fusion Material Monsters": UFOroid (1200) + Gene-Warped Warwolf (2000)
    got = fusion("UFOroid Fighter", ["UFOroid", "Gene-Warped Warwolf"])
    assert got.answer == "yes"
    assert RULE in got.rules
