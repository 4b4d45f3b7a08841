"""The answer to a timing question, in the contract's output form."""

from __future__ import annotations

from dataclasses import dataclass, field

from edison_kg.vocab.ns import ID_IRI
from edison_kg.timing.scenario import Event

RULE_IRI = ID_IRI + "rule/"


def event_dict(event: Event) -> dict:
    """An event as the contract writes it (``card`` always present, other keys when known)."""
    out = {"event": event.event, "card": event.card}
    for key, value in (("player", event.player), ("from", event.from_zone), ("to", event.to_zone),
                       ("cause", event.cause)):
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
        }
        if self.order is not None:
            out["order"] = self.order
        return out

    def to_text(self) -> str:
        lines = [f"Answer: {self.answer} ({self.reason})", self.explanation]
        if self.order:
            lines.append("Order of resolution: " + ", ".join(f"{o['card']} effect {o['effect']}" for o in self.order))
        if self.chain:
            lines.append("Chain: " + ", ".join(
                f"CL{e['link']} {e['card']} effect {e['effect']}" + (f" (group {e['group']})" if "group" in e else "")
                for e in self.chain))
        if self.missed:
            lines.append("Missed: " + ", ".join(f"{m['card']} effect {m['effect']} ({m['reason']})" for m in self.missed))
        if self.last_thing:
            lines.append("Last thing to happen: " + ", ".join(
                e["event"] + (f" ({e['card']})" if e.get("card") else "") for e in self.last_thing))
        if self.assumed:
            lines.append("Assumed:")
            lines += [f"  {sentence}" for sentence in self.assumed]
        lines.append("Rules:")
        lines += [f"  {iri}" for iri in self.rule_iris]
        if self.precedent_statements:
            lines.append("Precedents (edison-kg precedent ID):")
            for p in self.precedent_statements:
                lines.append(f"  {p['precedent'].rsplit('/', 1)[-1]}: {p['title'] or ''}")
                if p["statement"]:
                    lines.append(f"    {p['statement']}")
        elif self.precedents:
            lines.append("Precedents:")
            lines += [f"  {iri}" for iri in self.precedents]
        return "\n".join(lines) + "\n"
