"""The package's shape: stage packages whose imports form a tree (a later stage imports an
earlier one, never the reverse), no import cycle between any two modules (imports inside
functions count: they are cycles all the same, only later), and no module over 600 lines."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "edison_kg"

# The data's way, earliest first. The modules below every stage (errors, paths, names, files, progress,
# jsontext, jsonmodel, query_text, terminal) may be imported by any stage and import no stage themselves.
BASE = ("errors", "paths", "names", "files", "jsontext", "jsonmodel", "progress", "query_text", "terminal")
STAGES = ("vocab", "cardtext", "rdf", "sources", "crosscheck", "store", "sparql", "validation", "lookup", "timing",
          "exports", "schemas", "web", "cli", "__main__")
MAX_LINES = 600


def _modules() -> dict[str, Path]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = ("edison_kg",) + path.relative_to(PACKAGE).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


MODULES = _modules()


def _imports(name: str, path: Path) -> set[str]:
    """The package's modules ``name`` imports, anywhere in it. ``from package import name``
    is an import of the submodule when there is one, else of the package itself."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parent + ([base] if base else []))
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base for alias in node.names]
        else:
            continue
        for target in targets:
            while target and target not in MODULES:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


GRAPH = {name: _imports(name, path) for name, path in MODULES.items()}


def _stage(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else None


def test_every_top_level_module_and_package_has_its_place():
    tops = {_stage(m) for m in MODULES} - {None}
    assert tops - set(BASE) - set(STAGES) == set(), "add the new stage to STAGES (in the data's order) or BASE"


def test_a_stage_imports_only_earlier_stages_and_the_base():
    order = {stage: i for i, stage in enumerate(STAGES)}
    wrong = []
    for module, targets in GRAPH.items():
        mine = _stage(module)
        for target in targets:
            theirs = _stage(target)
            if theirs is None or theirs == mine:
                continue
            if mine in BASE and theirs not in BASE:
                wrong.append(f"{module} (base) imports {target}")
            elif mine in order and theirs in order and order[theirs] > order[mine]:
                wrong.append(f"{module} imports the later stage {target}")
    assert wrong == []


def test_no_import_cycle_between_modules():
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def visit(node: str) -> None:   # Tarjan's strongly connected components
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in GRAPH[node]:
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for module in sorted(GRAPH):
        if module not in index:
            visit(module)
    assert cycles == []


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_module_is_over_600_lines(module):
    lines = MODULES[module].read_text(encoding="utf-8").count("\n")
    assert lines <= MAX_LINES, f"{module} has {lines} lines"


def test_the_test_of_cycles_sees_a_cycle():
    """The cycle finder is only worth its pass if it can fail: a cycle made up here is found."""
    GRAPH["edison_kg.errors"].add("edison_kg.paths")
    GRAPH["edison_kg.paths"].add("edison_kg.errors")
    try:
        with pytest.raises(AssertionError):
            test_no_import_cycle_between_modules()
    finally:
        GRAPH["edison_kg.errors"].discard("edison_kg.paths")
        GRAPH["edison_kg.paths"].discard("edison_kg.errors")


def test_no_library_code_prints():
    """Library code reports progress through edison_kg.progress and the server logs through its
    logger: only the fronts that own a terminal (the CLI, its terminal helpers, the vocabulary
    generator's command) write to standard output or error."""
    fronts = {"edison_kg.cli", "edison_kg.terminal", "edison_kg.vocab.generate"}
    pipes = {"edison_kg.store.parse", "edison_kg.web.server"}   # a parser process's pipe; the log's stream
    printing = []
    for module, path in MODULES.items():
        if module in fronts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "print":
                printing.append(f"{module}:{node.lineno}")
            if isinstance(node, ast.Attribute) and node.attr in ("stdout", "stderr") \
                    and getattr(node.value, "id", None) == "sys" and module not in pipes:
                printing.append(f"{module}:{node.lineno}")
    assert printing == []


# the timing engine reads the fields the card reader stored, never card text again with patterns;
# the question-in-words reader (timing/words/) reads the question's words, not card text. A module that must use
# `re` for something else goes here by name, with why.
TIMING_MAY_USE_RE: dict[str, str] = {}


def test_the_timing_engine_reads_no_card_text_with_patterns():
    using = []
    for module, path in MODULES.items():
        if not module.startswith("edison_kg.timing.") or module.startswith("edison_kg.timing.words") \
                or module in TIMING_MAY_USE_RE:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import) and any(alias.name == "re" for alias in node.names) \
                    or isinstance(node, ast.ImportFrom) and node.module == "re":
                using.append(f"{module}:{node.lineno}")
    assert using == []


def test_the_guard_on_patterns_sees_an_import_of_re():
    tree = ast.parse("def f():\n    import re\n    from re import compile\n")
    found = [node for node in ast.walk(tree) if isinstance(node, ast.Import) and any(a.name == "re" for a in node.names)
             or isinstance(node, ast.ImportFrom) and node.module == "re"]
    assert len(found) == 2
