"""The answer to a timing question, in the contract's output form."""

from __future__ import annotations

from dataclasses import dataclass, field

from edison_kg.vocab.ns import ID_IRI
from edison_kg.timing.scenario import Event

RULE_IRI = ID_IRI + "rule/"


def event_dict(event: Event) -> dict:
    """An event as the contract writes it (``card`` always present: the card it happened to, null for one the scenario
    does not name or for an event that happens to a player; ``by``, the card that caused it, and the other keys when
    known)."""
    out = {"event": event.event, "card": event.card}
    came_from = None if event.from_zone == "gone" else event.from_zone     # a Token Summoned came from no zone
    for key, value in (("player", event.player), ("from", came_from), ("to", event.to_zone),
                       ("cause", event.cause), ("by", event.by), ("count", event.count), ("amount", event.amount)):
        if value is not None:
            out[key] = value
    return out


@dataclass
class Answer:
    answer: str
    reason: str
    explanation: str = ""
    last_thing: list[dict] = field(default_factory=list)
    chain: list[dict] = field(default_factory=list)
    missed: list[dict] = field(default_factory=list)
    later_chains: list[list[dict]] = field(default_factory=list)
    order: list[dict] | None = None
    rules: list[str] = field(default_factory=list)        # rule ids; IRIs in to_dict()
    # how many of ``rules``, from the first, the verdict is drawn from (the rest: rules the
    # history itself used); None: all of them
    deciding: int | None = None
    precedents: list[str] = field(default_factory=list)   # IRIs, best first
    # the same precedents with their title and one-line statement
    precedent_statements: list[dict] = field(default_factory=list)
    # the facts the engine inferred from the steps or took by default, in plain words
    assumed: list[str] = field(default_factory=list)
    # what happened, moment by moment, and the last thing to happen, in the game's words
    happened: list[str] = field(default_factory=list)
    last_thing_words: str = field(default_factory=str)    # no class default: see told_later
    rule_titles: list[dict] = field(default_factory=list)   # {"rule": IRI, "id", "title"}, as ``rules``
    names: dict[str, str] = field(default_factory=dict, repr=False)   # card reference -> card name

    # what happened in words, and the cards by name: written on first read (told_later)
    TOLD_LATER = ("names", "happened", "last_thing_words")
    # the stored precedents that back the answer: looked up on first read
    BACKED_LATER = ("precedents", "precedent_statements")

    def told_later(self, tell, names: tuple[str, ...] = TOLD_LATER) -> None:
        """``tell(answer)`` writes ``names`` when one of them is first read: a caller that
        reads only the verdict does not wait for the history to be put in words, nor for the
        precedents to be looked up."""
        tellers = self.__dict__.setdefault("_tellers", {})
        for name in names:
            self.__dict__.pop(name, None)
            tellers[name] = tell

    def __getattr__(self, name: str):
        # reached only for an attribute not set: one told later, before it was told
        tell = self.__dict__.get("_tellers", {}).get(name)
        if tell is None:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        tellers = self.__dict__["_tellers"]
        for other in [n for n, t in tellers.items() if t is tell]:   # one telling writes all its names
            del tellers[other]
        tell(self)
        return self.__dict__[name]

    @property
    def rule_iris(self) -> list[str]:
        return [r if r.startswith("http") else RULE_IRI + r for r in self.rules]

    @property
    def deciding_rule_iris(self) -> list[str]:
        return self.rule_iris[:self.deciding] if self.deciding else self.rule_iris

    def to_dict(self) -> dict:
        out = {
            "answer": self.answer,
            "reason": self.reason,
            "explanation": self.explanation,
            "last_thing": self.last_thing,
            "chain": self.chain,
            "missed": self.missed,
            "later_chains": self.later_chains,
            "rules": self.rule_iris,
            "precedents": self.precedents,
            "precedent_statements": self.precedent_statements,
            "assumed": self.assumed,
            "happened": self.happened,
            "last_thing_words": self.last_thing_words,
            "rule_titles": self.rule_titles,
        }
        if self.order is not None:
            out["order"] = self.order
        return out

    def to_text(self) -> str:
        """The answer for people, in the game's words: card names, what happened, the rules by
        id and title (no internal event name or IRI)."""
        from edison_kg.timing.describe import REASON_WORDS

        name = self._name
        lines = [f"Answer: {self.answer} ({self.reason}: {REASON_WORDS.get(self.reason, self.reason)})",
                 self.explanation]
        if self.happened:
            lines.append("What happened:")
            lines += [f"  {i}. {sentence}" for i, sentence in enumerate(self.happened, 1)]
        if self.order:
            lines.append("Order of resolution: " + ", ".join(f"{name(o['card'])} (effect {o['effect']})"
                                                               for o in self.order))
        if self.chain:
            lines.append("Chain: " + ", ".join(
                f"Chain Link {e['link']} {name(e['card'])} (effect {e['effect']})"
                + (f", in any order within group {e['group']}" if "group" in e else "") for e in self.chain))
        for number, chain in enumerate(self.later_chains, 2):
            lines.append(f"Chain {number}: " + ", ".join(f"Chain Link {e['link']} {name(e['card'])}" for e in chain))
        if self.missed:
            lines.append("Missed the timing: " + ", ".join(f"{name(m['card'])} (effect {m['effect']}, {m['reason']})"
                                                            for m in self.missed))
        if self.last_thing_words:
            lines.append(f"Last thing to happen: {self.last_thing_words}")
        if self.assumed:
            lines.append("Assumed:")
            lines += [f"  {sentence}" for sentence in self.assumed]
        lines.append("Rules:")
        titles = {entry["rule"]: entry for entry in self.rule_titles}
        for iri in self.rule_iris:
            entry = titles.get(iri)
            rule_id = entry["id"] if entry else iri.rsplit("/", 1)[-1]
            title = entry["title"] if entry and entry.get("title") and entry["title"] != rule_id else None
            lines.append(f"  {rule_id}: {title}" if title else f"  {rule_id}")
        if self.precedent_statements:
            lines.append("Precedents (edison-kg precedent ID):")
            for p in self.precedent_statements:
                lines.append(f"  {p['precedent'].rsplit('/', 1)[-1]}: {p['title'] or ''}")
                if p["statement"]:
                    lines.append(f"    {p['statement']}")
        return "\n".join(lines) + "\n"

    def _name(self, ref: str) -> str:
        return self.names.get(ref, ref)
