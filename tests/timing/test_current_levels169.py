"""Round 169: the current Level an Equip Card's Level change gives the equipped monster (rule
eq-equipped-level-change: "The equipped monster gains 500 ATK, and its Level is increased by 1"), and the one a
resolved effect leaves until the End Phase on the monsters it reached as it resolved (rule
res-level-change-left-until-end-phase: "Reduce the Level of all face-up monsters you control by 1 until the End
Phase"), read where a kind of card bounds the Level ("Equip only to a Level 3 or lower WATER monster"). Real pool
cards on the whole graph."""

from __future__ import annotations

from cardtext.pool import card as read
from scenario_cards import ask, card

EQUIPPED = "eq-equipped-level-change"
LEFT = "res-level-change-left-until-end-phase"


def _cites(answer, rule: str) -> bool:
    return any(str(ref).rsplit("/", 1)[-1] == rule for ref in answer.rules)


def test_the_reader_stores_the_equipped_and_the_lingering_level_changes():
    boost = [r for e in read("Synchro Boost") for r in e.restrictions if r.kind == "level-gain"]
    assert [(r.amount, r.stat_of, r.window) for r in boost] == [(1, "equipped", None)]
    tuning = [r for e in read("Level Tuning") for r in e.restrictions if r.kind == "level-gain"]
    assert [(r.amount, r.players, r.window) for r in tuning] == [(-1, "you", "until-end-phase")]
    dirge = [r for e in read("Stygian Dirge") for r in e.restrictions if r.kind == "level-gain"]
    assert [(r.stat_of, r.window) for r in dirge] == [(None, None)]     # a continuous effect's, as before


def _cannon_with_boost(on_the_water_monster: bool):
    cards = {"hpc": card("Hydro Pressure Cannon", "A", zone="hand"),
             "lobster": card("Mad Lobster", "A", position="attack"),          # Level 3 WATER
             "other": card("Sangan", "A", position="attack"),
             "boost": card("Synchro Boost", "A", zone="spell_trap_zone", face_up=True,
                           equipped_to="lobster" if on_the_water_monster else "other")}
    return ask(cards, {"can_activate": "hpc"})


def test_an_equip_card_that_raises_the_level_makes_a_level_3_monster_level_4():
    answer = _cannon_with_boost(True)
    assert answer.answer == "no" and _cites(answer, EQUIPPED)
    assert any("Mad Lobster is Level 4" in line for line in answer.to_dict()["assumed"])


def test_an_equip_card_equipped_to_another_monster_leaves_the_level():
    answer = _cannon_with_boost(False)
    assert answer.answer == "yes" and not _cites(answer, EQUIPPED)


def _cannon_after_tuning(summoned_after: bool):
    cards = {"hpc": card("Hydro Pressure Cannon", "A", zone="hand"),
             "tuning": card("Level Tuning", "A", zone="hand"),
             "grizzly": card("Mother Grizzly", "A", zone="hand" if summoned_after else "monster_zone",
                             **({} if summoned_after else {"position": "attack"}))}     # Level 4 WATER
    steps = [{"activate": "tuning"}, {"resolve": 1}]
    if summoned_after:
        steps.append({"summon": "grizzly", "method": "normal"})
    return ask(cards, {"can_activate": "hpc"}, steps)


def test_a_level_lowered_until_the_end_phase_makes_a_level_4_monster_level_3():
    answer = _cannon_after_tuning(False)
    assert answer.answer == "yes" and _cites(answer, LEFT)


def test_a_monster_summoned_after_the_level_change_resolved_keeps_its_level():
    answer = _cannon_after_tuning(True)
    assert answer.answer == "no" and not _cites(answer, LEFT)


def test_the_level_change_left_ends_with_the_turn():
    cards = {"hpc": card("Hydro Pressure Cannon", "A", zone="hand"),
             "tuning": card("Level Tuning", "A", zone="hand"),
             "grizzly": card("Mother Grizzly", "A", position="attack")}
    steps = [{"activate": "tuning"}, {"resolve": 1}, {"phase": "end"}, {"phase": "draw"}, {"phase": "end"},
             {"phase": "draw"}, {"phase": "main1"}]        # A's next turn
    answer = ask(cards, {"can_activate": "hpc"}, steps)
    assert answer.answer == "no" and not _cites(answer, LEFT)
