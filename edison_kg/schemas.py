"""The JSON Schemas of the project's JSON inputs, published by ``edison-kg schema NAME`` and
``GET /api/schema/NAME.json``: ``scenario`` (the input of ``edison-kg ask``, generated from
the model in edison_kg.timing.contract) and ``card-entry`` (a JSON card for ``edison-kg
validate``, generated from the model in edison_kg.validation.card_entry). Each comes from the
same model the input is checked with."""

from __future__ import annotations

from edison_kg.errors import BadInput

NAMES = ("scenario", "card-entry")


def schema(name: str) -> dict:
    """The JSON Schema (draft 2020-12) called ``name``; BadInput naming the known ones."""
    if name == "scenario":
        from edison_kg.timing.contract import scenario_schema

        return scenario_schema()
    if name == "card-entry":
        from edison_kg.validation.card_entry import card_entry_schema

        return card_entry_schema()
    raise BadInput(f"unknown schema {name!r}; the schemas are: {', '.join(NAMES)}", where="schema")
