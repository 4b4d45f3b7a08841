"""Hand-curated readings that replace what the text gives, kept as data
(edison_kg/resources/effect_overrides.json, a reason and a ruling per entry). They are
applied once, by read_card, before the facts stage."""

from __future__ import annotations

import json
from dataclasses import fields, replace
from functools import lru_cache

from edison_kg.vocab.model import AnalyzedEffect, CardKind, Clause, EventPattern
from edison_kg.paths import PACKAGE_DIR

OVERRIDES_FILE = PACKAGE_DIR / "resources" / "effect_overrides.json"

@lru_cache(maxsize=1)
def _overrides() -> dict[str, list[dict]]:
    if not OVERRIDES_FILE.exists():
        return {}
    data = json.loads(OVERRIDES_FILE.read_text(encoding="utf-8"))
    table: dict[str, list[dict]] = {}
    for entry in data.get("overrides", []):
        table.setdefault(str(int(entry["passcode"])).zfill(8), []).append(entry)
    return table


def overrides_of(passcode) -> list[dict]:
    """The hand-curated override entries of one card (by passcode)."""
    code = str(passcode).strip()
    return _overrides().get(str(int(code)).zfill(8), []) if code.isdigit() else []


_OVERRIDABLE = {"kind", "optional", "timing_word", "spell_speed", "once_per_turn", "usage_limit", "condition",
                "condition_text", "cost_text", "targets", "damage_step", "negates_summon", "clauses", "cost_clauses",
                "exemptions", "activates_from", "cause_exceptions", "usage_scope"}


def _pattern(value: dict) -> EventPattern:
    """An override's condition: JSON lists become the pattern's sets and tuples, and a
    kind (``battled_kind``, ...) its CardKind."""
    kinds = {f.name for f in fields(EventPattern) if f.type in ("CardKind", CardKind)}
    out = dict(value)
    for key, item in value.items():
        if key in kinds:
            out[key] = _kind(item)
        elif key in ("phases", "would_do"):
            out[key] = tuple(item)
    return EventPattern(**out)


def _kind(value: dict) -> CardKind:
    """An override's kind of card: JSON lists become its sets."""
    sets = {f.name for f in fields(CardKind) if f.type in ("frozenset", frozenset)}
    return CardKind(**{k: frozenset(v) if k in sets else v for k, v in value.items()})


def _clause(value: dict) -> Clause:
    """An override's clause, the kind of cards it acts on (``cards``) a CardKind."""
    return Clause(**{**value, "cards": _kind(value["cards"])}) if "cards" in value else Clause(**value)


def kept_curated_kinds(completed: AnalyzedEffect, given: AnalyzedEffect) -> AnalyzedEffect:
    """The effect with its facts read from its words, but the kinds of activation a hand-curated condition names
    itself kept (one its rulings limit to no Continuous or Field Spell/Trap Card, round 167)."""
    if given.provenance != "override" or given.condition is None or completed.condition is None \
            or given.condition.activation_kind.empty:
        return completed
    return replace(completed, condition=replace(completed.condition, activation_kind=given.condition.activation_kind))


def apply_overrides(passcode: str, effects: list[AnalyzedEffect], *, text_version: str | None = None) -> list[AnalyzedEffect]:
    """The effects with the hand-curated overrides of this card applied (provenance
    ``override``, note = the override's reason). An override names the text version it was
    written for; it is skipped when the effects were read from another version."""
    entries = overrides_of(passcode)
    if not entries:
        return effects
    out = list(effects)
    for entry in entries:
        wanted_version = entry.get("text_version")
        if wanted_version and text_version and wanted_version != text_version:
            continue
        index = int(entry["effect"]) - 1
        if not 0 <= index < len(out):
            continue
        changes = {}
        for key, value in entry["set"].items():
            if key not in _OVERRIDABLE:
                continue
            if key == "condition":
                value = _pattern(value) if value else None
            elif key in ("clauses", "cost_clauses"):
                value = [_clause(c) for c in value]
            changes[key] = value
        out[index] = replace(out[index], provenance="override", note=entry["why"], **changes)
    return out
