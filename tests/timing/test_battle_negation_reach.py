"""How far the negation of a monster destroyed by battle with a kind of monster reaches
(rule bt-battle-negation-lasts-in-the-gy): Dark Ruler Ha Des negates the monsters its controller's
Fiends destroy by battle, in the Graveyard in a later turn too, until the monster leaves the
Graveyard; a card destroyed in the place of the battling monster is not negated."""

from __future__ import annotations

from edison_kg import timing

NEXT_STANDBY = [{"phase": "main2"}, {"phase": "end"}, {"phase": "draw"}, {"phase": "standby"}]


def _ask(victim: str, destroyed: str, later: list, attacker: str = "Dark Ruler Ha Des"):
    cards = {"hades": {"name": attacker, "controller": "A", "zone": "monster_zone", "position": "attack"},
             "victim": {"name": victim, "controller": "B", "zone": "monster_zone", "position": "attack"},
             "other": {"name": "Sangan", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    steps = [{"events": [{"event": "attack_declared", "card": "hades", "player": "A", "target": "victim"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": destroyed, "from": "monster_zone", "to": "graveyard",
                          "cause": "battle", "by": "hades"}]}, *later]
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards, "steps": steps,
           "ask": {"can_activate": destroyed}}
    return timing.ask(raw)


def test_a_graveyard_effect_in_a_later_standby_phase_is_negated():
    got = _ask("Sinister Serpent", "victim", NEXT_STANDBY)
    assert got.answer == "no"
    assert any(r.endswith("rule/bt-battle-negation-lasts-in-the-gy") for r in got.rule_iris)


def test_the_negation_is_reset_once_the_monster_leaves_the_graveyard():
    back = [{"phase": "main2"},
            {"events": [{"event": "returned_to_hand", "card": "victim", "from": "graveyard"}]},
            {"events": [{"event": "discarded", "card": "victim", "from": "hand"}]},
            {"phase": "end"}, {"phase": "draw"}, {"phase": "standby"}]
    assert _ask("Sinister Serpent", "victim", back).answer == "yes"


def test_a_card_destroyed_in_the_place_of_the_battling_monster_is_not_negated():
    got = _ask("Sinister Serpent", "other", [{"phase": "main2"}])
    assert got.answer == "yes"


def test_a_monster_not_of_the_kind_named_negates_nothing():
    # Dark Ruler Ha Des negates for its controller's Fiends: a Spellcaster's battle is not one of them
    cards = {"hades": {"name": "Dark Ruler Ha Des", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "elf": {"name": "Gemini Elf", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "victim": {"name": "Sangan", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    steps = [{"events": [{"event": "attack_declared", "card": "elf", "player": "A", "target": "victim"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "victim", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle", "by": "elf"}]}, {"phase": "main2"}]
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards, "steps": steps,
           "ask": {"can_activate": "victim"}}
    assert timing.ask(raw).answer == "yes"


def test_the_negation_lasts_once_the_negating_monster_has_left_the_field():
    gone = [{"phase": "main2"},
            {"events": [{"event": "destroyed", "card": "hades", "from": "monster_zone", "cause": "effect"}]},
            {"phase": "end"}, {"phase": "draw"}, {"phase": "standby"}]
    assert _ask("Sinister Serpent", "victim", gone).answer == "no"


def test_a_negating_monster_that_came_after_the_destruction_marked_nothing():
    cards = {"hades": {"name": "Dark Ruler Ha Des", "controller": "A", "zone": "hand"},
             "fiend": {"name": "Archfiend Soldier", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "victim": {"name": "Sinister Serpent", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    steps = [{"events": [{"event": "attack_declared", "card": "fiend", "player": "A", "target": "victim"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "victim", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle", "by": "fiend"}]},
             {"phase": "main2"},
             {"events": [{"event": "normal_summon", "card": "hades", "from": "hand"}]},
             {"phase": "end"}, {"phase": "draw"}, {"phase": "standby"}]
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards, "steps": steps,
           "ask": {"can_activate": "victim"}}
    assert timing.ask(raw).answer == "yes"


def _equipped_battle(equip_zone: str = "spell_trap_zone"):
    cards = {"baou": {"name": "Wicked-Breaking Flamberge - Baou", "controller": "A", "zone": equip_zone,
                      "equipped_to": "elf" if equip_zone == "spell_trap_zone" else None},
             "elf": {"name": "Gemini Elf", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "victim": {"name": "Sangan", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    steps = [{"events": [{"event": "attack_declared", "card": "elf", "player": "A", "target": "victim"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "victim", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle", "by": "elf"}]}]
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards, "steps": steps,
           "ask": {"can_activate": "victim"}}
    return timing.ask(raw)


def test_an_equip_card_negates_the_monsters_its_equipped_monster_destroys():
    got = _equipped_battle()
    assert got.answer == "no"
    assert any(r.endswith("rule/eq-equip-negates-for-equipped") for r in got.rule_iris)


def test_an_equip_card_in_the_hand_negates_nothing():
    assert _equipped_battle("hand").answer == "yes"



def _blade_knight(victim: str, others: dict | None = None):
    cards = {"knight": {"name": "Blade Knight", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "victim": {"name": victim, "controller": "B", "zone": "monster_zone", "position": "attack"},
             **(others or {})}
    steps = [{"events": [{"event": "attack_declared", "card": "knight", "player": "A", "target": "victim"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "victim", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle", "by": "knight"}]}]
    ask = {"can_activate": "victim", "effect": 2} if victim == "Slate Warrior" else {"can_activate": "victim"}
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards, "steps": steps, "ask": ask}
    return timing.ask(raw)


def test_only_the_kind_of_monster_destroyed_that_the_card_names_is_negated():
    # Blade Knight: "the effects of Flip monsters destroyed by battle with this card are negated",
    # their other effects too (Slate Warrior's); a monster that is not a Flip monster is not
    got = _blade_knight("Slate Warrior")
    assert got.answer == "no"
    assert any(r.endswith("rule/ce-restriction-state") for r in got.rule_iris)
    assert any(r.endswith("rule/bt-negation-for-a-kind-destroyed") for r in got.rule_iris)
    assert _blade_knight("Sangan").answer == "yes"


def test_a_face_down_monster_is_another_monster_for_the_state():
    # "If you control no other monsters": a face-down monster counts (the Blade Knight rulings)
    set_monster = {"set": {"name": "Sangan", "controller": "A", "zone": "monster_zone", "position": "defense",
                           "face_up": False}}
    assert _blade_knight("Slate Warrior", set_monster).answer == "yes"


def _fiend_battle(by: str):
    """Ultimate Obedient Fiend ("Negate the effects of Effect Monsters destroyed by this card") in a
    battle with Mystic Tomato, which is destroyed by battle with ``by``."""
    cards = {"uof": {"name": "Ultimate Obedient Fiend", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "gp": {"name": "Giant Rat", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "tomato": {"name": "Mystic Tomato", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    steps = [{"events": [{"event": "attack_declared", "card": by, "player": "A", "target": "tomato"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "tomato", "player": "B", "from": "monster_zone",
                          "to": "graveyard", "cause": "battle", "by": by}]}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
                       "steps": steps, "ask": {"can_activate": "tomato"}})


def test_a_monster_destroyed_by_the_fiend_has_its_effects_negated():
    got = _fiend_battle("uof")
    assert got.answer == "no"
    assert any(r.endswith("rule/bt-destroyed-monster-negated") for r in got.rule_iris)


def test_a_monster_destroyed_by_another_monster_keeps_its_effects():
    assert _fiend_battle("gp").answer == "yes"
