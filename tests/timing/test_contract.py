"""The scenario contract from one definition (edison_kg.timing.contract): the JSON Schema is
valid draft 2020-12 and built from the contract's vocabulary; every real scenario (the
docs' examples, the test fixtures, every stored precedent) passes it; what it refuses is
one line with the JSON path, the misspelt key named with the closest valid one; the bounds
hold before the JSON parser runs."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from jsonschema import Draft202012Validator

from edison_kg import paths, schemas, timing
from edison_kg.errors import BadInput, BadScenario
from edison_kg.timing import contract
from edison_kg.timing import scenario as vocab

FIXTURES = paths.PROJECT_DIR / "tests" / "fixtures"


def real_scenarios() -> list[tuple[str, dict]]:
    """Every scenario the project holds: docs/examples, the contract fixtures, the precedents."""
    import pyoxigraph as ox

    from edison_kg.vocab.ns import EK

    found = []
    for path in sorted((paths.PROJECT_DIR / "docs" / "examples").glob("*.json")) + \
            sorted((FIXTURES / "contract_examples").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        found.append((path.name, data.get("scenario", data)))
    for path in sorted((paths.DATA_DIR / "precedents").glob("*.ttl")):
        for quad in ox.parse(path=str(path), format=ox.RdfFormat.TURTLE):
            if quad.predicate.value == EK.scenario:
                found.append((path.name, json.loads(quad.object.value)))
    return found


REAL = real_scenarios()
DRILL = json.loads((paths.PROJECT_DIR / "docs" / "examples" / "drill-warrior-then.json").read_text(encoding="utf-8"))


def test_the_schema_is_draft_2020_12_and_built_from_the_vocabulary():
    schema = schemas.schema("scenario")
    Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    defs = schema["$defs"]
    assert defs["event"]["properties"]["event"]["enum"] == list(vocab.EVENT_TYPES)
    assert defs["card"]["properties"]["zone"]["enum"] == list(vocab.ZONES)
    assert set(defs["step"]["properties"]["phase"]["enum"]) == {p for g in vocab.GAMES for p in vocab.PHASES[g]}
    assert schema["properties"]["game"]["enum"] == list(vocab.GAMES)
    # every object is closed: a key the engine does not know is refused everywhere
    for node in [schema, *defs.values()]:
        if node.get("type") == "object" and "properties" in node:
            assert node["additionalProperties"] is False


def test_every_real_scenario_passes_the_schema_and_the_parser():
    assert len(REAL) > 300
    validator = Draft202012Validator(schemas.schema("scenario"))
    refused = [(name, next(iter(validator.iter_errors(s))).message) for name, s in REAL if not validator.is_valid(s)]
    assert refused == []
    for name, raw in REAL:
        timing.parse_scenario(raw)   # no BadScenario


def card(**fields):
    return {"cards": {"x": {"name": "Sangan", "controller": "A", **fields}}, "ask": {"last_thing": True}}


def drill(**changes):
    out = json.loads(json.dumps(DRILL))
    for path, value in changes.items():
        node, keys = out, path.split("/")
        for key in keys[:-1]:
            node = node[int(key)] if isinstance(node, list) else node[key]
        node[int(keys[-1]) if isinstance(node, list) else keys[-1]] = value
    return out


@pytest.mark.parametrize("raw, where, message", [
    ({"cards": {"x": {"name": "Sangan", "controler": "A"}}, "ask": {"last_thing": True}}, "$.cards.x",
     "unknown key 'controler' in $.cards.x; did you mean 'controller'?"),
    ({**card(), "stpes": []}, "$", "unknown key 'stpes' in $; did you mean 'steps'?"),
    (drill(**{"steps/0": {"activate": "drill", "efect": 3}}), "$.steps[0]",
     "unknown key 'efect' in $.steps[0]; did you mean 'effect'?"),
    ({**card(), "steps": [{"events": [{"event": "drawn", "playr": "A"}]}]}, "$.steps[0].events[0]",
     "unknown key 'playr' in $.steps[0].events[0]; did you mean 'player'?"),
    ({**card(), "ask": {"can_activate": "x", "efect_text": "draw"}}, "$.ask",
     "unknown key 'efect_text' in $.ask; did you mean 'effect_text'?"),
])
def test_a_misspelt_key_is_refused_with_the_closest_key(raw, where, message):
    with pytest.raises(BadScenario) as caught:
        timing.parse_scenario(raw)
    assert (caught.value.where, caught.value.message) == (where, message)


@pytest.mark.parametrize("raw, where, words", [
    ({**card(), "ask": {"triggers": True, "last_thing": True}}, "$.ask", "several questions (triggers, last_thing)"),
    ({**card(), "ask": {}}, "$.ask", "`ask` must be one of"),
    ({**card(), "ask": {"triggers": "yes"}}, "$.ask.triggers", "`triggers` must be true"),
    ({"cards": {"x": {"name": "Sangan"}}}, "$", "a scenario needs a question in `ask`"),
    ([1, 2], "$", "a scenario must be a JSON object"),
    (card(face_up="yes"), "$.cards.x.face_up", "`face_up` must be true or false"),
    (card(atk=-5), "$.cards.x.atk", "expected a whole number >= 0, got -5"),
    (card(zone="gy"), "$.cards.x.zone", "unknown zone 'gy'; expected one of: hand,"),
    (card(name="  "), "$.cards.x.name", "`name` must be a non-empty string"),
    ({"cards": {"x": {"controller": "A"}}, "ask": {"last_thing": True}}, "$.cards.x", "needs a `name`"),
    ({**card(), "steps": [{"activate": "x", "summon": "x"}]}, "$.steps[0]", "exactly one of: activate, resolve"),
    ({**card(), "steps": [{"activate": "x", "method": "tribute"}]}, "$.steps[0].method", "belongs to a `summon`"),
    ({**card(), "steps": [{"activate": 3}]}, "$.steps[0].activate", "a card reference must be a string"),
    ({**card(), "steps": [{"activate": "x", "effect": 1, "effect_text": "Add"}]}, "$.steps[0]", "not both"),
    ({**card(), "steps": [{"events": [{"event": "exploded"}]}]}, "$.steps[0].events[0].event",
     "unknown event type 'exploded'"),
    ({**card(), "steps": [{"events": [[]]}]}, "$.steps[0].events[0]", "at least one event"),
    ({**card(), "steps": {"activate": "x"}}, "$.steps", "`steps` must be a list"),
    ({**card(), "steps": [{"resolve": 1, "events": "drawn"}]}, "$.steps[0].events", "list of moments"),
    (card(text="x" * 5_000_000), "$.cards.x.text", "longer than 10000 characters"),
    ({"game": "one-piece", "phase": "main1", "cards": {}, "ask": {"resolution_order": True}}, "$.phase",
     "unknown phase 'main1'"),
    ({"cards": {}, "ask": {"can_activate": "ghost"}}, "$.ask.can_activate", "is not in `cards`"),
])
def test_a_bad_value_is_one_line_with_its_json_path(raw, where, words):
    with pytest.raises(BadScenario) as caught:
        timing.parse_scenario(raw)
    assert caught.value.where == where and words in caught.value.message, str(caught.value)
    assert "\n" not in str(caught.value) and len(str(caught.value)) < 700


def test_a_long_list_of_values_is_not_echoed_but_the_closest_is_named():
    with pytest.raises(BadScenario) as caught:
        timing.parse_scenario({**card(), "steps": [{"events": [{"event": "destroy"}]}]})
    assert caught.value.message == "unknown event type 'destroy'; did you mean 'destroyed'?"


def test_the_first_problem_in_document_order_is_named():
    raw = {**card(), "steps": [{"activate": "x"}, {"events": [{"event": "drawn", "cuont": 2}]}, {"resolve": 0}]}
    with pytest.raises(BadScenario) as caught:
        timing.parse_scenario(raw)
    assert caught.value.where == "$.steps[1].events[0]"


@pytest.mark.parametrize("text, words", [
    ("[" * 100_000 + "]" * 100_000, "nests deeper than 16 levels"),
    ('{"cards": ' + '{"x": ' * 40 + "1" + "}" * 41, "nests deeper than 16 levels"),
    (json.dumps({**card(), "pad": "x" * 1_100_000}), "larger than 1,000,000 bytes"),
    (b"\xff\xfe{}", "not UTF-8 text"),
    ('{"cards": ', "malformed JSON: Expecting value"),
])
def test_bounds_hold_before_the_json_parser(tmp_path, text, words):
    path = tmp_path / "s.json"
    path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    with pytest.raises(BadInput) as caught:
        timing.read_scenario(str(path))
    assert words in caught.value.message and str(path) in str(caught.value)
    run = subprocess.run([sys.executable, "-m", "edison_kg", "ask", str(path)], capture_output=True, text=True)
    assert run.returncode == 2 and run.stdout == ""
    assert len(run.stderr.strip().splitlines()) == 1 and "Traceback" not in run.stderr and words in run.stderr


def test_a_directory_is_not_a_scenario(tmp_path):
    with pytest.raises(BadInput, match="is a directory"):
        timing.read_scenario(str(tmp_path))


def test_the_nesting_of_strings_does_not_count():
    assert contract.load_scenario_text(json.dumps({"a": "[[[[{{{{" * 1000})) == {"a": "[[[[{{{{" * 1000}
    assert contract.load_scenario_text(json.dumps({"a": '\\"[[[' * 100})) == {"a": '\\"[[[' * 100}


def test_every_schema_refusal_is_a_parser_refusal():
    """The schema and the parser are one contract: what the schema refuses never reaches the
    engine, on every real scenario with one key dropped or one value replaced."""
    validator = Draft202012Validator(schemas.schema("scenario"))
    checked = 0
    for _, raw in REAL[::15]:
        for step_index, step in enumerate(raw.get("steps", [])):
            for key in list(step):
                for value in (None, "x", 0, [], {}):
                    changed = json.loads(json.dumps(raw))
                    changed["steps"][step_index][key] = value
                    # the fast validator's verdict is the reference validator's
                    assert contract.conforms(changed) == validator.is_valid(changed), changed
                    if not validator.is_valid(changed):
                        checked += 1
                        with pytest.raises(BadScenario):
                            timing.parse_scenario(changed)
    assert checked > 100


def test_what_the_engine_accepted_before_stays_valid():
    """Extension keys and forms the engine read before the schema existed."""
    cards = {"x": {"name": "Sangan", "controller": "A", "zone": "monster_zone", "owner": "B", "position": "attack",
                   "face_up": True, "atk": 1000, "def": 600, "level": 3, "equipped_to": None},
             "y": {"text": "Draw 1 card.", "card_type": "spell", "subtypes": ["Normal"], "psct": False}}
    raw = {"game": "yugioh-edison", "turn_player": "B", "phase": "main2", "ruleset": "ocg", "cards": cards,
           "steps": [{"activate": "y", "effect": None, "effect_text": None, "cost": [], "targets": ["x"]},
                     {"resolve": 1, "events": [[{"event": "drawn", "player": "B", "count": 1}]]},
                     {"summon": "x", "method": "flip", "materials": [], "negated": False},
                     {"events": [{"event": "destroyed", "card": "x", "by": None, "cause": "battle", "from": "field",
                                  "to": "graveyard", "amount": 0, "target": None}]},
                     {"phase": "end"}],
           "ask": {"can_activate": "x", "effect": 1.0}}
    parsed = timing.parse_scenario(raw)
    assert parsed.question.effect == 1 and isinstance(parsed.question.effect, int)
    assert [s.kind for s in parsed.steps] == ["activate", "resolve", "summon", "events", "phase"]


def test_a_shared_link_is_bounded_before_the_parser_too():
    import base64
    import zlib

    from edison_kg.web.share import decode

    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    token = base64.urlsafe_b64encode(packer.compress(b"[" * 200_000) + packer.flush()).decode().rstrip("=")
    with pytest.raises(BadScenario, match="nests deeper than 16 levels"):
        decode(token)


def test_a_cost_written_as_one_moment_is_the_same_cost():
    """Round 184: a cost is paid at once, so a list of events inside `cost` means what the events alone mean; a bad
    event inside it is named by its own JSON path."""
    cards = {"bazoo": {"name": "Bazoo the Soul-Eater", "controller": "A", "zone": "monster_zone"},
             "g1": {"name": "Petit Moth", "controller": "A", "zone": "graveyard"},
             "g2": {"name": "Sangan", "controller": "A", "zone": "graveyard"}}
    events = [{"event": "banished", "card": ref, "from": "graveyard", "to": "banished", "cause": "cost"}
              for ref in ("g1", "g2")]

    def moments(cost):
        raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
               "steps": [{"activate": "bazoo", "cost": cost}], "ask": {"last_thing": True}}
        return [[(e["event"], e.get("card")) for e in moment["events"]] for moment in timing.history(raw).moments]

    assert moments([events]) == moments(events)
    assert [("banished", "g1"), ("banished", "g2")] in moments([events])     # the cost, one moment
    with pytest.raises(BadScenario) as caught:
        timing.parse_scenario({"cards": cards, "steps": [{"activate": "bazoo", "cost": [[events[0], {"event": "x"}]]}],
                               "ask": {"last_thing": True}})
    assert caught.value.where.startswith("$.steps[0].cost[0][1]"), str(caught.value)
