"""The cards a scenario does not name (rule state-unnamed-cards-absent, timing/closed_places.py): in
each player's hand, Graveyard, banished cards and side of the field the cards it names are all there
are; the Deck stays open; a scenario told as "open" judges no place by what it leaves unnamed."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card


def ask(cards, question, steps=(), **more):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": list(steps), "ask": question, **more})


def test_a_cost_that_discards_from_an_empty_hand_cannot_be_paid():
    # Lightning Vortex: "Discard 1 card; destroy all face-up monsters your opponent controls."
    cards = {"lv": card("Lightning Vortex", "A", "hand"), "vorse": card("Vorse Raider", "B", position="attack")}
    answer = ask(cards, {"can_activate": "lv"})
    assert answer.answer == "no" and "mtt-cost" in answer.rules
    assert "Player A's hand holds only the cards the scenario names there: none" in answer.assumed
    cards["spare"] = card("Sangan", "A", "hand")
    assert ask(cards, {"can_activate": "lv"}).answer == "yes"


def test_an_opponents_hand_it_discards_from_must_hold_a_card():
    thief = {"name": "Hand Thief", "text": "You can Tribute 1 monster; discard 1 random card from your opponent's hand.",
             "controller": "A", "zone": "monster_zone", "position": "attack", "card_type": "monster",
             "subtypes": ["Effect"]}
    cards = {"thief": thief, "fodder": card("Vorse Raider", "A", position="attack")}
    answer = ask(cards, {"can_activate": "thief"})
    assert answer.answer == "no"
    assert "Player B's hand holds only the cards the scenario names there: none" in answer.assumed
    cards["held"] = card("Sangan", "B", "hand")
    assert ask(cards, {"can_activate": "thief"}).answer == "yes"


def test_a_card_whose_zone_is_open_could_be_in_the_hand():
    cards = {"lv": card("Lightning Vortex", "A", "hand"), "vorse": card("Vorse Raider", "B", position="attack"),
             "spare": {"name": "Sangan", "controller": "A"}}
    assert ask(cards, {"can_activate": "lv"}).answer == "yes"


def test_a_target_on_an_opponents_side_it_names_nothing_on():
    # Mystical Space Typhoon: "Target 1 Spell/Trap Card on the field; destroy that target."
    cards = {"mst": card("Mystical Space Typhoon", "A", "hand")}
    answer = ask(cards, {"can_activate": "mst"})
    assert answer.answer == "no"
    assert "Player A's side of the field holds only the cards the scenario names there: none" in answer.assumed


def test_an_open_scenario_rules_nothing_out_by_what_it_does_not_name():
    cards = {"lv": card("Lightning Vortex", "A", "hand"), "vorse": card("Vorse Raider", "B", position="attack")}
    assert ask(cards, {"can_activate": "lv"}, unnamed_cards="open").answer == "yes"
    assert ask({"mst": card("Mystical Space Typhoon", "A", "hand")}, {"can_activate": "mst"},
               unnamed_cards="open").answer == "yes"


def test_a_pile_that_also_names_the_deck_stays_open():
    # "Special Summon 1 ... from your hand, Deck, or Graveyard": the Deck is open, so the hand and GY
    # being empty does not rule it out (Yubel's own wording)
    cards = {"yubel": card("Yubel", "A", position="attack")}
    steps = [{"events": [{"event": "destroyed", "card": "yubel", "from": "monster_zone", "to": "graveyard",
                          "cause": "effect", "player": "B"}]}]
    answer = ask(cards, {"can_activate": "yubel", "effect": 5}, steps)
    assert answer.answer == "yes"
    assert not any("Player A's hand holds only" in sentence for sentence in answer.assumed)


def test_a_non_monster_is_a_spell_or_a_trap_card():
    from edison_kg.cardtext.cardkind import card_kind
    assert card_kind("1 non-monster in your Graveyard").classes == {"spell", "trap"}
    assert card_kind("2 non-Monster Cards from your Graveyard").classes == {"spell", "trap"}


def test_a_cost_that_may_take_from_the_hand_or_the_field_is_not_ruled_out_by_the_hand():
    from edison_kg.cardtext.pile_readings import places_named as _places_named
    assert _places_named("send 1 Beast-Type monster from your hand or your side of the field to the GY") == {"hand", "field"}
    assert _places_named('Shuffle 1 "Gladiator Beast" card from your hand into the Deck') == {"hand"}


def test_what_the_opponent_may_choose_to_do_with_their_hand_is_not_a_pile_it_needs():
    greedy = {"name": "Greedy Spell", "text": "Draw 2 cards. Your opponent can negate this effect by revealing 1 Spell "
              "Card in their hand.", "controller": "A", "zone": "hand", "card_type": "spell", "subtypes": ["Normal Spell"]}
    assert ask({"g": greedy}, {"can_activate": "g"}).answer == "yes"
