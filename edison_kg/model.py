"""Structured effects as Python objects, shared by the analyzer, the importer and the
timing engine. Field values are the notations of the concepts in ontology/concepts.ttl
(``"trigger-like"``, ``"when"``, ``"sent_to_gy"``, ``"then"``, ...)."""

from __future__ import annotations

from dataclasses import dataclass, field

EFFECT_KINDS = (
    "trigger", "trigger-like", "quick", "quick-like", "ignition", "ignition-like",
    "continuous", "flip", "card-activation", "unanalyzed",
)
TIMING_WORDS = ("when", "if", "during", "none")
CONJUNCTIONS = ("and", "also", "and if you do", "then", "also, after that")
# conjunction -> (first part required, second part required, sequential); seed 004
CONJUNCTION_SEMANTICS = {
    "and": (True, True, False),
    "also": (False, False, False),
    "and if you do": (True, False, False),
    "then": (True, False, True),
    "also, after that": (False, False, True),
}
PROVENANCES = ("text-analysis", "hand-curated", "override", "inferred")


@dataclass
class EventPattern:
    """What starts a trigger(-like) effect."""

    types: list[str]                   # contract event TYPEs; any of them matches
    self_card: bool = False            # the event happens to this card
    card: str | None = None            # the wording of which card ("a monster you control")
    player: str | None = None          # "you" | "opponent" | "either" (whose card/action)
    from_zone: str | None = None       # contract ZONE
    to_zone: str | None = None
    cause: str | None = None           # contract CAUSE ("battle", "effect", ...)


@dataclass
class Clause:
    """One action of a cost or a resolution."""

    index: int                         # 1-based
    action: str                        # notation of an ek:Actions concept
    text: str
    conjunction: str | None = None     # joins this clause to the previous one
    up_to: bool = False
    alternative: bool = False          # one of bulleted options to choose from (no conjunction)


@dataclass
class AnalyzedEffect:
    number: int                        # 1-based, text order (the contract's `effect`)
    text: str
    kind: str                          # one of EFFECT_KINDS
    optional: bool = False
    timing_word: str = "none"
    spell_speed: int | None = None
    once_per_turn: bool = False
    usage_limit: str | None = None     # "activated" | "used"
    condition: EventPattern | None = None
    condition_text: str | None = None
    cost_text: str | None = None
    cost_clauses: list[Clause] = field(default_factory=list)
    targets: bool = False
    damage_step: bool = False
    negates_summon: bool = False
    clauses: list[Clause] = field(default_factory=list)
    provenance: str = "text-analysis"
    note: str | None = None            # why unanalyzed / why overridden
    text_version: str | None = None    # "psct" | "printed" | "current" | "custom"
