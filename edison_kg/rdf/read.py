"""Triples back to the model: a card of the graph, with its effects, as the card reader wrote
them (the inverse of edison_kg.rdf.cards and edison_kg.rdf.effects). The timing engine reads
cards this way and never their text.

Input is a list of (subject, predicate, object) with IRIs as :class:`IRI` and literals as
Python values; :func:`plain_triples` makes that from query results (terms with ``kind``,
``value`` and ``to_python()``) or from pyoxigraph triples.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from edison_kg.vocab.model import AnalyzedEffect, CardKind, Clause, EventPattern, Restriction
from edison_kg.vocab.ns import EK
from edison_kg.rdf.concepts import notation
from edison_kg.rdf.mapping import (CARD_FIELDS, CLAUSE_FIELDS, CLAUSE_KINDS, EARLIER_LINK, EFFECT_FIELDS, EFFECT_KINDS, KIND_FIELDS, PATTERN_FIELDS,
                                   PATTERN_KINDS, PLAYERS_NOTATION, RESTRICTION_FIELDS, RESTRICTION_KINDS,
                                   RESTRICTION_PLAYERS, read)
from edison_kg.rdf.mapping import THIS_TURN_LINK
from edison_kg.rdf.mapping import OPTION_CONDITION_LINK, OPTION_COST_LINK
from edison_kg.rdf.triples import RDF_TYPE

CARD_CLASSES = {EK.MonsterCard: "monster", EK.SpellCard: "spell", EK.TrapCard: "trap"}
TEXT_VERSIONS = {EK.psctText: "psct", EK.historicalText: "historical", EK.preErrataText: "pre-errata",
                 EK.printedText: "printed", EK.currentText: "current"}
PLAYERS = {concept: words for words, concept in PLAYERS_NOTATION.items()}   # the concept "either" is "both"


class IRI(str):
    """An IRI among the objects (a plain str is a literal)."""


@dataclass
class GraphCard:
    """A card as the graph holds it."""

    iri: str
    name: str
    card_type: str                     # monster | spell | trap
    subtypes: tuple[str, ...] = ()     # ek:CardSubtypes notations ("Continuous Trap", "Counter")
    effects: list[AnalyzedEffect] = field(default_factory=list)
    texts: dict = field(default_factory=dict)   # version -> text
    passcode: str | None = None
    in_pool: bool = True
    atk: int | None = None
    atk_unknown: bool = False          # its printed ATK is "?"
    defense: int | None = None
    def_unknown: bool = False          # its printed DEF is "?"
    level: int | None = None
    attribute: str | None = None
    monster_type: str | None = None
    text_read: str | None = None
    text_read_reason: str | None = None
    cannot_be_normal_summoned: bool = False      # cardtext/summon_condition.py
    special_summon_limits: tuple[str, ...] = ()          # cardtext/summon_condition.py
    special_summon_needs_face_up: tuple[str, ...] = ()
    special_summon_only_with: tuple[str, ...] = ()       # cardtext/summon_condition.py
    equip_only_to: tuple[str, ...] = ()     # cardtext/equip_kinds.py
    equipped_with_only_one: tuple[str, ...] = ()     # cardtext/equip_kinds.py
    placed_only_by: tuple[str, ...] = ()     # cardtext/summon_condition.py
    archetypes_treated_as: tuple[str, ...] = ()     # cardtext/names_carried.py
    normal_monster_in: tuple[str, ...] = ()     # "treated as a Normal Monster while in your hand" (names_carried.py)
    names_written: tuple[str, ...] = ()     # the names in quotes its text writes (names_carried.py)
    fusion_materials: tuple[str, ...] = ()     # a Fusion Monster's material kinds (fusion_materials.py)
    remains_on_field: bool = False     # stays on the field after it resolves (cardtext/summon_condition.py)
    list_status: str | None = None     # on the Edison list: forbidden, limited, semi-limited, unlimited


def plain_triples(triples) -> list[tuple]:
    """(subject, predicate, object) with IRI objects as IRI, from query-result terms (``kind``,
    ``value``, ``to_python()``) or pyoxigraph triples."""
    out = []
    for s, p, o in triples:
        out.append((_plain(s), _plain(p), _object(o)))
    return out


def _plain(term) -> str:
    return term if isinstance(term, str) else term.value


def _object(term):
    if isinstance(term, str):
        return term
    kind = getattr(term, "kind", None)
    if kind is not None:                       # a query-result term
        return IRI(term.value) if kind == "iri" else term.to_python()
    import pyoxigraph as ox

    if isinstance(term, ox.NamedNode):
        return IRI(term.value)
    if isinstance(term, ox.Literal):
        datatype = term.datatype.value
        if datatype.endswith("#boolean"):
            return term.value in ("true", "1")
        if datatype.endswith("#integer"):
            return int(term.value)
        return term.value
    return term.value


class _Nodes:
    """The triples by subject and predicate."""

    def __init__(self, triples):
        self.by: dict[str, dict[str, list]] = defaultdict(lambda: defaultdict(list))
        for s, p, o in triples:
            self.by[s][p].append(o)

    def all(self, node: str, prop: str) -> list:
        return self.by.get(node, {}).get(prop, [])

    def one(self, node: str, prop: str, default=None):
        values = self.all(node, prop)
        return sorted(values, key=str)[0] if values else default

    def concept(self, node: str, prop: str) -> str | None:
        return notation(self.one(node, prop))


def card_from_triples(triples, card: str) -> GraphCard:
    """The card ``card`` (its IRI) and its effects, from the triples of its subgraph."""
    nodes = _Nodes(triples)
    classes = [CARD_CLASSES[c] for c in nodes.all(card, RDF_TYPE) if c in CARD_CLASSES]
    if not classes:
        raise LookupError(f"no card with IRI {card} in the triples")
    info = GraphCard(
        iri=card, card_type=classes[0], **read(nodes, card, CARD_FIELDS, notation),
        texts={version: nodes.one(card, prop) for prop, version in TEXT_VERSIONS.items() if nodes.one(card, prop)},
        in_pool=nodes.one(card, EK.inEdisonPool) is not False, list_status=nodes.concept(card, EK.listStatus))
    effects = [_effect(nodes, node) for node in nodes.all(card, EK.hasEffect)]
    info.effects = sorted(effects, key=lambda e: e.number)
    return info


def _effect(nodes: _Nodes, node: str) -> AnalyzedEffect:
    one = nodes.one
    condition = one(node, EK.activationCondition)
    fields = read(nodes, node, EFFECT_FIELDS, notation)
    if one(node, EK.hasCost) and not fields["cost_text"]:
        fields["cost_text"] = ""
    return AnalyzedEffect(
        **fields, condition=_pattern(nodes, condition) if condition else None,
        cost_clauses=_clauses(nodes, node, EK.costClause), clauses=_clauses(nodes, node, EK.hasClause),
        restrictions=[_restriction(nodes, r) for r in sorted(nodes.all(node, EK.hasRestriction), key=_number)],
        exemptions={_rule_id(nodes.one(x, EK.exemptFrom)): _rule_id(nodes.one(x, EK.exceptionRule))
                    for x in nodes.all(node, EK.hasExemption) if nodes.one(x, EK.exemptFrom)},
        cause_exceptions={nodes.one(x, EK.exceptCausedBy): _rule_id(nodes.one(x, EK.exceptionRule))
                          for x in nodes.all(node, EK.hasExemption) if nodes.one(x, EK.exceptCausedBy)},
        target_clauses=_clauses(nodes, node, EK.targetClause),
        needs_this_turn=_pattern(nodes, one(node, THIS_TURN_LINK)) if one(node, THIS_TURN_LINK) else None,
        **{attribute: _kind(nodes, nodes.one(node, link)) for attribute, link, _ in EFFECT_KINDS})


def _rule_id(iri: str) -> str:
    return iri.rsplit("/", 1)[-1]


def _number(node: str) -> int:
    """The number at the end of a node's IRI (".../restriction/2" -> 2)."""
    return int(node.rsplit("/", 1)[-1])


