"""The rule nodes (data/rules) and the seed ruling precedents (data/precedents).

Every principle the timing engine cites must exist with a statement, a game and a source;
every precedent must carry a scenario in the contract's terms whose card references all
resolve, an expected answer, the rules it follows and where it was published. (Asking the
engine each precedent is the engine's own test.)
"""

from __future__ import annotations

import json
import re
import unicodedata
from functools import lru_cache
from pathlib import Path

import pyoxigraph as ox
import pytest
from rdflib.namespace import DCTERMS, RDF, RDFS, SKOS

from edison_kg import paths, timing
from edison_kg.store import memory_store
from edison_kg.vocab.ns import EK, ID_IRI

FIXTURES = Path(__file__).parent / "fixtures"
RULES_DIR = paths.DATA_DIR / "rules"
PRECEDENTS_DIR = paths.DATA_DIR / "precedents"
CARDS_DIR = paths.DATA_DIR / "cards"

# Rule ids the timing engine cites: they must never disappear or change.
FIXED_RULE_IDS = [
    # missing the timing (Edison Rules Compendium)
    "mtt-optional-when", "mtt-mandatory-never-miss", "mtt-if-never-miss", "mtt-then-after-that",
    "mtt-chain-link-2", "mtt-cost", "mtt-summon-material", "mtt-last-thing-definition",
    # conjunctions (Edison Rules Compendium)
    "conj-purpose", "conj-resolve-as-much-as-possible", "conj-and", "conj-also", "conj-and-if-you-do",
    "conj-then", "conj-also-after-that", "conj-simultaneous-no-missed-timing", "conj-sequential-can-miss",
    # trigger-like effects (Yugipedia)
    "tl-definition", "tl-spell-speed-1", "tl-any-phase", "tl-optional-or-mandatory", "tl-identify-colon",
    "tl-once-per-turn-ignition-or-quick-like", "tl-either-turn-quick-like", "tl-resolves-not-trigger",
    "tl-when-can-miss", "tl-next-opportunity", "segoc-same-chain", "segoc-order", "segoc-tcg-order-met",
    "tl-cont-trap-same-link", "tl-cont-trap-damage-step", "tl-cont-trap-mandatory-damage-step",
    "tl-cont-trap-cost-exception", "tl-cont-trap-face-up-exception", "tl-cont-trap-listed-exceptions",
    "tl-only-continuous-traps", "trigger-effect-definition",
    # negation (Yugipedia)
    "neg-activation-definition", "neg-activation-needs-negate", "neg-activation-spell-trap-to-gy",
    "neg-activation-effect-card-stays", "neg-activation-previous-link-last", "neg-destroy-is-not-negate",
    "neg-limit-activated", "neg-limit-used", "neg-limit-once-per-turn", "neg-effect-definition",
    "neg-effect-continuous-stop", "neg-effect-still-resolves", "neg-effect-can-still-activate",
    "neg-effect-starlight-road", "neg-summon-definition", "neg-summon-would-be", "neg-summon-chain-link-1",
    "neg-summon-which-summons",    "neg-summon-outside-chain", "neg-summon-immediately-after", "neg-summon-moves-monster",
    "neg-summon-counts-as-normal-summon", "neg-summon-never-on-field", "neg-summon-not-properly-summoned",
    "neg-attack-definition", "neg-attack-battle-step", "neg-attack-still-declared", "neg-attack-vs-removal",
    # general
    "damage-step-restriction", "chain-resolves-reverse", "spell-speed-response", "card-vs-effect-activation",
]

# One Piece comprehensive rules 8-4 to 8-6, by number.
ONE_PIECE_RULES = [
    "8-4", "8-4-1", "8-4-1-1", "8-4-1-2", "8-4-1-3", "8-4-1-4", "8-4-1-5", "8-4-2", "8-4-3",
    "8-4-4", "8-4-4-1", "8-4-4-2", "8-4-4-3", "8-4-4-4", "8-4-5", "8-4-6",
    "8-5", "8-5-1", "8-5-2", "8-5-3", "8-5-4",
    "8-6", "8-6-1", "8-6-1-1", "8-6-2", "8-6-2-1", "8-6-3",
]

