"""Which cards and effects the Damage Step allows, read from what their text does, on real pool
cards in situations no stored precedent or draft has: the Damage Step as the reason before an
unmet condition (rule damage-step-before-condition), a change of ATK/DEF itself against a change
of Level (bt-damage-step-direct-stat-change), a card that negates an activation answering it
(neg-negation-names-what-it-answers), and "if you control this card, when ..." as a state
(cond-control-of-this-card-is-a-state)."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card


def set_card(name, controller):
    return card(name, controller, "spell_trap_zone", face_up=False)


def ask(cards, steps, question, turn_player="A"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": "battle", "cards": cards,
                       "steps": steps, "ask": question})


def attack(attacker, target, player="A"):
    return {"events": [{"event": "attack_declared", "card": attacker, "player": player, "target": target}]}


DAMAGE_STEP = {"phase": "damage_step"}


def battle():
    """Vorse Raider (A) attacks Mystical Elf (B)."""
    return {"raider": card("Vorse Raider", "A", position="attack"), "elf": card("Mystical Elf", "B", position="attack")}


# ------------------------------------------------------------------ the Damage Step before an unmet condition

def test_a_card_never_used_in_the_damage_step_is_refused_for_it_even_with_its_condition_unmet():
    # Trap Hole answers a Normal or Flip Summon: none happened, but the Damage Step refuses it first
    cards = {**battle(), "hole": set_card("Trap Hole", "B")}
    got = ask(cards, [attack("raider", "elf"), DAMAGE_STEP], {"can_activate": "hole"})
    assert (got.answer, got.reason) == ("no", "damage-step")
    assert got.rules[:2] == ["damage-step-restriction", "damage-step-before-condition"]


def test_outside_the_damage_step_the_unmet_condition_is_the_reason():
    cards = {**battle(), "hole": set_card("Trap Hole", "B")}
    got = ask(cards, [attack("raider", "elf")], {"can_activate": "hole"})
    assert (got.answer, got.reason) == ("no", "condition-not-met")


def test_a_counter_trap_allowed_in_the_damage_step_keeps_its_unmet_condition_as_the_reason():
    # Magic Jammer may be used in the Damage Step; no Spell Card was activated
    cards = {**battle(), "jammer": set_card("Magic Jammer", "B")}
    got = ask(cards, [attack("raider", "elf"), DAMAGE_STEP], {"can_activate": "jammer"})
    assert (got.answer, got.reason) == ("no", "condition-not-met")


def test_a_trigger_the_battle_can_still_set_off_keeps_its_unmet_condition_as_the_reason():
    # Mystic Tomato's "destroyed by battle" can still happen in this Damage Step
    cards = {"raider": card("Vorse Raider", "A", position="attack"),
             "tomato": card("Mystic Tomato", "B", position="attack")}
    got = ask(cards, [attack("raider", "tomato"), DAMAGE_STEP], {"can_activate": "tomato"})
    assert (got.answer, got.reason) == ("no", "condition-not-met")


# ------------------------------------------------------------------ a change of ATK/DEF itself, not of a Level

def test_a_trap_that_changes_a_level_cannot_be_activated_in_the_damage_step():
    cards = {"lady": card("Fortune Lady Water", "A", position="attack"), "elf": card("Mystical Elf", "B",
                                                                                      position="attack"),
             "retuner": set_card("Level Retuner", "A")}
    got = ask(cards, [attack("lady", "elf"), DAMAGE_STEP], {"can_activate": "retuner"})
    assert (got.answer, got.reason) == ("no", "damage-step")


def test_the_same_level_trap_is_used_in_the_battle_step():
    cards = {"lady": card("Fortune Lady Water", "A", position="attack"), "elf": card("Mystical Elf", "B",
                                                                                      position="attack"),
             "retuner": set_card("Level Retuner", "A")}
    got = ask(cards, [attack("lady", "elf")], {"can_activate": "retuner"})
    assert got.answer == "yes"


def test_switching_atk_and_def_is_a_change_used_until_damage_calculation():
    # the attacking player's own Inverse Universe, before and after damage calculation
    cards = {**battle(), "inverse": set_card("Inverse Universe", "A")}
    before = ask(cards, [attack("raider", "elf"), DAMAGE_STEP], {"can_activate": "inverse"})
    assert (before.answer, before.reason) == ("yes", "not-a-trigger")
    after = ask(cards, [attack("raider", "elf"), DAMAGE_STEP,
                        {"events": [[{"event": "destroyed", "card": "elf", "player": "B", "from": "monster_zone",
                                      "to": "graveyard", "cause": "battle", "by": "raider"}]]}],
                {"can_activate": "inverse"})
    assert (after.answer, after.reason) == ("no", "damage-step")


# ------------------------------------------------------------------ a card that negates an activation answers it

def test_a_counter_trap_whose_negation_comes_second_answers_the_activation():
    # Parry returns a "Gladiator Beast" card from the hand first (it needs one there), then negates the activation of
    # a Trap Card
    cards = {**battle(), "parry": set_card("Parry", "A"), "sakuretsu": set_card("Sakuretsu Armor", "B"),
             "andal": card("Gladiator Beast Andal", "A", "hand")}
    steps = [attack("raider", "elf"), DAMAGE_STEP, {"activate": "sakuretsu", "targets": ["raider"]}]
    got = ask(cards, steps, {"can_activate": "parry"})
    assert (got.answer, got.reason) == ("yes", "last-thing")
    alone = ask(cards, [attack("raider", "elf"), DAMAGE_STEP], {"can_activate": "parry"})
    assert (alone.answer, alone.reason) == ("no", "condition-not-met")


# ------------------------------------------------------------------ "if you control this card, when ..." is a state

def test_controlling_this_card_is_a_state_and_the_event_is_the_other_cards():
    # X-Saber Axel draws when another "Saber" monster is destroyed by battle
    cards = {"raider": card("Vorse Raider", "A", position="attack"),
             "axel": card("X-Saber Axel", "B", position="defense"),
             "airbellum": card("X-Saber Airbellum", "B", position="attack")}
    steps = [attack("raider", "airbellum"),
             {"events": [[{"event": "destroyed", "card": "airbellum", "player": "B", "from": "monster_zone",
                           "to": "graveyard", "cause": "battle", "by": "raider"}]]}]
    got = ask(cards, steps, {"triggers": True})
    assert "axel" in [entry["card"] for entry in got.to_dict().get("chain", [])]
