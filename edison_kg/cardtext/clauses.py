"""A resolution split into clauses joined by the five conjunctions (seed 004), each with
the action it takes (the phrase -> action table is data: tables/actions.toml)."""

from __future__ import annotations

import re

from edison_kg.cardtext import scan
from edison_kg.cardtext.segment import bullets_are_options
from edison_kg.cardtext.tables import action_rules
from edison_kg.model import Clause

# ---------------------------------------------------------------------- actions and clauses



_NEGATED_VERB = re.compile(r"\b(cannot|can't|can not|is not|are not|isn't|aren't|not|do not|does not|don't|doesn't) (be )?(destroyed|banished|removed from play|"
                           r"targeted|tributed|special summoned|normal summoned|summoned|returned|sent|changed|negated|"
                           r"destroy|banish|target|tribute|special summon|normal summon|summon|attack|activate|change|take|"
                           r"receive|inflict)\b", re.I)


def action_of(text: str) -> str:
    low = _NEGATED_VERB.sub("", text.lower())
    low = re.sub(r"^(if|when|while|as long as) [^,]+,\s*", "", low)     # "If your opponent controls a Set monster, flip ..."
    best, best_pos = "other", len(low) + 1
    for pattern, action in action_rules():
        m = pattern.search(low)
        if m and m.start() < best_pos:
            best, best_pos = action, m.start()
    return best


# conjunction splitters, longest first; "and" only before a verb
_VERB_START = (r"(you can |you |your opponent |they |it |its |each player |both players |the (equipped|target|selected) (monster )?|"
               r"this card |that (monster|card) )?(special summon|normal summon|destroy|banish|remove|send|add|discard|draw|gain|"
               r"inflict|take|pay|negate|return|shuffle|set|change|equip|tribute|halve|double|place|look|reveal|excavate|"
               r"end|skip|switch|flip|move|attach|lose|loses|gains|takes|draws|discards|can|cannot|becomes|become|"
               r"increase|decrease|declare|apply|treat|toss|roll|select|choose|put|banishes|destroys|returns|sends|adds)\b")
_CONJ = re.compile(
    r"(?P<conj>,?\s*also,? after that,?|,?\s*and if (you|they|it) do(es)?,?|,?\s*and if (you|they) do,?|"
    r"[,.]?\s*then,?|,?\s*also,?|,?\s*and(?=,? " + _VERB_START + r"|\s+(that|the|its) (activation|effects?) (is|are) negated))\s+",
    re.I)


def _conj_name(raw: str) -> str:
    low = raw.lower().strip(" ,.")
    if "after that" in low:
        return "also, after that"
    if low.startswith("and if"):
        return "and if you do"
    if low.startswith("then"):
        return "then"
    if low.startswith("also"):
        return "also"
    return "and"


def split_clauses(resolution: str) -> tuple[list[Clause], bool]:
    """Split a resolution into clauses joined by the five conjunctions. Returns the clauses
    and whether the effect offers a choice between bulleted options."""
    text = resolution.strip()
    options = False
    if "●" in text:
        head, *bullets = [b.strip() for b in text.split("●")]
        options = True
        parts: list[tuple[bool, str]] = []     # (is a bulleted option, text)
        if head and action_of(head) != "other" and not bullets_are_options(head):
            parts.append((False, head))
        for b in bullets:
            if b:
                parts.append((True, b))
        clauses = [Clause(index=i + 1, action=action_of(t), text=t.strip(" ."), alternative=option)
                   for i, (option, t) in enumerate(parts)]
        return clauses, options
    pieces: list[tuple[str | None, str]] = []
    sentences = scan.sentences(text)
    for s_i, sentence in enumerate(sentences):
        conj_first: str | None = None
        m0 = re.match(r"^(then|also,? after that|if you do(?! not)|after that|also),?\s+", sentence, re.I)
        if s_i > 0:
            if m0:
                word = m0.group(1).lower()
                conj_first = {"then": "then", "if you do": "and if you do", "after that": "also, after that",
                              "also": "also"}.get(word, "also, after that")
                sentence = sentence[m0.end():]
            else:
                # a further sentence without a conjunction: part of the clause before it
                if pieces:
                    c, t = pieces[-1]
                    pieces[-1] = (c, t + " " + sentence)
                    continue
        pos, conj = 0, conj_first
        for m in _CONJ.finditer(sentence):
            if scan.inside(sentence, m.start()):
                continue
            piece = sentence[pos:m.start()].strip(" ,")
            if piece:
                pieces.append((conj, piece))
                conj = _conj_name(m.group("conj"))
            pos = m.end()
        tail = sentence[pos:].strip(" ,")
        if tail:
            pieces.append((conj, tail))
    clauses = []
    for i, (conj, piece) in enumerate(pieces):
        clauses.append(Clause(index=i + 1, action=action_of(piece), text=piece.rstrip(". "),
                              conjunction=conj if i else None,
                              up_to=bool(re.search(r"\bup to\b", piece, re.I))))
    return clauses, options

