"""Round 179, readings the engine now gets from the card reader: "If your opponent activates a Card/Effect" answers a
monster's effect too (cardtext/facts.py); a one-card target taken "from your Graveyard" is in its player's Graveyard
(cardtext/pile_readings.py, rule state-target-must-exist); an option named by the question is the whole effect, its
targets only if it takes them (timing/rules/options.py, rule act-an-option-that-can-be-done). Real pool cards."""

from __future__ import annotations

import pytest

from edison_kg import timing


def _ask(cards: dict, steps: list, ask: dict, turn_player: str = "A", phase: str = "main1") -> dict:
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": steps, "ask": ask}).to_dict()


def test_a_card_or_effect_answers_a_monster_effect_activated_from_the_hand():
    # Majestic Star Dragon's ruling: its Tribute-and-negate effect answers D.D. Crow with nothing of B's to destroy
    cards = {"msd": {"name": "Majestic Star Dragon", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "crow": {"name": "D.D. Crow", "controller": "B", "zone": "hand"},
             "gone": {"name": "Vorse Raider", "controller": "A", "zone": "graveyard"}}
    steps = [{"activate": "crow", "targets": ["gone"]}]
    answer = _ask(cards, steps, {"can_activate": "msd", "effect_text": "negate the activation"}, turn_player="B")
    assert answer["answer"] == "yes"


@pytest.mark.parametrize("in_graveyard, expected", [(None, "no"), ("Infernity Archfiend", "yes")])
def test_a_one_card_target_from_your_graveyard_must_be_there(in_graveyard, expected):
    # Infernity Force's rulings: it targets the attacking monster and an "Infernity" monster in its player's Graveyard
    cards = {"force": {"name": "Infernity Force", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "necro": {"name": "Infernity Necromancer", "controller": "A", "zone": "monster_zone", "position": "defense"},
             "vorse": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    if in_graveyard:
        cards["gy"] = {"name": in_graveyard, "controller": "A", "zone": "graveyard"}
    steps = [{"events": [{"event": "attack_declared", "card": "vorse", "player": "B", "target": "necro"}]}]
    answer = _ask(cards, steps, {"can_activate": "force"}, turn_player="B", phase="battle")
    assert answer["answer"] == expected


@pytest.mark.parametrize("option, expected", [("Target 1 monster with 800 or less DEF", "no"),
                                              ("Inflict 800 damage", "yes"), (None, "yes")])
def test_the_option_named_is_judged_alone(option, expected):
    # Dragon's Gunfire with a Dragon and no monster of 800 or less DEF: only its damage option can be chosen
    cards = {"gunfire": {"name": "Dragon's Gunfire", "controller": "A", "zone": "hand"},
             "drago": {"name": "Koa'ki Meiru Drago", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "vorse": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    ask = {"can_activate": "gunfire", **({"effect_text": option} if option else {})}
    assert _ask(cards, [], ask)["answer"] == expected


@pytest.mark.parametrize("face_up, expected", [(False, "no"), (True, "yes")])
def test_any_number_of_targets_needs_one(face_up, expected):
    # Cosmic Fortress Gol'gar: "You can target any number of face-up Spells/Traps; return them to the hand"
    cards = {"golgar": {"name": "Cosmic Fortress Gol'gar", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "card": {"name": "Swords of Revealing Light", "controller": "B", "zone": "spell_trap_zone", "face_up": face_up}}
    assert _ask(cards, [], {"can_activate": "golgar", "effect_text": "face-up Spells/Traps"})["answer"] == expected


@pytest.mark.parametrize("how, on_chain", [("effect", False), ("rule", True)])
def test_sent_because_its_monster_left_is_sent_by_rule(how, on_chain):
    # Gladiator Beast's Battle Archfiend Shield: "When this card is sent to your Graveyard because the equipped monster
    # you controlled was shuffled into your Deck": not when it is destroyed in that monster's place by Smashing Ground
    cards = {"laq": {"name": "Gladiator Beast Laquari", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "shield": {"name": "Gladiator Beast's Battle Archfiend Shield", "controller": "A", "zone": "spell_trap_zone",
                        "face_up": True, "equipped_to": "laq"}}
    if how == "effect":
        moment = [{"event": "destroyed", "card": "shield", "from": "spell_trap_zone", "to": "graveyard", "cause": "effect"}]
    else:
        moment = [{"event": "returned_to_deck", "card": "laq", "from": "monster_zone", "to": "deck", "cause": "effect"},
                  {"event": "sent_to_gy", "card": "shield", "from": "spell_trap_zone", "to": "graveyard", "cause": "rule"}]
    chain = _ask(cards, [{"events": moment}], {"triggers": True}, phase="battle")["chain"]
    assert [entry["card"] for entry in chain] == (["shield"] if on_chain else [])
