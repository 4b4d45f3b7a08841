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


def test_a_condition_naming_a_level_reads_the_level_printed_on_an_equipped_monster_card():
    # rule state-equipped-monster-card-keeps-its-printed-level: a Level 8 Monster Card sent from the Spell & Trap
    # Zone as an Equip Card is a Level 8 or higher monster sent from the field; a Level 4 one is not
    def deal_after(equip_name):
        cards = {"equip": {"name": equip_name, "controller": "A", "zone": "spell_trap_zone", "face_up": True,
                           "equipped_to": "ge"},
                 "ge": {"name": "Gemini Elf", "controller": "A", "zone": "monster_zone", "position": "attack"},
                 "storm": {"name": "Heavy Storm", "controller": "A", "zone": "hand"},
                 "deal": {"name": "A Deal with Dark Ruler", "controller": "A", "zone": "hand"}}
        return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                           "steps": [{"activate": "storm"},
                                     {"resolve": 1, "events": [{"event": "destroyed", "card": "equip",
                                                                "from": "spell_trap_zone", "to": "graveyard",
                                                                "cause": "effect", "by": "storm"}]}],
                           "ask": {"can_activate": "deal"}}).answer
    assert deal_after("Dark Necrofear") == "yes"
    assert deal_after("Mystical Elf") == "no"
