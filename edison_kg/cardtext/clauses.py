"""A resolution split into clauses joined by the five conjunctions (seed 004), each with
the action it takes (the phrase -> action table is data: tables/actions.toml).

A clause after the first without a conjunction is an alternative to the clause before it: a
bulleted option, an "X or Y" choice between actions, or the "otherwise" branch of an "if".
A part applied later (a delayed Summon in a later Standby Phase) is no clause of the
resolution."""

from __future__ import annotations

import re

from edison_kg.cardtext import scan
from edison_kg.cardtext.segment import bullets_are_options
from edison_kg.cardtext.tables import action_rules
from edison_kg.model import Clause

# ---------------------------------------------------------------------- actions

# what a clause does not do: a negated verb ("it cannot attack or change its battle position"), a
# prevention ("you take no battle damage")
_VERBS = (r"destroyed|banished|removed from play|targeted|tributed|special summoned|normal summoned|summoned|returned|sent|"
          r"changed|negated|destroy|banish|target|tribute|special summon|normal summon|summon|attack|activate|change|take|"
          r"receive|inflict")
_NEGATED_VERB = re.compile(r"\b(cannot|can't|can not|is not|are not|isn't|aren't|not|do not|does not|don't|doesn't|"
                           r"neither player can) (be )?((normal|tribute|flip|special)( or |/))?"
                           rf"({_VERBS})\b((,| or| and) (be )?({_VERBS})\b)*", re.I)
_NO_DAMAGE = re.compile(r"\b(takes?|receives?) no\b[^;.]*?\bdamage\b", re.I)
# a destroyed or banished card named, not destroyed or banished by the clause: "the monster that
# destroyed it", "that this card destroys", "for each destroyed card", "your banished Zombie monsters"
_NAMED_BY_ACTION = re.compile(r"\b((that|which|who) (this card |it |they )?|(the|your|their|each|of those) )"
                              r"(destroy(s|ed)?|banish(es|ed)?)\b", re.I)


def action_of(text: str) -> str:
    low = _NO_DAMAGE.sub("", _NEGATED_VERB.sub("", text.lower()))
    low = _NAMED_BY_ACTION.sub(lambda m: m.group(1), low)
    low = re.sub(r"^(if|when|while|as long as) [^,]+,\s*", "", low)     # "If your opponent controls a Set monster, flip ..."
    best, best_pos = "other", len(low) + 1
    for pattern, action in action_rules():
        m = pattern.search(low)
        if m and m.start() < best_pos:
            best, best_pos = action, m.start()
    return best


# ---------------------------------------------------------------------- conjunctions

# conjunction splitters, longest first; "and" only before a verb, a time ("and, during ...") or
# a condition of its own ("and if it is a monster, ..."); "also" only after a comma
_VERB_START = (r"(you can |you |your opponent |they |it |its |each player |both players |the (equipped|target|selected) (monster )?|"
               r"this card |that (monster|card) )?(special summon|normal summon|destroy|banish|remove|send|add|discard|draw|gain|"
               r"inflict|take|pay|negate|return|shuffle|set|change|equip|tribute|halve|double|place|look|reveal|excavate|"
               r"end|skip|switch|flip|move|attach|lose|loses|gains|takes|draws|discards|can|cannot|becomes|become|"
               r"increase|decrease|declare|apply|treat|toss|roll|select|choose|put|banishes|destroys|returns|sends|adds)\b")
_TIME = r"(during|until|at the (start|end) of|after)\b"
_CONJ = re.compile(
    r"(?P<conj>,?\s*also,? after that,?|,?\s*and if (you|they|it) do(es)?,?|,?\s*and if (you|they) do,?|"
    r"([,.]|\band)\s*then,?|,\s*also,?|"
    r",?\s*(?<!unequip it )(?<!unequip the union equipment )\band,?(?=\s+(" + _VERB_START + r"|(that|the|its) (activation|effects?) "
    r"(is|are) negated|(its|their|this card's|that monster's) (original )?(atk|def|level)\b|" + _TIME + r"|if\b)))\s+", re.I)
# a part done in a later phase ("and, during your 2nd Standby Phase after activation, Fusion Summon ...")
_DELAYED = re.compile(r"^(during|at the (start|end) of|in) (your|the|each|your opponent's|their) (next |\d+(st|nd|rd|th) |"
                      r"second |third )?(standby|end|draw) phase\b", re.I)
# the start of the other branch of a choice: "Otherwise, ...", "..., otherwise ...", "If not, ...",
# "... OR ...", "pay 500 Life Points or destroy this card"
_CHOICE_VERBS = (r"(pay|destroy|take|discard|send|tribute|shuffle|return|banish|remove|add|special summon|equip|unequip|"
                 r"inflict|draw|negate|gain|place|reveal)\b")
_OTHERWISE = re.compile(r"(^|[,.;]\s*)(?i:otherwise|if not|if you (do not|don't|cannot|can't))\b,?\s*|\s+OR\s+|"
                        r",?\s+or,?\s+(?=(?i:(if\b[^,]*,\s*(you can\s+)?)?" + _CHOICE_VERBS + "))")
_NEGATION = re.compile(r"\b(cannot|can't|can not|must not|not|neither)\b", re.I)


