"""(round 129) The card reader's own ATK/DEF set from the combined Levels of the cards counted
(cardtext/combined_levels.py, rule ce-stat-set-from-combined-levels): per_count "WHOSE PLACE [flags] levels",
amount the points per Level; cards moved by a cost ("the sent monsters") are not a count it types."""

from __future__ import annotations

from edison_kg.cardtext import analyze


def _stat_sets(text: str) -> list[tuple]:
    return [(r.kind, r.amount, r.stat_of, r.per_count, tuple(sorted(r.per_kind.classes)))
            for e in analyze(text, card_type="monster", subtypes=("Effect",)) for r in e.restrictions
            if r.kind.startswith(("atk-", "def-"))]


def test_the_calculators_atk_is_the_combined_levels_of_its_controllers_face_up_monsters():
    text = "The ATK of this card is the combined Levels of all face-up monsters you control x 300."
    assert _stat_sets(text) == [("atk-set", 300, "self", "you field face-up levels", ("monster",))]


def test_the_same_shape_for_both_stats_and_another_place():
    text = "This card's ATK and DEF are each equal to the combined Levels of all monsters on the field x 100."
    assert _stat_sets(text) == [("atk-set", 100, "self", "both field levels", ("monster",)),
                                ("def-set", 100, "self", "both field levels", ("monster",))]


def test_levels_of_cards_sent_for_a_cost_are_not_read_as_a_count():
    text = ("Must be Special Summoned (from your hand) by sending 3 other monsters from your hand to the Graveyard. "
            "This card's ATK becomes the combined original Levels of the sent monsters x 300.")     # Montage Dragon
    assert not any(p and p.endswith("levels") for *_, p, _ in _stat_sets(text))
