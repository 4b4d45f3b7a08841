"""Round 169: what an activation could do, and the costs it can pay. Counters placed on cards it names need such a
card there (rule deed-counters-placed-need-a-card); a monster picked by "at least 1 A-Counter on your opponent's side
of the field" needs one holding it (rule deed-monster-with-counters); a Tribute cost that does not say "other" may take
the monster activating it when of the kind (rule cost-tribute-of-a-kind); a Fusion or Synchro Monster pays no cost that
returns a monster to the hand (rule cost-return-to-hand-not-extra-deck-monsters)."""

from __future__ import annotations

from tests.timing.scenario_cards import ask, card


def test_counters_on_each_card_of_a_name_need_it_face_up():
    # Eternal Dread: "Place 2 Clock Counters on each "Clock Tower Prison"": a Set Clock Tower Prison shows no name
    cards = {"e": card("Eternal Dread", "A", "spell_trap_zone", face_up=False), "c": card("Clock Tower Prison", "A", "field_zone", face_up=False)}
    answer = ask(cards, {"can_activate": "e"})
    assert answer.answer == "no" and "deed-counters-placed-need-a-card" in answer.rules
    cards["c"] = card("Clock Tower Prison", "B", "field_zone", face_up=True)
    assert ask(cards, {"can_activate": "e"}).answer == "yes"


def test_a_monster_with_at_least_1_a_counter_on_the_opponents_side():
    # Brainwashing Beam: "Select 1 monster with at least 1 A-Counter on your opponent's side of the field, and take
    # control of that monster."
    cards = {"b": card("Brainwashing Beam", "A", "spell_trap_zone", face_up=False),
             "x": card("Vorse Raider", "A", position="attack", counters={"A-Counter": 1})}
    answer = ask(cards, {"can_activate": "b"})
    assert answer.answer == "no" and "deed-monster-with-counters" in answer.rules
    cards["x"] = card("Vorse Raider", "B", position="attack", counters={"A-Counter": 1})
    assert ask(cards, {"can_activate": "b"}).answer == "yes"


def test_a_tribute_cost_of_a_kind_paid_with_the_monster_itself():
    # Mormolith (an EARTH monster): "You can Tribute 1 face-up EARTH monster to inflict damage ...": with its player's
    # other monster in the Graveyard, it Tributes itself
    cards = {"m": card("Mormolith", "A", position="attack"), "g": card("Giant Rat", "A", "graveyard")}
    assert ask(cards, {"can_activate": "m"}).answer == "yes"


def test_a_tribute_cost_of_a_kind_the_monster_is_not():
    # Cyborg Doctor (no Tuner): "Once per turn, you can Tribute 1 Tuner monster you control to Special Summon a monster
    # from your Graveyard ...": it cannot Tribute itself, and there is no other monster
    cards = {"d": card("Cyborg Doctor", "A", position="attack"), "g": card("Sangan", "A", "graveyard")}
    answer = ask(cards, {"can_activate": "d"})
    assert answer.answer == "no" and "mtt-cost" in answer.rules
    cards["t"] = card("Mist Valley Shaman", "A", position="attack")      # a Tuner
    assert ask(cards, {"can_activate": "d"}).answer == "yes"


def test_a_fusion_monster_is_not_returned_to_the_hand_for_a_cost():
    # Mist Valley Shaman: "Once per turn, you can return 1 other monster you control to the hand, to ..."
    cards = {"s": card("Mist Valley Shaman", "A", position="attack"),
             "f": card("Elemental HERO Flame Wingman", "A", position="attack")}
    answer = ask(cards, {"can_activate": "s"})
    assert answer.answer == "no" and "cost-return-to-hand-not-extra-deck-monsters" in answer.rules
    cards["v"] = card("Vorse Raider", "A", position="attack")
    assert ask(cards, {"can_activate": "s"}).answer == "yes"
