"""A resolution split into clauses joined by the five conjunctions (seed 004), each with
the action it takes (the phrase -> action table is data: tables/actions.toml).

A clause after the first without a conjunction is an alternative to the clause before it: a
bulleted option, an "X or Y" choice between actions, or the "otherwise" branch of an "if".
A part applied later (a delayed Summon in a later Standby Phase, "(destroy them during the End
Phase)") is a clause marked as applied later: it is not done when the card resolves. A later
sentence that does something when the effect resolves is a part of its own, joined by "next
sentence" (done after the sentence before it); a sentence that only restricts, explains, states
what the card it acted on is left with, or is applied on a later event stays with the clause
before it (docs/data-model.md, "Sentences without a conjunction")."""

from __future__ import annotations

from edison_kg.cardtext.stored_values import OWN_DISPOSAL

import re
from dataclasses import dataclass, replace

from edison_kg.cardtext import scan
from edison_kg.cardtext.consequences import ACTION_EVENTS
from edison_kg.cardtext.deed_to_deed import destroyed_to_do
from edison_kg.cardtext.segment import bullets_are_options
from edison_kg.cardtext.tables import action_rules
from edison_kg.vocab.model import Clause

# ---------------------------------------------------------------------- actions

# what a clause does not do: a negated verb ("it cannot attack or change its battle position"), a
# prevention ("you take no battle damage")
_VERBS = (r"destroyed|banished|removed from play|targeted|tributed|special summoned|normal summoned|summoned|returned|sent|"
          r"changed|negated|destroy|banish|target|tribute|special summon|normal summon|summon|attack|activate|change|take|"
          r"receive|inflict")
# ("cannot be destroyed by this battle" is kept: it keeps monsters from this battle's destruction)
_NEGATED_VERB = re.compile(r"\b(?!cannot be destroyed by (?:this|that) battle\b)(cannot|can't|can not|is not|are not|isn't|aren't|not|do not|does not|don't|doesn't|"
                           r"neither player can) (attempt to )?(be )?((normal|tribute|flip|special)( or |/))?"
                           rf"({_VERBS})\b((,| or| and) (be )?({_VERBS})\b)*", re.I)
# ("you take no battle damage from that battle" is kept: it makes that battle's damage 0)
_NO_DAMAGE = re.compile(r"\b(takes?|receives?) no\b(?! battle damage from (?:this|that) battle\b)[^;.]*?\bdamage\b", re.I)
# a destroyed or banished card named, not destroyed or banished by the clause: "the monster that
# destroyed it", "that this card destroys", "for each destroyed card", "your banished Zombie monsters",
# "their monsters that are removed from play"
# "return up to 3 monsters destroyed this turn from the Graveyard": the cards a turn's destruction names
_NAMED_BY_ACTION = re.compile(r"\b((that|which|who) (this card |it |they )?|(the|your|their|each|of those) |(that|which) (are|were) |"
                              r"(?:monsters?|cards?) (?=destroyed (?:by battle )?this turn\b))"
                              r"(destroy(s|ed)?|banish(es|ed)?|removed from play)\b", re.I)

# "the player whose effect activation was negated draws 1 card": a player named by what an earlier part did to them, not
# a negation the clause makes
_NAMED_BY_NEGATION = re.compile(r"\b(the player whose) [^,;.]*?\b(?:was|were|is|are|has been) negated\b", re.I)

_QUOTED = re.compile(r'"[^"]*"')
# "You must control ... to activate and to resolve this effect." says what the activation needs (read by
# cardtext/condition_tails.py must_control), never something the effect does
# any such "... must ..." sentence ("This card must be face-up on the field ...", "Your opponent must have
# at least 5 cards in their hand for you to activate and to resolve this effect.")
MUST_CONTROL = re.compile(r"^[^.]*\bmust\b[^.]*? (?:for you )?to activate and (?:to )?resolve this effect\.?\s*$", re.I)
# ... and its later wording, a parenthesis: "(Activate & Resolve only if you control no Spells/Traps.)"
ACTIVATE_AND_RESOLVE_ONLY = re.compile(r"\s*\(activate (?:and|&) (?:to )?resolve only if [^()]+?\.?\)", re.I)


