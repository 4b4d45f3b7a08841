"""The One Piece card reader (edison_kg/cardtext/one_piece.py) on the game's official keyword
forms and wordings. The cards are small invented ones (the game's cards are not in our
sources); every row of the three phrase tables is checked on its own example."""

from __future__ import annotations

import doctest

import pytest

from edison_kg.cardtext import one_piece
from edison_kg.cardtext.one_piece import read_actions, read_one_piece
from edison_kg.cardtext.tables import rows
from edison_kg.timing.scenario import EVENT_TYPES

KEYWORDS = rows("onepiece_keywords")
TIMINGS = rows("onepiece_timings")
ACTIONS = rows("onepiece_actions")
EVENTS = set(EVENT_TYPES) | {"end_of_turn"}


def only(text: str):
    effects = read_one_piece(text)
    assert len(effects) == 1, effects
    return effects[0]


# ------------------------------------------------------------------ the tables, row by row

@pytest.mark.parametrize("row", KEYWORDS, ids=[r["keyword"] for r in KEYWORDS])
def test_keyword_row_reads_its_example(row):
    effects = read_one_piece(row["example"])
    read = [k for e in effects for k in e.keywords]
    assert any(k.startswith(row["keyword"]) for k in read), read
    if row["role"] == "timing" and row.get("event"):
        assert any(e.timing and e.timing.event == row["event"] and e.kind == "auto" for e in effects)
    if row["role"] == "activate":
        assert any(e.kind == "activate" and e.card_activation == row["card_activation"] for e in effects)


@pytest.mark.parametrize("row", TIMINGS, ids=[r["example"][:60] for r in TIMINGS])
def test_timing_row_reads_its_example(row):
    effect = only(row["example"])
    assert effect.kind == "auto"
    timing = effect.timing
    assert (timing.event, timing.player, timing.this_card, timing.card_kind, timing.outside_draw_phase) == (
        row["event"], row.get("player"), row.get("this_card", False), row.get("card_kind"),
        row.get("outside_draw_phase", False))
    assert timing.text and effect.text.lower().find(timing.text.lower()) >= 0


@pytest.mark.parametrize("row", ACTIONS, ids=[f'{r["action"]}: {r["example"][:50]}' for r in ACTIONS])
def test_action_row_reads_its_example(row):
    wanted = (row["action"], row.get("event"), row.get("card"), row.get("player", "you"))
    assert wanted in [(a.action, a.event, a.card, a.player) for a in read_actions(row["example"])]


def test_tables_use_only_the_contracts_events():
    for row in KEYWORDS + TIMINGS + ACTIONS:
        assert row.get("event") is None or row["event"] in EVENTS, row


def test_keyword_rules_are_rule_nodes_of_the_graph():
    from edison_kg.paths import DATA_DIR

    rules = (DATA_DIR / "rules" / "onepiece-8.ttl").read_text(encoding="utf-8")
    for row in KEYWORDS:
        if "rule" in row:
            assert f"rule:{row['rule']} a ek:Rule" in rules, row["rule"]


def test_the_docstring_examples_hold():
    assert doctest.testmod(one_piece).failed == 0


# ------------------------------------------------------------------ effects and their timings

def test_on_ko_draw_reads_the_draw():
    effect = only("[On K.O.] Draw 1 card.")
    assert (effect.kind, effect.timing.event, effect.timing.this_card, effect.timing.rule) == (
        "auto", "ko", True, "op-10-2-17")
    [draw] = effect.actions
    assert (draw.event, draw.player, draw.count, draw.card, draw.implied) == ("drawn", "you", 1, None, True)


