"""What a resolution did (round 97): "Fusion Summon 1 "Cyberdark Dragon" ..., by returning 1 each of ... from your hand,
GY, and/or anywhere on your field, to the Deck, as Fusion Material": the material words run on to "as Fusion
Material" closing the sentence, so the materials are returned first and the Fusion Summon is the last thing, as
with "by banishing" (rule mtt-summon-material). Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card


def _last(got):
    return [(e["event"], e.get("card")) for e in got.to_dict()["last_thing"]]


def test_cyberdark_impact_returns_the_materials_then_summons():
    cards = {"imp": card("Cyberdark Impact!", "A", "hand"), "horn": card("Cyberdark Horn", "A", "hand"),
             "edge": card("Cyberdark Edge", "A", "graveyard"), "keel": card("Cyberdark Keel", "A", position="attack"),
             "cdd": card("Cyberdark Dragon", "A", "extra_deck")}
    got = ask(cards, {"last_thing": True}, [{"activate": "imp"}, {"resolve": 1}])
    assert _last(got) == [("fusion_summon", "cdd")]
    happened = got.to_dict()["happened"]
    assert happened.index(next(h for h in happened if "returned to the Deck" in h)) \
        < happened.index(next(h for h in happened if "Fusion Summoned" in h))


def test_miracle_fusion_still_banishes_then_summons():
    cards = {"mf": card("Miracle Fusion", "A", "hand"), "sp": card("Elemental HERO Sparkman", "A", "graveyard"),
             "av": card("Elemental HERO Avian", "A", "graveyard"),
             "fw": card("Elemental HERO Flame Wingman", "A", "extra_deck")}
    got = ask(cards, {"last_thing": True}, [{"activate": "mf"}, {"resolve": 1}])
    assert _last(got) == [("fusion_summon", "fw")]


def test_reader_takes_the_material_words_up_to_as_fusion_material():
    from edison_kg.cardtext.cost import _materials_to_the_end
    done, tail = _materials_to_the_end('returning 1 each of "Cyberdark Horn"',
                                       ', "Cyberdark Edge" and "Cyberdark Keel" from your hand, to the Deck, '
                                       'as Fusion Material.')
    assert done.endswith("from your hand, to the Deck") and tail == "."
    # the materials already closing the sentence (Miracle Fusion): nothing to join
    assert _materials_to_the_end("banishing Fusion Materials listed on it", ".") == \
        ("banishing Fusion Materials listed on it", ".")
    # words after the materials that are not "as Fusion Material": left as they are
    assert _materials_to_the_end("banishing them", ", and it gains 500 ATK.")[1] == ", and it gains 500 ATK."