# Every example of the seed documents, by precedent slug.
SEED_EXAMPLES = [
    "drill-warrior-then-bottomless-trap-hole", "reinforcement-of-the-army-call-of-the-haunted",
    "substitoad-dupe-frog-cost", "sangan-mandatory-cost", "dupe-frog-tribute-summon",
    "dupe-frog-synchro-summon", "dupe-frog-fusion-summon",
    "quickdraw-synchron-and-peten-the-dark-clown", "quickdraw-synchron-and-torrential-tribute",
    "book-of-life-also-the-kick-man", "book-of-life-also-cyber-ouroboros",
    "drill-warrior-and-if-you-do-jinzo-returner",
    "amazoness-village-soul-taker", "yang-zing-creation-if-soul-taker", "supply-squad-mandatory-soul-taker",
    "cybernetic-hidden-technology-same-link", "eisbahn-mandatory-trigger-like",
    "dark-hole-mystical-space-typhoon", "cannon-soldier-effect-veiler", "chaos-sorcerer-light-and-darkness-dragon",
    "starlight-road-stardust-dragon", "mirror-force-total-defense-shogun", "dimensional-prison-counterforce",
]

SOURCE_KEYS = [
    "edison-compendium-missing-timing", "edison-compendium-conjunctions",
    "yugipedia-trigger-like-effect", "yugipedia-negate", "onepiece-comprehensive-rules",
]
VERDICTS = {"yes", "no", "ok"}
REASONS = set(timing.REASONS)   # the contract's reason codes
ERAS = {EK.OriginalPublisherEra, EK.KonamiEra, EK.EdisonCommunityEra}
CARD_IRI = re.compile(re.escape(ID_IRI + "card/") + r"(\d{8}|x-[a-z0-9]+(?:-[a-z0-9]+)*)$")


def node(iri: str) -> ox.NamedNode:
    return ox.NamedNode(str(iri))


def rule_iri(rule_id: str) -> str:
    return ID_IRI + "rule/" + rule_id


def op_rule_iri(number: str) -> str:
    return rule_iri("op-" + number)


def source_iri(key: str) -> str:
    return ID_IRI + "source/" + key


def precedent_files() -> list[Path]:
    return sorted(PRECEDENTS_DIR.glob("*.ttl"))


@lru_cache(maxsize=1)
def graph():
    vocabulary = sorted(p for p in paths.ONTOLOGY_DIR.glob("*.ttl") if p.name != "shapes.ttl")
    data = sorted(RULES_DIR.glob("*.ttl")) + precedent_files()
    return memory_store(vocabulary + data, infer=False)


def values(subject: str, predicate: str) -> list:
    return [q.object for q in graph().quads_for_pattern(node(subject), node(predicate), None)]


def one_value(subject: str, predicate: str):
    found = values(subject, predicate)
    assert len(found) == 1, f"{subject}: expected one {predicate}, found {len(found)}"
    return found[0]


def is_a(subject: str, cls: str) -> bool:
    return bool(list(graph().quads_for_pattern(node(subject), node(RDF.type), node(cls))))


def subjects_of_type(cls: str) -> list[str]:
    return sorted(q.subject.value for q in graph().quads_for_pattern(None, node(RDF.type), node(cls)))


def text_of(subject: str, predicate: str) -> str:
    value = one_value(subject, predicate)
    assert isinstance(value, ox.Literal), f"{subject}: {predicate} must be a literal"
    assert value.value.strip(), f"{subject}: {predicate} is empty"
    return value.value


# ------------------------------------------------------------------------------- rules


@pytest.mark.parametrize("rule_id", FIXED_RULE_IDS)
def test_fixed_rule_exists_with_statement_game_and_source(rule_id):
    iri = rule_iri(rule_id)
    assert is_a(iri, EK.Rule), f"rule {rule_id} is missing"
    assert text_of(iri, EK.ruleId) == rule_id
    assert len(text_of(iri, EK.statement)) > 40
    assert one_value(iri, EK.game) == node(EK.YugiohEdison)
    source = one_value(iri, EK.sourceDocument)
    assert is_a(source.value, EK.SourceDocument)
    text_of(iri, EK.sourcePassage)


