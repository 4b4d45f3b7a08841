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
from edison_kg.rdf.triples import RDF_TYPE

CARD_CLASSES = {EK.MonsterCard: "monster", EK.SpellCard: "spell", EK.TrapCard: "trap"}
TEXT_VERSIONS = {EK.psctText: "psct", EK.historicalText: "historical", EK.preErrataText: "pre-errata",
                 EK.printedText: "printed", EK.currentText: "current"}
PLAYERS = {"either": "both"}


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
    defense: int | None = None
    level: int | None = None
    attribute: str | None = None
    monster_type: str | None = None
    text_read: str | None = None
    text_read_reason: str | None = None


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
        iri=card, name=nodes.one(card, EK.name, ""), card_type=classes[0],
        subtypes=tuple(sorted(filter(None, (notation(s) for s in nodes.all(card, EK.subtype))))),
        texts={version: nodes.one(card, prop) for prop, version in TEXT_VERSIONS.items() if nodes.one(card, prop)},
        passcode=nodes.one(card, EK.passcode), in_pool=nodes.one(card, EK.inEdisonPool) is not False,
        atk=nodes.one(card, EK.attackPoints), defense=nodes.one(card, EK.defensePoints), level=nodes.one(card, EK.level),
        attribute=nodes.concept(card, EK.attribute), monster_type=nodes.one(card, EK.monsterType),
        text_read=nodes.one(card, EK.textRead), text_read_reason=nodes.one(card, EK.textReadReason))
    effects = [_effect(nodes, node) for node in nodes.all(card, EK.hasEffect)]
    info.effects = sorted(effects, key=lambda e: e.number)
    return info


def _effect(nodes: _Nodes, node: str) -> AnalyzedEffect:
    one = nodes.one
    condition = one(node, EK.activationCondition)
    cost_text = one(node, EK.costText)
    if one(node, EK.hasCost) and not cost_text:
        cost_text = ""
    return AnalyzedEffect(
        number=int(one(node, EK.effectNumber)), text=one(node, EK.effectText, ""),
        kind=nodes.concept(node, EK.effectKind), optional=bool(one(node, EK.isOptional)),
        timing_word=nodes.concept(node, EK.timingWord) or "none", spell_speed=one(node, EK.spellSpeed),
        once_per_turn=bool(one(node, EK.oncePerTurn)), usage_limit=one(node, EK.usageLimit),
        usage_scope=one(node, EK.usageScope),
        condition=_pattern(nodes, condition) if condition else None, condition_text=one(node, EK.conditionText),
        cost_text=cost_text, cost_clauses=_clauses(nodes, node, EK.costClause), targets=bool(one(node, EK.targets)),
        damage_step=bool(one(node, EK.activatableInDamageStep)),
        excludes_damage_step=bool(one(node, EK.excludesDamageStep)),
        negates_summon=bool(one(node, EK.negatesSummon)),
        summons_forbidden=one(node, EK.summonsForbiddenThatTurn),
        needs_face_up=bool(one(node, EK.needsFaceUp)), targets_event_card=bool(one(node, EK.targetsEventCard)),
        activates_from=nodes.concept(node, EK.activatesFrom),
        clauses=_clauses(nodes, node, EK.hasClause),
        restrictions=[_restriction(nodes, r) for r in sorted(nodes.all(node, EK.hasRestriction), key=_number)],
        exemptions={_rule_id(nodes.one(x, EK.exemptFrom)): _rule_id(nodes.one(x, EK.exceptionRule))
                    for x in nodes.all(node, EK.hasExemption) if nodes.one(x, EK.exemptFrom)},
        cause_exceptions={nodes.one(x, EK.exceptCausedBy): _rule_id(nodes.one(x, EK.exceptionRule))
                          for x in nodes.all(node, EK.hasExemption) if nodes.one(x, EK.exceptCausedBy)},
        provenance=nodes.concept(node, EK.provenance) or "text-analysis", note=one(node, EK.analysisNote),
        text_version=one(node, EK.textVersion))


