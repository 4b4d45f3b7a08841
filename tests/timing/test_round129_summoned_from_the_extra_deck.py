"""A Synchro or Fusion Summon brings its monster from the Extra Deck, which is not the Main Deck, the hand or the
Graveyard a condition names (rule cond-extra-deck-summon-comes-from-the-extra-deck, round 129,
edison_kg/timing/rules/summoned_from.py)."""

from __future__ import annotations

from cardtext.pool import card as read
from scenario_cards import ask, card

RULE = "cond-extra-deck-summon-comes-from-the-extra-deck"


def _cites(found, rule=RULE) -> bool:
    return any(rule in cited for cited in found["rules"])


def _after_a_synchro_summon(answerer, zone, face_up=None):
    cards = {"sd": {"name": "Stardust Dragon", "controller": "A"}, "junk": card("Junk Synchron", "A"),
             "cyber": card("Cyber Dragon", "A"), "x": card(answerer, "B", zone, **({} if face_up is None else {"face_up": face_up}))}
    steps = [{"summon": "sd", "method": "synchro", "materials": ["junk", "cyber"]}]
    return ask(cards, {"can_activate": "x"}, steps).to_dict()


def test_the_reader_stores_the_main_deck_as_the_deck():
    assert read("Mirror of Oaths")[0].condition.from_zone == "deck"
    assert read("Cyber Dinosaur")[0].condition.from_zone == "hand"


def test_mirror_of_oaths_does_not_answer_a_synchro_summon():
    found = _after_a_synchro_summon("Mirror of Oaths", "spell_trap_zone", face_up=False)
    assert found["answer"] == "no"
    assert found["reason"] == "condition-not-met"
    assert "Extra Deck" in found["explanation"]
    assert _cites(found)


def test_mirror_of_oaths_does_not_answer_a_fusion_summon():
    cards = {"fd": card("Cyber Twin Dragon", "A", "extra_deck"), "c1": card("Cyber Dragon", "A"),
             "c2": card("Cyber Dragon", "A"),
             "mo": card("Mirror of Oaths", "B", "spell_trap_zone", face_up=False)}
    steps = [{"summon": "fd", "method": "fusion", "materials": ["c1", "c2"]}]
    found = ask(cards, {"can_activate": "mo"}, steps).to_dict()
    assert found["answer"] == "no"
    assert _cites(found)


def test_mirror_of_oaths_answers_a_special_summon_from_the_deck():
    summoned = {"event": "special_summon", "card": "vorse", "player": "A", "from": "deck", "to": "monster_zone"}
    cards = {"vorse": card("Vorse Raider", "A", "deck"),
             "mo": card("Mirror of Oaths", "B", "spell_trap_zone", face_up=False)}
    found = ask(cards, {"can_activate": "mo"}, [{"events": [[summoned]]}]).to_dict()
    assert found["answer"] == "yes"
    assert not _cites(found)


def test_cyber_dinosaur_does_not_answer_a_synchro_summon():
    found = _after_a_synchro_summon("Cyber Dinosaur", "hand")
    assert found["answer"] == "no"
    assert _cites(found)


def test_cyber_dinosaur_answers_a_special_summon_from_the_hand():
    cards = {"cd": card("Cyber Dragon", "A", "hand"), "dino": card("Cyber Dinosaur", "B", "hand")}
    found = ask(cards, {"can_activate": "dino"}, [{"summon": "cd", "method": "special"}]).to_dict()
    assert found["answer"] == "yes"
    assert not _cites(found)
