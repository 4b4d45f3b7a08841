"""A Trap Card that equips itself ("Target 1 face-up monster you control; equip this card to that target") is
equipped only when its activation resolves (rule eq-equip-must-resolve): negated, it was never equipped, so
"If this card is destroyed by a card effect while equipped" is not met (Blast with Chain's ruling on Solemn
Judgment). Real cards: Blast with Chain, Plant Food Chain, Solemn Judgment, Mystical Space Typhoon."""

from __future__ import annotations

import pytest

from edison_kg import timing


def _equip_trap(card: str, negated: bool) -> timing.Answer:
    cards = {"bwc": {"name": card, "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "mon": {"name": "Cyber Dragon", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "sj": {"name": "Solemn Judgment", "controller": "B", "zone": "spell_trap_zone", "face_up": False},
             "mst": {"name": "Mystical Space Typhoon", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    if negated:
        steps = [{"activate": "bwc", "targets": ["mon"]},
                 {"activate": "sj", "cost": [{"event": "lp_paid", "player": "B", "amount": 4000, "cause": "cost"}]},
                 {"resolve": 2, "events": [[{"event": "activation_negated", "card": "bwc", "by": "sj"},
                                            {"event": "destroyed", "card": "bwc", "from": "spell_trap_zone",
                                             "to": "graveyard", "cause": "effect", "by": "sj"}]]},
                 {"resolve": 1, "events": []}]
    else:
        steps = [{"activate": "bwc", "targets": ["mon"]}, {"resolve": 1},
                 {"activate": "mst", "targets": ["bwc"]},
                 {"resolve": 1, "events": [{"event": "destroyed", "card": "bwc", "from": "spell_trap_zone",
                                            "to": "graveyard", "cause": "effect", "by": "mst"}]}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": cards, "steps": steps,
                       "ask": {"triggers": True}})


def _cited(got) -> bool:
    return any(r.endswith("rule/eq-equip-must-resolve") for r in got.rule_iris)


@pytest.mark.parametrize("card", ["Blast with Chain", "Plant Food Chain"])
def test_a_negated_trap_that_equips_itself_was_never_equipped(card):
    got = _equip_trap(card, negated=True)
    assert got.chain == [] and got.missed == [] and _cited(got)


def test_destroyed_once_equipped_it_activates():
    got = _equip_trap("Blast with Chain", negated=False)
    assert [(e["card"], e["effect"]) for e in got.chain] == [("bwc", 2)] and not _cited(got)


def test_destroyed_once_equipped_the_condition_of_another_is_met():
    got = _equip_trap("Plant Food Chain", negated=False)
    assert not _cited(got)          # met; its Summon then needs a Plant monster in the Graveyard
