"""What an activation needs on the field, read from its text (edison_kg/cardtext/field_needs.py)."""

from __future__ import annotations

from cardtext.pool import card
from edison_kg.cardtext.field_needs import field_needs


def test_a_leading_if_you_control_names_the_card():
    state, kind = field_needs('If you control "Dark Magician": Destroy all Spell and Trap Cards your opponent controls.')
    assert state == "you-control" and kind.names == {"Dark Magician"}


def test_activate_only_while_sentences():
    state, kind = field_needs('Activate only while you control an "Alien" monster.')
    assert state == "you-control" and kind.names == {"Alien"} and kind.classes == {"monster"}
    state, kind = field_needs('Activate only if you control a face-up "Reptilianne" monster. Change 1 Defense Position '
                              'monster your opponent controls to face-up Attack Position.')
    assert state == "you-control" and kind.names == {"Reptilianne"}


def test_a_type_or_a_kind_of_monster():
    state, kind = field_needs("If you control a Synchro Monster: Target 1 monster your opponent controls; destroy that target.")
    assert state == "you-control" and kind.subtypes == {"Synchro"}
    state, kind = field_needs("If you control no monsters: Send 2 monsters from your hand to the GY, then draw 2 cards.")
    assert state == "you-control-none" and kind.classes == {"monster"}


def test_what_is_not_read():
    # a condition of one option only; a list of names the words cut; this card; a count of other cards
    assert field_needs("Activate 1 of these effects: ● Draw 1 card. ● Activate only if your opponent controls a "
                       "face-up Spirit monster. Return it to the hand.")[0] is None
    assert field_needs("Once per turn, if you control this face-up Defense Position monster: draw 1 card.")[0] is None
    assert field_needs("If you control 2 or more monsters: Draw 1 card.")[0] is None
    assert field_needs("Destroy all monsters you control.")[0] is None


def test_the_state_an_event_must_happen_in():
    # "When <event> while you control <cards>:" - the state after "while" is what the field needs
    state, kind = field_needs('When your opponent activates a Spell/Trap Card that would inflict damage to you, while you '
                              'control a "Red Dragon Archfiend": Negate the activation, and if you do, destroy it.')
    assert state == "you-control" and kind.names == {"Red Dragon Archfiend"}
    state, kind = field_needs("When your opponent declares an attack while you control a monster: Target 1 face-up "
                              "monster your opponent controls; take control of that target.")
    assert state == "you-control" and kind.classes == {"monster"}
    state, _ = field_needs('If a Monster(s) would be Summoned while you control an "X-Saber" Monster, and there is no '
                           'ongoing Chain: Negate the Summon, and if you do, destroy it.')
    assert state == "you-control"
    # an event alone is no state of the field
    assert field_needs("When a monster is Normal Summoned: Destroy that monster.")[0] is None


def test_a_quoted_name_with_no_space_before_it():
    state, kind = field_needs('If you control"Necrovalley": Both players discard any Monster Cards in their hands.')
    assert state == "you-control" and kind.names == {"Necrovalley"}


def test_a_level_threshold_is_a_kind_not_a_count():
    state, kind = field_needs("If you control a Level 3 or lower WATER: You can discard 1 card; Special Summon this "
                              "card from your GY.")
    assert state == "you-control" and kind.attributes == {"WATER"} and kind.level_max == 3
    state, kind = field_needs("Activate only while you control a face-up Level 7 or higher monster. Destroy all face-up "
                              "Level 5 or lower monsters your opponent controls.")
    assert state == "you-control" and kind.level_min == 7
    assert field_needs("If you control 2 Level 4 monsters: draw 1 card.")[0] is None



def test_names_joined_by_or_are_any_one_of_them():
    # Venom Shot, Kaminote Blow
    state, kind = field_needs('Activate only while you control a face-up "Venom" monster, "Vennominaga the Deity of '
                              'Poisonous Snakes", or "Vennominon the King of Poisonous Snakes". Destroy 1 monster.')
    assert state == "you-control" and kind.names == {"Venom", "Vennominaga the Deity of Poisonous Snakes",
                                                     "Vennominon the King of Poisonous Snakes"}
    state, kind = field_needs('Activate only if there is at least 1 face-up "Chu-Ske the Mouse Fighter", "Monk Fighter", '
                              'or "Master Monk" on your side of the field. Destroy 1 monster.')
    assert state == "you-control" and kind.names == {"Chu-Ske the Mouse Fighter", "Monk Fighter", "Master Monk"}
    # names joined by "and" are each of them: not this reading
    assert field_needs('Activate only while you control "Ojama Green", "Ojama Yellow", and "Ojama Black". Draw 1 card.')[0] \
        != "you-control"


def test_the_one_and_only_monster_you_control():
    # At One With the Sword, Lone Wolf
    state, kind = field_needs('Activate while the only monster you control is 1 face-up "X-Saber" monster. Equip this '
                              'card to that monster.')
    assert state == "you-control-only-one" and kind.names == {"X-Saber"} and kind.classes == {"monster"}
    state, kind = field_needs('Activate only if the 1 and only monster on your side of the field is "Chu-Ske the Mouse '
                              'Fighter", "Monk Fighter", or "Master Monk". Select that monster.')
    assert state == "you-control-only-one" and kind.names == {"Chu-Ske the Mouse Fighter", "Monk Fighter", "Master Monk"}
    # "only 1 face-up Psychic-Type monster" leaves open whether other monsters may be there: not read
    assert field_needs("Activate if you control only 1 face-up Psychic-Type monster, and select that monster. "
                       "Draw 1 card.")[0] is None


def test_the_kind_of_the_state_held_is_not_the_kind_of_the_events_card():
    # "When your opponent declares an attack while you control a monster": any monster may attack
    overwhelm = card("Overwhelm")[0]
    assert overwhelm.condition.kind.classes == frozenset() and overwhelm.needs_on_field == "you-control"
    assert overwhelm.needs_kind.classes == {"monster"} and overwhelm.needs_kind.level_min == 7
    # "Activate only while you control an "/Assault Mode" monster": it negates any Spell, Trap or effect
    counter = card("Assault Counter")[0]
    assert counter.condition.kind.names == frozenset() and counter.needs_kind.names == {"/Assault Mode"}
    # with no "while" part the event's card keeps its kind
    assert card("Bottomless Trap Hole")[0].condition.kind.atk_min == 1500
