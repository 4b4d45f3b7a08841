"""The triples of one output file, and their Turtle: subjects in the order they were first
added, predicates in the order of docs/data-model.md, objects naturally sorted, so the same
model always gives byte-identical files."""

from __future__ import annotations

import re

from edison_kg.vocab.ns import EK, PREFIXES

RDF_TYPE = PREFIXES["rdf"] + "type"
RDFS_LABEL = PREFIXES["rdfs"] + "label"
RDFS_COMMENT = PREFIXES["rdfs"] + "comment"
RDFS_SEE_ALSO = PREFIXES["rdfs"] + "seeAlso"
DCT_SOURCE = PREFIXES["dct"] + "source"
DCT_RIGHTS = PREFIXES["dct"] + "rights"
DCT_DATE = PREFIXES["dct"] + "date"
XSD_DATE = PREFIXES["xsd"] + "date"

TURTLE_PREFIXES = {name: PREFIXES[name] for name in ("dct", "ek", "rdfs", "skos", "xsd")}

# Predicate order inside a subject's block: the order of docs/data-model.md.
PREDICATE_ORDER = [RDF_TYPE] + [getattr(EK, name) for name in (
    "name", "passcode", "subtype", "attribute", "monsterType", "level", "attackPoints", "atkUnknown",
    "defensePoints", "defUnknown", "archetype", "setCode", "setConstant", "printedText", "psctText", "historicalText", "preErrataText",
    "currentText", "textRead", "textReadReason", "cannotBeNormalSummoned", "specialSummonLimit", "specialSummonNeedsFaceUp",
    "specialSummonOnlyWith",
    "equipOnlyTo",
    "equippedWithOnlyOne",
    "placedOnFieldOnlyBy",
    "alwaysTreatedAsArchetype", "normalMonsterWhileIn", "fusionMaterial", "remainsOnFieldAfterResolving",
    "listStatus", "releaseDate", "releasedAfterCutoff", "inEdisonPool", "konamiDatabaseId",
    "konamiDatabasePage", "yugipediaPage", "ygojsonId", "ygojsonRecord", "rulingsPage", "edisonformatPage",
    "cardSource", "hasEffect",
    "effectOf", "effectNumber", "effectText", "textVersion", "effectKind", "isOptional", "timingWord",
    "spellSpeed", "oncePerTurn", "usageLimit", "usageScope", "targets", "hasCost", "costText", "costClause", "targetClause", "activatedOnlyInPhase", "activatedOnlyInTurnOf", "targetInZone",
    "activatableInDamageStep", "excludesDamageStep", "negatesSummon", "summonsForbiddenThatTurn", "summonsForbiddenLevelAtLeast", "summonsForbiddenLevelAtMost", "needsFaceUp", "targetsEventCard", "activatesFrom", "conditionText",
    "activationCondition",
    "eventType", "eventSubjectIsSelf", "eventCard", "eventPlayer", "fromZone", "toZone", "eventCause",
    "eventCardKind", "activationKind", "battledCardKind", "targetCardKind", "actorCardKind", "activationTargets", "actorIsSelf", "attackRole", "eventPhase", "atEndOfDamageStep", "wouldDo",
    "causedByPlayer", "summonMethod", "selfFaceUp", "selfEquipped", "equippedMonsterRole", "eventTargetIsSelf",
    "hasClause", "clauseIndex", "action", "joinedBy", "isUpTo", "isAlternative", "clauseText", "causesEvent",
    "actsOn", "actsOnAll", "actsOnWhose", "actsOnPosition", "actingPlayer", "sendsTo", "takesFrom",
    "actsOnCards", "statsGiven", "cardCount", "appliedLater", "otherBranch",
    "hasRestriction", "restrictionKind", "restrictsCards", "restrictionZone", "restrictionPlayers", "otherThanSelf",
    "restrictionText", "forbiddenAction", "restrictionWindow", "restrictionHoldsWhile", "cardLimit", "grantedTo",
    "reachesEffects", "forbidsByCost", "sparesCards", "whileCardKind", "negatesDestroyedKind", "doneOnlyIfTargetIs", "restrictionLasts", "gainedBySummon",
    "reachesEffectsAnywhere", "cardClass", "filterSubtype", "filterMonsterType", "filterAttribute", "filterName", "atkAtMost", "atkAtLeast", "atkIsOriginal", "defAtMost", "defAtLeast", "atkIsQuestionMark", "defIsQuestionMark", "levelAtMost", "levelAtLeast",
    "hasExemption", "exemptFrom", "exceptCausedBy", "exceptionRule", "provenance", "analysisNote",
    "aboutCard", "position", "section", "era", "parentReference", "mentionsCard", "topic",
    "sourceDocument")] + [RDFS_LABEL, RDFS_COMMENT, DCT_SOURCE, RDFS_SEE_ALSO, EK.commit, DCT_DATE, DCT_RIGHTS]
