"""Round 139, rule summon-hand-filled-by-an-earlier-part: an effect whose earlier part returns cards to the hand
before it Special Summons from the hand is not ruled out by the monsters the hand shows: the returned ones may be
Summoned, and it does more than Special Summon. Without such a part the Summon's limits still rule it out."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext.reader import analyze

RULE = "/summon-condition-limits-special-summon"


def _ask(scenario: dict) -> dict:
    return timing.ask({"game": "yugioh-edison", **scenario}).to_dict()


def _relieve(own: dict) -> dict:
    # "When an opponent's monster declares an attack: Target 1 monster you control; return that target to the hand,
    # then Special Summon 1 Level 4 monster from your hand." Asura Priest (Level 4 Spirit) cannot be Special Summoned.
    cards = {"rm": {"name": "Relieve Monster", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "asura": {"name": "Asura Priest", "controller": "A", "zone": "hand"},
             "att": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"},
             **own}
    return _ask({"turn_player": "B", "phase": "battle", "cards": cards,
                 "steps": [{"events": [{"event": "attack_declared", "card": "att", "player": "B"}]}], "ask": {"can_activate": "rm"}})


def test_the_reader_reads_a_return_to_your_respective_hands():
    effect = analyze("Return all Monster Cards on the field to your respective hands. Both you and your opponent "
                     "then Special Summon from your hand the same number of Monster Cards on the field in face-down "
                     "Defense Position.", card_type="trap", subtypes=("Normal",), name="Major Riot")[0]
    assert [(c.event, c.every) for c in effect.clauses][0] == ("returned_to_hand", "monster")


def _riot(more: dict) -> dict:
    cards = {"upset": {"name": "A Major Upset", "controller": "B", "zone": "spell_trap_zone", "face_up": False},
             "jar": {"name": "Morphing Jar", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "dad": {"name": "Dark Armed Dragon", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "riot": {"name": "Major Riot", "controller": "A", "zone": "spell_trap_zone", "face_up": False}, **more}
    steps = [{"activate": "upset", "cost": [{"event": "tributed", "card": "jar", "from": "monster_zone",
                                             "to": "graveyard", "cause": "cost"}]},
             {"resolve": 1, "events": [{"event": "returned_to_hand", "card": "dad", "from": "monster_zone",
                                        "to": "hand", "cause": "effect", "by": "upset"}]}]
    return _ask({"turn_player": "B", "phase": "main1", "cards": cards, "steps": steps, "ask": {"can_activate": "riot"}})


def test_major_riot_returning_monsters_first_is_not_ruled_out_by_the_hand():
    answer = _riot({"vorse": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"}})
    assert answer["answer"] == "yes", answer["explanation"]
    assert any(rule.endswith("/summon-hand-filled-by-an-earlier-part") for rule in answer["rules"])


def test_major_riot_with_no_monster_left_on_the_field_would_do_nothing():
    # the Summon's limits no longer speak; the empty field does (it would return and Summon nothing)
    answer = _riot({})
    assert answer["answer"] == "no" and not any(rule.endswith(RULE) for rule in answer["rules"])
    assert "only Special Summons" not in answer["explanation"]


def test_relieve_monster_may_summon_the_monster_it_returned():
    answer = _relieve({"own": {"name": "Gene-Warped Warwolf", "controller": "A", "zone": "monster_zone",
                               "position": "attack"}})
    assert answer["answer"] == "yes", answer["explanation"]


def test_without_an_earlier_part_filling_the_hand_the_limits_still_rule_it_out():
    # Gigaplant: "Special Summon 1 Insect or Plant monster from your hand or GY", nothing returned first
    cards = {"gp": {"name": "Gigaplant", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "dd": {"name": "Doom Dozer", "controller": "A", "zone": "hand"}}
    steps = [{"events": [{"event": "normal_summon", "card": "gp", "player": "A"}]} for _ in range(2)]
    answer = _ask({"turn_player": "A", "phase": "main1", "cards": cards, "steps": steps, "ask": {"can_activate": "gp"}})
    assert answer["answer"] == "no" and any(rule.endswith(RULE) for rule in answer["rules"])
