""""... if your opponent controls any monsters with ATK less than or equal to that target's ATK, destroy 1 of them": "them"
are the opponent's monsters its condition names, not its target; with one there it is the one destroyed (rule
res-selected-card-the-only-one-of-its-kind). Asked of the whole engine on real cards."""

from __future__ import annotations

from edison_kg import timing


def _hero_blast(opponents: dict) -> dict:
    # Hero Blast: "Target 1 "Elemental HERO" Normal Monster in your GY; add that target to your hand, then if your
    # opponent controls any monsters with ATK less than or equal to that target's ATK, destroy 1 of them."
    cards = {"hb": {"name": "Hero Blast", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "av": {"name": "Elemental HERO Avian", "controller": "A", "zone": "graveyard"}, **opponents}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": cards,
                       "steps": [{"activate": "hb", "targets": ["av"]}, {"resolve": 1}],
                       "ask": {"last_thing": True}}).to_dict()


def test_the_one_opponents_monster_is_destroyed_not_the_target():
    answer = _hero_blast({"mk": {"name": "Marshmallon", "controller": "B", "zone": "monster_zone", "position": "attack"}})
    assert [(e["event"], e["card"]) for e in answer["last_thing"]] == [("destroyed", "mk")]


def test_two_opponents_monsters_leave_the_pick_open_and_the_target_is_never_destroyed():
    answer = _hero_blast({"mk": {"name": "Marshmallon", "controller": "B", "zone": "monster_zone", "position": "attack"},
                          "sg": {"name": "Sangan", "controller": "B", "zone": "monster_zone", "position": "attack"}})
    assert all(e["card"] != "av" for e in answer["last_thing"] if e["event"] == "destroyed")
