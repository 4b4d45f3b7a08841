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



def test_this_card_along_with_another_is_two_costs():
    # "You can remove from play this card in your Graveyard, along with 1 face-up FIRE monster you control, to add ..."
    dragnov = card("Flamvell Dragnov")[1]
    assert [c.text for c in dragnov.cost_clauses] == ["remove from play this card in your Graveyard",
                                                      "remove from play 1 face-up FIRE monster you control"]
    assert [c.action for c in dragnov.cost_clauses] == ["banish", "banish"]
    substitoad = card("Substitoad")[0]                  # a cost with no "this card ... along with": one part
    assert len(substitoad.cost_clauses) == 1

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


# ---------------------------------------------------------------- a cost written as a sentence of its own

@pytest.mark.parametrize("name,cost,action,actions", [
    # the Edison rulings call each of these a cost (https://www.edisonformat.com/rulings)
    ("Iron Core Luster", "Reveal 1 \"Iron Core of Koa'ki Meiru\" in your hand", "look", ["negate_activation", "and destroy"]),
    ("Reckoned Power", "Reveal 1 \"Iron Core of Koa'ki Meiru\" in your hand", "look", ["destroy"]),
    ("Wolf in Sheep's Clothing", "Reveal 1 Level 1 monster in your hand", "look", ["special_summon"]),
    ("Assault Revival", "Remove from play 1 \"Assault Mode Activate\" from your Graveyard", "banish",
     ["destroy", "and special_summon"]),
    ("Mega Ton Magical Cannon", "Remove 10 Spell Counters on your side of the field", "place_counter", ["destroy"]),
    ("Altar for Tribute", "Select 1 monster on your side of the field and send it to the Graveyard", "send_to_gy", ["gain_lp"]),
    ("Wonder Clover", "Select 1 face-up monster you control and send 1 Level 4 Plant-Type monster from your hand to the "
                      "Graveyard", "send_to_gy", ["attack_modifier"]),
    ("Variety Comes Out", "Return 1 face-up Synchro Monster you control to the Extra Deck", "return_to_deck",
     ["special_summon"]),   # "Return ... to the Extra Deck to select and Special Summon ..."
    # the same wordings without a ruling of their own: the simulator scripts pay them as costs too
    ("Battle Tuned", "Remove from play 1 Tuner monster from your Graveyard", "banish", ["change_stats"]),
    ("Vanity's Call", "Pay half your Life Points", "pay_lp", ["negate_activation", "and destroy"]),  # after "Activate only ..."
])
def test_an_opening_sentence_in_the_wording_of_a_cost_is_the_cost_of_a_spell_or_trap(name, cost, action, actions):
    effect = card(name)[0]
    assert effect.cost_text == cost and [c.action for c in effect.cost_clauses] == [action]
    assert clause_actions(effect) == actions


@pytest.mark.parametrize("name,first", [
    ("Factory of 100 Machines", "banish"),      # "Remove from play all ...": the ruling says it is no cost
    ("Arcana Call", "banish"),                  # "... from either player's Graveyard"
    ("Morphtronic Accelerator", "return_to_deck"),   # "Return 1 ... to the Deck.": the ruling says it is no cost, and
    ("Assault Teleport", "return_to_deck"),          # no wording tells it from the same sentence ruled a cost here
])
def test_an_opening_sentence_no_wording_marks_as_a_cost_is_done_on_resolution(name, first):
    effect = card(name)[0]
    assert effect.cost_text is None and effect.clauses[0].action == first


def test_a_monster_effect_keeps_its_opening_sentence():
    # "Remove 1 counter from this card." opens B.E.S. Big Core's battle effect: no Spell/Trap cost wording
    effect = card("B.E.S. Big Core")[2]
    assert effect.cost_text is None and effect.clauses[0].action == "place_counter"


def test_only_the_sentence_before_the_semicolon_is_the_cost():
    # "After this card's activation, it remains on the field, but destroy it during your opponent's 3rd End Phase.
    # Tribute 1 Dinosaur-Type monster to activate this card; ..."
    pill = card("Big Evolution Pill")[0]
    assert pill.cost_text == "Tribute 1 Dinosaur-Type monster" and [c.action for c in pill.cost_clauses] == ["tribute"]


def test_a_cost_named_before_the_event_of_activate_only_is_the_cost():
    # the old wording "Activate only by paying 1000 Life Points when your opponent activates a Spell Card. ..."
    # names the cost first: the event after it is the condition, the payment the cost
    from edison_kg.cardtext import analyze
    trap = analyze("Activate only by discarding 1 card when your opponent activates a Trap Card. Destroy 1 Spell "
                   "or Trap Card on the field.", card_type="trap", subtypes=("normal",))[0]
    assert trap.condition is not None and trap.condition.types == ["card_activated"]
    assert trap.condition_text == "Activate only when your opponent activates a Trap Card"
    assert trap.timing_word == "when"
    assert [c.action for c in trap.cost_clauses] == ["discard"]
    assert clause_actions(trap) == ["destroy"]


def test_a_cost_of_face_up_cards_of_a_kind_its_player_controls():
    # "send 1 face-up "Umi" you control", "Return 1 face-up Synchro Monster you control"
    codarus = card("Codarus")[0].cost_clauses[0]
    assert codarus.cards.names == {"Umi"} and codarus.count == 1
    variety = card("Variety Comes Out")[0].cost_clauses[0]
    assert variety.cards.subtypes == {"Synchro"} and variety.count == 1
    gear = card("Spell Gear")[0].cost_clauses[0]
    assert gear.cards.names == {"Ancient Gear"} and gear.count == 3
    # "face-up or face-down" is no face-up kind
    assert all(c.cards.empty for c in card("Transcendent Wings")[0].cost_clauses)


def test_a_discard_of_the_same_type_as_the_card_it_answers():
    joker = next(e for e in card("Arcana Knight Joker") if e.cost_clauses)
    assert [c.same_type_as_the_event_card for c in joker.cost_clauses] == [True]
    # a discard of a kind its text names is not
    assert not any(c.same_type_as_the_event_card for e in card("Lightning Vortex") for c in e.cost_clauses)


@pytest.mark.parametrize("name, parts, actions", [
    ("Core Compression", ["Reveal 1 \"Iron Core of Koa'ki Meiru\" in your hand", "discard 1 \"Koa'ki Meiru\" monster"],
     ["look", "discard"]),
    ("The Big Saturn", ["discard 1 card", "pay 1000 LP"], ["discard", "pay_lp"])])
def test_two_deeds_joined_by_and_are_two_costs(name, parts, actions):
    # round 181: each deed is paid, so each is its own clause joined by "and" (rule cost-every-deed-joined-by-and)
    effect = next(e for e in card(name) if e.cost_clauses)
    assert [c.text for c in effect.cost_clauses] == parts
    assert [c.action for c in effect.cost_clauses] == actions
    assert effect.cost_clauses[1].conjunction == "and"


def test_a_second_deed_on_what_the_first_chose_stays_one_cost():
    # "Select 1 monster on your side of the field and send it to the Graveyard": "it" is the selected monster
    altar = card("Altar for Tribute")[0]
    assert len(altar.cost_clauses) == 1
