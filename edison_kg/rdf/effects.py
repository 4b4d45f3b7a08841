"""Effects as triples (the shapes of docs/data-model.md): an effect node per effect, its
activation condition (an event pattern with the kinds of card it is about), its cost and
resolution clauses (with the event each causes), and its restrictions. Which field is which
predicate is the one table of edison_kg.rdf.mapping."""

from __future__ import annotations

from edison_kg.rdf.concepts import concept
from edison_kg.rdf.iris import effect_iri
from edison_kg.rdf.mapping import (CLAUSE_FIELDS, CLAUSE_KINDS, EARLIER_LINK, EARLIER_SUFFIX, EFFECT_FIELDS, EFFECT_KINDS, KIND_FIELDS, PATTERN_FIELDS,
                                   PATTERN_KINDS, PLAYERS_NOTATION, RESTRICTION_FIELDS, RESTRICTION_KINDS,
                                   RESTRICTION_PLAYERS, write)
from edison_kg.rdf.mapping import THIS_TURN_LINK, THIS_TURN_SUFFIX
from edison_kg.rdf.mapping import (OPTION_CONDITION_LINK, OPTION_CONDITION_SUFFIX, OPTION_COST_LINK,
                                   OPTION_COST_SUFFIX)
from edison_kg.rdf.triples import RDF_TYPE, TripleSet
from edison_kg.vocab.model import AnalyzedEffect, CardKind, Clause, EventPattern, Restriction
from edison_kg.vocab.ns import EK, ID_IRI


def add_effect(graph: TripleSet, card: str, effect: AnalyzedEffect, *, where: str | None = None) -> str:
    """Add one AnalyzedEffect (edison_kg.vocab.model) as triples; returns the effect's IRI."""
    node = effect_iri(card, int(effect.number))
    graph.iri(card, EK.hasEffect, node)
    graph.iri(node, RDF_TYPE, EK.Effect)
    graph.iri(node, EK.effectOf, card)
    write(graph, node, effect, EFFECT_FIELDS, where, concept)
    for attribute, link, suffix in EFFECT_KINDS:
        _add_card_kind(graph, node, f"{node}/{suffix}", link, getattr(effect, attribute))
    graph.boolean(node, EK.hasCost, bool(effect.cost_text or effect.cost_clauses))
    if effect.condition is not None:
        pattern = node + "/condition"
        graph.iri(node, EK.activationCondition, pattern)
        _add_event_pattern(graph, pattern, effect.condition, where)
    if effect.needs_this_turn is not None:
        graph.iri(node, THIS_TURN_LINK, f"{node}/{THIS_TURN_SUFFIX}")
        _add_event_pattern(graph, f"{node}/{THIS_TURN_SUFFIX}", effect.needs_this_turn, where)
    for clause in effect.cost_clauses or ():
        _add_clause(graph, node, f"{node}/cost/{clause.index}", EK.costClause, clause, where)
    for clause in effect.clauses or ():
        _add_clause(graph, node, f"{node}/clause/{clause.index}", EK.hasClause, clause, where)
    for clause in effect.target_clauses or ():
        _add_clause(graph, node, f"{node}/target/{clause.index}", EK.targetClause, clause, where)
    for number, restriction in enumerate(effect.restrictions or (), start=1):
        _add_restriction(graph, node, f"{node}/restriction/{number}", restriction, where)
    exemptions = [("rule", rule, exception) for rule, exception in sorted(effect.exemptions.items())]
    exemptions += [("cause", name, exception) for name, exception in sorted(effect.cause_exceptions.items())]
    for number, (what, value, exception) in enumerate(exemptions, start=1):
        exemption = f"{node}/exemption/{number}"
        graph.iri(node, EK.hasExemption, exemption)
        graph.iri(exemption, RDF_TYPE, EK.Exemption)
        if what == "rule":
            graph.iri(exemption, EK.exemptFrom, ID_IRI + "rule/" + value)
        else:
            graph.text(exemption, EK.exceptCausedBy, value)
        graph.iri(exemption, EK.exceptionRule, ID_IRI + "rule/" + exception)
    return node


def _add_event_pattern(graph: TripleSet, node: str, pattern: EventPattern, where) -> None:
    graph.iri(node, RDF_TYPE, EK.EventPattern)
    write(graph, node, pattern, PATTERN_FIELDS, where, concept)
    for attribute, link, suffix in PATTERN_KINDS:
        _add_card_kind(graph, node, f"{node}/{suffix}", link, getattr(pattern, attribute))
    if pattern.earlier is not None:
        graph.iri(node, EARLIER_LINK, f"{node}/{EARLIER_SUFFIX}")
        _add_event_pattern(graph, f"{node}/{EARLIER_SUFFIX}", pattern.earlier, where)


def _add_card_kind(graph: TripleSet, owner: str, node: str, link: str, kind: CardKind) -> None:
    if kind.empty:
        return
    graph.iri(owner, link, node)
    graph.iri(node, RDF_TYPE, EK.CardFilter)
    write(graph, node, kind, KIND_FIELDS, None, concept)


def _add_clause(graph: TripleSet, effect: str, node: str, link: str, clause: Clause, where) -> None:
    graph.iri(effect, link, node)
    graph.iri(node, RDF_TYPE, EK.Clause)
    write(graph, node, clause, CLAUSE_FIELDS, where, concept)
    for attribute, link, suffix in CLAUSE_KINDS:
        _add_card_kind(graph, node, f"{node}/{suffix}", link, getattr(clause, attribute))
    if clause.option_condition is not None:
        graph.iri(node, OPTION_CONDITION_LINK, f"{node}/{OPTION_CONDITION_SUFFIX}")
        _add_event_pattern(graph, f"{node}/{OPTION_CONDITION_SUFFIX}", clause.option_condition, where)
    for cost in clause.option_cost:
        _add_clause(graph, node, f"{node}/{OPTION_COST_SUFFIX}/{cost.index}", OPTION_COST_LINK, cost, where)


def _add_restriction(graph: TripleSet, effect: str, node: str, restriction: Restriction, where) -> None:
    graph.iri(effect, EK.hasRestriction, node)
    graph.iri(node, RDF_TYPE, EK.Restriction)
    write(graph, node, restriction, RESTRICTION_FIELDS, where, concept)
    for attribute, link, suffix in RESTRICTION_KINDS:
        _add_card_kind(graph, node, f"{node}/{suffix}", link, getattr(restriction, attribute))
    players = PLAYERS_NOTATION.get(restriction.players, restriction.players)
    graph.iri(node, EK.restrictionPlayers, concept(EK.Players, players, where, RESTRICTION_PLAYERS.what))


def effect_triples(card: str, effects) -> TripleSet:
    """The triples of a card's effects (the card's ek:hasEffect links included)."""
    graph = TripleSet()
    for effect in effects:
        add_effect(graph, card, effect)
    return graph
