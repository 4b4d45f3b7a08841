"""The names a card carries, its condition's words and the parts of its sentences are read once by
the reader (cardtext/names_carried.py, condition_words.py, sentence_parts.py) and stored as fields; timing/cards.py,
rules/damage_calculation.py, attacking_destroyer.py, linked_card_gone.py, field_costs.py, damage_amounts.py,
possible.py and targets.py read the fields, never the text."""

from tests.cardtext.pool import card


def _clauses(name: str, field: str) -> list[str]:
    return [c.text for e in card(name) for c in (*e.cost_clauses, *e.clauses) if getattr(c, field)]


def test_names_a_card_is_always_treated_as():
    assert [e.treated_as_names for e in card("A Legendary Ocean")][0] == ("Umi",)
    assert [e.treated_as_names for e in card("Cyber Harpie Lady")][0] == ("Harpie Lady",)
    assert not any(e.treated_as_names for e in card("Mystical Space Typhoon"))


def test_condition_words():
    assert [e.condition_at_damage_calculation for e in card("Hedge Guard")] == [True]
    assert [e.condition_by_an_attacker for e in card("Chthonian Soldier")] == [True]
    assert [e.condition_names_its_monster for e in card("Armor Breaker")] == [False, True, False]
    assert not any(e.condition_at_damage_calculation or e.condition_by_an_attacker for e in card("Dimension Wall"))


def test_options_one_of_which_targets_nothing():
    assert card("Armor Breaker")[0].has_option_without_targets
    assert not any(e.has_option_without_targets for e in card("Mystical Space Typhoon"))


def test_parts_of_a_clause():
    assert _clauses("Advance Draw", "names_face_up_you_control") == ["Tribute 1 face-up Level 8 or higher monster you control"]
    assert [t[:40] for t in _clauses("Waboku", "runs_into_another_sentence")] == ["You take no battle damage from your oppo"]
    assert [t[:40] for t in _clauses("Dimension Wall", "does_more_after_a_comma")] == ["During this attack's Damage Calculation,"]
    assert not _clauses("Waboku", "does_more_after_a_comma")
    # a last sentence that only limits the turn it is activated binds the activation, not the resolution
    assert not _clauses("Burst Stream of Destruction", "runs_into_another_sentence")
    assert not _clauses("Skull Flame", "runs_into_another_sentence")
    # "Tribute this card and 1 other monster": two Tributes, the second read as a cost of its own
    assert [(c.subject, c.count, c.other_cards) for e in card("Hand of Nephthys") for c in e.cost_clauses] == \
        [("self", None, False), (None, 1, True)]


def test_stored_word_fields_round_trip_through_the_graph():
    from edison_kg.rdf.mapping import CLAUSE_FIELDS, EFFECT_FIELDS
    assert {"names_face_up_you_control", "does_more_after_a_comma", "runs_into_another_sentence"} <= {
        f.attribute for f in CLAUSE_FIELDS}
    assert {"treated_as_names", "condition_at_damage_calculation", "condition_by_an_attacker",
            "condition_names_its_monster", "has_option_without_targets"} <= {f.attribute for f in EFFECT_FIELDS}


def test_a_monster_that_cannot_be_normal_summoned():
    from tests.cardtext.pool import cards
    from edison_kg import cardtext
    assert cardtext.read_card(cards()["Dark Armed Dragon"]).cannot_be_normal_summoned
    assert not cardtext.read_card(cards()["Sangan"]).cannot_be_normal_summoned
    from edison_kg.rdf.mapping import CARD_FIELDS
    assert "cannot_be_normal_summoned" in {f.attribute for f in CARD_FIELDS}


def test_a_limit_in_the_timing_words_and_a_condition_about_the_deck():
    assert [e.condition_once_per_turn_in_phase for e in card("Allure Queen LV3")] == [True, False, False]
    assert [e.condition_names_the_deck for e in card("Despair from the Dark")] == [True]   # "from your hand or Deck"
    assert not any(e.condition_names_the_deck or e.condition_once_per_turn_in_phase for e in card("Sangan"))


def test_names_a_card_carries_only_in_a_place():
    # the wording family of names carried while on the field or in the Graveyard
    def carried(name):
        effects = card(name)
        return (tuple(n for e in effects for n in e.names_on_field), tuple(n for e in effects for n in e.names_in_graveyard))
    assert carried("Forgotten Temple of the Deep") == (("Umi",), ())
    assert carried("Dupe Frog") == (("Des Frog",), ())
    assert carried("Elemental HERO Neo Bubbleman") == (("Elemental Hero Bubbleman",), ())
    assert carried("The Lady in Wight") == ((), ("Skull Servant",))
    assert carried("Harpie Queen") == (("Harpie Lady",), ("Harpie Lady",))
    assert carried("Cyber Dragon Zwei") == ((), ("Cyber Dragon",))   # not its "until the End Phase" name
    assert [e.treated_as_names for e in card("Neo-Spacian Twinkle Moss")][0] == ("Neo-Spacian Glow Moss",)
    assert carried("Mystical Space Typhoon") == ((), ())


def test_a_target_on_the_field_is_taken_from_the_field():
    # "Target 1 Fusion Monster on the field; return that target to the Extra Deck"
    assert [c.from_zone for c in card("De-Fusion")[0].clauses][0] == "field"
    assert [c.from_zone for c in card("Back to Square One")[0].clauses][0] == "field"
    assert [c.from_zone for c in card("Monster Reborn")[0].clauses][0] == "graveyard"
