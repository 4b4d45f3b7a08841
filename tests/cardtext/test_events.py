"""The event an activation condition names (edison_kg/cardtext/events.py and condition.py), as
an EventPattern of the contract's event vocabulary: which card, whose, from and to which zone,
by what; what a condition only looks back at or describes is no event."""

from __future__ import annotations

from cardtext.pool import card, event_of
from edison_kg.vocab.model import EventPattern


def test_event_patterns_name_the_card_and_zones():
    sangan = card("Sangan")[0].condition
    assert sangan.self_card and sangan.from_zone == "field" and sangan.to_zone == "graveyard"
    bottomless = card("Bottomless Trap Hole")[0].condition
    assert bottomless.player == "opponent" and not bottomless.self_card
    assert bottomless.card == "a Monster(s) with 1500+ ATK"
    village = card("Amazoness Village")[1].condition     # "destroyed by battle or card effect and sent to the GY"
    assert village.types == ["destroyed"] and village.to_zone == "graveyard" and village.cause is None
    assert card("Amazoness Village")[1].once_per_turn


def test_an_exclusion_is_not_the_cause():
    # "(except when destroyed by battle)", "(unless ... destroyed by battle)": what the event excludes
    oyster = card("Oyster Meister")[0]
    assert event_of(oyster) == EventPattern(types=["sent_to_gy"], self_card=True, from_zone="field", to_zone="graveyard")
    assert oyster.timing_word == "if" and not oyster.optional
    frog = card("Poison Draw Frog")[0]
    assert event_of(frog) == EventPattern(types=["sent_to_gy"], self_card=True, to_zone="graveyard")
    assert frog.timing_word == "when" and frog.optional
    # "destroyed ..., except by battle": a monster is otherwise destroyed by an effect
    assert card("Rise of the Snake Deity")[0].condition.cause == "effect"


def test_damage_is_about_the_player_who_takes_it():
    for name in ("Numinous Healer", "Attack and Receive"):      # "when you take damage": no card of its own
        assert event_of(card(name)[0]) == EventPattern(types=["damage_inflicted"], player="you")
    assert event_of(card("Gorz the Emissary of Darkness")[0]) == EventPattern(types=["damage_inflicted"], player="you")
    assert event_of(card("Doppelganger")[0]) == EventPattern(types=["damage_inflicted"], player="you", cause="effect")


def test_adding_including_drawing_from_their_deck():
    assert event_of(card("Drastic Drop Off")[0]) == EventPattern(
        types=["added_to_hand", "drawn"], card="a card(s) from their Deck to their hand", player="opponent",
        from_zone="deck", to_zone="hand")


def test_from_the_hand_or_field_names_no_single_zone():
    assert event_of(card("Ojamagic")[0]) == EventPattern(types=["sent_to_gy"], self_card=True, to_zone="graveyard")


def test_a_phase_is_no_cards_event():
    # "During your Standby Phase, if this card is in your GY": a requirement of the effect, not
    # what the event happens to
    assert event_of(card("Treeborn Frog")[0]) == EventPattern(types=["phase_entered"], player="you")
    assert event_of(card("Core Blast")[0]) == EventPattern(types=["phase_entered"], player="you")


def test_a_battle_at_a_point_of_the_damage_step_is_a_condition_of_the_phase():
    # "At the end of the Damage Step, if this card battled a Warrior or Spellcaster-Type monster":
    # the end of the Damage Step is the event; which monsters battled is what the battle must show
    ryu = card("Ryu Kokki")[0].condition
    assert (ryu.types, ryu.self_card, ryu.attack_role, ryu.end_of_damage_step) == (["phase_entered"], True, "either", True)
    assert ryu.battled_kind.monster_types == {"Warrior", "Spellcaster"}
    catastor = card("Ally of Justice Catastor")[0].condition
    assert (catastor.types, catastor.end_of_damage_step, catastor.phases) == (["phase_entered"], False, ("damage_step",))
    assert catastor.battled_kind.attributes == {"LIGHT", "EARTH", "WATER", "FIRE", "WIND", "DIVINE"}   # non-DARK
    chainsaw = card("Chainsaw Insect")[0].condition
    assert (chainsaw.types, chainsaw.attack_role) == (["phase_entered"], "either")   # attacked or was attacked


def test_a_resolved_counter_trap_is_the_event():
    voltanis = card("Voltanis the Adjudicator")[0]
    assert event_of(voltanis) == EventPattern(types=["chain_link_resolved"], card="1 of your Counter Trap Cards",
                                              player="you")
    assert voltanis.timing_word == "if" and voltanis.note is None


def test_whose_card_the_event_is():
    assert event_of(card("Green Baboon, Defender of the Forest")[0]) == EventPattern(
        types=["destroyed"], card="a face-up Beast you control", player="you", to_zone="graveyard")
    assert event_of(card("Heart of the Underdog")[0]) == EventPattern(types=["drawn"], card="a Normal Monster(s)",
                                                                      player="you")
    assert event_of(card("Spirit of the Pot of Greed")[0]) == EventPattern(
        types=["card_activated"], card='"Pot of Greed"', player="either")
    assert card("Pride of the Weak")[0].condition.player == "opponent"    # the destroyed monster is theirs
    for name in ("Green Gadget", "Kuraz the Light Monarch"):                # "When Normal/Special Summoned"
        effect = [e for e in card(name) if e.condition][0]
        assert event_of(effect) == EventPattern(types=["normal_summon", "special_summon"], self_card=True)


