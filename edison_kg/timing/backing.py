"""The stored precedents that back an answer: those with its verdict (and reason) that follow
one of its deciding rules (the rules its verdict is drawn from, not those the history used on
the way) and share a card, or a kind of card, with the question (a precedent that names no
card, One Piece's, is about the rule alone), best first: the precedent of the same situation
(the same cards by name, the same question about the same card, as many steps), then the
asked card itself, then more cards in common, then the same kind of card, then more rules in
common."""

from __future__ import annotations

import heapq
import json
from operator import itemgetter
from dataclasses import dataclass, field

from edison_kg.rdf.concepts import notation
from edison_kg.timing.answer import RULE_IRI
from edison_kg.timing.cards import select

CARD_CLASSES = {"MonsterCard": "monster", "SpellCard": "spell", "TrapCard": "trap"}
MOST = 5
NEAREST = 12      # the best by cards and rules, among which the same situation is looked for
_rank = itemgetter(slice(0, 5))   # the ranking keys of a candidate, its IRI last (the IRIs are unique)


@dataclass
class StoredPrecedent:
    iri: str
    verdict: str | None
    reason: str | None
    title: str | None = None
    statement: str | None = None
    rules: set[str] = field(default_factory=set)
    cards: set[str] = field(default_factory=set)
    kinds: set[tuple] = field(default_factory=set)
    situation: tuple | None = None     # situation_of its own scenario
    detailed: bool = False             # title, statement and situation read (read_details)


def situation_of(scenario: dict) -> tuple | None:
    """What makes two scenarios the same situation, cheaply: the cards by name, the question
    (its kind and the effect it names) and the card it asks about (by name), and how many steps
    lead to it."""
    if not isinstance(scenario, dict) or not isinstance(scenario.get("cards"), dict):
        return None
    cards = scenario["cards"]
    names = {ref: str(card.get("name") or card.get("text") or ref) for ref, card in cards.items()
             if isinstance(card, dict)}
    ask = scenario.get("ask") if isinstance(scenario.get("ask"), dict) else {}
    asked = ask.get("can_activate")
    question = tuple(sorted((key, str(value)) for key, value in ask.items() if key != "can_activate"))
    return (scenario.get("game", "yugioh-edison"), tuple(sorted(names.values())), question,
            names.get(asked, asked) if isinstance(asked, str) else None, len(scenario.get("steps") or ()))


def kind_of(card_type: str | None, subtypes) -> tuple:
    """A card's kind for matching precedents: a Spell or Trap by its subtypes ("Counter
    Trap", "Quick-Play"), any monster as a monster."""
    if card_type in ("spell", "trap"):
        return (card_type, *sorted(subtypes))
    return (card_type or "monster",)


def load_precedents(backend) -> list[StoredPrecedent]:
    """Every stored precedent with its verdict, reason, rules and cards (their kinds): what an
    answer is matched against. Titles, statements and scenarios come later, for the few an
    answer may cite (``read_details``)."""
    grouped: dict[str, StoredPrecedent] = {}
    card_kinds: dict[tuple, list] = {}
    for row in select(backend, "precedents"):
        precedent = grouped.get(row["precedent"])
        if precedent is None:
            precedent = grouped[row["precedent"]] = StoredPrecedent(row["precedent"], row["verdict"], row["reason"])
        if row["rule"] is not None:
            precedent.rules.add(row["rule"])
        if row["card"] is not None:
            precedent.cards.add(row["card"])
            entry = card_kinds.setdefault((precedent.iri, row["card"]), [None, set()])
            if row["cardClass"] is not None:
                entry[0] = CARD_CLASSES.get(row["cardClass"].rsplit("#", 1)[-1])
            if row["subtype"] is not None and notation(row["subtype"]):
                entry[1].add(notation(row["subtype"]))
    for (iri, _), (card_type, subtypes) in card_kinds.items():
        grouped[iri].kinds.add(kind_of(card_type, subtypes))
    return [grouped[iri] for iri in sorted(grouped)]


