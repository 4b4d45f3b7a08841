"""The documentation: docs/cli.md is the help the commands print, every command and option has
help text, the README stays a front door whose set-up commands are the ones CI relies on, and
the links and module paths the docs name are real."""

from __future__ import annotations

import argparse
import importlib
import re
from pathlib import Path

from edison_kg.cli import build_parser, reference

PROJECT = Path(__file__).resolve().parent.parent
README = PROJECT / "README.md"
DOCS = sorted([README, PROJECT / "queries" / "README.md", *(PROJECT / "docs").glob("*.md")])
SET_UP = [
    "python3 -m venv .venv && . .venv/bin/activate && pip install -e . && "
    "edison-kg ask docs/examples/drill-warrior-then.json",
    "python3 -m venv .venv && . .venv/bin/activate && pip install -e '.[test]' && python -m pytest -q",
]


def _commands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    return next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices


def test_cli_reference_is_current():
    assert (PROJECT / "docs" / "cli.md").read_text(encoding="utf-8") == reference(), \
        "docs/cli.md is stale: run python docs/cli_reference.py"


def test_cli_reference_does_not_depend_on_the_terminal(monkeypatch):
    monkeypatch.setenv("COLUMNS", "40")
    narrow = reference()
    monkeypatch.setenv("COLUMNS", "200")
    assert reference() == narrow
    import os

    assert os.environ["COLUMNS"] == "200"   # the caller's width is given back


def test_cli_reference_holds_every_command_and_option():
    text = reference()
    for name, command in _commands().items():
        assert f"\n## edison-kg {name}\n" in text
        for action in command._actions:
            for option in action.option_strings:
                assert option in text, f"{name} {option}"


def test_every_command_and_option_has_help_text():
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    listed = {choice.dest: choice.help for choice in sub._choices_actions}
    for name, command in sub.choices.items():
        assert listed.get(name), f"{name} has no help line in edison-kg --help"
        assert command.description, f"{name} has no description"
        for action in command._actions:
            assert action.help and action.help != argparse.SUPPRESS, \
                f"{name}: {'/'.join(action.option_strings) or action.dest} has no help text"


def test_readme_is_a_front_door_opening_with_the_set_up_commands():
    """At most 8 KB; its first code blocks are the two set-up commands (CI runs the second); it
    shows the page's picture and leads to the docs' index and the command reference."""
    text = README.read_text(encoding="utf-8")
    assert len(text.encode("utf-8")) <= 8192, "README.md is over 8 KB: move the detail to docs/"
    blocks = re.findall(r"```\w*\n(.*?)```", text, flags=re.S)
    assert [block.strip() for block in blocks[:2]] == SET_UP
    assert '<img src="docs/judge-page.png"' in text
    assert "(docs/README.md)" in text and "(docs/cli.md)" in text


def test_the_docs_index_lists_every_doc():
    index = (PROJECT / "docs" / "README.md").read_text(encoding="utf-8")
    unlisted = [doc.name for doc in (PROJECT / "docs").glob("*.md")
                if doc.name != "README.md" and f"]({doc.name})" not in index]
    assert unlisted == []


def _slug(heading: str) -> str:
    """The anchor GitHub gives a heading."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def _anchors(path: Path) -> set[str]:
    text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.S)
    seen: dict[str, int] = {}
    anchors = set()
    for heading in re.findall(r"^#{1,6} (.+)$", text, flags=re.M):
        slug = _slug(heading)
        anchors.add(slug if slug not in seen else f"{slug}-{seen[slug]}")
        seen[slug] = seen.get(slug, 0) + 1
    return anchors


def test_links_of_the_docs_lead_somewhere():
    """Every relative link and picture of the README and docs/ is a file of the project, and an
    anchor is a heading of its file."""
    broken = []
    for doc in DOCS:
        text = re.sub(r"```.*?```", "", doc.read_text(encoding="utf-8"), flags=re.S)
        targets = re.findall(r"\]\(([^)\s]+)\)", text) + re.findall(r'<img src="([^"]+)"', text)
        for target in targets:
            if re.match(r"[a-z]+:", target):
                continue
            file, _, anchor = target.partition("#")
            path = (doc.parent / file).resolve() if file else doc
            if not path.exists():
                broken.append(f"{doc.relative_to(PROJECT)}: {target}")
            elif anchor and anchor not in _anchors(path):
                broken.append(f"{doc.relative_to(PROJECT)}: {target} (no such heading)")
    assert broken == []


def _is_module(dotted: str) -> bool:
    path = PROJECT / dotted.replace(".", "/")
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def test_module_paths_the_docs_name_exist():
    """A path of the package (edison_kg/store/open.py, edison_kg/cardtext/tables/*.toml) or a
    dotted name (edison_kg.sparql.named.run_query) in the docs is one of the package."""
    texts = {doc: doc.read_text(encoding="utf-8") for doc in [*DOCS, PROJECT / "benchmarks" / "RESULTS.md"]}
    missing = []
    for doc, text in texts.items():
        for path in re.findall(r"\bedison_kg/[\w/.*-]*", text):
            path = path.rstrip(".")
            if not list(PROJECT.glob(path.rstrip("/"))):
                missing.append(f"{doc.name}: {path}")
        for dotted in re.findall(r"\bedison_kg(?:\.\w+)+", text):
            parts = dotted.split(".")
            depth = max(i for i in range(1, len(parts) + 1) if _is_module(".".join(parts[:i])))
            value = importlib.import_module(".".join(parts[:depth]))
            for attribute in parts[depth:]:
                if not hasattr(value, attribute):
                    missing.append(f"{doc.name}: {dotted}")
                    break
                value = getattr(value, attribute)
    assert missing == []
