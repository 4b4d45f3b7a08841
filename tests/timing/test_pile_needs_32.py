"""What an activation must be able to take or pay, on real cards: "up to N" cards from a
pile need one of that kind there, equips taken from the Graveyard, a revealed "1 Spell", counters removed from
the opponent's monsters, and an old cost sentence naming the phase it is paid in."""

from __future__ import annotations

from scenario_cards import ask, card


def _summoned(name, method="normal", **others):
    cards = {"it": card(name, "A", "hand"), **others}
    return cards, [{"summon": "it", "method": method}]


def test_up_to_n_monsters_from_the_hand_need_one_of_that_kind_there():
    # Skull Conductor is told apart by its own rule; Ojama Red: "Special Summon up to 4 "Ojama" monsters from your hand"
    cards, steps = _summoned("Ojama Red")
    answer = ask(cards, {"can_activate": "it"}, steps)
    assert answer.answer == "no" and "state-cards-taken-from-a-pile" in answer.rules
    cards["vr"] = card("Vorse Raider", "A", "hand")          # a monster that is no "Ojama"
    assert ask(cards, {"can_activate": "it"}, steps).answer == "no"
    cards["oy"] = card("Ojama Yellow", "A", "hand")
    assert ask(cards, {"can_activate": "it"}, steps).answer == "yes"


def test_up_to_n_cards_discarded_need_one_of_that_kind():
    # The Cheerful Coffin: "Discard up to 3 Monster Cards from your hand to the Graveyard"
    cards = {"cc": card("The Cheerful Coffin", "A", "spell_trap_zone", face_up=False),
             "mst": card("Mystical Space Typhoon", "A", "hand")}
    answer = ask(cards, {"can_activate": "cc"})
    assert answer.answer == "no" and "state-cards-taken-from-a-pile" in answer.rules
    cards["vr"] = card("Vorse Raider", "A", "hand")
    assert ask(cards, {"can_activate": "cc"}).answer == "yes"


def test_equip_spells_taken_from_the_graveyard_must_be_there():
    # Gilford the Legend: "You can equip as many Equip Spell Cards from your Graveyard as possible to a Warrior-Type
    # monster(s) you control": a Spell that is no Equip Spell does not do
    cards = {"it": card("Gilford the Legend", "A", "hand"), "g1": card("Goblin Attack Force", "A", position="attack"),
             "g2": card("Goblin Attack Force", "A", position="attack"), "mst": card("Mystical Space Typhoon", "A", "graveyard")}
    steps = [{"summon": "it", "method": "tribute", "materials": ["g1", "g2"]}]
    answer = ask(cards, {"can_activate": "it"}, steps)
    assert answer.answer == "no" and "state-cards-taken-from-a-pile" in answer.rules
    cards["axe"] = card("Axe of Despair", "A", "graveyard")
    assert ask(cards, {"can_activate": "it"}, steps).answer == "yes"


def test_a_revealed_spell_must_be_in_the_hand():
    # Cyber Dragon Zwei: "Once per turn: You can reveal 1 Spell in your hand; ..."
    cards = {"zwei": card("Cyber Dragon Zwei", "A", position="attack"), "vr": card("Vorse Raider", "A", "hand")}
    answer = ask(cards, {"can_activate": "zwei"})
    assert answer.answer == "no" and "state-cards-taken-from-a-pile" in answer.rules
    cards["mst"] = card("Mystical Space Typhoon", "A", "hand")
    assert ask(cards, {"can_activate": "zwei"}).answer == "yes"


def test_counters_removed_from_the_opponents_monsters_must_be_there():
    # Alien Telepath: "You can remove 1 A-Counter from 1 monster your opponent controls, then target 1 Spell/Trap ..."
    cards = {"at": card("Alien Telepath", "A", position="attack"),
             "mine": card("Vorse Raider", "A", position="attack", counters={"A-Counter": 1}),
             "vr": card("Vorse Raider", "B", position="attack"),
             "mst": card("Mystical Space Typhoon", "B", "spell_trap_zone", face_up=False)}
    answer = ask(cards, {"can_activate": "at"})
    assert answer.answer == "no" and "cost-counters-to-remove" in answer.rules   # its own monster's counter does not pay
    cards["vr"]["counters"] = {"A-Counter": 1}
    assert ask(cards, {"can_activate": "at"}).answer == "yes"


def test_a_cost_sentence_naming_its_phase_limits_the_activation_to_it():
    # Gray Wing: "Discard 1 card from your hand during your Main Phase 1. This monster can attack twice ..."
    cards = {"gw": card("Gray Wing", "A", position="attack"), "vr": card("Vorse Raider", "A", "hand")}
    assert ask(cards, {"can_activate": "gw"}, phase="main1").answer == "yes"
    answer = ask(cards, {"can_activate": "gw"}, phase="main2")
    assert answer.answer == "no"


def test_up_to_one_from_the_hand_and_one_from_the_deck_needs_only_the_decks():
    # Spell Gear: "Special Summon up to 1 "Ancient Gear Golem" from your hand and 1 from your Deck" (ruling: it cannot be
    # activated with no "Ancient Gear Golem" left in the Deck; the hand's may be left out)
    cards = {"sg": card("Spell Gear", "A", "spell_trap_zone", face_up=False),
             **{f"ag{i}": card("Ancient Gear", "A", position="attack") for i in range(3)},
             "deck": card("Vorse Raider", "A", "deck")}
    answer = ask(cards, {"can_activate": "sg"})
    assert answer.answer == "no" and "state-cards-taken-from-a-pile" in answer.rules
    cards["deck"] = card("Ancient Gear Golem", "A", "deck")
    assert ask(cards, {"can_activate": "sg"}).answer == "yes"


def test_a_summon_from_the_hand_in_a_later_phase_needs_nothing_there_now():
    # Inherited Fortune: "Special Summon up to 2 "Fortune Lady" monsters from your hand during your next Standby Phase"
    # (ruling: it can be activated with no "Fortune Lady" in the hand)
    cards = {"if": card("Inherited Fortune", "A", "spell_trap_zone", face_up=False),
             "fl": card("Fortune Lady Light", "A", position="attack"), "vr": card("Vorse Raider", "A", "hand")}
    steps = [{"events": [{"event": "destroyed", "card": "fl", "from": "monster_zone", "to": "graveyard", "cause": "effect"}]}]
    answer = ask(cards, {"can_activate": "if"}, steps)
    assert answer.answer == "yes" and "state-cards-taken-from-a-pile" not in answer.rules
