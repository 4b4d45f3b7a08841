"""A kind named by its DEF ("1 FIRE monster with 200 DEF") holds only monsters whose DEF is a number within
it; a "?" DEF is no number (rule kind-def-bounds)."""

from __future__ import annotations

from edison_kg.cardtext.cardkind import card_kind
from edison_kg.timing.cards import CardInfo, kind_matches
from scenario_cards import ask, card


def _counter(*graveyard):
    cards = {"fc": card("Flamvell Counter", "A", "spell_trap_zone", face_up=False),
             "mst": card("Mystical Space Typhoon", "B", "hand")}
    cards.update({f"gy{i}": card(name, "A", "graveyard") for i, name in enumerate(graveyard)})
    return ask(cards, {"can_activate": "fc"}, steps=[{"activate": "mst", "targets": ["fc"]}], turn_player="B")


def test_a_cost_of_a_fire_monster_with_200_def_needs_one_with_that_def():
    assert _counter("Flamvell Firedog").answer == "yes"              # FIRE, DEF 200
    answer = _counter("UFO Turtle")                                    # FIRE, DEF 1200
    assert answer.answer == "no" and "kind-def-bounds" in answer.rules and "mtt-cost" in answer.rules


def test_a_question_mark_def_is_not_0_def():
    zero = card_kind("2 DARK monsters with 0 DEF")
    unknown = CardInfo(iri="x", name="a ? DEF monster", card_type="monster", attribute="DARK", def_unknown=True)
    assert not kind_matches(zero, unknown, None)
    assert kind_matches(zero, CardInfo(iri="y", name="a 0 DEF monster", card_type="monster", attribute="DARK",
                                       defense=0), None)