@pytest.mark.parametrize("number", ONE_PIECE_RULES)
def test_one_piece_rule_is_present(number):
    iri = op_rule_iri(number)
    assert is_a(iri, EK.Rule), f"One Piece rule {number} is missing"
    assert text_of(iri, EK.ruleId) == number
    assert one_value(iri, EK.game) == node(EK.OnePiece)
    assert one_value(iri, EK.sourceDocument) == node(source_iri("onepiece-comprehensive-rules"))
    assert text_of(iri, EK.sourcePassage) == number
    text_of(iri, EK.statement)


def test_every_rule_is_complete_and_named_by_its_id():
    rules = subjects_of_type(EK.Rule)
    assert len(rules) >= len(FIXED_RULE_IDS) + len(ONE_PIECE_RULES)
    game_concepts = {q.subject for q in graph().quads_for_pattern(None, node(SKOS.inScheme), node(EK.GameConcepts))}
    ids = set()
    for iri in rules:
        rule_id = text_of(iri, EK.ruleId)
        assert rule_id not in ids, f"rule id {rule_id} is used twice"
        ids.add(rule_id)
        game = one_value(iri, EK.game)
        expected = op_rule_iri(rule_id) if game == node(EK.OnePiece) else rule_iri(rule_id)
        assert iri == expected, f"{iri}: IRI does not match its rule id {rule_id}"
        text_of(iri, RDFS.label)
        text_of(iri, EK.statement)
        concerns = values(iri, EK.concerns)
        assert concerns, f"{iri}: says no game concept it concerns"
        assert set(concerns) <= game_concepts, f"{iri}: concerns something outside ek:GameConcepts"
        for general in values(iri, EK.refines):
            assert is_a(general.value, EK.Rule), f"{iri} refines {general.value}, which is not a rule"


def test_refinement_has_no_cycles():
    for start in subjects_of_type(EK.Rule):
        seen, current = {start}, start
        while True:
            parents = values(current, EK.refines)
            if not parents:
                break
            assert len(parents) == 1, f"{current} refines more than one rule"
            current = parents[0].value
            assert current not in seen, f"refinement cycle through {start}"
            seen.add(current)


def test_rules_per_game_and_source():
    counts: dict[tuple[str, str], int] = {}
    for iri in subjects_of_type(EK.Rule):
        key = (one_value(iri, EK.game).value, one_value(iri, EK.sourceDocument).value)
        counts[key] = counts.get(key, 0) + 1
    assert counts[(EK.OnePiece, source_iri("onepiece-comprehensive-rules"))] >= len(ONE_PIECE_RULES)
    # at least the fixed ids taken from each seed document
    for key, at_least in [("edison-compendium-missing-timing", 8), ("edison-compendium-conjunctions", 9),
                          ("yugipedia-trigger-like-effect", 21), ("yugipedia-negate", 28)]:
        assert counts[(EK.YugiohEdison, source_iri(key))] >= at_least, key


@pytest.mark.parametrize("key", SOURCE_KEYS)
def test_source_document(key):
    iri = source_iri(key)
    assert is_a(iri, EK.SourceDocument)
    text_of(iri, RDFS.label)
    text_of(iri, RDFS.comment)
    address = one_value(iri, RDFS.seeAlso)
    assert isinstance(address, ox.NamedNode) and address.value.startswith("https://")


# -------------------------------------------------------------------------- precedents


