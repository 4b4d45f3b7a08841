"""An activated effect's cost and whether it targets (edison_kg/cardtext/cost.py): the part before
the PSCT semicolon, the old "Tribute 1 monster to ..." and "by paying ..." wordings, and the old
"Select 1 ... on the field" wording of a target."""

from __future__ import annotations

import pytest

from cardtext.pool import card, clause_actions


def test_costs_before_the_semicolon_and_in_old_wording():
    toad = card("Substitoad")[0]
    assert toad.cost_text == "tribute 1 monster" and [c.action for c in toad.cost_clauses] == ["tribute"]
    ouroboros = card("Cyber Ouroboros")[0]          # "... send 1 card from your hand to the Graveyard to draw 1 card"
    assert ouroboros.cost_text == "send 1 card from your hand to the Graveyard"
    assert [c.action for c in ouroboros.clauses] == ["draw"]
    veiler = card("Effect Veiler")[0]               # a cost, then a target, before the semicolon
    assert veiler.cost_text == "send this card from your hand to the GY" and veiler.targets


# ---------------------------------------------------------------- slips of the source texts (issue 11)

def test_a_cost_after_activate_this_card_or_activate_by_is_read():
    # "Activate this card (from your hand) by Tributing 1 Level 2 or lower Plant monster; ..." (rulings:
    # the Tribute is a cost, https://www.edisonformat.com/rulings)
    nutrient = card("Super Solar Nutrient")[0]
    assert [c.action for c in nutrient.cost_clauses] == ["tribute"] and not nutrient.targets
    assert clause_actions(nutrient) == ["special_summon"]
    rose = card("Mark of the Rose")[0]           # "Activate by banishing 1 Plant from your GY, then target 1 monster ..."
    assert [c.action for c in rose.cost_clauses] == ["banish"] and rose.targets and clause_actions(rose) == ["equip"]


def test_slips_of_the_source_text_are_read_as_the_words_meant():
    reactor = card("Summon Reactor・SK")[2]       # "You can sent 3 face-up monsters you control to the GY ...;"
    assert [c.action for c in reactor.cost_clauses] == ["send_to_gy"] and clause_actions(reactor) == ["special_summon"]
    assert "You can sent 3 face-up monsters" in reactor.text          # the effect keeps the source's own text
    thought = card("Thought Ruler Archfiend")[1]  # "You can pay 1000LP; negate the activation, ..."
    assert [c.action for c in thought.cost_clauses] == ["pay_lp"]
    assert clause_actions(thought) == ["negate_activation", "and if you do destroy"]
    # "negate the actvation" (Disarm), "aind if you do" (Iron Chain Dragon)
    assert clause_actions(card("Disarm")[0]) == ["return_to_deck", "and if you do negate_activation", "and if you do destroy"]
    assert clause_actions(card("Iron Chain Dragon")[0]) == ["banish", "and if you do change_stats"]


# ---------------------------------------------------------------- the old wording of a target (issue 11)

@pytest.mark.parametrize("name,number", [
    ("Seal of Wickedness", 1),      # a ruling: it targets 1 face-up card (https://edisonformat.net/card?name=Seal%20of%20Wickedness)
    ("Morphtronic Mix-up", 1),      # "select 2 cards your opponent controls" (a ruling: it targets 2 cards)
    ("Rain Storm", 1),              # "Select 1 "Cloudian" monster you control."
    ("Ebon Arrow", 1),
    ("Battle-Scarred", 1),          # "Select 1 Archfiend monster on your side of the field to activate this card."
])
def test_select_on_the_field_is_a_target(name, number):
    assert card(name)[number - 1].targets


def test_a_selection_is_no_clause_and_a_cost_before_it_is_paid():
    # "Tribute this face-up card to select and destroy 2 face-up monsters ..." (a ruling: they are targets)
    juggler = card("Blast Juggler")[0]
    assert juggler.targets and [c.action for c in juggler.cost_clauses] == ["tribute"] and clause_actions(juggler) == ["destroy"]
    # "Send 1 "Blackwing" monster from your hand to the Graveyard and select 1 Normal Trap Card in your
    # opponent's Graveyard." (rulings: the send is a cost, the Trap a target)
    feather = card("Fake Feather")[0]
    assert feather.targets and [c.action for c in feather.cost_clauses] == ["send_to_gy"]
    assert card("Battle-Scarred")[0].clauses == []      # the selection is all the activation does


def test_a_selection_made_on_resolution_is_no_target():
    # "Each player selects 1 monster they control and switches control of those monsters." (Creature Swap:
    # the monsters are chosen on resolution)
    swap = card("Creature Swap")[0]
    assert not swap.targets and clause_actions(swap) == ["take_control"]
    assert not card("Emperor Sem")[0].targets            # "each player can select 1 card from their Graveyard"
