"""The option chosen as a card is activated, named by the step (round 109, rule act-option-chosen-at-activation): by
the effect number on a card whose one effect is its list of options (Enemy Controller's "① effect" and "② effect"),
by words that run from an option's cost into its action, or by the cost the activation paid. Real cards of the pool."""

from __future__ import annotations

import pytest

from edison_kg.errors import BadScenario
from scenario_cards import ask, card

OPTION = "act-option-chosen-at-activation"
_TRIBUTE = [{"event": "tributed", "card": "sangan", "from": "monster_zone", "to": "graveyard", "cause": "cost"}]
_SENT = [{"event": "sent_to_gy", "card": "ghoul", "from": "hand", "to": "graveyard", "cause": "cost"}]


def _last(got):
    return [(e["event"], e.get("card")) for e in got.to_dict()["last_thing"]]


def _enemy_controller():
    return {"ec": card("Enemy Controller", "A", "hand"), "sangan": card("Sangan", "A", position="attack"),
            "cyber": card("Cyber Dragon", "B", position="attack")}


def test_enemy_controller_effect_numbers_name_its_options():
    first = ask(_enemy_controller(), {"last_thing": True}, [{"activate": "ec", "effect": 1, "targets": ["cyber"]},
                                                            {"resolve": 1}])
    assert _last(first) == [("position_changed", "cyber")] and OPTION in first.rules
    assert any("option 1" in a for a in first.to_dict()["assumed"])
    second = ask(_enemy_controller(), {"last_thing": True},
                 [{"activate": "ec", "effect": 2, "targets": ["cyber"], "cost": _TRIBUTE}, {"resolve": 1}])
    assert _last(second) == [("control_changed", "cyber")]


def test_the_tribute_paid_names_the_tribute_option():
    got = ask(_enemy_controller(), {"last_thing": True},
              [{"activate": "ec", "targets": ["cyber"], "cost": _TRIBUTE}, {"resolve": 1}])
    assert _last(got) == [("control_changed", "cyber")] and OPTION in got.rules


def test_without_number_words_or_cost_the_resolution_must_still_say_what_it_did():
    with pytest.raises(BadScenario):
        ask(_enemy_controller(), {"last_thing": True}, [{"activate": "ec", "targets": ["cyber"]}, {"resolve": 1}])


@pytest.mark.parametrize("named", [{"effect_text": "to your Graveyard to add this card to your hand", "cost": _SENT},
                                   {"cost": _SENT}])
def test_iron_core_the_paid_way_adds_it_to_the_hand(named):
    cards = {"core": card("Iron Core of Koa'ki Meiru", "A", "graveyard"),
             "ghoul": card("Koa'ki Meiru Ghoulungulate", "A", "hand")}
    got = ask(cards, {"last_thing": True}, [{"activate": "core", **named}, {"resolve": 1}], phase="draw")
    assert _last(got) == [("added_to_hand", "core")] and OPTION in got.rules
