"""A monster destroyed by battle whose sending to the Graveyard the scenario writes at the end of the Damage Step,
after a chain for the battle damage (round 143): "destroyed by battle and sent to the Graveyard" is met at the
sending (rule bt-destroyed-and-sent-met-at-the-sending). Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card

RULE = "bt-destroyed-and-sent-met-at-the-sending"


def _zaloog_attacks(name: str, atk_gap: int, after=None):
    cards = {"zaloog": card("Don Zaloog", "A", "monster_zone", position="attack"),
             "mon": card(name, "B", "monster_zone", position="attack"),
             "mst": card("Mystical Space Typhoon", "B", "hand"),
             "other": card("Dark Hole", "B", "hand")}
    destroyed = {"event": "destroyed", "card": "mon", "cause": "battle", "by": "zaloog"}
    sent = {"event": "sent_to_gy", "card": "mon", "from": "monster_zone", "to": "graveyard", "cause": "battle"}
    damage = {"event": "damage_inflicted", "player": "B", "amount": atk_gap, "cause": "battle", "by": "zaloog"}
    steps = [{"events": [{"event": "attack_declared", "card": "zaloog", "target": "mon"}]}, {"phase": "damage_step"},
             {"events": [[damage, destroyed]]}, {"activate": "zaloog"},
             {"resolve": 1, "events": [{"event": "discarded", "card": "mst", "from": "hand", "to": "graveyard",
                                        "cause": "effect", "by": "zaloog"}]}]
    steps.append({"events": [sent] + ([after] if after else [])})
    return ask(cards, {"triggers": True}, steps, phase="battle")


def test_featherizer_met_at_its_sending_after_don_zaloogs_chain():
    got = _zaloog_attacks("Featherizer", 700)
    assert [(c["card"], c["link"]) for c in got.chain] == [("mon", 1)]
    assert not got.missed
    assert RULE in got.rules
    assert any("end of the Damage Step" in line for line in got.assumed)


def test_giant_rat_met_at_its_sending_after_don_zaloogs_chain():
    got = _zaloog_attacks("Giant Rat", 1000)
    assert [(c["card"], c["link"]) for c in got.chain] == [("mon", 1)]
    assert RULE in got.rules


def test_featherizer_misses_when_something_happens_after_its_sending():
    after = {"event": "sent_to_gy", "card": "other", "from": "hand", "to": "graveyard", "cause": "effect"}
    got = _zaloog_attacks("Featherizer", 700, after=after)
    assert not got.chain
    assert [(m["card"], m["reason"]) for m in got.missed] == [("mon", "not-last-thing")]


def test_featherizer_sent_right_after_its_destruction_stays_as_before():
    cards = {"zaloog": card("Don Zaloog", "A", "monster_zone", position="attack"),
             "mon": card("Featherizer", "B", "monster_zone", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "zaloog", "target": "mon"}]}, {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "mon", "cause": "battle", "by": "zaloog"}]},
             {"events": [{"event": "sent_to_gy", "card": "mon", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle"}]}]
    got = ask(cards, {"triggers": True}, steps, phase="battle")
    assert [(c["card"], c["link"]) for c in got.chain] == [("mon", 1)]
    assert RULE not in got.rules


def test_mystic_tomato_met_at_its_sending_after_don_zaloogs_chain():
    got = _zaloog_attacks("Mystic Tomato", 1000)
    assert [(c["card"], c["link"]) for c in got.chain] == [("mon", 1)]
    assert RULE in got.rules
