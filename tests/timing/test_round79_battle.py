"""Round 79: the Flip Effect of a monster the attack flipped and destroyed by battle waits for a chain after
the effects of after damage calculation (rule bt-flip-of-destroyed-after-damage-effects); a Spell Speed 1
trigger is not chained to a response (rule chain-trigger-not-after-a-response); an Equip Card destroyed in
place of its monster (rule ce-equip-destroyed-instead). Real pool cards."""

from __future__ import annotations

from scenario_cards import ask, card, flip_battle

RULE = "https://w3id.org/edison-kg/id/rule/"


def _flip_battle(attacker, attacked, destroyed):
    return flip_battle(attacker, attacked, destroyed)


def _cards(chain):
    return [entry["card"] for entry in chain]


def test_a_flip_monster_destroyed_by_the_attack_activates_after_the_after_damage_calculation_chain():
    # Red Dragon Archfiend destroys a Set Man-Eater Bug by battle: its own effect first (Substep 5),
    # Man-Eater Bug's Flip Effect on a new chain (Substep 6)
    answer = _flip_battle("Red Dragon Archfiend", "Man-Eater Bug", destroyed=True)
    assert _cards(answer["chain"]) == ["me"]
    assert [_cards(c) for c in answer["later_chains"]] == [["foe"]]
    assert RULE + "bt-flip-of-destroyed-after-damage-effects" in answer["rules"]


def test_a_destroyed_flip_monster_shares_the_chain_of_an_optional_effect_of_after_damage_calculation():
    # D.D. Warrior Lady destroys a Set Man-Eater Bug: her rulings put the Flip Effect at Chain Link 1 (the opponent's
    # mandatory effect) and her optional effect at Chain Link 2, on one chain
    answer = _flip_battle("D.D. Warrior Lady", "Man-Eater Bug", destroyed=True)
    assert _cards(answer["chain"]) == ["foe", "me"]
    assert answer["later_chains"] == []


def test_a_flip_monster_that_survives_the_attack_shares_the_chain_of_after_damage_calculation():
    # Kangaroo Champ (800 ATK) attacks a Set Cyber Jar (900 DEF): not destroyed, both on one chain
    answer = _flip_battle("Kangaroo Champ", "Cyber Jar", destroyed=False)
    assert _cards(answer["chain"]) == ["me", "foe"]
    assert answer["later_chains"] == []
    assert RULE + "bt-flip-of-destroyed-after-damage-effects" not in answer["rules"]


def _direct_attack_then(response_steps, hand_card="Battle Fader"):
    cards = {"atk": card("Luster Dragon", "B", position="attack"),
             "hand": card(hand_card, "A", zone="hand"),
             "set": card("Draining Shield", "A", zone="spell_trap_zone", face_up=False)}
    steps = [{"events": [{"event": "attack_declared", "card": "atk", "player": "B"}]}] + response_steps
    return ask(cards, {"can_activate": "hand"}, steps, phase="battle", turn_player="B").to_dict()


def test_a_spell_speed_1_trigger_cannot_be_chained_to_a_trap_that_answered_its_event():
    answer = _direct_attack_then([{"activate": "set", "targets": ["atk"]}])
    assert answer["answer"] == "no"
    assert RULE + "chain-trigger-not-after-a-response" in answer["rules"]


def test_a_spell_speed_1_trigger_answers_its_event_when_nothing_was_chained():
    answer = _direct_attack_then([])
    assert answer["answer"] == "yes"
    assert RULE + "chain-trigger-not-after-a-response" not in answer["rules"]


def _attack_on_fulhelmknight_side(response_steps):
    # XX-Saber Fulhelmknight: "When an opponent's monster declares an attack: You can target the attacking
    # monster; negate that attack" -- a trigger of the declaration on the field, another of the family
    cards = {"atk": card("Luster Dragon", "B", position="attack"),
             "knight": card("XX-Saber Fulhelmknight", "A", position="attack"),
             "set": card("Sakuretsu Armor", "A", zone="spell_trap_zone", face_up=False)}
    steps = [{"events": [{"event": "attack_declared", "card": "atk", "player": "B", "target": "knight"}]}]
    return ask(cards, {"can_activate": "knight"}, steps + response_steps, phase="battle", turn_player="B").to_dict()


def test_a_trigger_of_the_attack_on_the_field_is_not_chained_to_the_trap_that_answered_it():
    answer = _attack_on_fulhelmknight_side([{"activate": "set", "targets": ["atk"]}])
    assert answer["answer"] == "no"
    assert RULE + "chain-trigger-not-after-a-response" in answer["rules"]


def test_a_trigger_of_the_attack_on_the_field_answers_it_when_nothing_was_chained():
    assert _attack_on_fulhelmknight_side([])["answer"] == "yes"


def _mirror_force_on_equipped(monster: str, equip: str) -> dict:
    """A's ``monster``, equipped with ``equip``, attacks; B's Mirror Force resolves: what was the last thing?"""
    cards = {"mon": card(monster, "A", position="attack"),
             "eq": card(equip, "A", zone="spell_trap_zone", face_up=True, equipped_to="mon"),
             "mf": card("Mirror Force", "B", zone="spell_trap_zone", face_up=False)}
    steps = [{"events": [{"event": "attack_declared", "card": "mon", "player": "A"}]}, {"activate": "mf"},
             {"resolve": 1}]
    return ask(cards, {"last_thing": True}, steps, phase="battle").to_dict()


def test_heavy_mech_support_platform_is_destroyed_instead_of_its_monster_by_a_card_effect():
    answer = _mirror_force_on_equipped("Cyber Dragon", "Heavy Mech Support Platform")
    assert [(e["event"], e["card"]) for e in answer["last_thing"]] == [("destroyed", "eq")]
    assert RULE + "ce-equip-destroyed-instead" in answer["rules"]


def test_a_battle_only_union_is_not_destroyed_instead_of_its_monster_by_a_card_effect():
    # Y-Dragon Head's Edison text: "If the equipped monster would be destroyed by battle, destroy this card
    # instead": Mirror Force destroys the monster, and the Union goes with it
    answer = _mirror_force_on_equipped("X-Head Cannon", "Y-Dragon Head")
    assert ("destroyed", "mon") in [(e["event"], e["card"]) for e in answer["last_thing"]]
    assert RULE + "ce-equip-destroyed-instead" not in answer["rules"]


def test_a_battle_only_equip_spell_is_destroyed_instead_of_its_monster_by_battle():
    # Bubble Blaster: the equipped monster destroyed by battle keeps its place, Bubble Blaster goes
    cards = {"mon": card("Elemental HERO Bubbleman", "A", position="attack"),
             "eq": card("Bubble Blaster", "A", zone="spell_trap_zone", face_up=True, equipped_to="mon"),
             "foe": card("Cyber Dragon", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "foe", "player": "B", "target": "mon"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "mon", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle", "by": "foe"}]}]
    answer = ask(cards, {"last_thing": True}, steps, phase="battle", turn_player="B").to_dict()
    assert [(e["event"], e["card"]) for e in answer["last_thing"]] == [("destroyed", "eq")]
    assert RULE + "ce-equip-destroyed-instead" in answer["rules"]
