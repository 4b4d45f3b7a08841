"""How many cards an activation needs, read from its text (edison_kg/cardtext/field_counts.py)."""

from __future__ import annotations

from edison_kg.cardtext.field_counts import count_needs


def test_cards_in_the_opponents_hand():
    count, kind = count_needs("Activate only if your opponent has 4 or more cards in their hand. Look at your "
                              "opponent's hand, select 1 card in it and shuffle that card into their Deck.")
    assert count == "opponent hand >= 4" and kind.empty
    count, _ = count_needs("Activate only if your opponent has 3 or less cards in their hand. Your opponent "
                           "returns all cards in their hand to the Deck.")
    assert count == "opponent hand <= 3"


def test_both_players_and_the_number_after_the_kind():
    count, _ = count_needs("You can only activate this card when both you and your opponent each have 5 or less "
                           "cards on your respective sides of the field. Destroy all cards on the field.")
    assert count == "both field <= 5"
    count, kind = count_needs("This card can only be activated when both players have 3 monsters or less on "
                              "their respective sides of the field.")
    assert count == "both field <= 3" and kind.classes == {"monster"}


def test_a_kind_in_the_graveyard_and_a_named_kind():
    count, kind = count_needs("If you have 3 or more DARK monsters in your Graveyard and this card in your hand: "
                              "You can banish 2 of them from your Graveyard.")
    assert count == "you graveyard >= 3" and kind.attributes == {"DARK"}
    count, kind = count_needs('Activate only if you control 3 or more face-up "Batteryman" monsters. '
                              "Destroy all cards your opponent controls.")
    assert count == "you field >= 3" and kind.names == {"Batteryman"}


def test_more_than_the_other_player():
    count, _ = count_needs("If your opponent controls more monsters than you: Draw 1 card.")
    assert count == "opponent field more-than-other"


def test_what_is_not_a_count_of_cards_is_not_read():
    for text in ("Activate only if you have 2000 or less Life Points. Draw 1 card.",
                 "This card can only be activated when any player has 6 or more cards on the field and/or in "
                 "their hand. Send cards to the Graveyard.",
                 'If you control 2 or more "Crystal Beast" cards in your Spell & Trap Zone: Draw 2 cards.',
                 "Destroy all monsters with 1500 or less ATK."):
        assert count_needs(text) == (None, count_needs("")[1])


def test_destroying_as_many_as_another_count():
    from edison_kg.cardtext.field_counts import as_many_needs
    count, what, counted = as_many_needs('Destroy Spell/Trap Cards equal to the number of "Elemental HERO" cards '
                                         "you control.")
    assert count == "all field >= count you field" and what.classes == {"spell", "trap"}
    assert counted.names == {"Elemental HERO"}
    # "as many ... as possible" or a count of something other than cards is not this
    assert as_many_needs("Destroy as many face-up Spell/Trap Cards on the field as possible.")[0] is None
    assert as_many_needs("Destroy a number of face-up cards on the field equal to the number of face-up Attack "
                         'Position "X-Saber" monsters you control.')[0] is None


def test_a_bare_number_of_cards_in_a_hand_is_that_many():
    # "When <player> has N cards in their hand:" is a state of the hand, exactly N
    count, kind = count_needs("When your opponent has 4 cards in their hand: Activate 1 of these effects.")
    assert count == "opponent hand = 4" and kind.empty
    count, _ = count_needs("If you have 2 cards in your hand: Draw 1 card.")
    assert count == "you hand = 2"
    # a bare number of monsters you control stays unread (not a hand or Graveyard count)
    assert count_needs("If you control 2 monsters: Draw 1 card.")[0] is None
    # "When" before an event is not a state
    assert count_needs("When your opponent Summons 2 monsters: Draw 1 card.")[0] is None


def test_every_zone_of_a_kind_occupied():
    count, _ = count_needs("Activate only when all of your opponent's Spell & Trap Card Zones are occupied. Destroy all "
                           "cards in your opponent's Spell & Trap Card Zones.")
    assert count == "opponent spell_trap_zone >= 5"
    count, _ = count_needs("Activate only when all of your opponent's Monster Card Zones are occupied by monsters. "
                           "Destroy all monsters on your opponent's side of the field.")
    assert count == "opponent monster_zone >= 5"


