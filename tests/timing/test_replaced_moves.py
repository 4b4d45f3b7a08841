"""Moves replaced by a banishment beyond the send to the Graveyard (edison_kg/timing/instead.py), on real cards: a
return from the field to the hand (Degenerate Circuit) or from the Graveyard to the Deck (Transmigration Break) becomes
a banishment (rule ce-return-banished-instead), and a replacement of every card reaches the cards a resolution sends
from the Deck without naming them (Solar Recharge, Needlebug Nest: rule ce-replacement-reaches-unnamed-cards)."""

from __future__ import annotations

from scenario_cards import ask, card

LAST = {"last_thing": True}


def evacuation(circuit_face_up=True, monster="Cyber Dragon"):
    """B's Compulsory Evacuation Device returns A's monster to the hand while A's Degenerate Circuit is on the field."""
    cards = {"circuit": card("Degenerate Circuit", "A", "spell_trap_zone", face_up=circuit_face_up),
             "cyber": card(monster, "A", position="attack"),
             "ced": card("Compulsory Evacuation Device", "B", "spell_trap_zone", face_up=False)}
    return ask(cards, LAST, [{"activate": "ced", "targets": ["cyber"]}, {"resolve": 1}], turn_player="B")


def test_a_monster_returned_to_the_hand_under_degenerate_circuit_is_banished_instead():
    answer = evacuation()
    assert [(e["event"], e["card"], e.get("to")) for e in answer.last_thing] == [("banished", "cyber", "banished")]
    assert "ce-return-banished-instead" in answer.rules


def test_a_set_degenerate_circuit_replaces_nothing():
    answer = evacuation(circuit_face_up=False)
    assert [(e["event"], e["card"]) for e in answer.last_thing] == [("returned_to_hand", "cyber")]
    assert "ce-return-banished-instead" not in answer.rules


def test_degenerate_circuit_does_not_reach_a_spell_card_returned_to_the_hand():
    cards = {"circuit": card("Degenerate Circuit", "A", "spell_trap_zone", face_up=True),
             "swords": card("Swords of Revealing Light", "A", "spell_trap_zone", face_up=True)}
    steps = [{"events": [{"event": "returned_to_hand", "card": "swords", "from": "spell_trap_zone", "to": "hand",
                          "cause": "effect"}]}]
    answer = ask(cards, LAST, steps)
    assert [(e["event"], e["card"]) for e in answer.last_thing] == [("returned_to_hand", "swords")]


def test_a_card_returned_from_the_graveyard_to_the_deck_under_transmigration_break_is_banished():
    cards = {"tb": card("Transmigration Break", "B", "spell_trap_zone", face_up=True),
             "elf": card("Gemini Elf", "A", "graveyard")}
    steps = [{"events": [{"event": "returned_to_deck", "card": "elf", "from": "graveyard", "to": "deck",
                          "cause": "effect"}]}]
    answer = ask(cards, LAST, steps)
    assert [(e["event"], e["card"]) for e in answer.last_thing] == [("banished", "elf")]
    assert "ce-return-banished-instead" in answer.rules
    cards["tb"]["face_up"] = False
    assert [e["event"] for e in ask(cards, LAST, steps).last_thing] == ["returned_to_deck"]


def solar_recharge(**more):
    """A discards a Lightsworn monster for Solar Recharge: draw 2 cards, then send the top 2 cards of the Deck to the GY."""
    cards = {"solar": card("Solar Recharge", "A", "hand"), "lumina": card("Lumina, Lightsworn Summoner", "A", "hand"),
             **more}
    steps = [{"activate": "solar", "cost": [{"event": "discarded", "card": "lumina", "player": "A", "from": "hand",
                                             "cause": "cost"}]}, {"resolve": 1}]
    return ask(cards, LAST, steps)


def test_the_unnamed_cards_solar_recharge_sends_from_the_deck_are_banished_under_macro_cosmos():
    answer = solar_recharge(macro=card("Macro Cosmos", "B", "spell_trap_zone", face_up=True))
    assert [(e["event"], e["card"], e.get("from")) for e in answer.last_thing] == [("banished", None, "deck")]
    assert "ce-replacement-reaches-unnamed-cards" in answer.rules


def test_without_a_replacement_solar_recharge_sends_them_to_the_graveyard():
    answer = solar_recharge()
    assert [(e["event"], e["card"]) for e in answer.last_thing] == [("sent_to_gy", None)]
    assert "ce-replacement-reaches-unnamed-cards" not in answer.rules


def test_dimensional_fissure_is_not_applied_to_cards_of_unknown_kind_and_says_so():
    answer = solar_recharge(fissure=card("Dimensional Fissure", "B", "spell_trap_zone", face_up=True))
    assert [e["event"] for e in answer.last_thing] == ["sent_to_gy"]
    assert any("Dimensional Fissure" in sentence for sentence in answer.assumed)


def test_needlebug_nest_under_banisher_of_the_light_banishes_the_top_cards():
    cards = {"nest": card("Needlebug Nest", "A", "spell_trap_zone", face_up=False), "banisher": card("Banisher of the Light", "B", position="attack")}
    answer = ask(cards, LAST, [{"activate": "nest"}, {"resolve": 1}])
    assert [(e["event"], e["card"]) for e in answer.last_thing] == [("banished", None)]
    assert "ce-replacement-reaches-unnamed-cards" in answer.rules