def test_qualifiers_and_a_written_out_timing():
    effect = only("[Your Turn] [Once Per Turn] When you draw a card outside of your Draw Phase, give up to 1 of "
                  "your Leader or Character cards +1000 power during this turn.")
    assert effect.keywords == ("Your Turn", "Once Per Turn")
    assert (effect.turn, effect.once_per_turn) == ("you", True)
    assert (effect.timing.event, effect.timing.player, effect.timing.outside_draw_phase) == ("drawn", "you", True)
    assert [(a.action, a.event, a.up_to) for a in effect.actions] == [("power", None, True)]


def test_the_opponents_event_is_a_card_activation_of_theirs():
    effect = only("[Opponent's Turn] When your opponent activates an Event, draw 1 card.")
    assert effect.turn == "opponent"
    timing = effect.timing
    assert (timing.event, timing.player, timing.card_kind) == ("card_activated", "opponent", "Event")


@pytest.mark.parametrize("text, player", [
    ("[Your Turn] When your opponent takes damage, draw 1 card.", "opponent"),
    ("[Opponent's Turn] When you take damage, draw 1 card.", "you"),
])
def test_damage_is_life_damage_of_the_player_who_takes_it(text, player):
    assert (only(text).timing.event, only(text).timing.player) == ("life_damage", player)


def test_on_your_opponents_attack_waits_for_the_attacker():
    effect = only("[On Your Opponent's Attack] [Once Per Turn] Draw 1 card.")
    assert (effect.timing.event, effect.timing.player, effect.timing.waits, effect.timing.rule) == (
        "attack_declared", "opponent", "attack", "op-10-2-16")
    assert effect.once_per_turn


def test_events_main_and_counter_are_card_activations():
    strike = only("[Main] K.O. up to 1 of your opponent's Characters with a cost of 3 or less.")
    guard = only("[Counter] Up to 1 of your Leader or Character cards gains +2000 power during this battle.")
    alpha = only("[Activate: Main] [Once Per Turn] Draw 1 card.")
    assert (strike.kind, strike.card_activation) == ("activate", True)
    assert (guard.kind, guard.card_activation) == ("activate", True)
    assert (alpha.kind, alpha.card_activation, alpha.once_per_turn) == ("activate", False, True)
    assert one_piece.card_kind([strike]) == "Event" and one_piece.card_kind([alpha]) is None
    [ko] = strike.actions
    assert (ko.event, ko.card, ko.player, ko.count, ko.up_to) == ("ko", "other", "opponent", 1, True)


def test_a_trigger_on_a_second_line_and_its_main_effect():
    first, second = read_one_piece("[Main] Draw 2 cards.\n[Trigger] Activate this card's [Main] effect.")
    assert (first.kind, second.kind) == ("activate", "trigger")
    assert (second.timing.event, second.timing.this_card) == ("life_damage", True)
    assert [a.action for a in second.actions] == ["activate_main"]
    assert [(a.event, a.count) for a in first.actions] == [("drawn", 2)]


def test_effects_split_after_a_sentence_before_an_opening_keyword():
    effects = read_one_piece("[Blocker] (After your opponent declares an attack, you may rest this card to make it "
                             "the new target of the attack.) [On Play] Draw 1 card. [Trigger] Play this card.")
    assert [e.kind for e in effects] == ["ability", "auto", "trigger"]
    assert [(a.action, a.card) for a in effects[2].actions] == [("play", "this")]


def test_a_bracketed_name_or_a_granted_keyword_opens_no_effect():
    effect = only("[On Play] If your Leader is [Monkey.D.Luffy], this Character gains [Rush] during this turn.")
    assert effect.condition == "If your Leader is [Monkey.D.Luffy]"
    assert effect.actions == ()


def test_reminder_text_is_not_read():
    # "played" in [Rush]'s reminder and "rest this card" in [Blocker]'s are explanations, not actions
    rush = only("[Rush] (This card can attack on the turn in which it is played.)")
    blocker = only("[Blocker] (After your opponent declares an attack, you may rest this card to make it the new "
                   "target of the attack.)")
    assert (rush.kind, rush.actions, rush.timing) == ("ability", (), None)
    assert (blocker.kind, blocker.actions, blocker.optional) == ("ability", (), False)


