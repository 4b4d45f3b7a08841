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


def _boolean(term) -> bool | None:
    return None if term is None else term.value == "true"


def _value(term):
    return None if term is None else term.value


@lru_cache(maxsize=None)
def _query_text(name: str) -> str:
    from edison_kg.paths import QUERIES_DIR

    return (QUERIES_DIR / "internal" / f"{name}.rq").read_text(encoding="utf-8")


def _select(store, name: str, card_iri: str):
    import pyoxigraph as ox

    return store.query(_query_text(name), substitutions={ox.Variable("card"): ox.NamedNode(card_iri)})


def load_card(store, iri: str) -> CardInfo:
    """Read one card and its effects from the store."""
    rows = list(_select(store, "timing-card", iri))
    if not rows:
        raise BadScenario(f"no card with IRI {iri} in the graph")
    first = rows[0]
    card_class = first["class"].value.rsplit("#", 1)[-1]
    subtypes = tuple(sorted({r["subtype"].value for r in rows if r["subtype"] is not None}))
    texts = {}
    for version, column in (("psct", "psct"), ("printed", "printed"), ("current", "current"), ("historical", "historical")):
        if first[column] is not None:
            texts[version] = first[column].value
    info = CardInfo(name=first["name"].value, card_type=CARD_CLASSES[card_class], subtypes=subtypes,
                    texts=texts, iri=iri, in_pool=_boolean(first["inPool"]) is not False)
    info.effects = _effects_from_rows(_select(store, "timing-effects", iri))
    return info


def _effects_from_rows(rows) -> list[AnalyzedEffect]:
    effects: dict[int, AnalyzedEffect] = {}
    clauses: dict[tuple[int, str, int], Clause] = {}
    for row in rows:
        number = int(row["number"].value)
        effect = effects.get(number)
        if effect is None:
            speed = row["speed"]
            effect = effects[number] = AnalyzedEffect(
                number=number, text=_value(row["text"]) or "", kind=row["kind"].value,
                optional=bool(_boolean(row["optional"])), timing_word=_value(row["word"]) or "none",
                spell_speed=int(speed.value) if speed is not None else None,
                once_per_turn=bool(_boolean(row["once"])), usage_limit=_value(row["limit"]),
                condition_text=_value(row["conditionText"]), cost_text=_value(row["costText"]),
                targets=bool(_boolean(row["targets"])), damage_step=bool(_boolean(row["damageStep"])),
                negates_summon=bool(_boolean(row["negatesSummon"])),
                provenance=_value(row["provenance"]) or "text-analysis", note=_value(row["note"]),
                text_version=_value(row["version"]),
            )
            if row["hasCost"] is not None and _boolean(row["hasCost"]) and not effect.cost_text:
                effect.cost_text = ""
        event_type = _value(row["eventType"])
        if event_type is not None:
            if effect.condition is None:
                effect.condition = EventPattern(
                    types=[], self_card=bool(_boolean(row["self"])), card=_value(row["eventCard"]),
                    player=_value(row["player"]), from_zone=_value(row["from"]), to_zone=_value(row["to"]),
                    cause=_value(row["cause"]))
            if event_type not in effect.condition.types:
                effect.condition.types.append(event_type)
        if row["clauseIndex"] is not None:
            part = row["part"].value
            index = int(row["clauseIndex"].value)
            key = (number, part, index)
            if key not in clauses:
                clause = clauses[key] = Clause(index=index, action=row["action"].value,
                                               text=_value(row["clauseText"]) or "",
                                               conjunction=_value(row["conjunction"]),
                                               up_to=bool(_boolean(row["upTo"])))
                (effect.cost_clauses if part == "cost" else effect.clauses).append(clause)
    for effect in effects.values():
        effect.clauses.sort(key=lambda c: c.index)
        effect.cost_clauses.sort(key=lambda c: c.index)
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
        found: set[int] = set()
        for version in info.texts:
            try:
                versions = effects_of_version(info, version)
            except Exception:  # a text version the analyzer cannot split is simply not matched
                continue
            found.update(e.number for e in versions if wanted in fold(e.text))
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
