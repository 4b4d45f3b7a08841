"""Round 135, on real cards of the pool:

- a resolving part whose cards the scenario does not name is not done when a lock forbids its deed for every card
  its words can act on (rule res-forbidden-unnamed-part-not-done): Evil Thorn's Summon of "Evil Thorn" (DARK) from
  the Deck under Barrier Statue of the Stormwinds, of the Torrent, or Vanity's Fiend (its damage still inflicted),
  done under Barrier Statue of the Abyss (it spares DARK monsters); Mystic Tomato's Summon of a DARK monster
  likewise;
- a cost of "any number of" cards its player controls needs at least 1 of them (rule cost-any-number-needs-one):
  Emergency Provisions with or without another Spell/Trap Card; Crop Circles with or without a monster."""

from __future__ import annotations

import pytest

from scenario_cards import ask, card


def _monster(name: str, controller: str = "A") -> dict:
    return card(name, controller, position="attack")


def _set(name: str, controller: str = "A") -> dict:
    return card(name, controller, "spell_trap_zone", face_up=False)


def _events(answer) -> list[str]:
    return [event["event"] for event in answer.last_thing]


# ------------------------------------------------------------------ a lock on every card a part can act on

@pytest.mark.parametrize("lock, summoned", [("Barrier Statue of the Stormwinds", False), ("Vanity's Fiend", False),
                                            ("Barrier Statue of the Torrent", False),
                                            ("Barrier Statue of the Abyss", True)])
def test_evil_thorn_summons_only_what_the_lock_allows(lock, summoned):
    cards = {"et": _monster("Evil Thorn"), "bs": _monster(lock, "B")}
    cost = [{"event": "tributed", "card": "et", "from": "monster_zone", "to": "graveyard", "cause": "cost"}]
    got = ask(cards, {"last_thing": True}, [{"activate": "et", "cost": cost}, {"resolve": 1}], turn_player="A")
    assert _events(got) == (["damage_inflicted", "special_summon"] if summoned else ["damage_inflicted"])
    assert ("res-forbidden-unnamed-part-not-done" in got.rules) is not summoned
    if not summoned:
        assert any(lock in line and "not done" in line for line in got.assumed)


@pytest.mark.parametrize("lock, summoned", [("Barrier Statue of the Stormwinds", False),
                                            ("Barrier Statue of the Abyss", True)])
def test_mystic_tomato_summons_a_dark_monster_only_where_the_lock_spares_it(lock, summoned):
    cards = {"vr": _monster("Vorse Raider", "B"), "mt": _monster("Mystic Tomato"), "bs": _monster(lock, "B")}
    steps = [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "vr", "target": "mt"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "mt", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle", "by": "vr"}]},
             {"activate": "mt"}, {"resolve": 1}]
    got = ask(cards, {"last_thing": True}, steps, turn_player="B")
    assert ("special_summon" in _events(got)) is summoned
    assert ("res-forbidden-unnamed-part-not-done" in got.rules) is not summoned


# ------------------------------------------------------------------ any number of cards you control

@pytest.mark.parametrize("other, answer", [(None, "no"), ("Mirror Force", "yes")])
def test_emergency_provisions_needs_another_spell_or_trap(other, answer):
    cards = {"prov": _set("Emergency Provisions"), "trunade": {"name": "Giant Trunade", "controller": "B",
                                                               "zone": "hand"}}
    if other:
        cards["other"] = _set(other)
    got = ask(cards, {"can_activate": "prov"}, [{"activate": "trunade"}], turn_player="B")
    assert got.answer == answer
    if answer == "no":
        assert "cost-any-number-needs-one" in got.rules


@pytest.mark.parametrize("with_monster, answer", [(False, "no"), (True, "yes")])
def test_crop_circles_needs_a_monster_to_send(with_monster, answer):
    cards = {"crop": _set("Crop Circles"), "trunade": {"name": "Giant Trunade", "controller": "B", "zone": "hand"}}
    if with_monster:
        cards["tomato"] = _monster("Mystic Tomato")
    got = ask(cards, {"can_activate": "crop"}, [{"activate": "trunade"}], turn_player="B")
    assert got.answer == answer
    if answer == "no":
        assert "cost-any-number-needs-one" in got.rules
