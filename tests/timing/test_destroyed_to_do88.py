"""A destruction done "to" do a second deed (round 88): "Destroy 1 face-up monster on your side of the field to inflict
1000 points of damage to both player's Life Points" (Destruction Ring, the one pool card of the shape) destroys as it
resolves and inflicts the damage at the same moment, only if it destroyed (rule res-destroyed-to-do-both-at-once).
A Tribute or a discard "to" do a deed stays a cost. Real pool cards on the whole graph."""

from __future__ import annotations

from cardtext.pool import card as read
from scenario_cards import ask, card

RULE = "res-destroyed-to-do-both-at-once"


def _last(answer) -> list[tuple]:
    return [(e["event"], e.get("card"), e.get("player"), e.get("amount")) for e in answer.to_dict()["last_thing"]]


def _cites(answer, rule: str) -> bool:
    return any(str(ref).rsplit("/", 1)[-1] == rule for ref in answer.rules)


def test_the_reader_splits_the_destruction_from_the_damage():
    ring = read("Destruction Ring")[0]
    assert ring.cost_clauses == [] or not ring.cost_clauses
    assert [(c.action, c.conjunction, c.destroys_to_do) for c in ring.clauses] == [
        ("destroy", None, True), ("inflict_damage", "and if you do", False)]
    assert ring.clauses[1].player == "both" and ring.clauses[1].lp_amount == 1000


def test_a_tribute_to_inflict_damage_stays_a_cost():
    # Mass Driver: "Tribute 1 monster on your side of the field to inflict 400 points of damage ...": a cost
    driver = read("Mass Driver")[0]
    assert [c.action for c in driver.cost_clauses] == ["tribute"]
    assert not any(c.destroys_to_do for c in driver.clauses)


def _ring(chained: bool):
    cards = {"dr": card("Destruction Ring", "A", zone="spell_trap_zone", face_up=False),
             "cyber": card("Cyber Dragon", "A", position="attack"),
             "gaf": card("Goblin Attack Force", "B", position="attack"),
             "rod": card("Ring of Destruction", "B", zone="spell_trap_zone", face_up=False)}
    steps = [{"activate": "dr", "targets": ["cyber"]}]
    steps += [{"activate": "rod", "targets": ["cyber"]}, {"resolve": 2}] if chained else []
    return ask(cards, {"last_thing": True}, steps + [{"resolve": 1}], turn_player="B")


def test_destruction_ring_destroys_and_inflicts_at_once():
    answer = _ring(chained=False)
    assert _last(answer) == [("destroyed", "cyber", "A", None), ("damage_inflicted", None, "A", 1000),
                             ("damage_inflicted", None, "B", 1000)]
    assert _cites(answer, RULE)


def test_destruction_ring_inflicts_nothing_when_the_monster_is_gone():
    # its Edison ruling: destroyed in a chain before it resolves, not destroyed by it, no damage
    answer = _ring(chained=True)
    assert not any(e[0] == "damage_inflicted" and e[3] == 1000 for e in _last(answer))
    assert not any(e[0] == "destroyed" for e in _last(answer))