def test_a_cost_before_the_colon_is_paid_on_activation():
    effect = only("[Activate: Main] \u2780 (You may rest the specified number of DON!! cards in your cost area.) "
                  "You may rest this Character: Draw 1 card.")
    assert effect.cost_text == "\u2780 You may rest this Character"
    assert [(a.action, a.event, a.card) for a in effect.cost] == [("rest", "rested", "this")]
    assert [(a.action, a.event) for a in effect.actions] == [("draw", "drawn")]
    assert effect.optional


def test_actions_are_read_in_text_order():
    effect = only("[On Play] Draw 2 cards and trash 1 card from your hand. Then, K.O. this Character.")
    assert [(a.action, a.card, a.count) for a in effect.actions] == [
        ("draw", None, 2), ("trash", "other", 1), ("ko", "this", None)]


def test_dealing_damage_is_life_damage_of_the_opponent():
    effect = only("[DON!! x1] [When Attacking] Deal 1 damage to your opponent.")
    assert (effect.don, effect.timing.event, effect.timing.this_card) == (1, "attack_declared", True)
    assert [(a.event, a.player, a.count) for a in effect.actions] == [("life_damage", "opponent", 1)]


def test_a_choice_of_a_card_is_other_and_a_card_of_its_own_is_this():
    chosen = only("[On K.O.] Play up to 1 Character card with a cost of 2 or less from your trash.")
    own = only("[On Play] Return this Character to the owner's hand.")
    assert [(a.event, a.card, a.up_to) for a in chosen.actions] == [("played", "other", True)]
    assert [(a.event, a.card) for a in own.actions] == [("returned_to_hand", "this")]


def test_a_would_instead_effect_is_a_replacement_and_does_nothing_on_its_own():
    effect = only("If this Character would be K.O.'d, you may trash 1 card from your hand instead.")
    assert (effect.kind, effect.actions, effect.timing) == ("replacement", (), None)


def test_a_permanent_effect_has_no_timing():
    effect = only("[DON!! x2] This Character gains +2000 power.")
    assert (effect.kind, effect.timing, effect.don) == ("permanent", None, 2)


def test_on_block_is_kept_with_a_note_as_no_event_stands_for_it():
    effect = only("[On Block] Draw 1 card.")
    assert (effect.kind, effect.timing.event) == ("auto", None)
    assert "no event" in effect.note


def test_curly_apostrophes_read_the_same():
    straight = only("[On Your Opponent's Attack] Draw 1 card.")
    curly = only("[On Your Opponent\u2019s Attack] Draw 1 card.")
    assert curly.timing == straight.timing and curly.actions == straight.actions


@pytest.mark.parametrize("text", ["", "   ", "[", "]]][[", "[On K.O.]", "[On Play]:", "(((", "[Unknown] ??? :",
                                  "When", "Draw draw draw 999999999999999999999 cards."])
def test_odd_text_never_raises(text):
    effects = read_one_piece(text)
    assert isinstance(effects, list)
    for effect in effects:
        assert effect.kind in one_piece.EFFECT_KINDS


# ------------------------------------------------------------------ timings written out, real cards' texts

def test_a_timing_written_after_the_effect():
    # OP01-004 Usopp
    effect = only("[DON!! x1] [Your Turn] [Once Per Turn] Draw 1 card when your opponent activates an Event.")
    assert (effect.kind, effect.timing.event, effect.timing.player, effect.timing.card_kind) == (
        "auto", "card_activated", "opponent", "Event")
    assert effect.timing.text == "when your opponent activates an Event"
    assert [(a.event, a.count) for a in effect.actions] == [("drawn", 1)]


