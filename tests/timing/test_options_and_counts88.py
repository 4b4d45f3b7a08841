"""Options chosen at activation, targets partly gone, and which cards a resolution takes (round 88): the option an
activation names is what resolves, "up to N" Graveyard targets each acted on (a gone one left out), "as many FIREs as
possible with 200 DEF from your GY" of its kind only, and a draw "for each different name". Real cards of the pool."""

from __future__ import annotations

import pytest

from edison_kg.cardtext.scaled import scaled_count
from edison_kg.errors import BadScenario
from scenario_cards import ask, card

OPTION = "act-option-chosen-at-activation"
UP_TO = "res-up-to-targets-each-named"
AS_MANY = "res-as-many-as-possible-each-card"
NAMES = "res-draw-per-different-name"


def _last(got):
    return [(e["event"], e.get("card"), e.get("player"), e.get("amount") or e.get("count"))
            for e in got.to_dict()["last_thing"]]


# ------------------------------------------------------------------ the option named as the card is activated

def test_enemy_controller_named_option_changes_the_position_without_asking_again():
    got = ask({"ec": card("Enemy Controller", "A", "hand"), "yado": card("Yado Karu", "B", position="attack")},
              {"last_thing": True},
              [{"activate": "ec", "effect_text": "change that target's battle position", "targets": ["yado"]},
               {"resolve": 1}])
    assert [e[0:2] for e in _last(got)] == [("position_changed", "yado")] and OPTION in got.rules


def test_a_trigger_whose_option_was_named_was_still_activated_for_its_event():
    # Stratos named "Add 1" as it was activated: that activation still answered its Normal Summon, so Stratos
    # misses nothing; Vanguard of the Dragon, destroyed at Chain Link 2, misses the timing
    got = ask({"stratos": card("Elemental HERO Stratos", "A", "hand"), "vanguard": card("Vanguard of the Dragon", "A",
               position="attack"), "tt": card("Torrential Tribute", "B", "spell_trap_zone", face_up=False),
               "luster": card("Luster Dragon", "A", "graveyard")}, {"triggers": True},
              [{"summon": "stratos", "method": "normal"}, {"activate": "stratos", "effect_text": "Add 1"},
               {"activate": "tt"},
               {"resolve": 2, "events": [[{"event": "destroyed", "card": c, "from": "monster_zone", "to": "graveyard",
                                           "cause": "effect", "by": "tt"} for c in ("stratos", "vanguard")]]},
               {"resolve": 1}])
    assert [m["card"] for m in got.to_dict()["missed"]] == ["vanguard"] and got.to_dict()["chain"] == []


def test_enemy_controller_tribute_option_takes_control():
    got = ask({"ec": card("Enemy Controller", "A", "hand"), "sangan": card("Sangan", "A", position="attack"),
               "cyber": card("Cyber Dragon", "B", position="attack")}, {"last_thing": True},
              [{"activate": "ec", "effect_text": "take control of that target", "targets": ["cyber"],
                "cost": [{"event": "tributed", "card": "sangan", "from": "monster_zone", "to": "graveyard",
                          "cause": "cost"}]}, {"resolve": 1}])
    assert [e[0:2] for e in _last(got)] == [("control_changed", "cyber")] and OPTION in got.rules


def test_yado_karu_misses_the_timing_after_a_named_option_at_chain_link_2():
    got = ask({"mst": card("Mystical Space Typhoon", "A", "hand"), "ec": card("Enemy Controller", "A", "hand"),
               "mf": card("Mirror Force", "B", "spell_trap_zone", face_up=False),
               "yado": card("Yado Karu", "B", position="attack")}, {"triggers": True},
              [{"activate": "mst", "targets": ["mf"]},
               {"activate": "ec", "effect_text": "change that target's battle position", "targets": ["yado"]},
               {"resolve": 2}, {"resolve": 1}])
    assert got.to_dict()["chain"] == [] and [m["card"] for m in got.to_dict()["missed"]] == ["yado"]


def test_without_the_options_words_the_resolution_must_still_say_what_it_did():
    with pytest.raises(BadScenario):
        ask({"ec": card("Enemy Controller", "A", "hand"), "yado": card("Yado Karu", "B", position="attack")},
            {"last_thing": True}, [{"activate": "ec", "targets": ["yado"]}, {"resolve": 1}])


@pytest.mark.parametrize("words, expected", [("Inflict 800 damage to your opponent", ("damage_inflicted", None, "B", 800)),
                                             ("Gain 1200 LP", ("lp_gained", None, "A", 1200))])
