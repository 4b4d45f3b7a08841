"""What the timing engine knows of a card: its type and its structured effects.

Cards named in a scenario come from the graph (queries/internal/timing-*.rq); cards that
bring their own ``text`` are read by the card-text analyzer, exactly as the graph's cards
were, and checked against the shapes before use.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

from edison_kg.errors import BadScenario
from edison_kg.model import AnalyzedEffect, Clause, EventPattern

CARD_CLASSES = {"MonsterCard": "monster", "SpellCard": "spell", "TrapCard": "trap"}


@dataclass
class CardInfo:
    name: str
    card_type: str                     # monster | spell | trap
    subtypes: tuple[str, ...] = ()
    effects: list[AnalyzedEffect] = field(default_factory=list)
    texts: dict[str, str] = field(default_factory=dict)   # version -> text
    iri: str | None = None
    in_pool: bool = True

    def effect(self, number: int) -> AnalyzedEffect | None:
        for effect in self.effects:
            if effect.number == number:
                return effect
        return None

    @property
    def is_continuous_trap(self) -> bool:
        return self.card_type == "trap" and "Continuous Trap" in self.subtypes or (
            self.card_type == "trap" and "Continuous" in self.subtypes)


def fold(text: str) -> str:
    """Fold case, quotes, dashes and white space (the contract's effect_text matching)."""
    text = unicodedata.normalize("NFKC", text).lower()
    text = re.sub(r"[\u2018\u2019\u201c\u201d\"'`]", "", text)
    text = re.sub(r"[\u2010-\u2015\u2212-]", "-", text)
    return re.sub(r"\s+", " ", text).strip()


@lru_cache(maxsize=None)
def query_text(name: str) -> str:
    """The text of an internal query (queries/internal/NAME.rq), read once."""
    from edison_kg.queries import load_internal

    return load_internal(name).text


def select(backend, name: str, **bindings) -> list[dict]:
    """Rows of an internal query as plain Python values (unbound columns are None)."""
    from edison_kg.backends import Term

    terms = {key: Term.iri(value) for key, value in bindings.items()}
    return backend.select(query_text(name), terms).to_python()


def load_card(backend, iri: str) -> CardInfo:
    """Read one card and its effects from the graph."""
    rows = select(backend, "timing-card", card=iri)
    if not rows:
        raise BadScenario(f"no card with IRI {iri} in the graph")
    first = rows[0]
    card_class = first["class"].rsplit("#", 1)[-1]
    subtypes = tuple(sorted({r["subtype"] for r in rows if r["subtype"] is not None}))
    texts = {version: first[version] for version in ("psct", "printed", "current", "historical")
             if first[version] is not None}
    info = CardInfo(name=first["name"], card_type=CARD_CLASSES[card_class], subtypes=subtypes,
                    texts=texts, iri=iri, in_pool=first["inPool"] is not False)
    info.effects = _effects(select(backend, "timing-effects", card=iri), select(backend, "timing-conditions", card=iri),
                            select(backend, "timing-clauses", card=iri))
    return info


def _effects(effect_rows: list[dict], condition_rows: list[dict], clause_rows: list[dict]) -> list[AnalyzedEffect]:
    effects: dict[int, AnalyzedEffect] = {}
    for row in effect_rows:
        effect = effects[int(row["number"])] = AnalyzedEffect(
            number=int(row["number"]), text=row["text"] or "", kind=row["kind"], optional=bool(row["optional"]),
            timing_word=row["word"] or "none", spell_speed=row["speed"], once_per_turn=bool(row["once"]),
            usage_limit=row["limit"], condition_text=row["conditionText"], cost_text=row["costText"],
            targets=bool(row["targets"]), damage_step=bool(row["damageStep"]),
            negates_summon=bool(row["negatesSummon"]), provenance=row["provenance"] or "text-analysis",
            note=row["note"], text_version=row["version"])
        if row["hasCost"] and not effect.cost_text:
            effect.cost_text = ""
    for row in condition_rows:
        effect = effects[int(row["number"])]
        if effect.condition is None:
            effect.condition = EventPattern(types=[], self_card=bool(row["self"]), card=row["eventCard"],
                                            player=row["player"], from_zone=row["from"], to_zone=row["to"],
                                            cause=row["cause"])
        effect.condition.types.append(row["eventType"])
    for row in clause_rows:
        effect = effects[int(row["number"])]
        clause = Clause(index=int(row["clauseIndex"]), action=row["action"], text=row["clauseText"] or "",
                        conjunction=row["conjunction"], up_to=bool(row["upTo"]))
        (effect.cost_clauses if row["part"] == "cost" else effect.clauses).append(clause)
    return [effects[n] for n in sorted(effects)]


def card_from_text(ref: str, text: str, card_type: str | None, subtypes: tuple[str, ...], name: str | None) -> CardInfo:
    """A card that brings its own text: analyze it as the graph's cards were analyzed."""
    from edison_kg import cardtext

    card_type = card_type or _guess_card_type(text, subtypes)
    effects = cardtext.analyze(text, card_type=card_type, subtypes=subtypes, name=name)
    for effect in effects:
        effect.text_version = "custom"
    return CardInfo(name=name or ref, card_type=card_type, subtypes=subtypes, effects=effects,
                    texts={"custom": text}, in_pool=False)


def _guess_card_type(text: str, subtypes: tuple[str, ...]) -> str:
    lowered = " ".join(subtypes).lower()
    if "trap" in lowered or "counter" in lowered:
        return "trap"
    if "spell" in lowered or "quick-play" in lowered or "equip" in lowered or "field" in lowered:
        return "spell"
    return "monster"


def effects_of_version(info: CardInfo, version: str) -> list[AnalyzedEffect]:
    """The card's effects as read from one of its text versions (for effect_text matching)."""
    from edison_kg import cardtext

    if version == "custom" or all(e.text_version == version for e in info.effects):
        return info.effects
    return cardtext.analyze(info.texts[version], card_type=info.card_type, subtypes=info.subtypes, name=info.name)


def select_effect(info: CardInfo, number: int | None, effect_text: str | None, where: str) -> AnalyzedEffect | None:
    """Pick the effect a step or question means; None means the Spell/Trap card's activation."""
    if number is not None:
        effect = info.effect(number)
        if effect is None:
            raise BadScenario(f"{info.name} has {len(info.effects)} effect(s); there is no effect {number}. "
                              + _list_effects(info), where=f"{where}.effect")
        return effect
    if effect_text is not None:
        wanted = fold(effect_text)
        # the effects as stored first; the other text versions are read only when that is not enough
        found = {e.number for e in info.effects if wanted in fold(e.text)}
        if len(found) != 1:
            for version in info.texts:
                found.update(e.number for e in effects_of_version(info, version) if wanted in fold(e.text))
            found = {n for n in found if info.effect(n) is not None}
        if len(found) != 1:
            problem = "matches no effect" if not found else f"matches effects {sorted(found)}"
            raise BadScenario(f"effect_text {effect_text!r} {problem} of {info.name}. " + _list_effects(info),
                              where=f"{where}.effect_text")
        return info.effect(found.pop())
    activations = [e for e in info.effects if e.kind == "card-activation"]
    if info.card_type in ("spell", "trap") and activations:
        return activations[0]
    activatable = [e for e in info.effects if e.kind not in ("continuous", "unanalyzed")]
    if len(activatable) == 1:
        return activatable[0]
    raise BadScenario(f"{info.name} has {len(activatable)} effects that can be activated; say which with "
                      f"`effect` or `effect_text`. " + _list_effects(info), where=where)


def _list_effects(info: CardInfo) -> str:
    parts = [f"{e.number}: {e.kind}: {e.text[:70]}" for e in info.effects]
    return "Its effects: " + " | ".join(parts) if parts else "It has no structured effects."
