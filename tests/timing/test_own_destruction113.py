"""A monster's own destruction while a state of the field holds (round 113, rule
ce-own-destruction-while-a-field-state-holds): "If there is no face-up Field Spell Card on the field, destroy this
card" (the Earthbound Immortals, Malefic Blue-Eyes White Dragon) and "Destroy this card if there are face-up monsters
on the field other than this card" (Reptilianne Servant) are Continuous Effects: the monster is destroyed, with no
chain, once the Chain Link that brought the state about resolves, or once the told events outside a chain do.
Real cards of the pool."""

from __future__ import annotations

from edison_kg.cardtext.reader import analyze
from scenario_cards import ask, card

RULE = "ce-own-destruction-while-a-field-state-holds"
AT_ONCE = "ce-own-destruction-applied-at-once"


def _last(got):
    return [(e["event"], e.get("card")) for e in got.to_dict()["last_thing"]]


def test_the_field_states_are_read_as_held_states_of_its_own_destruction():
    for words in ("If there is no face-up Field Spell Card on the field, destroy this card.",
                  "If there is no face-up Field Spell on the field, destroy this card."):
        effect = analyze(words, card_type="monster", subtypes=("Effect",))[0]
        assert effect.kind == "continuous" and effect.needs_held == ("no-face-up-field-spell field",)
    servant = analyze("Destroy this card if there are face-up monsters on the field other than this card.",
                      card_type="monster", subtypes=("Effect",))[0]
    assert servant.kind == "continuous" and servant.needs_held == ("other-face-up-monster field",)
    # the same state destroying another card is no own destruction
    other = analyze("If there is no face-up Field Spell Card on the field, destroy all monsters.", card_type="monster",
                    subtypes=("Effect",))[0]
    assert "no-face-up-field-spell field" not in other.needs_held


def _field(monster):
    return {"ei": card(monster, "A", position="attack"), "sogen": card("Sogen", "A", "field_zone", face_up=True),
            "mst": card("Mystical Space Typhoon", "B", "hand"),
            "srl": card("Swords of Revealing Light", "A", "spell_trap_zone", face_up=True)}


def test_an_earthbound_immortal_is_destroyed_last_once_the_field_spell_is_destroyed():
    got = ask(_field("Earthbound Immortal Uru"), {"last_thing": True},
              [{"activate": "mst", "targets": ["sogen"]}, {"resolve": 1}], turn_player="B")
    assert _last(got) == [("destroyed", "ei")] and RULE in got.rules and AT_ONCE in got.rules
    kept = ask(_field("Earthbound Immortal Uru"), {"last_thing": True},
               [{"activate": "mst", "targets": ["srl"]}, {"resolve": 1}], turn_player="B")
    assert _last(kept) == [("destroyed", "srl")] and RULE not in kept.rules


def test_malefic_blue_eyes_is_destroyed_when_the_field_spell_is_gone_and_starts_no_chain():
    got = ask(_field("Malefic Blue-Eyes White Dragon"), {"triggers": True},
              [{"activate": "mst", "targets": ["sogen"]}, {"resolve": 1}], turn_player="B")
    said = got.to_dict()
    assert ("destroyed", "ei") in _last(got) and said["chain"] == [] and RULE in got.rules


def test_aslla_piscu_destroyed_by_its_own_effect_does_not_start_its_leaving_effect():
    cards = {"asl": card("Earthbound Immortal Aslla piscu", "A", position="attack"),
             "sogen": card("Sogen", "A", "field_zone", face_up=True), "trunade": card("Giant Trunade", "B", "hand"),
             "vr": card("Vorse Raider", "B", position="attack")}
    got = ask(cards, {"triggers": True}, [{"activate": "trunade"}, {"resolve": 1}], turn_player="B")
    assert _last(got) == [("destroyed", "asl")] and got.to_dict()["later_chains"] == [] and RULE in got.rules


