"""Errors of edison-kg. Each carries a message a user can act on and where it happened.

Only ``cli.py`` turns them into exit codes: 2 for bad input (a file, a scenario, a card
name), 1 for a graph that does not conform, 3 for a remote endpoint failing.
"""

from __future__ import annotations


class EdisonError(Exception):
    """Base class: ``str(error)`` is the one line shown to the user."""

    exit_code = 2

    def __init__(self, message: str, where: str | None = None):
        super().__init__(message)
        self.message = message
        self.where = where

    def __str__(self) -> str:
        return f"{self.where}: {self.message}" if self.where else self.message


class BadInput(EdisonError):
    """A file or argument that cannot be read (malformed Turtle, JSON, query text)."""


class UnknownCard(BadInput):
    """A card name that is not in the graph; the message lists the closest names."""


class BadScenario(BadInput):
    """A timing scenario that breaks the contract; ``where`` is the JSON path."""


class QueryNotFound(BadInput):
    """A named query that does not exist."""


class ShapeViolation(EdisonError):
    """An entry that does not conform to the shapes."""

    exit_code = 1


class EndpointError(EdisonError):
    """A remote SPARQL endpoint that cannot be reached or answers badly."""

    exit_code = 3
