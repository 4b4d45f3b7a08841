"""Banished targets of wider wordings, on real cards (rule state-target-must-exist): "Target 1 of
your banished "Fortune Lady" monsters; return it to the GY" (the clause the reader gives no event still takes the
target from there) and "Select 1 removed from play monster" (either player's banished cards)."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card
from tests.cardtext.pool import card as read


def ask(cards, question):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": [], "ask": question})


def test_a_banished_target_returned_to_the_graveyard_must_be_banished():
    future = card("Fortune's Future", "A", "spell_trap_zone", face_up=False)
    none = ask({"ff": future, "lady": card("Fortune Lady Dark", "A", zone="graveyard")}, {"can_activate": "ff"})
    assert (none.answer, none.reason) == ("no", "other")            # in the GY, not banished
    assert "state-target-must-exist" in none.rules
    other = ask({"ff": future, "vr": card("Vorse Raider", "A", "banished")}, {"can_activate": "ff"})
    assert other.answer == "no"                                     # not a "Fortune Lady"
    theirs = ask({"ff": future, "lady": card("Fortune Lady Dark", "B", "banished")}, {"can_activate": "ff"})
    assert theirs.answer == "no"                                    # "of your banished": not the opponent's
    banished = ask({"ff": future, "lady": card("Fortune Lady Dark", "A", "banished")}, {"can_activate": "ff"})
    assert banished.answer == "yes"


def test_the_reader_types_banished_targets_of_either_player():
    clause = read("Dimension Distortion")[0].clauses[-1]
    assert (clause.from_zone, clause.whose, clause.count) == ("banished", "either", 1)
    future = read("Fortune's Future")[0].clauses[0]
    # "return it to the GY" (round 89: read as sent to the Graveyard): "it" of an effect that targets is its target
    assert (future.from_zone, future.whose, future.count, future.subject) == ("banished", "you", 1, "it")
    assert read("Fortune's Future")[0].targets and future.event == "sent_to_gy"


# "Target 1 attacking monster" / "You can target the attacking monster": the monster whose attack is
# going on (outside the Battle Phase none is attacking)

def test_an_attacking_monster_target_needs_an_attack_going_on():
    cards = {"mw": card("Mask of Weakness", "A", "spell_trap_zone", face_up=False),
             "vr": card("Vorse Raider", "B", "monster_zone", position="attack")}
    declared = {"events": [{"event": "attack_declared", "card": "vr", "player": "B"}]}
    after = timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "battle", "cards": cards,
                        "steps": [declared, {"phase": "main2"}], "ask": {"can_activate": "mw"}})
    assert (after.answer, after.reason) == ("no", "other")          # the Battle Phase is over: nothing attacks
    assert "state-target-must-exist" in after.rules
    during = timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "battle", "cards": cards,
                         "steps": [declared], "ask": {"can_activate": "mw"}})
    assert during.answer == "yes"


def test_the_reader_types_attacking_monster_targets():
    mask = read("Mask of Weakness")[0].target_clauses
    assert [(c.every, c.position, c.count) for c in mask] == [("monster", "attacking", 1)]
    suijin = next(e for e in read("Suijin") if e.targets).target_clauses
    assert [(c.every, c.position) for c in suijin] == [("monster", "attacking")]
    # two targets, one of them the attacking monster: not this reading
    assert not any(c.position == "attacking" for e in read("Hate Buster") for c in e.target_clauses)