def read_details(backend, precedent: StoredPrecedent) -> StoredPrecedent:
    """The precedent's title, statement and situation, read once."""
    if not precedent.detailed:
        for row in select(backend, "precedent-details", precedent=precedent.iri):
            precedent.title, precedent.statement = row["label"], row["statement"]
            try:
                precedent.situation = situation_of(json.loads(row["scenario"])) if row["scenario"] else None
            except ValueError:
                pass   # the shapes check that a scenario is JSON: a bad one is only not matched
        precedent.detailed = True
    return precedent


class PrecedentIndex:
    """The precedents that follow each rule (by IRI), by their verdict, so that an answer looks
    only at those of its own rules and its own verdict; the candidates of a set of rules are
    gathered once (there are few such sets: those the rules' verdicts draw on)."""

    MAX_SETS = 4096

    def __init__(self, precedents: list[StoredPrecedent]):
        self.by_rule: dict[tuple[str, str], list[StoredPrecedent]] = {}
        for precedent in precedents:
            for rule in precedent.rules:
                self.by_rule.setdefault((rule, precedent.verdict), []).append(precedent)
        self._gathered: dict[tuple, tuple[StoredPrecedent, ...]] = {}

    def following(self, rules, verdict: str, reason: str | None = None) -> tuple[StoredPrecedent, ...]:
        """The precedents with ``verdict`` that follow one of ``rules``, each once; for a yes or
        no, only those with no reason or with ``reason``."""
        key = (tuple(rules), verdict, reason)
        found = self._gathered.get(key)
        if found is None:
            gathered: dict[str, StoredPrecedent] = {}
            for rule in rules:
                for precedent in self.by_rule.get((rule, verdict), ()):
                    if verdict not in ("yes", "no") or precedent.reason in (None, reason):
                        gathered[precedent.iri] = precedent
            if len(self._gathered) >= self.MAX_SETS:
                self._gathered.clear()
            found = self._gathered[key] = tuple(gathered.values())
        return found


def backing_precedents(precedents: list[StoredPrecedent], answer, infos: dict, asked: str | None,
                       situation: tuple | None = None, details=None) -> list[StoredPrecedent]:
    """The precedents that back ``answer`` (at most MOST), best first; ``situation``: the
    question's own (situation_of its scenario), whose precedent comes first; ``details(p)``
    reads a candidate's title, statement and situation (read_details) when it is needed."""
    if not answer.rules:
        return []
    deciding = set(answer.deciding_rule_iris)
    rules = set(answer.rule_iris)
    cards = {info.iri for info in infos.values() if info.iri}
    asked_info = infos.get(asked) if asked else None
    kinds = {kind_of(asked_info.card_type, asked_info.subtypes)} if asked_info else {
        kind_of(info.card_type, info.subtypes) for info in infos.values()}
    verdict, reason = answer.answer, answer.reason
    asked_iri = asked_info.iri if asked_info is not None else None
    ranked = []
    for precedent in precedents:
        if precedent.verdict != verdict or deciding.isdisjoint(precedent.rules):
            continue
        if verdict in ("yes", "no") and precedent.reason not in (None, reason):
            continue
        shared = cards & precedent.cards
        same_kind = not kinds.isdisjoint(precedent.kinds)
        if not (shared or same_kind) and precedent.cards:
            continue                  # about other kinds of cards (a precedent naming none is about the rule)
        # best first: the asked card shared, more cards shared, the same kind, more rules shared; then by IRI
        ranked.append((-(asked_iri in shared), -len(shared), -same_kind, -len(rules & precedent.rules), precedent.iri,
                       precedent))
    # the precedent of the very same situation goes first: it is among the best by the keys above
    # (it shares every card and rule), so only their scenarios are read
    best = [r[-1] for r in heapq.nsmallest(NEAREST, ranked, key=_rank)]
    if details is not None:
        for precedent in best:
            details(precedent)
    best.sort(key=lambda p: situation is None or p.situation != situation)
    return best[:MOST]


def rule_iri(rule: str) -> str:
    return rule if rule.startswith("http") else RULE_IRI + rule
