"""Running the shapes: the SHACL engine (pyshacl-turbo, or plain pySHACL) and its raw results.

The SHACL engine is pyshacl-turbo (a Rust engine with pySHACL's interface and results),
chosen by benchmarks/bench_validate.py; tests/validation/test_validate.py proves it reports the same
results as plain pySHACL. The shapes use SHACL advanced features (SPARQL targets), so both
engines run with ``advanced=True``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from edison_kg import paths
from edison_kg.errors import BadInput
from edison_kg.vocab.ns import EK, PREFIXES

RDF_TYPE = PREFIXES["rdf"] + "type"
SH = PREFIXES["sh"]
# Links whose object is a sub-node of a card: sub-node -> (link, owner is the subject).
OWNER_LINKS = (EK.hasEffect, EK.hasClause, EK.costClause, EK.activationCondition, EK.hasRestriction,
               EK.eventCardKind, EK.activationKind, EK.battledCardKind, EK.targetCardKind, EK.restrictsCards,
               EK.hasExemption, EK.sparesCards, EK.whileCardKind, EK.earlierEvent, EK.actsOnCards,
               EK.actorCardKind, EK.wouldAffectKind, EK.targetClause,
               EK.activatedOnlyWhileKind,   # the kind of card an activation needs on the field
               EK.activatedOnlyWhileCountKind,   # the kind whose number it needs as many cards as
               EK.activatedFromHandWhileKind,   # (87) the kind counted for an activation from the hand
               EK.statPerKind,   # the kind of card a stat change counts
               EK.negatesDestroyedKind,   # the monsters destroyed by battle a negation reaches
               EK.keepsOutEffectsOf,      # the kind of card whose effects a protection keeps out
               EK.doneOnlyIfTargetIs,     # the kind a clause's target must be
               EK.scalesWithKind,         # the kind a clause's deed counts
               EK.picksOnFieldKind,       # the kind of the cards a clause picks on the field
               EK.battleWindowMonsterKind,   # the monster a battle window needs
               EK.tributedCardKind, EK.summonedByCardKind, EK.causedByCardKind, EK.materialForCardKind,   # kinds a Summon's qualifiers name
               EK.optionCondition, EK.optionCostClause)   # an option's own condition and cost


@dataclass(frozen=True)
class RawResult:
    """A result as the engine reports it (terms as strings)."""

    focus: str
    path: str | None
    value: str | None
    severity: str
    message: str
    component: str
    shape: str


def raw_key(r: RawResult) -> tuple:
    return (r.focus, r.path or "", r.component, r.value or "", r.message)


@lru_cache(maxsize=1)
def shapes_graph():
    import rdflib

    try:
        return rdflib.Graph().parse(paths.SHAPES_FILE, format="turtle")
    except Exception as error:  # noqa: BLE001 - rdflib raises many kinds
        raise BadInput(f"the shapes cannot be read ({error})", where=str(paths.SHAPES_FILE)) from None


@lru_cache(maxsize=1)
def _compiled_shapes():
    import pyshacl_turbo

    return pyshacl_turbo.compile_shapes(shapes_graph(), advanced=True)


def run_shapes(data, *, focus_nodes=None, engine: str = "turbo") -> list[RawResult]:
    """Validate ``data`` (a pyoxigraph Store) in one run of the engine and return its results."""
    if engine == "turbo":
        import pyoxigraph as ox

        focus = [n.value for n in focus_nodes] if focus_nodes is not None else None
        if focus == []:
            return []
        text = data.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph()).decode("utf-8")
        return run_turbo(text, focus)
    if engine == "pyshacl":
        import pyshacl
        import rdflib

        graph = to_rdflib(data)
        focus = [rdflib.URIRef(n.value) for n in focus_nodes] if focus_nodes is not None else None
        if focus == []:
            return []
        _, report, _ = pyshacl.validate(graph, shacl_graph=shapes_graph(), advanced=True, allow_warnings=True,
                                        focus_nodes=focus)
        return raw_results(report)
    raise BadInput(f"unknown validation engine {engine!r} (turbo or pyshacl)")


def run_turbo(ntriples: str, focus: list[str] | None) -> list[RawResult]:
    from pyshacl_turbo.rdf import Input

    _, report, _ = _compiled_shapes().validate(Input(ntriples, "ntriples", None, {}, preserve_ids=True),
                                               allow_warnings=True, focus_nodes=focus)
    return raw_results(report)


def to_rdflib(store):
    """An rdflib Graph with the default graph of a pyoxigraph store."""
    import pyoxigraph as ox
    import rdflib

    text = store.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph())
    return rdflib.Graph().parse(data=text, format="nt")


def raw_results(report) -> list[RawResult]:
    """The results of a SHACL report graph (rdflib), without their nested details."""
    import rdflib

    sh = rdflib.Namespace(SH)
    out = []
    for node in report.objects(None, sh.result):
        path = report.value(node, sh.resultPath)
        value = report.value(node, sh.value)
        out.append(RawResult(
            focus=str(report.value(node, sh.focusNode)),
            path=str(path) if isinstance(path, rdflib.URIRef) else (_path_text(report, path) if path else None),
            value=None if value is None else str(value),
            severity=str(report.value(node, sh.resultSeverity)).rsplit("#", 1)[-1],
            message=str(report.value(node, sh.resultMessage) or ""),
            component=str(report.value(node, sh.sourceConstraintComponent)).rsplit("#", 1)[-1],
            shape=str(report.value(node, sh.sourceShape)),
        ))
    return sorted(set(out), key=raw_key)


def _path_text(report, path) -> str:
    """A complex path as text: ``^ek:hasClause|^ek:costClause``."""
    import rdflib
    from rdflib.collection import Collection

    sh = rdflib.Namespace(SH)
    inverse = report.value(path, sh.inversePath)
    if inverse is not None:
        return "^" + _path_text(report, inverse)
    alternatives = report.value(path, sh.alternativePath)
    if alternatives is not None:
        return "|".join(_path_text(report, p) for p in Collection(report, alternatives))
    return str(path)


# ------------------------------------------------------------------ the vocabulary every batch reads

@lru_cache(maxsize=1)
def ontology_triples() -> tuple:
    from edison_kg.store.scan import ontology_files
    from edison_kg.store import parse_files

    return tuple(q.triple for q in parse_files(ontology_files()))


@lru_cache(maxsize=1)
def ontology_text() -> str:
    import pyoxigraph as ox

    return ox.serialize(ontology_triples(), format=ox.RdfFormat.N_TRIPLES).decode("utf-8")


@lru_cache(maxsize=1)
def ontology_context() -> str:
    """What the shapes read of the vocabulary when they check data nodes (the first batch
    checks the vocabulary itself, with all of it): classes, class hierarchy, schemes."""
    read = {f"<{PREFIXES[prefix]}{name}>" for prefix, name in
            (("rdf", "type"), ("rdfs", "subClassOf"), ("skos", "inScheme"))}
    return "".join(line + "\n" for line in ontology_text().splitlines() if line.split(" ", 2)[1] in read)


@lru_cache(maxsize=1)
def ontology_subjects() -> frozenset:
    """The vocabulary's nodes (as N-Triples terms): checked in the first batch only."""
    return frozenset(line.split(" ", 1)[0] for line in ontology_text().splitlines() if line)
