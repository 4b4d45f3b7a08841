"""A trigger that missed the timing is listed as missed before what it could take or pay is asked (rule
mtt-missed-before-what-it-could-do): the timing is read from the scenario's steps, the hand is a default.
Real cards: Pinch Hopper ("When this card you control is sent to your GY: You can Special Summon 1 Insect
monster from your hand"), Dragon Ice ("When your opponent Special Summons a monster ...: You can discard 1
card; Special Summon this card from your hand or Graveyard"), Insect Imitation, Call of the Haunted."""

from __future__ import annotations

from edison_kg import timing


def _rules(got) -> list[str]:
    return [r.rsplit("/", 1)[1] for r in got.rule_iris]


def _pinch_hopper(steps, hand=None) -> timing.Answer:
    cards = {"ii": {"name": "Insect Imitation", "controller": "A", "zone": "hand"},
             "hopper": {"name": "Pinch Hopper", "controller": "A", "zone": "monster_zone", "position": "attack"}}
    if hand:
        cards["h"] = {"name": hand, "controller": "A", "zone": "hand"}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": cards, "steps": steps,
                       "ask": {"triggers": True}})


TRIBUTED_FOR_INSECT_IMITATION = [
    {"activate": "ii", "cost": [{"event": "tributed", "card": "hopper", "from": "monster_zone", "to": "graveyard",
                                 "cause": "cost"}]},
    {"resolve": 1, "events": [{"event": "special_summon", "from": "deck", "cause": "effect", "by": "ii"}]}]


def test_a_trigger_that_missed_the_timing_is_missed_with_no_insect_in_the_hand():
    got = _pinch_hopper(TRIBUTED_FOR_INSECT_IMITATION)
    assert got.chain == [] and [m["card"] for m in got.missed] == ["hopper"]
    assert "mtt-missed-before-what-it-could-do" in _rules(got)


def test_with_an_insect_in_the_hand_it_is_missed_as_before():
    got = _pinch_hopper(TRIBUTED_FOR_INSECT_IMITATION, hand="Pinch Hopper")
    assert [m["card"] for m in got.missed] == ["hopper"]
    assert "mtt-missed-before-what-it-could-do" not in _rules(got)


def test_a_trigger_that_did_not_miss_is_still_ruled_out_by_its_empty_hand():
    destroyed = [{"events": [{"event": "destroyed", "card": "hopper", "from": "monster_zone", "to": "graveyard",
                              "cause": "battle"}]}]
    got = _pinch_hopper(destroyed)
    assert got.chain == [] and got.missed == []
    assert "trig-cost-cannot-be-paid-not-activated" in _rules(got)


def _dragon_ice(chained: bool) -> timing.Answer:
    cards = {"ice": {"name": "Dragon Ice", "controller": "A", "zone": "graveyard"},
             "mst": {"name": "Mystical Space Typhoon", "controller": "B", "zone": "spell_trap_zone", "face_up": False},
             "coth": {"name": "Call of the Haunted", "controller": "B", "zone": "spell_trap_zone", "face_up": False},
             "cd": {"name": "Cyber Dragon", "controller": "B", "zone": "graveyard"},
             "sw": {"name": "Swords of Revealing Light", "controller": "A", "zone": "spell_trap_zone", "face_up": True}}
    summon = {"event": "special_summon", "card": "cd", "from": "graveyard", "to": "monster_zone", "cause": "effect",
              "by": "coth", "player": "B"}
    if chained:     # Summoned at Chain Link 2, then Mystical Space Typhoon resolved
        steps = [{"activate": "mst", "targets": ["sw"]}, {"activate": "coth", "targets": ["cd"]},
                 {"resolve": 2, "events": [summon]},
                 {"resolve": 1, "events": [{"event": "destroyed", "card": "sw", "from": "spell_trap_zone",
                                            "to": "graveyard", "cause": "effect", "by": "mst"}]}]
    else:
        steps = [{"activate": "coth", "targets": ["cd"]}, {"resolve": 1, "events": [summon]}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "B", "cards": cards, "steps": steps,
                       "ask": {"triggers": True}})


def test_a_discard_cost_of_another_card_does_not_hide_its_missed_timing():
    got = _dragon_ice(chained=True)
    assert [(m["card"], m["reason"]) for m in got.missed] == [("ice", "chain-link-2-or-higher")]
    assert "mtt-missed-before-what-it-could-do" in _rules(got)


def test_a_discard_cost_it_cannot_pay_still_rules_out_a_trigger_on_time():
    got = _dragon_ice(chained=False)
    assert got.chain == [] and got.missed == []
    assert "trig-cost-cannot-be-paid-not-activated" in _rules(got)
