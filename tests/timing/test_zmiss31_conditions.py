"""Qualifiers of trigger and activation conditions, on real pool cards on the whole graph:
the attack target an attack declaration names, a Normal Summon this turn with "Once per Battle Phase", Flip Effect
Monsters this card destroys by battle, a named card that counts even face-down, a quoted name no card carries."""

from __future__ import annotations

from edison_kg import timing


def ask(turn_player, phase, cards, steps, question):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": steps, "ask": question})


def attack_on(monster: dict, trap: str = "Mirror Gate"):
    cards = {"trap": {"name": trap, "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "mine": {"controller": "A", "zone": "monster_zone", **monster},
             "foe": {"name": "Battle Ox", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    steps = [{"events": [{"event": "attack_declared", "card": "foe", "player": "B", "target": "mine"}]}]
    return ask("B", "battle", cards, steps, {"can_activate": "trap"})


def test_an_attack_targeting_the_named_kind_of_monster_meets_the_condition():
    # Mirror Gate: "When an opponent's monster declares an attack targeting a face-up "Elemental HERO" monster
    # you control"
    assert attack_on({"name": "Elemental HERO Sparkman", "position": "attack"}).answer == "yes"


def test_an_attack_targeting_another_kind_of_monster_does_not():
    answer = attack_on({"name": "Mystical Elf", "position": "attack"})
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")


def test_a_named_card_that_counts_even_face_down_is_not_another_set_card():
    # Clay Charge: 'When an "Elemental HERO Clayman" you control is targeted for an attack (even if it is
    # face-down ...)': a Set Sparkman is no Clayman
    answer = attack_on({"name": "Elemental HERO Sparkman", "position": "face_down"}, trap="Clay Charge")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")


def speed_warrior(method: str, phase: str):
    cards = {"sw": {"name": "Speed Warrior", "controller": "A", "zone": "hand"}}
    return ask("A", "main1", cards, [{"summon": "sw", "method": method}, {"phase": phase}], {"can_activate": "sw"})


def test_once_per_battle_phase_after_a_normal_summon_this_turn():
    # Speed Warrior: "Once per Battle Phase, if this card was Normal Summoned this turn (except during the Damage Step)"
    assert speed_warrior("normal", "battle").answer == "yes"


def test_not_in_main_phase_2():
    assert speed_warrior("normal", "main2").answer == "no"


def harpie_destroys(name: str):
    cards = {"harpie": {"name": "Harpie Lady 2", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "foe": {"name": name, "controller": "B", "zone": "monster_zone", "position": "face_down"}}
    steps = [{"events": [{"event": "attack_declared", "card": "harpie", "player": "A", "target": "foe"}]},
             {"phase": "damage_step"}, {"events": [{"event": "flipped_face_up", "card": "foe"}]},
             {"events": [{"event": "destroyed", "card": "foe", "from": "monster_zone", "cause": "battle",
                          "by": "harpie", "to": "graveyard"}]}]
    return ask("A", "battle", cards, steps, {"triggers": True})


def test_a_flip_effect_monster_this_card_destroys_by_battle_activates_nothing():
    # Harpie Lady 2: "Negate the effects of Flip Effect Monsters this card destroys by battle"
    # Hane-Hane: "FLIP: Target 1 monster on the field; return that target to the hand."
    assert harpie_destroys("Hane-Hane").chain == []


def test_another_monster_it_destroys_still_activates():
    # Witch of the Black Forest: "When this card is sent from the field to the Graveyard: ..." (no Flip Effect)
    assert [link["card"] for link in harpie_destroys("Witch of the Black Forest").chain] == ["foe"]


def test_a_quoted_name_no_card_carries_is_read_as_an_archetype():
    # Level Down!?: 'Select 1 face-up "LV" on the field': any face-up "LV" monster
    cards = {"ld": {"name": "Level Down!?", "controller": "A", "zone": "hand"},
             "lv": {"name": "Armed Dragon LV5", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    assert ask("A", "main1", cards, [], {"can_activate": "ld"}).answer == "yes"


def test_a_monster_whose_name_does_not_carry_the_quoted_word_is_no_target():
    cards = {"ld": {"name": "Level Down!?", "controller": "A", "zone": "hand"},
             "ox": {"name": "Battle Ox", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    assert ask("A", "main1", cards, [], {"can_activate": "ld"}).answer == "no"


def wave_motion_then(attacker: str, victim: str = "Sangan"):
    # Diffusion Wave-Motion: "... target 1 Level 7 or higher Spellcaster monster you control; this turn, it must attack
    # all monsters your opponent controls once each ... The effects of monsters destroyed by these attacks cannot
    # activate and are negated."
    cards = {"dwm": {"name": "Diffusion Wave-Motion", "controller": "A", "zone": "hand"},
             "dm": {"name": "Dark Magician", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "ox": {"name": "Battle Ox", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "foe": {"name": victim, "controller": "B", "zone": "monster_zone", "position": "attack"}}
    steps = [{"activate": "dwm", "cost": [{"event": "lp_paid", "player": "A", "amount": 1000, "cause": "cost"}],
              "targets": ["dm"]},
             {"resolve": 1}, {"phase": "battle"},
             {"events": [{"event": "attack_declared", "card": attacker, "player": "A", "target": "foe"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "foe", "from": "monster_zone", "cause": "battle",
                          "by": attacker, "to": "graveyard"}]}]
    return ask("A", "main1", cards, steps, {"triggers": True})


def test_a_monster_destroyed_by_the_named_monsters_attack_activates_nothing():
    assert wave_motion_then("dm").chain == []


def test_a_monster_destroyed_by_another_monster_still_activates():
    assert [link["card"] for link in wave_motion_then("ox").chain] == ["foe"]
