"""A card destroyed and sent to the Graveyard is one happening (round 93): a scenario that writes a destruction and
then the sending of the same card to the Graveyard from where it was destroyed tells it twice; the engine takes the
destruction for both and says so. Real cards of the pool."""

from __future__ import annotations

import pytest

from edison_kg.errors import BadScenario
from scenario_cards import ask, card

ONE = "state-destroyed-and-sent-is-one-happening"


def _branch(sent: dict, same_moment: bool = False):
    cards = {"branch": card("Branch!", "A", "spell_trap_zone", face_up=True),
             "poly": card("Polymerization", "A", "hand"), "fs": card("Flame Swordsman", "A", "extra_deck"),
             "fm": card("Flame Manipulator", "A", "hand"), "mk": card("Masaki the Legendary Swordsman", "A", "hand"),
             "sak": card("Sakuretsu Armor", "B", "spell_trap_zone", face_up=False)}
    destroyed = {"event": "destroyed", "card": "fs", "cause": "effect", "by": "sak"}
    events = [[destroyed, sent]] if same_moment else [destroyed, sent]
    steps = [{"activate": "poly"},
             {"resolve": 1, "events": [
                 [{"event": "sent_to_gy", "card": "fm", "from": "hand", "to": "graveyard", "cause": "summon_material"},
                  {"event": "sent_to_gy", "card": "mk", "from": "hand", "to": "graveyard", "cause": "summon_material"}],
                 {"event": "fusion_summon", "card": "fs", "from": "extra_deck", "to": "monster_zone",
                  "position": "attack"}]},
             {"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "fs"}]},
             {"activate": "sak", "targets": ["fs"]}, {"resolve": 1, "events": events}]
    return ask(cards, {"can_activate": "branch"}, steps)


SENT = {"event": "sent_to_gy", "card": "fs", "from": "monster_zone", "to": "graveyard", "cause": "effect"}


def test_branch_after_a_fusion_monster_destroyed_and_sent_written_twice():
    got = _branch(SENT)
    assert got.answer == "yes"
    assert ONE in got.rules
    assert any("Flame Swordsman was destroyed and sent to the Graveyard" in line for line in got.assumed)


def test_destroyed_and_sent_in_one_moment_is_one_happening_too():
    got = _branch(SENT, same_moment=True)
    assert got.answer == "yes" and ONE in got.rules


def test_a_sending_from_another_place_is_not_the_same_happening():
    with pytest.raises(BadScenario):
        _branch({**SENT, "from": "hand"})


def test_sangan_destroyed_and_sent_triggers_once():
    cards = {"sangan": card("Sangan", "A", position="attack"), "hole": card("Trap Hole", "B", "spell_trap_zone")}
    steps = [{"events": [{"event": "destroyed", "card": "sangan", "cause": "effect"},
                         {"event": "sent_to_gy", "card": "sangan", "from": "monster_zone", "to": "graveyard",
                          "cause": "effect"}]}]
    got = ask(cards, {"can_activate": "sangan"}, steps)
    assert got.answer == "yes" and ONE in got.rules