def _conj_name(raw: str) -> str:
    low = raw.lower().strip(" ,.")
    if "after that" in low:
        return "also, after that"
    if low.startswith("and if") and re.match(r"^and if (you|they|it) do", low):
        return "and if you do"
    if re.match(r"^(and )?then\b", low):
        return "then"
    if low.startswith("also"):
        return "also"
    return "and"


def split_clauses(resolution: str) -> tuple[list[Clause], bool]:
    """Split a resolution into clauses joined by the five conjunctions. Returns the clauses
    and whether the effect offers a choice between bulleted options."""
    text = resolution.strip()
    if "●" in text:
        head, *bullets = [b.strip() for b in text.split("●")]
        parts: list[tuple[bool, str]] = []     # (is a bulleted option, text)
        if head and action_of(head) != "other" and not bullets_are_options(head):
            parts.append((False, head))
        parts += [(True, b) for b in bullets if b]
        # an option with a cost before its semicolon does what follows the semicolon
        return [Clause(index=i + 1, action=action_of(t[scan.find_top(t, ";") + 1:] if option else t), text=t.strip(" ."),
                       alternative=option) for i, (option, t) in enumerate(parts)], True
    pieces: list[tuple[str | None, str, bool]] = []      # (conjunction, text, an alternative to the one before)
    for branch, (alternative, part) in enumerate(_branches(text)):
        found = _pieces(part)
        if branch and found:
            found[0] = (None, found[0][1], True)
        pieces += found
    clauses: list[Clause] = []
    for i, (conj, piece, alternative) in enumerate(pieces):
        action = action_of(piece)
        if alternative and action == "other" and clauses and re.match(r"^(all|any|\d+|a|an|one|up to)\b", piece, re.I):
            action = clauses[-1].action      # "Destroy all monsters ... OR all Spell/Trap Cards ...": the same verb
        clauses.append(Clause(index=i + 1, action=action, text=piece.rstrip(". "), conjunction=conj if i else None,
                              up_to=bool(re.search(r"\bup to\b", piece, re.I)), alternative=alternative))
    return clauses, False


def _branches(text: str) -> list[tuple[bool, str]]:
    """The resolution cut at its choices ("otherwise", "X or Y"): (is an alternative, text)."""
    out: list[tuple[bool, str]] = []
    start = 0
    for m in _OTHERWISE.finditer(text):
        if scan.inside(text, m.start()) or m.start() <= start:
            continue
        before = text[start:m.start()]
        clause_start = max(before.rfind(", "), before.rfind(". "), before.rfind("; "))
        if m.group(0).strip(" ,").lower() == "or" and (
                _NEGATION.search(before[clause_start + 1:]) or re.search(r"\bunless\b", before, re.I) or
                re.search(r"\b(normal|tribute|flip|special|fusion|synchro|ritual)$", before.strip(), re.I)):
            # "it cannot attack or change its battle position": one restriction; "destroy this card
            # unless you send ... or reveal ...": the two ways to keep it; "Normal or Special Summon": one verb
            continue
        if before.strip(" ,.;"):
            out.append((bool(out), before))
        start = m.end()
    tail = text[start:]
    if tail.strip(" ,.;"):
        out.append((bool(out), tail))
    return out


def _pieces(text: str) -> list[tuple[str | None, str, bool]]:
    """One branch split into its parts joined by conjunctions."""
    pieces: list[tuple[str | None, str, bool]] = []
    for s_i, sentence in enumerate(scan.sentences(text)):
        conj_first: str | None = None
        m0 = re.match(r"^(then|also,? after that|if you do(?! not)|after that|also),?\s+", sentence, re.I)
        if s_i > 0 and pieces and not m0 and _bare_selection(pieces[-1][1]):
            conj_first = pieces.pop()[0]    # "..., and select 1 card. Remove that card ...": what the selection is for
        elif s_i > 0:
            if m0:
                word = m0.group(1).lower()
                conj_first = {"then": "then", "if you do": "and if you do", "after that": "also, after that",
                              "also": "also"}.get(word, "also, after that")
                sentence = sentence[m0.end():]
            elif pieces:
                # a further sentence without a conjunction: part of the clause before it
                c, t, a = pieces[-1]
                pieces[-1] = (c, t + " " + sentence, a)
                continue
        pos, conj = 0, conj_first
        for m in _CONJ.finditer(sentence):
            if scan.inside(sentence, m.start()):
                continue
            piece = sentence[pos:m.start()].strip(" ,")
            if piece:
                pieces.append((conj, piece, False))
                conj = _conj_name(m.group("conj"))
            pos = m.end()
        tail = sentence[pos:].strip(" ,")
        if tail:
            pieces.append((conj, tail, False))
    # a delayed part is no clause of the resolution; a bare selection ("Select 1 monster ... and
    # destroy it") names what the next part acts on
    kept = [p for p in pieces if not _DELAYED.match(p[1])] or pieces[:1]
    if len(kept) > 1 and _bare_selection(kept[0][1]):
        kept = [(None, kept[1][1], kept[1][2])] + kept[2:]
    return kept


def _bare_selection(piece: str) -> bool:
    """"Select 1 face-up monster you control": only what the next part acts on."""
    return bool(re.match(r"^select\b", piece, re.I)) and action_of(piece) == "other"
