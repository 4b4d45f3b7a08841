"""Round 95: "you can pay ... and select ..." (Genetic Woman, Psychic Snail, Gadget Driver): what is done before
"and select" is the cost of the effect (rule cost-you-can-pay-and-select). Real cards of the pool."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cardtext"))

from pool import card as read  # noqa: E402
from scenario_cards import ask, card  # noqa: E402

LP_COST = "cost-life-points-cannot-pay"


def test_you_can_pay_and_select_reads_the_payment_as_the_cost():
    woman = read("Genetic Woman")[0]
    assert woman.cost_text == "pay 1000 Life Points" and woman.targets
    assert [c.action for c in woman.clauses] == ["add_to_hand"]
    snail = read("Psychic Snail")[0]
    assert snail.cost_text == "pay 800 Life Points" and snail.targets
    driver = read("Gadget Driver")[0]
    assert driver.cost_text == "send this card from your hand to the Graveyard"


def test_a_cost_paid_to_do_something_is_not_this_wording():
    # "you can discard 1 card to look at your opponent's hand and select 1 Monster Card in it"
    dolphin = [e for e in read("Neo-Spacian Marine Dolphin") if e.cost_text][0]
    assert dolphin.cost_text == "discard 1 card"


def _genetic_woman(lp: int):
    return ask({"gw": card("Genetic Woman", "A", position="attack"), "kr": card("Krebons", "A", "banished")},
               {"can_activate": "gw"}) if lp == 8000 else _with_lp(lp)


def _with_lp(lp: int):
    from edison_kg import timing
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1",
                       "life_points": {"A": lp, "B": 8000},
                       "cards": {"gw": card("Genetic Woman", "A", position="attack"),
                                 "kr": card("Krebons", "A", "banished")},
                       "steps": [], "ask": {"can_activate": "gw"}})


def test_genetic_woman_cannot_pay_1000_with_800():
    got = _with_lp(800)
    assert got.answer == "no" and LP_COST in got.rules


def test_genetic_woman_pays_1000_with_8000():
    assert _genetic_woman(8000).answer == "yes"


def test_psychic_snail_cannot_pay_800_with_800():
    from edison_kg import timing
    cards = {"snail": card("Psychic Snail", "A", position="attack"),
             "other": card("Krebons", "A", position="attack")}
    base = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
            "ask": {"can_activate": "snail"}}
    low = timing.ask({**base, "life_points": {"A": 800, "B": 8000}})
    assert low.answer == "no" and LP_COST in low.rules
    assert timing.ask({**base, "life_points": {"A": 2000, "B": 8000}}).answer == "yes"


# ------------------------------------------------------------------ battle damage "while this card is attacking"

WHILE_ATTACKING = "cond-battle-damage-while-this-card-attacks"


def _battle(attacker: str, foe: str, attacking: str, extra=None):
    cards = {"turbo": card(attacker, "A", position="attack"), "foe": card(foe, "B", position="defense"),
             "sangan": card("Sangan", "A", "hand"), **(extra or {})}
    steps = [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": attacking, "target": "foe"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "damage_inflicted", "player": "A", "amount": 1200, "cause": "battle", "by": "foe"}]}]
    return ask(cards, {"can_activate": "turbo", "effect_text": "When you take battle damage"}, steps)


def test_turbo_synchron_attacking_a_higher_def_monster():
    got = _battle("Turbo Synchron", "Amazoness Fighter", "turbo")
    assert got.answer == "yes" and WHILE_ATTACKING in got.rules


def test_turbo_synchron_not_attacking_is_not_met():
    # another monster of A attacked: the damage was not taken while Turbo Synchron was attacking
    got = _battle("Turbo Synchron", "Amazoness Fighter", "other",
                  {"other": card("Krebons", "A", position="attack")})
    assert got.answer == "no"


def test_a_card_of_the_same_wording_written_with_its_own_text():
    text = ("When you take battle damage while this card is attacking: You can draw 1 card.")
    cards = {"turbo": {"text": text, "controller": "A", "zone": "monster_zone", "position": "attack",
                       "name": "Damage Runner", "card_type": "monster", "subtypes": ["Effect"], "atk": 100,
                       "def": 100, "level": 1},
             "foe": card("Giant Soldier of Stone", "B", position="defense")}
    steps = [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "turbo", "target": "foe"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "damage_inflicted", "player": "A", "amount": 1900, "cause": "battle", "by": "foe"}]}]
    got = ask(cards, {"can_activate": "turbo"}, steps)
    assert got.answer == "yes" and WHILE_ATTACKING in got.rules
