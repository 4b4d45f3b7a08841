"""The graph as JSON-LD that reads as plain JSON.

The published context (``ontology/export-context.jsonld``, copied into each release as
``context.jsonld``) gives every property a short key ("name", "passcode", "effects"),
says which values are IRIs, concepts or dates, and which keys always hold a list. The
document is written from the graph's triples with that context:

- a node is ``{"id": "card:03429238", "type": ["Card", "MonsterCard"], "name": ...}``;
- numbers and booleans are JSON numbers and booleans, concepts are their notations, the
  strings of every other output ("EARTH", "trigger", "activation", "edison-community"),
  the graph's own nodes are short ids ("card:03429238/effect/3");
- an effect sits inside its card ("effects"), a clause or condition inside its effect,
  and a ruling reference inside the card whose page holds it ("rulings"), so a reader
  walks cards -> effects -> clauses without following ids;
- everything else is a top-level node of "@graph", in the order of the sorted triples.

Any triple the context has no key for is still written (under its prefixed or full IRI,
with an explicit value object), so a JSON-LD processor reading the file with the context
gets back exactly the graph's triples.

The concept IRIs stay in the context: the release's ``context.jsonld`` is the published
context with every concept's notation defined as a term ("EARTH" -> ek:Earth), and where
two concepts share a notation, defined in a property-scoped context (JSON-LD 1.1) of each
key ("battle" -> ek:ByBattle under "eventCause", ek:TopicBattle under "topics"); see
``concept_context``. A notation two concepts of one key share stays a vocabulary name.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

import pyoxigraph as ox

from edison_kg import paths
from edison_kg.errors import BadInput
from edison_kg.exports.rdf import RDF_TYPE, XSD_BOOLEAN, XSD_INTEGER, XSD_STRING, natural_key
from edison_kg.vocab.ns import EK

CONTEXT_FILE = paths.ONTOLOGY_DIR / "export-context.jsonld"
CONTEXT_NAME = "context.jsonld"   # the context's file name inside a release

# Nodes written inside the node that owns them: (property, True when the owned node is its subject)
OWNING = {EK.hasEffect: False, EK.hasClause: False, EK.costClause: False, EK.targetClause: False,
          EK.activationCondition: False, EK.hasRestriction: False, EK.eventCardKind: False, EK.battledCardKind: False, EK.targetCardKind: False,
          EK.actorCardKind: False,
          EK.activationKind: False, EK.restrictsCards: False, EK.hasExemption: False, EK.aboutCard: True,
          EK.sparesCards: False, EK.whileCardKind: False, EK.actsOnCards: False,
          EK.wouldAffectKind: False,
          EK.activatedOnlyWhileKind: False,
          EK.activatedOnlyWhileCountKind: False,
          EK.activatedFromHandWhileKind: False,
          EK.statPerKind: False,
          EK.negatesDestroyedKind: False,
          EK.keepsOutEffectsOf: False,
          EK.doneOnlyIfTargetIs: False,
          EK.scalesWithKind: False,
          EK.picksOnFieldKind: False,
          EK.battleWindowMonsterKind: False,
          EK.tributedCardKind: False, EK.summonedByCardKind: False, EK.causedByCardKind: False,
          EK.materialForCardKind: False}

_SIMPLE = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*")
SKOS = "http://www.w3.org/2004/02/skos/core#"
_INTEGER = re.compile(r"-?(0|[1-9][0-9]{0,14})")  # the canonical form a JSON number gives back


@dataclass(frozen=True)
class Key:
    name: str            # the JSON key
    iri: str             # the property
    coercion: str | None  # "@id", "@vocab", a datatype IRI, or None
    many: bool           # always a list ("@container": "@set")
    reverse: bool        # an "@reverse" key: its values are subjects, the node is their object


class Context:
    """The published context, read for writing: property -> key, and the prefixes."""

    def __init__(self, raw: dict, where: str = CONTEXT_NAME):
        self.raw = raw
        definitions = raw.get("@context")
        if not isinstance(definitions, dict):
            raise BadInput('the context file has no "@context" object', where=where)
        self.vocab = definitions.get("@vocab", "")
        self.prefixes = {k: v for k, v in definitions.items()
                         if isinstance(v, str) and not k.startswith("@") and re.match(r"[a-z][a-z0-9+.-]*://", v)}
        self.names = {k for k in definitions if not k.startswith("@")}
        self.forward: dict[str, Key] = {}
        self.reverse: dict[str, Key] = {}
        self.order: dict[str, int] = {"id": 0, "type": 1}
        # key -> concept IRI -> its term (the notation): from the key's scoped context, else
        # a term of the context itself that names a concept
        self.notations: dict[str, dict[str, str]] = {}
        self.concept_terms = {self.expand(v): k for k, v in definitions.items()
                              if isinstance(v, str) and not k.startswith("@") and k not in self.prefixes
                              and v.partition(":")[0] in self.prefixes}
        for name, value in definitions.items():
            if not isinstance(value, dict) or value.get("@id") == "@type":
                continue
            scoped = value.get("@context")
            if isinstance(scoped, dict):
                self.notations[name] = {self.expand(iri): term for term, iri in scoped.items() if isinstance(iri, str)}
            reverse = "@reverse" in value
            key = Key(name, self.expand(value.get("@reverse" if reverse else "@id", "")),
                      self.expand_type(value.get("@type")), value.get("@container") == "@set", reverse)
            (self.reverse if reverse else self.forward).setdefault(key.iri, key)
            self.order.setdefault(name, len(self.order))

    def expand(self, value: str) -> str:
        prefix, colon, rest = value.partition(":")
        if colon and prefix in self.prefixes:
            return self.prefixes[prefix] + rest
        return value

    def expand_type(self, value: str | None) -> str | None:
        return value if value in (None, "@id", "@vocab") else self.expand(value)

    def node_id(self, iri: str) -> str:
        """A compact IRI ("card:03429238") when a prefix fits, else the full IRI."""
        best = None
        for prefix, namespace in self.prefixes.items():
            if iri.startswith(namespace) and len(iri) > len(namespace) and not iri[len(namespace):].startswith("//"):
                if best is None or len(namespace) > len(self.prefixes[best]):
                    best = prefix
        return f"{best}:{iri[len(self.prefixes[best]):]}" if best else iri

    def vocab_name(self, iri: str) -> str:
        """A vocabulary term as its bare name ("Earth") when that reads back as the same IRI."""
        if self.vocab and iri.startswith(self.vocab):
            local = iri[len(self.vocab):]
            if _SIMPLE.fullmatch(local) and local not in self.names:
                return local
        return self.node_id(iri)


def load_context(path: Path = CONTEXT_FILE) -> tuple[Context, bytes]:
    """The published context, parsed, and its bytes (copied as they are into a release)."""
    try:
        data = path.read_bytes()
        return Context(json.loads(data), where=str(path)), data
    except (OSError, ValueError) as error:
        raise BadInput(f"cannot read the JSON-LD context: {error}", where=str(path)) from None


class _Writer:
    def __init__(self, triples, context: Context):
        self.context = context
        self.by_subject: dict[str, list] = {}
        for triple in triples:
            subject = triple.subject
            name = subject.value if isinstance(subject, ox.NamedNode) else f"_:{subject.value}"
            self.by_subject.setdefault(name, []).append(triple)
        self.parent = self._owners()
        self.children: dict[str, dict[str, list[str]]] = {}
        for child, (parent, predicate, _) in self.parent.items():
            self.children.setdefault(parent, {}).setdefault(predicate, []).append(child)

    def _owners(self) -> dict[str, tuple[str, str, bool]]:
        """child -> (owner, property, reverse) for nodes with exactly one owner, cycles excluded."""
        found: dict[str, list] = {}
        for subject, triples in self.by_subject.items():
            for t in triples:
                predicate = t.predicate.value
                if predicate not in OWNING or not isinstance(t.object, ox.NamedNode):
                    continue
                other = t.object.value
                if other not in self.by_subject or other == subject:
                    continue
                if OWNING[predicate]:   # the subject is owned by the object (a ruling by its card)
                    if predicate in self.context.reverse:
                        found.setdefault(subject, []).append((other, predicate, True))
                else:
                    found.setdefault(other, []).append((subject, predicate, False))
        parent = {child: owners[0] for child, owners in found.items() if len(owners) == 1}
        for child in list(parent):
            seen, node = {child}, parent[child][0]
            while node in parent:
                if node in seen:
                    del parent[child]
                    break
                seen.add(node)
                node = parent[node][0]
        return parent

    def document(self, context_name: str) -> dict:
        top = [s for s in self.by_subject if s not in self.parent]
        return {"@context": context_name, "@graph": [self.node(s) for s in top]}

    def node(self, subject: str) -> dict:
        context = self.context
        values: dict[str, list] = {}
        keys: dict[str, Key | None] = {"type": None}
        owner = self.parent.get(subject)
        for t in self.by_subject[subject]:
            predicate, obj = t.predicate.value, t.object
            if owner and owner[2] and predicate == owner[1] and obj.value == owner[0]:
                continue  # the owner's reverse key says it ("rulings" of the card)
            if predicate == RDF_TYPE and isinstance(obj, ox.NamedNode):
                values.setdefault("type", []).append(context.vocab_name(obj.value))
                continue
            key = context.forward.get(predicate)
            name = key.name if key else context.node_id(predicate)
            keys[name] = key
            if isinstance(obj, ox.NamedNode) and self.parent.get(obj.value, (None, None))[:2] == (subject, predicate):
                continue  # the owned node is written inside this one, below
            values.setdefault(name, []).append(self.value(key, obj))
        for predicate, children in self.children.get(subject, {}).items():
            key = (context.reverse if OWNING[predicate] else context.forward).get(predicate)
            name = key.name if key else context.node_id(predicate)
            keys[name] = key
            values.setdefault(name, []).extend(self.node(c) for c in sorted(children, key=natural_key))
        result: dict = {"id": context.node_id(subject)}
        for name in sorted(values, key=lambda n: (context.order.get(n, len(context.order)), n)):
            items, key = values[name], keys[name]
            many = name == "type" or (key is not None and key.many)
            result[name] = items if many or len(items) > 1 else items[0]
        return result

    def value(self, key: Key | None, term):
        context = self.context
        coercion = key.coercion if key else None
        if isinstance(term, ox.NamedNode):
            if coercion == "@id":
                return context.node_id(term.value)
            if coercion == "@vocab":
                notation = context.notations.get(key.name, {}).get(term.value) or context.concept_terms.get(term.value)
                return notation if notation is not None else context.vocab_name(term.value)
            return {"id": context.node_id(term.value)}
        if isinstance(term, ox.BlankNode):
            return f"_:{term.value}" if coercion == "@id" else {"id": f"_:{term.value}"}
        lexical, datatype = term.value, term.datatype.value
        if term.language:
            return {"@value": lexical, "@language": term.language}
        if coercion == datatype:
            return lexical
        if coercion is None:
            if datatype == XSD_STRING:
                return lexical
            if datatype == XSD_INTEGER and _INTEGER.fullmatch(lexical):
                return int(lexical)
            if datatype == XSD_BOOLEAN and lexical in ("true", "false"):
                return lexical == "true"
        if datatype == XSD_STRING:
            return {"@value": lexical}
        return {"@value": lexical, "@type": context.vocab_name(datatype)}


def concept_context(raw: dict, triples) -> dict:
    """The published context with the notations of the concepts as terms: the concepts of the
    schemes (``skos:inScheme``, else the class, as for ek:Game) whose members are values of a
    key in ``triples``, so a release's context names every value of a list, used or not.

    A notation only one concept has, and that is no key and no vocabulary name, is a term of
    the context itself; the others (``battle`` is a cause and a ruling topic) are defined in
    a property-scoped context of each key they are values of. Scoped contexts are kept that
    few because a JSON-LD processor works through one at every value it scopes (pyoxigraph
    reading the whole graph, measured: 34 s with every notation scoped, 10 s so, 3.3 s with
    bare vocabulary names and no scoped context)."""
    definitions = dict(raw["@context"])
    context = Context(raw)
    notation: dict[str, list[str]] = {}
    groups: dict[str, set[str]] = {}
    values: dict[str, set[str]] = {}
    types: dict[str, set[str]] = {}
    vocabulary: set[str] = set()   # the local names of the vocabulary's IRIs in the graph
    for triple in triples:
        subject, predicate, obj = triple.subject.value, triple.predicate.value, triple.object
        for iri in (subject, predicate, obj.value if isinstance(obj, ox.NamedNode) else ""):
            if context.vocab and iri.startswith(context.vocab):
                vocabulary.add(iri[len(context.vocab):])
        if predicate == SKOS + "notation" and isinstance(obj, ox.Literal):
            notation.setdefault(subject, []).append(obj.value)
        elif predicate == SKOS + "inScheme" and isinstance(obj, ox.NamedNode):
            groups.setdefault(obj.value, set()).add(subject)
        elif isinstance(obj, ox.NamedNode):
            values.setdefault(predicate, set()).add(obj.value)
            if predicate == RDF_TYPE:
                types.setdefault(subject, set()).add(obj.value)
    member_of: dict[str, set[str]] = {}
    for group, members in groups.items():
        for member in members:
            member_of.setdefault(member, set()).add(group)
    for concept in notation:
        if concept not in member_of:   # no scheme: its class is its list (ek:Game)
            for cls in types.get(concept, ()):
                groups.setdefault(cls, set()).add(concept)
                member_of.setdefault(concept, set()).add(cls)

    per_key: dict[str, dict[str, str]] = {}   # key -> term -> concept
    for iri, key in sorted(context.forward.items(), key=lambda kv: kv[1].name):
        if key.coercion != "@vocab":
            continue
        used = [v for v in values.get(iri, ()) if len(notation.get(v, ())) == 1]
        concepts = {m for v in used for g in member_of.get(v, ()) for m in groups[g] if len(notation.get(m, ())) == 1}
        by_term: dict[str, list[str]] = {}
        for concept in concepts:
            by_term.setdefault(notation[concept][0], []).append(concept)
        per_key[key.name] = {term: found[0] for term, found in by_term.items()
                             if len(found) == 1 and term and ":" not in term and not term.startswith("@")}
    meanings: dict[str, set[str]] = {}
    for terms in per_key.values():
        for term, concept in terms.items():
            meanings.setdefault(term, set()).add(concept)
    shared = {term for term, concepts in meanings.items()
              if len(concepts) == 1 and term not in definitions and term not in vocabulary}
    for name, terms in sorted(per_key.items()):
        scoped = {term: context.node_id(concept) for term, concept in sorted(terms.items()) if term not in shared}
        if scoped:
            definitions[name] = {**definitions[name], "@context": scoped}
    for term in sorted(shared):
        definitions[term] = context.node_id(next(iter(meanings[term])))
    return {"@context": definitions}


def context_text(raw: dict) -> str:
    """A context as JSON with one line per term, like the published file."""
    items = list(raw["@context"].items())
    lines = [f"  {json.dumps(k, ensure_ascii=False)}: {json.dumps(v, ensure_ascii=False)}" for k, v in items]
    return '{\n "@context": {\n' + ",\n".join(lines) + "\n }\n}\n"


def jsonld_document(triples, context: Context, context_name: str = CONTEXT_NAME) -> dict:
    """The JSON-LD document of ``triples`` (sorted, as ``rdf.read_graph`` gives them)."""
    return _Writer(triples, context).document(context_name)


def write_jsonld(triples, folder: Path, name: str) -> None:
    """``name`` (the document) and ``context.jsonld`` (the published context with the
    notations of the concepts in ``triples``) in ``folder``."""
    triples = list(triples)
    published, _ = load_context()
    raw = concept_context(published.raw, triples)
    context = Context(raw)
    document = jsonld_document(triples, context)
    (folder / CONTEXT_NAME).write_text(context_text(raw), encoding="utf-8", newline="\n")
    with open(folder / name, "w", encoding="utf-8", newline="\n") as out:
        json.dump(document, out, ensure_ascii=False, indent=1)
        out.write("\n")
