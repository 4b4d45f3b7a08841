"""What a resolution leaves on the field, chain limits on one activation, the field a "When ... while the only
monsters you control are ..." card needs, and the targets a resolution's clauses name in order (rules
chain-card-remains-on-field, chain-response-barred, cond-activation-needs-field-state); pool cards, as
`edison-kg ask` answers."""

from __future__ import annotations

import sys
from pathlib import Path

from edison_kg import cardtext, timing

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cardtext"))
from pool import cards as pool_cards  # noqa: E402

SET = {"zone": "spell_trap_zone", "face_up": False}
FIELD = {"zone": "monster_zone", "position": "attack"}


def ask(cards, steps, question, **scenario):
    raw = {"game": "yugioh-edison", "turn_player": "A", "cards": cards, "steps": list(steps), "ask": question,
           **scenario}
    return timing.ask(raw)


def c(name, controller, **state):
    return {"name": name, "controller": controller, **state}


def test_the_reader_reads_a_normal_spell_that_remains_on_the_field():
    read = {name: cardtext.read_card(pool_cards()[name]).remains_on_field
            for name in ("Nightmare's Steelcage", "Big Evolution Pill", "Pot of Greed", "Mirror Wall")}
    assert read == {"Nightmare's Steelcage": True, "Big Evolution Pill": True, "Pot of Greed": False,
                    "Mirror Wall": False}


def test_a_resolved_spell_that_remains_on_the_field_can_be_targeted():
    # Nightmare's Steelcage stays face-up once resolved: Mystical Space Typhoon has a Spell to target
    cards = {"cage": c("Nightmare's Steelcage", "A", zone="hand"), "mst": c("Mystical Space Typhoon", "B", **SET)}
    answer = ask(cards, [{"activate": "cage"}, {"resolve": 1}], {"can_activate": "mst"}, turn_player="A")
    assert answer.answer == "yes" and "chain-card-remains-on-field" in answer.rules
    # Pot of Greed goes to the Graveyard: nothing is left to target
    cards = {"pot": c("Pot of Greed", "A", zone="hand"), "mst": c("Mystical Space Typhoon", "B", **SET)}
    answer = ask(cards, [{"activate": "pot"}, {"resolve": 1}], {"can_activate": "mst"})
    assert answer.answer == "no"


def test_the_reader_reads_a_chain_limit_on_one_activation():
    effect = cardtext.read_card(pool_cards()["Super Polymerization"]).effects[0]
    assert effect.responses_barred == "all"
    assert cardtext.read_card(pool_cards()["Pot of Greed"]).effects[0].responses_barred is None


def test_nothing_answers_super_polymerization_but_it_locks_nothing_afterwards():
    cards = {"sp": c("Super Polymerization", "A", zone="hand"), "discard": c("Sangan", "A", zone="hand"),
             "wab": c("Waboku", "B", **SET), "pot": c("Pot of Greed", "A", zone="hand")}
    answer = ask(cards, [{"activate": "sp"}], {"can_activate": "wab"})
    assert (answer.answer, answer.rules[0]) == ("no", "chain-response-barred")
    # once it has resolved, Waboku is free again
    answer = ask(cards, [{"activate": "sp"}, {"resolve": 1, "events": []}], {"can_activate": "wab"})
    assert answer.answer == "yes" and "chain-response-barred" not in answer.rules


def test_supercharge_needs_every_monster_its_player_controls_to_be_a_roid():
    cards = {"gy": c("Gyroid", "A", **FIELD), "st": c("Steamroid", "A", **FIELD), "ox": c("Battle Ox", "B", **FIELD),
             "sc": c("Supercharge", "A", **SET)}
    attack = [{"events": [[{"event": "attack_declared", "card": "ox", "player": "B", "target": "gy"}]]}]
    answer = ask(cards, attack, {"can_activate": "sc"}, turn_player="B", phase="battle")
    assert answer.answer == "yes"
    # with a monster of another kind beside them, no
    cards["pw"] = c("Panther Warrior", "A", **FIELD)
    answer = ask(cards, attack, {"can_activate": "sc"}, turn_player="B", phase="battle")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")


def test_the_additional_target_is_the_second_card_targeted():
    clauses = cardtext.read_card(pool_cards()["Mysterious Guard"]).effects[0].clauses
    assert [clause.subject for clause in clauses] == ["target", "second-target"]
    cards = {"mg": c("Mysterious Guard", "A", zone="monster_zone", position="face_down"),
             "war": c("Command Knight", "A", **FIELD), "gy": c("Gyroid", "B", **FIELD),
             "st": c("Steamroid", "B", **FIELD)}
    answer = ask(cards, [{"summon": "mg", "method": "flip"}, {"activate": "mg", "targets": ["st", "gy"]},
                         {"resolve": 1}], {"last_thing": True})
    assert [(e["event"], e["card"]) for e in answer.to_dict()["last_thing"]] == [("returned_to_hand", "gy")]


def test_a_spell_activated_from_the_hand_never_counts_twice_in_the_hand():
    # "Activate only while you have 2 or more cards in your hand": alone in the hand it is 1 card at most
    cards = {"pm": c("Phantasmal Martyrs", "A", zone="hand"), "hamon": c("Hamon, Lord of Striking Thunder", "A", **FIELD)}
    answer = ask(cards, [], {"can_activate": "pm"})
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    cards.update(s1=c("Sangan", "A", zone="hand"), s2=c("Gyroid", "A", zone="hand"))
    assert ask(cards, [], {"can_activate": "pm"}).answer == "yes"
