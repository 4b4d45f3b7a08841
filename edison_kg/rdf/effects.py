"""Effects as triples (the shapes of docs/data-model.md): an effect node per effect, its
activation condition (an event pattern with the kinds of card it is about), its cost and
resolution clauses (with the event each causes), and its restrictions."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect, CardKind, Clause, EventPattern, Restriction
from edison_kg.vocab.ns import EK, ID_IRI
from edison_kg.rdf.concepts import concept
from edison_kg.rdf.iris import effect_iri
from edison_kg.rdf.triples import RDF_TYPE, TripleSet

# "both players" is the Players concept "either"
PLAYERS_NOTATION = {"both": "either"}


def add_effect(graph: TripleSet, card: str, effect: AnalyzedEffect, *, where: str | None = None) -> str:
    """Add one AnalyzedEffect (edison_kg.model) as triples; returns the effect's IRI."""
    node = effect_iri(card, int(effect.number))
    graph.iri(card, EK.hasEffect, node)
    graph.iri(node, RDF_TYPE, EK.Effect)
    graph.iri(node, EK.effectOf, card)
    graph.integer(node, EK.effectNumber, effect.number)
    graph.text(node, EK.effectText, effect.text)
    if effect.text_version:
        graph.text(node, EK.textVersion, effect.text_version)
    graph.iri(node, EK.effectKind, concept(EK.EffectKinds, effect.kind, where, "effect kind"))
    graph.boolean(node, EK.isOptional, effect.optional)
    graph.iri(node, EK.timingWord, concept(EK.TimingWords, effect.timing_word or "none", where, "timing word"))
    if effect.spell_speed is not None:
        graph.integer(node, EK.spellSpeed, effect.spell_speed)
    graph.boolean(node, EK.oncePerTurn, effect.once_per_turn)
    if effect.usage_limit:
        graph.text(node, EK.usageLimit, effect.usage_limit)
    if effect.usage_scope:
        graph.text(node, EK.usageScope, effect.usage_scope)
    graph.boolean(node, EK.targets, effect.targets)
    graph.boolean(node, EK.hasCost, bool(effect.cost_text or effect.cost_clauses))
    if effect.cost_text:
        graph.text(node, EK.costText, effect.cost_text)
    for prop, value in ((EK.activatableInDamageStep, effect.damage_step),
                        (EK.excludesDamageStep, effect.excludes_damage_step),
                        (EK.negatesSummon, effect.negates_summon),
                        (EK.needsFaceUp, effect.needs_face_up),
                        (EK.targetsEventCard, effect.targets_event_card)):
        if value:
            graph.boolean(node, prop, True)
    if effect.summons_forbidden:
        graph.text(node, EK.summonsForbiddenThatTurn, effect.summons_forbidden)
    if effect.activates_from:
        graph.iri(node, EK.activatesFrom, concept(EK.Zones, effect.activates_from, where, "zone"))
    if effect.condition_text:
        graph.text(node, EK.conditionText, effect.condition_text)
    if effect.condition is not None:
        pattern = node + "/condition"
        graph.iri(node, EK.activationCondition, pattern)
        _add_event_pattern(graph, pattern, effect.condition, where)
    for clause in effect.cost_clauses or ():
        _add_clause(graph, node, f"{node}/cost/{clause.index}", EK.costClause, clause, where)
    for clause in effect.clauses or ():
        _add_clause(graph, node, f"{node}/clause/{clause.index}", EK.hasClause, clause, where)
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
    graph.iri(node, EK.provenance, concept(EK.Provenances, effect.provenance or "text-analysis", where, "provenance"))
    if effect.note:
        graph.text(node, EK.analysisNote, effect.note)
    return node


