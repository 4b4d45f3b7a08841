"""The duel state (edison_kg/timing/state.py, steps.py) kept over real cards: where Equip
Cards go with their monster, replacements, and what a scenario says twice."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.timing.scenario import parse_scenario
from scenario_cards import card


def state_after(cards, steps, turn_player="A"):
    scenario = parse_scenario({"game": "yugioh-edison", "turn_player": turn_player, "cards": cards, "steps": steps,
                               "ask": {"last_thing": True}})
    return timing.default_engine().play(scenario).duel


def test_a_monster_set_face_down_loses_its_equip_cards():
    state = state_after({"relinquished": card("Relinquished", "A", position="attack"),
                         "sangan": card("Sangan", "A", "spell_trap_zone", face_up=True, equipped_to="relinquished"),
                         "moon": card("Book of Moon", "B", "spell_trap_zone", face_up=False)},
                        [{"activate": "moon", "targets": ["relinquished"]}, {"resolve": 1}])
    assert state.cards["relinquished"].face_up is False
    assert state.cards["sangan"].zone == "graveyard"
    assert [(e.event, e.card, e.cause) for e in state.moments[-1].events][-1] == ("sent_to_gy", "sangan", "rule")


def test_an_equip_card_sent_with_its_monster_is_banished_instead():
    state = state_after({"macro": card("Macro Cosmos", "B", "spell_trap_zone", face_up=True),
                         "elf": card("Gemini Elf", "A", position="attack"),
                         "axe": card("Axe of Despair", "A", "spell_trap_zone", face_up=True, equipped_to="elf")},
                        [{"events": [[{"event": "destroyed", "card": "elf", "player": "A", "cause": "effect"}]]}])
    assert (state.cards["elf"].zone, state.cards["axe"].zone) == ("banished", "banished")


def test_what_the_rules_already_did_is_not_done_twice():
    steps = [{"events": [[{"event": "destroyed", "card": "elf", "player": "A", "cause": "effect"}]]},
             {"events": [[{"event": "sent_to_gy", "card": "axe", "player": "A", "from": "spell_trap_zone",
                           "cause": "rule"}]]}]
    state = state_after({"elf": card("Gemini Elf", "A", position="attack"),
                         "axe": card("Axe of Despair", "A", "spell_trap_zone", face_up=True, equipped_to="elf")}, steps)
    assert len(state.moments) == 1


def test_a_trap_that_equips_itself_stays_on_the_field():
    state = state_after({"sword": card("Gearfried the Swordmaster", "A", position="attack"),
                         "blast": card("Blast with Chain", "A", "spell_trap_zone", face_up=False)},
                        [{"activate": "blast", "targets": ["sword"]}, {"resolve": 1}])
    assert (state.cards["blast"].zone, state.cards["blast"].equipped_to) == ("spell_trap_zone", "sword")


def test_an_attack_declaration_starts_a_battle_and_the_main_phase_ends_it():
    state = state_after({"vorse": card("Vorse Raider", "A", position="attack"),
                         "elf": card("Gemini Elf", "B", position="attack")},
                        [{"phase": "battle"},
                         {"events": [{"event": "attack_declared", "card": "vorse", "player": "A", "target": "elf"}]}])
    assert (state.battle.attacker, state.battle.target) == ("vorse", "elf")
    assert state_after({"vorse": card("Vorse Raider", "A", position="attack")},
                       [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "vorse", "player": "A"}]},
                        {"phase": "main2"}]).battle is None


def test_an_effect_that_targets_does_its_unnamed_clause_to_its_target():
    # Book of Taiyou: "Flip 1 face-down monster on the field into face-up Attack Position"
    state = state_after({"mof": card("Magician of Faith", "A", position="face_down"),
                         "book": card("Book of Taiyou", "A", "hand")},
                        [{"activate": "book", "targets": ["mof"]}, {"resolve": 1}])
    assert state.cards["mof"].face_up is True
    assert [(e.event, e.card) for e in state.moments[-1].events] == [("flipped_face_up", "mof")]


def test_all_attack_position_monsters_leaves_defense_position_ones():
    state = state_after({"atk": card("Vorse Raider", "A", position="attack"),
                         "def": card("Gemini Elf", "A", position="defense"),
                         "mf": card("Mirror Force", "B", "spell_trap_zone", face_up=False)},
                        [{"events": [{"event": "attack_declared", "card": "atk", "player": "A"}]},
                         {"activate": "mf"}, {"resolve": 1}])
    assert (state.cards["atk"].zone, state.cards["def"].zone) == ("graveyard", "monster_zone")


def test_damage_to_both_players_is_an_event_of_each():
    state = state_after({"sangan": card("Sangan", "A", position="attack"),
                         "ring": card("Ring of Destruction", "B", "spell_trap_zone", face_up=False)},
                        [{"activate": "ring", "targets": ["sangan"]}, {"resolve": 1}], turn_player="B")
    assert sorted((e.event, e.player) for e in state.moments[-1].events if e.event == "damage_inflicted") == [
        ("damage_inflicted", "A"), ("damage_inflicted", "B")]
