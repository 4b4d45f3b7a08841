"""A Union Monster's "equip this card to X you control, OR unequip it to Special Summon this
card" read as two options (edison_kg/cardtext/options.py read_union_options), and "The equipped monster cannot attack
the turn you activate this effect" (edison_kg/cardtext/chain.py)."""

from __future__ import annotations

from edison_kg.cardtext import analyze


def _union(text):
    return analyze(text, card_type="monster", subtypes=["Effect", "Union"])[0]


def test_a_named_monster_to_equip_is_a_face_up_monster_its_player_controls():
    # W-Wing Catapult
    effect = _union('Once per turn, you can equip this card to a "V-Tiger Jet" you control, OR unequip it to Special '
                    'Summon this card in face-up Attack Position.')
    equip, unequip = effect.clauses
    assert equip.action == "equip" and equip.alternative and unequip.alternative
    assert (equip.picks_on_field, equip.picks_whose, equip.picks_face, equip.spares_own_card) == (1, "you", "face-up", True)
    assert equip.picks_kind.card_names == {"V-Tiger Jet"} and equip.picks_kind.classes == {"monster"}
    assert unequip.action == "special_summon" and unequip.picks_on_field is None


def test_your_named_monster_and_a_type_and_two_names():
    # Pitch-Dark Dragon: "equip it to your "Dark Blade" as an Equip Card"
    pitch = _union('Once per turn, during your Main Phase, if you control this card on the field, you can equip it to '
                   'your "Dark Blade" as an Equip Card, OR unequip the Union equipment and Special Summon this card in '
                   'face-up Attack Position.')
    assert pitch.clauses[0].picks_kind.card_names == {"Dark Blade"} and pitch.clauses[0].picks_whose == "you"
    # Heavy Mech Support Platform: a Type
    platform = _union("Once per turn, during your Main Phase, you can equip this card to a Machine-Type monster you "
                      "control as an Equip Card, OR unequip it and Special Summon it in face-up Attack Position.")
    assert platform.clauses[0].picks_kind.monster_types == {"Machine"} and platform.clauses[0].picks_on_field == 1
    # Z-Metal Tank: either of two names
    tank = _union('Once per turn, during your Main Phase, you can equip this card to "X-Head Cannon" or "Y-Dragon '
                  'Head" you control as an Equip Card, OR unequip it to Special Summon this card in face-up Attack '
                  'Position.')
    assert tank.clauses[0].picks_kind.card_names == {"X-Head Cannon", "Y-Dragon Head"}


def test_an_equip_with_no_unequip_option_is_not_read_as_a_union():
    # a plain equip (no "OR unequip"): not a Union's options
    effect = analyze('You can equip this card to a "Dark Blade" you control.', card_type="monster",
                     subtypes=["Effect"])[0]
    assert all(c.picks_on_field is None for c in effect.clauses)


def test_the_equipped_monster_cannot_attack_the_turn_you_activate_this_effect():
    # Omega Goggles
    goggles = analyze("Once per turn, you can look at 1 random card in your opponent's hand. The equipped monster "
                      "cannot attack the turn you activate this effect.", card_type="spell", subtypes=["Equip"])[0]
    assert goggles.attacks_forbidden == "equipped"


def test_a_quick_selection_whose_next_sentence_changes_atk_may_be_used_in_the_damage_step():
    # Berserking: "... you can select 2 face-up Beast-Type monsters on the field. Until the end of turn, 1 of the
    # selected monsters loses half its ATK, and the other monster gains an equal amount of ATK."
    from tests.cardtext.pool import card
    berserking = card("Berserking")[0]
    assert berserking.damage_step
    assert berserking.activation_phases == ("you:main1", "you:main2", "opponent:battle")
    # a Quick Effect that selects and changes no ATK/DEF after: not for the Damage Step
    assert not card("Ultimate Offering")[0].damage_step
