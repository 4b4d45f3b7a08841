"""The card reader stores the state a continuous restriction needs when it is a state of
its own card ("While this card is in Attack Position") or of the field ("While another Plant monster is on the
field"), and marks an effect whose subject is "this Token" as its Token's."""

from __future__ import annotations

from edison_kg.cardtext import analyze


def restrictions(text, **context):
    return [r for e in analyze(text, **context) for r in e.restrictions]


def test_a_restriction_while_its_card_is_in_a_battle_position():
    phoenix = restrictions("While this card is in Attack Position, negate all Spell/Trap effects that target exactly "
                           "1 Machine you control (and no other cards).")
    assert [r.holds_while for r in phoenix] == ["self-attack-position"]
    truesdale = restrictions("While this card is in Defense Position, all Plant-Type monsters you control gain 500 ATK and DEF.")
    assert {r.holds_while for r in truesdale} == {"self-defense-position"} and len(truesdale) == 2


def test_a_restriction_while_another_monster_of_a_kind_is_on_the_field():
    [bouncer] = restrictions("While another Plant monster is on the field, neither player can Special Summon monsters.")
    assert bouncer.holds_while == "field-has-another"
    assert bouncer.while_kind.monster_types == frozenset({"Plant"})


def test_a_restriction_without_a_state_keeps_none():
    [goblin] = restrictions("As long as this card remains face-up on the field, control of this card cannot switch.")
    assert goblin.kind == "control-locked" and goblin.holds_while is None


def test_an_effect_whose_subject_is_this_token_is_the_tokens():
    effects = analyze('FLIP: Special Summon 1 "Ivy Token" (Plant-Type/EARTH/Level 1/ATK 0/DEF 0) in Defense Position '
                      "to your opponent's side of the field. When this Token is destroyed, its controller takes 300 damage.")
    assert [e.of_its_token for e in effects] == [False, True]
    [seed] = analyze("This Token cannot be Tributed for a Tribute Summon.")
    assert seed.of_its_token


def test_an_effect_that_only_mentions_the_token_stays_its_cards():
    [cloning] = analyze("When your opponent Normal or Flip Summons a monster that has a Level: Target that face-up "
                        'monster; Special Summon 1 "Clone Token", with the same original Type, Attribute, Level, ATK, '
                        "and DEF as that target. When that target is destroyed and sent to the GY, destroy this Token.",
                        card_type="trap", psct=True)
    assert not cloning.of_its_token


def test_a_restriction_as_long_as_you_control_the_equipped_monster():
    [armor] = restrictions("As long as you control the monster equipped with this card, your opponent cannot use the "
                           "effect of a Spell, Trap, or Effect Monster that targets 1 monster, except the equipped monster.",
                           card_type="spell", subtypes=("Equip",))
    assert armor.holds_while == "you-control-equipped"
