"""What a resolution did (round 99): "Special Summon 1 monster from your hand whose Level is less than or equal to the
number of Gate Counters on this card" names its own card only for the number compared (rule
res-compared-with-this-card-acts-on-the-other); "take damage equal to the original ATK of the equipped monster" takes
the ATK of the monster the Equip Card is equipped to (rule res-amount-by-equipped-atk). Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card

from edison_kg.cardtext.consequences import _subject
from edison_kg.cardtext.life_points import clause_amount_of

EQUIPPED = "res-amount-by-equipped-atk"


def _last(got):
    return [(e["event"], e.get("card"), e.get("amount")) for e in got.to_dict()["last_thing"]]


def test_spacegate_special_summons_the_monster_from_the_hand_not_itself():
    cards = {"sg": card("Spacegate", "A", "spell_trap_zone", face_up=True, counters={"Gate Counter": 3}),
             "sangan": card("Sangan", "A", "hand")}
    got = ask(cards, {"last_thing": True},
              [{"activate": "sg", "cost": [{"event": "sent_to_gy", "card": "sg", "from": "spell_trap_zone",
                                            "to": "graveyard", "cause": "cost"}]}, {"resolve": 1}])
    assert _last(got) == [("special_summon", "sangan", None)]


def test_reader_reads_the_counters_on_this_card_as_a_number_compared():
    assert _subject("Special Summon 1 Dragon-Type monster from your Deck whose Level is less than or equal to the "
                    "number of Dragonic Counters on this card", "special_summon") == "compared-with-this"  # Dragonic Guard
    assert _subject("Special Summon 1 monster from your hand whose Level is less than or equal to the number of Gate "
                    "Counters on this card", "special_summon") == "compared-with-this"                     # Spacegate
    assert _subject("Special Summon this card from your Graveyard", "special_summon") == "self"


def test_morphtronic_engine_damage_is_the_equipped_monsters_original_atk():
    cards = {"eng": card("Morphtronic Engine", "A", "spell_trap_zone", face_up=True, equipped_to="dt"),
             "dt": card("Morphtronic Datatron", "A", position="attack")}
    got = ask(cards, {"last_thing": True}, [{"activate": "eng"}, {"resolve": 1}], phase="standby")
    assert _last(got) == [("destroyed", "eng", None), ("damage_inflicted", None, 1200)]
    assert EQUIPPED in got.rules


def test_morphtronic_engine_equipped_to_no_named_monster_gives_no_amount():
    cards = {"eng": card("Morphtronic Engine", "A", "spell_trap_zone", face_up=True)}
    got = ask(cards, {"last_thing": True}, [{"activate": "eng"}, {"resolve": 1}], phase="standby")
    assert ("damage_inflicted", None, None) in _last(got)
    assert EQUIPPED not in got.rules


def test_reader_reads_the_amount_by_the_equipped_monsters_atk():
    assert clause_amount_of("damage_inflicted", "take damage equal to the original ATK of the equipped monster") \
        == "equipped-original-atk"                                                               # Morphtronic Engine
    assert clause_amount_of("damage_inflicted", "inflict damage to your opponent equal to the ATK of the equipped "
                            "monster") == "equipped-current-atk"                                  # Nitro Unit
    assert clause_amount_of("damage_inflicted", "take damage equal to its original ATK") == "its-original-atk"
