"""The kind of monster Summoned with a card as its material (rules/summoned.py; rule cond-material-for-kind):
"sent to the Graveyard for the Synchro Summon of a LIGHT Synchro Monster", "if you tribute this face-up card
for the Tribute Summon of a DARK monster". Real pool cards on the whole graph."""

from __future__ import annotations

from edison_kg import timing


def ask(cards, steps, question):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": question})


def pixie_used_for(synchro: str):
    cards = {"pixie": {"name": "Sunny Pixie", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "ox": {"name": "Battle Ox", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "synchro": {"name": synchro, "controller": "A", "zone": "extra_deck"}}
    return ask(cards, [{"summon": "synchro", "method": "synchro", "materials": ["pixie", "ox"]}],
               {"can_activate": "pixie"})


def test_sent_for_the_synchro_summon_of_the_kind_named_sets_the_trigger_off():
    assert pixie_used_for("Magical Android").answer == "yes"           # a LIGHT Synchro Monster


def test_sent_for_the_synchro_summon_of_another_kind_does_not():
    answer = pixie_used_for("Ally of Justice Catastor")                 # a DARK one
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-material-for-kind" in answer.rules


def globster_tributed_for(monster: str):
    cards = {"globster": {"name": "Metabo Globster", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "new": {"name": monster, "controller": "A", "zone": "hand"}}
    return ask(cards, [{"summon": "new", "method": "tribute", "materials": ["globster"]}],
               {"can_activate": "globster"})


def test_tributed_for_the_tribute_summon_of_the_kind_named_sets_the_trigger_off():
    assert globster_tributed_for("Jinzo").answer == "yes"               # a DARK monster


def test_tributed_for_the_tribute_summon_of_another_kind_does_not():
    answer = globster_tributed_for("Airknight Parshath")                # a LIGHT monster
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-material-for-kind" in answer.rules
