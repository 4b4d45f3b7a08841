"""Round 58 readings: whose phase an embedded timing names, "make the DEF of 1 monster ... 0" as a pick of a
face-up monster, and the card a ruled-targeting effect names as the one that acts ("1 ... can attack")."""

from __future__ import annotations

from edison_kg.cardtext.field_picks import field_picks
from edison_kg.cardtext.reader import read_card


def _custom(text, card_type="spell", subtypes=("Normal",), **more):
    return read_card({"name": "Custom", "card_type": card_type, "subtypes": list(subtypes), "texts": {"custom": text},
                      **more})


def test_an_embedded_phase_names_whose_it_is():
    yours = _custom("Put 1 counter on this card during each of your Standby Phases.", "monster", ("Effect",))
    assert yours.effects[0].condition.player == "you"
    # "their" stands for a player named before it: not read as the opponent
    theirs = _custom("This card's controller takes 1000 damage during each of their Standby Phases.", "monster", ("Effect",))
    assert theirs.effects[0].condition.player is None


def test_a_made_stat_is_a_pick_of_a_face_up_monster():
    made = field_picks("change_stats", "make the ATK of 1 monster your opponent controls 0 until the End Phase", None)
    assert (made["picks_on_field"], made["picks_whose"], made["picks_face"]) == (1, "opponent", "face-up")
    level = field_picks("change_stats", "reduce the Level of 1 monster on the field by 1", None)
    assert level["picks_face"] == "face-up"


def test_a_ruled_target_named_as_the_card_that_acts():
    text = 'During this turn, 1 "Gemini Elf" on your side of the field can attack your opponent\'s Life Points directly.'
    ruled = [{"targets": True, "marker": None, "source": "https://example.org/r",
              "what": '1 "Gemini Elf" on your side of the field'}]
    effect = _custom(text, ruled_targeting=ruled).effects[0]
    assert effect.targets and effect.target_clauses[0].cards.card_names == frozenset({"Gemini Elf"})
    assert not _custom(text).effects[0].targets       # without the ruling it is not read as a target
