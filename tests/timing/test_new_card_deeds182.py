"""Round 182: what a card did before it left the field and came back does not count for a phase condition that looks
back at its own deed (rule cond-earlier-deed-of-the-card-before-it-moved, edison_kg/timing/rules/looked_back.py):
Mystic Swordsman LV4's rulings."""

from __future__ import annotations

import pytest

from edison_kg import timing

RULE = "https://w3id.org/edison-kg/id/rule/cond-earlier-deed-of-the-card-before-it-moved"


@pytest.mark.parametrize("revived, answer", [(True, "no"), (False, "yes")])
def test_mystic_swordsman_lv4_level_up_after_coming_back(revived, answer):
    # LV4 destroys Vorse Raider by battle; revived: it was destroyed too and came back by Monster Reborn
    destroyed = [{"event": "destroyed", "card": "vr", "from": "monster_zone", "to": "graveyard", "cause": "battle",
                  "by": "lv4"}]
    if revived:
        destroyed.append({"event": "destroyed", "card": "lv4", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle", "by": "vr"})
    steps = [{"events": [{"event": "attack_declared", "card": "lv4", "target": "vr"}]}, {"phase": "damage_step"},
             {"events": [destroyed]}, {"phase": "main2"}]
    if revived:
        steps += [{"activate": "mr", "targets": ["lv4"]}, {"resolve": 1}]
    steps.append({"phase": "end"})
    got = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": {
        "lv4": {"name": "Mystic Swordsman LV4", "controller": "A", "zone": "monster_zone", "position": "attack"},
        "vr": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"},
        "mr": {"name": "Monster Reborn", "controller": "A", "zone": "hand"}},
        "steps": steps, "ask": {"can_activate": "lv4", "effect_text": "if this card destroyed a monster"}}).to_dict()
    assert got["answer"] == answer, got["explanation"]
    assert (RULE in got["rules"]) == revived


@pytest.mark.parametrize("flipped, links", [(True, 0), (False, 1)])
def test_infernal_dragon_attacked_then_flipped_face_down(flipped, links):
    """Round 183: "during the End Phase, if this card attacked this turn" looks back at its own attack declaration, which
    does not count once it was flipped face-down, even if flipped face-up again (Infernal Dragon's rulings)."""
    steps = [{"events": [{"event": "attack_declared", "card": "inf"}]}, {"phase": "damage_step"},
             {"events": [{"event": "damage_inflicted", "player": "B", "amount": 2000, "cause": "battle", "by": "inf"}]},
             {"phase": "main2"}]
    if flipped:
        steps += [{"activate": "moon", "targets": ["inf"]}, {"resolve": 1},
                  {"activate": "taiyou", "targets": ["inf"]}, {"resolve": 1}]
    steps.append({"phase": "end"})
    got = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": {
        "inf": {"name": "Infernal Dragon", "controller": "A", "zone": "monster_zone", "position": "attack"},
        "moon": {"name": "Book of Moon", "controller": "B", "zone": "spell_trap_zone"},
        "taiyou": {"name": "Book of Taiyou", "controller": "A", "zone": "hand"}},
        "steps": steps, "ask": {"triggers": True}}).to_dict()
    assert [link["card"] for link in got["chain"]] == ["inf"] * links, got["explanation"]


def test_infernal_dragon_that_did_not_attack_is_not_destroyed():
    got = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": {
        "inf": {"name": "Infernal Dragon", "controller": "A", "zone": "monster_zone", "position": "attack"},
        "vr": {"name": "Vorse Raider", "controller": "A", "zone": "monster_zone", "position": "attack"}},
        "steps": [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "vr"}]}, {"phase": "end"}],
        "ask": {"triggers": True}}).to_dict()
    assert got["chain"] == [], got["explanation"]