# "no" cards, "GY", a bare number a player controls, one card of a kind "on the field"
def test_no_cards_in_a_hand_or_graveyard_is_a_count_of_zero():
    assert count_needs("Activate only while you have no cards in your hand. Roll a six-sided die 3 times, and "
                       "inflict damage to your opponent equal to the sum of the die rolls × 100.")[0] == "you hand = 0"
    assert count_needs("You can only activate this card if there are no cards in your Graveyard. Select 1 removed "
                       "from play monster and Special Summon it on your side of the field.")[0] == "you graveyard = 0"
    count, kind = count_needs("If you have no Trap Cards in your Graveyard: Target 2 monsters on the field; destroy "
                              "those targets.")
    assert count == "you graveyard = 0" and kind.classes == {"trap"}


def test_two_places_counted_together_are_not_read():
    # (none in either place is read: test_none_in_either_of_two_places)
    assert count_needs("Activate only if you have 2 or more Synchro Monsters on your side of the field or in your "
                       "Graveyard. Draw 1 card.")[0] is None


def test_gy_is_the_graveyard():
    count, kind = count_needs("If you have 7 or more DARK monsters in your GY: Banish 5 DARK monsters from your GY; "
                              "draw 3 cards.")
    assert count == "you graveyard >= 7" and kind.attributes == {"DARK"}


def test_a_bare_number_of_named_cards_a_player_controls_is_at_least_that_many():
    count, kind = count_needs('If you control 3 "3-Hump Lacooda": You can tribute 2 "3-Hump Lacooda"; draw 3 cards.')
    assert count == "you field >= 3" and kind.names == {"3-Hump Lacooda"}
    count, kind = count_needs('Activate only while you control 3 face-up "Des Frogs". Destroy all cards your '
                              'opponent controls.')
    assert count == "you field >= 3" and kind.names == {"Des Frogs"}


def test_one_card_of_a_kind_on_a_side_or_on_the_field():
    count, kind = count_needs('You can only activate this card while there is a face-up "Sealmaster Meisei" on your '
                              'side of the field.')
    assert count == "you field >= 1" and kind.names == {"Sealmaster Meisei"}
    count, kind = count_needs('If there is a face-up "HERO" monster on the field: Special Summon 2 Level 4 or lower '
                              '"Elemental HERO" monsters from your hand.')
    assert count == "either field >= 1" and kind.names == {"HERO"} and kind.classes == {"monster"}
    count, _ = count_needs('If a face-up "X-Saber" monster is on the field: Target 2 "X-Saber" monsters in any '
                           'Graveyard; Special Summon both to your side of the field.')
    assert count == "either field >= 1"


def test_one_of_two_kinds_on_the_field_is_not_read():
    assert count_needs("If a Set monster or Effect Monster is on the field: Change all face-down Defense Position "
                       "monsters on the field to face-up Defense Position.")[0] is None


def test_a_card_of_each_name_of_a_list():
    # all the names of an "and" list, on a side of the field or in the Graveyard
    count, kind = count_needs('You can only activate this card while "Ojama Green", "Ojama Yellow" and "Ojama Black" are '
                              'face-up on your side of the field. Destroy all cards on your opponent\'s side of the field.')
    assert count == "you field each-name" and kind.names == {"Ojama Green", "Ojama Yellow", "Ojama Black"}
    count, kind = count_needs('If you have all 5 of "Exodia the Forbidden One", "Right Arm of the Forbidden One", "Left Arm '
                              'of the Forbidden One", "Right Leg of the Forbidden One", and "Left Leg of the Forbidden One" '
                              'in your Graveyard: Special Summon 1 "Exodia Necross" from your hand.')
    assert count == "you graveyard each-name" and len(kind.names) == 5


def test_a_list_of_names_a_count_cuts_is_not_read():
    assert count_needs('If you control 2 or more "Ojama Green", "Ojama Yellow": draw 1 card.')[0] is None


def test_each_name_after_a_phase():
    # Huge Revolution: the phase is read elsewhere, the names here
    count, kind = count_needs('This card can only be activated during your Main Phase when "People Running About", '
                              '"Oppressed People", and "United Resistance" are face-up on your side of the field. Send all '
                              'cards in your opponent\'s hand to the Graveyard.')
    assert count == "you field each-name" and kind.names == {"People Running About", "Oppressed People", "United Resistance"}


def test_none_in_either_of_two_places():
    count, kind = count_needs("Activate only if you have no Synchro Monsters on your side of the field or in your "
                              "Graveyard. Pay 1000 Life Points and select 1 face-up Synchro Monster your opponent controls.")
    assert count == "you field+graveyard = 0" and kind.subtypes == {"Synchro"}
