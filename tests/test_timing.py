"""The timing engine: the contract's own examples, the seed documents' principles on real
cards, bad scenarios, and the One Piece order of resolution."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from edison_kg import timing
from edison_kg.errors import BadScenario, UnknownCard

FIXTURES = Path(__file__).parent / "fixtures"
EXAMPLES = sorted((FIXTURES / "contract_examples").glob("*.json"))


def expected_fields(expect: dict, got: dict) -> dict:
    """The answer's fields restricted to what the expectation fixes (chain entries: the keys it names)."""
    out = {}
    for key, value in expect.items():
        have = got.get(key)
        if key in ("chain", "missed", "order") and isinstance(value, list) and isinstance(have, list):
            have = [{k: entry.get(k) for k in wanted} for entry, wanted in zip(have, value)] + have[len(value):]
        out[key] = have
    return out


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_contract_examples(path):
    example = json.loads(path.read_text(encoding="utf-8"))
    answer = timing.ask(example["scenario"]).to_dict()
    assert expected_fields(example["expect"], answer) == example["expect"]
    assert answer["rules"], "every answer names at least one rule"


def scenario(cards, steps, ask, **extra):
    return {"game": "yugioh-edison", "turn_player": "A", "cards": cards, "steps": steps, "ask": ask, **extra}


BTH = {"name": "Bottomless Trap Hole", "controller": "B", "zone": "spell_trap_zone"}


def test_summon_is_last_thing_so_bottomless_can_respond():
    answer = timing.ask(scenario(
        {"cd": {"name": "Cyber Dragon", "controller": "A", "zone": "hand"}, "bth": BTH},
        [{"summon": "cd", "method": "special"}],
        {"can_activate": "bth"}))
    assert (answer.answer, answer.reason) == ("yes", "last-thing")
    assert any(r.endswith("rule/mtt-optional-when") for r in answer.rule_iris)


def test_negated_summon_never_happened():
    answer = timing.ask(scenario(
        {"cd": {"name": "Cyber Dragon", "controller": "A", "zone": "hand"}, "bth": BTH},
        [{"summon": "cd", "method": "special", "negated": True}],
        {"can_activate": "bth"}))
    assert (answer.answer, answer.reason) == ("no", "summon-negated")


def test_tribute_summon_material_is_not_last_thing():
    answer = timing.ask(scenario(
        {"dupe": {"name": "Dupe Frog", "controller": "A", "zone": "monster_zone"},
         "mon": {"name": "Cyber Dragon", "controller": "A", "zone": "hand"}},
        [{"summon": "mon", "method": "tribute", "materials": ["dupe"]}],
        {"can_activate": "dupe"}))
    assert (answer.answer, answer.reason) == ("no", "summon-material")


def test_last_thing_after_then():
    answer = timing.ask(scenario(
        {"drill": {"name": "Drill Warrior", "controller": "A", "zone": "banished"}},
        [{"activate": "drill", "effect_text": "then add 1 monster"}, {"resolve": 1}],
        {"last_thing": True}, phase="standby"))
    assert answer.answer == "ok"
    assert [e["event"] for e in answer.last_thing] == ["added_to_hand"]


def test_unknown_card_lists_closest_names():
    with pytest.raises(UnknownCard) as caught:
        timing.ask(scenario({"x": {"name": "Drill Warior", "controller": "A"}}, [], {"last_thing": True}))
    assert "Drill Warrior" in str(caught.value)
    assert caught.value.where == "$.cards.x.name"


@pytest.mark.parametrize("steps, ask, where", [
    ([{"activate": "nope"}], {"last_thing": True}, "$.steps[0].activate"),
    ([{"resolve": 1}], {"last_thing": True}, "$.steps[0].resolve"),
    ([{"events": [{"event": "exploded", "card": "cd"}]}], {"last_thing": True}, "$.steps[0].events[0].event"),
    ([], {"can_activate": "cd", "effect": 9}, "$.ask.effect"),
    ([], {"can_activate": "ghost"}, "$.ask.can_activate"),
])
def test_bad_scenarios_name_the_json_path(steps, ask, where):
    with pytest.raises(BadScenario) as caught:
        timing.ask(scenario({"cd": {"name": "Cyber Dragon", "controller": "A"}}, steps, ask))
    assert caught.value.where == where


def test_cli_bad_scenario_is_one_line_exit_2(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(scenario({"cd": {"name": "Cyber Dragon"}}, [{"resolve": 3}], {"last_thing": True})))
    run = subprocess.run([sys.executable, "-m", "edison_kg", "ask", str(path), "--json"],
                         capture_output=True, text=True)
    assert run.returncode == 2
    assert run.stderr.count("\n") == 1 and "$.steps[0].resolve" in run.stderr
    assert "Traceback" not in run.stderr


def test_cli_reads_stdin_and_prints_contract_json():
    example = json.loads(EXAMPLES[0].read_text(encoding="utf-8"))
    run = subprocess.run([sys.executable, "-m", "edison_kg", "ask", "-", "--json"],
                         input=json.dumps(example["scenario"]), capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    got = json.loads(run.stdout)
    assert set(got) >= {"answer", "reason", "explanation", "last_thing", "chain", "missed", "rules", "precedents"}


def test_one_piece_turn_player_first_then_interleaving():
    answer = timing.ask({
        "game": "one-piece", "turn_player": "A",
        "cards": {
            "a1": {"name": "A's first", "controller": "A", "text": "[On Play] Draw 1 card.",
                   "resolution_events": [{"event": "ko", "card": "a3"}]},
            "a2": {"name": "A's second", "controller": "A", "text": "[On Play] Draw 1 card."},
            "a3": {"name": "A's third", "controller": "A", "text": "[On K.O.] Draw 1 card."},
            "b1": {"name": "B's", "controller": "B", "text": "[On Play] Draw 1 card."},
        },
        "steps": [{"events": [[{"event": "played", "card": "a1"}, {"event": "played", "card": "a2"},
                               {"event": "played", "card": "b1"}]]}],
        "ask": {"resolution_order": True}})
    assert [o["card"] for o in answer.order] == ["a1", "a2", "b1", "a3"]
    assert any(r.endswith("rule/op-8-6-1") for r in answer.rule_iris)
