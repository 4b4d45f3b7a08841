"""Round 145: what a resolution did. An older text that takes a fixed count of cards from the Graveyard without the word
"target" targets them, and still takes those left; a stat change done to (or measured by) targets that are all gone is
not done; a deed set up for later in the turn ("If it is changed to Defense Position this turn, draw 1 card") is done
right after its event, never as the effect resolves. Real cards of the pool."""

from __future__ import annotations

from cardtext.pool import card as pool_card
from scenario_cards import ask, card

PICKS_GONE = "res-old-pile-picks-are-targets"
STAT_GONE = "res-stat-change-by-a-gone-target-not-done"
LATER = "res-deed-set-up-for-a-later-event-this-turn"
CROW_COST = [{"event": "discarded", "card": "crow", "from": "hand", "to": "graveyard", "cause": "cost"}]


def _last(got):
    return [(e["event"], e.get("card")) for e in got.to_dict()["last_thing"]]


def _cites(got, rule: str) -> bool:
    return any(r == rule or r.endswith("/" + rule) for r in got.rules)


def _answers(got, last: list, rule: str, cited: bool) -> None:
    """The last thing to happen is ``last``, and the answer cites ``rule`` when ``cited``, else not."""
    assert _last(got) == last
    assert _cites(got, rule) is cited


# ------------------------------------------------------------------ picked from the Graveyard as it was activated

def _battery_charger(crow_target: str | None):
    cards = {"bc": card("Battery Charger", "A", zone="hand"), "aa": card("Batteryman AA", "A", zone="graveyard"),
             "c": card("Batteryman C", "A", zone="graveyard"), "crow": card("D.D. Crow", "B", zone="hand")}
    steps = [{"activate": "bc", "targets": ["aa"]}]
    if crow_target is not None:
        steps += [{"activate": "crow", "cost": CROW_COST, "targets": [crow_target]}, {"resolve": 2}]
    return ask(cards, {"last_thing": True}, steps + [{"resolve": 1}])


def test_battery_charger_whose_pick_was_banished_summons_nothing():
    _answers(_battery_charger("aa"), [("chain_link_resolved", "bc")], PICKS_GONE, True)


def test_battery_charger_summons_its_pick_when_another_card_was_banished():
    _answers(_battery_charger("c"), [("special_summon", "aa")], PICKS_GONE, False)


def test_battery_charger_with_nothing_chained_summons_its_pick():
    _answers(_battery_charger(None), [("special_summon", "aa")], PICKS_GONE, False)


# ------------------------------------------------------------------ a stat change of a target that is gone

def _rush_recklessly(evacuated: str):
    cards = {"rr": card("Rush Recklessly", "A", zone="hand"), "me": card("Cyber Dragon", "A", position="attack"),
             "other": card("Dark Magician", "A", position="attack"),
             "ced": card("Compulsory Evacuation Device", "B", zone="spell_trap_zone", face_up=False)}
    steps = [{"activate": "rr", "targets": ["me"]}, {"activate": "ced", "targets": [evacuated]}, {"resolve": 2},
             {"resolve": 1}]
    return ask(cards, {"last_thing": True}, steps)


def test_rush_recklessly_whose_target_was_returned_to_the_hand_changes_nothing():
    _answers(_rush_recklessly("me"), [("chain_link_resolved", "rr")], STAT_GONE, True)


def test_rush_recklessly_whose_target_stayed_applies_its_effect():
    _answers(_rush_recklessly("other"), [("effect_applied", "rr")], STAT_GONE, False)


# ------------------------------------------------------------------ a deed set up for later in the turn

def _done_later(name: str) -> list:
    return [c.done_later_when for e in pool_card(name) for c in e.clauses if c.done_later_when]


def test_the_reader_stores_a_draw_set_up_for_a_change_to_defense_position_and_no_later_battle_deed():
    assert _done_later("Guard Penalty") == ["changed-to-defense"]
    assert _done_later("Secrets of the Gallant") == []      # its later deed is an effect of its own, read as such



def _guard_penalty(position: str, steps_after: list, chained: bool = False):
    cards = {"gp": card("Guard Penalty", "A", zone="hand"), "mon": card("Cyber Dragon", "B", position=position),
             "bom": card("Book of Moon", "A", zone="hand")}
    if chained:      # Book of Moon chained to Guard Penalty: the monster is changed before it resolves
        steps = [{"activate": "gp", "targets": ["mon"]}, {"activate": "bom", "targets": ["mon"]}, {"resolve": 2},
                 {"resolve": 1}]
    else:
        steps = [{"activate": "gp", "targets": ["mon"]}, {"resolve": 1}] + steps_after
    return ask(cards, {"last_thing": True}, steps)


def test_guard_penalty_draws_nothing_as_it_resolves():
    _answers(_guard_penalty("attack", []), [("effect_applied", "gp")], LATER, False)


def test_guard_penalty_draws_right_after_its_monster_is_flipped_face_down_from_attack_position():
    _answers(_guard_penalty("attack", [{"activate": "bom", "targets": ["mon"]}, {"resolve": 1}]), [("drawn", None)], LATER, True)


def test_guard_penalty_draws_nothing_for_a_monster_already_in_defense_position():
    _answers(_guard_penalty("defense", [{"activate": "bom", "targets": ["mon"]}, {"resolve": 1}]), [("flipped_face_down", "mon")], LATER, False)


def test_guard_penalty_draws_nothing_when_its_monster_was_changed_before_it_resolved():
    got = _guard_penalty("attack", [], chained=True)
    assert ("drawn", None) not in _last(got)
    assert not _cites(got, LATER)
