"""An effect whose only possible targets in a Graveyard are monsters a Summon lock
reaches cannot be activated (rule ce-forbidden-action-only-targets, edison_kg/timing/rules/only_targets.py).
Real cards: Barrier Statue of the Torrent ("Neither player can Special Summon monsters, except WATER
monsters"), Consecrated Light ("Neither player can Normal or Special Summon DARKs"), Monster Reborn,
Call of the Haunted, Vorse Raider (DARK), 7 Colored Fish (WATER), Luster Dragon (WIND)."""

from __future__ import annotations

import pytest

from edison_kg import timing


def _ask(lock: str, lock_zone: str, graveyard: dict[str, str], revive: str, whose_gy: str = "A") -> timing.Answer:
    cards = {"lock": {"name": lock, "controller": "B", "zone": lock_zone, "position": "attack" if lock_zone == "monster_zone" else None},
             "revive": {"name": revive, "controller": "A", "zone": "hand" if revive == "Monster Reborn" else "spell_trap_zone"}}
    if lock_zone != "monster_zone":
        cards["lock"].pop("position")
        cards["lock"]["face_up"] = True
    if revive != "Monster Reborn":
        cards["revive"]["face_up"] = False
    for ref, name in graveyard.items():
        cards[ref] = {"name": name, "controller": whose_gy, "zone": "graveyard"}
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
           "ask": {"can_activate": "revive"}}
    return timing.ask(raw)


def _rules(got) -> set[str]:
    return {iri.rsplit("/", 1)[-1] for iri in got.rule_iris}


@pytest.mark.parametrize("revive", ["Monster Reborn", "Call of the Haunted"])
def test_only_monsters_the_exception_does_not_spare(revive):
    got = _ask("Barrier Statue of the Torrent", "monster_zone", {"vorse": "Vorse Raider"}, revive)
    assert (got.answer, got.reason) == ("no", "other")
    assert {"ce-forbidden-action-effect", "ce-forbidden-action-only-targets"} <= _rules(got)


def test_one_monster_the_exception_spares_is_enough():
    got = _ask("Barrier Statue of the Torrent", "monster_zone",
               {"vorse": "Vorse Raider", "fish": "7 Colored Fish"}, "Monster Reborn")
    assert got.answer == "yes"
    assert "ce-forbidden-action-only-targets" not in _rules(got)


def test_the_opponents_graveyard_counts_for_either_players_graveyard():
    got = _ask("Barrier Statue of the Torrent", "monster_zone", {"fish": "7 Colored Fish"}, "Monster Reborn",
               whose_gy="B")
    assert got.answer == "yes"


def test_an_attribute_said_in_the_edison_shorthand():
    lock = "Consecrated Light"
    assert _ask(lock, "spell_trap_zone", {"vorse": "Vorse Raider"}, "Monster Reborn").answer == "no"
    assert _ask(lock, "spell_trap_zone", {"luster": "Luster Dragon"}, "Monster Reborn").answer == "yes"


def test_a_graveyard_left_open_leaves_it_open():
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "unnamed_cards": "open",
           "cards": {"lock": {"name": "Barrier Statue of the Torrent", "controller": "B", "zone": "monster_zone",
                              "position": "attack"},
                     "vorse": {"name": "Vorse Raider", "controller": "A", "zone": "graveyard"},
                     "revive": {"name": "Monster Reborn", "controller": "A", "zone": "hand"}},
           "steps": [], "ask": {"can_activate": "revive"}}
    got = timing.ask(raw)
    assert "ce-forbidden-action-only-targets" not in _rules(got)


def test_an_effect_on_all_cards_of_a_kind_in_the_graveyard_with_one_there():
    # Factory of 100 Machines: "Remove from play all "Morphtronic" monsters from your Graveyard" (rule
    # ce-forbidden-action-all-there), under Imperial Iron Wall ("Neither player can banish cards")
    cards = {"wall": {"name": "Imperial Iron Wall", "controller": "B", "zone": "spell_trap_zone", "face_up": True},
             "factory": {"name": "Factory of 100 Machines", "controller": "A", "zone": "hand"},
             "cyber": {"name": "Cyber Dragon", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "gyro": {"name": "Morphtronic Celfon", "controller": "A", "zone": "graveyard"}}
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
           "ask": {"can_activate": "factory"}}
    got = timing.ask(raw)
    assert (got.answer, got.reason) == ("no", "other")
    assert {"ce-forbidden-action-effect", "ce-forbidden-action-all-there"} <= _rules(got)
    cards["gyro"] = dict(cards["gyro"], name="Vorse Raider")      # no "Morphtronic" monster there to banish
    assert "ce-forbidden-action-all-there" not in _rules(timing.ask(raw))


@pytest.mark.parametrize("hunter", [True, False])
def test_an_effect_on_all_cards_on_the_field_with_one_there(hunter):
    # "shuffle all cards on the field into the Deck" must return the cards there (rule
    # ce-forbidden-action-all-on-field) while G.B. Hunter says "Cards on the field cannot be returned to the Deck"
    cards = {"rainbow": {"name": "Rainbow Dragon", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "ruby": {"name": "Crystal Beast Ruby Carbuncle", "controller": "A", "zone": "graveyard"},
             "vorse": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    if hunter:
        cards["hunter"] = {"name": "G.B. Hunter", "controller": "B", "zone": "monster_zone", "position": "attack"}
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
           "ask": {"can_activate": "rainbow", "effect_text": 'You can banish all "Crystal Beast" monsters from your GY; '
                                                             'shuffle all cards on the field into the Deck.'}}
    got = timing.ask(raw)
    if hunter:
        assert (got.answer, got.reason) == ("no", "other")
        assert {"ce-forbidden-action-effect", "ce-forbidden-action-all-on-field"} <= _rules(got)
    else:
        assert got.answer == "yes" and "ce-forbidden-action-all-on-field" not in _rules(got)
