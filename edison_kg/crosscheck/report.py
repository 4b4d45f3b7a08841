"""The comparison of the aligned facts (kind, optional/mandatory, when/if) and the report:
agreement rates against the targets, disagreements by category, the explained ones with
their reasons."""

from __future__ import annotations

from dataclasses import dataclass, field

from edison_kg import cardtext
from edison_kg.terminal import table
from edison_kg.crosscheck.scripts import ACTIVATED_KINDS, KIND_FAMILY, ScriptEffect, align, script_effects
from edison_kg.crosscheck.sources import known_differences, load_sources, rows_followed, script_followed, usable_row

TARGETS = {"kind": 0.97, "optional": 0.98, "timing": 0.98}
FACT_LABELS = {"kind": "kind", "optional": "optional/mandatory", "timing": "when/if"}


@dataclass
class Disagreement:
    passcode: str
    card: str
    effect: int | None
    script: str
    fact: str
    ours: str
    theirs: str
    category: str
    explained: str | None = None
    text: str = ""

    def to_dict(self) -> dict:
        return {k: v for k, v in self.__dict__.items() if v not in (None, "")}


@dataclass
class Report:
    counts: dict = field(default_factory=dict)           # fact -> (agree, total)
    disagreements: list[Disagreement] = field(default_factory=list)
    cards: int = 0
    cards_with_scripts: int = 0
    script_effects: int = 0
    matched: int = 0
    unmatched_script: int = 0
    effects: int = 0
    unanalyzed: int = 0
    unanalyzed_examples: list[dict] = field(default_factory=list)
    unmapped_events: int = 0
    overrides: int = 0
    no_fact: list[Disagreement] = field(default_factory=list)   # script facts that say nothing here (listed)
    older_scripts: list[str] = field(default_factory=list)     # cards compared with a pre-errata script
    extra: dict = field(default_factory=dict)

    def rate(self, fact: str) -> float:
        agree, total = self.counts.get(fact, (0, 0))
        return agree / total if total else 1.0

    def meets_targets(self) -> bool:
        return all(self.rate(f) >= t for f, t in TARGETS.items())

    def explained_rate(self, fact: str) -> float:
        """Agreement counting the disagreements whose reason is known as accounted for."""
        agree, total = self.counts.get(fact, (0, 0))
        explained = sum(1 for d in self.disagreements if d.fact == fact and d.explained)
        return (agree + explained) / total if total else 1.0

    def categories(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for d in self.disagreements:
            key = f"{FACT_LABELS[d.fact]}: {d.category}" + (" (explained)" if d.explained else "")
            out[key] = out.get(key, 0) + 1
        return dict(sorted(out.items(), key=lambda kv: (-kv[1], kv[0])))

    def to_dict(self) -> dict:
        agreement = {}
        for fact, (agree, total) in self.counts.items():
            agreement[FACT_LABELS[fact]] = {
                "agree": agree, "total": total, "rate": round(agree / total, 4) if total else None,
                "target": TARGETS[fact], "meets_target": self.rate(fact) >= TARGETS[fact],
                "disagreements": total - agree,
                "explained": sum(1 for d in self.disagreements if d.fact == fact and d.explained),
                "rate_counting_explained": round(self.explained_rate(fact), 4),
                "no_fact": sum(1 for d in self.no_fact if d.fact == fact),
            }
        return {
            "agreement": agreement,
            "meets_targets": self.meets_targets(),
            "cards": self.cards, "cards_with_scripts": self.cards_with_scripts,
            "script_effects": self.script_effects, "matched": self.matched,
            "script_effects_without_counterpart": self.unmatched_script,
            "effects": self.effects, "unanalyzed": self.unanalyzed,
            "triggers_with_unmapped_event": self.unmapped_events, "overrides": self.overrides,
            "extra": self.extra,
            "categories": self.categories(),
            "disagreements": [d.to_dict() for d in self.disagreements],
            "no_fact": [d.to_dict() for d in self.no_fact],
            "unanalyzed_examples": self.unanalyzed_examples,
        }

    def to_text(self, limit: int = 50) -> str:
        out = ["Cross-check of the card-text analyzer against the simulator-script facts", ""]
        out.append(f"cards analyzed: {self.cards} ({self.cards_with_scripts} with activated or trigger effects in their scripts)")
        out.append(f"effects analyzed: {self.effects}; unanalyzed: {self.unanalyzed}; triggers whose event is outside "
                   f"the event vocabulary: {self.unmapped_events}; overridden by hand: {self.overrides}")
        out.append(f"script effects compared: {self.script_effects}; aligned with a text effect: {self.matched}; "
                   f"without a counterpart: {self.unmatched_script}")
        out.append("")
        rows = []
        for fact, (agree, total) in self.counts.items():
            explained = sum(1 for d in self.disagreements if d.fact == fact and d.explained)
            rows.append([FACT_LABELS[fact], f"{agree}/{total}", f"{self.rate(fact):.2%}", f"{TARGETS[fact]:.0%}",
                         "ok" if self.rate(fact) >= TARGETS[fact] else "BELOW", f"{total - agree} ({explained})",
                         f"{self.explained_rate(fact):.2%}"])
        out.append(table(["fact", "agree/total", "rate", "target", "met", "disagreements (explained)",
                          "counting explained"], rows).rstrip("\n"))
        for key, value in self.extra.items():
            out.append(f"{key}: {value}")
        if self.no_fact:
            out.append(f"script facts set aside as saying nothing about the text (listed with reasons): {len(self.no_fact)}")
        out.append("")
        out.append("disagreements by category:")
        for key, value in self.categories().items():
            out.append(f"  {value:4}  {key}")
        unexplained = [d for d in self.disagreements if not d.explained]
        out.append("")
        out.append(f"disagreements without a recorded reason: {len(unexplained)} (first {min(limit, len(unexplained))} listed)")
        for d in unexplained[:limit]:
            out.append(f"  {d.card} [{d.passcode}] effect {d.effect if d.effect is not None else '-'} ({d.script}): "
                       f"{FACT_LABELS[d.fact]} ours={d.ours} script={d.theirs}  [{d.category}]")
        explained = [d for d in self.disagreements if d.explained] + self.no_fact
        if explained:
            out.append("")
            out.append(f"explained differences (first {min(limit, len(explained))} of {len(explained)}):")
            for d in explained[:limit]:
                out.append(f"  {d.card} effect {d.effect if d.effect is not None else '-'}: {FACT_LABELS[d.fact]} "
                           f"ours={d.ours} script={d.theirs} [{d.category}]: {d.explained}")
        return "\n".join(out) + "\n"


def _timing_class(word: str | None) -> str:
    return "when" if word == "when" else "cannot-miss"


def _kind_category(ours, script: ScriptEffect) -> str:
    if ours is None:
        return "no text effect aligned"
    if ours.kind == "unanalyzed":
        return "unanalyzed text"
    if ours.kind == "continuous":
        return "read as a continuous effect"
    pair = {KIND_FAMILY.get(ours.kind), KIND_FAMILY.get(script.kind)}
    if pair == {"t", "q"}:
        return "trigger vs quick"
    if pair == {"t", "i"}:
        return "trigger vs ignition"
    if pair == {"q", "i"}:
        return "ignition vs quick"
    if "a" in pair:
        return "card activation vs effect"
    if ours.kind == "flip" or script.kind == "flip":
        return "flip vs trigger"
    return "Spell/Trap effect form"


def _compare(ours, script: ScriptEffect) -> list[tuple[str, bool, str, str, str]]:
    """The facts the script gives for one aligned effect: (fact, agree, ours, script, category)."""
    facts = []
    agree = ours is not None and ours.kind == script.kind
    facts.append(("kind", agree, ours.kind if ours else "(none)", script.kind, "" if agree else _kind_category(ours, script)))
    if ours is None:
        return facts
    if script.optional is not None:
        our_opt = ours.optional if ours.kind in ACTIVATED_KINDS else None
        if our_opt is None:
            category = f"not an activated effect ({ours.kind})"
        else:
            category = "'you can' in the text" if our_opt else "no 'you can' in the text"
        facts.append(("optional", our_opt == script.optional, _yes_no(our_opt, "optional", "mandatory"),
                      _yes_no(script.optional, "optional", "mandatory"), category))
    if script.timing is not None:
        our_word = "if" if ours.kind == "flip" else ours.timing_word      # FLIP effects never miss the timing
        agree = ours.kind in ACTIVATED_KINDS and our_word != "none" and _timing_class(our_word) == _timing_class(script.timing)
        if our_word == "none":
            category = "no event condition read"
        elif script.timing == "when":
            category = f"text says '{our_word}', script has no delay flag"
        else:
            category = "text says 'when', script has the delay flag"
        facts.append(("timing", agree, our_word, script.timing, category))
    return facts


def check_effects(sources_dir: str | None = None) -> Report:
    """Compare the analyzer's reading of every pool card with its script facts."""
    rows, cards = load_sources(sources_dir)
    by_card: dict[int, list[dict]] = {}
    for row in rows:
        if usable_row(row):
            by_card.setdefault(int(row["passcode"]), []).append(row)
    known = known_differences()
    report = Report(counts={"kind": [0, 0], "optional": [0, 0], "timing": [0, 0]})
    targets, joined = [0, 0], 0
    for card in cards:
        if not card.get("in_edison_pool", True):
            continue
        passcode = str(int(card["passcode"])).zfill(8)
        reading = cardtext.read_card(card)
        effects = reading.effects
        report.cards += 1
        report.effects += len(effects)
        for e in effects:
            if e.kind == "unanalyzed":
                report.unanalyzed += 1
                if len(report.unanalyzed_examples) < 200:
                    report.unanalyzed_examples.append({"card": card["name"], "effect": e.number, "text": e.text,
                                                       "note": e.note})
            if e.note == cardtext.UNMAPPED_EVENT:
                report.unmapped_events += 1
            if e.provenance == "override":
                report.overrides += 1
        followed = script_followed(card, reading)
        if followed != "official":
            report.older_scripts.append(card["name"])
        rows_of_card = rows_followed(by_card.get(int(card["passcode"]), []), followed)
        scripts = script_effects(rows_of_card, card.get("card_type", "monster"), tuple(card.get("subtypes") or ())) \
            if rows_of_card else []
        if not scripts:
            continue
        report.cards_with_scripts += 1
        for i, j in align(effects, scripts):
            if j is None:
                continue
            if j < 0:                      # another object of an effect already compared
                joined += 1
                continue
            script = scripts[j]
            ours = effects[i] if i is not None else None
            if script.placement and (ours is None or ours.kind != "card-activation"):
                continue                   # the card's own activation, left implicit by the analysis
            report.script_effects += 1
            if ours is None:
                report.unmatched_script += 1
            else:
                report.matched += 1
                targets[1] += 1
                targets[0] += int(ours.targets == script.targets)
            number = ours.number if ours else None
            for fact, agree, our_value, their_value, category in _compare(ours, script):
                entry = known.get((passcode, number or 0, fact))
                if entry and entry.get("no_fact"):
                    report.no_fact.append(Disagreement(
                        passcode=passcode, card=card["name"], effect=number, script="+".join(script.vars), fact=fact,
                        ours=our_value, theirs=their_value, category=entry["category"], explained=entry["reason"]))
                    continue
                report.counts[fact][1] += 1
                if agree:
                    report.counts[fact][0] += 1
                    continue
                report.disagreements.append(Disagreement(
                    passcode=passcode, card=card["name"], effect=number, script="+".join(script.vars), fact=fact,
                    ours=our_value, theirs=their_value, category=entry["category"] if entry else category,
                    explained=entry["reason"] if entry else None, text=ours.text if ours else ""))
    report.counts = {k: tuple(v) for k, v in report.counts.items()}
    report.extra["script objects joined to a text effect"] = joined
    report.extra["cards compared with their pre-errata script"] = \
        f"{len(report.older_scripts)} ({'; '.join(sorted(report.older_scripts))})"
    report.extra["targets (info)"] = f"{targets[0]}/{targets[1]} aligned effects agree on targeting"
    report.disagreements.sort(key=lambda d: (d.fact, d.category, d.card))
    return report


def _yes_no(value: bool | None, yes: str, no: str) -> str:
    if value is None:
        return "-"
    return yes if value else no
