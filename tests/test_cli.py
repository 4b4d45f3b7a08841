"""The CLI: every command has help text, takes --json (errors too) and is documented in the
README; the README's commands and the help texts' files are real; exit codes as documented;
start-up imports nothing heavy."""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import edison_kg
from edison_kg.cli import build_parser

PROJECT = Path(__file__).resolve().parent.parent
README = (PROJECT / "README.md").read_text(encoding="utf-8")
EXAMPLE = str(PROJECT / "docs" / "examples" / "drill-warrior-then.json")


def commands():
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    return sub.choices


def edison_kg_cli(*args, env=None):
    return subprocess.run([sys.executable, "-m", "edison_kg", *args], capture_output=True, text=True,
                          env={**os.environ, **(env or {})}, timeout=120)


def test_every_command_has_help_json_and_is_in_the_readme():
    for name, sub in commands().items():
        assert sub.description, f"{name} has no help text"
        assert f"edison-kg {name}" in README, f"{name} is missing from the README"
        assert "--json" in sub._option_string_actions, f"{name} takes no --json"


def test_version_is_the_package_version():
    run = edison_kg_cli("--version")
    project = tomllib.loads((PROJECT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert run.returncode == 0 and run.stdout.strip() == f"edison-kg {project['version']}"
    assert edison_kg.__version__ == project["version"]


def test_help_texts_name_files_that_exist():
    """A path in a help text (docs/timing-questions.md, tests/fixtures, docs/examples/) is a
    path of the project."""
    texts = [build_parser().description or ""]
    for sub in commands().values():
        texts.append(sub.description or "")
        texts += [action.help or "" for action in sub._actions]
    named = {m for text in texts for m in re.findall(r"\b(?:docs|tests|ontology|queries|data|edison_kg)/[\w./-]*", text)}
    assert "docs/timing-questions.md" in named
    missing = sorted(p for p in named if not (PROJECT / p.rstrip(".")).exists())
    assert missing == []


def _readme_commands() -> list[list[str]]:
    """Every `edison-kg ...` command of the README's sh blocks (after `&&` too), as arguments."""
    found = []
    for block in re.findall(r"```sh\n(.*?)```", README, flags=re.S):
        text = block.replace("\\\n", " ")
        for line in text.splitlines():
            line = line.split(" #", 1)[0].strip()
            if line.startswith("$ "):
                line = line[2:]
            for part in line.split("&&"):
                part = part.strip()
                if part.startswith("edison-kg "):
                    found.append(shlex.split(part)[1:])
    return found


def test_readme_commands_are_commands_with_real_files():
    """Each command of the README parses with the options it is given, and the scenario and
    query files it names exist."""
    parser = build_parser()
    readme = _readme_commands()
    assert len(readme) >= 8 and ["ask", "docs/examples/drill-warrior-then.json"] in readme
    for args in readme:
        parsed = parser.parse_args(args)
        if parsed.command == "ask" and parsed.scenario is not None:   # else a situation told in words
            assert (PROJECT / parsed.scenario).is_file(), args
    assert ". .venv/bin/activate" in README   # the set-up puts edison-kg on the PATH


def test_json_errors_are_one_object_on_stderr():
    card = edison_kg_cli("card", "Sangan Dragon", "--json")
    assert card.returncode == 2 and card.stdout == ""
    [line] = card.stderr.strip().splitlines()
    error = json.loads(line)["error"]
    assert error["command"] == "card" and error["exit_code"] == 2 and "Sangan" in error["message"]
    usage = edison_kg_cli("query", "banlist", "--no-such-option", "--json")
    assert usage.returncode == 2 and usage.stdout == ""
    assert json.loads(usage.stderr)["error"]["message"].startswith("unrecognized arguments: --no-such-option")
    assert json.loads(usage.stderr)["error"]["command"] == "query"
    endpoint = edison_kg_cli("stats", "--endpoint", "http://127.0.0.1:1/sparql", "--timeout", "1", "--json")
    assert endpoint.returncode == 3
    assert json.loads(endpoint.stderr)["error"]["exit_code"] == 3


def test_errors_without_json_are_one_line():
    for args, code in ((["card", "Sangan Dragon"], 2), (["query"], 2), (["query", "--no-such-option"], 2),
                       (["ask"], 2), (["stats", "--endpoint", "http://127.0.0.1:1/sparql", "--timeout", "1"], 3)):
        run = edison_kg_cli(*args)
        assert run.returncode == code, args
        assert len(run.stderr.strip().splitlines()) == 1 and run.stderr.startswith("edison-kg"), args
        assert "Traceback" not in run.stderr


def test_query_takes_json_like_format_json():
    as_json = edison_kg_cli("query", "banlist", "--json")
    as_format = edison_kg_cli("query", "banlist", "-f", "json")
    assert as_json.returncode == as_format.returncode == 0
    rows = json.loads(as_json.stdout)
    assert rows == json.loads(as_format.stdout) and rows[0]["status"] == "forbidden"
    listed = json.loads(edison_kg_cli("query", "--list", "--json").stdout)
    assert {"name": "banlist", "title": "The Edison banlist", "parameters": ""} in listed


def test_answer_is_exit_0_and_its_json_is_the_contract():
    run = edison_kg_cli("ask", EXAMPLE, "--json")
    assert run.returncode == 0 and json.loads(run.stdout)["answer"] in ("yes", "no")


def test_card_sheet_is_wrapped_to_the_terminal_width():
    """Judgment Dragon's texts are long lines; at 60 columns no line is longer, but for a word
    (an address) that cannot be cut."""
    run = edison_kg_cli("card", "Judgment Dragon", env={"COLUMNS": "60"})
    assert run.returncode == 0
    lines = run.stdout.splitlines()
    assert any("Life Points" in line for line in lines) and len(lines) > 20
    too_long = [line for line in lines if len(line) > 60 and len(line.split()) > 1
                and any(len(" ".join(line.split()[:i + 1])) <= 60 for i in range(len(line.split()) - 1))]
    assert too_long == []


def test_tables_fit_the_width_and_count_the_rows():
    run = edison_kg_cli("query", "banlist", env={"COLUMNS": "70"})
    lines = run.stdout.splitlines()
    assert run.returncode == 0 and lines[0].split() == ["status", "name", "passcode", "card"]
    assert max(len(line) for line in lines) <= 70 and lines[-1] == "(132 rows)"


@pytest.mark.parametrize("args", [["--help"], ["ask", EXAMPLE]])
def test_start_up_imports_nothing_heavy(args):
    """--help imports no RDF library; an answer draws no table, so rich stays unimported, and an answer about
    cards of the graph reads their stored effects, so the card reader (its ~570 patterns, a quarter of a second
    to compile) stays unloaded."""
    reader = ("edison_kg.cardtext.reader", "edison_kg.cardtext.clauses", "edison_kg.cardtext.facts",
              "edison_kg.cardtext.cardkind")
    heavy = ("rich", *reader) if args[0] == "ask" else ("rdflib", "pyshacl", "pyoxigraph", "SPARQLWrapper", "rich")
    code = ("import sys, io, contextlib; from edison_kg.cli import main\n"
            f"with contextlib.redirect_stdout(io.StringIO()):\n"
            f"    try:\n        main({args!r})\n    except SystemExit:\n        pass\n"
            f"print('heavy:' + ','.join(m for m in {heavy!r} if m in sys.modules))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip().splitlines()[-1] == "heavy:"


def test_analyze_reads_a_psct_as_one():
    # Magical Thorn's Edison-accurate PSCT: without a colon its sentence is applied, never activated
    text = "① If a card(s) is discarded from your opponent's hand and sent to the GY, inflict 500 damage to them for each."
    args = ["analyze", text, "--card-type", "trap", "--subtype", "Continuous", "--json"]
    as_psct = edison_kg_cli(*args, "--psct")
    plain = edison_kg_cli(*args)
    assert as_psct.returncode == plain.returncode == 0
    assert json.loads(as_psct.stdout)[0]["kind"] == "continuous"
    assert json.loads(plain.stdout)[0]["kind"] == "trigger-like"
