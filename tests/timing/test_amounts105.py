"""Amounts by half a stat (round 105): "inflict damage to your opponent equal to half this card's DEF" takes the card's
own DEF as it resolves, every change applied (rule res-amount-by-this-cards-stat); "increase your Life Points by half of
the ATK of the monster equipped with this card" takes half the equipped monster's ATK (rule
res-amount-by-half-equipped-atk). Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card

from edison_kg.cardtext.life_points import clause_amount_of

THIS_CARDS = "res-amount-by-this-cards-stat"
HALF_EQUIPPED = "res-amount-by-half-equipped-atk"


def _last(got):
    return [(e["event"], e.get("player"), e.get("amount")) for e in got.to_dict()["last_thing"]]


def _chacu(**more):
    cards = {"chacu": card("Earthbound Immortal Chacu Challhua", "A", position="attack"), **more}
    return ask(cards, {"last_thing": True}, [{"activate": "chacu"}, {"resolve": 1}])


def test_chacu_challhua_damage_is_half_its_def_lowered_by_mystic_plasma_zone():
    got = _chacu(mpz=card("Mystic Plasma Zone", "A", "field_zone", face_up=True))
    assert _last(got) == [("damage_inflicted", "B", 1000)]
    assert THIS_CARDS in got.rules


def test_chacu_challhua_damage_is_half_its_printed_def_with_nothing_changing_it():
    got = _chacu(field=card("Sogen", "A", "field_zone", face_up=True))        # Sogen changes no Fish
    assert _last(got) == [("damage_inflicted", "B", 1200)]


def test_kiseitai_gains_half_the_atk_of_the_monster_it_is_equipped_to():
    cards = {"kis": card("Kiseitai", "A", "spell_trap_zone", face_up=True, equipped_to="bewd"),
             "bewd": card("Blue-Eyes White Dragon", "B", position="attack")}
    got = ask(cards, {"last_thing": True}, [{"activate": "kis"}, {"resolve": 1}], phase="standby", turn_player="B")
    assert _last(got) == [("lp_gained", "A", 1500)]
    assert HALF_EQUIPPED in got.rules


def test_kiseitai_equipped_to_no_named_monster_gives_no_amount():
    cards = {"kis": card("Kiseitai", "A", "spell_trap_zone", face_up=True)}
    got = ask(cards, {"last_thing": True}, [{"activate": "kis"}, {"resolve": 1}], phase="standby", turn_player="B")
    assert _last(got) == [("lp_gained", "A", None)]
    assert HALF_EQUIPPED not in got.rules


def test_reader_reads_half_of_the_equipped_monsters_atk_and_the_cards_own_stat():
    assert clause_amount_of("lp_gained", "increase your Life Points by half of the ATK of the monster equipped with "
                            "this card") == "half-equipped-current-atk"                              # Kiseitai
    assert clause_amount_of("damage_inflicted", "inflict damage to your opponent equal to the ATK of the equipped "
                            "monster") == "equipped-current-atk"                                     # Nitro Unit
    assert clause_amount_of("damage_inflicted", "inflict damage to your opponent equal to half this card's DEF") \
        == "half-this-current-def"                                                              # Chacu Challhua
    # The Big Saturn: its ATK "in the Graveyard" is no stat on the field (its amount is stored apart)
    assert clause_amount_of("damage_inflicted", "Both players take damage equal to this card's ATK in the Graveyard") \
        is None
