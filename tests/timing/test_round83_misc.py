"""Round 83 on real cards: a card chained to an activation pays its discard cost (rule cost-paid-as-it-is-chained), a
monster destroyed by battle goes to the Deck instead while Grave Protector is face-up (rule
ce-battle-destroyed-to-deck-instead), and "If there are any Field Spell Cards on the field, destroy them" destroys them
all (rule res-all-of-them-it-names)."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card


def ask(cards, steps, question, turn_player="A", phase="main1"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": steps, "ask": question})


# ------------------------------------------------------------------ Trap/Spell Reclamation's discard cost

def _sakuretsu(extra=None):
    cards = {"atk": card("Cyber Dragon", "B", position="attack"),
             "sak": card("Sakuretsu Armor", "A", "spell_trap_zone", face_up=False),
             "rec": card("Trap Reclamation", "A", "spell_trap_zone", face_up=False), **(extra or {})}
    steps = [{"events": [{"event": "attack_declared", "card": "atk"}]}, {"activate": "sak", "targets": ["atk"]}]
    return ask(cards, steps, {"can_activate": "rec"}, turn_player="B", phase="battle")


def test_trap_reclamation_with_no_card_in_hand_cannot_pay_its_discard():
    answer = _sakuretsu()
    assert answer.answer == "no" and "cost-paid-as-it-is-chained" in answer.rules
    assert "Player A's hand holds only the cards the scenario names there: none" in answer.assumed


def test_trap_reclamation_with_a_card_to_discard_can_be_chained():
    assert _sakuretsu({"spare": card("Sangan", "A", "hand")}).answer == "yes"


def test_spell_reclamation_with_no_card_in_hand_cannot_pay_its_discard():
    cards = {"mst": card("Mystical Space Typhoon", "A", "hand"),
             "set": card("Mirror Force", "B", "spell_trap_zone", face_up=False),
             "rec": card("Spell Reclamation", "A", "spell_trap_zone", face_up=False)}
    steps = [{"activate": "mst", "targets": ["set"]}]
    assert ask(cards, steps, {"can_activate": "rec"}).answer == "no"
    cards["spare"] = card("Sangan", "A", "hand")
    assert ask(cards, steps, {"can_activate": "rec"}).answer == "yes"


# ------------------------------------------------------------------ Grave Protector

def _battle(cards, attacker, target):
    steps = [{"events": [{"event": "attack_declared", "card": attacker, "player": "B", "target": target}]},
             {"phase": "damage_step"},
             {"events": [[{"event": "destroyed", "card": target, "from": "monster_zone", "cause": "battle", "by": attacker}]]}]
    return ask(cards, steps, {"triggers": True}, turn_player="B", phase="battle")


def test_a_monster_destroyed_by_battle_beside_grave_protector_goes_to_the_deck():
    for name in ("Mystic Tomato", "Shining Angel"):
        cards = {"gp": card("Grave Protector", "A", position="defense"), "mon": card(name, "A", position="attack"),
                 "cd": card("Cyber Dragon", "B", position="attack")}
        answer = _battle(cards, "cd", "mon")
        assert answer.chain == [] and "ce-battle-destroyed-to-deck-instead" in answer.rules, name


def test_without_a_face_up_grave_protector_the_trigger_activates():
    cards = {"gp": card("Grave Protector", "A", position="face_down"), "mon": card("Mystic Tomato", "A", position="attack"),
             "cd": card("Cyber Dragon", "B", position="attack")}
    answer = _battle(cards, "cd", "mon")
    assert [link["card"] for link in answer.chain] == ["mon"]
    assert "ce-battle-destroyed-to-deck-instead" not in answer.rules
    del cards["gp"]
    assert [link["card"] for link in _battle(cards, "cd", "mon").chain] == ["mon"]


# ------------------------------------------------------------------ Burning Land

def _burning_land(fields):
    cards = {"bl": card("Burning Land", "A", "hand"), **fields}
    return ask(cards, [{"activate": "bl"}, {"resolve": 1}], {"last_thing": True})


def test_burning_land_destroys_every_field_spell_on_the_field():
    answer = _burning_land({"nv": card("Necrovalley", "B", "field_zone", face_up=True)})
    assert [(e["event"], e["card"]) for e in answer.last_thing] == [("destroyed", "nv")]
    assert "res-all-of-them-it-names" in answer.rules
    answer = _burning_land({"nv": card("Necrovalley", "B", "field_zone", face_up=True),
                            "umi": card("Umi", "A", "field_zone", face_up=True)})
    assert sorted(e["card"] for e in answer.last_thing if e["event"] == "destroyed") == ["nv", "umi"]


def test_burning_land_destroys_nothing_else_and_nothing_with_no_field_spell():
    answer = _burning_land({"storm": card("Mirror Force", "B", "spell_trap_zone", face_up=False)})
    assert not any(e["event"] == "destroyed" for e in answer.last_thing)


def test_gravity_behemoth_destroys_only_the_field_spells():
    # "You can destroy all Field Spell Cards on the field.": the Set Mirror Force stays
    cards = {"gb": card("Gravity Behemoth", "A", position="attack"),
             "nv": card("Necrovalley", "B", "field_zone", face_up=True),
             "mf": card("Mirror Force", "B", "spell_trap_zone", face_up=False)}
    answer = ask(cards, [{"activate": "gb"}, {"resolve": 1}], {"last_thing": True})
    assert [(e["event"], e["card"]) for e in answer.last_thing] == [("destroyed", "nv")]
    assert "res-all-cards-of-a-kind" in answer.rules
