"""Round 135: a Token a resolution Special Summons has the ATK its card prints for it, and an ATK condition on a
Summoned monster reads it (rule state-token-has-its-printed-stats); the Token's upkeep sentences are not the
card's options (rule token-conditions-belong-to-the-token)."""

from __future__ import annotations

from scenario_cards import ask, card

RULE = "state-token-has-its-printed-stats"


def _bth_after(summoner, summoner_controller="A", bth_controller="B", steps_before=()):
    cards = {"s": card(summoner, summoner_controller, "spell_trap_zone", face_up=False),
             "bth": card("Bottomless Trap Hole", bth_controller, "spell_trap_zone", face_up=False)}
    return cards, [{"activate": "s"}, {"resolve": 1}]


def test_fiends_sanctuary_token_of_0_atk_does_not_meet_bottomless_trap_hole():
    cards, steps = _bth_after("Fiend's Sanctuary")
    found = ask(cards, {"can_activate": "bth"}, steps, turn_player="A").to_dict()
    assert (found["answer"], found["reason"]) == ("no", "condition-not-met")
    assert any(RULE in rule for rule in found["rules"])


def test_scapegoats_sheep_tokens_of_0_atk_do_not_meet_it():
    cards, steps = _bth_after("Scapegoat")
    found = ask(cards, {"can_activate": "bth"}, steps, turn_player="A").to_dict()
    assert (found["answer"], found["reason"]) == ("no", "condition-not-met")


def test_nightmare_archfiend_tokens_of_2000_atk_meet_it():
    """The Tokens go to the opponent's side (rule cond-summoned-to-the-side-it-goes-to): the Bottomless Trap Hole
    of the player who activated Nightmare Archfiends answers them."""
    cards, steps = _bth_after("Nightmare Archfiends", bth_controller="A")
    cards["t"] = card("Giant Rat", "A", "monster_zone", position="attack")
    steps[0]["cost"] = [{"event": "tributed", "card": "t", "cause": "cost", "from": "monster_zone",
                         "to": "graveyard"}]
    found = ask(cards, {"can_activate": "bth"}, steps, turn_player="A").to_dict()
    assert found["answer"] == "yes"
    assert any(RULE in rule for rule in found["rules"])