def _rule_id(iri: str) -> str:
    return iri.rsplit("/", 1)[-1]


def _number(node: str) -> int:
    """The number at the end of a node's IRI (".../restriction/2" -> 2)."""
    return int(node.rsplit("/", 1)[-1])


def _pattern(nodes: _Nodes, node: str) -> EventPattern:
    one = nodes.one
    return EventPattern(
        types=sorted(filter(None, (notation(t) for t in nodes.all(node, EK.eventType)))),
        self_card=bool(one(node, EK.eventSubjectIsSelf)), card=one(node, EK.eventCard),
        player=nodes.concept(node, EK.eventPlayer), from_zone=nodes.concept(node, EK.fromZone),
        to_zone=nodes.concept(node, EK.toZone), cause=nodes.concept(node, EK.eventCause),
        kind=_kind(nodes, one(node, EK.eventCardKind)), activation_kind=_kind(nodes, one(node, EK.activationKind)),
        actor_self=bool(one(node, EK.actorIsSelf)), attack_role=one(node, EK.attackRole),
        battled_kind=_kind(nodes, one(node, EK.battledCardKind)),
        target_kind=_kind(nodes, one(node, EK.targetCardKind)), activation_targets=bool(one(node, EK.activationTargets)),
        phases=tuple(sorted(nodes.all(node, EK.eventPhase))), end_of_damage_step=bool(one(node, EK.atEndOfDamageStep)),
        would_do=tuple(sorted(filter(None, (notation(a) for a in nodes.all(node, EK.wouldDo))))),
        cause_player=nodes.concept(node, EK.causedByPlayer),
        summon_methods=tuple(sorted(filter(None, (notation(m) for m in nodes.all(node, EK.summonMethod))))),
        self_face_up=one(node, EK.selfFaceUp), self_equipped=bool(one(node, EK.selfEquipped)),
        equipped_role=one(node, EK.equippedMonsterRole), target_self=bool(one(node, EK.eventTargetIsSelf)))


def _kind(nodes: _Nodes, node: str | None) -> CardKind:
    if node is None:
        return CardKind()
    return CardKind(classes=frozenset(nodes.all(node, EK.cardClass)), subtypes=frozenset(nodes.all(node, EK.filterSubtype)),
                    monster_types=frozenset(nodes.all(node, EK.filterMonsterType)),
                    attributes=frozenset(nodes.all(node, EK.filterAttribute)),
                    atk_max=nodes.one(node, EK.atkAtMost), atk_min=nodes.one(node, EK.atkAtLeast),
                    names=frozenset(nodes.all(node, EK.filterName)))


def _clauses(nodes: _Nodes, effect: str, link: str) -> list[Clause]:
    out = []
    for node in nodes.all(effect, link):
        one = nodes.one
        out.append(Clause(
            index=int(one(node, EK.clauseIndex)), action=nodes.concept(node, EK.action), text=one(node, EK.clauseText, ""),
            conjunction=nodes.concept(node, EK.joinedBy), up_to=bool(one(node, EK.isUpTo)),
            alternative=bool(one(node, EK.isAlternative)), event=nodes.concept(node, EK.causesEvent),
            subject=one(node, EK.actsOn), every=one(node, EK.actsOnAll), whose=nodes.concept(node, EK.actsOnWhose),
            position=one(node, EK.actsOnPosition),
            player=one(node, EK.actingPlayer), to_zone=nodes.concept(node, EK.sendsTo)))
    return sorted(out, key=lambda c: c.index)


def _restriction(nodes: _Nodes, node: str) -> Restriction:
    players = nodes.concept(node, EK.restrictionPlayers) or "either"
    return Restriction(kind=nodes.one(node, EK.restrictionKind), cards=_kind(nodes, nodes.one(node, EK.restrictsCards)),
                       zone=nodes.concept(node, EK.restrictionZone), players=PLAYERS.get(players, players),
                       other_than_self=bool(nodes.one(node, EK.otherThanSelf)), text=nodes.one(node, EK.restrictionText, ""))
