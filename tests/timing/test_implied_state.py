"""What a scenario's steps imply about the duel (edison_kg/timing/implied.py): where a card whose
zone the scenario leaves open was, and the phase, taken as given and said in ``assumed``; and
the scenarios that contradict themselves, refused with the JSON path of what is wrong. On the
small real subset of the graph (tests/timing/subset_duel.py) and cards that bring their text."""

from __future__ import annotations

import pytest

from edison_kg.errors import BadScenario
from subset_duel import card, duel, own, subset_engine  # noqa: F401  (fixtures)

JINZO = {"name": "Jinzo", "text": "Trap Cards cannot be activated. Negate all Trap effects on the field.",
         "controller": "A", "card_type": "monster", "subtypes": ["Effect"]}
RUIN = own("Widespread Ruin", "When an opponent's monster declares an attack: Destroy the Attack Position monster "
           "your opponent controls with the highest ATK.", "B", "spell_trap_zone", "trap", "Normal", face_up=False)
TYPHOON = own("Mystical Space Typhoon", "Target 1 Spell/Trap Card on the field; destroy that target.", "A", "hand",
              "spell", "Quick-Play")


def attack(attacker, target=None, player="A"):
    return {"events": [{"event": "attack_declared", "card": attacker, "player": player,
                        **({"target": target} if target else {})}]}


def destroyed_by_battle(ref, by, player="B"):
    return {"events": [{"event": "destroyed", "card": ref, "player": player, "cause": "battle", "by": by}]}


# ------------------------------------------------------------------ inferred, and said

def test_a_monster_that_attacks_is_face_up_on_the_field_in_the_battle_phase(duel):
    state = duel({"cd": {"name": "Cyber Dragon", "controller": "A"}}, [attack("cd")])
    assert (state.cards["cd"].zone, state.cards["cd"].face_up, state.phase) == ("monster_zone", True, "battle")
    assert state.assumptions == ["It is the Battle Phase: Cyber Dragon declared an attack",
                                 "Cyber Dragon is face-up on the field: it declared an attack",
                                 "Cyber Dragon is in Attack Position: it declared an attack"]
    assert state.cards["cd"].position == "attack"
    assert {"bt-battle-happens-in-the-damage-step", "state-on-the-field-by-what-it-did"} <= set(state.notes)


def test_an_attacking_monster_written_without_a_zone_applies_its_continuous_effects(subset_engine):
    scenario = {"game": "yugioh-edison", "turn_player": "A", "phase": "battle",
                "cards": {"jinzo": JINZO, "ruin": RUIN}, "steps": [attack("jinzo")], "ask": {"can_activate": "ruin"}}
    got = subset_engine.ask(scenario)
    assert (got.answer, got.reason) == ("no", "other")
    assert "Jinzo is face-up on the field: it declared an attack" in got.assumed


def test_the_attack_target_is_on_the_field_and_the_opponents(duel):
    state = duel({"cd": card("Cyber Dragon", "A", position="attack"), "sangan": {"name": "Sangan"}},
                 [attack("cd", "sangan")], phase="battle")
    assert (state.cards["sangan"].zone, state.cards["sangan"].controller) == ("monster_zone", "B")
    assert state.assumptions == ["Sangan is controlled by player B: player A's monster attacked it",
                                 "Sangan is on the field: it was chosen as an attack target"]


def test_a_monster_destroyed_by_battle_was_on_the_field_in_the_damage_step(duel):
    state = duel({"cd": card("Cyber Dragon", "A", position="attack"), "sangan": {"name": "Sangan", "controller": "B"}},
                 [destroyed_by_battle("sangan", "cd")], phase="battle")
    assert state.phase == "damage_step"
    assert state.assumptions == ["It is the Damage Step: Sangan was destroyed by battle",
                                 "Sangan was face-up on the field: it was destroyed by battle"]
    assert state.moments[-1].events[0].from_zone == "monster_zone"


