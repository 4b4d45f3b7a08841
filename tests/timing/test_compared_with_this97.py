"""What a resolution did (round 97): "destroy 1 face-up monster whose DEF is equal to or less than the ATK of this
card" names its own card only for the value compared; it destroys the monster it picked (rule
res-compared-with-this-card-acts-on-the-other). Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card

COMPARED = "res-compared-with-this-card-acts-on-the-other"


def _last(got):
    return [(e["event"], e.get("card")) for e in got.to_dict()["last_thing"]]


def test_throwstone_unit_destroys_its_target_not_itself():
    cards = {"throw": card("Throwstone Unit", "A", position="attack"),
             "capt": card("Marauding Captain", "A", position="attack"),
             "mallon": card("Marshmallon", "B", position="defense")}
    got = ask(cards, {"last_thing": True},
              [{"activate": "throw", "targets": ["mallon"],
                "cost": [{"event": "tributed", "card": "capt", "from": "monster_zone", "to": "graveyard",
                          "cause": "cost"}]}, {"resolve": 1}])
    assert _last(got) == [("destroyed", "mallon")]
    assert COMPARED in got.rules


def test_cyber_laser_dragon_destroys_its_target():
    cards = {"cld": card("Cyber Laser Dragon", "A", position="attack"),
             "jinzo": card("Jinzo", "B", position="attack")}
    got = ask(cards, {"last_thing": True}, [{"activate": "cld", "targets": ["jinzo"]}, {"resolve": 1}])
    assert _last(got) == [("destroyed", "jinzo")]
    assert COMPARED in got.rules


def test_an_effect_that_names_its_target_plainly_is_not_this_rule():
    cards = {"giant": card("Elemental HERO Thunder Giant", "A", position="attack"),
             "elf": card("Gemini Elf", "B", position="attack"),
             "disc": card("Sangan", "A", "hand")}
    got = ask(cards, {"last_thing": True},
              [{"activate": "giant", "targets": ["elf"],
                "cost": [{"event": "discarded", "card": "disc", "from": "hand", "to": "graveyard", "cause": "cost"}]},
               {"resolve": 1}])
    assert _last(got) == [("destroyed", "elf")]
    assert COMPARED not in got.rules


def test_reader_keeps_this_card_where_the_clause_acts_on_it():
    from edison_kg.cardtext.consequences import _subject
    assert _subject("destroy 1 face-up monster on the field whose DEF is equal to or less than the ATK of this card",
                    "destroy") == "compared-with-this"                                        # Throwstone Unit
    assert _subject("destroy 1 monster with ATK or DEF equal to or higher than the ATK of this card",
                    "destroy") == "compared-with-this"                                        # Cyber Laser Dragon
    assert _subject("Destroy this card if there are face-up monsters on the field other than this card",
                    "destroy") == "self"                                                      # Reptilianne Servant
