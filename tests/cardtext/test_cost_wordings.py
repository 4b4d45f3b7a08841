"""The reader types the costs of Tributes of a kind, reveals from the hand, gerund costs, counters
"on your side of the field" and bulleted counter costs, on real card texts."""

from __future__ import annotations

from edison_kg.cardtext.board import counters_paid_instead, placed_on_target, removed_counters
from edison_kg.cardtext.clauses import action_of
from edison_kg.cardtext.consequences import consequence
from edison_kg.cardtext.cost import gerund
from edison_kg.vocab.model import Clause


def read(text):
    return consequence(Clause(index=1, action=action_of(gerund(text)), text=text))


def test_a_tribute_cost_names_how_many_monsters_of_which_kind():
    plant = read("Tributing 1 Insect-Type monster on your side of the field")     # Anti-Aircraft Flower
    assert (plant.action, plant.count, plant.cards.monster_types, plant.other_cards) == ("tribute", 1, {"Insect"}, False)
    water = read("Tribute 1 other face-up WATER monster")
    assert (water.count, water.cards.attributes, water.other_cards) == (1, {"WATER"}, True)
    assert read("Tribute 1 FIRE monster (except this card)").other_cards
    assert read("Tribute this card").count is None


def test_an_atk_threshold_is_part_of_the_kind_a_tribute_cost_names():
    virus = read("Tribute 1 DARK monster with 2000 or more ATK")        # Deck Devastation Virus
    assert (virus.count, virus.cards.attributes, virus.cards.atk_min, virus.cards.atk_max) == (1, {"DARK"}, 2000, None)
    assert read("Tribute 1 DARK monster with 1000 or less ATK").cards.atk_max == 1000
    assert read("Tribute 1 monster with a Spell Counter").cards.atk_max is None     # other "with" words end the kind


def test_a_reveal_cost_names_cards_of_a_kind_in_its_players_hand():
    revealed = read("Reveal 1 Level 1 monster in your hand")                       # Wolf in Sheep's Clothing
    assert (revealed.from_zone, revealed.count, revealed.cards.level_max) == ("hand", 1, 1)
    shown = read('showing your opponent 1 "Venom" monster in your hand')
    assert (shown.from_zone, shown.cards.names) == ("hand", {"Venom"})


def test_a_gerund_cost_names_its_cards():
    sent = read('sending 1 "Pot of Greed" from your hand to the Graveyard')       # Avatar of the Pot
    assert (sent.from_zone, sent.count, sent.cards.names) == ("hand", 1, {"Pot of Greed"})


def test_counters_on_a_side_and_bulleted_counter_costs():
    assert removed_counters("Remove 10 Spell Counters on your side of the field") == ("spell", 10, "side")
    assert removed_counters("2 Counters") == ("", 2, "side")
    assert placed_on_target("place 1 Spell Counter on that target") == ("spell", 1)
    assert counters_paid_instead("you can remove that many Spell Counters from this card instead") == "spell"


def test_a_life_points_amount_a_player_has_more_than():
    from edison_kg.cardtext.life_points import life_points_needs
    assert life_points_needs("Activate by sending 2 cards from your hand to the Graveyard while your opponent has "
                             "more than 3000 Life Points. Inflict 2000 damage to your opponent.") == "opponent > 3000"
    assert life_points_needs("Activate only while you have less than 1000 Life Points. Draw 1 card.") == "you < 1000"
