"""Round 91: Levels a continuous effect lowers (rule ce-level-change-applies), a count whose place follows the kind
(rule res-amount-counted-as-it-resolves, extended), and a battle that destroyed nothing because the monster battled
cannot be destroyed by battle (rule bt-no-battle-destruction-of-a-protected-monster). Real pool cards on the whole
graph."""

from __future__ import annotations

from cardtext.pool import card as read
from scenario_cards import ask, card


def _cites(answer, rule: str) -> bool:
    return any(str(ref).rsplit("/", 1)[-1] == rule for ref in answer.rules)


def _last(answer) -> list[tuple]:
    return [(e["event"], e.get("player"), e.get("amount")) for e in answer.to_dict()["last_thing"]]


# ------------------------------------------------------------------ Levels a continuous effect changes

LEVEL = "ce-level-change-applies"


def test_the_reader_stores_the_level_changes():
    ocean = [r for e in read("A Legendary Ocean") for r in e.restrictions if r.kind == "level-gain"]
    assert [(r.amount, sorted(r.cards.attributes), r.players) for r in ocean] == [(-1, ["WATER"], "both")]
    dirge = [r for e in read("Stygian Dirge") for r in e.restrictions if r.kind == "level-gain"]
    assert [(r.amount, r.players) for r in dirge] == [(-1, "opponent")]


def _cannon(ocean_first: bool) -> object:
    cards = {"hpc": card("Hydro Pressure Cannon", "A", zone="hand"),
             "ocean": card("A Legendary Ocean", "A", zone="hand"),
             "grizzly": card("Mother Grizzly", "A", position="attack")}
    steps = [{"activate": "ocean"}, {"resolve": 1}] if ocean_first else []
    return ask(cards, {"can_activate": "hpc"}, steps)


def test_a_legendary_ocean_makes_a_level_4_water_monster_level_3():
    answer = _cannon(True)
    assert answer.answer == "yes" and _cites(answer, LEVEL)


def test_without_the_ocean_the_level_4_water_monster_is_no_equip_target():
    answer = _cannon(False)
    assert answer.answer == "no" and not _cites(answer, LEVEL)


def test_stygian_dirge_lowers_only_the_opponents_monsters():
    # Stygian Dirge of B lowers A's Mother Grizzly (B's opponent); of A, it leaves A's own monster at Level 4
    for owner, expected in (("B", "yes"), ("A", "no")):
        cards = {"hpc": card("Hydro Pressure Cannon", "A", zone="hand"),
                 "dirge": card("Stygian Dirge", owner, zone="spell_trap_zone", face_up=True),
                 "grizzly": card("Mother Grizzly", "A", position="attack")}
        answer = ask(cards, {"can_activate": "hpc"})
        assert answer.answer == expected, owner


# ------------------------------------------------------------------ a count whose place follows the kind

def test_graverobbers_retribution_counts_the_opponents_banished_monsters():
    clause = read("Graverobber's Retribution")[0].clauses[0]
    assert (clause.scales_with, clause.lp_per_card) == ("opponent banished", 100)
    for names, amount in ((["Cyber Dragon", "Mystic Tomato"], 200), (["Cyber Dragon"], 100)):
        cards = {"grave": card("Graverobber's Retribution", "A", zone="spell_trap_zone", face_up=True),
                 **{f"b{i}": card(name, "B", zone="banished") for i, name in enumerate(names)},
                 "mine": card("Sangan", "A", zone="banished")}      # A's own banished monster does not count
        answer = ask(cards, {"last_thing": True}, [{"activate": "grave"}, {"resolve": 1}], phase="standby")
        assert _last(answer) == [("damage_inflicted", "B", amount)]
        assert _cites(answer, "res-amount-counted-as-it-resolves")


# ------------------------------------------------------------------ a battle that destroyed nothing

PROTECTED = "bt-no-battle-destruction-of-a-protected-monster"


def _end_phase_after_attack(name: str, attacked: str) -> object:
    cards = {"me": card(name, "A", position="attack"), "foe": card(attacked, "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "me", "target": "foe"}]}, {"phase": "damage_step"},
             {"events": [{"event": "damage_inflicted", "player": "B", "amount": 1300, "cause": "battle", "by": "me"}]},
             {"phase": "main2"}, {"phase": "end"}]
    return ask(cards, {"can_activate": "me"}, steps, phase="battle")


def test_horus_lv4_destroyed_nothing_by_battling_spirit_reaper():
    answer = _end_phase_after_attack("Horus the Black Flame Dragon LV4", "Spirit Reaper")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met") and _cites(answer, PROTECTED)


def test_armed_dragon_lv5_destroyed_nothing_by_battling_spirit_reaper():
    answer = _end_phase_after_attack("Armed Dragon LV5", "Spirit Reaper")
    assert answer.answer == "no" and _cites(answer, PROTECTED)


def test_a_monster_without_the_protection_is_not_ruled_out():
    answer = _end_phase_after_attack("Horus the Black Flame Dragon LV4", "Mystic Tomato")
    assert not _cites(answer, PROTECTED)
