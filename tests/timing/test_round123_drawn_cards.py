"""Cards an answered draw would draw, sent from the Deck to the Graveyard instead (round 123, rule
ce-drawn-cards-sent-from-the-deck): Muko ("Both players see the cards drawn by the effect and discard them all to the
Graveyard"), the one pool card of the shape, does nothing itself when it resolves; the draw it answers (Jar of Greed,
Pot of Greed) sends the cards from its player's Deck to the Graveyard, and no card is drawn. Muko negated: the draw
happens. Real pool cards on the whole graph."""

from __future__ import annotations

from cardtext.pool import card as read
from scenario_cards import ask, card

RULE = "ce-drawn-cards-sent-from-the-deck"


def _last(answer) -> list[tuple]:
    return [(e["event"], e.get("card"), e.get("player"), e.get("from")) for e in answer.to_dict()["last_thing"]]


def _cites(answer, rule: str) -> bool:
    return any(str(ref).rsplit("/", 1)[-1] == rule for ref in answer.rules)


def _draw_answered(draw: str, *more: tuple[str, dict], steps=None):
    cards = {"draw": card(draw, "A", zone="spell_trap_zone", face_up=False),
             "muko": card("Muko", "B", zone="spell_trap_zone", face_up=False), **{ref: c for ref, c in more}}
    steps = steps or [{"activate": "draw"}, {"activate": "muko"}, {"resolve": 2}, {"resolve": 1}]
    return ask(cards, {"last_thing": True}, steps=steps)


# ------------------------------------------------------------------ what the reader stores

def test_the_reader_marks_the_discard_of_the_cards_drawn_by_the_effect():
    clauses = read("Muko")[0].clauses
    assert [c.acts_on_cards_drawn for c in clauses] == [False, True]
    assert clauses[1].event == "discarded"


def test_a_discard_from_the_hand_is_no_send_of_drawn_cards():
    # Graceful Charity: "Draw 3 cards, then discard 2 cards" discards from its own player's hand
    assert not any(c.acts_on_cards_drawn for c in read("Graceful Charity")[0].clauses)
    assert not any(c.acts_on_cards_drawn for c in read("Lightning Vortex")[0].cost_clauses)


# ------------------------------------------------------------------ the draw it answers

def test_muko_on_jar_of_greed_sends_the_card_from_the_deck_to_the_graveyard():
    answer = _draw_answered("Jar of Greed")
    assert _last(answer) == [("sent_to_gy", None, "A", "deck")]
    assert _cites(answer, RULE)


def test_muko_on_pot_of_greed_sends_the_cards_from_the_deck_too():
    answer = _draw_answered("Pot of Greed")
    assert [e[0] for e in _last(answer)] == ["sent_to_gy"]
    assert all(e[3] == "deck" and e[2] == "A" for e in _last(answer))
    assert _cites(answer, RULE)


def test_muko_itself_discards_nothing_from_a_hand():
    answer = _draw_answered("Jar of Greed", steps=[{"activate": "draw"}, {"activate": "muko"}, {"resolve": 2}])
    assert all(e[0] != "discarded" for e in _last(answer))


def test_without_muko_jar_of_greed_draws():
    cards = {"draw": card("Jar of Greed", "A", zone="spell_trap_zone", face_up=False)}
    answer = ask(cards, {"last_thing": True}, steps=[{"activate": "draw"}, {"resolve": 1}])
    assert [e[0] for e in _last(answer)] == ["drawn"]
    assert not _cites(answer, RULE)


def test_muko_negated_lets_the_draw_happen():
    # Seven Tools of the Bandit negates Muko's activation: nothing marks the draw
    tools = ("tools", card("Seven Tools of the Bandit", "A", zone="spell_trap_zone", face_up=False))
    steps = [{"activate": "draw"}, {"activate": "muko"}, {"activate": "tools"},
             {"resolve": 3}, {"resolve": 2}, {"resolve": 1}]
    answer = _draw_answered("Jar of Greed", tools, steps=steps)
    assert [e[0] for e in _last(answer)] == ["drawn"]
    assert not _cites(answer, RULE)
