"""edison_kg/vocab/schemes.py is generated from the vocabulary's concept schemes: it must be
current, and the lists the code reads are the schemes' notations, never a copy kept by hand."""

from edison_kg.paths import PACKAGE_DIR
from edison_kg.vocab import model, schemes
from edison_kg.vocab.generate import render_schemes
from edison_kg.timing import contract, scenario


def test_schemes_module_is_current():
    assert (PACKAGE_DIR / "vocab" / "schemes.py").read_text(encoding="utf-8") == render_schemes(), \
        "schemes.py is stale: run python -m edison_kg.vocab.generate"


def test_the_lists_the_code_reads_are_the_generated_ones():
    assert model.CONJUNCTION_SEMANTICS is schemes.CONJUNCTION_SEMANTICS
    assert model.EFFECT_KINDS is schemes.EFFECT_KINDS and model.TIMING_WORDS is schemes.TIMING_WORDS
    assert scenario.PHASES is schemes.PHASES and scenario.ZONES is schemes.ZONES
    assert contract.STEP_KINDS is schemes.STEP_KINDS and contract.QUESTIONS is schemes.QUESTIONS
    # a scenario states every event type but those the engine records or the reader names
    assert set(scenario.EVENT_TYPES) == set(schemes.EVENT_TYPES) - set(schemes.UNSTATED_EVENTS)


def test_every_conjunction_says_which_parts_it_needs():
    assert set(schemes.CONJUNCTION_SEMANTICS) == set(schemes.CONJUNCTIONS)
    assert schemes.CONJUNCTION_SEMANTICS["then"] == (True, False, True)
    assert set(schemes.PHASES) == set(schemes.GAMES)