def test_an_earthbound_immortal_outside_a_chain_once_the_field_spell_is_sent_away():
    cards = {"ei": card("Earthbound Immortal Ccarayhua", "A", position="attack"),
             "sogen": card("Sogen", "A", "field_zone", face_up=True), "vr": card("Vorse Raider", "B", position="attack")}
    sent = [{"event": "sent_to_gy", "card": "sogen", "from": "field_zone", "to": "graveyard", "cause": "rule"}]
    got = ask(cards, {"last_thing": True}, [{"events": [sent]}])
    assert _last(got) == [("destroyed", "ei")] and RULE in got.rules
    other = [{"event": "destroyed", "card": "vr", "from": "monster_zone", "to": "graveyard", "cause": "effect"}]
    kept = ask(cards, {"last_thing": True}, [{"events": [other]}])
    assert _last(kept) == [("destroyed", "vr")] and RULE not in kept.rules


def _servant(summoned="Vorse Raider"):
    return {"rs": card("Reptilianne Servant", "A", position="attack"),
            "coth": card("Call of the Haunted", "A", "spell_trap_zone", face_up=False),
            "gy": card(summoned, "A", "graveyard"), "pog": card("Pot of Greed", "A", "hand"),
            "set": card("Vorse Raider", "B", face_up=False, position="defense")}


def test_reptilianne_servant_is_destroyed_after_call_of_the_haunted_summons_a_monster():
    got = ask(_servant(), {"last_thing": True}, [{"activate": "coth", "targets": ["gy"]}, {"resolve": 1}])
    assert _last(got) == [("destroyed", "rs")] and RULE in got.rules
    # a face-down monster is no face-up monster: nothing happens to it after Pot of Greed
    kept = ask(_servant(), {"last_thing": True}, [{"activate": "pog"}, {"resolve": 1}])
    assert ("destroyed", "rs") not in _last(kept) and RULE not in kept.rules


def test_reptilianne_servant_and_spirit_reaper_are_both_destroyed_after_call_of_the_haunted():
    got = ask(_servant("Spirit Reaper"), {"last_thing": True}, [{"activate": "coth", "targets": ["gy"]}, {"resolve": 1}])
    happened = got.to_dict()["happened"]
    assert any("Reptilianne Servant was destroyed" in h and "Spirit Reaper was destroyed" in h for h in happened)


def test_reptilianne_servant_outside_a_chain_once_a_monster_is_flipped_face_up():
    flipped = [{"event": "flipped_face_up", "card": "set", "cause": "effect"}]
    got = ask(_servant(), {"last_thing": True}, [{"events": [flipped]}])
    assert _last(got) == [("destroyed", "rs")] and RULE in got.rules


def test_a_state_the_scenario_starts_with_is_left_as_told():
    # no Field Spell Card from the start: what resolves brings nothing about, Uru stays as the scenario tells
    cards = {"ei": card("Earthbound Immortal Uru", "A", position="attack"), "mst": card("Mystical Space Typhoon", "B", "hand"),
             "srl": card("Swords of Revealing Light", "A", "spell_trap_zone", face_up=True)}
    got = ask(cards, {"last_thing": True}, [{"activate": "mst", "targets": ["srl"]}, {"resolve": 1}], turn_player="B")
    assert _last(got) == [("destroyed", "srl")] and RULE not in got.rules


def test_a_step_that_tells_the_own_destruction_again_is_the_same_happening():
    # the scenario writes Ccarayhua's own destruction after Mystical Space Typhoon resolved: the rules already did it
    cards = {"ccar": card("Earthbound Immortal Ccarayhua", "A", position="attack"),
             "forest": card("Forest", "A", "field_zone", face_up=True), "mst": card("Mystical Space Typhoon", "B", "hand")}
    steps = [{"activate": "mst", "targets": ["forest"]},
             {"resolve": 1, "events": [{"event": "destroyed", "card": "forest", "cause": "effect", "by": "mst",
                                        "from": "field_zone", "to": "graveyard"}]},
             {"events": [{"event": "destroyed", "card": "ccar", "cause": "effect", "by": "ccar", "from": "monster_zone",
                          "to": "graveyard"}]}]
    answer = ask(cards, {"triggers": True}, steps=steps, turn_player="B")
    assert answer.to_dict()["chain"] == []
