"""Battle and the Damage Step on real pool cards, none of them a stored precedent's: the Damage
Step inferred from a battle, Summons made there, ATK changes until damage calculation, battle
damage about to be dealt, damage calculation as one moment, Flip Effects that need their
monster, and what comes close to a battle condition (rules/damage_step.py, rules/battle.py)."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card


def ask(cards, steps, question, **scenario):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
                       "steps": steps, "ask": question, **scenario})


def attack(attacker, target=None, player="A"):
    return {"events": [{"event": "attack_declared", "card": attacker, "player": player,
                        **({"target": target} if target else {})}]}


def destroyed(ref, by, player="B", cause="battle", to="graveyard"):
    return {"events": [[{"event": "destroyed", "card": ref, "player": player, "from": "monster_zone", "to": to,
                         "cause": cause, "by": by}]]}


def damage(player, by, amount):
    return {"events": [[{"event": "damage_inflicted", "player": player, "cause": "battle", "by": by,
                         "amount": amount}]]}


def flipped(ref, by, player="B"):
    return {"events": [[{"event": "flipped_face_up", "card": ref, "player": player, "cause": "battle", "by": by}]]}


def summoned_by(ref, by, player="B"):
    return {"resolve": 1, "events": [[{"event": "special_summon", "card": ref, "player": player, "from": "deck",
                                       "to": "monster_zone", "cause": "effect", "by": by}]]}


# ------------------------------------------------------------------ the Damage Step inferred

def test_a_monster_destroyed_by_battle_puts_the_game_in_the_damage_step():
    cards = {"raider": card("Vorse Raider", "A", position="attack"), "rat": card("Giant Rat", "B", position="attack"),
             "gigantes": card("Gigantes", "B", "deck"), "torrential": card("Torrential Tribute", "A", "spell_trap_zone",
                                                                        face_up=False)}
    got = ask(cards, [attack("raider", "rat"), destroyed("rat", "raider"), {"activate": "rat"},
                      summoned_by("gigantes", "rat")], {"can_activate": "torrential"})
    assert (got.answer, got.reason) == ("no", "damage-step")
    assert "It is the Damage Step: Giant Rat was destroyed by battle" in got.assumed
    assert "bt-battle-happens-in-the-damage-step" in got.rules


def test_without_a_phase_an_attack_is_in_the_battle_phase():
    cards = {"raider": card("Vorse Raider", "A", position="attack"), "bunny": card("Mecha Bunny", "B",
                                                                                  position="attack")}
    got = timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": cards,
                      "steps": [attack("raider", "bunny"), destroyed("bunny", "raider")], "ask": {"triggers": True}})
    assert "It is the Battle Phase: Vorse Raider declared an attack" in got.assumed
    assert "It is the Damage Step: Mecha Bunny was destroyed by battle" in got.assumed


# ------------------------------------------------------------------ a Summon made in the Damage Step

def test_an_optional_card_answering_a_damage_step_summon_cannot_be_activated():
    cards = {"raider": card("Vorse Raider", "A", position="attack"), "tomato": card("Mystic Tomato", "B",
                                                                                    position="attack"),
             "other": card("Mystic Tomato", "B", "deck"),
             "oaths": card("Mirror of Oaths", "A", "spell_trap_zone", face_up=False)}
    steps = [attack("raider", "tomato"), {"phase": "damage_step"}, destroyed("tomato", "raider"),
             {"activate": "tomato"}, summoned_by("other", "tomato")]
    got = ask(cards, steps, {"can_activate": "oaths"})
    assert (got.answer, got.reason) == ("no", "damage-step")
    assert got.rules[:2] == ["damage-step-restriction",
                             "bt-damage-step-summon"]


def test_an_atk_changing_card_answering_a_damage_step_summon_cannot_either():
    cards = {"raider": card("Vorse Raider", "A", position="attack"), "rat": card("Giant Rat", "B", position="attack"),
             "gigantes": card("Gigantes", "B", "deck"),
             "laser": card("Automatic Laser", "A", "spell_trap_zone", face_up=False)}
    steps = [attack("raider", "rat"), {"phase": "damage_step"}, destroyed("rat", "raider"), {"activate": "rat"},
             summoned_by("gigantes", "rat")]
    got = ask(cards, steps, {"can_activate": "laser"})
    assert (got.answer, got.reason) == ("no", "damage-step")


def test_the_summoned_monsters_own_trigger_is_still_activated():
    cards = {"raider": card("Vorse Raider", "A", position="attack"), "kamakiri": card("Flying Kamakiri #1", "B",
                                                                                      position="attack"),
             "stratos": card("Elemental HERO Stratos", "B", "deck")}
    steps = [attack("raider", "kamakiri"), {"phase": "damage_step"}, destroyed("kamakiri", "raider"),
             {"activate": "kamakiri"}, summoned_by("stratos", "kamakiri")]
    got = ask(cards, steps, {"can_activate": "stratos"})
    assert (got.answer, got.reason) == ("yes", "last-thing")


# ------------------------------------------------------------------ ATK changes until damage calculation

def test_an_atk_change_is_used_until_damage_calculation():
    cards = {"raider": card("Vorse Raider", "A", position="attack"), "ox": card("Battle Ox", "B", position="attack"),
             "rush": card("Rush Recklessly", "A", "hand")}
    before = ask(cards, [attack("raider", "ox"), {"phase": "damage_step"}], {"can_activate": "rush"})
    assert before.answer == "yes"
    after = ask(cards, [attack("raider", "ox"), {"phase": "damage_step"}, destroyed("ox", "raider")],
                {"can_activate": "rush"})
    assert (after.answer, after.reason) == ("no", "damage-step")
    assert "bt-damage-step-atk-change" in after.rules


# ------------------------------------------------------------------ battle damage about to be dealt

def test_nutrient_z_reads_the_battle_damage_the_battle_would_deal():
    cards = {"raider": card("Vorse Raider", "A", position="attack"),          # 1900 ATK
             "nutrient": card("Nutrient Z", "B", "spell_trap_zone", face_up=False)}
    small = dict(cards, bug=card("Man-Eater Bug", "B", position="attack"))     # 450 ATK: 1450 damage
    got = ask(small, [attack("raider", "bug"), {"phase": "damage_step"}], {"can_activate": "nutrient"})
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    big = dict(cards, raider=card("Vorse Raider", "A", position="attack", atk=3000),
               bug=card("Man-Eater Bug", "B", position="attack"))
    got = ask(big, [attack("raider", "bug"), {"phase": "damage_step"}], {"can_activate": "nutrient"})
    assert got.answer == "yes"
    assert "Player B is about to take 2550 battle damage: Vorse Raider (3000 ATK) attacks Man-Eater Bug (450 ATK)" \
        in got.assumed


def test_damage_already_dealt_is_not_damage_about_to_be_dealt():
    cards = {"raider": card("Vorse Raider", "A", position="attack", atk=3000),
             "nutrient": card("Nutrient Z", "B", "spell_trap_zone", face_up=False)}
    got = ask(cards, [attack("raider"), {"phase": "damage_step"}, damage("B", "raider", 3000)],
              {"can_activate": "nutrient"})
    assert (got.answer, got.reason) == ("no", "condition-not-met")


# ------------------------------------------------------------------ damage calculation is one moment

def test_battle_damage_after_the_destruction_does_not_make_it_miss_the_timing():
    cards = {"raider": card("Vorse Raider", "A", position="attack"),
             "bunny": card("Mecha Bunny", "B", position="attack"), "other": card("Mecha Bunny", "B", "deck")}
    got = ask(cards, [attack("raider", "bunny"), {"phase": "damage_step"}, destroyed("bunny", "raider"),
                      damage("B", "raider", 1100)], {"can_activate": "bunny", "effect": 2})
    assert (got.answer, got.reason) == ("yes", "last-thing")
    assert "bt-damage-calculation-one-moment" in got.rules


# ------------------------------------------------------------------ Flip Effects that need their monster

def test_a_charmer_destroyed_by_the_battle_that_flipped_it_does_not_take_control():
    cards = {"raider": card("Vorse Raider", "A", position="attack"),
             "hiita": card("Hiita the Fire Charmer", "B", position="face_down")}
    got = ask(cards, [attack("raider", "hiita"), {"phase": "damage_step"}, flipped("hiita", "raider"),
                      destroyed("hiita", "raider")], {"can_activate": "hiita"})
    assert (got.answer, got.reason) == ("no", "other")
    assert got.rules[0] == "bt-flip-effect-of-a-destroyed-monster"
    triggers = ask(cards, [attack("raider", "hiita"), {"phase": "damage_step"}, flipped("hiita", "raider"),
                           destroyed("hiita", "raider")], {"triggers": True})
    assert triggers.chain == []


def test_a_flip_effect_that_does_not_need_its_monster_still_activates():
    cards = {"raider": card("Vorse Raider", "A", position="attack"),
             "bug": card("Man-Eater Bug", "B", position="face_down")}
    got = ask(cards, [attack("raider", "bug"), {"phase": "damage_step"}, flipped("bug", "raider"),
                      destroyed("bug", "raider")], {"can_activate": "bug"})
    assert (got.answer, got.reason) == ("yes", "mandatory")


# ------------------------------------------------------------------ close to a battle condition

def test_destroyed_by_an_effect_in_the_damage_step_is_not_destroyed_by_battle():
    cards = {"raider": card("Vorse Raider", "A", position="attack"),
             "angel": card("Shining Angel", "B", position="attack")}
    got = ask(cards, [attack("raider", "angel"), {"phase": "damage_step"}, destroyed("angel", "raider", cause="effect")],
              {"can_activate": "angel"})
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert got.rules[0] == "bt-destroyed-by-battle-means-battle"


def test_a_monster_that_did_not_reach_the_graveyard_was_not_sent_there():
    cards = {"raider": card("Vorse Raider", "A", position="attack"),
             "kamakiri": card("Flying Kamakiri #1", "B", position="attack")}
    got = ask(cards, [attack("raider", "kamakiri"), {"phase": "damage_step"},
                      destroyed("kamakiri", "raider", to="banished")], {"can_activate": "kamakiri"})
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert got.rules[0] == "ce-banished-instead-no-gy"


def test_an_attack_without_battle_damage_does_not_inflict_it():
    cards = {"airknight": card("Airknight Parshath", "A", position="attack"),
             "ox": card("Battle Ox", "B", position="defense")}
    got = ask(cards, [attack("airknight", "ox"), {"phase": "damage_step"}], {"can_activate": "airknight", "effect": 2})
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert got.rules[0] == "bt-battle-damage-needs-damage"


def test_a_flip_monster_destroyed_face_down_by_an_effect_was_never_flipped():
    cards = {"raider": card("Vorse Raider", "A", position="attack"),
             "jar": card("Morphing Jar", "B", position="face_down")}
    got = ask(cards, [attack("raider", "jar"), {"phase": "damage_step"}, destroyed("jar", "raider", cause="effect")],
              {"can_activate": "jar"})
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert got.rules[:2] == ["bt-start-before-flip", "state-position-when-it-left"]


def test_a_battle_whose_monster_left_before_damage_calculation_is_no_battle():
    cards = {"prickle": card("Prickle Fairy", "A", position="attack"),
             "sangan": card("Sangan", "B", position="attack")}
    got = ask(cards, [attack("prickle", "sangan"), {"phase": "damage_step"},
                      destroyed("sangan", "prickle", cause="effect")], {"can_activate": "prickle", "effect": 2})
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert got.rules[:2] == ["bt-battled-needs-damage-calculation", "bt-battled-even-if-destroyed"]
