"""Wordings of an activation condition the reader types, on real pool cards: "would be Normal
or Special Summoned" (both Summons), "declares an attack against a ... monster you control" (the attack target),
"another ... monster" (not this card), "the same name as that monster" (the Summoned monster's name), "chain this card
to a Trap Card you activated" (the card's activation), "as if you controlled it" (a permission, not a Tribute), and
"This card's ATK must be greater than or equal to that monster's ATK to activate"."""

from __future__ import annotations

from edison_kg.cardtext import analyze


def test_would_be_normal_or_special_summoned_names_both_summons():
    # Mind Over Matter
    effect = analyze("When a monster would be Normal or Special Summoned, OR a Spell/Trap Card is activated: Tribute 1 "
                     "Psychic-Type monster; negate the Summon or activation, and if you do, destroy that card.",
                     card_type="trap")[0]
    assert set(effect.condition.types) == {"summon_attempted", "card_activated"}
    assert set(effect.condition.summon_methods) == {"normal_summon", "special_summon"}


def test_would_be_summoned_names_every_summon():
    # Horn of Heaven's older wording: "would be Summoned" names every Summon
    effect = analyze("When a monster would be Summoned: Tribute 1 monster; negate the Summon, and if you do, destroy "
                     "that monster.", card_type="trap")[0]
    assert effect.condition.types == ["summon_attempted"] and effect.condition.summon_methods == ()


def test_an_attack_against_a_monster_you_control_names_the_attack_target():
    # Justi-Break
    condition = analyze("Activate only when your opponent declares an attack against a face-up Normal Monster you "
                        "control. Destroy all monsters on the field, except face-up Attack Position Normal Monsters.",
                        card_type="trap")[0].condition
    assert (condition.attack_role, condition.player) == ("target", "you")
    assert condition.kind.subtypes == frozenset({"Normal"})


def test_an_attack_on_an_unowned_defense_monster_keeps_its_reading():
    # "on a face-up Defense Position monster" says no side: read as before, from the attacker's side
    condition = analyze("Each time your opponent declares an attack on a face-up Defense Position monster, inflict "
                        "500 damage to your opponent.", card_type="spell")[0].condition
    assert condition.attack_role == "attacker"


def test_another_monster_is_not_this_card():
    # White Night Dragon's second effect, X-Saber Palomuro
    assert analyze("If another face-up monster you control is targeted for an attack: You can send 1 Spell/Trap you "
                   "control to the GY; change the attack target to this card.")[0].condition.another_card is True
    assert analyze("When another \"Saber\" monster you control is destroyed by battle and sent to the Graveyard: You "
                   "can pay 500 Life Points; return that monster to your hand.")[0].condition.another_card is True
    # Sangan: this card's own event
    assert analyze("If this card is sent from the field to the GY: Add 1 monster with 1500 or less ATK from your Deck "
                   "to your hand.")[0].condition.another_card is False


def test_the_same_name_as_the_summoned_monster_needs_its_name():
    # Inferno Reckless Summon
    condition = analyze("When exactly 1 monster with 1500 or less ATK is Special Summoned to your field while your "
                        "opponent controls a face-up monster: Special Summon as many monsters as possible with the same "
                        "name as the Summoned monster, from your hand, Deck, and Graveyard, in Attack Position.",
                        card_type="spell")[0].condition
    assert condition.summoned_name_needed is True
    # Trap Hole: the Summoned monster is destroyed, its name is not used
    assert analyze("When your opponent Normal or Flip Summons 1 monster with 1000 or more ATK: Target that monster; "
                   "destroy that target.", card_type="trap")[0].condition.summoned_name_needed is False


def test_chain_this_card_to_a_trap_card_you_activated():
    # Trap Reclamation
    effect = analyze("Discard 1 card and chain this card to a Trap Card you activated. Whenever that Trap Card is sent "
                     "to the Graveyard, return it to its owner's hand.", card_type="trap")[0]
    assert effect.condition.types == ["card_activated"] and effect.condition.player == "you"
    assert effect.condition.activation_kind.classes == frozenset({"trap"})


def test_tribute_as_if_controlled_is_a_permission_not_a_tribute():
    # Soul Exchange
    effect = analyze("Target 1 monster your opponent controls; this turn, if you Tribute a monster, you can Tribute "
                     "that monster, as if you controlled it. (You can't conduct your Battle Phase the turn you activate "
                     "this card).", card_type="spell")[0]
    assert [c.action for c in effect.clauses] == ["other"]
    assert [(r.kind, r.granted_to) for r in effect.restrictions if r.kind == "tribute-as-if-controlled"] \
        == [("tribute-as-if-controlled", "effect-target")]


def test_atk_at_least_the_battled_monsters_to_activate():
    # Exploder Dragonwing
    condition = analyze("At the start of the Damage Step, if this card battles a monster: You can destroy that monster, "
                        "and if you do, your opponent takes damage equal to that destroyed monster's ATK on the field "
                        "(This card's ATK must be greater than or equal to that monster's ATK to activate and to resolve "
                        "this effect).")[0].condition
    assert condition.compares == "atk-at-least-battled"
