"""What the reader gives a condition on how or where (cardtext/events.py, facts.py, wording.py):
an attack on this card and a stat comparison, a battle at the end of the Battle Phase, a state
read at the attack declaration, whose card it was, a Tribute for a kind of Summon, the earlier
event a phase effect looks back at, flips without Flip Effects, and what another wording of the
same card states. Pool cards, read as every entry point reads them (read_card)."""

from __future__ import annotations

from cardtext.pool import card


def condition(name, number=1):
    return next(e for e in card(name) if e.number == number).condition


def test_a_monster_that_attacks_this_card_and_the_stats_compared():
    kangaroo = condition("Des Kangaroo")
    assert kangaroo.types == ["attack_declared"] and kangaroo.attack_role == "target" and kangaroo.target_self
    assert kangaroo.compares == "attacker-atk-below-def"
    # "if the DEF of this card is higher than the ATK of the attacking monster": the same comparison
    assert condition("Thousand Needles").compares == "attacker-atk-below-def"
    # "If this card is attacked by an opponent's monster, after damage calculation": met right after
    # damage calculation by the battle in which this card is the attack target
    wall = condition("Wall of Illusion")
    assert wall.types == ["phase_entered"] and wall.attack_role == "target" and wall.self_card
    assert wall.after_damage_calculation and wall.compares is None


def test_if_this_battled_at_the_end_of_the_battle_phase():
    tag_out = condition("Gladiator Beast Bestiari", 2)
    assert (tag_out.types, tag_out.self_card, tag_out.attack_role, tag_out.phases) == (
        ["phase_entered"], True, "either", ("battle",))
    assert not tag_out.end_of_damage_step


def test_states_read_at_the_attack_declaration():
    assert condition("Jade Knight", 2).face_up_at_attack
    assert condition("Decoy Dragon").self_face_up is True and condition("Decoy Dragon").target_self
    assert condition("Des Kangaroo").self_face_up is None        # compared later, when it is face-up


def test_this_card_you_control_and_who_tributed_it():
    assert condition("Card Trooper", 2).self_controlled
    assert condition("Pinch Hopper").self_controlled
    globster = condition("Metabo Globster")
    assert not globster.self_controlled                            # "if you tribute": who acted, not whose it was
    assert (globster.types, globster.self_card, globster.cause, globster.summon_methods) == (
        ["tributed"], True, "summon_material", ("tribute_summon",))
    assert condition("Zolga").types == ["tributed"]


def test_the_earlier_event_a_phase_effect_looks_back_at():
    doll = condition("Malice Doll of Demise")
    assert doll.types == ["phase_entered"] and not doll.within_turn
    assert (doll.earlier.types, doll.earlier.self_card, doll.earlier.cause, doll.earlier.from_zone) == (
        ["sent_to_gy"], True, "effect", "field")
    necrofear = condition("Dark Necrofear")
    assert necrofear.within_turn and necrofear.earlier.types == ["destroyed"] and necrofear.earlier.self_controlled
    assert condition("Lyla, Lightsworn Sorceress", 2).earlier is None     # the phase alone


def test_flips_that_activate_no_flip_effect():
    assert card("Amazoness Archers")[0].no_flip_effects
    assert not card("Book of Moon")[0].no_flip_effects


def test_what_another_wording_of_the_same_card_states():
    ordeal = card("Ordeal of a Traveler")[0]
    assert ordeal.optional and ordeal.provenance == "other-wording"       # today's text: "You can"
    fairy_box = card("Fairy Box")[0]
    assert not fairy_box.optional and fairy_box.provenance == "text-analysis"
    horus = card("Dark Horus")[0]
    assert (horus.timing_word, horus.provenance) == ("when", "other-wording")   # the 2010 wording: "when"
    assert horus.condition.types == ["chain_link_resolved"]


def test_a_battle_after_damage_calculation_and_a_monster_battled_face_down():
    archfiend = condition("Red Dragon Archfiend")      # "If this card attacks a Defense Position monster, after damage calculation"
    assert archfiend.types == ["phase_entered"] and archfiend.attack_role == "attacker"
    assert archfiend.after_damage_calculation and not archfiend.battled_face_down
    swordsman = condition("Mystic Swordsman LV6")      # "... if this card attacked a face-down monster"
    assert swordsman.attack_role == "attacker" and swordsman.battled_face_down
    assert not swordsman.after_damage_calculation


def test_a_monster_trigger_that_watches_other_cards_activates_on_the_field():
    chaser = next(e for e in card("Pursuit Chaser") if e.number == 1)
    assert chaser.activates_from == "field"            # "When a Defense Position monster is destroyed by battle"
    sangan = next(e for e in card("Sangan") if e.number == 1)
    assert sangan.activates_from is None               # about itself: wherever its event left it


def test_a_monster_s_standby_or_end_phase_effect_activates_on_the_field():
    bowganian = next(e for e in card("Bowganian") if e.kind == "trigger")
    assert bowganian.activates_from == "field"         # "During each of your Standby Phases: Inflict 600 damage"
    destructotron = next(e for e in card("Destructotron") if "End Phase" in e.text)
    assert destructotron.activates_from == "field"     # "During the End Phase, if this card is the only ..."
    serpent = next(e for e in card("Sinister Serpent") if e.kind == "trigger")
    assert serpent.activates_from != "field"           # names the Graveyard it acts from


