"""The package's errors in one place: every error class lives in ``edison_kg/errors.py`` with
its exit code and its HTTP status, and pickles whole (a worker process of ``serve`` sends
the error itself back to the server)."""

from __future__ import annotations

import ast
import inspect
import pickle
from pathlib import Path

import pytest

from edison_kg import errors
from edison_kg.errors import EdisonError

PACKAGE = Path(errors.__file__).resolve().parent
ERRORS = [cls for _, cls in inspect.getmembers(errors, inspect.isclass)
          if issubclass(cls, EdisonError) and cls.__module__ == errors.__name__]


@pytest.mark.parametrize("cls", ERRORS, ids=[cls.__name__ for cls in ERRORS])
def test_each_error_has_an_exit_code_and_a_status_and_pickles_whole(cls):
    assert cls.exit_code in (1, 2, 3)
    assert 400 <= cls.http_status < 600
    error = cls("no card named 'Sangann' in the graph; closest: Sangan", where="$.cards.x.name")
    error.traceback = "as a worker pool adds it"
    back = pickle.loads(pickle.dumps(error))
    assert type(back) is cls
    assert (back.message, back.where, str(back)) == (error.message, error.where, str(error))
    assert back.traceback == error.traceback and back.http_headers == cls.http_headers


def test_a_missing_thing_the_address_names_is_404_one_a_question_names_is_400():
    assert errors.UnknownCard.http_status == errors.UnknownRule.http_status == 404
    assert errors.UnknownPrecedent.http_status == errors.QueryNotFound.http_status == 404
    assert errors.UnknownScenarioCard.http_status == 400
    assert issubclass(errors.UnknownScenarioCard, errors.UnknownCard)
    assert issubclass(errors.UnknownScenarioCard, errors.BadScenario)


def test_no_error_class_of_the_package_is_defined_elsewhere():
    names = {cls.__name__ for cls in ERRORS}
    elsewhere = []
    for path in PACKAGE.rglob("*.py"):
        if path == Path(errors.__file__).resolve():
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                bases = {base.id if isinstance(base, ast.Name) else getattr(base, "attr", "") for base in node.bases}
                if bases & (names | {"Exception", "BaseException"}):
                    elsewhere.append(f"{path.relative_to(PACKAGE)}: {node.name}")
    assert elsewhere == []


def test_the_names_stay_importable_where_they_were():
    from edison_kg.lookup.precedents import UnknownPrecedent
    from edison_kg.lookup.rules import UnknownRule

    assert UnknownPrecedent is errors.UnknownPrecedent and UnknownRule is errors.UnknownRule