def test_a_timing_written_as_a_sentence_of_its_own():
    # OP10-042 Usopp (its second effect): the type the card must have is read, not checked
    first, second = read_one_piece(
        "All of your \"Dressrosa\" type Characters with a cost of 2 or more gain +1 cost. [Opponent's Turn] [Once Per "
        "Turn] This effect can be activated when your \"Dressrosa\" type Character is removed from the field by your "
        "opponent's effect or K.O.'d. If you have 5 or less cards in your hand, draw 1 card.")
    assert first.kind == "permanent"
    assert (second.kind, second.timing.event, second.timing.player, second.timing.card_type) == (
        "auto", "ko", "you", "Dressrosa")
    assert second.conditions == ("If you have 5 or less cards in your hand",)
    assert [a.event for a in second.actions] == ["drawn"]


def test_a_timing_after_a_cost():
    # OP09-052 Marco
    effect = only("[Opponent's Turn] You may trash 1 card from your hand: When this Character is K.O.'d by your "
                  "opponent's effect, play this Character card from your trash rested.")
    assert (effect.kind, effect.timing.event, effect.timing.this_card) == ("auto", "ko", True)
    assert effect.cost_text == "You may trash 1 card from your hand"
    assert [(a.event, a.card) for a in effect.actions] == [("played", "this")]


def test_damage_timings_are_once_per_damage_and_a_removal_from_the_life_cards_is_any_move():
    gaimon = only("When you deal damage to your opponent's Life, you may trash 3 cards from the top of your deck. "
                  "If you do, trash this Character.")                              # OP03-043
    bonney = read_one_piece("[DON!! x1] [Your Turn] [Once Per Turn] When a card is removed from your opponent's "
                            "Life cards, draw 2 cards and trash 1 card from your hand. [Trigger] Draw 2 cards and "
                            "trash 1 card from your hand.")[0]                      # OP08-105
    assert (gaimon.timing.event, gaimon.timing.once_per_damage, gaimon.timing.from_zone) == ("life_damage", True, None)
    assert gaimon.conditions == ()                   # "If you do" is the player's own choice
    assert (bonney.timing.event, bonney.timing.from_zone, bonney.timing.once_per_damage) == (
        "life_damage", "life_area", False)


def test_keywords_joined_by_a_slash_and_an_ability_before_another_keyword():
    meteor = only("[Main] / [Counter] You may add 1 card from the top of your Life cards to your hand: Up to 1 of "
                  "your Leader or Character cards gains +3000 power during this turn.")  # OP06-017
    assert meteor.keywords == ("Main", "Counter") and meteor.card_activation
    [paid] = meteor.cost
    assert (paid.event, paid.card, paid.from_zone, paid.up_to) == ("added_to_hand", None, "life_area", False)
    hancock = read_one_piece("[Blocker] (After your opponent declares an attack, you may rest this card to make it the "
                             "new target of the attack.) [DON!! x1] [When Attacking]/[On Block] Draw 1 card if you "
                             "have 5 or less cards in your hand.")[1]              # OP01-078
    assert hancock.timing.event == "attack_declared" and "On Block" in hancock.keywords
    assert hancock.conditions == ("if you have 5 or less cards in your hand",)
    blocker, on_ko = read_one_piece("[Blocker] [On K.O.] Play up to 1 \"Dressrosa\" type Character card with a cost "
                                    "of 3 or less from your trash rested.")        # OP10-090
    assert (blocker.kind, on_ko.kind, on_ko.timing.event) == ("ability", "auto", "ko")


def test_a_written_out_timing_the_table_does_not_know_is_kept_and_never_fulfilled():
    # OP04-058 Crocodile: no event of the contract stands for a DON!! card returned to the DON!! deck
    effect = only("[Opponent's Turn] [Once Per Turn] When a DON!! card on your field is returned to your DON!! deck by "
                  "your effect, add up to 1 DON!! card from your DON!! deck and set it as active.")
    assert (effect.kind, effect.timing.event) == ("auto", None)
    assert effect.timing.text.startswith("When a DON!! card") and "does not read" in effect.note
