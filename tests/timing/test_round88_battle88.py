"""Round 88 (branch battle88) on cards of the whole graph: a monster the scenario says was flipped
as a card resolves, without naming by what, was flipped by that card (rule
flipped-by-the-resolving-card), so a card that says Flip Effects are not activated activates none."""

from __future__ import annotations

from scenario_cards import ask, card


def _flipped_by(flipper: str, zone: str, flipped: str, **flipper_state):
    cards = {"flipper": card(flipper, "A", zone, **flipper_state), "flipped": card(flipped, "B", position="face_down"),
             "vorse": card("Vorse Raider", "A", position="attack")}
    steps = [{"activate": "flipper"},
             {"resolve": 1, "events": [{"event": "flipped_face_up", "card": "flipped", "position": "attack"}]}]
    return cards, steps


def test_ancient_forest_flips_without_activating_the_flip_effect():
    cards, steps = _flipped_by("Ancient Forest", "hand", "Man-Eater Bug")
    answer = ask(cards, {"can_activate": "flipped"}, steps)
    assert answer.answer == "no" and "flip-effects-not-activated" in answer.rules
    assert "flipped-by-the-resolving-card" in answer.rules
    assert any("flipped face-up by Ancient Forest" in a for a in answer.assumed)


def test_the_spell_absorbing_life_too_activates_no_flip_effect():
    cards, steps = _flipped_by("The Spell Absorbing Life", "spell_trap_zone", "Poison Mummy", face_up=False)
    answer = ask(cards, {"triggers": True}, steps)
    assert answer.chain == [] and "flipped-by-the-resolving-card" in answer.rules


def test_a_card_without_those_words_flips_and_the_flip_effect_activates():
    cards, steps = _flipped_by("Curse of Fiend", "spell_trap_zone", "Man-Eater Bug", face_up=False)
    answer = ask(cards, {"can_activate": "flipped"}, steps)
    assert answer.answer == "yes" and "flipped-by-the-resolving-card" not in answer.rules


# ---------------------------------------------------------------- "If this card attacks, ... after damage calculation"
# (rule bt-attack-timed-by-its-action)

def _attack_then(attacker: str, target: str, then: list):
    cards = {"me": card(attacker, "A", position="attack"), "foe": card(target, "B", position="attack"),
             "elf": card("Gemini Elf", "B", position="attack"), "rda": card("Red Dragon Archfiend", "A", "graveyard"),
             "sak": card("Sakuretsu Armor", "B", "spell_trap_zone", face_up=False)}
    steps = [{"events": [{"event": "attack_declared", "card": "me", "player": "A", "target": "foe"}]}, *then]
    return ask(cards, {"triggers": True}, steps, phase="battle")


def test_assault_mode_destroyed_before_damage_calculation_destroys_nothing():
    answer = _attack_then("Red Dragon Archfiend/Assault Mode", "Gemini Elf",
                          [{"activate": "sak", "targets": ["me"]}, {"resolve": 1}])
    assert [(link["card"], link["effect"]) for link in answer.chain] == [("me", 2)]


def test_assault_mode_destroyed_by_battle_still_destroys_all_other_monsters():
    # its Edison ruling: the effect activates even if it is destroyed by battle
    destroyed = [{"event": "destroyed", "card": "me", "player": "A", "from": "monster_zone", "to": "graveyard",
                  "cause": "battle", "by": "foe"}]
    answer = _attack_then("Red Dragon Archfiend/Assault Mode", "Cyber End Dragon",
                          [{"phase": "damage_step"}, {"events": [destroyed]}])
    assert [(link["card"], link["effect"]) for link in answer.chain] == [("me", 1)]


def test_rallis_destroyed_before_the_end_of_the_damage_step_is_not_removed_from_play():
    # "If this card attacks, it is removed from play at the end of the Damage Step": another card of the family
    answer = _attack_then("Rallis the Star Bird", "Gemini Elf", [{"activate": "sak", "targets": ["me"]}, {"resolve": 1}])
    assert answer.chain == []


def test_satellite_cannon_s_attack_declaration_alone_sets_off_nothing():
    answer = _attack_then("Satellite Cannon", "Gemini Elf", [])
    assert answer.chain == []


# ---------------------------------------------------------------- a card moving itself as it resolves
# (rule ce-own-disposal-locked)

def _bait_doll(lock: str | None):
    cards = {"bd": card("Bait Doll", "A", "hand"), "mf": card("Mirror Force", "B", "spell_trap_zone", face_up=False)}
    if lock:
        cards["lock"] = card(lock, "B", position="attack")
    return ask(cards, {"can_activate": "bd"})


def test_bait_doll_cannot_be_activated_under_g_b_hunter():
    answer = _bait_doll("G.B. Hunter")
    assert answer.answer == "no" and "ce-own-disposal-locked" in answer.rules


def test_bait_doll_can_be_activated_without_the_lock():
    answer = _bait_doll(None)
    assert answer.answer == "yes" and "ce-own-disposal-locked" not in answer.rules


def test_pot_of_benevolence_cannot_be_activated_under_imperial_iron_wall():
    cards = {"pot": card("Pot of Benevolence", "A", "hand"),
             "wall": card("Imperial Iron Wall", "B", "spell_trap_zone", face_up=True),
             "g1": card("Vorse Raider", "A", "graveyard"), "g2": card("Gemini Elf", "A", "graveyard")}
    answer = ask(cards, {"can_activate": "pot"})
    assert answer.answer == "no" and "ce-own-disposal-locked" in answer.rules


def test_a_lock_on_a_player_s_deed_does_not_stop_the_card():
    # Dark Simorgh's "cannot Set": Scrap-Iron Scarecrow still negates the attack and goes to the GY
    cards = {"simorgh": card("Dark Simorgh", "B", position="attack"), "vorse": card("Vorse Raider", "A", position="attack"),
             "crow": card("Scrap-Iron Scarecrow", "A", "spell_trap_zone", face_up=False)}
    steps = [{"events": [{"event": "attack_declared", "card": "simorgh", "player": "B", "target": "vorse"}]}]
    answer = ask(cards, {"can_activate": "crow"}, steps, phase="battle", turn_player="B")
    assert answer.answer == "yes" and "ce-own-disposal-locked" not in answer.rules