def action_of(text: str) -> str:
    low = _NO_DAMAGE.sub("", _NEGATED_VERB.sub("", text.lower()))
    # words in quotation marks (a card's name, a new effect a card is given: 'the effect of that
    # Normal Spell Card becomes "Your opponent discards 1 random card"') are not what the clause itself does
    low = _QUOTED.sub('""', low)
    low = _NAMED_BY_ACTION.sub(lambda m: m.group(1), low)
    low = _NAMED_BY_NEGATION.sub(lambda m: m.group(1), low)
    low = re.sub(r"^(if|when|while|as long as) [^,]+,\s*", "", low)     # "If your opponent controls a Set monster, flip ..."
    best, best_pos = "other", len(low) + 1
    for pattern, action in action_rules():
        m = pattern.search(low)
        if m and m.start() < best_pos:
            best, best_pos = action, m.start()
    return best


# ---------------------------------------------------------------------- conjunctions

# conjunction splitters, longest first; "and" only before a verb, a time ("and, during ..."),
# a condition of its own ("and if it is a monster, ...") or a second damage ("and 500 points of damage to ..."); "also" only after a comma
_ACTION_VERBS = (r"special summon|normal summon|destroy|banish|remove|send|add|discard|draw|gain|"
                 r"inflict|take|pay|negate|return|shuffle|set|change|equip|tribute|halve|double|place|look|reveal|excavate|"
                 r"end|skip|switch|flip|move|attach|lose|loses|gains|takes|draws|discards|can|cannot|becomes|become|"
                 r"increase|decrease|declare|apply|treat|toss|roll|select|selects|choose|put|banishes|destroys|returns|"
                 r"sends|adds")
# a player named before "then" ("and your opponent then selects ..."), not the second of "Both you and your opponent"
_VERB_START = (r"(you can |you |your opponent |they |it |its |each player |both players |the (equipped|target|selected) (monster )?|"
               r"this card |that (monster|card) |(?<!both you and )your opponent then )?(" + _ACTION_VERBS + r")\b")
_TIME = r"(during|until|at the (start|end) of|after)\b"
_CONJ = re.compile(
    r"(?P<conj>,?\s*also,? after that,?|,?\s*and if (you|they|it) do(es)?,?|,?\s*and if (you|they) do,?|"
    r"([,.]|\band)\s*then,?|,\s*also,?|"
    r",?\s*(?<!unequip it )(?<!unequip the union equipment )\band,?(?=\s+(" + _VERB_START + r"|(that|the|its) (activation|effects?) "
    r"(is|are) negated|(its|their|this card's|that monster's) (original )?(atk|def|level)\b|" + _TIME + r"|if\b|"
    # "Inflict 1000 points of damage to your opponent's Life Points and 500 points of damage to your Life Points"
    r"\d+ (points of )?damage to\b)))\s+", re.I)
# a part done in a later phase ("and, during your 2nd Standby Phase after activation, Fusion Summon ...")
_DELAYED = re.compile(r"^(during|at the (start|end) of|in) (your|the|each|your opponent's|their) (next |\d+(st|nd|rd|th) |"
                      r"second |third )?(standby|end|draw) phase\b", re.I)
