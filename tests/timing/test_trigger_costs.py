"""A trigger whose cost cannot be paid, or an optional one with nothing to take
from a pile, is not activated (rules/trigger_costs.py, rule trig-cost-cannot-be-paid-not-activated)."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card

RULE = "trig-cost-cannot-be-paid-not-activated"


def ask(cards, steps, phase="battle", turn_player="B", life_points=None):
    scenario = {"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                "steps": list(steps), "ask": {"triggers": True}}
    if life_points:
        scenario["life_points"] = life_points
    return timing.ask(scenario)


def _destroyed_by_battle(victim, attacker):
    return [{"events": [{"event": "attack_declared", "card": attacker, "player": "B", "target": victim}]},
            {"events": [{"event": "destroyed", "card": victim, "from": "monster_zone", "to": "graveyard",
                         "cause": "battle", "by": attacker}]}]


def test_a_trigger_whose_life_point_cost_cannot_be_paid_is_not_activated():
    # Vampire's Curse: "When this card is destroyed by battle and sent to the Graveyard: You can pay 500 Life Points; ..."
    cards = {"vc": card("Vampire's Curse", "A", position="attack"),
             "vorse": card("Vorse Raider", "B", position="attack")}
    steps = _destroyed_by_battle("vc", "vorse")
    paid = ask(cards, steps, life_points={"A": 4000, "B": 8000})
    assert [entry["card"] for entry in paid.chain] == ["vc"]
    unpaid = ask(cards, steps, life_points={"A": 500, "B": 8000})      # a player cannot pay all they have
    assert unpaid.chain == [] and unpaid.missed == []
    assert RULE in unpaid.rules and "cost-life-points-cannot-pay" in unpaid.rules


def test_a_larger_life_point_cost_is_read_from_its_card():
    # Amazoness Chain Master: "You can pay 1500 Life Points; ...": with 1000 it cannot be paid
    cards = {"acm": card("Amazoness Chain Master", "A", position="attack"),
             "vorse": card("Vorse Raider", "B", position="attack"),
             "kuriboh": card("Kuriboh", "B", "hand")}     # a card to take from that hand
    assert ask(cards, _destroyed_by_battle("acm", "vorse"), life_points={"A": 1000, "B": 8000}).chain == []
    assert [e["card"] for e in ask(cards, _destroyed_by_battle("acm", "vorse")).chain] == ["acm"]


def test_an_optional_trigger_with_no_card_it_takes_from_the_graveyard_is_not_activated():
    # Kinka-byo's wording on another Level 1: "You can target 1 Level 1 monster in your GY; Special Summon that target"
    summon = [{"summon": "kb", "method": "normal"}]
    cards = {"kb": card("Kinka-byo", "A", "hand"), "gob": card("Goblin Attack Force", "A", "graveyard")}
    none_there = ask(cards, summon, phase="main1", turn_player="A")
    assert none_there.chain == []
    cards["kuriboh"] = card("Kuriboh", "A", "graveyard")
    assert [e["card"] for e in ask(cards, summon, phase="main1", turn_player="A").chain] == ["kb"]


def test_a_card_activated_in_the_graveyard_may_pay_its_graveyard_cost_with_itself():
    # Darknight Parshath: "If this card destroys an opponent's monster by battle: You can banish 1 DARK monster from
    # your Graveyard; draw 1 card": on the field with no DARK in its GY it cannot pay; destroyed in the same battle,
    # it is a DARK monster in that GY itself
    attack = {"events": [{"event": "attack_declared", "card": "dp", "player": "A", "target": "gob"}]}
    gob_destroyed = {"event": "destroyed", "card": "gob", "from": "monster_zone", "to": "graveyard",
                     "cause": "battle", "by": "dp"}
    cards = {"dp": card("Darknight Parshath", "A", position="attack"),
             "gob": card("Goblin Attack Force", "B", position="attack")}
    alone = ask(cards, [attack, {"events": [gob_destroyed]}], turn_player="A")
    assert alone.chain == [] and RULE in alone.rules
    both = ask(cards, [attack, {"events": [[gob_destroyed, {"event": "destroyed", "card": "dp", "from": "monster_zone",
                                                            "to": "graveyard", "cause": "battle", "by": "gob"}]]}],
               turn_player="A")
    assert [entry["card"] for entry in both.chain] == ["dp"]


def test_a_spirit_monster_gone_from_the_field_does_not_return_in_the_end_phase():
    # Yata-Garasu: "This card returns to its owner's hand during the End Phase of the turn it is Normal Summoned ..."
    summon = [{"summon": "yg", "method": "normal"}, {"phase": "main2"}]
    destroyed = [{"events": [{"event": "destroyed", "card": "yg", "from": "monster_zone", "to": "graveyard",
                              "cause": "effect"}]}]
    cards = {"yg": card("Yata-Garasu", "A", "hand")}
    there = ask(cards, summon + [{"phase": "end"}], phase="main1", turn_player="A")
    assert [entry["card"] for entry in there.chain] == ["yg"]
    gone = ask(cards, summon + destroyed + [{"phase": "end"}], phase="main1", turn_player="A")
    assert gone.chain == [] and "state-phase-effect-of-a-monster-on-the-field" in gone.rules