def test_a_tribute_and_a_flip_summoned_monster_were_on_the_field(duel):
    cards = {"frog": {"name": "Dupe Frog", "controller": "A"}, "sangan": {"name": "Sangan", "controller": "A"},
             "cd": card("Cyber Dragon", "A", "hand")}
    state = duel(cards, [{"summon": "cd", "method": "tribute", "materials": ["frog"]},
                         {"summon": "sangan", "method": "flip"}])
    assert state.assumptions == [
        "It is Main Phase 1: the scenario names no phase",
        "Dupe Frog was face-up on the field: it was used for the Tribute Summon of Cyber Dragon",
        "Sangan was Set on the field: it was Flip Summoned"]


def test_a_card_a_field_effect_targets_is_on_the_field(duel):
    cards = {"mst": TYPHOON, "coth": {"name": "Call of the Haunted", "controller": "A"}}
    state = duel(cards, [{"activate": "mst", "targets": ["coth"]}])
    assert state.cards["coth"].zone == "spell_trap_zone"
    assert state.assumptions[1:] == ["Call of the Haunted is face-up on the field: Mystical Space Typhoon targets it "
                                     "there"]


def test_a_discarded_card_was_in_the_hand_and_nothing_is_guessed_without_a_step_that_says(duel):
    cards = {"sangan": {"name": "Sangan", "controller": "A"}, "coth": card("Call of the Haunted", "A",
                                                                           "spell_trap_zone", face_up=False),
             "frog": {"name": "Dupe Frog", "controller": "A"}}
    state = duel(cards, [{"events": [{"event": "discarded", "card": "sangan", "player": "A", "cause": "effect"}]},
                         {"activate": "coth", "targets": ["frog"]}])
    assert state.assumptions[1:] == ["Sangan was in the hand: it was discarded from there"]
    assert state.cards["frog"].zone is None       # Call of the Haunted's target: the scenario said nothing


def test_the_contracts_defaults_are_said_where_nothing_says_otherwise(duel):
    state = duel({"cd": {"name": "Cyber Dragon", "zone": "hand"}}, [{"summon": "cd", "method": "special"}])
    assert state.assumptions == ["Cyber Dragon is controlled by player A: the scenario names no controller",
                                 "It is Main Phase 1: the scenario names no phase"]
    assert duel({"cd": card("Cyber Dragon", "A", "hand")}, [], phase="main2").assumptions == []


def test_a_card_whose_owner_alone_is_named_is_controlled_by_its_owner(duel):
    state = duel({"cd": {"name": "Cyber Dragon", "owner": "B", "zone": "monster_zone", "position": "attack"}}, [],
                 phase="main1")
    assert state.cards["cd"].controller == "B"
    assert state.assumptions == ["Cyber Dragon is controlled by its owner, player B: the scenario names no controller"]


# ------------------------------------------------------------------ contradictions, refused

