"""One precedent by id (edison_kg/lookup/precedents.py) and `edison-kg precedent`."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from edison_kg import timing
from edison_kg.lookup.precedents import PRECEDENT_IRI, UnknownPrecedent, describe_precedent, find_precedent

AXE = "r-axe-of-despair-no-monster-left-to-tribute"


def test_a_precedent_sheet_holds_what_the_precedent_records():
    sheet = describe_precedent(AXE)
    assert sheet.id == AXE and sheet.verdict == "no" and sheet.reason == "other"
    assert {"Axe of Despair", "Gemini Elf", "Raigeki"} <= set(sheet.cards)
    assert any(rule.startswith("state-card-must-be-in-place") for rule in sheet.rules)
    assert sheet.sources and sheet.statement
    # its scenario is a question the engine answers as recorded
    got = timing.ask(sheet.scenario).to_dict()
    assert {k: got[k] for k in sheet.expectation} == sheet.expectation


def test_ids_are_found_without_their_prefix_or_as_iris():
    iri = PRECEDENT_IRI + AXE
    assert find_precedent(AXE.removeprefix("r-")) == iri
    assert find_precedent(f"<{iri}>") == iri


def test_an_unknown_id_names_the_closest():
    with pytest.raises(UnknownPrecedent, match="closest: r-axe-of-despair"):
        find_precedent("axe-of-despair-no-monster")


def test_the_command_prints_one_precedent_or_one_line():
    run = subprocess.run([sys.executable, "-m", "edison_kg", "precedent", AXE, "--json"],
                         capture_output=True, text=True, check=True)
    assert json.loads(run.stdout)["id"] == AXE
    bad = subprocess.run([sys.executable, "-m", "edison_kg", "precedent", "no-such-precedent"],
                         capture_output=True, text=True)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "Traceback" not in bad.stderr
