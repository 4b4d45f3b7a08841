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


# ------------------------------------------------------------------ a Union monster's effect for its monster's battle

def _equip_destroys(equip: str, equipped: str, foe: str, foe_position: str = "attack", flipped: bool = False):
    """A's ``equipped`` monster, with ``equip`` equipped to it, attacks B's ``foe`` and destroys it by battle."""
    cards = {"me": card(equipped, "A", position="attack"),
             "eq": card(equip, "A", "spell_trap_zone", face_up=True, equipped_to="me"),
             "foe": card(foe, "B", position=foe_position), "kuri": card("Kuriboh", "B", "hand"),
             "armor": card("Sakuretsu Armor", "B", "graveyard")}
    steps = [{"events": [{"event": "attack_declared", "card": "me", "player": "A", "target": "foe"}]},
             {"phase": "damage_step"}]
    if flipped:
        steps.append({"events": [{"event": "flipped_face_up", "card": "foe"}]})
    steps.append({"events": [{"event": "destroyed", "card": "foe", "cause": "battle"}]})
    return ask(cards, {"triggers": True}, steps, phase="battle")


def _chains(got):
    data = got.to_dict()
    return [[e["card"] for e in data["chain"]]] + [[e["card"] for e in chain] for chain in data["later_chains"]]


def test_zombie_tigers_discard_is_activated_before_the_destroyed_monster_is_sent_to_the_graveyard():
    # its ruling: applied before the destroyed monster goes to the Graveyard, so before Sangan's own effect there
    assert _chains(_equip_destroys("Zombie Tiger", "Decayed Commander", "Sangan")) == [["eq"], ["foe"]]
    # beside the Flip Effect of the monster the attack flipped and destroyed, a mandatory effect of after damage
    # calculation goes first, alone (rule bt-flip-of-destroyed-after-damage-effects)
    got = _equip_destroys("Zombie Tiger", "Decayed Commander", "Mask of Darkness", "face_down", flipped=True)
    assert _chains(got) == [["eq"], ["foe"]]


def test_the_same_wording_ruled_for_the_end_of_the_damage_step_still_shares_sangans_chain():
    # Spirit of the Six Samurai: "begins a Chain at the time when the destroyed monster is sent to the GY"
    got = _equip_destroys("Spirit of the Six Samurai", "The Six Samurai - Yaichi", "Sangan")
    assert _chains(got) == [["eq", "foe"]]           # one chain by SEGOC, the turn player's first