CONTRADICTIONS = [
    ("a card in the hand declares an attack",
     {"cd": card("Cyber Dragon", "A", "hand")}, [attack("cd")], {}, "$.steps[0].events[0]"),
    ("a Set monster declares an attack",
     {"cd": card("Cyber Dragon", "A", position="face_down")}, [attack("cd")], {"phase": "battle"},
     "$.steps[0].events[0]"),
    ("Call of the Haunted targets a card in the hand",
     {"coth": card("Call of the Haunted", "A", "spell_trap_zone", face_up=False), "sangan": card("Sangan", "A", "hand")},
     [{"activate": "coth", "targets": ["sangan"]}], {}, "$.steps[0].targets[0]"),
    ("a destroying effect targets a card in the Graveyard",
     {"mst": TYPHOON, "coth": card("Call of the Haunted", "A", "graveyard")},
     [{"activate": "mst", "targets": ["coth"]}], {}, "$.steps[0].targets[0]"),
    ("an attack in Main Phase 1",
     {"cd": card("Cyber Dragon", "A", position="attack")}, [attack("cd")], {"phase": "main1"}, "$.steps[0].events[0]"),
    ("a destruction by battle in Main Phase 2",
     {"cd": card("Cyber Dragon", "A", position="attack"), "sangan": card("Sangan", "B", position="attack")},
     [{"phase": "main2"}, destroyed_by_battle("sangan", "cd")], {}, "$.steps[1].events[0]"),
    ("an attack target in the Graveyard",
     {"cd": card("Cyber Dragon", "A", position="attack"), "sangan": card("Sangan", "B", "graveyard")},
     [attack("cd", "sangan")], {"phase": "battle"}, "$.steps[0].events[0].target"),
    ("a monster attacks its own controller's monster",
     {"cd": card("Cyber Dragon", "A", position="attack"), "sangan": card("Sangan", "A", position="attack")},
     [attack("cd", "sangan")], {"phase": "battle"}, "$.steps[0].events[0].target"),
    ("a battle position for a card in the hand",
     {"sangan": card("Sangan", "A", "hand", position="attack")}, [], {}, "$.cards.sangan.position"),
    ("a face-down monster in Attack Position",
     {"sangan": card("Sangan", "A", position="attack", face_up=False)}, [], {}, "$.cards.sangan.face_up"),
    ("a face-down card in the Graveyard",
     {"sangan": card("Sangan", "A", "graveyard", face_up=False)}, [], {}, "$.cards.sangan.face_up"),
    ("an Equip Card equipped to a monster in the Graveyard",
     {"sangan": card("Sangan", "A", "graveyard"),
      "axe": own("Axe of Despair", "The equipped monster gains 1000 ATK.", "A", "spell_trap_zone", "spell", "Equip",
                 equipped_to="sangan")}, [], {}, "$.cards.axe.equipped_to"),
    ("a face-up monster flipped face-up",
     {"sangan": card("Sangan", "A", position="attack")},
     [{"events": [{"event": "flipped_face_up", "card": "sangan", "player": "A", "cause": "effect"}]}], {},
     "$.steps[0].events[0]"),
    ("a Flip Summon of a face-up monster",
     {"sangan": card("Sangan", "A", position="attack")}, [{"summon": "sangan", "method": "flip"}], {},
     "$.steps[0].summon"),
    ("a Normal Summon of a monster already face-up on the field",
     {"cd": card("Cyber Dragon", "A", position="attack")}, [{"summon": "cd", "method": "normal"}], {},
     "$.steps[0].summon"),
    ("a Tribute from the Graveyard",
     {"cd": card("Cyber Dragon", "A", "hand"), "frog": card("Dupe Frog", "A", "graveyard")},
     [{"summon": "cd", "method": "tribute", "materials": ["frog"]}], {}, "$.steps[0].materials[0]"),
    ("a card on the field discarded",
     {"sangan": card("Sangan", "A", position="attack")},
     [{"events": [{"event": "discarded", "card": "sangan", "player": "A", "cause": "effect"}]}], {},
     "$.steps[0].events[0]"),
    ("a card taken from where it is not",
     {"sangan": card("Sangan", "A", "graveyard")},
     [{"events": [{"event": "sent_to_gy", "card": "sangan", "player": "A", "from": "hand", "cause": "effect"}]}], {},
     "$.steps[0].events[0]"),
    ("a Set monster's trigger effect used as if it were face-up",
     {"sangan": card("Sangan", "A", position="face_down")}, [{"activate": "sangan"}], {}, "$.steps[0].activate"),
]


@pytest.mark.parametrize("what, cards, steps, scenario, where", CONTRADICTIONS, ids=[c[0] for c in CONTRADICTIONS])
def test_a_scenario_that_contradicts_itself_is_refused_with_its_path(duel, what, cards, steps, scenario, where):
    with pytest.raises(BadScenario) as refused:
        duel(cards, steps, **scenario)
    assert refused.value.where == where
    assert "\n" not in str(refused.value)


def test_the_command_line_refuses_it_with_exit_2_and_one_line(tmp_path):
    import json
    import subprocess
    import sys

    path = tmp_path / "scenario.json"
    path.write_text(json.dumps({"game": "yugioh-edison", "turn_player": "A",
                                "cards": {"cd": {"name": "Cyber Dragon", "controller": "A", "zone": "hand"}},
                                "steps": [attack("cd")], "ask": {"triggers": True}}), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "edison_kg", "ask", str(path)], capture_output=True, text=True)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip().splitlines() == [
        "edison-kg ask: $.steps[0].events[0]: Cyber Dragon is in the hand: only a monster on the field declares an "
        "attack"]
