"""The package functions behind the judge's page, on the real graph: card search by part of a
name (cards.search_cards), an effect in words, rule sheets (rules.describe_rule and
`edison-kg rule`), the precedent list, what happened in a scenario (timing.history), and
scenarios in addresses (web.share)."""

from __future__ import annotations

import base64
import json
import subprocess
import sys
import zlib

import pytest

from edison_kg import paths, timing
from edison_kg.lookup import describe_card
from edison_kg.lookup.cards import MATCH_KINDS, search_cards
from edison_kg.lookup.precedents import list_precedents, precedent_ids
from edison_kg.lookup.rules import UnknownRule, describe_rule, rule_titles
from edison_kg.sparql import LocalBackend
from edison_kg.errors import BadScenario
from edison_kg.web import share

ROTA_CALL = json.loads((paths.PROJECT_DIR / "docs" / "examples" / "rota-call-cl2.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def graph():
    return LocalBackend()


# ---------------------------------------------------------------- search

@pytest.mark.parametrize("typed, first, kind", [
    ("Gorz", "Gorz the Emissary of Darkness", "prefix"),
    ("Chaos Emperor", "Chaos Emperor Dragon - Envoy of the End", "prefix"),
    ("dark hole", "Dark Hole", "exact"),
    ("DARK-HOLE", "Dark Hole", "exact"),
    ("emissary of darkness", "Gorz the Emissary of Darkness", "words"),
    ("BTH", "Bottomless Trap Hole", "initials"),
    ("gorz the emisary", "Gorz the Emissary of Darkness", "fuzzy"),
    ("cyber drgon", "Cyber Dragon", "fuzzy"),
    ("26202165", "Sangan", "exact"),
])
def test_search_finds_the_card_first(graph, typed, first, kind):
    found = search_cards(typed, backend=graph)
    assert (found[0].name, found[0].match) == (first, kind)


def test_search_orders_by_kind_of_match_then_pool_then_length(graph):
    found = search_cards("hole", limit=50, backend=graph)
    kinds = [MATCH_KINDS.index(m.match) for m in found]
    assert kinds == sorted(kinds)
    words = [m for m in found if m.match == "words"]
    assert [len(m.name) for m in words] == sorted(len(m.name) for m in words)
    assert {"Dark Hole", "Bottomless Trap Hole", "Trap Hole"} <= {m.name for m in found}


def test_search_limits_and_nothing(graph):
    assert len(search_cards("dragon", limit=3, backend=graph)) == 3
    assert search_cards("", backend=graph) == []
    assert search_cards("!!!", backend=graph) == []
    assert search_cards("qqqqzzzzxxxx", backend=graph) == []


def test_an_effect_in_words(graph):
    gorz = describe_card("Gorz the Emissary of Darkness", backend=graph)
    assert gorz.effects[0].in_words() == 'optional "when" trigger effect: can miss the timing · Spell Speed 1'
    sangan = describe_card("Sangan", backend=graph)
    assert sangan.effects[0].in_words().startswith("mandatory")
    assert "cannot miss the timing" in sangan.effects[0].in_words()
    call = describe_card("Call of the Haunted", backend=graph)
    assert call.effects[0].in_words() == "activation of the card · Spell Speed 2 · targets"


# ---------------------------------------------------------------- rules and precedents

def test_a_rule_sheet(graph):
    sheet = describe_rule("mtt-optional-when", backend=graph)
    assert sheet.title == 'Optional "when" triggers can miss the timing' and sheet.game == "yugioh-edison"
    assert sheet.sources[0].address == "https://edisonformat.net/rules/compendium/missing-the-timing"
    assert sheet.refines == ["mtt-last-thing-definition"] and "mtt-mandatory-never-miss" in sheet.refined_by
    assert any(p.id == "amazoness-village-soul-taker" and p.verdict == "no" for p in sheet.precedents)
    # One Piece rules go by their number, or by the end of their IRI
    assert describe_rule("8-6-1", backend=graph).iri == describe_rule("op-8-6-1", backend=graph).iri


def test_an_unknown_rule_names_the_closest(graph):
    with pytest.raises(UnknownRule, match="closest: mtt-optional-when"):
        describe_rule("mtt-optional-whn", backend=graph)


def test_rule_titles_keep_the_answers_order(graph):
    titles = rule_titles(timing.ask(ROTA_CALL).rules, backend=graph)
    assert [t["id"] for t in titles] == ["mtt-chain-link-2", "chain-resolves-reverse", "mtt-optional-when"]
    assert all(t["title"] and t["title"] != t["id"] for t in titles)


def test_the_rule_command():
    done = subprocess.run([sys.executable, "-m", "edison_kg", "rule", "chain-resolves-reverse", "--json"],
                          capture_output=True, text=True)
    assert done.returncode == 0 and json.loads(done.stdout)["title"] == "Chain Links resolve last-in, first-out"
    done = subprocess.run([sys.executable, "-m", "edison_kg", "rule", "no-such-rule"], capture_output=True, text=True)
    assert done.returncode == 2 and done.stderr.startswith("edison-kg rule: no rule 'no-such-rule' in the graph")
    assert done.stderr.count("\n") == 1


def test_the_precedent_list(graph):
    listed = list_precedents(backend=graph)
    assert [p.id for p in listed] == sorted(p.rsplit("/", 1)[-1] for p in precedent_ids(graph))
    call = next(p for p in listed if p.id == "reinforcement-of-the-army-call-of-the-haunted")
    assert (call.verdict, call.reason, call.game) == ("no", "chain-link-2-or-higher", "yugioh-edison")


# ---------------------------------------------------------------- what happened

def test_history_of_rota_and_call():
    history = timing.history(ROTA_CALL)
    contexts = [(m["context"], m["link"]) for m in history.moments]
    assert contexts == [("activation", 1), ("activation", 2), ("resolution", 2), ("resolution", 1)]
    assert [e["event"] for e in history.moments[1]["events"]] == ["card_activated", "targeted"]   # simultaneous
    assert history.moments[-1]["events"][0]["event"] == "added_to_hand"      # the answer's last thing
    assert [(l["name"], l["link"], l["resolved_at"]) for l in history.links] == [
        ("Reinforcement of the Army", 1, 3), ("Call of the Haunted", 2, 2)]
    assert history.open_links == []


def test_history_of_then_marks_the_sequential_moment():
    scenario = json.loads((paths.PROJECT_DIR / "docs" / "examples" / "drill-warrior-then.json").read_text())
    history = timing.history(scenario.get("scenario", scenario))
    sequential = [m for m in history.moments if m["sequential"]]
    assert sequential and sequential[0]["conjunction"] == "then"


def test_history_refuses_what_ask_refuses():
    with pytest.raises(BadScenario) as raised:
        timing.history({"cards": {}, "steps": [{"resolve": 1}], "ask": {"last_thing": True}})
    assert raised.value.where == "$.steps[0].resolve"


# ---------------------------------------------------------------- scenarios in addresses

def test_a_token_round_trips_and_is_short():
    token = share.encode(ROTA_CALL)
    assert share.decode(token) == ROTA_CALL
    plain = base64.urlsafe_b64encode(json.dumps(ROTA_CALL).encode()).decode().rstrip("=")
    assert len(token) < len(plain) * 0.6     # an address a chat app will not cut
    assert share.decode(plain, compressed=False) == ROTA_CALL
    assert share.ask_path(ROTA_CALL) == "/ask?s=" + token


def test_a_broken_or_oversized_token_is_refused():
    for token in ("!!!", "AAAA", share.encode(ROTA_CALL)[:-9]):
        with pytest.raises(BadScenario):
            share.decode(token)
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    bomb = packer.compress(b"[" + b"0," * 1_000_000 + b"0]") + packer.flush()   # 2 MB of JSON in a few KB
    with pytest.raises(BadScenario, match="unpacks to more than"):
        share.decode(base64.urlsafe_b64encode(bomb).decode())
    with pytest.raises(BadScenario, match="a scenario must be a JSON object"):
        share.decode(share.encode([1, 2]))


# ---------------------------------------------------------------- the page's words

@pytest.mark.parametrize("message, where, said", [
    ("`ask` must be one of can_activate, triggers, last_thing, resolution_order", "$.ask",
     "The question: choose what to ask"),
    ("card reference '' is not in `cards` (known: bth)", "$.steps[0].activate",
     "Step 1 (Bottomless Trap Hole is activated): choose a card"),
    ("Bottomless Trap Hole has 1 effect(s); there is no effect 9.", "$.steps[0].effect",
     "Step 1 (Bottomless Trap Hole is activated): Bottomless Trap Hole has 1 effect(s); there is no effect 9."),
    ("Gorz has 2 effects that can be activated; say which with `effect` or `effect_text`.", "$.steps[0]",
     "Step 1 (Bottomless Trap Hole is activated): Gorz has 2 effects that can be activated; choose which effect."),
    ("an event needs the key \"event\"", "$.steps[1].events[0]", "Step 2 (Chain Link 1 resolves): choose what happens"),
    ("unknown key 'controler' in $.cards.bth; did you mean 'controller'?", "$.cards.bth",
     "Bottomless Trap Hole: the builder does not know 'controler' (did you mean 'controller'?)"),
    ("a One Piece card must bring its own `text`", "$.cards.bth.text", "The text of Bottomless Trap Hole: a One Piece "
     "card must bring its own text"),
    ("the scenario is not JSON", "$", "The scenario is not JSON"),
])
def test_a_refused_question_in_the_builders_words(message, where, said):
    from edison_kg.web.plain import plain_error

    scenario = {"cards": {"bth": {"name": "Bottomless Trap Hole", "controller": "B"}},
                "steps": [{"activate": "bth", "effect": 9}, {"resolve": 1, "events": [{}]}], "ask": {}}
    assert plain_error(message, where, scenario) == said


def test_moments_without_a_chain_link_are_said_without_one():
    from edison_kg.web.answer import context_words

    assert context_words({"context": "resolution", "link": 2}) == "Chain Link 2 resolves"
    assert context_words({"context": "resolution", "link": None}) == "an effect resolves"
    assert context_words({"context": "cost", "link": None}) == "a cost is paid"
    assert context_words({"context": "phase", "phase": "damage_step"}) == "Damage Step"


def test_an_order_or_a_chain_is_the_answer_itself():
    from edison_kg.web.answer import answer_section

    scenario = json.loads((paths.PROJECT_DIR / "docs" / "examples" / "one-piece-on-ko-draw.json").read_text("utf-8"))
    answer = timing.ask(scenario).to_dict()
    page = answer_section(scenario, {"answer": answer, "history": timing.history(scenario).to_dict()}, None)
    assert 'id="verdict"' not in page and ">OK<" not in page and "None" not in page
    assert page.index('<ol class="answer-order" id="answer-order"><li data-ref="alpha">') > 0
    sangan = json.loads((paths.PROJECT_DIR / "docs" / "examples" / "sangan-mandatory.json").read_text("utf-8"))
    page = answer_section(sangan, {"answer": timing.ask(sangan).to_dict(), "history": timing.history(sangan).to_dict()},
                          None)
    assert 'id="verdict"' not in page and 'id="answer-chain"' in page and 'data-ref="sangan"' in page
