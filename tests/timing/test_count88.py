"""Counters placed each time a monster of a kind is Summoned (round 88): "Each time a Plant-Type monster(s) is
Summoned, place 1 Plant Counter on this card (max. 5)" places it at once, without a Chain, so right after the
Summon the card holds it. Real cards of the pool."""

from __future__ import annotations

from cardtext.pool import card as pool_card
from scenario_cards import ask, card

EACH_SUMMON = "ce-counter-placed-each-summon"


def _rules(got):
    return [r.rsplit("/", 1)[-1] for r in got.rules]


def _summon_kinds(name: str) -> list:
    return [(r.kind, r.amount, r.limit) for e in pool_card(name) for r in e.restrictions if r.kind.startswith("counters-each")]


def test_the_reader_stores_counters_placed_each_time_a_monster_of_a_kind_is_summoned():
    assert _summon_kinds("Seed Cannon") == [("counters-each-summon", 1, 5)]
    assert _summon_kinds("Gateway of the Six") == [("counters-each-normal-or-special-summon", 2, None)]
    assert _summon_kinds("Six Samurai United") == [("counters-each-normal-or-special-summon", 1, 2)]
    # "Normal Summoned or Set": a Set is no Summon, left unread
    assert _summon_kinds("Dragonic Guard") == []


def _seed_cannon(summoned: str):
    cards = {"seed": card("Seed Cannon", "A", "spell_trap_zone", face_up=True, counters={"Plant Counter": 0}),
             "mon": card(summoned, "A", "hand")}
    return ask(cards, {"can_activate": "seed"}, [{"summon": "mon", "method": "normal"}])


def test_seed_cannon_holds_a_plant_counter_right_after_a_plant_is_summoned():
    got = _seed_cannon("Lonefire Blossom")
    assert got.answer == "yes"
    assert EACH_SUMMON in _rules(got)


def test_seed_cannon_gets_no_counter_for_a_monster_of_another_type():
    got = _seed_cannon("Dark Blade")
    assert got.answer == "no"
    assert EACH_SUMMON not in _rules(got)


def _united(summoned: str):
    cards = {"ssu": card("Six Samurai United", "A", "spell_trap_zone", face_up=True, counters={"Bushido Counter": 0}),
             "mon": card(summoned, "A", "hand")}
    return ask(cards, {"can_activate": "ssu"}, [{"summon": "mon", "method": "normal"}])


def test_six_samurai_united_holds_a_bushido_counter_after_a_six_samurai_is_summoned():
    got = _united("The Six Samurai - Yaichi")
    assert got.answer == "yes"
    assert EACH_SUMMON in _rules(got)
    assert _united("Dark Blade").answer == "no"
