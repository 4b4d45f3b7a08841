"""A cost or an effect that takes cards of a kind from the hand, GY or Deck needs them there
(edison_kg/timing/rules/piles.py, rule state-cards-taken-from-a-pile), on real cards."""

from __future__ import annotations

from scenario_cards import ask, card


def test_a_discard_cost_needs_a_card_of_its_kind_in_the_hand():
    # Cards of Consonance: "Discard 1 Dragon Tuner with 1000 or less ATK; draw 2 cards."
    cards = {"coc": card("Cards of Consonance", "A", "hand"), "dm": card("Dark Magician", "A", "hand")}
    answer = ask(cards, {"can_activate": "coc"})
    assert (answer.answer, answer.reason) == ("no", "other")
    assert "state-cards-taken-from-a-pile" in answer.rules
    assert any("hand" in sentence for sentence in answer.assumed)
    cards["debris"] = card("Debris Dragon", "A", "hand")          # a Dragon Tuner with 1000 ATK
    assert ask(cards, {"can_activate": "coc"}).answer == "yes"


def test_a_hand_the_scenario_names_no_card_in_is_empty():
    # the cards the scenario names in a hand are all there are (timing/closed_places.py)
    alone = {"coc": card("Cards of Consonance", "A", "hand")}
    answer = ask(alone, {"can_activate": "coc"})
    assert answer.answer == "no" and "Player A's hand holds only the cards the scenario names there: none" in answer.assumed
    elsewhere = {"coc": card("Cards of Consonance", "A", "hand"), "dm": card("Dark Magician", "B", "hand")}
    assert ask(elsewhere, {"can_activate": "coc"}).answer == "no"     # the opponent's hand holds no card of A's


def test_a_banish_cost_needs_its_cards_in_the_graveyard():
    # Batteryman Industrial Strength: "banish 1 Thunder from your GY, then target 1 monster and 1 Spell/Trap"
    cards = {"bis": card("Batteryman Industrial Strength", "A", position="attack"),
             "vr": card("Vorse Raider", "B", position="attack"),
             "st": card("Mirror Force", "B", "spell_trap_zone", face_up=False),
             "gy": card("Gemini Elf", "A", "graveyard")}
    answer = ask(cards, {"can_activate": "bis"})
    assert answer.answer == "no" and "mtt-cost" in answer.rules
    cards["gy"] = card("Batteryman C", "A", "graveyard")          # a Thunder
    assert ask(cards, {"can_activate": "bis"}).answer == "yes"


def test_a_search_needs_a_card_of_its_kind_in_the_deck_the_scenario_tells():
    # Reinforcement of the Army: "Add 1 Level 4 or lower Warrior from your Deck to your hand."
    cards = {"rota": card("Reinforcement of the Army", "A", "hand"), "d": card("Dark Magician", "A", "deck")}
    answer = ask(cards, {"can_activate": "rota"})
    assert answer.answer == "no" and "activation-needs-a-possible-effect" in answer.rules
    cards["d"] = card("Marauding Captain", "A", "deck")
    assert ask(cards, {"can_activate": "rota"}).answer == "yes"


def test_a_target_in_the_graveyard_must_be_there_as_it_is_activated():
    # Archfiend's Roar: "Pay 500 Life Points, then target 1 "Archfiend" monster in your Graveyard; ..."
    cards = {"roar": card("Archfiend's Roar", "A", "spell_trap_zone", face_up=False),
             "gy": card("Vorse Raider", "A", "graveyard")}
    answer = ask(cards, {"can_activate": "roar"})
    assert answer.answer == "no" and "state-target-must-exist" in answer.rules
    cards["gy"] = card("Archfiend Soldier", "A", "graveyard")
    assert ask(cards, {"can_activate": "roar"}).answer == "yes"


def test_a_card_that_left_the_hand_is_no_longer_there():
    # the only card named in the hand is Normal Summoned: the hand holds nothing else
    cards = {"coc": card("Cards of Consonance", "A", "hand"), "debris": card("Debris Dragon", "A", "hand")}
    answer = ask(cards, {"can_activate": "coc"}, steps=[{"summon": "debris", "method": "normal"}])
    assert answer.answer == "no"
    assert ask(cards, {"can_activate": "coc"}).answer == "yes"          # before the Summon, it could discard it


def test_a_card_that_got_there_during_the_steps_is_all_the_pile_holds():
    # Archfiend's Roar again: the resolved Pot of Greed is in the GY, and nothing else
    cards = {"roar": card("Archfiend's Roar", "A", "spell_trap_zone", face_up=False),
             "pog": card("Pot of Greed", "A", "hand")}
    answer = ask(cards, {"can_activate": "roar"}, steps=[{"activate": "pog"}, {"resolve": 1}])
    assert answer.answer == "no"
    assert "Player A's Graveyard holds only the cards the scenario names there: Pot of Greed" in answer.assumed


