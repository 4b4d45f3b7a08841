"""What an effect does beside the events it names (rule mtt-applied-beside-named-events), on real pool cards:
Diskblade Rider's "banish that target, and if you do, this card gains 500 ATK" has the banishment as the last thing
to happen; Rush Recklessly, whose resolution names no event, still has its applied effect as the last thing."""

from __future__ import annotations

from scenario_cards import ask, card

RULE = "mtt-applied-beside-named-events"


def _last(cards, steps):
    answer = ask(cards, {"last_thing": True}, steps).to_dict()
    return [(e["event"], e.get("card")) for e in answer["last_thing"]], [r.rsplit("/", 1)[-1] for r in answer["rules"]]


def test_a_stat_change_beside_a_banishment_adds_nothing():
    cards = {"disk": card("Diskblade Rider", "A", position="attack"), "trap": card("Trap Hole", "B", "graveyard")}
    last, rules = _last(cards, [{"activate": "disk", "targets": ["trap"]}, {"resolve": 1}])
    assert last == [("banished", "trap")] and RULE in rules


def test_a_resolution_that_names_no_event_is_still_applied():
    cards = {"rush": card("Rush Recklessly", "A", "hand"), "vorse": card("Vorse Raider", "A", position="attack")}
    last, rules = _last(cards, [{"activate": "rush", "targets": ["vorse"]}, {"resolve": 1}])
    assert last == [("effect_applied", "rush")] and RULE not in rules