def card_refs(scenario: dict):
    """Every (JSON path, reference) in a scenario that must name one of its cards."""

    def in_event(event, where):
        if isinstance(event, list):  # a moment of simultaneous events
            for i, item in enumerate(event):
                yield from in_event(item, f"{where}[{i}]")
            return
        for key in ("card", "by", "target"):
            if event.get(key) is not None:
                yield f"{where}.{key}", event[key]

    def in_moments(moments, where):
        for i, moment in enumerate(moments):
            yield from in_event(moment, f"{where}[{i}]")

    for ref, card in scenario["cards"].items():
        yield from in_moments(card.get("resolution_events", []), f"$.cards.{ref}.resolution_events")
    for i, step in enumerate(scenario["steps"]):
        where = f"$.steps[{i}]"
        for key in ("activate", "summon"):
            if key in step:
                yield f"{where}.{key}", step[key]
        for key in ("targets", "materials"):
            for j, ref in enumerate(step.get(key, [])):
                yield f"{where}.{key}[{j}]", ref
        yield from in_moments(step.get("cost", []), f"{where}.cost")
        yield from in_moments(step.get("events", []), f"{where}.events")
    if "can_activate" in scenario["ask"]:
        yield "$.ask.can_activate", scenario["ask"]["can_activate"]


def json_of(subject: str, predicate: str):
    value = one_value(subject, predicate)
    assert isinstance(value, ox.Literal) and value.datatype == node(RDF.JSON), f"{subject}: {predicate} is not rdf:JSON"
    return json.loads(value.value)


def precedent_iri(path: Path) -> str:
    return ID_IRI + "precedent/" + path.stem


def test_there_are_precedent_files():
    assert len(precedent_files()) >= len(SEED_EXAMPLES) + 3


@pytest.mark.parametrize("path", precedent_files(), ids=lambda p: p.stem)
def test_precedent_is_complete(path):
    iri = precedent_iri(path)
    assert subjects_of_type(EK.RulingPrecedent).count(iri) == 1, f"{path.name} must hold the precedent {iri}"
    for predicate in (RDFS.label, EK.situation, EK.statement):
        text_of(iri, predicate)

    rules = values(iri, EK.followsRule)
    assert rules, "a precedent follows at least one rule"
    for rule in rules:
        assert is_a(rule.value, EK.Rule), f"follows {rule.value}, which is not a rule"
    sources = values(iri, DCTERMS.source)
    assert sources and all(isinstance(s, ox.NamedNode) and s.value.startswith("https://") for s in sources)

    scenario = json_of(iri, EK.scenario)
    assert isinstance(scenario.get("cards"), dict) and scenario["cards"]
    assert isinstance(scenario.get("steps"), list) and isinstance(scenario.get("ask"), dict)
    for ref, card in scenario["cards"].items():
        assert card.get("name") or card.get("text"), f"$.cards.{ref} needs a name or its own text"
        assert card.get("controller") in ("A", "B"), f"$.cards.{ref} needs a controller"
    for where, ref in card_refs(scenario):
        assert ref in scenario["cards"], f"{where}: {ref!r} is not a card of the scenario"

    expectation = json_of(iri, EK.expectation)
    verdict = text_of(iri, EK.verdict)
    assert verdict in VERDICTS and expectation.get("answer") == verdict
    reasons = values(iri, EK.verdictReason)
    if "reason" in expectation:
        assert [r.value for r in reasons] == [expectation["reason"]]
    for reason in [r.value for r in reasons] + [m["reason"] for m in expectation.get("missed", [])]:
        assert reason in REASONS, f"unknown reason code {reason!r}"
    for key in ("chain", "missed", "order"):
        for entry in expectation.get(key, []):
            if "card" in entry:  # an entry may fix only the group (the player's choice of order)
                assert entry["card"] in scenario["cards"], f"expectation {key}: {entry['card']!r} is not a card"

    cards = values(iri, EK.involvesCard)
    one_piece = scenario.get("game", "yugioh-edison") == "one-piece"
    assert one_value(iri, EK.game) == node(EK.OnePiece if one_piece else EK.YugiohEdison)
    if one_piece:
        assert "resolution_order" in scenario["ask"] and "order" in expectation
        assert all(card.get("text") for card in scenario["cards"].values()), "One Piece cards bring their own text"
    else:
        assert cards, "a Yu-Gi-Oh! precedent names the cards it involves"
        assert one_value(iri, EK.era).value in ERAS, "a Yu-Gi-Oh! precedent says who issued the ruling"
    for card in cards:
        assert CARD_IRI.match(card.value), f"{card.value} is not a card IRI"