def test_poison_of_the_old_man_does_the_option_named(words, expected):
    got = ask({"p": card("Poison of the Old Man", "A", "hand")}, {"last_thing": True},
              [{"activate": "p", "effect_text": words}, {"resolve": 1}])
    assert _last(got) == [expected] and OPTION in got.rules


# ------------------------------------------------------------------ "up to N" targets, one gone

def _recharge(steps_between, targets=("shell", "rocket")):
    return ask({"vr": card("Volcanic Recharge", "A", "spell_trap_zone", face_up=False),
                "shell": card("Volcanic Shell", "A", "graveyard"), "rocket": card("Volcanic Rocket", "A", "graveyard"),
                "crow": card("D.D. Crow", "B", "hand")}, {"last_thing": True},
               [{"activate": "vr", "targets": list(targets)}, *steps_between])


def test_volcanic_recharge_returns_the_targets_still_there():
    got = _recharge([{"activate": "crow", "targets": ["shell"], "cost": [
        {"event": "discarded", "card": "crow", "from": "hand", "to": "graveyard", "cause": "cost"}]},
        {"resolve": 2}, {"resolve": 1}])
    assert [e[0:2] for e in _last(got)] == [("returned_to_deck", "rocket")]
    assert UP_TO in got.rules and "res-target-gone-not-done" in got.rules


def test_volcanic_recharge_returns_every_target_when_none_left():
    got = _recharge([{"resolve": 1}])
    assert [e[0:2] for e in _last(got)] == [("returned_to_deck", "shell"), ("returned_to_deck", "rocket")]
    assert UP_TO in got.rules and "res-target-gone-not-done" not in got.rules


def test_volcanic_recharge_with_one_target_is_no_list():
    got = _recharge([{"resolve": 1}], targets=("rocket",))
    assert [e[0:2] for e in _last(got)] == [("returned_to_deck", "rocket")] and UP_TO not in got.rules


# ------------------------------------------------------------------ as many of a kind as possible

def test_rekindling_summons_only_the_fire_monsters_with_200_def():
    got = ask({"rek": card("Rekindling", "A", "hand"), "dog": card("Flamvell Firedog", "A", "graveyard"),
               "rocket": card("Volcanic Rocket", "A", "graveyard"), "shell": card("Volcanic Shell", "A", "graveyard")},
              {"last_thing": True}, [{"activate": "rek"}, {"resolve": 1}])
    assert [e[0:2] for e in _last(got)] == [("special_summon", "dog")] and AS_MANY in got.rules


def test_rekindling_summons_each_that_fits():
    got = ask({"rek": card("Rekindling", "A", "hand"), "dog": card("Flamvell Firedog", "A", "graveyard"),
               "dog2": card("Flamvell Firedog", "A", "graveyard"), "shell": card("Volcanic Shell", "A", "graveyard")},
              {"last_thing": True}, [{"activate": "rek"}, {"resolve": 1}])
    assert sorted(e[1] for e in _last(got)) == ["dog", "dog2"]


def test_reader_reads_a_plural_attribute_as_its_kind():
    from edison_kg.cardtext.cardkind import card_kind
    assert card_kind("2 WATERs with 1500 or less ATK").attributes == frozenset({"WATER"})
    assert card_kind("2 DARKs").attributes == frozenset({"DARK"})


# ------------------------------------------------------------------ a draw for each different name

def _space_gift(monsters):
    cards = {"sg": card("Space Gift", "A", "hand")}
    cards.update({f"m{i}": card(name, "A", position="attack") for i, name in enumerate(monsters)})
    return ask(cards, {"last_thing": True}, [{"activate": "sg"}, {"resolve": 1}])


def test_space_gift_counts_each_neo_spacian_name_once():
    got = _space_gift(["Neo-Spacian Dark Panther", "Neo-Spacian Dark Panther", "Neo-Spacian Grand Mole"])
    assert _last(got) == [("drawn", None, "A", 2)] and NAMES in got.rules


def test_space_gift_with_one_name_draws_one_card():
    got = _space_gift(["Neo-Spacian Dark Panther", "Neo-Spacian Dark Panther", "Cyber Dragon"])
    assert _last(got) == [("drawn", None, "A", None)] and NAMES not in got.rules


def test_reader_flags_a_count_of_different_names():
    assert scaled_count('Draw 1 card for each different "Neo-Spacian" name on the monsters you control')[0] \
        == "you field different-names"
    assert scaled_count('Special Summon 1 "Chrysalis" monster from your Deck for each "Neo-Spacian" monster with a '
                        'different name in your Graveyard')[0] == "you graveyard different-names"
    assert scaled_count("Inflict 300 damage to your opponent for each Spell Card in your Graveyard")[0] == "you graveyard"
