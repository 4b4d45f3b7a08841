"""The card-text analyzer: a card text in, structured effects out.

It reads both the Edison-accurate Problem-Solving Card Text (PSCT, with ①② markers) and
the older printed wording ("When this card is sent to the Graveyard, you can ..."), and
returns one :class:`~edison_kg.model.AnalyzedEffect` per effect, in text order. The
numbering is the timing contract's ``effect``: every effect the text defines, continuous
effects included; Summoning conditions, Summoning procedures, material lines and the
Gemini/Union rule reminders are not effects. Lettered PSCT markers (Ⓢ © Ⓒ Ⓤ) mark such
conditions and are skipped, except "© Activate this card by ..." (the card's activation);
Ⓜ (a maintenance cost) is an effect. A Continuous, Field or Equip card's own activation
gets an effect number only when its text gives it something to do.

How an effect is typed follows the Edison rules compendium and the identification rules
for Spell/Trap effects: a timing or event condition followed by a colon starts a
trigger(-like) effect; "Once per turn: You can" and "During your Main Phase: You can" are
ignition-like on Spells and quick-like on Traps; "during either player's turn" and
effects that respond to an activation are quick(-like); "When this card resolves" and
"When this card is activated" belong to the card's own activation. Old wordings without
colons ("When ..., you can ...", "By Tributing ..., ...", "... during each of your Standby
Phases") are read by the same rules.

An activation condition is read from its event part only: what it excludes ("(except when
destroyed by battle)"), the card's own activation wording ("You can only activate this card
when"), where this card must be ("if this card is in your GY") and a player's state ("while
you control ...") are requirements, not the event's card, cause or player. A phase is no
card's event; damage belongs to the player who takes it; an attack declaration is this
card's when it attacks (``self_card``), and when this card is attacked the pattern's
``card`` reads "attack target: <wording>" (the pattern has no field for the target). A
Quick Effect's phase window ("During damage calculation:") is when it may be used, not an
event. Effects that change ATK/DEF or negate an activation may be activated in the Damage
Step unless the text excludes it. "One time only" and "only once while this card is
face-up" are usage limits that are not per turn (``usage_limit`` set, ``once_per_turn``
false).

The analyzer never raises on a card text and never guesses silently: text with the marks of
an activated effect but no wording it knows becomes an effect of kind ``unanalyzed``, and
a triggered effect whose event is outside the contract's event vocabulary (a battle, a
coin toss, a chain resolving) keeps its kind but has no activation-condition pattern; both
carry a note saying why (:data:`UNMAPPED_EVENT`).
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, replace
from functools import lru_cache
from pathlib import Path

from edison_kg.model import AnalyzedEffect, Clause, EventPattern

RESOURCES = Path(__file__).resolve().parent / "resources"
OVERRIDES_FILE = RESOURCES / "effect_overrides.json"

CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩"
LETTERED = "Ⓢ©ⒸⓊⓂ"          # summoning condition, condition (two glyphs), unclassified, maintenance
MARKERS = CIRCLED + LETTERED


# ====================================================================== text clean-up

_REPLACEMENTS = {
    "\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\uff02": '"', "\u00a0": " ",
    "\u2013": "-", "\u2014": "-", "\u2212": "-", "\u30fb": "・", "\uff1a": ":", "\uff1b": ";",
}
_SPACES = re.compile(r"[ \t]+")


def _clean(text: str) -> str:
    for old, new in _REPLACEMENTS.items():
        text = text.replace(old, new)
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return "\n".join(_SPACES.sub(" ", line).strip() for line in text.split("\n")).strip()


def _flat(text: str) -> str:
    return _SPACES.sub(" ", text.replace("\n", " ")).strip()


# ====================================================================== card context

class _Card:
    """What the analyzer needs to know about the card a text belongs to."""

    def __init__(self, card_type: str, subtypes: tuple[str, ...], name: str | None):
        kind = (card_type or "monster").strip().lower()        # "spell", "Spell Card", "trap", ...
        self.card_type = "spell" if "spell" in kind else "trap" if "trap" in kind else "monster"
        words = " ".join(subtypes).lower()
        self.subtypes = words
        self.name = name
        self.is_monster = self.card_type == "monster"
        self.is_spell = self.card_type == "spell"
        self.is_trap = self.card_type == "trap"
        self.continuous = "continuous" in words
        self.quickplay = "quick" in words
        self.counter = "counter" in words
        self.equip = "equip" in words
        self.field = "field" in words
        self.ritual = "ritual" in words
        # a Spell/Trap whose text is all one card activation
        self.one_shot = (self.is_spell and not (self.continuous or self.equip or self.field)) or \
                        (self.is_trap and not self.continuous)
        self.normal_monster = self.is_monster and "normal" in words and "effect" not in words

    def activation_speed(self) -> int:
        if self.is_trap:
            return 3 if self.counter else 2
        return 2 if self.quickplay else 1


# ====================================================================== splitting into effects

_MATERIAL_LINE = re.compile(
    r"^(\"[^\"]+\"|\d+\s+(or more\s+)?[\w\- ]*?(tuner|monster|non-tuner)s?[\w\- \"]*?)"
    r"(\s*\+\s*.+)$", re.I)
_NO_SPLIT_BEFORE = re.compile(r"(\b(max|min|e\.g|i\.e|etc|vs|Lv|approx|No)\.|\b[A-Z]\.)$")


def _is_material_line(line: str) -> bool:
    line = line.strip().rstrip(".")
    if "+" not in line or ":" in line or ";" in line:
        return False
    if re.search(r"\b(you|your|this card|gains?|destroy|special summon this)\b", line, re.I) and \
            not re.search(r"\bnon-tuner|tuner\b|\bmonsters?\b\s*$", line, re.I):
        return False
    return bool(_MATERIAL_LINE.match(line) or re.match(r"^[\w\"].*\+.*$", line)) and len(line) < 220


def _split_markers(text: str) -> list[tuple[str | None, str]]:
    """Split on ①②/lettered markers that start a line or follow the end of a sentence."""
    parts: list[tuple[str | None, str]] = []
    start, marker = 0, None
    for i, ch in enumerate(text):
        if ch not in MARKERS:
            continue
        before = text[:i].rstrip(" \t")
        if before and not before.endswith("\n") and before[-1] not in ".!)\"':":
            continue
        if text[start:i].strip() or marker is not None:
            parts.append((marker, text[start:i].strip()))
        marker, start = ch, i + 1
    tail = text[start:].strip()
    if tail or marker is not None:
        parts.append((marker, tail))
    return parts


_AFTER_SENTENCE = re.compile(r"\s+(?=[A-Z\"(●'])")


@lru_cache(maxsize=8192)
def _sentences(text: str) -> tuple[str, ...]:
    """Split a line into sentences, keeping quoted names and parentheses whole."""
    out: list[str] = []
    start, depth, quoted, i, n = 0, 0, False, 0, len(text)
    while i < n:
        ch = text[i]
        split_here = False
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(0, depth - 1)
            # "(... activated.) Once per turn" ends a sentence too
            split_here = depth == 0 and not quoted and i - start > 1 and text[i - 1] in ".!"
        elif ch == '"':
            quoted = not quoted
        elif ch in ".!" and depth == 0 and not quoted:
            split_here = not _NO_SPLIT_BEFORE.search(text[max(start, i - 12):i + 1])
        if split_here:
            m = _AFTER_SENTENCE.match(text, i + 1)
            if m:
                out.append(text[start:i + 1].strip())
                start = i = m.end()
                continue
        i += 1
    if text[start:].strip():
        out.append(text[start:].strip())
    # a closing parenthetical sentence "(...)" stays with its sentence
    merged: list[str] = []
    for s in out:
        if merged and s.startswith("(") and merged[-1].endswith("."):
            merged[-1] += " " + s
        else:
            merged.append(s)
    return tuple(merged)


# sentences that are not effects
_NOT_AN_EFFECT = [re.compile(p, re.I) for p in (
    r"^(this card |this monster )?(cannot|can't|can not|must( first)?|can only) be (normal |special |tribute |synchro |fusion |ritual |flip )?(summoned|set)\b",
    r"^(this card |this monster )?(cannot|can't|can not) be (normal )?summoned(/| or )set\b",
    r"^(this card |this monster )?(cannot|can't|can not) be special summoned\b",
    r"^(this card )?must (first )?be (special |synchro |fusion |ritual )?summoned",
    r"^this (card|monster) can(not)? only be (special |ritual |fusion |synchro )?summoned",
    r"^this card can only be special summoned",
    r"^(this card |this monster )?can(not|'t)? (only )?be (ritual|fusion|synchro) summoned",
    r"^(this card|it) cannot be special summoned except",
    r"^(this card |this monster )?(is|was) (always )?treated as (a|an) normal monster while",
    r"^while this card is (face-up on the field|a normal monster on the field), you can normal summon it",
    r"^you must also (offer|tribute)",
    r"^a fusion summon of this card can only",
    r"^(this card )?can(not|'t) be used as (a )?(fusion|synchro) material",
    r"^equip only to\b",
    r"^you can only control (1|one)\b",
    r"^(1|a|one) monster can only be equipped with",
    r"^a monster can never be equipped with",
    r"^\(?this card is (always )?treated as (a |an )?\"",
    r"^\(this card('s name)? is always treated",
    r"^\(this card is not treated as",
    r"^(if fusion summoning this card|for a synchro summon, you can substitute)",
    r"^you can (special summon|normal summon|tribute summon) (this card|it) (\(from your hand\)|without tributing|by tributing|in face-up attack position by)",
    r"^you can ritual summon this card",
    r"^you can (normal summon|normal set|tribute summon)( or set| /set|/set)? this card (without|with|by|in)",
    r"^(if|while) [^.]*?, you can normal summon (this card|it)",
    r"^you can special summon this card \(from your (hand|graveyard|gy)\)",
    r"^this card can (only )?be special summoned (from|by|while|if)",
    r"^(this card )?can be special summoned (from|by)",
    r"^you can special summon this card by\b",
    r"^you can normal summon this card\b",
    r"^you can special summon this card from your hand by\b",
    r"^this card (can|cannot) be normal summoned",
    r"^if this card is summoned, it can only be",
    r"^this monster can only be ritual summoned",
)]


_PROCEDURE = re.compile(r"^(if|while|when) ([^.]*?), you can (special summon|normal summon)( or set|/set)? (this card|it)\b(?![^.]*;)",
                        re.I)


def _is_summoning_rule(sentence: str) -> bool:
    """A Summoning condition or procedure, or a rule reminder: not an effect."""
    s = sentence.strip().lstrip("(").strip()
    if any(p.search(s) for p in _NOT_AN_EFFECT):
        return True
    m = _PROCEDURE.match(s)
    if m:
        # "If you control no monsters, you can Special Summon this card (from your hand)" is a
        # procedure; "When you Normal Summon an 'Alien' monster, you can Special Summon this
        # card from your hand" is a trigger effect
        return "(from your" in s.lower() or not _EVENT_VERB.search(m.group(2))
    return False


_CONTINUES = re.compile(
    r"^(then|also|after that|and|or|but|otherwise|if you do|if you don't|if you do not|if not|"
    r"if it is|if it's|if they are|if they're|if that|if the result|if heads|if tails|if you call|"
    r"if your call|if both|if the selected|if the revealed|if the drawn|if the excavated|if it was|"
    r"if so|if you guess|if you are|if either|if neither|if the (card|monster)s? (is|are|was)|when you do this|if you cannot|if you can't|if you activate this effect|"
    r"if (all|both|any|\d+|one|two|three|the) [^,.]{0,20}results?|"
    r"it |its |it's |they |their |them |that |those |these |he |she |"
    r"the (target|targets|targeted|selected|chosen|special summoned|summoned|removed|banished|"
    r"returned|added|revealed|excavated|drawn|discarded|declared|destroyed|tokens?|sent) |"
    r"any (monster|card)s? (special summoned|summoned|added|returned|banished|equipped) by this|"
    r"●|\(|\[)", re.I)
_DELAYED = re.compile(
    r"^(destroy|return|banish|remove|send|shuffle)\b.*\b(it|them|that (monster|card|target)s?|those "
    r"(monsters|cards)|the (selected|special summoned|summoned) )", re.I)
_RESTRICTION = re.compile(
    r"(the turn (you|this card is|it is) (activate|summon)|during the turn (you|this card) (activate|use)|"
    r"you can only (use|activate) (this|that|the|each|1|one|\"|[a-z]+ of)|this effect can only be (used|activated)|"
    r"^this card (cannot|can't|must be face-up)[^.]*(to activate|the turn you activate)|"
    r"can only be (used|activated) once|(must be|must remain) face-up on the field to (activate|resolve)|"
    r"to activate and to resolve this effect|to activate and resolve this effect|"
    r"you cannot (conduct|activate|summon|special summon|normal summon|declare)[^.]*the turn you activate)", re.I)
_OWN_START = re.compile(
    r"^(when|if|during|at the|once per|each time|while|as long as|you can|flip|this card|all |your opponent|"
    r"neither|both|monsters?|any |equipped|the equipped|a monster|face-up|[a-z\"]+ monsters)\b", re.I)


def _continues_previous(sentence: str, card: _Card, one_shot: bool) -> bool:
    """Does this sentence belong to the effect before it (a "then" part, a restriction, a
    delayed action, a reference to "it" or "this effect")?"""
    s = sentence.strip()
    if _CONTINUES.match(s) and not re.match(r"^(if|once|when|during)\b[^:]*:", s, re.I):
        if re.match(r"^(it|its|they|their|that|those|these)\b", s, re.I) and ":" in s.split(".")[0]:
            return False
        return True
    if _DELAYED.match(s) and not re.match(r"^(when|if|during|once)\b", s, re.I):
        return True
    if _RESTRICTION.search(s) and not re.match(r"^(when|if|during|once per turn[,:])", s, re.I):
        return True
    if re.search(r"\bthis effect\b", s, re.I) and not _OWN_START.match(s) and ":" not in s:
        return True
    if re.search(r"\bthat (attribute|type|card name|name)\b|\bthe declared\b|^(the|your|their) deck is (then )?shuffled|"
                 r"^[a-z ]+ the (selected|targeted) (monster|card)s?\b", s, re.I) \
            and not re.match(r"^(when|if|during|once)\b", s, re.I):
        return True
    if re.search(r"\bthe (selected|targeted) (monster|card)s?\b", s, re.I) and ":" not in s and \
            re.search(r"\binstead\.?$", s, re.I):
        return True                      # "If ... is on the field, you can add the selected card ... instead."
    if re.match(r"^if\b[^.:]*\b(with|by) this effect\b[^:]*$", s, re.I):
        return True                      # "If you Special Summon a monster ... with this effect, destroy this card."
    if one_shot and not _separate_spell_trap_effect(s):
        return True
    return False


def _separate_spell_trap_effect(sentence: str) -> bool:
    """On a Normal/Quick-Play/Ritual Spell or Normal/Counter Trap: does this sentence start
    an effect of its own (one from the Graveyard, or one when the Set card is destroyed)?"""
    s = sentence.lower()
    return bool(re.search(
        r"(this card|this set card|this face-down card) (is |was )?(in|from) (your|the) (graveyard|gy)\b|"
        r"(this card|this set card|this face-down card) (is|was) (sent to the (graveyard|gy)|destroyed|banished|removed from play)|"
        r"^you can (banish|remove) this card (in|from) your (graveyard|gy)|(banish|remove from play|remove) this card from (your|the) (graveyard|gy)|"
        r"^(during|once per turn)[^.]*this card is in your (graveyard|gy)", s)) and \
        not re.search(r"\bactivate this card\b", s)


_SEPARATE_BULLETS = re.compile(
    r"(gains?|gets?|has|have) (the following|these|this|effects?)|effects? based on|you must have this many|"
    r"activate (and resolve )?these effects|to activate these effects|with the following effects?|"
    r"(following|these) effects? (while|based|depending|according)|by the number of|with this effect", re.I)


def _bullets_are_options(head: str) -> bool:
    """Do the bulleted lines after ``head`` offer options of one effect (rather than list
    effects of their own)?"""
    if _SEPARATE_BULLETS.search(head):
        return False
    return bool(re.search(r"(1|one|either|following|these|of the following) (of the following |of these )?"
                          r"(effects?|options?)|apply (1|one|the proper|the appropriate)|based on|"
                          r"choose (1|one)|select (1|one)|[:;]\s*$|\beither\b|activate 1 of|effects?:|"
                          r"toss (a|\d) coins?|roll (a|\d) (six-sided )?dice?|call it|based on (the|its) (result|type)",
                          head, re.I))


def _bullet_intro(sentence: str) -> bool:
    """A sentence that only introduces effects listed as bullets ("This card gains these effects")."""
    colon = _top_level_find(sentence, ":")
    return bool(_SEPARATE_BULLETS.search(sentence)) and not _action_hint(sentence) and \
        (colon < 0 or colon >= len(sentence.rstrip()) - 1)


def _action_hint(sentence: str) -> bool:
    return bool(re.search(r"\b(destroy|special summon|draw|inflict|add|banish|negate)\b", sentence, re.I))


def split_effects(text: str, card: _Card) -> list[tuple[str, str | None]]:
    """The effect texts of a card text, in order, with the PSCT marker each came with."""
    text = _clean(text)
    if not text:
        return []
    has_markers = any(ch in CIRCLED for ch in text)
    if has_markers:
        return _split_psct(text, card)
    return _split_printed(text, card)


def _split_psct(text: str, card: _Card) -> list[tuple[str, str | None]]:
    effects: list[tuple[str, str | None]] = []
    for marker, chunk in _split_markers(text):
        lines = [ln for ln in chunk.split("\n") if ln.strip()]
        while lines and _is_material_line(lines[0]):
            lines.pop(0)
        body = _flat(" ".join(lines))
        if not body:
            continue
        if marker is None:
            # unmarked text in a PSCT: a material line or a note; read it as printed text
            effects.extend((t, None) for t, _ in _split_printed(body, card))
            continue
        if marker in "Ⓢ©ⒸⓊ" and not re.match(r"^activate (this card )?by\b", body, re.I):
            continue                      # a condition; "© Activate this card by paying ..." is the activation
        if marker in CIRCLED and _is_summoning_rule(body):
            continue
        effects.append((body, marker))
    return effects


_BARE_COST = re.compile(r"^(?![^.]*\bopponent)(discard|tribute|pay|offer) [^.;:]*\.$|"
                        r"^(?![^.]*\bopponent)(send|remove|banish) [^.;:]*\b(to the (graveyard|gy)|from play)\.$", re.I)
_AFTER_PROCEDURE = "after-procedure"     # marks "When you do: ..." right after a Special Summon procedure
_ACTIVATED_BULLET = "●"                  # marks a bullet after "... to activate these effects"


def _split_printed(text: str, card: _Card) -> list[tuple[str, str | None]]:
    lines = [ln for ln in text.split("\n") if ln.strip()]
    if lines and _is_material_line(lines[0]):
        lines.pop(0)
    sentences: list[tuple[str, bool]] = []      # (sentence, came from a bullet of its own)
    for line in lines:
        for sentence in _sentences(line):
            if sentence.startswith("●") and sentences and not sentences[-1][1] and _bullets_are_options(sentences[-1][0]):
                sentences[-1] = (sentences[-1][0] + " " + sentence, sentences[-1][1])
            elif sentence.startswith("●"):
                sentences.append((sentence.lstrip("● ").strip(), True))
            else:
                sentences.append((sentence, False))
    effects: list[str] = []
    markers: list[str | None] = []
    activated_bullets = False
    after_procedure = False
    pending: str | None = None
    for k, (sentence, bullet) in enumerate(sentences):
        if not sentence:
            continue
        if _is_summoning_rule(sentence):
            after_procedure = bool(re.search(r"\bspecial summon (this card|it)\b", sentence, re.I))
            continue
        if after_procedure and re.match(r"^(when|if) you do\b", sentence, re.I):
            effects.append(sentence)
            markers.append(_AFTER_PROCEDURE)
            after_procedure = False
            continue
        after_procedure = False
        if pending:
            sentence, pending = pending + " " + sentence, None
        elif re.match(r"^you can only (activate|use) this (card's )?effect (only )?(during|when|if|while|in)\b", sentence, re.I) \
                and k + 1 < len(sentences) and not sentences[k + 1][1]:
            pending = sentence            # a restriction written before the effect it restricts
            continue
        next_is_bullet = k + 1 < len(sentences) and sentences[k + 1][1]
        if next_is_bullet and _bullet_intro(sentence):
            # "This card gains these effects:" introduces; it is not an effect. After "You can
            # remove counters ... to activate these effects", each bullet is an activated effect
            activated_bullets = bool(re.search(r"\bto activate (these|the following) effects?\b|\byou can\b", sentence, re.I))
            continue
        if bullet and activated_bullets:
            effects.append(sentence)
            markers.append(_ACTIVATED_BULLET)
            continue
        if not bullet:
            activated_bullets = False
        if effects and not bullet and (_continues_previous(sentence, card, card.one_shot) or
                                       _BARE_COST.match(_sentences(effects[-1])[-1])):
            effects[-1] += " " + sentence
        elif effects and bullet and card.one_shot:
            effects[-1] += " ● " + sentence
        else:
            effects.append(sentence)
            markers.append(None)
    if pending:
        effects.append(pending)
        markers.append(None)
    return list(zip(effects, markers))


# ====================================================================== one effect: its parts

def _top_level(text: str, chars: str):
    """Indexes of the characters of ``chars`` that stand outside quotes and parentheses."""
    depth, quoted = 0, False
    for i, ch in enumerate(text):
        if ch == '"':
            quoted = not quoted
        elif quoted:
            continue
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(0, depth - 1)
        elif depth == 0 and ch in chars:
            yield i


def _top_level_find(text: str, chars: str) -> int:
    """Index of the first of ``chars`` outside quotes and parentheses, or -1."""
    return next(_top_level(text, chars), -1)


_CONDITION_START = re.compile(
    r"^(once per (turn|chain|duel)|twice per turn|if you do|when|if|during|at the|each time|while|as long as|"
    r"after|before|activate only|you can only activate this card|this card can only be activated|"
    r"you can activate this card only|only activate|if only|unless|the turn)\b", re.I)
_MAIN_CLAUSE = re.compile(
    r"^(you can|you may|you must|you |your opponent|both players|each player|the (controller|owner|player)|its (owner|controller)|"
    r"this card|it |they |destroy|special summon|add|draw|inflict|negate|return|send|banish|remove|gain|"
    r"take control|equip|place|increase|decrease|pay|discard|change|look|reveal|select|target|toss|roll|"
    r"shuffle|set|flip|switch|halve|double|tribute|skip|end|excavate|declare|the (atk|def|battle|attack|"
    r"monster|target|selected|original|level|damage|effect)|all|that|those|double|both|neither|apply|choose|"
    r"move|remove|treat|summon|attach|count|put|sends?|(1|one|up to) |[a-z\-\"]+ monsters?)\b", re.I)


def _split_condition(text: str) -> tuple[str | None, str]:
    """(condition, body): PSCT colon first, then the old 'When ..., you can ...' comma."""
    if re.match(r"^flip\s*:", text, re.I):
        return "FLIP", text.split(":", 1)[1].strip()
    colon = _top_level_find(text, ":")
    semi = _top_level_find(text, ";")
    if colon > 0 and (semi < 0 or colon < semi):
        head = text[:colon].strip()
        if not re.search(r"\b(you can|you may)\b", head, re.I) or re.match(r"^(once per|during|when|if)\b", head, re.I):
            if not re.search(r"(1|one|either) of (these|the following)|following effects?|apply (1|one)|based on",
                             head, re.I) and not re.search(r"\b(you can|you may) either$", head, re.I):
                return head, text[colon + 1:].strip()
    if not _CONDITION_START.match(text):
        return None, text
    # old wording: the condition ends at the comma after which the main clause starts
    candidates = []
    for i in _top_level(text, ",.;"):
        if text[i] == ",":
            candidates.append(i)
        elif i < len(text) - 1 and text[i + 1] == " ":
            break
    fallback = None
    for i in candidates:
        rest = text[i + 1:].strip()
        head = text[:i].strip()
        opener = re.match(r"^(once per (turn|chain|duel)|twice per turn|if you do|during (your|either player's|each|the|"
                          r"your opponent's)[^,]*turn|in either player's turn)$", head, re.I)
        if opener and not re.match(r"^(you can|you may)\b", rest, re.I):
            continue
        if re.match(r"^(when|if|during|at the|once|each time|after|before|in either|while|except)\b", rest, re.I):
            continue
        if fallback is None and not re.match(r"^(and|or|but)\b", rest, re.I):
            fallback = i
        if _MAIN_CLAUSE.match(rest) and not re.match(r"^(and|or|but)\b", rest, re.I):
            return head, rest
    m = re.search(r",?\s+(you can|you may)\s", text)
    you_can = m if m and m.start() > 0 and not _inside_parens(text, m.start()) else None
    if fallback is not None and not (you_can and you_can.start() < fallback):
        return text[:fallback].strip(), text[fallback + 1:].strip()
    if you_can:
        # "When ... battles, during the Damage Step you can pay ...": the main clause starts at "you can"
        return text[:you_can.start()].strip(" ,"), text[you_can.start():].strip(" ,")
    return None, text


# ---------------------------------------------------------------------- events

_SUMMON_KINDS = {
    "normal": ["normal_summon"], "tribute": ["tribute_summon"], "flip": ["flip_summon"],
    "special": ["special_summon"], "synchro": ["synchro_summon"], "fusion": ["fusion_summon"],
    "ritual": ["ritual_summon"],
}
_EVENT_RULES: list[tuple[re.Pattern, list[str]]] = [(re.compile(p, re.I), t) for p, t in (
    (r"\bwould be (normal |flip |special |tribute )?summoned|\bwould (normal |special |flip )?summon\b|"
     r"\bwould be (normal |flip |special )?summoned\b", ["summon_attempted"]),
    (r"\b(sent|send|sends|goes|go) (directly )?(from [^,:]*? )?to (the|your|its owner's|their|his|her|your opponent's) (graveyard|gy)\b|"
     r"\bsent to the (graveyard|gy)\b|\bsent from [^,:]*? to the (graveyard|gy)\b|\bsent to (your|their|its owner's|the owner's) (graveyard|gy)\b",
     ["sent_to_gy"]),
    (r"\b(is|are|was|were|be|gets?) destroyed\b|\bdestroys\b|\bdestroyed (by|and)\b|\b(this card|it) destroyed (a|an|your|the|that|\d)\b",
     ["destroyed"]),
    (r"\b(is|are|was|were|be) (banished|removed from play)\b|\bbanishe[sd]\b|\bremoved from play\b|\bremoves? [^,:]*? from play\b", ["banished"]),
    (r"\badded (from [^,:]*? )?to (your|the|their|his|her|your opponent's) hand\b|\badds? [^,:]*? to (your|their|his|her) hand\b",
     ["added_to_hand"]),
    (r"\bdiscard(ed|s)?\b", ["discarded"]),
    (r"\b(is|are) drawn\b|\bdraws?\b(?! phase)|\bdrew\b", ["drawn"]),
    (r"\breturned (from [^,:]*? )?to (the|your|its owner's|their|the owner's) hand\b|\breturns? [^,:]*?to (the|your|its owner's|their|the owner's) hand\b",
     ["returned_to_hand"]),
    (r"\breturned (from [^,:]*? )?to (the|your|its owner's|their) (main |extra )?deck\b|\bshuffled into (the|your) (main |extra )?deck\b",
     ["returned_to_deck"]),
    (r"\b(gain|gains|gained|increase|increases) (life points|lp)\b|\bgains? \d+ (life points|lp)\b|\blife points (are|is) (increased|gained)\b",
     ["lp_gained"]),
    (r"\b(pays?|paid) (\d+ )?(life points|lp)\b", ["lp_paid"]),
    (r"\binflicts? [^,:]*?damage\b|\b(takes?|receives?|took) [^,:]*?damage\b|\bdamage is inflicted\b|\bbattle damage\b|\beffect damage\b",
     ["damage_inflicted"]),
    (r"\b(declares?|declared) [^,:]{0,30}?attack|\battack is declared|\battacks\b(?! position)|\bis attacked\b|"
     r"\bwas attacked\b|\btargeted for an attack\b|\bselected as an attack target\b|\battack declaration\b|"
     r"^(when|if) attacked\b|\battacked by\b",
     ["attack_declared"]),
    (r"\battack is negated\b|\bnegates? (an|the|its) attack\b", ["attack_negated"]),
    # "After 1 of your Counter Trap Cards has been activated and has resolved": its resolution
    (r"\b(has|have) (been activated and (has |have )?)?resolved\b|\bimmediately after it resolves\b|"
     r"\bafter resolving (a|an) (spell|trap|normal|quick-play|counter)\b", ["chain_link_resolved"]),
    (r"\bactivation is negated\b|\bnegates? the activation\b|\bactivation of [^:]*? is negated\b", ["activation_negated"]),
    (r"\b(flipped|flips?|turned) face[- ]up\b|\bflipped\b", ["flipped_face_up"]),
    (r"\b(flipped|changed|turned) face[- ]down\b", ["flipped_face_down"]),
    (r"\b(is|are|becomes?) equipped\b|\bequips?\b", ["equipped"]),
    (r"\bcontrol of [^,:]*? (switches|changes|shifts|is switched|is changed|is shifted)\b|\bshifts? control\b|\btakes? control\b|\bcontrol (is|was) (switched|changed)\b",
     ["control_changed"]),
    (r"\b(battle position|position) (is|was) changed\b|\bchanges? (its|the|their) battle position\b|"
     r"\bchanged to (face-up |face-down )?(attack|defense) position\b|\bchanged from [^,:]*?position to\b", ["position_changed"]),
    (r"\b(is|are|was|were) targeted\b(?! for an attack)|\btargets? (this|1|a|exactly|only|that|your|a monster)\b", ["targeted"]),
    (r"\b(is|are|was|were) tributed\b|\btributes?\b", ["tributed"]),
    (r"\b(is|are) set\b|\bsets (a|an|exactly|1|\d|any)\b|\bsets? (a )?monsters?\b", ["set"]),
    (r"\b(spell|trap|spell/trap|card)( card)?s?(,|\b)[^:]*?\b(is|are) activated\b|\bactivates? (a|an|the|1) "
     r"(spell|trap|spell/trap|quick-play|normal|continuous|counter|field|equip|card)\b|"
     r"\b(spell|trap) card (or effect )?that\b[^:]*\bis activated\b|\bactivates? \"|\"[^\"]+\" (is|are) activated\b",
     ["card_activated"]),
    (r"\beffects? (is|are) activated\b|\beffect of [^:]*? is activated\b|\bactivates? (a|an|the|its|their) (monster )?effect\b|"
     r"\b(card or effect|card/effect|effect or card)\b[^:]*\b(is|are) activated\b|\bmonster effect\b[^:]*\bactivated\b|"
     r"\bactivated\b[^:]*\beffects?\b|\bactivates? [^:]*?\bmonster effects?\b|\bmonster's effects?\b[^:]*?\b(is|are) activated\b",
     ["effect_activated"]),
    # "a card's effect ... is activated", "an effect that inflicts damage is activated": a card's
    # activation or an effect's
    (r"\b(an?|any) effect\b(?! monster)[^:]*?\b(is|are) activated\b|\bcard's effects?\b[^:]*?\b(is|are) activated\b",
     ["card_activated", "effect_activated"]),
)]
_PHASE = re.compile(
    r"^(once per turn, )?(during|at the (start|end|beginning) of|at the end of|in) (each|your|the|either player's|"
    r"your opponent's|the next|your next|each of your|each of your opponent's|every|each player's|the [\w ]+ of)"
    r"[^,:]*?(\b(standby|end|draw) phase|\bdamage step|(start|end|beginning) of the battle phase)", re.I)
_PHASE_ANY = re.compile(r"\b(standby|end|draw) phase\b|\bdamage step\b|\bdamage calculation\b|"
                        r"\b(start|end|beginning) of (the|your|your opponent's) battle phase\b", re.I)


def _summon_types(cond: str) -> list[str]:
    """Event types for the Summons a condition names."""
    low = cond.lower()
    found: list[str] = []
    for m in re.finditer(r"((?:(?:normal|tribute|flip|special|synchro|fusion|ritual)(?:\s*(?:/|or|,|and)\s*)?)+)?"
                         r"\s*summon(?:ed|s|ing)?\b", low):
        words = re.findall(r"normal|tribute|flip|special|synchro|fusion|ritual", m.group(1) or "")
        if "would" in low[max(0, m.start() - 12):m.start()]:
            continue
        if not words:
            if re.search(r"\b(this card|it) (is|was) (normal |special )?summoned (successfully )?this turn|"
                         r"the turn (this card|it) (is|was) summoned|summoned this turn", low):
                continue
            words = ["normal", "flip", "special"]
        for w in words:
            for t in _SUMMON_KINDS[w]:
                if t not in found:
                    found.append(t)
    return found


_EXCEPT_DAMAGE_STEP = re.compile(r"\s*\(?except (during|in) the damage step\)?", re.I)
# "(except when destroyed by battle)", "unless it was attacked ...", ", except by its own effect": what
# the event excludes, never what it is
_EXCLUSION = re.compile(r"\s*\((?:except|unless|excluding|other than)\b[^()]*(?:\([^()]*\)[^()]*)*\)|"
                        r",?\s+(?:except|unless|excluding)\b[^,:()]*", re.I)
# "You can only activate this card when ...": the card's activation, not part of the event
_ACTIVATE_PREFIX = re.compile(r"^(?:(?:you can only |you can |only )?activate (?:this card )?(?:only )?|"
                              r"this card can only be activated (?:only )?)(?=(?:when|if|during|while)\b)", re.I)
# "if this card was Tribute Summoned, when it is sent ...": a past state before the event
_PAST_SELF = re.compile(r"^(?:if|while) this card was [^,:]*?,\s*(?=(?:when|if|each time)\b)", re.I)
# where this card must be for the effect ("if this card is in your GY", "while this monster is on the
# field"): a requirement of the effect, not the card the event happens to
_SELF_PLACE = re.compile(
    r"(?:^|,?\s+)(?:while|if|when|as long as|and)\s+this\s+(?:face-up\s+|face-down\s+|set\s+)?(?:card|monster)\s+is\s+"
    r"(?:in|on|face-up|face-down|still)\b[^,:]*?(?=,|$|\s+(?:when|if)\b)", re.I)
# "while you control a 'Gladiator Beast' monster": a state of a player, not who acts in the event
_PLAYER_STATE = re.compile(
    r"(?:^|,?\s+)(?:while|if|and|as long as)\s+(?:you|your opponent)\s+(?:control|controls|don't control|do not control|"
    r"have|has|don't have|do not have)\b[^,:]*?(?=,|$|\s+(?:when|if)\b)", re.I)
# "a card that would inflict damage to you": what the card does, not whose card it is
_RELATIVE = re.compile(r"\b(?:that|which)\s+(?:would|could|can|will|targets?|inflicts?|destroys?|includes?|negates?)\b[^,:]*",
                       re.I)


def _without_exclusions(cond: str) -> str:
    return _EXCLUSION.sub("", _EXCEPT_DAMAGE_STEP.sub("", cond)).strip(" ,")


def _event_text(cond: str) -> tuple[str, str]:
    """(the event part of a condition, what it excludes): the exclusions, the card's activation
    wording, a past state of this card and where this card must be are taken out."""
    cond = _EXCEPT_DAMAGE_STEP.sub("", cond)
    excluded = " ".join(m.group(0) for m in _EXCLUSION.finditer(cond)).lower()
    text = _EXCLUSION.sub("", cond).strip(" ,")
    text = _ACTIVATE_PREFIX.sub("", text)
    text = _PAST_SELF.sub("", text)
    kept = _strip_where(_SELF_PLACE, text)
    return (kept or text), excluded


def _strip_where(pattern: re.Pattern, text: str) -> str:
    """``text`` without the requirement clauses ``pattern`` finds (unless one holds an event)."""
    def drop(m: re.Match) -> str:
        inner = re.sub(r"^.*?\bis\s+", "", m.group(0), count=1)
        return m.group(0) if _EVENT_VERB.search(inner) else ""
    return pattern.sub(drop, text).strip(" ,")


_DAMAGED = (
    ("you", re.compile(r"\b(?:you|your life points)\s+(?:take|takes|took|receive|receives|received|would take)\b|"
                       r"\bdamage (?:to|inflicted to|is inflicted to) (?:you\b|your life points)", re.I)),
    ("opponent", re.compile(r"\b(?:your opponent|the opponent|your opponent's life points|their life points)\s+"
                            r"(?:takes?|took|receives?|received)\b|\bdamage (?:to|inflicted to) (?:your|the|their) opponent\b|"
                            r"\bdamage to your opponent's life points\b", re.I)),
    ("either", re.compile(r"\b(?:a|either|any|each) player (?:takes?|receives?)\b|\bdamage to a player\b", re.I)),
)


def _phase_player(low: str) -> str | None:
    """Whose phase a phase condition names ("your Standby Phase", "each player's End Phase")."""
    m = re.search(r"(?:during|at the (?:start|end|beginning) of|in|once per)\s+([^,:]*?)\b(?:standby|end|draw|battle|main)\s+phase",
                  low)
    if not m:
        return None
    words = m.group(1)
    if re.search(r"\b(opponent's|their)\b", words):
        return "opponent"
    if re.search(r"\b(either player's|each player's|every player's)\b", words):
        return "either"
    if re.search(r"\byour\b", words):
        return "you"
    return None


_ATTACKED = re.compile(r"\b(this (?:[\w-]+ )*?(?:card|monster)|it) (?:is|was|is being|was being|gets) attacked\b|"
                       r"^(?:when|if) (attacked)\b|\b(this (?:[\w-]+ )*?card) is (?:targeted|selected) for an attack\b|"
                       r"\b(this (?:[\w-]+ )*?card) is (?:selected|chosen) as (?:an|the) attack target\b", re.I)
_ATTACKS = re.compile(r"\bthis (?:[\w-]+ )*?(?:card|monster) (?:attacks|declares an attack|is attacking)\b|"
                      r"\bthis (?:[\w-]+ )*?(?:card|monster) attacked(?! by)\b", re.I)


def _event_pattern(cond: str, card: _Card) -> EventPattern | None:
    if cond == "FLIP":
        return EventPattern(types=["flipped_face_up"], self_card=True)
    cond, excluded = _event_text(cond)
    low = cond.lower()
    if re.match(r"^(when|if) (summoned this way|special summoned this way|this card is special summoned (in )?this way)\b", low):
        return EventPattern(types=["special_summon"], self_card=True)
    if re.search(r"instead of conducting (your|a|their|his/her) normal draw", low):
        return EventPattern(types=["phase_entered"], player=_phase_player(low) or "you")
    types: list[str] = []
    window = _PHASE.match(cond) or re.match(r"^(once per turn, )?(during|at the (start|end|beginning) of) ", low) and _PHASE_ANY.search(low) \
        or re.match(r"^once per (end|standby|draw) phase\b", low)
    if window:
        tail = re.search(r",\s*((when|if|each time)\b.*)$", cond, re.I)
        if tail and _EVENT_VERB.search(tail.group(1)) \
                and not _PAST_STATE.search(tail.group(1)):
            inner = _event_pattern(tail.group(1), card)
            if inner is not None and inner.types != ["phase_entered"]:
                return inner
    if window:
        # a phase is no card's event: "if this card is in your GY" is a requirement of the effect
        return EventPattern(types=["phase_entered"], player=_phase_player(low))
    body = re.sub(r"\((quick effect|quick|except during the damage step)\)", "", low)
    summons = [] if re.search(r"would be (normal |flip |special )?summoned", body) else _summon_types(body)
    for pattern, ts in _EVENT_RULES:
        if pattern.search(body):
            for t in ts:
                if t not in types:
                    types.append(t)
    types = summons + [t for t in types if t not in summons]
    if "chain_link_resolved" in types:
        types = ["chain_link_resolved"]     # "activated, immediately after it resolves": the resolution is the event
    elif any(t in ("card_activated", "effect_activated") for t in types):
        # "a card is activated that targets and destroys ...": the activation is the event
        types = [t for t in types if t in ("card_activated", "effect_activated", "summon_attempted")]
    if re.search(r"\b(and|or) (during|at the start of|at the end of) (each of )?(your|each|the)\b[^,:]*?\b(standby|end|draw) phases?\b", body):
        types.append("phase_entered")
    if "leaves the field" in body or "leave the field" in body or re.search(r"removed from (your side of |the )?(the )?field", body):
        for t in ("destroyed", "sent_to_gy", "banished", "returned_to_hand", "returned_to_deck"):
            if t not in types:
                types.append(t)
    if re.search(r"\bincluding (drawing|draws?)\b", body) and "drawn" not in types:
        types.append("drawn")              # "adds a card(s) from their Deck to their hand, including drawing"
    if "special summon" in excluded and "special_summon" in types and len(types) > 1:
        types.remove("special_summon")     # "summoned (excluding Special Summon)"
    # "attacks" also matches the battle words of a Summon or destruction condition
    if "attack_declared" in types and re.search(r"\b(by battle|destroys? [^,:]*by battle)\b", body) and \
            not re.search(r"declares? an attack|\battacks\b(?! position)", body.replace("by battle", "")):
        types.remove("attack_declared")
    if "destroyed" in types and "sent_to_gy" in types and re.search(r"\bdestroyed\b[^,:]*?\band (is |are )?sent to\b", body):
        types.remove("sent_to_gy")     # "destroyed and sent to the GY": one event, the destruction, ending in the GY
    if "tributed" in types and ("tribute summon" in body or "tributing" in body) and "is tributed" not in body:
        types.remove("tributed")
    if "attack_negated" in types and "attack_declared" in types and not re.search(r"declares? an attack|\battacks\b", body):
        types.remove("attack_declared")
    if "targeted" in types and "activated" in body:
        types.remove("targeted")
    if "damage_inflicted" in types and ("attack" in body and "damage" not in body):
        types.remove("damage_inflicted")
    if not types and _PHASE_ANY.search(low) and re.search(r"\b(during|at the (start|end|beginning) of|after|before) ", low):
        return EventPattern(types=["phase_entered"], player=_phase_player(low))
    if not types:
        return None
    pattern = EventPattern(types=types)
    pattern.self_card = bool(re.search(
        r"\b(this (face-up |face-down |set |attack position |defense position |)(card|monster)|this card in|"
        r"this card's)\b(?! (destroys|inflicts|attacks|declares|battles|is attacked by)\b)", low)) or \
        bool(re.match(r"^(?:(?:once per turn, )?(?:if|when|each time)) (?:(?:normal|tribute|flip|special|synchro|fusion|ritual)"
                      r"(?:\s*(?:/|or|,|and)\s*|\s+))*(?:summoned|sent|destroyed|banished|flipped|discarded|tributed|added|"
                      r"returned|removed|targeted)\b", low)) or \
        bool(re.match(r"^(?:if|when|each time) (?:it|this) (?:is|was|gets)\b", low))
    if re.search(r"this card (destroys|inflicts|attacks|declares|battles)", low) and \
            not re.search(r"this card (is|was) ", low):
        pattern.self_card = False
    attacked = _ATTACKED.search(cond) if "attack_declared" in types else None
    if "attack_declared" in types:
        attacks = _ATTACKS.search(cond)
        if attacked:
            # the event's card is the attacker; this card is what it attacks
            pattern.self_card = False
        elif attacks:
            pattern.self_card = True
    pattern.player = _event_player(low, types)
    m = re.search(r"\bfrom (?:the |your |their )?(?:hand|field|deck|graveyard|gy) or (?:the |your |their )?(?:hand|field|deck|graveyard|gy)\b",
                  low)
    if not m:                              # "from the hand or field": either zone, so no one zone is named
        m = re.search(r"\bfrom (the field|your hand|the hand|their hand|your deck|the deck|their deck|your (graveyard|gy)|"
                      r"the (graveyard|gy)|their (graveyard|gy)|your extra deck|your side of the field|(a|the) monster (card )?zone|"
                      r"your monster zone|your spell & trap (card )?zone)", low)
        if m:
            pattern.from_zone = _zone(m.group(1))
    m = re.search(r"\bto (the|your|its owner's|their|his|her) (graveyard|gy|hand|deck|extra deck)\b", low)
    if m:
        pattern.to_zone = _zone(m.group(2))
    elif "banished" in types or "removed from play" in low:
        if types[:1] == ["banished"]:
            pattern.to_zone = "banished"
    if re.search(r"\bby battle or (by )?(a )?card effect|\bby (a )?card effect or (by )?battle", low):
        pattern.cause = None
    elif re.search(r"\b(by|as a result of|in) battle\b|\bbattle damage\b|\bdestroys? [^,:]*by battle\b", low):
        pattern.cause = "battle"
    elif re.search(r"\bby (a|an|your|your opponent's|an opponent's|the|its|their)? ?(card |spell |trap |monster )?effects?\b|"
                   r"\bby (a |the )?(spell|trap|monster|card)('s)? effect|\bby the effect of\b|\beffect damage\b|"
                   r"\bfrom (the|an?) (card )?effects? of\b|\bfrom (a|an|the) (card|spell|trap|monster)('s)? effect\b", low):
        pattern.cause = "effect"
    elif re.search(r"\bas (a |an )?(synchro|fusion|ritual)? ?materials?\b|\bfor (a|the) (synchro|fusion|ritual|tribute) summon\b|"
                   r"\bused as material\b", low):
        pattern.cause = "summon_material"
    elif re.search(r"\bas a cost\b|\bto pay (a|the|its) cost\b", low):
        pattern.cause = "cost"
    if pattern.cause is None and types == ["destroyed"] and re.search(r"\bbattle\b", excluded):
        pattern.cause = "effect"           # "destroyed, except by battle": a monster is destroyed by battle or by an effect
    card_words = _event_subject(cond)
    if attacked:
        both = bool(re.search(r"\battacks or is attacked\b|\battacked or was attacked\b", low))
        pattern.card = ("attacker or attack target: " if both else "attack target: ") + \
            next((g for g in attacked.groups() if g and g.lower() not in ("it", "attacked")), "this card")
    elif card_words and not pattern.self_card:
        pattern.card = card_words
    return pattern


def _event_player(low: str, types: list[str]) -> str | None:
    """Whose the event is: the damaged player for damage, the phase's player for a phase,
    otherwise whose card or action it is."""
    if "damage_inflicted" in types:
        for player, pattern in _DAMAGED:
            if pattern.search(low):
                return player
    destroys = _DESTROYS.search(low) if "destroyed" in types else None
    if destroys:
        # "a monster you control destroys an opponent's monster by battle": the destroyed card's player
        words = destroys.group(1)
        if re.search(r"\b(opponent's|your opponent controls|their)\b", words):
            return "opponent"
        return "you" if re.search(r"\b(you control|your)\b", words) else None
    text = _RELATIVE.sub("", _strip_where(_PLAYER_STATE, low))
    if re.search(r"\byou or your opponent\b|\byour opponent or you\b", text):
        return "either"
    if re.search(r"\b(your opponent|opponent's|their)\b", text) and not re.search(r"\b(you control|your (monster|card|hand|deck|graveyard|gy|side|field))\b", text):
        return "opponent"
    if re.search(r"\beither player\b|\bany player\b|\ba player\b", text):
        return "either"
    if re.search(r"\b(you control|your|you)\b", text):
        return "you"
    return None


def _zone(word: str) -> str:
    word = word.lower()
    if "field" in word:
        return "field"
    if "hand" in word:
        return "hand"
    if "extra deck" in word:
        return "extra_deck"
    if "deck" in word:
        return "deck"
    if "graveyard" in word or "gy" in word:
        return "graveyard"
    if "monster" in word:
        return "monster_zone"
    if "spell" in word:
        return "spell_trap_zone"
    return "field"


_BY_PLAYER = re.compile(
    r"\b(?:you|your opponent|opponent|a player|either player|each player|they|the other player)\s+"
    r"(?:would\s+|successfully\s+)?(?:(?:normal|special|flip|tribute|ritual|synchro|fusion)(?:\s*(?:/|or|and|,)\s*|\s+))*"
    r"(?:summons?|sets?|activates?|discards?|draws?|adds?)\s+(\"[^\"]+\"|(?:a|an|1|exactly 1|\d+|up to \d+)\b.+)$", re.I)
_DESTROYS = re.compile(r"\bdestroys\s+((?:a|an|1|\d+|your|that|the)\b.+?)(?=\s+(?:by battle|as a result of battle|and sends?)\b|,|$)"
                       r"(?=.*\bbattle\b)", re.I)


def _event_subject(cond: str) -> str | None:
    """The wording of which card the event happens to ("a monster(s) with 1500 or more ATK")."""
    low = cond
    acted = _BY_PLAYER.search(low) or _DESTROYS.search(low)
    if acted:
        # "When you draw a Monster Card during your Draw Phase": the Monster Card
        words = re.split(r",\s*(?=(?:when|if|you|during|while|including|except|unless|then|and (?:if|is|are|was))\b)|"
                         r"\s+(?:during|while|by battle|by a card effect|as a result of|and sends?|and (?:is|are) sent)\b",
                         acted.group(1), flags=re.I)[0].strip(" ,")
        if words and len(words) < 120:
            return words                    # "When your opponent Summons a monster(s) with ...": the monster
    m = re.search(r"\b(?:when|if|each time|after|once per turn, when|once per turn, if)\s+(.+?)\s+(?<!that )(?<!which )"
                  r"(?:is|are|was|were|would be|declares?|attacks|destroys|inflicts|activates|summons|"
                  r"special summons|normal summons|flip summons|battles|leaves|gains|draws|takes|has been|have been)\b", low, re.I)
    if m:
        words = m.group(1).strip()
        if len(words) < 120 and not re.match(r"^(you|it|this effect|your opponent|a player|either player|each player|"
                                             r"you or your opponent)$",
                                             words, re.I):
            return words
    return None


# ---------------------------------------------------------------------- actions and clauses

_ACTIONS: list[tuple[re.Pattern, str]] = [(re.compile(p, re.I), a) for p, a in (
    (r"\bnegate (the|its|that|their|this) activation|\bnegate the activation|\bnegate (the )?activations?\b|activation is negated|"
     r"\bnegate (a|the) (spell|trap|monster|card)('s)? activation|\bnegate the activation\b", "negate_activation"),
    (r"\bnegate (the|its|a|that|their)? ?(normal |flip |special )?summons?\b|\bnegate the (normal|flip|special) summon", "negate_summon"),
    (r"\bnegate (the|that|an|its) attack|\bnegate (the )?attacks?\b|attack is negated", "negate_attack"),
    (r"\bnegate\b|\bnegated\b|\beffects? (is|are) negated|\bnegates?\b", "negate_effect"),
    (r"\bfusion summons? (1|a|an|one|\d|up to)\b", "fusion_summon"),     # "Fusion Summon 1 ...", not "a Fusion Summon of this"
    (r"\bspecial summons?\b|\britual summon\b", "special_summon"),
    (r"\bnormal summon(s)?\b(?! or set)|\btribute summon\b", "normal_summon"),
    (r"\bdestroy(s|ed)?\b", "destroy"),
    (r"\bbanish(es|ed)?\b|\bremoves? [^,;.]*? from play\b|\bremoved? from play\b", "banish"),
    (r"\bdiscards?\b", "discard"),
    (r"\bsends?\b[^;.]*?\bto (the|your|their|its owner's|his|her) (graveyard|gy)\b", "send_to_gy"),
    (r"\badds?\b[^;.]*?\bto (your|the|their|his|her|its owner's) hand\b", "add_to_hand"),
    (r"\breturns?\b[^;.]*?\bto (the|your|their|its owner's|his|her|the owner's) hands?\b", "return_to_hand"),
    (r"\b(returns?|shuffles?|places?|puts?|adds?)\b[^;.]*?\b(into|to|on (the )?(top|bottom) of) (the|your|their|its owner's|his|her|"
     r"the owner's|your opponent's) (main )?deck\b|\b(top|bottom) of (the|your|their|your opponent's|its owner's) deck\b", "return_to_deck"),
    (r"\bdraws?\b", "draw"),
    (r"\b(gains?|increases?) [^;.]*?\b(life points|lp)\b|\bgain life points\b|\blife points are increased\b", "gain_lp"),
    (r"\binflicts?\b[^;.]*?\bdamage\b|\btakes? [^;.]*?\bdamage\b|\bdamage to (your|their)", "inflict_damage"),
    (r"\bpays?\b[^;.]*?\b(life points|lp)\b|\bhalve your (life points|lp)\b", "pay_lp"),
    (r"\btake control\b|\bgains? control\b|\bcontrol of [^;.]*? (switch|is given|is switched)", "take_control"),
    (r"\bequips?\b|\bequip (it|this card|them)\b", "equip"),
    (r"\bchange (its|the|their|that|this card's|all|1|up to|that target's|the target's|it|them)[^;.]*? (battle )?positions?\b|"
     r"\bchange [^;.]*? to (face-up |face-down )?(attack|defense) position\b|\bchanged to (face-up |face-down )?(attack|defense) position\b|"
     r"\bflip [^;.]*? face-(up|down)\b|\bchange (it|them|this card) to face-down\b", "change_position"),
    (r"\btribute(s|d)?\b", "tribute"),
    (r"\bsets? (it|them|this card|that card|that monster|1|\d|up to|the (selected|targeted|added))\b|\bset (it|them) face-down\b", "set"),
    (r"\b(gains?|loses?|increases?|decreases?|halves?|halve|doubles?) [^;.]*?\b(atk|def|attack points|defense points|levels?)\b|"
     r"\b(atk|def|level)[^;.]*?\bbecomes?\b|\bbecomes? (level|\d+ atk)\b", "change_stats"),
    (r"\bplace[sd]? [^;.]*?counters?\b|\bcounters? on\b|\bremove [^;.]*?counters?\b", "place_counter"),
    (r"\b(look at|reveal|reveals|excavate|excavates|show|shows|check)\b", "look"),
    (r"\bshuffles?\b", "shuffle"),
    (r"\bcan attack (your opponent )?directly\b|\bcan(not|'t)? (make a second attack|attack twice|attack)\b|\battack directly\b|"
     r"\bpiercing\b|\bend the battle phase\b|\bcannot attack\b|\bcan make (a second|2) attacks?\b", "attack_modifier"),
)]


_NEGATED_VERB = re.compile(r"\b(cannot|can't|can not|is not|are not|isn't|aren't|not|do not|does not|don't|doesn't) (be )?(destroyed|banished|removed from play|"
                           r"targeted|tributed|special summoned|normal summoned|summoned|returned|sent|changed|negated|"
                           r"destroy|banish|target|tribute|special summon|normal summon|summon|attack|activate|change|take|"
                           r"receive|inflict)\b", re.I)


def _action_of(text: str) -> str:
    low = _NEGATED_VERB.sub("", text.lower())
    low = re.sub(r"^(if|when|while|as long as) [^,]+,\s*", "", low)     # "If your opponent controls a Set monster, flip ..."
    best, best_pos = "other", len(low) + 1
    for pattern, action in _ACTIONS:
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


def _clauses(resolution: str) -> tuple[list[Clause], bool]:
    """Split a resolution into clauses joined by the five conjunctions. Returns the clauses
    and whether the effect offers a choice between bulleted options."""
    text = resolution.strip()
    options = False
    if "●" in text:
        head, *bullets = [b.strip() for b in text.split("●")]
        options = True
        parts: list[tuple[bool, str]] = []     # (is a bulleted option, text)
        if head and _action_of(head) != "other" and not _bullets_are_options(head):
            parts.append((False, head))
        for b in bullets:
            if b:
                parts.append((True, b))
        clauses = [Clause(index=i + 1, action=_action_of(t), text=t.strip(" ."), alternative=option)
                   for i, (option, t) in enumerate(parts)]
        return clauses, options
    pieces: list[tuple[str | None, str]] = []
    sentences = _sentences(text)
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
            if _inside_parens(sentence, m.start()):
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
        clauses.append(Clause(index=i + 1, action=_action_of(piece), text=piece.rstrip(". "),
                              conjunction=conj if i else None,
                              up_to=bool(re.search(r"\bup to\b", piece, re.I))))
    return clauses, options


def _inside_parens(text: str, pos: int) -> bool:
    return text[:pos].count("(") > text[:pos].count(")") or text[:pos].count('"') % 2 == 1


# ---------------------------------------------------------------------- cost and targets

_COST_TO = re.compile(
    r"^(?:you can |you may )?(?P<cost>(tribute|discard|send|remove|banish|pay|return|shuffle|offer|reveal|detach|"
    r"sacrifice|remove from play)\b(?:[^.;]|\.(?= \d))+?)\s+(?:in order )?to\s+(?P<rest>(special summon|destroy|draw|inflict|add|negate|return|"
    r"banish|remove|change|take|gain|increase|decrease|look|select|target|equip|have|make|place|send|discard|shuffle|"
    r"set|activate|search|reveal|flip|switch|end|skip|halve|double|apply|toss|roll|declare|normal summon|let|prevent|"
    r"make|give|move|attach|treat)\b.*)$", re.I)
_COST_BY = re.compile(
    r"\bby (?P<cost>(paying|sending|discarding|tributing|banishing|removing|returning|shuffling|revealing|offering|"
    r"sacrificing|destroying)\b[^,;.]*)", re.I)


def _activation_parts(body: str) -> tuple[str | None, str]:
    """(activation part before the semicolon, resolution)."""
    semi = _top_level_find(body, ";")
    if semi > 0:
        return body[:semi].strip(), body[semi + 1:].strip()
    return None, body


def _cost_from(activation: str | None, body: str) -> tuple[str | None, list[Clause], bool, str]:
    """(cost text, cost clauses, targets, resolution) of an activated effect. ``activation``
    is the part before the semicolon (PSCT); without one, the old "Tribute 1 monster to ..."
    and "by paying ..." wordings mark the cost."""
    if activation is not None:
        act = re.sub(r"^(you can|you may)\s+", "", activation.strip(), flags=re.I)
        targets = bool(re.search(r"\btarget", act, re.I))
        act = re.sub(r"^activate (this card|this effect|only)\s*", "", act, flags=re.I)
        act = re.sub(r"^(by|while)\s+", "", act, flags=re.I)
        parts = re.split(r",?\s*(?:then|and|also)\s+(?=target|select)", act, flags=re.I)
        costs = [p.strip(" ,") for p in parts if p.strip(" ,") and not re.match(r"^(target|targeting|select)", p.strip(), re.I)
                 and _action_of(_gerund(p)) != "other"]
        clauses = [Clause(index=i + 1, action=_action_of(_gerund(c)), text=c) for i, c in enumerate(costs)]
        return (", ".join(costs) or None), clauses, targets, body
    cost_text, cost_clauses, resolution = None, [], body
    sentences = _sentences(body)
    if len(sentences) > 1 and _BARE_COST.match(sentences[0]):
        cost_text = sentences[0].rstrip(".")
        cost_clauses = [Clause(index=1, action=_action_of(cost_text), text=cost_text)]
        rest = " ".join(sentences[1:])
        targets = bool(re.search(r"\btarget(s|ed)?\b", rest, re.I))
        return cost_text, cost_clauses, targets, rest
    m = _COST_TO.match(body)
    if m and _cost_to_ok(m.group("cost")):
        cost_text = m.group("cost").strip()
        cost_clauses = [Clause(index=1, action=_action_of(cost_text), text=cost_text)]
        resolution = m.group("rest").strip()
    else:
        m = _COST_BY.search(body)
        if m and not re.search(r"summon (this card|it)\s*$", body[:m.start()], re.I):
            cost_text = m.group("cost").strip()
            cost_clauses = [Clause(index=1, action=_action_of(_gerund(cost_text)), text=cost_text)]
            resolution = (body[:m.start()] + body[m.end():]).replace(" ,", ",").strip(" ,")
    targets = bool(re.search(r"\btarget(s|ed)?\b", body, re.I)) and \
        not re.search(r"\b(attack target|is targeted|targeted (by|for)|targets this card|targeting this card)\b", body, re.I)
    return cost_text, cost_clauses, targets, resolution


def _cost_to_ok(cost: str) -> bool:
    # "send ... to the Graveyard to draw": the cost must reach a destination when it names one
    low = cost.lower()
    if re.match(r"^(send|return|shuffle)\b", low) and not re.search(r"\bto (the|your|their) (graveyard|gy|hand|deck|bottom|top)\b|"
                                                                    r"\binto (the|your) deck\b", low):
        return False
    return True


_GERUNDS = {"paying": "pay", "sending": "send", "discarding": "discard", "tributing": "tribute",
            "banishing": "banish", "removing": "remove", "returning": "return", "shuffling": "shuffle",
            "revealing": "reveal", "offering": "tribute", "sacrificing": "tribute", "destroying": "destroy",
            "detaching": "detach"}


def _gerund(text: str) -> str:
    word, _, rest = text.strip().partition(" ")
    return f"{_GERUNDS.get(word.lower(), word)} {rest}"


# ---------------------------------------------------------------------- kinds

_QUICK_MARK = re.compile(r"\((quick effect|quick)\)|\(this is a quick effect\)", re.I)
_EITHER_TURN = re.compile(r"\bduring either player's turn\b|\bin either player's turn\b|\(including (the|your) opponent's( turn)?\)|"
                          r"\bduring (each|any) player's turn\b|\bduring either player's (main|battle) phase\b|"
                          r"\bduring your or your opponent's turn\b", re.I)
_OPPONENT_TURN = re.compile(r"\b(during|in) your opponent's turn\b|\bduring your opponent's (main|battle) phase\b", re.I)
_DAMAGE_CALC = re.compile(r"\bduring (the )?damage calculation\b|\bduring (your |the |either player's )?battle step\b|"
                          r"\bduring the damage step\b|\bonce per battle phase\b|\bduring (your|the|either player's) battle phase\b",
                          re.I)
_MAIN_PHASE = re.compile(r"^(once per turn,? )?(during )?(your )?main phase( 1| 2)?$|^once per turn$|^during your main phase( 1| 2)?$|"
                         r"^once per turn,? during your main phase( 1| 2)?$", re.I)
_RESPONDS = ("card_activated", "effect_activated", "summon_attempted", "targeted")
_AFTER_RESOLVING = re.compile(r"\bafter (resolving|it resolves|.{0,60}\b(has|have) resolved)\b|\bafter [^,:]*\bresolves\b", re.I)
_STATE_CONDITION = re.compile(
    r"^(once per (turn|chain|duel), )?(while|as long as|if you control|if your opponent controls|if there (is|are)|if you have|"
    r"if only|if this card is (in|face-up|equipped|the only)|if you|if your|if it is|if all|if no|if the|if this card has|"
    r"during your (main phase|turn)|if both|if neither|if a|if an|when there (is|are)|when you have|when using this card)\b", re.I)
_EVENT_VERB = re.compile(
    r"\b(is|are|was|were|gets?|be) ((normal|tribute|flip|special|synchro|fusion|ritual)(\s*(/|or|,|and)\s*|\s+))*(summoned|sent|destroyed|banished|"
    r"removed|added|discarded|drawn|returned|flipped|equipped|targeted|tributed|activated|attacked|changed|negated|used|"
    r"shuffled|placed|declared|inflicted|chained)\b|\b(declares?|activates?|summons?|destroys?|inflicts?|attacks|draws?|"
    r"discards?|takes?|battles|leaves|gains?|pays?|increases|resolves|controls? of|adds?)\b(?! phase)|\b(this card|it) destroyed\b|"
    r"\b(has|have) been (destroyed|sent|banished|removed|summoned)\b", re.I)
_EMBEDDED = re.compile(
    r"\b(during (each of )?(your|the|each|your opponent's|each player's|their|his/her|its controller's|every|each of your "
    r"opponent's|each of your and your opponent's)( own| next)? [^,.;:()]*?(standby|end|draw) phases?|"
    r"at the (end|start) of (the )?damage step|after damage calculation|at the end of (the|your|each|your opponent's) "
    r"(battle phase|turn)|each time [^,.;:]+|at the start of (the|your|each|your opponent's) [^,.;]*?phase|"
    r"instead of conducting (your|a|their|his/her) normal draw|in (your|each) (standby|end) phase|at (your|the) (own )?end phase|"
    r"(?<=[a-z] )when (it|this card) is [^,.;:]+|every time [^,.;:]+|"
    r"^(a|any) (non[- ][\w-]+ )?monsters? that (attacks this card|this card destroys|is (normal |flip |special |, |or )*summoned)[^.;:]*?"
    r"(?= (is|are|returns?|cannot)\b))", re.I)
_MODIFIER = re.compile(
    r"\bpiercing\b|\b(during|for) (that |the |this )?damage (step|calculation) only\b|\bis not destroyed\b|"
    r"\b(cannot|can't|can not) be destroyed\b|\bbattle damage (to|is|becomes|you take)\b|"
    r"\bwould be destroyed\b|\bcannot be targeted\b|\bno battle damage\b|\b(is|are) treated as\b|\bfor damage calculation\b|"
    r"\b(gains?|loses?) \d+ (atk|def)\b[^.]*\bduring the damage step\b|\bthe damage becomes\b|"
    r"\bwithout applying damage calculation\b(?=.*\bbattle\b)", re.I)
_LINKED = re.compile(
    r"^(when|if) (this (face-up )?card|it) (leaves the field|is removed from the field|is destroyed)|"
    r"^(when|if) (that|the|this) (target|monster|equipped monster|selected monster|special summoned monster|card)s?"
    r"( is| are)? (destroyed|removed from the field|leaves the field|leave the field)|"
    r"^(when|if) (that|the) (target|monster|card)s? (is|are) (no longer|changed to defense)", re.I)
_IMPERATIVE = re.compile(
    r"^(activate|target|select|special summon|pay|discard|send|declare|choose|gain|destroy|add|draw|inflict|banish|remove|"
    r"equip|take control|tribute|reveal|return|look|place|change|negate|shuffle|excavate|toss|roll|both players|each player|"
    r"your opponent (reveals|discards|draws|shuffles|sends)|call)\b", re.I)


_ACTIVATE_WHEN = re.compile(r"^(?:(?:you can only |you can |only )?activate (?:this card )?(?:only )?|this card can only be activated )"
                            r"(?:only )?(?P<word>when|if|during|while) ", re.I)


def _timing_word(cond: str, event: EventPattern | None) -> str:
    if event is None:
        return "none"
    low = _without_exclusions(re.sub(r"^(once per (turn|chain|duel)|if you do|twice per turn),\s*", "", cond.lower()))
    low = _PAST_SELF.sub("", low)        # "If this card was Tribute Summoned, when it is sent ...": the "when"
    if event.types == ["phase_entered"]:
        return "during"
    m = _ACTIVATE_WHEN.match(low)
    if m:
        return {"while": "none"}.get(m.group("word"), m.group("word"))
    # the word that introduces the event clause: the last timing word before the first event
    # verb ("During your Draw Phase, when you draw ...", "if you control ... when your opponent
    # Summons ...")
    verb = _EVENT_VERB.search(low) or re.search(r"\bsummon(s|ed)?\b", low)
    limit = verb.start() if verb else len(low)
    words = [m.group(1) for m in re.finditer(r"\b(when|if|during|each time|every time|after|at the|before)\b", low[:limit])]
    if not words:
        words = [m.group(1) for m in re.finditer(r"\b(when|if|during|each time|every time|after|at the|before)\b", low)]
    if not words:
        return "if" if low.startswith("once") else "when"
    # "each time" is read like "when": the scripts let such optional effects miss the timing
    return {"when": "when", "if": "if", "during": "during", "each time": "when", "every time": "when", "after": "if",
            "at the": "during", "before": "during"}[words[-1]]


_PAST_STATE = re.compile(r"\b(was|were|has been|have been)\b[^,:]*?\bthis turn\b|\bthis (effect|card's [①-⑩]) was activated\b|"
                         r"\bif this effect was\b|\b(if|while) this card was (normal |special |tribute |flip )?summoned\b|"
                         r"\bthe turn (this card|it) was\b|^during a turn (that|in which)\b", re.I)


def _is_event_condition(cond: str | None, event: EventPattern | None) -> bool:
    if cond is None or event is None:
        return False
    low = cond.lower()
    if event.types != ["phase_entered"] and _PAST_STATE.search(low) and not re.search(
            r"\b(when|if|each time)\b[^,:]*\b(is|are|declares?|activates?|summons?)\b(?![^,:]*this turn)", low):
        return False
    if re.match(r"^(when|if) you do$", low):
        return True
    if _STATE_CONDITION.match(low) and not _EVENT_VERB.search(low) and event.types != ["phase_entered"]:
        return False
    return True


_OTHER_CHOOSER = re.compile(
    r"^(its (owner|controller)|that player|the turn player|they|either player|this card(?= can (?!not\b|'t\b|attack\b|be\b|make\b))|the controller of this "
    r"(equip |continuous spell |continuous trap )?card|the player who [^,]+?|the owner of [^,]+?) can (?!not\b|'t\b)", re.I)


def _optional_wording(cond: str | None, body: str) -> bool:
    """Wordings other than a leading "you can" that leave the effect to a player's choice: a
    player who "can" do it, a cost paid "by" doing something, "it can attack again"."""
    if _OTHER_CHOOSER.match(body):
        return True
    if "●" not in body and re.search(r"\bcan (attack (once )?again|make a second attack|attack twice|make a second attack in a row)\b",
                                     body, re.I):
        return True
    if cond and re.search(r"\byou can\b(?! only)", cond, re.I):
        return True
    if cond and cond != "FLIP" and (re.search(r"\bif you pay\b|,\s*by [a-z]+ing\b", cond, re.I)):
        return True
    if re.match(r"^by [a-z]+ing\b", body, re.I) or re.search(r"\bby paying\b", body[:200], re.I):
        return True
    m = _COST_TO.match(body)
    if m and _cost_to_ok(m.group("cost")) and cond != "FLIP":
        return True                        # "Tribute this card to ...": a cost is paid by choice
    return False


UNMAPPED_EVENT = ("a triggered effect whose event (a battle, a coin toss, a chain resolving, counters, ...) is not in "
                   "the event vocabulary: it has no activation condition pattern")
_RULE_BODY = re.compile(
    r"^(neither|both players can|your opponent (cannot|can't)|you (cannot|can't)|monsters? |all |it is |they are |"
    r"the effects? of|this card (is|gains|loses|cannot|can't|can)\b|its original|any battle damage|the other|you win|"
    r"it's|it gains|its (atk|def))", re.I)


def _looks_like_event(cond: str | None) -> bool:
    """A condition worded like an event ("When the Level of this card increases")."""
    if not cond:
        return False
    low = _EXCEPT_DAMAGE_STEP.sub("", cond.lower())
    if _PAST_STATE.search(low) or re.match(r"^(when|if) (there (is|are)|you have|using)\b", low):
        return False
    if re.match(r"^(once per (turn|chain), )?(when|each time|every time|after|whenever)\b", low):
        return True
    return bool(re.match(r"^(once per turn, )?if\b", low) and _EVENT_VERB.search(low) and
                not re.match(r"^(once per turn, )?if (you|your opponent) (control|have)\b", low))


def _decide_kind(cond: str | None, body: str, full: str, event: EventPattern | None, embedded: bool,
                 optional: bool, card: _Card, first: bool) -> tuple[str, str | None]:
    """The effect kind and, where the kind alone does not tell the whole story, a note why."""
    quick_mark = bool(_QUICK_MARK.search(full))
    either_turn = bool(_EITHER_TURN.search(cond or "")) or bool(_EITHER_TURN.search(full[:80])) or \
        bool(re.search(r"\bthis effect can (also )?be activated during either player's turn\b", full, re.I))
    event_based = _is_event_condition(cond, event) or (embedded and event is not None)
    responds = bool(event and event_based and any(t in _RESPONDS for t in event.types)
                    and not _AFTER_RESOLVING.search(cond or ""))
    # a wording that only changes how a battle or a rule works ("inflict piercing damage",
    # "gains 500 ATK during the Damage Step only") is continuous, unless a PSCT colon says otherwise
    colon_condition = bool(cond and cond != "FLIP" and _top_level_find(full, ":") > 0)
    modifier = bool(_MODIFIER.search(_sentences(body)[0] if body else "")) and not optional and not colon_condition
    # "When Normal Summoned, cards and effects cannot be activated": a prohibition that applies
    # with the event, nothing is activated (unless a PSCT colon makes it an effect that starts a chain)
    modifier = modifier or (not optional and not colon_condition and bool(body)
                            and bool(re.search(r"\b(cannot|can't|can not) (be activated|activate)\b", _sentences(body)[0]))
                            and not re.search(r"\bnext turn\b", body, re.I)      # a prohibition kept for later is applied by an effect
                            and _action_of(body) == "other")
    by_cost = bool(re.match(r"^(by|you can|you may)\b", body, re.I) and _COST_BY.search(body[:120])) or \
        bool(re.search(r"\bto (use|activate) this (card's )?effect\b", full, re.I)) or \
        bool(_COST_TO.match(body) and _cost_to_ok(_COST_TO.match(body).group("cost"))) or \
        bool(re.match(r"^by [a-z]+ing\b", full, re.I))
    activated_signal = bool(re.search(r"\bthe turn you activate this effect\b|\bto activate and (to )?resolve this effect\b",
                                      full, re.I)) and not event_based
    if cond and re.search(r"\bwould (be (destroyed|sent|banished|removed|returned)|leave the field)\b", cond, re.I) and not (event and any(
            t in _RESPONDS for t in event.types)):
        return "continuous", None         # a replacement ("... instead"): applied, never activated
    # "Each time ..., place 1 counter on this card" keeps count without starting a chain,
    # except when it counts what this card does in battle
    counters = bool(cond and re.match(r"^(each time|every time)\b", cond, re.I) and not re.search(r"\bby battle\b", cond, re.I)
                    and re.match(r"^(place|put|add) \d+ [^.;]*counters? on (this card|it)\b", body, re.I))
    if card.is_monster:
        if cond == "FLIP":
            return "flip", None
        if quick_mark or either_turn or responds or (cond is None and re.match(r"^negate the activation\b", body, re.I)):
            return "quick", None
        window = re.search(r"\bonly activate this effect (during|in) [^.]*", full, re.I)
        if optional and (cond and _DAMAGE_CALC.search(_EXCEPT_DAMAGE_STEP.sub("", cond)) or
                         window and _DAMAGE_CALC.search("during " + window.group(0).split(" ", 4)[-1])):
            return "quick", None            # ignition effects cannot be used in the Battle Phase
        if event_based:
            if modifier or (counters and not optional):
                return "continuous", None
            return "trigger", None
        if _looks_like_event(cond) and not modifier and not _RULE_BODY.match(body):
            return "trigger", UNMAPPED_EVENT
        bare = re.sub(r"^once per turn,?\s*", "", body, flags=re.I)
        imperative = bool(_IMPERATIVE.match(bare)) and (cond is None or re.match(r"^once per turn$", cond, re.I))
        if optional or by_cost or imperative or activated_signal or (cond and _MAIN_PHASE.match(cond.strip())):
            if cond and _OPPONENT_TURN.search(cond):
                return "quick", None
            return "ignition", None
        return "continuous", None
    # Spells and Traps
    if _is_card_activation(cond, body, full, card, first, event if event_based else None):
        return "card-activation", None
    if quick_mark or either_turn or responds:
        return "quick-like", None
    if event_based and counters and not optional:
        return "continuous", None
    if event_based:
        if cond and _LINKED.match(cond) and re.match(
                r"^(destroy|banish|remove( from play)?) (this card|that target|that monster|the target|the equipped "
                r"monster|it|them|that card|the monster|those monsters|that target and this card|both)\b", body, re.I) \
                and not optional:
            return "continuous", None
        if modifier:
            return "continuous", None
        return "trigger-like", None
    if _looks_like_event(cond) and not modifier and not _RULE_BODY.match(body):
        return "trigger-like", UNMAPPED_EVENT
    if optional or by_cost or activated_signal or (cond and _MAIN_PHASE.match(cond.strip())):
        return ("ignition-like" if card.is_spell else "quick-like"), None
    return "continuous", None


def _is_card_activation(cond: str | None, body: str, full: str, card: _Card, first: bool,
                        event: EventPattern | None = None) -> bool:
    low = full.lower()
    if re.match(r"^(when|if) this card (resolves|is activated)\b", low):
        return True
    if re.match(r"^(activate (this card|only)|activate by|you can activate this card|this card can only be activated|"
                r"only activate this card|you can only activate this card)\b(?!'s)", low):
        return True                       # wherever it stands ("Destroy this card ... Activate this card when ...")
    if not first:
        return False
    if card.one_shot:
        return not (cond and re.match(r"^(when|if) this (face-down |set |face-up )?card (is|was) (destroyed|sent|banished|removed)",
                                      cond, re.I)) and not _separate_spell_trap_effect(full)
    if card.equip:
        # an Equip Spell is activated by equipping it; its text names an activation only with a cost or target
        return bool(_top_level_find(full, ";") > 0 and re.match(r"^(pay|discard|send|target|banish|tribute)", low)) or \
            bool(re.match(r"^(select|target|send|discard|pay)\b", low) and cond is None)
    bare = body if event is None else ""
    if re.match(r"^negate (all|the effects of all)\b", bare, re.I):
        return False                      # "Negate all other Trap Effects": the card's continuous effect
    if bare and _IMPERATIVE.match(bare) and (cond is None or not re.search(r"\b(you can|you may)\b", body[:40], re.I)):
        m = _COST_TO.match(bare)
        if m and not re.match(r"^activate this card", m.group("rest"), re.I) or \
                re.search(r"\bto (use|activate) this (card's )?effect\b", full, re.I):
            return False
        return True
    return False


# ====================================================================== analysis of one effect

def _embedded_condition(body: str) -> str | None:
    """A timing inside the first sentence: "Put 1 counter on this card during each of your
    Standby Phases", "This card gains 200 ATK each time ...", "... after damage calculation".
    Timings in later sentences or in parentheses belong to the resolution ("Destroy it during
    the End Phase")."""
    first = _sentences(body)[0] if body else ""
    semi = _top_level_find(first, ";")
    if semi > 0:
        first = first[:semi]
    m = _EMBEDDED.search(first)
    if not m or _inside_parens(first, m.start()):
        return None
    before = first[:m.start()].lower()
    if re.search(r"\b(until|by)\s*$", before):
        return None
    return m.group(0)


def _event_for(phrase: str, card: _Card) -> EventPattern | None:
    low = phrase.lower()
    m = re.match(r"^(a|any) (non[- ][\w-]+ )?monsters? that (.*)$", low)
    if m:
        return _event_pattern("When a monster " + m.group(3), card)
    if low.startswith("each time") or low.startswith("every time"):
        return _event_pattern("When " + phrase.split(" ", 2)[2].strip(), card)
    if low.startswith("when"):
        pattern = _event_pattern(phrase, card)
        if pattern is not None and re.match(r"^when (it|this card) is\b", low):
            pattern.self_card, pattern.card = True, None
        return pattern
    return EventPattern(types=["phase_entered"])


def _analyze_one(number: int, text: str, marker: str | None, card: _Card, first: bool,
                 previous: str | None = None) -> AnalyzedEffect:
    effect = AnalyzedEffect(number=number, text=text, kind="unanalyzed")
    if marker == _AFTER_PROCEDURE:
        marker = None if not re.match(r"^(when|if) you do\b", text, re.I) else marker
    work = text
    label = re.match(r"^([^:;,.]{1,30}):\s+(?=\S)", text)
    if label and not re.search(r"\b(when|if|during|once|each|after|before|while|flip|at the)\b", label.group(1), re.I):
        work = text[label.end():]          # a bullet's label ("WIND:", "2+:", "Heads:") is a state, not a timing
    restriction = re.match(r"^(you can only (activate|use) this (card's )?effect[^.]*\.)\s+(.+)$", work, re.I)
    if restriction:
        work = restriction.group(4)       # "You can only activate this effect during ...": a window, read apart
    if re.match(r"^if you do,\s*(during|at the|when)\b", work, re.I):
        work = re.sub(r"^if you do,\s*", "", work, flags=re.I)     # "If you do, during your next Standby Phase:"
    cond, body = _split_condition(work)
    if cond is not None and cond != "FLIP" and re.match(r"^(while|as long as|if you control|during your (opponent's )?turn)\b", cond, re.I) \
            and re.match(r"^(when|if|each time|during|at the)\b", body, re.I):
        inner, rest = _split_condition(body)
        if inner:
            cond, body = f"{cond}, {inner[0].lower()}{inner[1:]}", rest
    granted = re.match(r"^(this card|it) (gains|has) the following effects?:\s*(.+)$", body, re.I)
    if granted:
        inner, rest = _split_condition(granted.group(3))
        cond = f"{cond}, {inner}" if cond and inner else (cond or inner)
        body = rest
    if cond is not None:
        cond = _QUICK_MARK.sub("", cond).strip(" ,")
    body = _QUICK_MARK.sub("", body).strip()
    lead = re.sub(r"^(once per (turn|chain|duel)|during your main phase( 1| 2)?),?\s*", "", body, flags=re.I)
    optional = bool(re.match(r"^(you can|you may|you could)\b", lead, re.I)) or marker == _ACTIVATED_BULLET or \
        _optional_wording(cond, lead)
    if not optional and cond and re.match(r"^(once per turn|during your main phase)", cond, re.I) and \
            re.match(r"^(you can|you may)\b", body, re.I):
        optional = True
    event = _event_pattern(cond, card) if cond else None
    if cond and not _is_event_condition(cond, event):
        event = None
    if cond and re.match(r"^(when|if) you do$", cond, re.I) and (marker == _AFTER_PROCEDURE or previous and \
            re.search(r"\bspecial summon (this card|it)\b", previous, re.I)):
        # "..., you can Special Summon this card. When you do: ..." (the Summon is the event)
        event = EventPattern(types=["special_summon"], self_card=True)
    embedded = False
    if event is None and cond != "FLIP":
        phrase = (_embedded_condition(restriction.group(1)) if restriction else None) or _embedded_condition(body) or \
            (_embedded_condition(cond) if cond else None)
        if phrase:
            candidate = _event_for(phrase, card)
            if candidate is not None:
                event, embedded = candidate, True
                if cond is None:
                    cond = phrase
    kind, why = _decide_kind(cond, body, text, event, embedded, optional, card, first)
    if kind == "continuous" and (_top_level_find(body, ";") > 0 or re.search(
            r"\b(this effect can be activated|activate this effect|you can activate)\b", text, re.I)):
        # the marks of an activated effect without an activation form the analyzer knows
        kind, why = "unanalyzed", ("the text has the marks of an activated effect (a cost or target before a semicolon, "
                                   "or 'activate this effect') but no activation wording the analyzer recognizes")
    effect.kind = kind
    if why:
        effect.note = why
    if kind == "card-activation":
        effect.optional = True
        effect.spell_speed = card.activation_speed()
        if cond is None or embedded:
            m = re.match(_ACTIVATE_WHEN.pattern + r"(?P<what>[^.]*)\.\s*(?P<rest>.*)$", text, re.I)
            if m:
                cond = text[:m.end("what")].strip()
                body = m.group("rest") or body
                ev = _event_pattern(cond, card)
                event = ev if _is_event_condition(cond, ev) else None
            elif embedded:
                event, cond = None, None
        if cond and re.match(r"^(when|if) this card (resolves|is activated)", cond, re.I):
            event = None
    elif kind in ("trigger", "trigger-like", "flip"):
        effect.spell_speed = 1
        effect.optional = optional
    elif kind in ("ignition", "ignition-like"):
        effect.spell_speed = 1
        effect.optional = True
    elif kind in ("quick", "quick-like"):
        effect.spell_speed = 2
        # a quick effect without an event is used by choice, unless worded as an order ("Negate the activation ...")
        effect.optional = optional if event is not None or re.match(r"^negate\b", body, re.I) else True
    if kind in ("quick", "quick-like") and event is not None and event.types == ["phase_entered"]:
        event = None                       # "During damage calculation: You can ...": a window to use it in, not an event
    if kind in ("trigger", "trigger-like", "quick", "quick-like", "card-activation") and event is not None:
        effect.condition = event
        effect.timing_word = _timing_word(cond, event)
    elif kind in ("trigger", "trigger-like") and cond:
        # an event the contract has no type for: the condition exists, its wording says which
        effect.condition = EventPattern(types=["other_event"])
        effect.timing_word = _timing_word(cond, effect.condition)
    if kind == "flip":
        effect.condition = EventPattern(types=["flipped_face_up"], self_card=True)
    if cond and cond != "FLIP":
        effect.condition_text = cond
    low = text.lower()
    effect.once_per_turn = bool(re.search(r"\bonce per turn\b|\bonce (each|per) turn\b", low))
    if re.search(r"\byou can only use (this|the|each|that)\b[^.]*\bonce per turn\b", low):
        effect.usage_limit = "used"
    elif re.search(r"\byou can only activate (this|the|each|that|1)\b[^.]*\b(once )?per turn\b", low):
        effect.usage_limit = "activated"
        effect.once_per_turn = True
    elif _ONCE_ONLY.search(low):
        # "One time only", "can only be used once while this card is face-up": a limit that is
        # not per turn (once_per_turn stays false); a negated activation uses it up
        once = _ONCE_ONLY.search(low)
        verb = once.group("verb") or once.group("verb2") or ""
        effect.usage_limit = "activated" if verb.startswith("activ") else "used"
    effect.damage_step = bool(re.search(r"\bdamage step\b|\bdamage calculation\b", _EXCEPT_DAMAGE_STEP.sub("", low)))
    effect.negates_summon = bool(re.search(r"\bwould (be )?(normal |flip |special )?summon(ed)?\b|"
                                           r"\bnegate the (normal |flip |special )?summon", low))
    if kind in ("continuous", "unanalyzed"):
        effect.clauses = [Clause(index=1, action=_action_of(body), text=body.rstrip(". "))] if body else []
        return effect
    body = re.sub(r"^(once per (turn|chain|duel)|during your main phase( 1| 2)?),?\s+(?=you can|you may)", "", body, flags=re.I)
    activation, resolution = _activation_parts(body)
    cost_text, cost_clauses, targets, resolution = _cost_from(activation, resolution)
    effect.cost_text = cost_text
    effect.cost_clauses = cost_clauses
    effect.targets = targets
    resolution = re.sub(r"^(you can|you may)\s+", "", resolution.strip(), flags=re.I)
    if re.match(r"^activate (this card|this effect)\s*\.?$", resolution.strip(), re.I):
        resolution = ""                   # "Activate this card by paying 1000 LP.": only a cost
    clauses, options = _clauses(resolution)
    effect.clauses = clauses
    if not effect.damage_step and not _EXCEPT_DAMAGE_STEP.search(low) and (effect.spell_speed or 1) >= 2 - (
            kind in ("trigger", "trigger-like", "flip")) and any(_damage_step_action(c) for c in clauses):
        effect.damage_step = True          # effects that change ATK/DEF or negate an activation can be used then
    if options:
        note = "the effect applies one of its bulleted options; its clauses are those options, not a sequence"
        effect.note = f"{effect.note}; {note}" if effect.note else note
    if not clauses and kind != "card-activation":
        effect.kind, effect.note = "unanalyzed", "no resolution found after the condition and cost"
    return effect


_ONCE_ONLY = re.compile(r"\bone time only\b|\bonly once per duel\b|\bonce per duel\b|"
                        r"\bcan only be (?P<verb>used|activated) once\b(?! (per|each) turn)|"
                        r"\byou can only (?P<verb2>use|activate) (this|the|each|that)\b[^.]*\bonce (while|per duel)\b")
_STATS_CHANGE = re.compile(r"\b(atk|def|attack points|defense points|atk/def|atk and def)\b", re.I)


def _damage_step_action(clause: Clause) -> bool:
    """A clause of the kinds that may be activated in the Damage Step: it changes ATK/DEF or
    negates an activation."""
    if clause.action == "negate_activation":
        return True
    return clause.action == "change_stats" and bool(_STATS_CHANGE.search(clause.text))


# ====================================================================== public API

def analyze(text: str, *, card_type: str = "monster", subtypes: tuple[str, ...] = (),
            name: str | None = None) -> list[AnalyzedEffect]:
    """The effects of a card text, in text order (see the module docstring)."""
    card = _Card(card_type, tuple(subtypes or ()), name)
    if card.normal_monster or not (text or "").strip():
        return []
    return _analyze_cached(text, card.card_type, tuple(subtypes or ()), name)


def _analyze_cached(text: str, card_type: str, subtypes: tuple[str, ...], name: str | None) -> list[AnalyzedEffect]:
    card = _Card(card_type, subtypes, name)
    effects: list[AnalyzedEffect] = []
    try:
        segments = split_effects(text, card)
    except Exception as error:  # keep the promise: bad text is reported, never raised
        return [AnalyzedEffect(number=1, text=_flat(_clean(text)), kind="unanalyzed",
                               note=f"the text could not be split into effects ({type(error).__name__})")]
    for number, (segment, marker) in enumerate(segments, start=1):
        try:
            effect = _analyze_one(number, segment, marker, card, number == 1,
                                  segments[number - 2][0] if number > 1 else None)
        except Exception as error:
            effect = AnalyzedEffect(number=number, text=segment, kind="unanalyzed",
                                    note=f"the analyzer failed on this effect ({type(error).__name__})")
        effects.append(effect)
    return effects


def analyze_card(record: dict) -> list[AnalyzedEffect]:
    """The effects of one pool card (a line of edison_cards.jsonl, optionally with
    ``psct_text`` merged in): the Edison-accurate PSCT when present, else the printed text;
    the overrides file is applied last."""
    card_type = record.get("card_type") or "monster"
    subtypes = tuple(record.get("subtypes") or ())
    name = record.get("name")
    psct = (record.get("psct_text") or "").strip()
    if psct:
        text, version = psct, "psct"
    else:
        text, version = record.get("text") or "", "printed"
    effects = analyze(text, card_type=card_type, subtypes=subtypes, name=name)
    for effect in effects:
        effect.text_version = version
    passcode = record.get("passcode")
    if passcode is not None:
        effects = apply_overrides(str(passcode), effects, text_version=version)
    return effects


@lru_cache(maxsize=1)
def _overrides() -> dict[str, list[dict]]:
    if not OVERRIDES_FILE.exists():
        return {}
    data = json.loads(OVERRIDES_FILE.read_text(encoding="utf-8"))
    table: dict[str, list[dict]] = {}
    for entry in data.get("overrides", []):
        table.setdefault(str(int(entry["passcode"])).zfill(8), []).append(entry)
    return table


def overrides_of(passcode) -> list[dict]:
    """The hand-curated override entries of one card (by passcode)."""
    code = str(passcode).strip()
    return _overrides().get(str(int(code)).zfill(8), []) if code.isdigit() else []


_OVERRIDABLE = {"kind", "optional", "timing_word", "spell_speed", "once_per_turn", "usage_limit", "condition",
                "condition_text", "cost_text", "targets", "damage_step", "negates_summon", "clauses", "cost_clauses"}


def apply_overrides(passcode: str, effects: list[AnalyzedEffect], *, text_version: str | None = None) -> list[AnalyzedEffect]:
    """The effects with the hand-curated overrides of this card applied (provenance
    ``override``, note = the override's reason). An override names the text version it was
    written for; it is skipped when the effects were read from another version."""
    entries = overrides_of(passcode)
    if not entries:
        return effects
    out = list(effects)
    for entry in entries:
        wanted_version = entry.get("text_version")
        if wanted_version and text_version and wanted_version != text_version:
            continue
        index = int(entry["effect"]) - 1
        if not 0 <= index < len(out):
            continue
        changes = {}
        for key, value in entry["set"].items():
            if key not in _OVERRIDABLE:
                continue
            if key == "condition":
                value = EventPattern(**value) if value else None
            elif key in ("clauses", "cost_clauses"):
                value = [Clause(**c) for c in value]
            changes[key] = value
        out[index] = replace(out[index], provenance="override", note=entry["why"], **changes)
    return out


def effect_to_dict(effect: AnalyzedEffect) -> dict:
    """A JSON-ready dict of one effect (empty values left out)."""
    data = asdict(effect)
    if effect.condition is None:
        data.pop("condition")
    else:
        data["condition"] = {k: v for k, v in data["condition"].items() if v not in (None, False)}
    for key in ("clauses", "cost_clauses"):
        data[key] = [{k: v for k, v in c.items() if v not in (None, False)} for c in data[key]]
        if not data[key]:
            data.pop(key)
    for key in ("usage_limit", "condition_text", "cost_text", "note", "text_version", "spell_speed"):
        if data.get(key) is None:
            data.pop(key, None)
    return data


def render_effects(effects: list[AnalyzedEffect]) -> str:
    """Readable text of analyzed effects (what ``edison-kg analyze`` prints)."""
    if not effects:
        return "no effects (a Normal Monster, or only Summoning conditions)\n"
    lines: list[str] = []
    for e in effects:
        head = f"effect {e.number}: {e.kind}"
        facts = []
        if e.kind not in ("continuous", "unanalyzed"):
            facts.append("optional" if e.optional else "mandatory")
        if e.timing_word != "none":
            facts.append(f"'{e.timing_word}'")
        if e.spell_speed:
            facts.append(f"Spell Speed {e.spell_speed}")
        if e.once_per_turn:
            facts.append("once per turn" + (f" ({e.usage_limit})" if e.usage_limit else ""))
        elif e.usage_limit:
            facts.append(f"once only ({e.usage_limit})")
        if e.targets:
            facts.append("targets")
        if e.damage_step:
            facts.append("Damage Step")
        if e.negates_summon:
            facts.append("negates a Summon")
        if e.provenance != "text-analysis":
            facts.append(e.provenance)
        lines.append(head + (" (" + ", ".join(facts) + ")" if facts else ""))
        lines.append(f"  text: {e.text}")
        if e.condition_text:
            lines.append(f"  condition: {e.condition_text}")
        if e.condition:
            c = e.condition
            bits = ["|".join(c.types)]
            if c.self_card:
                bits.append("this card")
            if c.card:
                bits.append(f"card: {c.card}")
            for label, value in (("player", c.player), ("from", c.from_zone), ("to", c.to_zone), ("cause", c.cause)):
                if value:
                    bits.append(f"{label}: {value}")
            lines.append("  event: " + "; ".join(bits))
        if e.cost_text:
            lines.append(f"  cost: {e.cost_text}  [" + ", ".join(c.action for c in e.cost_clauses) + "]")
        for c in e.clauses:
            joined = f"{c.conjunction} " if c.conjunction else ""
            lines.append(f"  {c.index}. {joined}{c.action}: {c.text}" + (" (up to)" if c.up_to else ""))
        if e.note:
            lines.append(f"  note: {e.note}")
    return "\n".join(lines) + "\n"