# the same phase said at the part's end ("Special Summon up to 2 "Fortune Lady" monsters from your hand
# during your next Standby Phase"): done then, not as the card resolves
_DELAYED_AT_ITS_END = re.compile(r"\bduring (?:your|the) next (?:standby|end|draw) phase\.?$", re.I)
# a later part of an effect that ends on the phase it is done in ("Special Summon that target, ..., also send it to
# the GY during the End Phase of this turn", "but destroy it during the End Phase"): done then, not with the parts
# before it as the card resolves (rule res-deed-during-a-later-phase-is-later). A first part so said ("Special Summon
# it during the End Phase") is what its effect does when it resolves then.
_DELAYED_LATER_PART = re.compile(r"\bduring the (?:standby|end) phase(?: of (?:this|the next) turn| this turn)?\.?$", re.I)
# "Each turn, after the first time a monster you control battles, ...": done only once that
# battle is over, not while the card is being activated (rule bt-stat-change-only-after-a-battle)
_AFTER_A_BATTLE = re.compile(r"^(?:each turn, )?after the first time [^,]*\bbattles,", re.I)
# a part done after the damage calculation of the battle its card was activated in
_AFTER_DAMAGE_CALCULATION = re.compile(r"^after damage calculation,\s+(?!if\b|when\b|you can\b)", re.I)
# what becomes of the card itself once it resolved, in place of the GY ("Set this card face-down
# instead of sending it to the GY"): done after it resolved (rule ce-forbidden-action-later-part-allowed)
_OWN_DISPOSAL = OWN_DISPOSAL     # kept in cardtext/stored_values.py, which the engine asks too
# the start of the other branch of a choice: "Otherwise, ...", "..., otherwise ...", "If not, ...",
# "... OR ...", "pay 500 Life Points or destroy this card"
_CHOICE_VERBS = (r"(pay|destroy|take|discard|send|tribute|shuffle|return|banish|remove|add|special summon|equip|unequip|"
                 r"inflict|draw|negate|gain|place|reveal)\b")
