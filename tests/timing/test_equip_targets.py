"""Rule eq-equip-needs-a-monster-to-equip: an Equip Spell Card is activated by targeting the
face-up monster it will be equipped to, of the kind its text allows (ek:equipOnlyTo, cardtext/equip_kinds.py)."""

from __future__ import annotations

from edison_kg import timing

RULE = "/eq-equip-needs-a-monster-to-equip"


def _ask(equip: str, monsters: dict, steps: list | None = None, ask: str = "eq") -> dict:
    cards = {"eq": {"name": equip, "controller": "A", "zone": "hand"},
             **{ref: {"name": name, "controller": who, "zone": "monster_zone", **extra}
                for ref, (name, who, extra) in monsters.items()}}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": steps or [], "ask": {"can_activate": ask}}).to_dict()


def _no_by_the_rule(answer: dict) -> bool:
    return answer["answer"] == "no" and any(rule.endswith(RULE) for rule in answer["rules"])


UP = {"position": "attack"}
DOWN = {"position": "defense", "face_up": False}


def test_an_equip_spell_with_no_monster_on_the_field_cannot_be_activated():
    assert _no_by_the_rule(_ask("Axe of Despair", {}))


def test_an_equip_spell_with_any_face_up_monster_can_be_activated():
    assert _ask("Axe of Despair", {"v": ("Vorse Raider", "B", UP)})["answer"] == "yes"


def test_an_equip_spell_with_only_a_face_down_monster_cannot_be_activated():
    assert _no_by_the_rule(_ask("Axe of Despair", {"v": ("Vorse Raider", "A", DOWN)}))


def test_equip_only_to_a_spirit_monster_needs_a_face_up_spirit_monster():
    assert _no_by_the_rule(_ask("Mirror of Yata", {"v": ("Vorse Raider", "A", UP)}))
    assert _ask("Mirror of Yata", {"y": ("Yata-Garasu", "A", UP)})["answer"] == "yes"
    assert _no_by_the_rule(_ask("Mirror of Yata", {"y": ("Yata-Garasu", "A", DOWN)}))


def test_equip_only_to_a_warrior_type_monster_reads_the_type():
    assert _no_by_the_rule(_ask("Lightning Blade", {"v": ("Vorse Raider", "A", UP)}))   # a Beast-Warrior
    assert _ask("Lightning Blade", {"g": ("Gearfried the Iron Knight", "B", UP)})["answer"] == "yes"


def test_equip_only_to_a_monster_your_opponent_controls_reads_the_side():
    assert _no_by_the_rule(_ask("Snatch Steal", {"v": ("Vorse Raider", "A", UP)}))
    assert _ask("Snatch Steal", {"v": ("Vorse Raider", "B", UP)})["answer"] == "yes"


def test_a_list_of_named_monsters_takes_any_of_them():
    assert _ask("Magic Formula", {"d": ("Dark Magician Girl", "A", UP)})["answer"] == "yes"
    assert _no_by_the_rule(_ask("Magic Formula", {"d": ("Dark Magician of Chaos", "A", UP)}))


def test_an_equip_spell_that_summons_what_it_equips_keeps_its_own_reading():
    answer = _ask("Premature Burial", {})
    assert not any(rule.endswith(RULE) for rule in answer["rules"])



def _armed_changer_battle(stated_send: bool) -> dict:
    # Armed Changer, activated as a card and resolved, is equipped to its target: the monster's battle then meets its
    # trigger; destroyed with its monster, it goes to the Graveyard by the rules, which a step may also state
    cards = {"ac": {"name": "Armed Changer", "controller": "A", "zone": "hand"},
             "bo": {"name": "Battle Ox", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "dh": {"name": "Dark Hole", "controller": "B", "zone": "hand"}}
    destroyed = [{"event": "destroyed", "card": "bo", "cause": "effect", "by": "dh", "to": "graveyard"}]
    if stated_send:
        destroyed.append({"event": "sent_to_gy", "card": "ac", "cause": "rule", "from": "spell_trap_zone",
                          "to": "graveyard"})
    steps = [{"activate": "ac", "targets": ["bo"]}, {"resolve": 1}, {"phase": "end"}, {"phase": "draw"},
             {"activate": "dh"}, {"resolve": 1, "events": destroyed}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": steps,
                       "ask": {"can_activate": "ac"}}).to_dict()


def test_an_equip_spell_activated_as_a_card_is_equipped_to_its_target_as_it_resolves():
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1",
                         "cards": {"ac": {"name": "Axe of Despair", "controller": "A", "zone": "hand"},
                                   "bo": {"name": "Battle Ox", "controller": "A", "zone": "monster_zone",
                                          "position": "attack"}},
                         "steps": [{"activate": "ac", "targets": ["bo"]}, {"resolve": 1}],
                         "ask": {"triggers": True}})
    assert "Axe of Despair was equipped to Battle Ox" in answer.to_text()


def test_a_step_that_states_what_the_rules_already_did_is_not_a_contradiction():
    # the Equip Card went to the Graveyard with its monster; a step saying so again is the same event
    stated, left_out = _armed_changer_battle(stated_send=True), _armed_changer_battle(stated_send=False)
    assert (stated["answer"], stated["reason"]) == (left_out["answer"], left_out["reason"])
    assert any("Armed Changer was sent to the Graveyard" in line and "by the rules" in line for line in stated["happened"])


def test_an_equip_spell_that_takes_control_needs_a_monster_whose_control_can_switch():
    # Snatch Steal takes control of the monster it equips (rule ce-control-cannot-switch): Element Soldier's
    # "● WATER: Control of this card cannot switch" holds while a WATER monster is on the field
    soldier = {"s": ("Element Soldier", "B", UP)}
    locked = _ask("Snatch Steal", {**soldier, "w": ("Mother Grizzly", "A", UP)})
    assert _no_by_the_rule(locked) and any(rule.endswith("/ce-control-cannot-switch") for rule in locked["rules"])
    assert _ask("Snatch Steal", {**soldier, "o": ("Vorse Raider", "A", UP)})["answer"] == "yes"   # no WATER monster
    # an Equip Spell that takes no control is not kept from it
    assert _ask("Axe of Despair", {**soldier, "w": ("Mother Grizzly", "A", UP)})["answer"] == "yes"


# rule eq-equip-trap-needs-a-monster-to-equip: a Trap Card that becomes an Equip Card for the kind its text names
def _set_trap(trap: str, monsters: dict) -> dict:
    cards = {"trap": {"name": trap, "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             **{ref: {"name": name, "controller": who, "zone": "monster_zone", **extra}
                for ref, (name, who, extra) in monsters.items()}}
    return timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "main1", "cards": cards,
                       "steps": [], "ask": {"can_activate": "trap"}}).to_dict()


def test_an_equip_trap_for_a_gemini_you_control_does_not_count_the_opponents_gemini():
    answer = _set_trap("Gemini Booster", {"g": ("Goggle Golem", "B", UP), "v": ("Vorse Raider", "A", UP)})
    assert answer["answer"] == "no" and any(r.endswith("/eq-equip-trap-needs-a-monster-to-equip")
                                            for r in answer["rules"])


def test_an_equip_trap_with_a_gemini_of_its_own_can_be_activated():
    assert _set_trap("Gemini Booster", {"g": ("Goggle Golem", "A", UP)})["answer"] == "yes"
