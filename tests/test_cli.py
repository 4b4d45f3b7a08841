"""The CLI: every command has help text and is documented in the README; start-up imports
nothing heavy."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from edison_kg.cli import build_parser

README = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")


def commands():
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    return sub.choices


def test_every_command_has_help_and_is_in_the_readme():
    for name, sub in commands().items():
        assert sub.description, f"{name} has no help text"
        assert f"edison-kg {name}" in README, f"{name} is missing from the README"


def test_help_imports_nothing_heavy():
    code = ("import sys; from edison_kg.cli import main\n"
            "try:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
            "heavy = [m for m in ('rdflib', 'pyshacl', 'pyoxigraph', 'SPARQLWrapper') if m in sys.modules]\n"
            "print('heavy:' + ','.join(heavy))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 0
    assert run.stdout.strip().splitlines()[-1] == "heavy:"


def test_unknown_card_is_one_line_with_suggestions():
    run = subprocess.run([sys.executable, "-m", "edison_kg", "card", "Sangan Dragon"], capture_output=True, text=True)
    assert run.returncode == 2
    assert len(run.stderr.strip().splitlines()) == 1 and "Sangan" in run.stderr


def test_analyze_reads_a_psct_as_one():
    # Magical Thorn's Edison-accurate PSCT: without a colon its sentence is applied, never activated
    text = "① If a card(s) is discarded from your opponent's hand and sent to the GY, inflict 500 damage to them for each."
    args = [sys.executable, "-m", "edison_kg", "analyze", text, "--card-type", "trap", "--subtype", "Continuous", "--json"]
    as_psct = subprocess.run(args + ["--psct"], capture_output=True, text=True)
    plain = subprocess.run(args, capture_output=True, text=True)
    assert as_psct.returncode == plain.returncode == 0
    assert json.loads(as_psct.stdout)[0]["kind"] == "continuous"
    assert json.loads(plain.stdout)[0]["kind"] == "trigger-like"
