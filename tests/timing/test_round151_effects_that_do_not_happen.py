"""Round 151: the card that takes this card's place is the one acted on ("take control of 1 face-up Attack Position
monster your opponent controls, and attack with it instead of this monster": rule
res-instead-of-this-card-acts-on-the-other). Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card

INSTEAD = "res-instead-of-this-card-acts-on-the-other"


def _last(got):
    return [(e["event"], e.get("card")) for e in got.to_dict()["last_thing"]]


def test_the_monster_taken_in_place_of_this_card_changes_control():
    cards = {"mm": card("Mutant Mindmaster", "A", position="attack"),
             "jinzo": card("Jinzo", "B", position="attack")}
    got = ask(cards, {"last_thing": True},
              [{"events": [{"event": "attack_declared", "card": "mm", "target": "jinzo"}]},
               {"activate": "mm", "targets": ["jinzo"]}, {"resolve": 1}], phase="battle")
    assert _last(got) == [("control_changed", "jinzo")]
    assert INSTEAD in got.rules


def test_reader_keeps_this_card_where_the_clause_acts_on_it():
    from edison_kg.cardtext.consequences import _subject
    assert _subject("take control of 1 face-up Attack Position monster your opponent controls, and attack with it "
                    "instead of this monster", "take_control") == "instead-of-this"             # Mutant Mindmaster
    assert _subject("return this card to the hand instead of this monster", "return_to_hand") == "self"