def test_attacks_and_being_attacked():
    assert event_of(card("Dreamsprite")[0]) == EventPattern(types=["attack_declared"], card="attack target: this card",
                                                            player="opponent")
    assert event_of(card("Drillroid")[0]) == EventPattern(types=["attack_declared"], self_card=True)


def test_activations_answered_and_who_made_them():
    # "a card's effect that would inflict damage to you is activated": any player's card or effect
    assert event_of(card("Barrel Behind the Door")[0]) == EventPattern(
        types=["card_activated", "effect_activated"], card="a card's effect that would inflict damage to you")
    watcher = card("Gravekeeper's Watcher")[0].condition
    assert watcher.types == ["card_activated", "effect_activated"] and watcher.player == "opponent"
    assert watcher.card.endswith("that could make them discard when it resolves")
    # "while you control a 'Gladiator Beast' monster" is a requirement, not whose effect it is
    assert event_of(card("Gladiator Beast War Chariot")[0]) == EventPattern(types=["effect_activated"],
                                                                            card="a Monster Effect")


# ---------------------------------------------------------------- looking back, describing (issue 11)

def test_a_look_back_condition_is_read_at_its_phase():
    # "During the End Phase, if this card destroyed a monster by battle this turn": the effect is
    # activated in the End Phase and the battle is only checked then (the rulings: Armed Dragon LV5
    # and Horus LV4 are activated in the End Phase, https://edisonformat.net/card?name=Armed%20Dragon%20LV5)
    for name in ("Armed Dragon LV5", "Horus the Black Flame Dragon LV4", "Mystic Swordsman LV2"):
        effect = card(name)[1]
        assert (effect.kind, effect.optional, effect.timing_word) == ("trigger", True, "during"), name
        assert effect.condition.types == ["phase_entered"] and effect.condition.phases == ("end",), name
    for name in ("Vampire Baby", "Sword Hunter"):       # "At the end of the Battle Phase, if this card destroyed ..."
        effect = card(name)[0]
        assert effect.timing_word == "during" and effect.condition.types == ["phase_entered"], name
    # "Once per End Phase, if this card was banished ... this turn" (D.D. Survivor's PSCT)
    [survivor] = card("D.D. Survivor")
    assert survivor.condition.types == ["phase_entered"] and survivor.timing_word == "during" and not survivor.optional


def test_a_past_summon_that_describes_a_card_is_no_event():
    # "When an opponent's monster that was Tribute Summoned declares an attack": the attack is the event
    [blast] = card("Blast Held by a Tribute")
    assert blast.condition.types == ["attack_declared"] and blast.timing_word == "when"


def test_a_card_that_negates_an_activation_answers_that_activation():
    # "Activate only while you control ... a monster that was Tribute Summoned. Negate the activation of a
    # Trap Card or Effect Monster's effect": a state to check, and the activation it negates
    [overwhelm] = card("Overwhelm")
    assert overwhelm.kind == "card-activation" and overwhelm.timing_word == "none"
    assert overwhelm.condition.types == ["card_activated", "effect_activated"]
    [armor_break] = card("Armor Break")                 # "Negate the activation of an Equip Spell Card ..."
    assert armor_break.condition.types == ["card_activated"]


def test_controlling_this_card_when_something_happens_is_a_state():
    # rule cond-control-of-this-card-is-a-state: the event is the other card's, not this card's
    axel = card("X-Saber Axel")[0]
    assert not axel.condition.self_card and axel.condition.cause == "battle"
    assert card("Sangan")[0].condition.self_card                     # "If this card is sent ...": this card's own


def test_a_monster_that_destroys_a_monster_does_it_by_battle():
    # the old wording says no "by battle"
    from edison_kg.cardtext import analyze
    equipped = analyze("When the equipped monster destroys a monster and sends it to the Graveyard: Draw 1 card.")
    assert equipped[0].condition.cause == "battle"
    assert analyze("When this card destroys an opponent's monster, draw 1 card.")[0].condition.cause == "battle"
    # a card that destroys itself, or a condition naming an effect, is not a battle
    assert card("Seismic Shockwave")[-1].condition.cause is None
    assert analyze("When this card destroys a monster by its effect: Draw 1 card.")[0].condition.cause == "effect"


def test_a_spell_or_trap_card_chained_is_a_trigger_on_its_activation_as_chain_link_2():
    # Blast Asmodian: "If any Spell or Trap Card(s) are Chained, inflict 500 damage to your opponent."
    from cardtext.pool import card
    [effect] = card("Blast Asmodian")
    assert (effect.kind, effect.condition.types, effect.condition.chain_links_min) == ("trigger", ["card_activated"], 2)
    assert effect.condition.activation_kind.classes == frozenset({"spell", "trap"})


def test_a_condition_naming_the_side_a_summon_goes_to():
    # rule cond-summoned-to-the-side-it-goes-to: "Special Summoned to your opponent's field" names where it goes;
    # "When your opponent Summons" names who Summons, not a side
    assert card("Hunting Instinct")[0].condition.to_zone == "field"
    assert card("Bottomless Trap Hole")[0].condition.to_zone is None
