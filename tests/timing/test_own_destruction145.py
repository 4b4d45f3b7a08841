"""A monster's own destruction while cards of a kind are, or are not, where its text says (round 145, rule
ce-own-destruction-while-a-kind-is-there): "If there is a non-LIGHT monster on your side of the field, destroy this
face-up card" (Thunder Nyan Nyan), "Destroy this card if you do not have a Zombie-Type monster in your Graveyard"
(Zombie Mammoth), "If "The Sanctuary in the Sky" is not on the field, destroy this card" and the like (Zeradias,
Herald of Heaven, Archfiend General, Giant Kozaky, Elemental HERO Captain Gold) are Continuous Effects: the monster is
destroyed, with no chain, once the Chain Link or the happening outside a chain that brought the state about is done.
Real cards of the pool."""

from __future__ import annotations

from edison_kg.cardtext.reader import analyze
from scenario_cards import ask, card

RULE = "ce-own-destruction-while-a-kind-is-there"


def _last(got):
    return [(e["event"], e.get("card")) for e in got.to_dict()["last_thing"]]


def _held(words):
    effect = analyze(words, card_type="monster", subtypes=("Effect",))[0]
    assert effect.kind == "continuous"
    return effect.needs_held


def test_the_states_of_a_kind_are_read_as_held_states_of_its_own_destruction():
    assert _held("If there is a non-LIGHT monster on your side of the field, destroy this face-up card.") \
        == ("non-attribute-monster you LIGHT",)
    assert _held("Destroy this card if you do not have a Zombie-Type monster in your Graveyard.") \
        == ("no-type you graveyard Zombie",)
    assert _held('If this card is on the field but "Pandemonium" is not on the field, destroy this card.') \
        == ("no-face-up-named field Pandemonium",)
    assert _held('If "Skyscraper" is not face-up on the field, destroy this card.') == ("no-face-up-named field Skyscraper",)
    assert _held('If there is no face-up "Kozaky" on the field, destroy this card.') == ("no-face-up-named field Kozaky",)
    # the same state destroying other cards is no own destruction
    assert "non-attribute-monster you LIGHT" not in analyze(
        "If there is a non-LIGHT monster on your side of the field, destroy all monsters.", card_type="monster",
        subtypes=("Effect",))[0].needs_held


def _sanctuary():
    return {"zer": card("Zeradias, Herald of Heaven", "A", position="attack"),
            "sky": card("The Sanctuary in the Sky", "A", "field_zone", face_up=True),
            "srl": card("Swords of Revealing Light", "A", "spell_trap_zone", face_up=True),
            "mst": card("Mystical Space Typhoon", "B", "hand")}


def test_zeradias_is_destroyed_once_the_named_field_spell_is_destroyed():
    got = ask(_sanctuary(), {"last_thing": True}, [{"activate": "mst", "targets": ["sky"]}, {"resolve": 1}],
              turn_player="B")
    assert _last(got) == [("destroyed", "zer")] and RULE in got.rules and got.to_dict()["chain"] == []


def test_zeradias_stays_while_the_named_field_spell_stays():
    got = ask(_sanctuary(), {"last_thing": True}, [{"activate": "mst", "targets": ["srl"]}, {"resolve": 1}],
              turn_player="B")
    assert _last(got) == [("destroyed", "srl")] and RULE not in got.rules


def test_captain_gold_outside_a_chain_once_skyscraper_leaves_the_field():
    cards = {"gold": card("Elemental HERO Captain Gold", "A", position="attack"),
             "sky": card("Skyscraper", "A", "field_zone", face_up=True),
             "vr": card("Vorse Raider", "B", position="attack")}
    # Skyscraper sent away: Captain Gold follows; another card destroyed: it stays
    for gone, zone, last in (("sky", "field_zone", "gold"), ("vr", "monster_zone", "vr")):
        told = {"event": "destroyed", "card": gone, "from": zone, "to": "graveyard", "cause": "effect"}
        got = ask(cards, {"last_thing": True}, [{"events": [[told]]}])
        assert _last(got) == [("destroyed", last)] and (RULE in got.rules) == (last == "gold")


def _mammoth(*graveyard):
    cards = {"mam": card("Zombie Mammoth", "A", position="attack"),
             "coth": card("Call of the Haunted", "A", "spell_trap_zone", face_up=False)}
    cards.update({f"gy{i}": card(name, "A", "graveyard") for i, name in enumerate(graveyard)})
    return cards


def test_zombie_mammoth_is_destroyed_once_the_last_zombie_leaves_its_graveyard():
    got = ask(_mammoth("Pyramid Turtle"), {"last_thing": True}, [{"activate": "coth", "targets": ["gy0"]}, {"resolve": 1}])
    assert _last(got) == [("destroyed", "mam")] and RULE in got.rules


def test_zombie_mammoth_stays_while_another_zombie_is_in_its_graveyard():
    got = ask(_mammoth("Pyramid Turtle", "Vampire Lord"), {"last_thing": True},
              [{"activate": "coth", "targets": ["gy0"]}, {"resolve": 1}])
    assert ("destroyed", "mam") not in _last(got) and RULE not in got.rules


def _nyan():
    return {"tnn": card("Thunder Nyan Nyan", "A", position="attack"),
            "set": card("Mystic Tomato", "A", face_up=False, position="defense"),
            "theirs": card("Vampire Lord", "B", face_up=False, position="defense")}


def test_thunder_nyan_nyan_is_destroyed_once_a_set_non_light_monster_is_flipped_face_up():
    flipped = [{"event": "flipped_face_up", "card": "set", "cause": "effect"}]
    got = ask(_nyan(), {"last_thing": True}, [{"events": [flipped]}])
    assert _last(got) == [("destroyed", "tnn")] and RULE in got.rules


def test_thunder_nyan_nyan_stays_beside_a_set_non_light_monster_and_an_opponents_one():
    # a face-down monster shows no Attribute; the opponent's DARK monster flipped face-up is not on her side
    flipped = [{"event": "flipped_face_up", "card": "theirs", "cause": "effect"}]
    got = ask(_nyan(), {"last_thing": True}, [{"events": [flipped]}])
    assert ("destroyed", "tnn") not in _last(got) and RULE not in got.rules
