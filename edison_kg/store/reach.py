"""Which nodes a change of triples can reach through the inference rules, so that an update
runs the rules again for those nodes alone instead of over the whole store.

Each rule (ontology/inference/*.rq, read with rdflib's SPARQL parser) has a root: the one
variable every triple of its template has as subject (the effect). Every triple pattern of
its WHERE part (optional parts, sub-selects and filters' EXISTS included) is placed by the
path of links that leads to it from the root through the pattern, breadth first (a link
followed from its object to its subject is a backward step). A changed triple can alter what
a rule gives for a root r only if it matches one of the patterns: r then reaches the
pattern's end nearer the root along that path, in the store after the change (a link of the
path that the change removed is itself a changed triple, matched by a pattern nearer the
root, which marks r the same way). So the roots to recompute are found by walking each path
backwards from each changed triple whose predicate a pattern names.

A rule this cannot place (a variable or complex property path as predicate, a pattern not
linked to the root, a template with another subject), rules that read what a rule writes,
or a change reaching more than LIMIT roots give None: the rules then run over the whole
store (tests/store/test_store_update.py compares both ways with a fresh build).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from edison_kg.store.infer import as_construct
from edison_kg.store.scan import inference_files

LIMIT = 2_000  # roots beyond this: running the rules over the whole store is as quick
_NAMED: dict[bytes, frozenset[str] | None] = {}   # the rules' text -> the predicates they name


def rule_iris() -> frozenset[str] | None:
    """Every predicate the rules name (their patterns' and templates'), or None when a rule
    could match any predicate (a variable or a negated property set in a predicate's place) or
    cannot be read. A change to triples whose predicates are none of these cannot change what
    the rules add: each triple pattern with a fixed predicate only matches triples with that
    predicate, and what a rule adds has its template's predicates. Read with rdflib's SPARQL
    parser once per process and text of the rules."""
    rules = [(rule, rule.read_bytes()) for rule in inference_files()]
    key = b"\0".join(str(rule).encode() + b"\0" + text for rule, text in rules)
    if key not in _NAMED:
        found: set[str] = set()
        for rule, text in rules:
            named = _predicates(as_construct(text.decode("utf-8"), str(rule)))
            if named is None:
                found = None
                break
            found |= named
        _NAMED.clear()
        _NAMED[key] = None if found is None else frozenset(found)
    return _NAMED[key]


def _predicates(text: str) -> set[str] | None:
    """The predicates a CONSTRUCT's template and pattern name (None: a predicate that may be
    anything, or a text the parser refuses)."""
    from rdflib import URIRef
    from rdflib.paths import AlternativePath, InvPath, MulPath, SequencePath
    from rdflib.plugins.sparql import prepareQuery
    from rdflib.plugins.sparql.algebra import translateGroupGraphPattern

    try:
        algebra = prepareQuery(text).algebra
    except Exception:  # noqa: BLE001 - whatever rdflib cannot read, this reading cannot tell
        return None
    found: set[str] = set()

    def predicate(p) -> bool:
        if isinstance(p, URIRef):
            found.add(str(p))
            return True
        if isinstance(p, InvPath):
            return predicate(p.arg)
        if isinstance(p, MulPath):
            return predicate(p.path)
        if isinstance(p, (SequencePath, AlternativePath)):
            return all(predicate(step) for step in p.args)
        return False  # a variable or a negated property set: any predicate may match

    def walk(node) -> bool:
        if isinstance(node, list):
            return all(walk(x) for x in node)
        if not isinstance(node, dict):  # rdflib's CompValue is a dict of its parts
            return True
        name = getattr(node, "name", "")
        if name == "BGP":
            return all(predicate(t[1]) for t in node["triples"])
        if name == "GroupGraphPatternSub":  # an EXISTS pattern, which rdflib keeps as parsed
            return walk(translateGroupGraphPattern(node))
        return all(walk(value) for key, value in node.items() if key not in ("_vars", "PV"))

    template_ok = all(predicate(t[1]) for t in algebra.get("template") or [])
    return found if template_ok and walk(algebra.get("p")) else None


@dataclass(frozen=True)
class RuleShape:
    """A rule's construct text, its root variable and, per predicate its patterns name, the
    backward walks from a matching triple to the roots: (start at the triple's subject?,
    [(predicate, step taken forward from the root?), ...] from the root outwards)."""

    text: str
    root: str
    walks: dict[str, list[tuple[bool, list[tuple[str, bool]]]]]
    writes: frozenset[str]


def rule_shapes() -> list[RuleShape] | None:
    """The shapes of every rule, in their order (None: some rule cannot be placed, or one
    reads a predicate a rule writes)."""
    shapes = []
    for rule in inference_files():
        text = as_construct(rule.read_text(encoding="utf-8"), str(rule))
        shape = _shape(text)
        if shape is None:
            return None
        shapes.append(shape)
    written = frozenset().union(*(s.writes for s in shapes)) if shapes else frozenset()
    if any(written & set(s.walks) for s in shapes):
        return None  # a rule reads another's output: a change there would need rounds
    return shapes


def _shape(text: str) -> RuleShape | None:
    from rdflib import URIRef, Variable
    from rdflib.paths import InvPath, SequencePath
    from rdflib.plugins.sparql import prepareQuery
    from rdflib.plugins.sparql.algebra import translateGroupGraphPattern

    algebra = prepareQuery(text).algebra
    template = algebra.get("template") or []
    subjects = {t[0] for t in template}
    if len(subjects) != 1 or not isinstance(next(iter(subjects)), Variable):
        return None
    if any(not isinstance(t[1], URIRef) for t in template):
        return None
    root = next(iter(subjects))
    patterns: list[tuple] = []  # (subject, predicate, object, required)
    fresh = iter(range(1 << 30))

    def add(s, p, o, required: bool, scope: dict) -> bool:
        """Add one triple pattern (its variables as ``scope`` names them), sequence and
        inverse paths cut into links."""
        if isinstance(p, URIRef):
            patterns.append((scope.get(s, s), str(p), scope.get(o, o), required))
            return True
        if isinstance(p, InvPath):
            return add(o, p.arg, s, required, scope)
        if isinstance(p, SequencePath):
            nodes = [s] + [Variable(f" link{next(fresh)}") for _ in p.args[1:]] + [o]
            return all(add(nodes[i], step, nodes[i + 1], required, scope) for i, step in enumerate(p.args))
        return False  # a variable, an alternative or a repeated path: any triple may match

    # parts a match of the root may go without: the right of OPTIONAL and MINUS, a filter's
    # EXISTS, each side of UNION
    optional_parts = {"LeftJoin": ("p2", "expr"), "Minus": ("p2",), "Filter": ("expr",), "Union": ("p1", "p2")}

    def walk(node, required: bool, scope: dict) -> bool:
        if isinstance(node, list):
            return all(walk(x, required, scope) for x in node)
        if not isinstance(node, dict):  # rdflib's CompValue is a dict of its parts
            return True
        name = getattr(node, "name", "")
        if name in ("ServiceGraphPattern", "Graph"):
            return False
        if name == "BGP":
            return all(add(*t, required, scope) for t in node["triples"])
        if name == "GroupGraphPatternSub":  # an EXISTS pattern, which rdflib keeps as parsed
            return walk(translateGroupGraphPattern(node), required, scope)
        if name == "Project":  # a sub-select: what it does not project is its own variable
            kept = set(node.get("PV") or ())
            inner = set(getattr(node.get("p"), "_vars", None) or ())
            scope = {**scope, **{v: Variable(f"{v} {next(fresh)}") for v in inner - kept}}
        loose = optional_parts.get(name, ())
        return all(walk(value, required and key not in loose, scope) for key, value in node.items()
                   if key not in ("template", "_vars", "PV"))

    if not walk(algebra.get("p"), True, {}) or not patterns:
        return None
    # breadth first from the root over the patterns every match has: each node's path of
    # links (never through a constant: two patterns naming one IRI are not joined by it)
    paths = {root: []}
    queue = deque([root])
    while queue:
        node = queue.popleft()
        for s, p, o, required in patterns:
            for here, there, forward in ((s, o, True), (o, s, False)):
                if required and here == node and there not in paths:
                    paths[there] = paths[node] + [(p, forward)]
                    if isinstance(there, Variable):
                        queue.append(there)
    walks: dict[str, list] = {}
    for s, p, o, _ in patterns:
        ends = [(len(paths[end]), near_subject) for end, near_subject in ((s, True), (o, False)) if end in paths]
        if not ends:
            return None  # linked to the root through optional parts only: cannot tell
        near_subject = min(ends)[1]
        walks.setdefault(p, []).append((near_subject, paths[s] if near_subject else paths[o]))
    return RuleShape(text=text, root=str(root), walks=walks, writes=frozenset(str(t[1]) for t in template))


def affected_roots(store, changed, shapes: list[RuleShape]) -> set | None:
    """The root nodes (pyoxigraph terms) whose rule results the ``changed`` quads can alter,
    walked in ``store`` as it is after the change (None: more than LIMIT)."""
    import pyoxigraph as ox

    roots: set = set()
    default = ox.DefaultGraph()
    for quad in changed:
        for shape in shapes:
            for near_subject, path in shape.walks.get(quad.predicate.value, ()):
                nodes = {quad.subject if near_subject else quad.object}
                for predicate, forward in reversed(path):
                    link = ox.NamedNode(predicate)
                    if forward:  # the step went subject -> object: back from the object
                        nodes = {q.subject for n in nodes if not isinstance(n, ox.Literal)
                                 for q in store.quads_for_pattern(None, link, n, default)}
                    else:
                        nodes = {q.object for n in nodes if not isinstance(n, ox.Literal)
                                 for q in store.quads_for_pattern(n, link, None, default)}
                    if len(nodes) > LIMIT:
                        return None
                roots |= {n for n in nodes if not isinstance(n, ox.Literal)}
                if len(roots) > LIMIT:
                    return None
    return roots


def infer_for(store, shapes: list[RuleShape], roots: set) -> list:
    """Run each rule for each of ``roots`` (bound as its root variable), in the rules' order,
    adding to ``store`` what is not in it already; returns the quads added (what a run over
    the whole store adds for those roots)."""
    import pyoxigraph as ox

    added: list = []
    for shape in shapes:
        variable = ox.Variable(shape.root)
        made = []
        for root in sorted(roots, key=str):
            made += store.query(shape.text, substitutions={variable: root})
        fresh = [q for q in dict.fromkeys(ox.Quad(t.subject, t.predicate, t.object) for t in made) if q not in store]
        store.extend(fresh)
        added += fresh
    return added
