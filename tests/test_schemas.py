"""The published schemas (edison_kg.schemas): the command prints them, the copies in
docs/schema/ for editors are the generated ones, an unknown name is one line."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from edison_kg import paths, schemas
from edison_kg.errors import BadInput


@pytest.mark.parametrize("name", schemas.NAMES)
def test_the_docs_copy_is_the_generated_schema(name):
    copy = paths.PROJECT_DIR / "docs" / "schema" / f"{name}.json"
    assert json.loads(copy.read_text(encoding="utf-8")) == schemas.schema(name), \
        f"regenerate it: edison-kg schema {name} > docs/schema/{name}.json"


def test_the_command_prints_the_schema_and_refuses_an_unknown_name():
    run = subprocess.run([sys.executable, "-m", "edison_kg", "schema", "scenario"], capture_output=True, text=True)
    assert run.returncode == 0 and json.loads(run.stdout) == schemas.schema("scenario")
    run = subprocess.run([sys.executable, "-m", "edison_kg", "schema", "scenarios"], capture_output=True, text=True)
    assert run.returncode == 2 and len(run.stderr.strip().splitlines()) == 1 and "invalid choice" in run.stderr
    with pytest.raises(BadInput, match="the schemas are: scenario, card-entry"):
        schemas.schema("scenarios")


def test_a_schema_is_a_fresh_copy():
    first = schemas.schema("card-entry")
    first["properties"].clear()
    assert schemas.schema("card-entry")["properties"]
