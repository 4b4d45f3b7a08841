"""The graph as JSON-LD that reads as plain JSON.

The published context (``ontology/export-context.jsonld``, copied into each release as
``context.jsonld``) gives every property a short key ("name", "passcode", "effects"),
says which values are IRIs, concepts or dates, and which keys always hold a list. The
document is written from the graph's triples with that context:

- a node is ``{"id": "card:03429238", "type": ["Card", "MonsterCard"], "name": ...}``;
- numbers and booleans are JSON numbers and booleans, concepts are bare names ("Earth",
  "TriggerEffect"), the graph's own nodes are short ids ("card:03429238/effect/3");
- an effect sits inside its card ("effects"), a clause or condition inside its effect,
  and a ruling reference inside the card whose page holds it ("rulings"), so a reader
  walks cards -> effects -> clauses without following ids;
- everything else is a top-level node of "@graph", in the order of the sorted triples.

Any triple the context has no key for is still written (under its prefixed or full IRI,
with an explicit value object), so a JSON-LD processor reading the file with the context
gets back exactly the graph's triples.
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
from edison_kg.ns import EK

CONTEXT_FILE = paths.ONTOLOGY_DIR / "export-context.jsonld"
CONTEXT_NAME = "context.jsonld"   # the context's file name inside a release

# Nodes written inside the node that owns them: (property, True when the owned node is its subject)
OWNING = {EK.hasEffect: False, EK.hasClause: False, EK.costClause: False,
          EK.activationCondition: False, EK.hasRestriction: False, EK.eventCardKind: False, EK.battledCardKind: False, EK.targetCardKind: False,
          EK.activationKind: False, EK.restrictsCards: False, EK.hasExemption: False, EK.aboutCard: True}

_SIMPLE = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*")
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
        definitions = raw.get("@context")
        if not isinstance(definitions, dict):
            raise BadInput('the context file has no "@context" object', where=where)
        self.vocab = definitions.get("@vocab", "")
        self.prefixes = {k: v for k, v in definitions.items()
                         if isinstance(v, str) and not k.startswith("@") and not v.startswith("@")}
        self.names = {k for k in definitions if not k.startswith("@")}
        self.forward: dict[str, Key] = {}
        self.reverse: dict[str, Key] = {}
        self.order: dict[str, int] = {"id": 0, "type": 1}
        for name, value in definitions.items():
            if not isinstance(value, dict) or value.get("@id") == "@type":
                continue
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
                return context.vocab_name(term.value)
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


def jsonld_document(triples, context: Context, context_name: str = CONTEXT_NAME) -> dict:
    """The JSON-LD document of ``triples`` (sorted, as ``rdf.read_graph`` gives them)."""
    return _Writer(triples, context).document(context_name)


def write_jsonld(triples, folder: Path, name: str) -> None:
    """``name`` (the document) and ``context.jsonld`` (the published context) in ``folder``."""
    context, context_bytes = load_context()
    document = jsonld_document(triples, context)
    (folder / CONTEXT_NAME).write_bytes(context_bytes)
    with open(folder / name, "w", encoding="utf-8", newline="\n") as out:
        json.dump(document, out, ensure_ascii=False, indent=1)
        out.write("\n")
