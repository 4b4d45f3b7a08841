"""Round 115: "destroy that target, and if you do, banish it" with "Neither player can banish cards" (Imperial Iron
Wall) chained to it: the target is destroyed, not banished, and the parts that needed the banishment are not done
(rule res-forbidden-part-not-done; Nobleman of Crossout's ruling). Real pool cards, met and unmet."""

from __future__ import annotations

from edison_kg import timing


def _nobleman(chained=True):
    cards = {"nob": {"name": "Nobleman of Crossout", "controller": "A", "zone": "hand"},
             "fd": {"name": "Gene-Warped Warwolf", "controller": "B", "zone": "monster_zone", "position": "face_down"},
             "iiw": {"name": "Imperial Iron Wall", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    steps = [{"activate": "nob", "targets": ["fd"]}]
    steps += [{"activate": "iiw"}, {"resolve": 2}, {"resolve": 1}] if chained else [{"resolve": 1}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": {"last_thing": True}}).to_dict()


def test_nobleman_destroys_but_does_not_banish_under_imperial_iron_wall():
    got = _nobleman()
    assert [(e["event"], e["card"], e.get("to")) for e in got["last_thing"]] == [("destroyed", "fd", "graveyard")]
    assert any(rule.endswith("res-forbidden-part-not-done") for rule in got["rules"])
    assert any("was not done: Imperial Iron Wall" in line for line in got["assumed"])


def test_nobleman_banishes_without_imperial_iron_wall_applying():
    got = _nobleman(chained=False)         # Imperial Iron Wall stays Set: it applies nothing
    assert not any(rule.endswith("res-forbidden-part-not-done") for rule in got["rules"])
    assert "Gene-Warped Warwolf was banished" in " ".join(got["happened"])


def _bottomless(chained=True):
    cards = {"vr": {"name": "Vorse Raider", "controller": "A", "zone": "hand"},
             "bth": {"name": "Bottomless Trap Hole", "controller": "B", "zone": "spell_trap_zone", "face_up": False},
             "iiw": {"name": "Imperial Iron Wall", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    steps = [{"events": [{"event": "normal_summon", "card": "vr", "player": "A"}]}, {"activate": "bth"}]
    steps += [{"activate": "iiw"}, {"resolve": 2}, {"resolve": 1}] if chained else [{"resolve": 1}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": {"last_thing": True}}).to_dict()


def test_bottomless_trap_hole_destroys_but_does_not_banish_under_imperial_iron_wall():
    got = _bottomless()
    assert [(e["event"], e["card"], e.get("to")) for e in got["last_thing"]] == [("destroyed", "vr", "graveyard")]
    assert any(rule.endswith("res-forbidden-part-not-done") for rule in got["rules"])


def test_bottomless_trap_hole_banishes_without_the_lock():
    got = _bottomless(chained=False)
    assert ("banished", "vr") in [(e["event"], e["card"]) for e in got["last_thing"]]
    assert not any(rule.endswith("res-forbidden-part-not-done") for rule in got["rules"])