_PREDICATE_RANK = {iri: rank for rank, iri in enumerate(PREDICATE_ORDER)}


def _natural(text: str) -> tuple:
    """Sort key that orders 'effect/10' after 'effect/9'."""
    return tuple(int(part) if part.isdigit() else part for part in re.split(r"(\d+)", text))


class TripleSet:
    """The triples of one output file, rendered in a stable, readable order."""

    def __init__(self) -> None:
        self._subjects: dict[str, int] = {}
        self._triples: set[tuple] = set()

    def __len__(self) -> int:
        return len(self._triples)

    def iri(self, s: str, p: str, o: str) -> None:
        self._add(s, p, ("iri", o))

    def text(self, s: str, p: str, value: str) -> None:
        self._add(s, p, ("str", value))

    def integer(self, s: str, p: str, value: int) -> None:
        self._add(s, p, ("int", int(value)))

    def boolean(self, s: str, p: str, value: bool) -> None:
        self._add(s, p, ("bool", bool(value)))

    def date(self, s: str, p: str, value: str) -> None:
        self._add(s, p, ("date", value))

    def _add(self, s: str, p: str, o: tuple) -> None:
        self._subjects.setdefault(s, len(self._subjects))
        self._triples.add((s, p, o))

    def update(self, other: "TripleSet") -> None:
        for subject in sorted(other._subjects, key=other._subjects.get):
            self._subjects.setdefault(subject, len(self._subjects))
        self._triples |= other._triples

    def discard_predicate(self, p: str) -> None:
        self._triples = {t for t in self._triples if t[1] != p}

    def sorted_triples(self) -> list[tuple]:
        def key(triple):
            s, p, (kind, value) = triple
            return (self._subjects[s], _PREDICATE_RANK.get(p, len(_PREDICATE_RANK)), p,
                    kind, _natural(str(value)) if kind in ("iri", "str", "date") else value)
        return sorted(self._triples, key=key)

    def to_pyoxigraph(self) -> list:
        import pyoxigraph as ox

        xsd_date = ox.NamedNode(XSD_DATE)
        out = []
        for s, p, (kind, value) in self.sorted_triples():
            if kind == "iri":
                obj = ox.NamedNode(value)
            elif kind == "date":
                obj = ox.Literal(value, datatype=xsd_date)
            else:
                obj = ox.Literal(value)
            out.append(ox.Triple(ox.NamedNode(s), ox.NamedNode(p), obj))
        return out

    def turtle(self, header: str | None = None) -> str:
        return render_turtle(self.to_pyoxigraph(), header)


def render_turtle(triples, header: str | None = None) -> str:
    """Turtle of already-sorted pyoxigraph triples: a header comment, our prefix block (sorted),
    then pyoxigraph's serialization with a blank line between subjects."""
    import pyoxigraph as ox

    body = ox.serialize(triples, format=ox.RdfFormat.TURTLE, prefixes=TURTLE_PREFIXES).decode("utf-8")
    lines = [line for line in body.splitlines() if not line.startswith("@prefix ")]
    out = [header] if header else []
    out += [f"@prefix {name}: <{iri}> ." for name, iri in sorted(TURTLE_PREFIXES.items())]
    for line in lines:
        if line and not line.startswith((" ", "\t")):
            out.append("")  # a new subject block
        out.append(line)
    return "\n".join(out) + "\n"
