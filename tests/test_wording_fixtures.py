"""The hand readings in tests/fixtures/wording_kinds.json and hand_read_sample.json are sound
data: every card is a pool card, every effect_text is a part of the text the analyzer reads,
every value is one of the model's or the vocabulary's, and the sample is the seeded draw it
says it is. (How far the analyzer agrees with them is measured by
benchmarks/wording_agreement.py, not asserted here: they record what it still misreads.)"""

from __future__ import annotations

import gzip
import json
import random
import re
from functools import lru_cache
from pathlib import Path

import pytest

from edison_kg.vocab.schemes import CONJUNCTIONS, EFFECT_KINDS, TIMING_WORDS

FIXTURES = Path(__file__).resolve().parent / "fixtures"
ONTOLOGY = Path(__file__).resolve().parent.parent / "ontology"
FIELDS = {"kind", "optional", "timing_word", "once_per_turn", "usage_limit", "condition_events",
          "cost_actions", "clause_actions", "targets"}
# the one wording kind the pool has fewer than 4 cards of
FEWER_THAN_FOUR = {"action-lp-without-space"}      # only 2 pool texts write "1000LP"


@lru_cache(maxsize=1)
def pool() -> dict[str, dict]:
    with gzip.open(FIXTURES / "card_texts.jsonl.gz", "rt", encoding="utf-8") as handle:
        return {card["name"]: card for card in map(json.loads, handle)}


@lru_cache(maxsize=None)
def fixture(name: str) -> dict:
    return json.loads((FIXTURES / name).read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def notations(scheme: str) -> frozenset[str]:
    text = "\n".join(p.read_text(encoding="utf-8") for p in (ONTOLOGY / "concepts.ttl", ONTOLOGY / "cardtext-vocab.ttl"))
    return frozenset(re.findall(r'skos:inScheme ek:' + scheme + r' ; skos:notation "([^"]+)"', text))


def fold(text: str) -> str:
    text = re.sub(r"[\"“”＂]", '"', text)
    text = re.sub(r"[①-⑩ⓈⒸ©ⓊⓂ●]", " ", text)
    return re.sub(r"\s+", " ", text).strip().lower()


def text_read(card: dict) -> tuple[str, str]:
    psct = (card.get("psct_text") or "").strip()
    return ("psct", psct) if psct else ("printed", card["text"])


def bad_values(expected: dict) -> list[str]:
    """What in one 'expected' (or 'analyzer_now') is not a value of the model or vocabulary."""
    problems = [f"unknown field {k}" for k in expected if k not in FIELDS]
    actions, events = notations("Actions"), notations("EventTypes")
    if "kind" in expected and expected["kind"] not in EFFECT_KINDS:
        problems.append(f"kind {expected['kind']!r}")
    if "timing_word" in expected and expected["timing_word"] not in TIMING_WORDS:
        problems.append(f"timing word {expected['timing_word']!r}")
    if "usage_limit" in expected and expected["usage_limit"] not in (None, "used", "activated"):
        problems.append(f"usage limit {expected['usage_limit']!r}")
    for flag in ("optional", "once_per_turn", "targets"):
        if flag in expected and not isinstance(expected[flag], bool):
            problems.append(f"{flag} is not a boolean")
    problems += [f"event {e!r}" for e in expected.get("condition_events", ()) if e not in events]
    problems += [f"cost action {a!r}" for a in expected.get("cost_actions", ()) if a not in actions]
    for index, clause in enumerate(expected.get("clause_actions", ())):
        conjunction, _, action = clause.rpartition(" ")
        if action not in actions or (conjunction and conjunction not in CONJUNCTIONS) or (index == 0 and conjunction):
            problems.append(f"clause {clause!r}")
    return problems


def kind_entries():
    return [(group["kind"], entry) for group in fixture("wording_kinds.json")["kinds"] for entry in group["cards"]]


def test_the_sample_is_the_seeded_draw_over_the_pool():
    sample = fixture("hand_read_sample.json")
    names = sorted(name for name, card in pool().items()
                   if card.get("in_edison_pool", True) and not (card["card_type"] == "monster" and "Normal" in card["subtypes"]))
    assert len(names) == 3292
    assert [c["name"] for c in sample["cards"]] == random.Random(2010).sample(names, 120)


@pytest.mark.parametrize("card", fixture("hand_read_sample.json")["cards"], ids=lambda c: c["name"])
def test_every_sample_effect_is_read_from_the_text_the_analyzer_reads(card):
    version, text = text_read(pool()[card["name"]])
    assert card["text_read"] == version
    assert [e["effect"] for e in card["effects"]] == list(range(1, len(card["effects"]) + 1))
    for effect in card["effects"]:
        assert fold(effect["effect_text"]) in fold(text), effect["effect_text"]
        assert bad_values(effect["expected"]) == []
        assert effect["analyzer_now"] is None or bad_values({k: v for k, v in effect["analyzer_now"].items() if k != "effect"}) == []


def test_the_sample_reads_every_kind_of_effect():
    kinds = {e["expected"].get("kind") for c in fixture("hand_read_sample.json")["cards"] for e in c["effects"]}
    assert kinds - {None} == set(EFFECT_KINDS) - {"unanalyzed"}


@pytest.mark.parametrize("kind,entry", kind_entries(), ids=[f"{k}:{e['name']}:{e['effect']}" for k, e in kind_entries()])
def test_every_wording_kind_entry_names_a_part_of_its_pool_text(kind, entry):
    version, text = text_read(pool()[entry["name"]])
    assert entry["text_read"] == version
    assert fold(entry["effect_text"]) in fold(text)
    assert bad_values(entry["expected"]) == []
    assert entry["why"]
    assert entry["ruling"] is None or entry["ruling"].startswith("https://")
    if entry["effect"] is None:                  # a reading of the whole card: how many effects it has
        assert isinstance(entry["expected_effect_count"], int) and entry["expected"] == {}
    else:
        assert entry["effect"] >= 1 and entry["expected"]
    if entry.get("edison_text"):                 # the Edison text the expected reading is of
        assert version == "printed" and entry["edison_text_source"] in ("pre-errata script text", "2010 printed text")


def test_each_wording_kind_has_several_real_cards():
    groups = fixture("wording_kinds.json")["kinds"]
    assert len({g["kind"] for g in groups}) == len(groups)
    for group in groups:
        cards = {entry["name"] for entry in group["cards"]}
        assert len(cards) >= (2 if group["kind"] in FEWER_THAN_FOUR else 4), group["kind"]
        assert group["description"] and group["how_counted"] and group["pool_count"]