def test_targets_in_the_graveyard_named_as_those_targets_must_be_there():
    # Dark Factory's cousin in the "those targets" wording: Gravekeeper's Stele, "Target 2 "Gravekeeper's"
    # monsters in your Graveyard; add those targets to your hand."
    cards = {"stele": card("Gravekeeper's Stele", "A", "hand"),
             "gy": card("Gravekeeper's Spy", "A", "graveyard")}
    answer = ask(cards, {"can_activate": "stele"})
    assert answer.answer == "no" and "state-target-must-exist" in answer.rules
    cards["gy2"] = card("Gravekeeper's Guard", "A", "graveyard")
    assert ask(cards, {"can_activate": "stele"}).answer == "yes"


def test_a_summon_from_the_hand_followed_by_a_sentence_with_if_needs_its_monster_there():
    # Raging Eria: "Tribute 1 WATER monster ... to Special Summon 1 WATER monster from your hand. The monster
    # Special Summoned by this effect is destroyed if ..." (the "if" belongs to the later sentence)
    cards = {"eria": card("Raging Eria", "A", position="attack"),
             "fish": card("7 Colored Fish", "A", position="attack"),
             "dm": card("Dark Magician", "A", "hand")}
    answer = ask(cards, {"can_activate": "eria"})
    assert answer.answer == "no" and "state-cards-taken-from-a-pile" in answer.rules
    cards["dm"] = card("7 Colored Fish", "A", "hand")
    assert ask(cards, {"can_activate": "eria"}).answer == "yes"


def test_an_activation_by_targeting_a_monster_in_the_graveyard_needs_one_there():
    # Call of the Haunted: "Activate this card by targeting 1 monster in your GY; Special Summon that target"
    cards = {"coth": card("Call of the Haunted", "A", "spell_trap_zone", face_up=False),
             "gy": card("Pot of Greed", "A", "graveyard")}
    answer = ask(cards, {"can_activate": "coth"})
    assert answer.answer == "no" and "state-target-must-exist" in answer.rules
    cards["gy"] = card("Vorse Raider", "A", "graveyard")
    assert ask(cards, {"can_activate": "coth"}).answer == "yes"


# what an effect takes from a hand or a banished pile must be there

def test_a_discard_after_another_part_needs_the_card_to_discard():
    # rule state-effect-discard-needs-a-card; Fine: "Discard 2 cards." (Set, activated on a later turn)
    cards = {"fine": card("Fine", "A", "spell_trap_zone", face_up=False), "dm": card("Dark Magician", "A", "hand")}
    answer = ask(cards, {"can_activate": "fine"})
    assert answer.answer == "no" and "state-effect-discard-needs-a-card" in answer.rules
    assert "Player A's hand holds only the cards the scenario names there: Dark Magician" in answer.assumed
    cards["kuriboh"] = card("Kuriboh", "A", "hand")
    assert ask(cards, {"can_activate": "fine"}).answer == "yes"


def test_a_discard_after_a_draw_needs_no_card_in_the_hand_first():
    # Graceful Charity: "Draw 3 cards, then discard 2 cards": the draw fills the hand first
    answer = ask({"gc": card("Graceful Charity", "A", "hand")}, {"can_activate": "gc"})
    assert answer.answer == "yes"


def test_a_discard_done_only_one_way_things_turn_out_needs_the_card_too():
    # Mind Crush: "..., otherwise you discard 1 random card": it cannot be activated without a card in its
    # player's own hand (its ruling), whatever the opponent holds
    cards = {"mc": card("Mind Crush", "A", "spell_trap_zone", face_up=False), "vr": card("Vorse Raider", "B", "hand")}
    answer = ask(cards, {"can_activate": "mc"})
    assert answer.answer == "no" and "state-effect-discard-needs-a-card" in answer.rules
    cards["dm"] = card("Dark Magician", "A", "hand")
    assert ask(cards, {"can_activate": "mc"}).answer == "yes"


def test_an_effect_that_only_looks_at_the_opponents_hand_needs_a_card_there():
    # The Forceful Sentry: "Look at your opponent's hand. Select 1 card among them and return it to his/her Deck."
    cards = {"sentry": card("The Forceful Sentry", "A", "hand"), "dm": card("Dark Magician", "A", "hand")}
    answer = ask(cards, {"can_activate": "sentry"})
    assert answer.answer == "no" and "activation-needs-a-possible-effect" in answer.rules
    assert "Player B's hand holds only the cards the scenario names there: none" in answer.assumed
    cards["vr"] = card("Vorse Raider", "B", "hand")
    assert ask(cards, {"can_activate": "sentry"}).answer == "yes"


def test_a_target_among_the_banished_cards_must_be_there():
    # Light of Redemption: "Pay 800 Life Points, then target 1 of your banished LIGHT monsters; add that target to your hand"
    cards = {"lor": card("Light of Redemption", "A", "hand")}
    answer = ask(cards, {"can_activate": "lor"})
    assert answer.answer == "no" and "state-target-must-exist" in answer.rules
    assert "Player A's banished cards are only the cards the scenario names there: none" in answer.assumed
    cards["dm"] = card("Dark Magician", "A", "banished")             # a DARK monster: not of its kind
    assert ask(cards, {"can_activate": "lor"}).answer == "no"
    cards["lyla"] = card("Lyla, Lightsworn Sorceress", "A", "banished")
    assert ask(cards, {"can_activate": "lor"}).answer == "yes"