def _add_event_pattern(graph: TripleSet, node: str, pattern: EventPattern, where) -> None:
    graph.iri(node, RDF_TYPE, EK.EventPattern)
    for event in pattern.types:
        graph.iri(node, EK.eventType, concept(EK.EventTypes, event, where, "event type"))
    graph.boolean(node, EK.eventSubjectIsSelf, pattern.self_card)
    if pattern.card:
        graph.text(node, EK.eventCard, pattern.card)
    if pattern.player:
        graph.iri(node, EK.eventPlayer, concept(EK.Players, pattern.player, where, "player"))
    if pattern.from_zone:
        graph.iri(node, EK.fromZone, concept(EK.Zones, pattern.from_zone, where, "zone"))
    if pattern.to_zone:
        graph.iri(node, EK.toZone, concept(EK.Zones, pattern.to_zone, where, "zone"))
    if pattern.cause:
        graph.iri(node, EK.eventCause, concept(EK.Causes, pattern.cause, where, "cause"))
    _add_card_kind(graph, node, f"{node}/kind", EK.eventCardKind, pattern.kind)
    _add_card_kind(graph, node, f"{node}/activation-kind", EK.activationKind, pattern.activation_kind)
    _add_card_kind(graph, node, f"{node}/battled-kind", EK.battledCardKind, pattern.battled_kind)
    _add_card_kind(graph, node, f"{node}/target-kind", EK.targetCardKind, pattern.target_kind)
    if pattern.activation_targets:
        graph.boolean(node, EK.activationTargets, True)
    if pattern.actor_self:
        graph.boolean(node, EK.actorIsSelf, True)
    if pattern.attack_role:
        graph.text(node, EK.attackRole, pattern.attack_role)
    for phase in pattern.phases:
        graph.text(node, EK.eventPhase, phase)
    if pattern.end_of_damage_step:
        graph.boolean(node, EK.atEndOfDamageStep, True)
    for action in pattern.would_do:
        graph.iri(node, EK.wouldDo, concept(EK.Actions, action, where, "action"))
    if pattern.self_face_up is not None:
        graph.boolean(node, EK.selfFaceUp, pattern.self_face_up)
    if pattern.self_equipped:
        graph.boolean(node, EK.selfEquipped, True)
    if pattern.equipped_role:
        graph.text(node, EK.equippedMonsterRole, pattern.equipped_role)
    if pattern.target_self:
        graph.boolean(node, EK.eventTargetIsSelf, True)
    for method in pattern.summon_methods:
        graph.iri(node, EK.summonMethod, concept(EK.EventTypes, method, where, "event type"))
    if pattern.cause_player:
        graph.iri(node, EK.causedByPlayer, concept(EK.Players, pattern.cause_player, where, "player"))


def _add_card_kind(graph: TripleSet, owner: str, node: str, link: str, kind: CardKind) -> None:
    if kind.empty:
        return
    graph.iri(owner, link, node)
    graph.iri(node, RDF_TYPE, EK.CardFilter)
    for prop, values in ((EK.cardClass, kind.classes), (EK.filterSubtype, kind.subtypes),
                         (EK.filterMonsterType, kind.monster_types), (EK.filterAttribute, kind.attributes),
                         (EK.filterName, kind.names)):
        for value in sorted(values):
            graph.text(node, prop, value)
    if kind.atk_max is not None:
        graph.integer(node, EK.atkAtMost, kind.atk_max)
    if kind.atk_min is not None:
        graph.integer(node, EK.atkAtLeast, kind.atk_min)


def _add_clause(graph: TripleSet, effect: str, node: str, link: str, clause: Clause, where) -> None:
    graph.iri(effect, link, node)
    graph.iri(node, RDF_TYPE, EK.Clause)
    graph.integer(node, EK.clauseIndex, clause.index)
    graph.iri(node, EK.action, concept(EK.Actions, clause.action, where, "action"))
    if clause.conjunction:
        graph.iri(node, EK.joinedBy, concept(EK.Conjunctions, clause.conjunction, where, "conjunction"))
    if clause.up_to:
        graph.boolean(node, EK.isUpTo, True)
    if clause.alternative:
        graph.boolean(node, EK.isAlternative, True)
    graph.text(node, EK.clauseText, clause.text)
    if clause.event:
        graph.iri(node, EK.causesEvent, concept(EK.EventTypes, clause.event, where, "event type"))
    if clause.subject:
        graph.text(node, EK.actsOn, clause.subject)
    if clause.every:
        graph.text(node, EK.actsOnAll, clause.every)
    if clause.whose:
        graph.iri(node, EK.actsOnWhose, concept(EK.Players, clause.whose, where, "player"))
    if clause.position:
        graph.text(node, EK.actsOnPosition, clause.position)
    if clause.player:
        graph.text(node, EK.actingPlayer, clause.player)
    if clause.to_zone:
        graph.iri(node, EK.sendsTo, concept(EK.Zones, clause.to_zone, where, "zone"))


def _add_restriction(graph: TripleSet, effect: str, node: str, restriction: Restriction, where) -> None:
    graph.iri(effect, EK.hasRestriction, node)
    graph.iri(node, RDF_TYPE, EK.Restriction)
    graph.text(node, EK.restrictionKind, restriction.kind)
    _add_card_kind(graph, node, f"{node}/cards", EK.restrictsCards, restriction.cards)
    if restriction.zone:
        graph.iri(node, EK.restrictionZone, concept(EK.Zones, restriction.zone, where, "zone"))
    players = PLAYERS_NOTATION.get(restriction.players, restriction.players)
    graph.iri(node, EK.restrictionPlayers, concept(EK.Players, players, where, "player"))
    if restriction.other_than_self:
        graph.boolean(node, EK.otherThanSelf, True)
    graph.text(node, EK.restrictionText, restriction.text)


def effect_triples(card: str, effects) -> TripleSet:
    """The triples of a card's effects (the card's ek:hasEffect links included)."""
    graph = TripleSet()
    for effect in effects:
        add_effect(graph, card, effect)
    return graph
