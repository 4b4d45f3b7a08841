"""Readings: an effect that must be in the Graveyard to be activated, and the wordings
that negate the effects of monsters destroyed by battle."""

from __future__ import annotations

from cardtext.pool import card

from edison_kg.cardtext import analyze


def restrictions(name):
    return [r for e in card(name) for r in e.restrictions if r.kind == "negate-destroyed-by-battle"]


def test_an_effect_that_must_be_in_the_graveyard_to_activate():
    shell = next(e for e in card("Volcanic Shell") if e.kind != "continuous")
    assert shell.activates_from == "graveyard"         # "This card must be in the GY to activate and to resolve"
    dude = next(e for e in card("Destiny HERO - Double Dude") if e.kind == "trigger")
    assert dude.activates_from == "graveyard"


def test_the_wordings_that_negate_the_effects_of_monsters_destroyed_by_battle():
    for name in ("Ancient Gear Beast", "Terrorking Archfiend", "Dark Lucius LV4", "Dark Ruler Ha Des"):
        assert len(restrictions(name)) == 1, name
    # held only sometimes ("If ..., the effects ... are negated", a gained bullet): not read as always on
    # (Blade Knight's state is read, below)
    assert restrictions("Dark Lucius LV6") == []
    # a gained Attribute bullet is read with the state it holds under
    (earth,) = restrictions("Element Saurus")
    assert earth.holds_while == "field-has-kind" and earth.while_kind.attributes == frozenset({"EARTH"})


def test_what_a_battle_does_at_the_end_of_the_damage_step_written_after_it():
    # "If this card attacks or is attacked, remove 1 counter from this card at the end of the Damage Step."
    tetran = next(e for e in card("B.E.S. Tetran") if "end of the Damage Step" in e.text)
    assert tetran.condition.types == ["phase_entered"] and tetran.condition.end_of_damage_step
    assert tetran.condition.attack_role == "either"
    # "If this card battles a Fiend or Zombie-Type monster, destroy that monster at the end of the Damage Step."
    getsu = next(e for e in card("Getsu Fuhma") if e.kind == "trigger")
    assert getsu.condition.end_of_damage_step and getsu.condition.battled_kind.monster_types == {"Fiend", "Zombie"}


def test_battle_damage_by_a_direct_attack():
    for name in ("Spirit Reaper", "X-Saber Airbellum", "Decayed Commander"):
        effect = next(e for e in card(name) if e.condition is not None and "damage_inflicted" in e.condition.types)
        assert effect.condition.direct_attack, name


def test_an_attack_declared_on_an_opponent_s_monster_is_declared_by_this_card_s_player():
    vwxyz = next(e for e in card("VWXYZ-Dragon Catapult Cannon")
                 if e.condition is not None and "attack_declared" in e.condition.types)
    assert vwxyz.condition.player is None and vwxyz.condition.attack_role == "attacker"


def test_the_kind_of_destroying_monster_named_by_its_plural_alone():
    # PSCT "Zombies you control" reads like "Zombie-Type monsters you control"
    for text, kind in (("Negate the effects of Effect Monsters destroyed by battle with Fiends you control.", "Fiend"),
                       ("Negate the effects of monsters destroyed by battle with Spellcasters you control.", "Spellcaster")):
        (effect,) = analyze(text)
        (restriction,) = effect.restrictions
        assert (restriction.kind, restriction.cards.monster_types, restriction.players) == \
            ("negate-destroyed-by-battle", frozenset({kind}), "you")
    (ha_des,) = restrictions("Dark Ruler Ha Des")
    assert ha_des.cards.monster_types == frozenset({"Fiend"}) and ha_des.granted_to is None


def test_an_equip_cards_negation_for_the_equipped_monster():
    (baou,) = restrictions("Wicked-Breaking Flamberge - Baou")
    assert (baou.granted_to, baou.cards.empty, baou.players) == ("equipped-monster", True, "opponent")
    # the same words in another restriction name the cards it restricts, not whose it is
    (leave,) = [r for e in card("Autonomous Action Unit") for r in e.restrictions if r.kind == "leave-destroys-linked"]
    assert leave.granted_to is None


def test_a_negation_for_a_kind_of_monster_destroyed_while_a_state_holds():
    # "If you control no other monsters, the effects of Flip monsters destroyed by battle with this card are negated."
    (knight,) = restrictions("Blade Knight")
    assert (knight.holds_while, knight.destroyed_kind.subtypes, knight.cards.empty) == \
        ("you-control-no-other", frozenset({"Flip"}), True)


def test_a_monsters_own_negation_of_the_monsters_destroyed_by_this_card():
    # "Negate the effects of Effect Monsters destroyed by this card": those it destroys by battle
    assert [(r.kind, r.granted_to) for r in restrictions("Ultimate Obedient Fiend")] == \
        [("negate-destroyed-by-battle", None)]
    # an effect of its own that destroys ("destroyed by this card as a result of battle") keeps its own reading
    assert not [r for e in analyze("Destroy all monsters destroyed by this card.", name="x", subtypes=("effect",))
                for r in e.restrictions if r.kind == "negate-destroyed-by-battle"]
