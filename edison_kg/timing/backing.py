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
from edison_kg.timing.cards import query_text, select

CARD_CLASSES = {"MonsterCard": "monster", "SpellCard": "spell", "TrapCard": "trap"}
MOST = 5
NEAREST = 12      # the best by cards and rules, among which the same situation is looked for
_rank = itemgetter(slice(0, 5))   # the ranking keys of a candidate, its IRI last (the IRIs are unique)
_rank_rest = itemgetter(slice(0, 3))   # the same for one that shares no card: kind, rules, IRI


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
    for row in backend.kept("precedents", query_text("precedents"), lambda: select(backend, "precedents")):
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


class Candidates(tuple):
    """The precedents an answer may cite: those with its verdict (and, for a yes or no, no reason or
    its reason) that follow one of its deciding rules. The ones naming no card of the question are
    ranked by kind and rules alone, and that ranking is kept for the next answer of the same kinds
    and rules; those naming one of its cards are found by card."""

    MAX_RANKINGS = 1024

    def __new__(cls, precedents, deciding, verdict: str, reason: str | None):
        deciding = set(deciding)
        kept = [p for p in precedents if p.verdict == verdict and not deciding.isdisjoint(p.rules)
                and (verdict not in ("yes", "no") or p.reason in (None, reason))]
        group = super().__new__(cls, kept)
        group.by_card = {}
        for precedent in kept:
            for card in precedent.cards:
                group.by_card.setdefault(card, []).append(precedent)
        group.rankings = {}
        group.nearest = {}     # (cards, asked card, kinds, rules) -> _nearest
        return group

    def ranked_without_cards(self, kinds: frozenset, rules: frozenset) -> list:
        """The best 2 x NEAREST by the same kind, then more rules shared, then IRI, of those that
        name no card or one of ``kinds``: what fills an answer's list after the precedents that
        share one of its cards (at most NEAREST of those can come before)."""
        key = (kinds, rules)
        ranked = self.rankings.get(key)
        if ranked is None:
            keyed = []
            for precedent in self:
                same_kind = not kinds.isdisjoint(precedent.kinds)
                if same_kind or not precedent.cards:
                    keyed.append((-same_kind, -len(rules & precedent.rules), precedent.iri, precedent))
            if len(self.rankings) >= self.MAX_RANKINGS:
                self.rankings.clear()
            ranked = self.rankings[key] = [k[-1] for k in heapq.nsmallest(2 * NEAREST, keyed, key=_rank_rest)]
        return ranked


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
        self._gathered: dict[tuple, Candidates] = {}

    def following(self, rules, verdict: str, reason: str | None = None) -> Candidates:
        """The precedents with ``verdict`` that follow one of ``rules``, each once; for a yes or
        no, only those with no reason or with ``reason``."""
        key = (tuple(rules), verdict, reason)
        found = self._gathered.get(key)
        if found is None:
            gathered: dict[str, StoredPrecedent] = {}
            for rule in rules:
                for precedent in self.by_rule.get((rule, verdict), ()):
                    gathered[precedent.iri] = precedent
            if len(self._gathered) >= self.MAX_SETS:
                self._gathered.clear()
            found = self._gathered[key] = Candidates(gathered.values(), rules, verdict, reason)
        return found


def backing_precedents(precedents, answer, infos: dict, asked: str | None,
                       situation: tuple | None = None, details=None) -> list[StoredPrecedent]:
    """The precedents that back ``answer`` (at most MOST), best first; ``situation``: the
    question's own (situation_of its scenario), whose precedent comes first; ``details(p)``
    reads a candidate's title, statement and situation (read_details) when it is needed;
    ``situation`` may be a LazySituation, worked out only when a candidate could share it.
    ``precedents``: Candidates of the answer's deciding rules and verdict (PrecedentIndex), or
    any precedents, which are sorted out here."""
    if not answer.rules:
        return []
    verdict, reason = answer.answer, answer.reason
    group = precedents if isinstance(precedents, Candidates) else \
        Candidates(precedents, answer.deciding_rule_iris, verdict, reason)
    rules = frozenset(answer.rule_iris)
    cards = {info.iri for info in infos.values() if info.iri}
    asked_info = infos.get(asked) if asked else None
    kinds = frozenset({kind_of(asked_info.card_type, asked_info.subtypes)} if asked_info else {
        kind_of(info.card_type, info.subtypes) for info in infos.values()})
    asked_iri = asked_info.iri if asked_info is not None else None
    key = (frozenset(cards), asked_iri, kinds, rules)
    best = group.nearest.get(key)
    if best is None:
        best = group.nearest[key] = _nearest(group, cards, asked_iri, kinds, rules)
        if len(group.nearest) > group.MAX_RANKINGS:
            group.nearest.clear()
    best = list(best)
    # the precedent of the very same situation goes first: it is among the best by the keys above
    # (it shares every card and rule), so only their scenarios are read
    if details is not None:
        for precedent in best:
            if not precedent.detailed:     # read once: later answers find it read
                details(precedent)
    if callable(situation):   # worked out only when a candidate has as many steps in the same game
        game, steps = situation.game_and_steps
        situation = situation() if any(p.situation is not None and p.situation[0] == game
                                       and p.situation[4] == steps for p in best) else None
    if situation is not None:   # with none, every key is the same: the order stands as it is
        best.sort(key=lambda p: p.situation != situation)
    return best[:MOST]


def _nearest(group: "Candidates", cards: set, asked_iri, kinds: frozenset, rules: frozenset) -> list:
    """The NEAREST best of ``group`` by the keys below (the same for every answer with these
    cards, kinds and rules: kept by the group)."""
    # best first: the asked card shared, more cards shared, the same kind, more rules shared; then by
    # IRI. A precedent sharing a card comes before every one that shares none.
    sharing = {p.iri: p for card in cards for p in group.by_card.get(card, ())}
    keyed = []
    for precedent in sharing.values():
        shared = cards & precedent.cards
        keyed.append((-(asked_iri in shared), -len(shared), -(not kinds.isdisjoint(precedent.kinds)),
                      -len(rules & precedent.rules), precedent.iri, precedent))
    best = [k[-1] for k in heapq.nsmallest(NEAREST, keyed, key=_rank)]
    if len(best) < NEAREST:
        best += [p for p in group.ranked_without_cards(kinds, rules) if p.iri not in sharing][:NEAREST - len(best)]
    return best


class LazySituation:
    """A scenario's ``situation_of``, worked out when called: most answers have no candidate
    precedent with as many steps in the same game, and so never need it."""

    def __init__(self, scenario: dict):
        self.scenario = scenario
        steps = scenario.get("steps") if isinstance(scenario, dict) else None
        self.game_and_steps = (scenario.get("game", "yugioh-edison") if isinstance(scenario, dict) else None,
                               len(steps or ()))

    def __call__(self) -> tuple | None:
        return situation_of(self.scenario)


def rule_iri(rule: str) -> str:
    return rule if rule.startswith("http") else RULE_IRI + rule
