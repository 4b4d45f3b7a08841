"""A card that offers options with a condition or a cost of their own can be activated
when one of them can be done (edison_kg/timing/rules/options.py, rule act-an-option-that-can-be-done), on
real cards."""

from __future__ import annotations

from scenario_cards import ask, card


def test_an_option_whose_cost_cannot_be_paid_leaves_the_others():
    # Shutendoji: "●Banish 2 Zombie monsters from your GY; draw 1 card. ●Target 1 of your banished Zombie
    # monsters; place that target on the top of your Deck."
    cards = {"sd": card("Shutendoji", "A", position="attack"), "pt": card("Pyramid Turtle", "A", "graveyard")}
    answer = ask(cards, {"can_activate": "sd"})
    assert answer.answer == "no" and "act-an-option-that-can-be-done" in answer.rules
    assert "Option 1" in answer.explanation and "Option 2" in answer.explanation
    cards["gz"] = card("Goblin Zombie", "A", "graveyard")           # the first option's cost can be paid
    answer = ask(cards, {"can_activate": "sd"})
    assert answer.answer == "yes" and "option 1" in answer.explanation
    only_banished = {"sd": card("Shutendoji", "A", position="attack"), "pt": card("Pyramid Turtle", "A", "banished")}
    answer = ask(only_banished, {"can_activate": "sd"})
    assert answer.answer == "yes" and "option 2" in answer.explanation      # the second option has a target


def test_an_option_with_its_own_condition_answers_only_what_it_names():
    # Spell Shield Type-8: "● When a Spell Card is activated that targets exactly 1 monster on the field: ...
    # ● When a Spell Card is activated: Send 1 Spell Card from your hand to the Graveyard; ..."
    cards = {"ss8": card("Spell Shield Type-8", "A", "spell_trap_zone", face_up=False),
             "raigeki": card("Raigeki", "B", "hand"), "vr": card("Vorse Raider", "A", position="attack")}
    answer = ask(cards, {"can_activate": "ss8"}, [{"activate": "raigeki"}], turn_player="B")
    assert answer.answer == "no" and "act-an-option-that-can-be-done" in answer.rules   # no target, no Spell in hand
    cards["mst"] = card("Mystical Space Typhoon", "A", "hand")
    answer = ask(cards, {"can_activate": "ss8"}, [{"activate": "raigeki"}], turn_player="B")
    assert answer.answer == "yes" and "option 2" in answer.explanation
    nothing_chained = ask(cards, {"can_activate": "ss8"}, turn_player="B")
    assert nothing_chained.answer == "no"           # neither option's condition: no Spell Card was activated


def test_the_paid_way_of_two_joined_by_and_or_needs_its_cost_the_other_does_not():
    # Iron Core of Koa'ki Meiru (the only card of the pool with this wording): "... you can add this card to your
    # hand instead of drawing, and/or send 1 "Koa'ki Meiru" monster from your hand to your Graveyard to add this
    # card to your hand" (rule act-and-or-way-with-its-own-cost)
    paid = {"can_activate": "core", "effect_text": "monster from your hand to your Graveyard"}
    cards = {"core": card("Iron Core of Koa'ki Meiru", "A", "graveyard"), "vr": card("Vorse Raider", "A", "hand")}
    answer = ask(cards, paid, phase="draw")
    assert answer.answer == "no" and "act-and-or-way-with-its-own-cost" in answer.rules
    assert ask(cards, {"can_activate": "core"}, phase="draw").answer == "yes"     # the way instead of drawing
    cards["sp"] = card("Koa'ki Meiru Sea Panther", "A", "hand")
    assert ask(cards, paid, phase="draw").answer == "yes"
