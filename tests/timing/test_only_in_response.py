"""Activations allowed only as a response (rule cond-activation-only-in-response): a card whose only
condition is another activation ("You can only activate this card when a Continuous Spell Card is activated",
"... in response to the activation of an effect that would return this card from the field to the hand") can never
start a chain: with no chain open, or chained to an activation of another kind, its condition is not met; chained
to an activation of the kind named, it is. Real pool cards."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext import analyze

RULE = "cond-activation-only-in-response"


def ask(cards, steps, card):
    return timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": {"can_activate": card}})


def set_trap(name):
    return {"name": name, "controller": "A", "zone": "spell_trap_zone", "face_up": False}


def in_hand(name):
    return {"name": name, "controller": "B", "zone": "hand"}


CARDS = {"jar": set_trap("Jar Robber"), "probe": set_trap("Mystic Probe"), "map": set_trap("Treasure Map"),
         "pot": in_hand("Pot of Greed"), "peace": in_hand("Messenger of Peace"), "trunade": in_hand("Giant Trunade"),
         "mst": in_hand("Mystical Space Typhoon")}


def test_the_reader_takes_the_response_sentence_as_the_condition():
    effect = analyze("You can only activate this card in response to the activation of an effect that would return "
                     "this card from the field to the hand. Draw 2 cards from your Deck and discard 1 card from your "
                     "hand.", card_type="trap", subtypes=("normal",))[0]
    assert set(effect.condition.types) == {"card_activated", "effect_activated"}
    assert effect.condition.would_do == ("return_to_hand",)
    assert not effect.condition.self_card        # the activation is another card's; this card is what it returns
    assert effect.clauses[0].text == "Draw 2 cards from your Deck"


def test_the_activation_of_a_kind_is_read_from_either_response_wording():
    said = analyze("This card can only be activated in response to a Spell Card's activation. Draw 1 card.",
                   card_type="trap", subtypes=("normal",))[0]
    assert said.condition.types == ["card_activated"]
    assert said.condition.card == "a Spell Card"


def test_jar_robber_never_starts_a_chain():
    answer = ask(CARDS, [], "jar")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert RULE in answer.rules


def test_jar_robber_chained_to_pot_of_greed():
    assert ask(CARDS, [{"activate": "pot"}], "jar").answer == "yes"


def test_jar_robber_not_chained_to_another_spell():
    answer = ask(CARDS, [{"activate": "trunade"}], "jar")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert RULE in answer.rules


def test_mystic_probe_chained_to_a_continuous_spell():
    assert ask(CARDS, [{"activate": "peace"}], "probe").answer == "yes"


def test_mystic_probe_not_chained_to_a_normal_spell_nor_alone():
    for steps in ([{"activate": "pot"}], []):
        answer = ask(CARDS, steps, "probe")
        assert (answer.answer, answer.reason) == ("no", "condition-not-met")
        assert RULE in answer.rules


def test_an_effect_that_would_return_it_to_the_hand_meets_the_response_condition():
    assert ask(CARDS, [{"activate": "trunade"}], "map").answer == "yes"


def test_no_chain_or_a_link_that_would_not_return_it_does_not():
    for steps in ([], [{"activate": "mst", "targets": ["map"]}], [{"activate": "pot"}]):
        answer = ask(CARDS, steps, "map")
        assert (answer.answer, answer.reason) == ("no", "condition-not-met")
        assert RULE in answer.rules
