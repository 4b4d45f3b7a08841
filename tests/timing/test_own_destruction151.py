"""A Spell/Trap Card's own destruction while a state holds (round 151, rule
ce-own-destruction-of-a-spell-trap-while-a-state-holds): "If the equipped monster's ATK is 1300 or higher, this card is
destroyed" (Heart of Clear Water) and "If you control any other Spell or Trap Cards, destroy this card" (Sanguine
Swamp) are Continuous Effects: the card is destroyed, with no chain, once the Chain Link that brought the state about
has resolved. Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card

RULE = "ce-own-destruction-of-a-spell-trap-while-a-state-holds"


def _last(got):
    return [(e["event"], e.get("card")) for e in got.to_dict()["last_thing"]]


def _heart_on_witch():
    return {"witch": card("Witch of the Black Forest", "A", position="attack"),
            "heart": card("Heart of Clear Water", "A", "spell_trap_zone", face_up=True, equipped_to="witch"),
            "reinf": card("Reinforcements", "A", "spell_trap_zone", face_up=False)}


def test_heart_of_clear_water_is_destroyed_once_its_monster_gains_atk_to_1300():
    got = ask(_heart_on_witch(), {"last_thing": True}, [{"activate": "reinf", "targets": ["witch"]}, {"resolve": 1}])
    assert _last(got) == [("destroyed", "heart")] and RULE in got.rules and got.to_dict()["chain"] == []


def test_heart_of_clear_water_stays_on_a_monster_under_1300_atk():
    cards = {"witch": card("Witch of the Black Forest", "A", position="attack"),
             "heart": card("Heart of Clear Water", "A", "hand")}
    got = ask(cards, {"last_thing": True}, [{"activate": "heart", "targets": ["witch"]}, {"resolve": 1}])
    assert _last(got) == [("equipped", "heart")] and RULE not in got.rules


def _swamp(*others):
    cards = {"swamp": card("Sanguine Swamp", "A", "spell_trap_zone", face_up=False)}
    cards.update({f"st{i}": card(name, "A", "spell_trap_zone", face_up=False) for i, name in enumerate(others)})
    return cards


def test_sanguine_swamp_is_destroyed_after_it_resolves_beside_a_set_card():
    got = ask(_swamp("Mirror Force"), {"last_thing": True}, [{"activate": "swamp"}, {"resolve": 1}], turn_player="B")
    assert _last(got) == [("destroyed", "swamp")] and RULE in got.rules


def test_sanguine_swamp_stays_with_no_other_spell_or_trap():
    got = ask(_swamp(), {"last_thing": True}, [{"activate": "swamp"}, {"resolve": 1}], turn_player="B")
    assert ("destroyed", "swamp") not in _last(got) and RULE not in got.rules
