"""What a resolution did (round 76). A draw of N cards carries its count wherever it stands in the resolution
(rule res-draw-carries-its-count: Rare Value, Pot of Greed), and an "If you do:" / "When you do:" effect after a
monster's own Special Summon is started only by that Summon, not by one another card did (rule
cond-if-you-do-after-its-own-effect: Sacred Phoenix of Nephthys, Vampire's Curse)."""

from __future__ import annotations

import pytest

from edison_kg.cardtext import analyze
from scenario_cards import ask, card

COUNT = "res-draw-carries-its-count"
OWN = "cond-if-you-do-after-its-own-effect"


def _ids(answer) -> list[str]:
    return [r.rsplit("/", 1)[1] for r in answer.rule_iris]


# ------------------------------------------------------------------ the count of a draw

@pytest.mark.parametrize("text, count", [
    ('Your opponent chooses 1 "Crystal Beast" card in your Spell & Trap Zone, you send it to the GY, and if you do, '
     'you draw 2 cards.', 2),
    ("Draw 2 cards.", 2),
    ("Draw 1 card.", 1),
    ("Draw 1 card for each monster you control.", None),
])
def test_the_reader_reads_how_many_cards_a_draw_brings(text, count):
    draw = [c for c in analyze(text, card_type="spell")[0].clauses if c.action == "draw"][0]
    assert draw.count == count


def test_rare_values_draw_after_the_send_carries_its_count():
    cards = {"rv": card("Rare Value", "A", "hand"),
             "c1": card("Crystal Beast Ruby Carbuncle", "A", "spell_trap_zone", face_up=True),
             "c2": card("Crystal Beast Amethyst Cat", "A", "spell_trap_zone", face_up=True)}
    got = ask(cards, {"last_thing": True}, [{"activate": "rv"}, {"resolve": 1}])
    drawn = [e for e in got.to_dict()["last_thing"] if e["event"] == "drawn"]
    assert drawn == [{"event": "drawn", "card": None, "player": "A", "cause": "effect", "by": "rv", "count": 2}]
    assert COUNT in _ids(got)


def test_a_draw_alone_carries_its_count_and_one_card_none():
    got = ask({"pot": card("Pot of Greed", "A", "hand")}, {"last_thing": True}, [{"activate": "pot"}, {"resolve": 1}])
    assert got.to_dict()["last_thing"][0]["count"] == 2
    got = ask({"pot": card("Upstart Goblin", "A", "hand")}, {"last_thing": True}, [{"activate": "pot"}, {"resolve": 1}])
    assert all("count" not in e for e in got.to_dict()["last_thing"] if e["event"] == "drawn")


def test_a_count_the_scenario_states_is_kept():
    got = ask({"pot": card("Pot of Greed", "A", "hand")}, {"last_thing": True},
              [{"activate": "pot"}, {"resolve": 1, "events": [{"event": "drawn", "player": "A", "count": 2}]}])
    assert got.to_dict()["last_thing"][0]["count"] == 2


# ------------------------------------------------------------------ "If you do:" after its own Summon

def _hand_of_nephthys(summon: dict):
    cards = {"hand": card("Hand of Nephthys", "A", position="attack"), "sangan": card("Sangan", "A", position="attack"),
             "phoenix": {"name": "Sacred Phoenix of Nephthys", "controller": "A"}}
    cost = [{"event": "tributed", "card": "hand", "cause": "cost"}, {"event": "tributed", "card": "sangan", "cause": "cost"}]
    return ask(cards, {"triggers": True}, [{"activate": "hand", "cost": cost}, {"resolve": 1, "events": [summon]}])


@pytest.mark.parametrize("summon", [
    {"event": "special_summon", "card": "phoenix"},                                   # the scenario names no "by"
    {"event": "special_summon", "card": "phoenix", "from": "deck", "cause": "effect", "by": "hand"},
])
def test_phoenix_summoned_by_hand_of_nephthys_starts_only_sangan(summon):
    got = _hand_of_nephthys(summon)
    assert [(t["card"], t["effect"]) for t in got.to_dict()["chain"]] == [("sangan", 1)]


def test_phoenix_summoned_by_its_own_effect_starts_its_destruction():
    cards = {"phoenix": card("Sacred Phoenix of Nephthys", "A", position="attack"), "hole": card("Dark Hole", "A", "hand")}
    steps = [{"activate": "hole"}, {"resolve": 1}, {"phase": "end"}, {"phase": "draw"}, {"phase": "end"}, {"phase": "draw"},
             {"phase": "standby"}, {"activate": "phoenix", "effect": 1}, {"resolve": 1}]
    got = ask(cards, {"triggers": True}, steps)
    assert [(t["card"], t["effect"]) for t in got.to_dict()["chain"]] == [("phoenix", 2)]
    assert OWN in _ids(got)


def test_vampires_curse_summoned_by_another_card_does_not_gain_atk():
    cards = {"vamp": card("Vampire's Curse", "A", "graveyard"), "mr": card("Monster Reborn", "A", "hand")}
    got = ask(cards, {"triggers": True}, [{"activate": "mr", "targets": ["vamp"]},
                                          {"resolve": 1, "events": [{"event": "special_summon", "card": "vamp",
                                                                     "from": "graveyard"}]}])
    assert got.to_dict()["chain"] == []
    assert OWN in _ids(got)


def test_the_reader_ties_if_you_do_to_its_own_summon():
    text = ("Once per turn, during your next Standby Phase after this card was destroyed by a card effect and sent to "
            "the GY: Special Summon this card from the GY. If you do: Destroy all Spells and Traps on the field.")
    follow = analyze(text)[1]
    assert follow.condition.types == ["special_summon"] and follow.condition.own_effect is True
