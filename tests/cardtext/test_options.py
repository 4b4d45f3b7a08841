"""A bulleted option's own condition and cost, read once by the card reader
(edison_kg/cardtext/options.py) and stored on the option's clause."""

from __future__ import annotations

from edison_kg.cardtext import analyze

SPELL_SHIELD = ("Activate 1 of these effects.\n● When a Spell Card is activated that targets exactly 1 monster on the "
                "field: Negate the activation, and if you do, destroy it.\n● When a Spell Card is activated: Send 1 "
                "Spell Card from your hand to the Graveyard; negate the activation, and if you do, destroy it.")


def _effects(text, card_type, *subtypes):
    return analyze(text, card_type=card_type, subtypes=list(subtypes))


def test_each_option_keeps_its_own_condition_and_cost():
    effect = _effects(SPELL_SHIELD, "trap", "Counter")[0]
    first, second = effect.clauses
    assert first.action == second.action == "negate_activation"
    assert first.option_condition.types == ["card_activated"] and first.option_condition.activation_targets
    assert first.option_condition.target_zone == "field" and not first.option_cost
    assert second.option_condition.types == ["card_activated"] and not second.option_condition.activation_targets
    cost, = second.option_cost
    assert (cost.action, cost.from_zone, set(cost.cards.classes)) == ("send_to_gy", "hand", {"spell"})


def test_an_option_cost_before_its_semicolon_and_a_target_that_is_none():
    # Shutendoji: the first option pays a cost, the second only targets
    effect = _effects("Once per turn: You can activate 1 of these effects. ●Banish 2 Zombie monsters from your GY; "
                      "draw 1 card. ●Target 1 of your banished Zombie monsters; place that target on the top of your "
                      "Deck.", "monster", "Effect")[0]
    first, second = effect.clauses
    cost, = first.option_cost
    assert (cost.action, cost.count, cost.from_zone) == ("banish", 2, "graveyard")
    assert second.option_cost == [] and second.option_condition is None


def test_a_coin_result_label_is_no_cost():
    effect = _effects("Toss a coin and gain the appropriate effect. ● Heads: When this card destroys an opponent's "
                      "monster by battle: You can target 1 card in your Graveyard; add it to your hand. ● Tails: "
                      "Draw 1 card.", "monster", "Effect")
    assert all(not c.option_cost for e in effect for c in e.clauses)


def test_two_ways_joined_by_and_or_the_second_with_its_own_cost():
    text = ("During your Draw Phase, if this card is in your Graveyard, you can add this card to your hand instead of "
            "drawing, and/or send 1 \"Koa'ki Meiru\" monster from your hand to your Graveyard to add this card to your "
            "hand.")
    first, second = _effects(text, "monster", "Effect")[0].clauses
    assert first.alternative and second.alternative and not first.option_cost
    assert first.action == second.action == "add_to_hand"
    assert [c.text for c in second.option_cost] == ["send 1 \"Koa'ki Meiru\" monster from your hand to your Graveyard"]
    # "pay 800 Life Points to negate X, and/or Y": a cost of the whole, no second way of its own
    royal = _effects("Either player can pay 800 Life Points to negate the Special Summon of a monster(s), and/or an "
                     "effect that Special Summons a monster(s), and destroy those cards.", "trap", "Continuous")
    assert not any(c.option_cost for e in royal for c in e.clauses)