def test_cards_added_from_the_graveyard_to_the_deck_must_be_there():
    # The Graveyard in the Fourth Dimension: "Add 2 "LV" monsters from your Graveyard to your Deck and shuffle it."
    cards = {"g4d": card("The Graveyard in the Fourth Dimension", "A", "hand"),
             "horus": card("Horus the Black Flame Dragon LV6", "A", "graveyard")}
    answer = ask(cards, {"can_activate": "g4d"})
    assert answer.answer == "no" and "state-cards-taken-from-a-pile" in answer.rules
    cards["armed"] = card("Armed Dragon LV3", "A", "graveyard")
    assert ask(cards, {"can_activate": "g4d"}).answer == "yes"


def test_an_effect_that_has_the_opponent_discard_needs_a_card_in_their_hand():
    # Terrible Deal: "... when your opponent activates a Spell Card. Your opponent discards
    # 1 random card": with the opponent's hand empty it would do nothing, so it cannot be activated
    cards = {"td": card("Terrible Deal", "A", "spell_trap_zone", face_up=False),
             "pog": card("Pot of Greed", "B", "hand")}
    steps = [{"activate": "pog"}]
    answer = ask(cards, {"can_activate": "td"}, steps=steps, turn_player="B")
    assert (answer.answer, answer.reason) == ("no", "other")
    assert "state-opponent-discard-needs-a-card" in answer.rules
    cards["vr"] = card("Vorse Raider", "B", "hand")
    assert ask(cards, {"can_activate": "td"}, steps=steps, turn_player="B").answer == "yes"


def test_an_opponent_discard_of_their_choice_needs_a_card_in_their_hand_too():
    # Gladiator Lash: "Activate only when you Special Summon a "Gladiator Beast" monster. Your opponent discards
    # 1 card of their choice."
    cards = {"gl": card("Gladiator Lash", "A", "spell_trap_zone", face_up=False),
             "gb": card("Gladiator Beast Laquari", "A", "hand")}
    steps = [{"summon": "gb", "method": "special"}]
    answer = ask(cards, {"can_activate": "gl"}, steps=steps)
    assert answer.answer == "no" and "state-opponent-discard-needs-a-card" in answer.rules
    cards["vr"] = card("Vorse Raider", "B", "hand")
    assert ask(cards, {"can_activate": "gl"}, steps=steps).answer == "yes"



def _damage(ref):
    return [{"events": [{"event": "damage_inflicted", "player": "B", "amount": 1000, "cause": "battle", "by": ref}]}]


def test_a_random_pick_from_the_opponents_hand_needs_a_card_there():
    # Goblin Recon Squad: "you can look at 1 random card in your opponent's hand": nothing to pick, nothing to do
    cards = {"grs": card("Goblin Recon Squad", "A")}
    atk = {"events": [{"event": "attack_declared", "card": "grs", "player": "A"}]}
    assert ask(cards, {"triggers": True}, steps=[atk] + _damage("grs"), phase="battle").chain == []
    cards["dm"] = card("Dark Magician", "B", "hand")
    assert [e["card"] for e in ask(cards, {"triggers": True}, steps=[atk] + _damage("grs"), phase="battle").chain] == ["grs"]



def test_a_mandatory_random_pick_from_an_empty_hand_is_not_activated():
    # rule state-random-pick-needs-a-card: "During your Standby Phase, select 1 random card from your opponent's hand"
    # (the pool's only mandatory effect whose one sure part is such a pick)
    cards = {"omen": card("Ominous Fortunetelling", "A", "spell_trap_zone", face_up=True)}
    answer = ask(cards, {"can_activate": "omen"}, phase="standby")
    assert answer.answer == "no" and "state-random-pick-needs-a-card" in answer.rules
    cards["dm"] = card("Dark Magician", "B", "hand")
    assert ask(cards, {"can_activate": "omen"}, phase="standby").answer == "yes"


def test_parts_joined_by_and_are_not_activated_when_one_cannot_be_done():
    # rule conj-and-needs-every-part: "Negate the Effect Damage you receive and your opponent then selects 1 card
    # from his/her hand and discards it" does neither part with the opponent's hand empty
    cards = {"tobe": card("Trap of Board Eraser", "A", "spell_trap_zone", face_up=False),
             "ookazi": card("Ookazi", "B", "hand")}
    steps = [{"activate": "ookazi"}]
    answer = ask(cards, {"can_activate": "tobe"}, steps=steps, turn_player="B")
    assert answer.answer == "no" and "conj-and-needs-every-part" in answer.rules
    cards["vr"] = card("Vorse Raider", "B", "hand")
    assert ask(cards, {"can_activate": "tobe"}, steps=steps, turn_player="B").answer == "yes"
