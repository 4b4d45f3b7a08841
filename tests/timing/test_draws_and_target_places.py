"""Draws that add a card from the Deck to the hand, and where a target is (timing/rules/conditions.py,
timing/implied.py; rules cond-draw-by-an-effect-is-added-from-the-deck, state-target-taken-from-where-it-is).
Each on small cards that bring their own text (the card reader reads them)."""

from __future__ import annotations

import pytest

from edison_kg import timing
from edison_kg.timing.contract import BadScenario
from subset_duel import own, subset_engine  # noqa: F401  (fixtures)

ADDED_BY_AN_EFFECT = "If this card is added from your Deck to your hand by a card effect: You can Special Summon it."
ADDED_ANY_WAY = "When your opponent adds a Monster Card to their hand, except by drawing: Draw 1 card."
DRAW_2 = "Draw 2 cards."
BACK_THEN_DESTROY = ("Target 1 Normal Monster in your GY; add that target to your hand, then if your opponent controls "
                     "any monsters with ATK less than or equal to that target's ATK, destroy 1 of them.")
DESTROY_TARGET = "Target 1 monster on the field; destroy that target."


@pytest.fixture
def ask(subset_engine):
    def answer(cards, steps, question, **scenario):
        raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": list(steps),
               "ask": question, **scenario}
        return subset_engine.ask(timing.parse_scenario(raw)).to_dict()
    return answer


def _drawn(ref, cause="effect", by="pot"):
    event = {"event": "drawn", "card": ref, "player": "A", "from": "deck", "to": "hand"}
    return {**event, "cause": cause, "by": by} if cause else event


def _cards():
    return {"puff": own("Puff Seed", ADDED_BY_AN_EFFECT, "A", "deck", "monster", "Effect"),
            "pot": own("Draw Pot", DRAW_2, "A", "hand", "spell", "Normal Spell")}


def test_a_card_drawn_by_a_spell_was_added_from_the_deck_by_a_card_effect(ask):
    got = ask(_cards(), [{"activate": "pot"}, {"resolve": 1, "events": [_drawn("puff")]}], {"triggers": True})
    assert [link["card"] for link in got["chain"]] == ["puff"]


def test_a_normal_draw_is_no_card_effect(ask):
    got = ask(_cards(), [{"phase": "draw"}, {"events": [_drawn("puff", cause=None)]}], {"triggers": True},
              phase="draw")
    assert got["chain"] == []


def test_a_draw_does_not_meet_a_condition_that_names_no_deck(ask):
    # "adds a Monster Card to their hand, except by drawing": the reading names no Deck, so a draw is no such add
    cards = {"king": own("Hand Watcher", ADDED_ANY_WAY, "B", "monster_zone", "monster", "Effect", position="attack"),
             "elf": own("Plain Elf", "A plain monster.", "A", "deck", "monster", "Normal"),
             "pot": own("Draw Pot", DRAW_2, "A", "hand", "spell", "Normal Spell")}
    got = ask(cards, [{"activate": "pot"}, {"resolve": 1, "events": [_drawn("elf")]}], {"triggers": True})
    assert got["chain"] == []


def _blast_cards(target_zone):
    return {"blast": own("Return Blast", BACK_THEN_DESTROY, "A", "spell_trap_zone", "trap", "Normal Trap",
                         face_up=False),
            "hero": own("Plain Hero", "A plain monster.", "A", target_zone, "monster", "Normal"),
            "foe": own("Weak Foe", "A plain monster.", "B", "monster_zone", "monster", "Normal", position="attack")}


def test_a_target_taken_back_from_the_graveyard_is_in_the_graveyard(ask):
    # before the rule, the later "destroy 1 of them" placed the target on the field and the scenario was refused
    got = ask(_blast_cards("graveyard"), [{"activate": "blast", "targets": ["hero"]}], {"triggers": True})
    assert (got["answer"], got["chain"]) == ("ok", [])


def test_a_target_destroyed_on_the_field_is_still_on_the_field(subset_engine):
    cards = {"hole": own("Hole", DESTROY_TARGET, "A", "spell_trap_zone", "trap", "Normal Trap", face_up=False),
             "foe": own("Weak Foe", "A plain monster.", "B", "graveyard", "monster", "Normal")}
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
           "steps": [{"activate": "hole", "targets": ["foe"]}], "ask": {"triggers": True}}
    with pytest.raises(BadScenario, match="as a card on the field"):
        subset_engine.ask(timing.parse_scenario(raw))


# ------------------------------------------------------------------ a phase effect that looks back at a Tribute Summon

LOOKS_BACK_AT_A_TRIBUTE = ("During the End Phase, if this card is in your GY because it was tributed to Tribute Summon "
                           "a monster this turn: Draw 1 card.")


def _tribute_cards():
    return {"imp": own("Tribute Imp", LOOKS_BACK_AT_A_TRIBUTE, "A", "monster_zone", "monster", "Effect",
                       position="attack"),
            "big": own("Big Beast", "A plain monster.", "A", "hand", "monster", "Normal")}


def test_the_reader_reads_tributed_to_tribute_summon_as_a_tribute_for_that_summon():
    from edison_kg.cardtext import analyze

    earlier = analyze(LOOKS_BACK_AT_A_TRIBUTE, card_type="monster", subtypes=("Effect",))[0].condition.earlier
    assert (earlier.types, earlier.cause, earlier.summon_methods) == (["tributed"], "summon_material", ("tribute_summon",))


def test_tributed_for_a_tribute_summon_it_draws_in_the_end_phase(ask):
    steps = [{"summon": "big", "method": "tribute", "materials": ["imp"]}, {"phase": "end"}]
    assert [link["card"] for link in ask(_tribute_cards(), steps, {"triggers": True})["chain"]] == ["imp"]


def test_tributed_for_a_summon_that_was_negated_it_does_not(ask):
    steps = [{"summon": "big", "method": "tribute", "materials": ["imp"], "negated": True}, {"phase": "end"}]
    assert ask(_tribute_cards(), steps, {"triggers": True})["chain"] == []


def test_tributed_for_a_tribute_set_it_does_not(ask):
    steps = [{"events": [[{"event": "tributed", "card": "imp", "player": "A", "from": "monster_zone", "to": "graveyard",
                           "cause": "summon_material"},
                          {"event": "set", "card": "big", "player": "A", "from": "hand", "to": "monster_zone"}]]},
             {"phase": "end"}]
    assert ask(_tribute_cards(), steps, {"triggers": True})["chain"] == []
