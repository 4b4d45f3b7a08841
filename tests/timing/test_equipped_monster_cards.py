"""A Monster Card equipped as an Equip Card is no monster on the field (edison_kg/timing/rules/
trap_monsters.py, rule state-equipped-monster-card-not-a-monster): "a monster is sent from the
field to the Graveyard" is not met when it leaves the Spell & Trap Zone."""

from __future__ import annotations

from edison_kg import timing


def ask(cards, steps):
    return timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": {"triggers": True}})


def test_a_monster_card_equipped_to_sword_hunter_is_no_monster_leaving_the_field():
    cards = {"abacus": {"name": "Fatal Abacus", "controller": "A", "zone": "spell_trap_zone", "face_up": True},
             "hunter": {"name": "Sword Hunter", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "elf": {"name": "Mystical Elf", "controller": "A", "zone": "spell_trap_zone", "owner": "B", "face_up": True,
                     "equipped_to": "hunter"},
             "ge": {"name": "Gemini Elf", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "typhoon": {"name": "Mystical Space Typhoon", "controller": "B", "zone": "hand"},
             "hole": {"name": "Fissure", "controller": "B", "zone": "hand"}}
    equipped = ask(cards, [{"activate": "typhoon", "targets": ["elf"]},
                           {"resolve": 1, "events": [{"event": "destroyed", "card": "elf", "from": "spell_trap_zone",
                                                      "to": "graveyard", "cause": "effect", "by": "typhoon"}]}])
    assert equipped.answer == "ok" and equipped.chain == []
    monster = ask(cards, [{"activate": "typhoon", "targets": ["elf"]},
                          {"resolve": 1, "events": [{"event": "destroyed", "card": "ge", "from": "monster_zone",
                                                     "to": "graveyard", "cause": "effect", "by": "typhoon"}]}])
    assert [link["card"] for link in monster.chain] == ["abacus"]
