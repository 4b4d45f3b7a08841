"""The whole "... must ... to activate and to resolve this effect." family read into the need fields
(edison_kg/cardtext/condition_tails.py must_states), on real pool cards, and the face-up qualifier of a Tribute cost."""

from __future__ import annotations

from edison_kg import cardtext
from edison_kg.cardtext.condition_tails import must_states
from tests.cardtext.pool import cards


def _effect(name: str, index: int = 1):
    return cardtext.read_card(cards()[name]).effects[index - 1]


def test_each_wording_said_as_the_need_readers_read_it():
    assert must_states("Draw 1 card. This card must be face-up on the field to activate and to resolve this effect.") == \
        ("this face-up card",)
    assert must_states("Draw 1 card. This card must be in the Graveyard to activate and to resolve this effect.") == \
        ("this card in the graveyard",)
    assert must_states("Draw 1 card. This card must be in face-up Defense Position to activate and to resolve this "
                       "effect.") == ("this face-up card", "this card in face-up defense position")
    assert must_states("Discard 1 card. Your opponent must have at least 5 cards in their hand for you to activate and to "
                       "resolve this effect.") == ("your opponent's hand is 5 or more",)
    assert must_states("Draw 1 card. You must not control any face-up \"Destiny HERO\" monsters to activate and to "
                       "resolve this effect.") == ("you control no face-up \"Destiny HERO\" monsters",)
    assert must_states("Draw 1 card. \"Pandemonium\" must be on the field and this card must be in your Graveyard to "
                       "activate and to resolve this effect.") == ("\"Pandemonium\" is on the field", "this card in the graveyard")
    # "the only Zombie monster on the field" is read (none of the kind but this card)
    assert must_states("Draw 1 card. This card must be the only Zombie monster on the field to activate and to resolve "
                       "this effect.") == ("this card is the only Zombie monster on the field",)
    # a state no reader reads leaves the whole sentence unread
    assert must_states("Draw 1 card. That monster must be on the field to activate and to resolve this effect.") == ()


def test_the_card_itself_face_up_and_in_a_position():
    assert _effect("King Tiger Wanghu").needs_face_up
    assert "must" not in _effect("King Tiger Wanghu").clauses[-1].text
    defender = _effect("Destiny HERO - Defender")
    assert defender.needs_face_up and defender.needs_held == ("self-position defense",)
    assert defender.clauses[-1].text == "Your opponent draws 1 card"
    assert _effect("Destiny HERO - Doom Lord").needs_held == ("self-position attack",)


def test_in_the_graveyard():
    assert _effect("Helpoemer").activates_from == "graveyard"
    assert _effect("Volcanic Shell").activates_from == "graveyard"
    assert _effect("Darklord Marie").clauses[-1].text == "You gain 200 LP"


def test_hands_and_counts():
    goe_goe = _effect("Goe Goe the Gallant Ninja")
    assert goe_goe.needs_held == ("hand opponent >= 5",)
    assert goe_goe.clauses[-1].text == "Your opponent must discard 2 random cards"
    assert _effect("Return Zombie").needs_held == ("hand you <= 0",)
    assert _effect("Infernity Archfiend", 2).needs_held == ("hand you <= 0",)
    assert _effect("The Immortal Bushi", 2).needs_held == ("monsters you <= 0",)
    ice_queen = _effect("Ice Queen")
    assert ice_queen.needs_count == "you graveyard >= 3" and ice_queen.needs_kind.monster_types == frozenset({"Spellcaster"})
    spirit = _effect("D - Spirit")
    assert spirit.needs_on_field == "you-control-none" and spirit.needs_kind.names == frozenset({"Destiny HERO"})
    archfiend = _effect("Imprisoned Queen Archfiend", 2)
    assert archfiend.needs_on_field == "on-the-field" and archfiend.needs_kind.names == frozenset({"Pandemonium"})
    assert archfiend.activates_from == "graveyard"


def test_a_face_up_tribute_cost_takes_face_up_monsters_of_its_player():
    (cost,) = _effect("Flame Spirit Ignis").cost_clauses
    assert cost.action == "tribute" and cost.names_face_up_you_control
    (cost,) = _effect("Swallow's Nest").cost_clauses
    assert cost.names_face_up_you_control
    # "1 other monster": no face said, either face pays
    (cost,) = _effect("Goka, the Pyre of Malice", 3).cost_clauses
    assert not cost.names_face_up_you_control
