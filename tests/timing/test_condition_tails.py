"""A state named beside the event of a trigger's or a "when" card's condition must hold as the effect is activated
(edison_kg/cardtext/condition_tails.py, rule cond-event-tail-state, checked by the need-field rules), on real cards, met
and unmet."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card


def ask(cards, steps, question, life_points=None, turn_player="A", phase="main1"):
    scenario = {"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                "steps": steps, "ask": question}
    if life_points is not None:
        scenario["life_points"] = life_points
    return timing.ask(scenario)


def _summoned(ref):
    return [{"events": [{"event": "normal_summon", "card": ref, "player": "A", "from": "hand"}]}]


def test_kings_knight_needs_queens_knight():
    # "When this card is Normal Summoned while you control "Queen's Knight""
    cards = {"k": card("King's Knight", "A", "hand"), "q": card("Queen's Knight", "A", position="attack")}
    assert ask(cards, _summoned("k"), {"can_activate": "k"}).answer == "yes"
    del cards["q"]
    answer = ask(cards, _summoned("k"), {"can_activate": "k"})
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "Queen's Knight" in answer.explanation


def test_machina_soldier_needs_no_other_monster():
    # "When this card is Normal Summoned while you control no other monsters": itself is not counted
    cards = {"m": card("Machina Soldier", "A", "hand"), "f": card("Machina Fortress", "A", "hand")}
    assert ask(cards, _summoned("m"), {"can_activate": "m"}).answer == "yes"
    cards["s"] = card("Sangan", "A", position="defense")
    answer = ask(cards, _summoned("m"), {"can_activate": "m"})
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-activation-needs-a-held-state" in answer.rules


def test_offering_to_the_immortals_needs_its_life_points():
    # "When your opponent's monster declares a direct attack while you have 3000 or less LP"
    cards = {"o": card("Offering to the Immortals", "A", "spell_trap_zone", face_up=False),
             "v": card("Vorse Raider", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "v", "player": "B"}]}]
    met = ask(cards, steps, {"can_activate": "o"}, life_points={"A": 3000, "B": 8000}, turn_player="B", phase="battle")
    assert met.answer == "yes"
    unmet = ask(cards, steps, {"can_activate": "o"}, life_points={"A": 8000, "B": 8000}, turn_player="B", phase="battle")
    assert (unmet.answer, unmet.reason) == ("no", "condition-not-met")
    assert "cond-life-points" in unmet.rules


def test_a_mandatory_trigger_whose_state_does_not_hold_is_not_on_the_next_chain():
    # Pride of the Weak: "When a Level 2 or lower monster you control destroys an opponent's monster by battle and
    # sends it to the Graveyard, if you have no cards in your hand, draw 2 cards." Asked as `triggers`, the state
    # beside the event is checked too; Sangan's own trigger goes on the chain either way.
    cards = {"p": card("Pride of the Weak", "A", "spell_trap_zone"), "k": card("Kuriboh", "A", position="attack"),
             "s": card("Sangan", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "k", "player": "A", "target": "s"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "s", "cause": "battle", "by": "k", "to": "graveyard"}]}]
    empty = ask(cards, steps, {"triggers": True}, phase="battle")
    assert sorted(link["card"] for link in empty.chain) == ["p", "s"]
    cards["h"] = card("Pot of Greed", "A", "hand")
    holding = ask(cards, steps, {"triggers": True}, phase="battle")
    assert [link["card"] for link in holding.chain] == ["s"]
    assert "cond-activation-needs-a-count" in holding.rules
