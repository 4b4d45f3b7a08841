"""Round 127: "Destroy that monster(s)" acts on the card of the event it answers, not on a target; once that card has
left its place before the effect resolves, the effect does nothing to it (rule res-events-card-gone-not-done), nor the
part joined by "and if you do". "Gain Life Points equal to the ATK of the destroyed monster": the stat of the monster
of the event it answers, where it is now, said in `assumed` (rule res-amount-by-the-events-monster)."""

from __future__ import annotations

import scenario_cards
from scenario_cards import card

SET = {"zone": "spell_trap_zone", "face_up": False}
GONE = "res-events-card-gone-not-done"
AMOUNT = "res-amount-by-the-events-monster"


def last(cards, steps, phase="main1"):
    return scenario_cards.ask(cards, {"last_thing": True}, steps, phase=phase)


def _pairs(answer):
    return [(e["event"], e.get("card")) for e in answer.last_thing]


BTH = {"gaz": card("Gazelle the King of Mythical Beasts", "A", zone="hand"),
       "cat": card("Rescue Cat", "A", zone="hand"),
       "bth": card("Bottomless Trap Hole", "B", **SET), "bss": card("Beast Soul Swap", "A", **SET)}


def test_bottomless_trap_hole_does_nothing_to_a_monster_returned_to_the_hand():
    answer = last(BTH, [{"summon": "gaz", "method": "normal"}, {"activate": "bth"},
                        {"activate": "bss", "targets": ["gaz"]},
                        {"resolve": 2, "events": [[{"event": "returned_to_hand", "card": "gaz", "from": "monster_zone",
                                                    "to": "hand", "cause": "effect"},
                                                   {"event": "special_summon", "card": "cat", "from": "hand",
                                                    "to": "monster_zone"}]]},
                        {"resolve": 1}])
    # nothing destroyed or banished from the hand: the link resolves without changing anything
    assert _pairs(answer) == [("chain_link_resolved", "bth")]
    assert GONE in answer.rules


def test_bottomless_trap_hole_destroys_and_banishes_the_monster_still_there():
    answer = last(BTH, [{"summon": "gaz", "method": "normal"}, {"activate": "bth"}, {"resolve": 1}])
    assert ("destroyed", "gaz") in _pairs(answer)
    assert GONE not in answer.rules


OATHS = {"rat": card("Giant Rat", "A", zone="deck"), "oaths": card("Mirror of Oaths", "B", **SET),
         "ced": card("Compulsory Evacuation Device", "A", **SET)}
SUMMONED = {"events": [{"event": "special_summon", "card": "rat", "from": "deck", "to": "monster_zone",
                        "position": "attack", "cause": "effect"}]}


def test_mirror_of_oaths_does_not_destroy_a_monster_gone_to_the_hand_nor_draws():
    answer = last(OATHS, [SUMMONED, {"activate": "oaths"}, {"activate": "ced", "targets": ["rat"]},
                          {"resolve": 2}, {"resolve": 1}])
    assert _pairs(answer) == [("chain_link_resolved", "oaths")]     # "and if you do, draw 1 card": not done either
    assert GONE in answer.rules
    answer = last(OATHS, [SUMMONED, {"activate": "oaths"}, {"resolve": 1}])
    assert ("destroyed", "rat") in _pairs(answer) or ("drawn", None) in _pairs(answer)
    assert GONE not in answer.rules


def _battle(attacker: str, foe: str, stats=None):
    cards = {"me": card(attacker, "A", position="attack"), "foe": card(foe, "B", position="attack", **(stats or {}))}
    steps = [{"events": [{"event": "attack_declared", "card": "me", "target": "foe"}]},
             {"events": [{"event": "destroyed", "card": "foe", "from": "monster_zone", "cause": "battle", "by": "me",
                          "to": "graveyard"}]},
             {"activate": "me"}, {"resolve": 1}]
    return last(cards, steps, phase="battle")


def test_hydro_genex_gains_the_atk_of_the_destroyed_monster():
    answer = _battle("Hydro Genex", "Sangan")
    assert answer.last_thing[0]["event"] == "lp_gained" and answer.last_thing[0]["amount"] == 1000
    assert AMOUNT in answer.rules
    assert any("printed ATK, 1000" in a for a in answer.assumed)


def test_royal_knight_gains_the_def_of_the_destroyed_monster():
    answer = _battle("Royal Knight", "Witch of the Black Forest")
    assert answer.last_thing[0]["event"] == "lp_gained" and answer.last_thing[0]["amount"] == 1200
    assert AMOUNT in answer.rules


def test_a_stat_the_scenario_gives_the_destroyed_monster_is_taken():
    answer = _battle("Hydro Genex", "Sangan", {"atk": 700})
    assert answer.last_thing[0]["amount"] == 700
    assert any("the one the scenario gives it, 700" in a for a in answer.assumed)
