"""A monster's own destruction applied at once (round 109, rule ce-own-destruction-applied-at-once): "After resolving
an effect that targets this face-up card on the field, destroy this card" (Spirit Reaper, Reaper on the Nightmare;
printed "Destroy this card when it is targeted by the effect of a Spell or Trap Card", Reptilianne Servant) and "If
this card is in face-up Defense Position, destroy this card" (Berserk Gorilla) are Continuous Effects: the monster is
destroyed right after the Chain Link that brought the state about resolves, with no chain. Real cards of the pool."""

from __future__ import annotations

from edison_kg.cardtext.reader import analyze
from scenario_cards import ask, card

RULE = "ce-own-destruction-applied-at-once"
OPTION = "act-option-chosen-at-activation"


def _last(got):
    return [(e["event"], e.get("card")) for e in got.to_dict()["last_thing"]]


def test_the_wordings_are_read_as_continuous_effects_that_keep_what_they_wait_for():
    reaper = analyze("After resolving an effect that targets this face-up card on the field, destroy this card.",
                     card_type="monster", subtypes=("Effect",), psct=True)[0]
    assert reaper.kind == "continuous" and reaper.condition.types == ["targeted"] and reaper.condition.self_card
    servant = analyze("Destroy this card when it is targeted by the effect of a Spell or Trap Card.",
                      card_type="monster", subtypes=("Effect",))[0]
    assert servant.kind == "continuous" and servant.condition.activation_kind.classes == {"spell", "trap"}
    gorilla = analyze("If this card is in face-up Defense Position, destroy this card.", card_type="monster",
                      subtypes=("Effect",))[0]
    assert gorilla.kind == "continuous" and gorilla.needs_held == ("self-position defense",)
    # a destruction of another card under the same words is no own destruction
    other = analyze("If this card is in face-up Defense Position, destroy all Spell Cards on the field.",
                    card_type="monster", subtypes=("Effect",))[0]
    assert "self-position defense" not in other.needs_held


def test_reaper_on_the_nightmare_is_destroyed_after_the_targeting_spell_resolves():
    cards = {"reaper": card("Reaper on the Nightmare", "A", position="attack"), "shrink": card("Shrink", "B", "hand")}
    got = ask(cards, {"last_thing": True}, [{"activate": "shrink", "targets": ["reaper"]}, {"resolve": 1}],
              turn_player="B")
    assert _last(got) == [("destroyed", "reaper")] and RULE in got.rules


def test_spirit_reaper_starts_no_chain_and_is_not_destroyed_by_an_effect_on_another_monster():
    cards = {"sr": card("Spirit Reaper", "A", position="attack"), "vr": card("Vorse Raider", "A", position="attack"),
             "shrink": card("Shrink", "B", "hand")}
    targeted = ask(cards, {"triggers": True}, [{"activate": "shrink", "targets": ["sr"]}], turn_player="B")
    assert targeted.to_dict()["chain"] == [] and targeted.to_dict()["later_chains"] == []   # nothing activated
    done = ask(cards, {"last_thing": True}, [{"activate": "shrink", "targets": ["sr"]}, {"resolve": 1}],
               turn_player="B")
    assert _last(done) == [("destroyed", "sr")]
    other = ask(cards, {"last_thing": True}, [{"activate": "shrink", "targets": ["vr"]}, {"resolve": 1}],
                turn_player="B")
    assert ("destroyed", "sr") not in _last(other) and RULE not in other.rules


def test_a_negated_activation_destroys_nothing():
    cards = {"sr": card("Spirit Reaper", "A", position="attack"), "shrink": card("Shrink", "B", "hand"),
             "jammer": card("Magic Jammer", "A", "spell_trap_zone", face_up=False), "d": card("Vorse Raider", "A", "hand")}
    got = ask(cards, {"last_thing": True},
              [{"activate": "shrink", "targets": ["sr"]},
               {"activate": "jammer", "cost": [{"event": "discarded", "card": "d", "from": "hand", "to": "graveyard",
                                                "cause": "cost"}]},
               {"resolve": 2}, {"resolve": 1}], turn_player="B")
    assert ("destroyed", "sr") not in _last(got) and RULE not in got.rules


def test_reptilianne_servant_is_destroyed_after_a_spell_that_targets_it():
    cards = {"rs": card("Reptilianne Servant", "A", position="attack"), "shrink": card("Shrink", "B", "hand")}
    got = ask(cards, {"last_thing": True}, [{"activate": "shrink", "targets": ["rs"]}, {"resolve": 1}],
              turn_player="B")
    assert _last(got) == [("destroyed", "rs")] and RULE in got.rules


def test_berserk_gorilla_changed_to_defense_position_is_destroyed_last():
    cards = {"gorilla": card("Berserk Gorilla", "A", position="attack"), "ec": card("Enemy Controller", "B", "hand"),
             "vr": card("Vorse Raider", "A", position="attack")}
    got = ask(cards, {"last_thing": True}, [{"activate": "ec", "effect": 1, "targets": ["gorilla"]}, {"resolve": 1}],
              turn_player="B")
    assert _last(got) == [("destroyed", "gorilla")] and RULE in got.rules and OPTION in got.rules
    other = ask(cards, {"last_thing": True}, [{"activate": "ec", "effect": 1, "targets": ["vr"]}, {"resolve": 1}],
                turn_player="B")
    assert _last(other) == [("position_changed", "vr")] and RULE not in other.rules