def test_a_place_a_phase_effect_sends_cards_to_is_not_where_it_acts_from():
    ascendant = card("Malice Ascendant")[0]              # "send 1 card ... to the Graveyard for each ... in your Graveyard"
    assert ascendant.activates_from == "field"
    judgment = next(e for e in card("Judgment Dragon") if "End Phase" in e.text)
    assert judgment.activates_from == "field"          # "Send the top 4 cards of your Deck to the GY"
    mimic = next(e for e in card("Dark Mimic LV1") if "Standby Phase" in e.text)
    assert mimic.activates_from == "field"             # "send this face-up card to the Graveyard": from the field


def test_a_face_read_when_the_damage_step_started():
    cloud = condition("Cloudian - Poison Cloud")           # "if it was face-up at the start of the Damage Step"
    assert cloud.self_face_up_at_damage_step is True
    fox = condition("Fox Fire")                            # looks back at its destruction, face-up then
    assert fox.earlier.self_face_up_at_damage_step is True
    hunter = condition("Legacy Hunter")                    # "When this card attacks a face-down ... monster"
    assert hunter.battled_face_down and hunter.self_face_up_at_damage_step is None


def test_an_effect_not_activated_the_turn_its_card_arrived():
    insect = next(e for e in card("Ultimate Insect LV1") if e.kind == "trigger")
    assert set(insect.not_the_turn_it_was) == {"normal_summon", "special_summon", "flipped_face_up"}
    swordsman = next(e for e in card("Silent Swordsman LV3") if e.kind == "trigger")   # "Summoned": any Summon
    assert {"normal_summon", "flip_summon", "special_summon", "flipped_face_up"} <= set(swordsman.not_the_turn_it_was)


def test_a_continuous_card_s_trigger_that_watches_other_cards_activates_on_the_field():
    # rule state-continuous-card-effect-on-the-field
    abacus = next(e for e in card("Fatal Abacus") if e.kind in ("trigger", "trigger-like"))
    assert abacus.activates_from == "field"            # "Each time 1 monster is sent from the field to the Graveyard"
    cord = next(e for e in card("Morphtronic Cord") if "battle position" in e.text)
    assert cord.activates_from == "field"              # its equipped monster's position: the Equip Card stays
    nitro = next(e for e in card("Nitro Unit") if e.kind in ("trigger", "trigger-like"))
    assert nitro.activates_from is None                # its equipped monster leaving: it went with it
    skull = next(e for e in card("Skull Invitation") if e.kind in ("trigger", "trigger-like"))
    assert skull.activates_from is None                # "a card(s) is sent": it may be one of them


def test_a_trigger_a_normal_trap_leaves_behind_is_an_effect_of_its_own():
    # rule tl-left-behind-by-a-resolved-card
    arrow = card("Ebon Arrow")
    assert [e.kind for e in arrow] == ["card-activation", "trigger-like"]
    assert arrow[1].text.startswith("When the selected monster destroys a monster by battle")
    bandit = card("The Secret of the Bandit")
    assert bandit[1].kind == "trigger-like" and bandit[1].activates_from is None   # from the GY, where it went


def test_effects_granted_by_a_continuous_effect_of_their_own_card():
    # "While in Attack Position:" bullets and "this card gains the following effect"
    assert all(effect.granted_by_own_effect for effect in card("Morphtronic Scopen"))
    assert card("Infernity Necromancer")[1].granted_by_own_effect
    assert not card("Infernity Necromancer")[0].granted_by_own_effect
    # "● Once per turn, while in Attack Position: ..." and "● While in Attack Position, this card can ..."
    assert all(effect.granted_by_own_effect for effect in card("Morphtronic Remoten"))
    assert all(effect.granted_by_own_effect for effect in card("Morphtronic Boomboxen"))
    # a condition on a position read in one sentence is the effect itself, not one it grants
    assert not any(effect.granted_by_own_effect for effect in card("Jade Knight"))
    assert not card("Exiled Force")[0].granted_by_own_effect


def test_an_activation_that_needs_the_summon_by_a_named_card():
    # "if this card was Special Summoned by the effect of "Allure Queen LV3""
    assert card("Allure Queen LV5")[0].summoned_by == "Allure Queen LV3"
    assert card("Allure Queen LV5")[2].summoned_by is None
    assert card("Exiled Force")[0].summoned_by is None


def test_a_spirit_monsters_return_to_the_hand_is_an_effect_of_the_card_on_the_field():
    # "During the End Phase of the turn this card is Normal Summoned or flipped face-up: Return it
    # to the hand" (and the older "This card returns to its owner's hand during the End Phase of the turn ..."): the
    # hand is where the card goes; the effect is the card's on the field (rule state-phase-effect-of-a-monster-on-the-field)
    for name in ("Asura Priest", "Yata-Garasu", "Susa Soldier", "Dark Dust Spirit"):
        returns = [e for e in card(name) if any(c.action == "return_to_hand" for c in e.clauses)]
        assert returns and returns[0].activates_from == "field", name
