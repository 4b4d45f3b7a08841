"""Round 77: a trigger's deed the scenario states as done by that card's effect, with no Chain Link of the effect,
tells that the effect was applied (rule trig-applied-as-the-scenario-states, said in `assumed`): it is not pending
any more, and the monster it destroyed was not destroyed by battle. Only the deed its text does, to the card it does
it to, counts."""

from __future__ import annotations

import scenario_cards
from scenario_cards import card

RULE = "trig-applied-as-the-scenario-states"


def attack(attacker: str, attacked: str, position: str, *after):
    """A's ``attacker`` ("me") attacks B's ``attacked`` ("foe"); then the events ``after``: the triggers."""
    steps = [{"events": [{"event": "attack_declared", "card": "me", "player": "A", "target": "foe"}]}]
    steps += [{"events": [event]} for event in after]
    return scenario_cards.ask({"me": card(attacker, "A", position="attack"), "foe": card(attacked, "B", position=position)},
                              {"triggers": True}, steps, phase="battle")


def destroyed(ref: str, by: str, cause: str = "effect") -> dict:
    return {"event": "destroyed", "card": ref, "from": "monster_zone", "to": "graveyard", "cause": cause, "by": by}


def test_nanobreaker_destroying_giant_germ_was_applied():
    answer = attack("Nanobreaker", "Giant Germ", "attack", destroyed("foe", "me"))
    assert answer.chain == [] and answer.missed == []     # neither Nanobreaker's nor Giant Germ's (not by battle)
    assert RULE in answer.rules
    assert any("Nanobreaker's effect was applied" in said for said in answer.assumed)


def test_nanobreaker_is_pending_while_nothing_says_it_was_applied():
    answer = attack("Nanobreaker", "Giant Germ", "attack")
    assert [entry["card"] for entry in answer.chain] == ["me"]
    assert RULE not in answer.rules


def test_disc_fighter_destroying_its_defender_was_applied():
    answer = attack("Disc Fighter", "Big Shield Gardna", "defense", destroyed("foe", "me"))
    assert answer.chain == [] and RULE in answer.rules
    assert [entry["card"] for entry in attack("Disc Fighter", "Big Shield Gardna", "defense").chain] == ["me"]


def test_an_event_that_is_not_its_deed_is_not_its_application():
    # Nanobreaker destroys the monster it attacks: neither its own destruction nor a banishment stated "by" it is that
    for event in (destroyed("me", "me"), {"event": "banished", "card": "foe", "from": "monster_zone", "to": "banished",
                                          "cause": "effect", "by": "me"}):
        answer = attack("Nanobreaker", "Giant Germ", "attack", event)
        assert [entry["card"] for entry in answer.chain] == ["me"]
        assert RULE not in answer.rules