def _pattern(nodes: _Nodes, node: str) -> EventPattern:
    kinds = {attribute: _kind(nodes, nodes.one(node, link)) for attribute, link, _ in PATTERN_KINDS}
    earlier = nodes.one(node, EARLIER_LINK)
    return EventPattern(**read(nodes, node, PATTERN_FIELDS, notation), **kinds,
                        earlier=_pattern(nodes, earlier) if earlier else None)


def _kind(nodes: _Nodes, node: str | None) -> CardKind:
    if node is None:
        return CardKind()
    return CardKind(**read(nodes, node, KIND_FIELDS, notation))


def _clauses(nodes: _Nodes, effect: str, link: str) -> list[Clause]:
    clauses = [Clause(**read(nodes, node, CLAUSE_FIELDS, notation),
                      **{attribute: _kind(nodes, nodes.one(node, kind)) for attribute, kind, _ in CLAUSE_KINDS},
                      **_option_parts(nodes, node))
               for node in nodes.all(effect, link)]
    return sorted(clauses, key=lambda c: c.index)


def _restriction(nodes: _Nodes, node: str) -> Restriction:
    players = read(nodes, node, (RESTRICTION_PLAYERS,), notation)["players"]
    kinds = {attribute: _kind(nodes, nodes.one(node, link)) for attribute, link, _ in RESTRICTION_KINDS}
    return Restriction(**read(nodes, node, RESTRICTION_FIELDS, notation), **kinds, players=PLAYERS.get(players, players))


def _option_parts(nodes: _Nodes, node: str) -> dict:
    """A bulleted option's own condition and cost clauses."""
    condition = nodes.one(node, OPTION_CONDITION_LINK)
    return {"option_condition": _pattern(nodes, condition) if condition else None,
            "option_cost": _clauses(nodes, node, OPTION_COST_LINK)}
