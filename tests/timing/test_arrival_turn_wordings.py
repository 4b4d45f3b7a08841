"""An effect that cannot be used the turn its monster is Special Summoned, in the wordings "You cannot use this
effect during the same turn this monster is Special Summoned" (Super Roboyarou, Super Robolady) and "This card
cannot activate the following effects the turn it is Special Summoned" (Rainbow Dragon), a Fusion Summon being a
Special Summon (rules limit-not-the-turn-it-arrived, limit-not-the-turn-it-was-special-summoned)."""

from __future__ import annotations

from scenario_cards import ask, card

RULE = "limit-not-the-turn-it-was-special-summoned"


def fusion_summoned(fusion, materials):
    cards = {"fusion": card(fusion, "A", "extra_deck"), "poly": card("Polymerization", "A", "hand"),
             **{f"m{i}": card(name, "A", "hand") for i, name in enumerate(materials)}}
    sent = [{"event": "sent_to_gy", "card": f"m{i}", "from": "hand", "to": "graveyard", "cause": "summon_material"}
            for i in range(len(materials))]
    steps = [{"activate": "poly"},
             {"resolve": 1, "events": [sent, {"event": "fusion_summon", "card": "fusion", "from": "extra_deck",
                                              "to": "monster_zone"}]}]
    return cards, steps


def test_super_roboyarou_fusion_summoned_this_turn_cannot_use_it():
    cards, steps = fusion_summoned("Super Roboyarou", ["Roboyarou", "Robolady"])
    answer = ask(cards, {"can_activate": "fusion", "effect": 1}, steps)
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "limit-not-the-turn-it-arrived" in answer.rules and RULE in answer.rules


def test_super_robolady_on_the_field_from_an_earlier_turn_can_use_it():
    cards = {"lady": card("Super Robolady", "A", position="attack")}
    assert ask(cards, {"can_activate": "lady", "effect": 1}).answer == "yes"
    cards["lady"] = card("Super Robolady", "A", "extra_deck")
    cards.update({"poly": card("Polymerization", "A", "hand"), "m0": card("Roboyarou", "A", "hand"),
                  "m1": card("Robolady", "A", "hand")})
    sent = [{"event": "sent_to_gy", "card": m, "from": "hand", "to": "graveyard", "cause": "summon_material"}
            for m in ("m0", "m1")]
    steps = [{"activate": "poly"},
             {"resolve": 1, "events": [sent, {"event": "fusion_summon", "card": "lady", "from": "extra_deck",
                                              "to": "monster_zone"}]}]
    this_turn = ask(cards, {"can_activate": "lady", "effect": 1}, steps)
    assert (this_turn.answer, this_turn.reason) == ("no", "condition-not-met")
    next_turn = ask(cards, {"can_activate": "lady", "effect": 1}, steps + [{"phase": "end"}, {"phase": "draw"},
                                                                            {"phase": "end"}, {"phase": "draw"},
                                                                            {"phase": "main1"}])
    assert next_turn.answer == "yes"


def test_rainbow_dragon_s_following_effects_are_both_bound_the_turn_it_is_special_summoned():
    beasts = {f"cb{i}": card(name, "A", "graveyard") for i, name in enumerate(
        ("Crystal Beast Ruby Carbuncle", "Crystal Beast Amethyst Cat"))}
    cards = {"rd": card("Rainbow Dragon", "A", "hand"), **beasts}
    summoned = [{"events": [{"event": "special_summon", "card": "rd", "from": "hand", "to": "monster_zone"}]}]
    for effect in (1, 2):
        this_turn = ask(cards, {"can_activate": "rd", "effect": effect}, summoned)
        assert (this_turn.answer, this_turn.reason) == ("no", "condition-not-met")
        assert "limit-not-the-turn-it-arrived" in this_turn.rules
    cards["rd"] = card("Rainbow Dragon", "A", position="attack")
    earlier = ask(cards, {"can_activate": "rd", "effect": 2})
    assert earlier.answer == "yes"
