"""The clause's words about the piles it takes cards from are read once by the reader
(cardtext/pile_readings.py) and stored as clause fields that round-trip through the graph; the timing
engine's pile rules (timing/rules/piles.py) read those fields, never the clause text."""

from tests.cardtext.pool import card

PILE_FIELDS = ("from_several_places", "from_opponents_pile", "their_option", "done_if_cards_in_hand",
               "acts_on_the_targets", "selects_a_number", "takes_from_own_hand")


def _readings(name: str) -> dict[str, set[str]]:
    """Each clause text of the pool card with the pile fields set on it."""
    return {c.text: {f for f in PILE_FIELDS if getattr(c, f)}
            for e in card(name) for c in (*e.cost_clauses, *e.clauses)}


def test_a_part_done_only_if_cards_are_in_the_hand():
    readings = _readings("Delinquent Duo")
    assert "done_if_cards_in_hand" in readings["if they have any other cards in their hand, discard 1 more card of their choice"]
    assert "done_if_cards_in_hand" not in readings["your opponent discards 1 random card"]


def test_the_old_select_wording_and_the_opponents_pile():
    assert {"selects_a_number", "from_opponents_pile"} <= _readings("A Man with Wdjat")[
        "select 1 Set card on your opponent's side of the field"]
    assert "from_opponents_pile" in _readings("Confiscation")["Look at your opponent's hand, select 1 card in it"]


def test_a_clause_acting_on_those_targets():
    assert "acts_on_the_targets" in _readings("Amazoness Spellcaster")[
        "switch the original ATK of those targets until the end of this turn"]


def test_several_places_or_either_player():
    assert "from_several_places" in _readings("A Deal with Dark Ruler")['Special Summon 1 "Berserk Dragon" from your hand/Deck']
    assert "from_several_places" in _readings("Card Destruction")[
        "Each player discards as many cards as possible from their hand"]


def test_a_discard_from_its_own_hand_and_a_choice():
    assert _readings("Graceful Charity")["discard 2 cards"] >= {"takes_from_own_hand"}
    assert "takes_from_own_hand" not in _readings("Confiscation")["Look at your opponent's hand, select 1 card in it"]
    chosen = [c for e in card("A Cat of Ill Omen") for c in e.clauses if c.their_option]
    assert chosen and all(" can " in f" {c.text.lower()} " or " may " in f" {c.text.lower()} " for c in chosen)


def test_pile_fields_round_trip_through_the_graph():
    from edison_kg.rdf.mapping import CLAUSE_FIELDS
    assert set(PILE_FIELDS) <= {f.attribute for f in CLAUSE_FIELDS}


# "Target 3 Psychic-Type monsters in your Graveyard; shuffle all 3 into the Deck": "all 3" are the targets
def test_all_n_are_the_n_targets():
    assert "acts_on_the_targets" in _readings("Psychic Overload")["shuffle all 3 into the Deck"]
    assert "acts_on_the_targets" in _readings("Pot of Avarice")["shuffle all 5 into the Deck"]
    assert "acts_on_the_targets" not in _readings("Pot of Avarice")["draw 2 cards"]
    assert "acts_on_the_targets" not in _readings("Exodia Necross")[
        'Destroy this card unless all 5 of these cards are in your Graveyard - "Exodia the Forbidden One", "Right Arm of the '
        'Forbidden One", "Left Arm of the Forbidden One", "Right Leg of the Forbidden One" and "Left Leg of the Forbidden One"']


def test_a_permission_to_activate_a_named_card_the_turn_it_is_set():
    # "You can activate "Assault Mode Activate" the turn it is Set" (the only such card of the pool)
    clause = next(c for e in card("Night Wing Sorceress") for c in e.clauses)
    assert clause.action == "activate_card" and clause.activates_the_turn_it_is_set
    assert clause.cards.card_names == frozenset({"Assault Mode Activate"})
    assert not any(c.activates_the_turn_it_is_set for e in card("Makyura the Destructor") for c in e.clauses)


def test_a_part_whose_cards_those_cards_name_is_matched_with_them():
    from edison_kg.cardtext import analyze

    sent = analyze('Send all "Chrysalis" monsters you control to the Graveyard, and Special Summon 1 monster from your '
                   'hand or Deck that is written in the card text of those cards.', card_type="spell",
                   subtypes=("Normal Spell",))[0]
    assert [c.matches_the_card_before for c in sent.clauses] == [False, True]