_OTHERWISE = re.compile(r"(^|[,.;]\s*)(?i:otherwise|else|if not|if you (do not|don't|cannot|can't))\b,?\s*|\s+OR\s+|"
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


def split_clauses(resolution: str, condition_tail: bool = False) -> tuple[list[Clause], bool]:
    """Split a resolution into clauses joined by the five conjunctions. Returns the clauses
    and whether the effect offers a choice between bulleted options. ``condition_tail``: the
    first sentence ends the activation condition (it was cut at a comma) and does nothing."""
    text = destroyed_to_do(resolution.strip())
    if text != resolution.strip():       # "Destroy X to inflict ...": the destruction, then the deed that needs it
        clauses, _ = split_clauses(text, condition_tail)
        return [replace(c, destroys_to_do=True) if i == 0 else c for i, c in enumerate(clauses)], False
    if "●" in text:
        head, *bullets = [b.strip() for b in text.split("●")]
        parts: list[tuple[bool, str]] = []     # (is a bulleted option, text)
        if head and action_of(head) != "other" and not bullets_are_options(head):
            parts.append((False, head))
        parts += [(True, b) for b in bullets if b]
        # an option with a cost before its semicolon does what follows the semicolon
        return [Clause(index=i + 1, action=action_of(t[scan.find_top(t, ";") + 1:] if option else t), text=t.strip(" ."),
                       alternative=option) for i, (option, t) in enumerate(parts)], True
    parts: list[_Part] = []
    for branch, (alternative, words, if_branch) in enumerate(_cut(text)):
        found = _parts(words, condition_tail and not branch)
        if branch and found:
            found[0].conjunction, found[0].alternative, found[0].if_branch = None, True, if_branch
        parts += found
    clauses: list[Clause] = []
    for i, part in enumerate(parts):
        action = action_of(part.words)
        if action == "other" and part.after:
            # a sentence kept with it may name a change that causes no event ("Roll a die. All monsters you
            # control gain ATK ..."), never an event it does not cause when it resolves
            kept = action_of(f"{part.words} {part.after}")
            action = kept if kept not in ACTION_EVENTS else action
        if part.alternative and action == "other" and clauses and re.match(r"^(all|any|\d+|a|an|one|up to)\b", part.words, re.I):
            action = clauses[-1].action      # "Destroy all monsters ... OR all Spell/Trap Cards ...": the same verb
        clauses.append(Clause(index=i + 1, action=action, text=part.text.rstrip(". "),
                              conjunction=part.conjunction if i else None,
                              up_to=bool(re.search(r"\bup to\b", part.words, re.I)), alternative=part.alternative,
                              later=part.later, branch=part.alternative and part.if_branch))
    return _with_later_parts(clauses), False


# a part in parentheses applied in the End Phase ("Special Summon ... (destroy them during the End Phase)")
_LATER_NOTE = re.compile(r"\(((?:banish|destroy|return|send|shuffle)\b[^()]*\bduring the end phase)\)", re.I)


# a deed put off to a later phase by its own words: "during your third Standby Phase after this effect's activation,
# destroy that monster" (Viser Des) is done then, not as the effect resolves
_IN_A_LATER_PHASE = re.compile(r"^\s*during (?:your|each of your|your opponent's) (?:next|second|third|fourth|2nd|3rd|4th) "
                               r"(?:standby|end) phase (?:after [^,]+)?,", re.I)


def _with_later_parts(clauses: list[Clause]) -> list[Clause]:
    """The clauses, each followed by the part in parentheses it sets up for the End Phase, as a
    part applied later (docs/data-model.md)."""
    out: list[Clause] = []
    for clause in clauses:
        if not clause.later and clause.action != "other" and _IN_A_LATER_PHASE.match(clause.text):
            clause = replace(clause, later=True)     # (183) "during your third Standby Phase after ..., destroy that monster"
        out.append(clause)
        note = _LATER_NOTE.search(clause.text)
        if note and not clause.later:
            out.append(Clause(index=0, action=action_of(note.group(1)), text=note.group(1), conjunction="also",
                              later=True))
    return [replace(c, index=i + 1) for i, c in enumerate(out)] if len(out) > len(clauses) else out


@dataclass
class _Part:
    """One part of a resolution: the words its action is read from, and the sentences kept with it
    that do nothing of their own (an opening restriction before, restrictions and later parts after)."""

    conjunction: str | None
    words: str
    alternative: bool = False
    before: str = ""
    after: str = ""
    later: bool = False             # a part applied in a later phase ("and, during your 2nd Standby Phase ...")
    if_branch: bool = False         # an alternative that is the other branch of an "if"

    @property
    def text(self) -> str:
        return " ".join(t for t in (self.before, self.words, self.after) if t)


_IF_BRANCH = re.compile(r"^[,.;]?\s*(?i:otherwise|else|if not|if you (do not|don't|cannot|can't))\b")


def _cut(text: str) -> list[tuple[bool, str, bool]]:
    """The resolution cut at its choices ("otherwise", "else", "X or Y"): (is an alternative, text,
    is the other branch of an "if")."""
    out: list[tuple[bool, str, bool]] = []
    start, if_branch = 0, False
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
            out.append((bool(out), before, if_branch))
        start, if_branch = m.end(), bool(_IF_BRANCH.match(m.group(0)))
    tail = text[start:]
    if tail.strip(" ,.;"):
        out.append((bool(out), tail, if_branch))
    return out


def _parts(text: str, condition_tail: bool = False) -> list[_Part]:
    """One branch split into its parts joined by conjunctions, sentence by sentence."""
    parts: list[_Part] = []
    lead: list[str] = []  # opening sentences that only say when the card is activated ("Activate only as Chain Link 4 ...")
    branch = False        # the last part is a later "If ..." sentence of its own (the next "If ..." is its other branch)
    for sentence in scan.sentences(text):
        sentence = passive_deed_as_said(ACTIVATE_AND_RESOLVE_ONLY.sub("", sentence))
        if MUST_CONTROL.match(sentence.strip()) or not sentence.strip(" ."):
            continue          # the activation's need, not a part of what it does
        m0 = re.match(r"^(then|also,? after that|if you do(?! not)|after that|also|at that time),?\s+", sentence, re.I)
        if not parts:
            if (condition_tail and not lead) or _ACTIVATION_ONLY.match(sentence) or _restriction(_outside(sentence)):
                lead.append(sentence)
                continue
            found = _split(sentence, None)
            if found:
                found[0].before = " ".join(lead)
                lead = []
            parts += found
            continue
        alternative, if_branch = False, False
        if not m0 and _bare_selection(parts[-1].words):
            conj_first = parts.pop().conjunction    # "..., and select 1 card. Remove that card ...": what the selection is for
            branch = bool(_CONDITIONAL.match(sentence))
        elif m0:
            word = m0.group(1).lower()
            conj_first = {"then": "then", "if you do": "and if you do", "after that": "also, after that",
                          "also": "also", "at that time": "also"}.get(word, "also, after that")
            sentence = sentence[m0.end():]
            branch = False
        else:
            join = sentence_join(sentence, branch, action_of(parts[-1].words))
            if join is None:
                # no part of its own: it stays with the clause before it
                parts[-1].after = f"{parts[-1].after} {sentence}".strip()
                continue
            alternative = join == ALTERNATIVE
            if_branch = alternative and bool(_CONDITIONAL.match(sentence) or _INSTEAD.search(_outside(sentence)))
            conj_first = None if alternative else join
            branch = bool(_CONDITIONAL.match(sentence))
        found = _split(sentence, conj_first)
        if alternative and found:
            found[0].conjunction, found[0].alternative, found[0].if_branch = None, True, if_branch
        parts += found
    if lead and not parts:
        # nothing but restrictions: read as they are, the first sentence part by part
        parts = _split(lead[0], None)
        if parts:
            parts[-1].after = " ".join(lead[1:])
    # a delayed part is done after the card resolved: a part applied later; a bare selection
    # ("Select 1 monster ... and destroy it") names what the next part acts on
    for part in parts[1:]:
        part.later = bool(_DELAYED.match(part.words)) or bool(_DELAYED_LATER_PART.search(part.words))
    # "After damage calculation, Special Summon ..." (no "if"/"when": not a trigger's
    # condition) is done after the battle's damage calculation, wherever the part stands
    for part in parts:
        part.later = part.later or bool(_AFTER_DAMAGE_CALCULATION.match(part.words))
        part.later = part.later or bool(_DELAYED_AT_ITS_END.search(part.words))
        part.later = part.later or bool(_AFTER_A_BATTLE.match(part.words))
        part.later = part.later or bool(_OWN_DISPOSAL.match(part.words))
    kept = parts
    if len(kept) > 1 and _bare_selection(kept[0].words):
        kept[1].conjunction, kept[1].before = None, kept[0].before
        kept = kept[1:]
    return kept


_SELECTED_FROM_HAND = re.compile(r"\bselects? (\d+|one|two) cards? (from|in) (his/her|their|your) hand$", re.I)
_DISCARDS_IT = re.compile(r"(then )?discards? (it|them|that card)\b", re.I)


def _split(sentence: str, conj_first: str | None) -> list[_Part]:
    """One sentence split at its conjunctions; the first part is joined by ``conj_first``."""
    parts: list[_Part] = []
    pos, conj = 0, conj_first
    for m in _CONJ.finditer(sentence):
        if scan.inside(sentence, m.start()):
            continue
        piece = sentence[pos:m.start()].strip(" ,")
        if re.fullmatch(r"(select|choose)", piece, re.I):
            pos = m.end()                   # "Select and discard 1 Spirit monster": the discard is what is done
            continue
        if _SELECTED_FROM_HAND.search(piece) and _DISCARDS_IT.match(sentence, m.end()):
            continue                        # "selects 1 card from his/her hand and discards it": one discard
        if piece:
            parts.append(_Part(conj, piece))
            conj = _conj_name(m.group("conj"))
        pos = m.end()
    tail = sentence[pos:].strip(" ,")
    if tail:
        parts.append(_Part(conj, tail))
    if len(parts) > 1 and _bare_selection(parts[0].words):
        # "..., then select 1 Pyro-Type monster from your Deck and remove it from play": what the selection is for
        parts[1].conjunction = parts[0].conjunction
        parts = parts[1:]
    return parts


# ---------------------------------------------------------------------- sentences without a conjunction

NEXT_SENTENCE = "next sentence"
ALTERNATIVE = "alternative"
_CONDITIONAL = re.compile(r"^(if|unless)\b", re.I)
# an opening that only says when the card can be activated
_ACTIVATION_ONLY = re.compile(r"^(activate\b|only activate\b|(this card|this effect) (can only|cannot) be activated\b|"
                              r"you (can only|cannot|can't) activate\b)", re.I)
# not done when the effect resolves: a lingering or delayed part, what becomes of the card after it
# resolved, a replacement for a later event
_NOT_ON_RESOLUTION = re.compile(
    r"^(when|whenever|each time|every time|once per turn|while|as long as|this turn|during (this|the) turn|unless|until|"
    r"after (activation|damage calculation|this card|it resolves|you use))\b|"
    r"\bwould\b|\binstead of (sending|being sent)\b|\b(last|lasts|continues|remains active)\b|"
    r"\b(during|at the (start|end) of|in|by the end of) (the |your |each |each of |your opponent's |their |its controller's |"
    r"the opponent's |its owner's |this turn's )*((next|\d+(st|nd|rd|th)|second|third|fourth|following) )?"
    r"(standby|end|draw|battle) phases?\b|"
    r"\bafter damage calculation\b|\bat the end of (each|the) damage step\b|"
    r"\b(if|when) [^,]*\b((is|are) removed from|leaves? the field)\b|\bwhen (it|they|that \w+) (is|are)\b")
# a condition met by a later event, not by what the effect does ("If it is removed from the field", "If it
# destroys a monster by battle", "If it would ever be destroyed")
_LATER_EVENT = re.compile(
    r"\b(would|ever|leaves?|(is|are) removed from|attacks?|(is|are) attacked|battles?|destroys|(is|are) destroyed|"
    r"by the end of|uses?|used|matches|(is|are) (normal |special |flip |tribute )?summoned|activates?|"
    r"(is|are) activated|draws?|declares?|becomes?)\b")
_NEGATED_CONDITION = re.compile(r"\b(not|no|fail|fails|cannot|can't|don't|doesn't|didn't)\b")
# the verbs a sentence that tells the player to do something starts with
_IMPERATIVE = re.compile(r"^(you can |you may )?(" + _ACTION_VERBS.replace("|can|cannot|", "|") + r")\b", re.I)
# a restriction or an explanation: no verb of its own is done ("It cannot be Tributed", "Your opponent
# can negate this effect by revealing ...", "You must control ... to activate and to resolve this effect")
_RESTRICTION = re.compile(
    r"^[^,]*?\b(cannot|can't|can not|must not|do not|does not|don't|doesn't|is not|are not|neither)\b|"
    r"\bto (activate|resolve)\b|\bcan (only )?(be )?(activated|used)\b|\bcan negate\b|"
    r"^(you must|you can only|each player can only)\b")
# what the card the part before acted on is left with ("Its effects are negated", "It can attack directly")
_STATE = re.compile(r"\beffects?_* (is|are) negated\b|\bremains?\b|\b(can|must) (attack|make a second attack|declare)\b|"
                    r"^(it|they|that monster|this card|the equipped monster|the selected monster) can\b")
_INSTEAD = re.compile(r"\binstead$")
_SAME_CARD = re.compile(r"\b(it|they|them|that card|the selected card)\b")
_INNER_THEN = re.compile(r"^[^,]{1,40}? then (?=" + _VERB_START + ")", re.I)


def _restriction(low: str) -> bool:
    """A sentence (lowercased, quotes blanked) that only restricts or explains."""
    return not _CONDITIONAL.match(low) and not _IMPERATIVE.match(low) and bool(_RESTRICTION.search(low))


def _outside(text: str) -> str:
    """The text lowercased with what stands inside quotes and parentheses blanked out."""
    nest = scan.nesting(text)
    return "".join("_" if nest[i] else ch for i, ch in enumerate(text.lower())).rstrip("_ .")


def sentence_join(sentence: str, after_branch: bool = False, action_before: str | None = None) -> str | None:
    """How a later sentence without a conjunction word joins the parts before it: None when it is
    no part of its own (it does nothing when the effect resolves, or causes no event), ``alternative``
    when it is another branch of the choice before it ("If you call it wrong, ...", "... instead"),
    else the conjunction it is joined by: "next sentence", or "then" ("Both players then ...").
    ``after_branch``: the part before is a later "If ..." sentence of its own; ``action_before``: its action."""
    low = _outside(sentence)
    if _OWN_DISPOSAL.match(sentence.strip()):
        return NEXT_SENTENCE   # what becomes of the card itself as it resolves: a later part of its own (round 88)
    conditional = _CONDITIONAL.match(low)
    condition = low[:low.find(",")] if conditional and "," in low else (low if conditional else "")
    # "... is destroyed if "Avalanching Aussa" is removed from your side of the field": applied on a later event
    later_if = re.search(r"\s(if|when)\s(.*)$", low) if not conditional else None
    if _NOT_ON_RESOLUTION.search(low) or (conditional and _LATER_EVENT.search(condition)) or \
            (later_if and _LATER_EVENT.search(later_if.group(2))):
        return None
    if not conditional and (_restriction(low) or (not _IMPERATIVE.match(low) and _STATE.search(low))):
        return None
    if conditional and (after_branch or _NEGATED_CONDITION.search(condition)):
        return ALTERNATIVE
    if _INSTEAD.search(low):
        return ALTERNATIVE
    actions = [action_of(part.words) for part in _split(sentence, None)]
    if not any(a in ACTION_EVENTS for a in actions):
        return None        # nothing the timing rules replay happens (a stat change, a permission, a declaration)
    if actions == [action_before] and _SAME_CARD.search(low):
        return None        # "Select 1 Trap Card ... and destroy it. ... If it is a Trap Card, it is destroyed.": how it is done
    return "then" if _INNER_THEN.match(sentence) else NEXT_SENTENCE


# "Check your opponent's hand, and all cards in their hand with the same name as the destroyed card are sent to the
# Graveyard": a deed told in the passive after ", and" is the effect's own deed, done as a part of its own after the
# sentence before (rule res-all-of-the-name-of-the-card-before)
_PASSIVE_DEED = re.compile(r",\s*and\s+(?P<what>all (?:cards|monsters)\b[^.;]*?)\s+(?:are|is)\s+"
                           r"(?P<verb>sent to the (?:graveyard|gy)|destroyed|banished|removed from play)(?=\s*[.;]?\s*$)", re.I)
_AS_SAID = {"sent": "send {} to the Graveyard", "destroyed": "destroy {}", "banished": "banish {}", "removed": "banish {}"}


def passive_deed_as_said(sentence: str) -> str:
    """The sentence with its passive deed after ", and" said as a deed ("..., and send all cards ... to the Graveyard")."""
    found = _PASSIVE_DEED.search(sentence)
    if found is None:
        return sentence
    deed = _AS_SAID[found.group("verb").split()[0].lower()].format(found.group("what"))
    return f"{sentence[:found.start()]}, and {deed}{sentence[found.end():]}"


def _bare_selection(piece: str) -> bool:
    """"Select 1 face-up monster you control": only what the next part acts on."""
    return bool(re.match(r"^select\b", piece, re.I)) and action_of(piece) == "other"
