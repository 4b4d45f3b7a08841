"""A monster destroyed after a targeting effect needs to be targeted face-up on the field (round 119, rule
ce-own-destruction-needs-a-face-up-target, refining ce-own-destruction-applied-at-once): "After resolving an effect
that targets this face-up card on the field, destroy this card" (Spirit Reaper; printed "Destroy this card when it is
targeted by the effect of ...", Reaper on the Nightmare, Reptilianne Servant) does not destroy a monster targeted in
the Graveyard and Special Summoned by a one-shot effect, while a card that keeps targeting it on the field (Call of the
Haunted, Premature Burial) still does. Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card

RULE = "ce-own-destruction-needs-a-face-up-target"
APPLIED = "ce-own-destruction-applied-at-once"


def _last(got):
    return [(e["event"], e.get("card")) for e in got.to_dict()["last_thing"]]


def _revived(name: str, reviver: str, zone: str = "hand", **state):
    cards = {"rev": card(reviver, "A", zone, **state), "m": card(name, "A", "graveyard")}
    return ask(cards, {"last_thing": True}, [{"activate": "rev", "targets": ["m"]}, {"resolve": 1}])


def test_book_of_life_summons_spirit_reaper_from_the_graveyard_without_destroying_it():
    cards = {"bol": card("Book of Life", "A", "hand"), "reaper": card("Spirit Reaper", "A", "graveyard"),
             "elf": card("Gemini Elf", "B", "graveyard")}
    got = ask(cards, {"last_thing": True}, [{"activate": "bol", "targets": ["reaper", "elf"]}, {"resolve": 1}])
    assert _last(got) == [("special_summon", "reaper"), ("banished", "elf")]
    assert RULE in got.rules and APPLIED not in got.rules


def test_monster_reborn_on_a_graveyard_target_destroys_no_monster_of_the_family():
    for name in ("Spirit Reaper", "Reaper on the Nightmare", "Reptilianne Servant"):
        got = _revived(name, "Monster Reborn")
        assert _last(got) == [("special_summon", "m")], name
        assert RULE in got.rules and APPLIED not in got.rules, name


def test_call_of_the_haunted_keeps_targeting_it_on_the_field_so_it_is_destroyed():
    for name in ("Spirit Reaper", "Reptilianne Servant"):
        got = _revived(name, "Call of the Haunted", "spell_trap_zone", face_up=False)
        happened = got.to_dict()["happened"]
        assert any("was destroyed by an effect" in line for line in happened), name
        assert APPLIED in got.rules and RULE not in got.rules, name


def test_premature_burial_equipped_to_it_destroys_reaper_on_the_nightmare():
    got = _revived("Reaper on the Nightmare", "Premature Burial")
    assert ("destroyed", "m") in _last(got) and APPLIED in got.rules and RULE not in got.rules


def test_a_face_up_target_on_the_field_is_still_destroyed():
    cards = {"sr": card("Spirit Reaper", "A", position="attack"), "shrink": card("Shrink", "B", "hand")}
    got = ask(cards, {"last_thing": True}, [{"activate": "shrink", "targets": ["sr"]}, {"resolve": 1}],
              turn_player="B")
    assert _last(got) == [("destroyed", "sr")] and APPLIED in got.rules and RULE not in got.rules


EACH = "res-each-player-their-own-target"


def test_the_shallow_grave_summons_each_players_target_together():
    cards = {"sg": card("The Shallow Grave", "A", "hand"), "sangan": card("Sangan", "A", "graveyard"),
             "reaper": card("Spirit Reaper", "B", "graveyard")}
    got = ask(cards, {"last_thing": True}, [{"activate": "sg", "targets": ["sangan", "reaper"]}, {"resolve": 1}])
    assert _last(got) == [("special_summon", "sangan"), ("special_summon", "reaper")] and EACH in got.rules
    assert APPLIED not in got.rules      # Spirit Reaper, targeted in the Graveyard, stays


def test_a_deed_of_one_player_on_two_targets_is_not_each_players():
    # Book of Life: the controller alone Summons the first target and banishes the second
    cards = {"bol": card("Book of Life", "A", "hand"), "reaper": card("Spirit Reaper", "A", "graveyard"),
             "elf": card("Gemini Elf", "B", "graveyard")}
    got = ask(cards, {"last_thing": True}, [{"activate": "bol", "targets": ["reaper", "elf"]}, {"resolve": 1}])
    assert EACH not in got.rules