def test_every_seed_example_is_a_precedent():
    stored = {path.stem for path in precedent_files()}
    missing = [slug for slug in SEED_EXAMPLES if slug not in stored]
    assert not missing, f"seed examples without a precedent: {missing}"


@pytest.mark.parametrize("example", sorted((FIXTURES / "contract_examples").glob("*.json")), ids=lambda p: p.stem)
def test_contract_example_is_stored_as_a_precedent(example):
    raw = json.loads(example.read_text(encoding="utf-8"))
    matches = [iri for iri in subjects_of_type(EK.RulingPrecedent)
               if json_of(iri, EK.scenario) == raw["scenario"] and json_of(iri, EK.expectation) == raw["expect"]]
    assert len(matches) == 1, f"{example.name} should be exactly one stored precedent, found {matches}"


def exercises_ordering_rule(number: str, scenario: dict, expectation: dict) -> bool:
    """Does this One Piece precedent show the case the rule describes?"""
    order = [entry["card"] for entry in expectation["order"]]
    controller = {ref: card["controller"] for ref, card in scenario["cards"].items()}
    turn = scenario["turn_player"]
    if number == "8-6-1":
        # turn player first, then the other player's waiting effect before the turn player's new one
        return [controller[ref] == turn for ref in order] == [True, False, True]
    if number == "8-6-1-1":
        # two effects of the turn player fulfilled together, a third fulfilled by the first
        return (len(order) == 3 and all(controller[ref] == turn for ref in order)
                and "resolution_events" in scenario["cards"][order[0]])
    # the activated card's effect resolves before the effect its activation fulfilled
    return bool(scenario["steps"]) and scenario["steps"][0].get("activate") == order[0] and len(order) == 2


@pytest.mark.parametrize("number", ["8-6-1", "8-6-1-1", "8-6-3"])
def test_one_piece_precedent_exercises_the_ordering_rule(number):
    # Other precedents may follow the rule too (in a variant of its case); at least one shows the case itself.
    followers = [q.subject.value for q in graph().quads_for_pattern(None, node(EK.followsRule), node(op_rule_iri(number)))]
    scenarios = [(json_of(iri, EK.scenario), json_of(iri, EK.expectation)) for iri in followers]
    scenarios = [(s, e) for s, e in scenarios if s.get("game") == "one-piece"]
    assert scenarios, f"no One Piece precedent follows rule {number}"
    assert any(exercises_ordering_rule(number, s, e) for s, e in scenarios), \
        f"no One Piece precedent following rule {number} shows the case it describes"


# ------------------------------------------------------------------ precedents and cards


@lru_cache(maxsize=1)
def cards_graph():
    card_files = sorted(CARDS_DIR.glob("*.ttl"))
    assert card_files, f"no card data in {CARDS_DIR}"
    return memory_store(card_files + precedent_files(), infer=False)


def folded(name: str) -> str:
    """Case and punctuation folded, as the contract matches card names."""
    name = unicodedata.normalize("NFKD", name).casefold()
    return re.sub(r"[^0-9a-z]+", "", name)


@pytest.mark.parametrize("path", precedent_files(), ids=lambda p: p.stem)
def test_precedent_cards_are_in_the_graph(path):
    store = cards_graph()
    iri = node(precedent_iri(path))
    involved = [q.object for q in store.quads_for_pattern(iri, node(EK.involvesCard), None)]
    names = {}
    for card in involved:
        assert list(store.quads_for_pattern(card, node(RDF.type), node(EK.Card))), f"{card.value} is not a card"
        for q in store.quads_for_pattern(card, node(EK.name), None):
            names[folded(q.object.value)] = card.value
    scenario = json.loads(next(store.quads_for_pattern(iri, node(EK.scenario), None)).object.value)
    for ref, card in scenario["cards"].items():
        if "text" not in card:  # a card of the graph: it must be one the precedent involves
            assert folded(card["name"]) in names, f"$.cards.{ref}: {card['name']!r} is not among the involved cards"
