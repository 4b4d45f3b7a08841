"""The One Piece Card Game card reader: a card's own text -> its effects, each with its
keywords, its activation timing (the event and whose it is) and what resolving it does, as
events of the scenario contract.

One Piece cards are not in the graph: a scenario card brings its text, and this is the one
place that reads it (the timing engine, edison_kg/timing/games/one_piece.py, asks only this).
The phrases are data: tables/onepiece_keywords.toml (the bracketed keywords),
tables/onepiece_timings.toml (timings written out, "When your opponent activates an Event")
and tables/onepiece_actions.toml (what an effect does), each row with an example the tests
read. Reminder text in parentheses is the rules' explanation of a keyword and is not read.

>>> [e.timing.event for e in read_one_piece("[On K.O.] Draw 1 card.")]
['ko']
>>> [(a.event, a.player, a.count) for a in read_one_piece("[On K.O.] Draw 1 card.")[0].actions]
[('drawn', 'you', 1)]
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from edison_kg.cardtext.clean import clean
from edison_kg.cardtext.tables import rows

__all__ = ["OnePieceAction", "OnePieceEffect", "OnePieceTiming", "read_one_piece", "card_kind"]

EFFECT_KINDS = ("auto", "trigger", "activate", "permanent", "replacement", "ability")


@dataclass(frozen=True)
class OnePieceTiming:
    """When an auto effect (or a [Trigger]) is activated: an event of the contract's vocabulary
    and whose it is. ``event`` None: the game names a moment the vocabulary has no event for
    (a block); such an effect is never fulfilled by a scenario."""

    text: str                          # the wording read: "[On K.O.]", "When your opponent activates an Event"
    event: str | None                  # contract event type, or "end_of_turn"
    this_card: bool = False            # the event is about the effect's own card
    player: str | None = None          # "you" | "opponent": who draws, takes damage, activates, or whose card
    card_kind: str | None = None       # "Event" | "Character": the kind of card the event is about
    outside_draw_phase: bool = False
    waits: str | None = None           # "attack": after the attacker's effects (rule 10-2-16)
    rule: str | None = None            # id of the keyword's rule node
    by_this_card: bool = False         # the event is done by the effect's own card ("this Character's attack")
    target_this: bool = False          # the event's target is the effect's own card ("is attacked"); with
                                       # this_card too, either fulfils it ("attacks or is attacked")
    from_zone: str | None = None       # any event moving a card out of this area fulfils it too ("removed from
                                       # your opponent's Life cards")
    cause: str | None = None           # the event's cause must be this ("battles and K.O.'s": battle)
    once_per_damage: bool = False      # dealing or taking damage: once for one damage processing (rule 4-6)
    card_type: str | None = None       # a type the card of the event must have ("Dressrosa"), not tracked


@dataclass(frozen=True)
class OnePieceAction:
    """One thing an effect does (as a cost or when it resolves)."""

    action: str                        # draw, ko, trash, rest, play, add_to_hand, deal_damage, power, ...
    text: str                          # the phrase read
    event: str | None = None           # the contract event it is; None: the vocabulary has none (a power change)
    card: str | None = None            # "this": the effect's own card; "other": a card the text does not identify
    player: str = "you"                # whose event, from the effect's side
    count: int | None = None           # cards or damage; None: "all" or not a number
    up_to: bool = False                # "up to": the player may choose fewer, or none (rule 8-4-4-1)
    implied: bool = False              # no player named: the effect's own player (rule 8-4-4-3)
    from_zone: str | None = None       # where the card comes from, when the text says ("from your Life cards")


@dataclass(frozen=True)
class OnePieceEffect:
    number: int                        # 1-based, text order (the contract's `effect`)
    text: str
    kind: str                          # one of EFFECT_KINDS
    keywords: tuple[str, ...] = ()     # the bracketed keywords that open it, as the table names them
    timing: OnePieceTiming | None = None
    card_activation: bool = False      # [Main] / [Counter]: the Event card's own activation (rule 8-5-2)
    turn: str | None = None            # [Your Turn] "you" / [Opponent's Turn] "opponent"
    once_per_turn: bool = False
    don: int | None = None             # [DON!! xN]
    condition: str | None = None       # an "If ..." the effect's actions depend on (not checked by the engine)
    optional: bool = False             # "you may"
    cost_text: str | None = None
    cost: tuple[OnePieceAction, ...] = ()
    actions: tuple[OnePieceAction, ...] = ()
    note: str | None = None            # what the reader could not read, and why
    # every "if ..." the actions depend on, the leading one first ("Then, if you have 1 or less Life
    # cards, play this card."; "Draw 1 card if you have 5 or less cards in your hand.")
    conditions: tuple[str, ...] = ()

    @property
    def activated_by_player(self) -> bool:
        """Is it activated by its player ([Activate: Main], [Main], [Counter]), not by an event?"""
        return self.kind == "activate"


def card_kind(effects: list[OnePieceEffect]) -> str | None:
    """The card kind its text shows: "Event" when it has an Event's own effect ([Main],
    [Counter]); None when the text does not tell (a Leader, Character or Stage)."""
    return "Event" if any(e.card_activation for e in effects) else None


# ---------------------------------------------------------------------- tables

@lru_cache(maxsize=None)
def _keywords() -> tuple[dict, ...]:
    return rows("onepiece_keywords")


@lru_cache(maxsize=None)
def _timings() -> tuple[dict, ...]:
    return rows("onepiece_timings")


@lru_cache(maxsize=None)
def _actions() -> tuple[dict, ...]:
    return rows("onepiece_actions")


def keyword_row(content: str) -> tuple[dict, re.Match] | None:
    """The keyword table's row for the text between brackets ("On K.O."), or None."""
    content = content.strip()
    for row in _keywords():
        for regex in row["regexes"]:
            match = regex.fullmatch(content)
            if match:
                return row, match
    return None


# ---------------------------------------------------------------------- splitting

_BRACKET = re.compile(r"\[([^\]]+)\]")
_LEADING = re.compile(r"\s*/?\s*\[([^\]]+)\]\s*")   # "[Main] / [Counter]": a slash joins two keywords
_PARENS = re.compile(r"\s*\([^()]*\)")
_SENTENCE_END_BEFORE_BRACKET = re.compile(r"(?<=[.)!])\s+(?=\[([^\]]+)\])")


def _split(text: str) -> list[str]:
    """The effects of a card text: one a line, and a new one where a sentence ends and an
    opening keyword follows ("... 1 card. [Trigger] ..."); a bracket that is a card's name
    ([Monkey.D.Luffy]) or stands inside a sentence opens nothing."""
    parts: list[str] = []
    for line in clean(text).split("\n"):
        start = 0
        for match in _SENTENCE_END_BEFORE_BRACKET.finditer(line):
            found = keyword_row(match.group(1))
            if found is None:
                continue
            if found[0]["role"] != "ability" or _opens_ability(line, match.end()):
                parts.append(line[start:match.start()])
                start = match.end()
        parts.append(line[start:])
    return [piece for p in parts if p.strip() for piece in _split_abilities(p.strip())]


def _split_abilities(part: str) -> list[str]:
    """A keyword ability ([Blocker], [Rush]) at the start of a part, followed straight away by
    another opening keyword, is an effect of its own: "[Blocker] [On K.O.] Play ..." is two."""
    match = _LEADING.match(part)
    found = keyword_row(match.group(1)) if match else None
    if found is None or found[0]["role"] != "ability":
        return [part]
    following = _LEADING.match(part, match.end())
    if following is None or keyword_row(following.group(1)) is None:
        return [part]
    return [part[:match.end()].strip(), *_split_abilities(part[match.end():].strip())]


def _opens_ability(line: str, pos: int) -> bool:
    """After a sentence's end, a keyword ability ([Blocker]) opens an effect of its own when
    its reminder text or the line's end follows it."""
    match = _LEADING.match(line, pos)
    after = line[match.end():] if match else ""
    return bool(match) and (after.startswith("(") or not after.strip())


def _masked(text: str) -> str:
    """The text with what stands inside brackets and parentheses blanked (same length), so
    that a colon in "[Activate: Main]" or in reminder text is not read as a cost's colon."""
    out, depth = [], 0
    for ch in text:
        if ch in "[(":
            depth += 1
            out.append(" ")
        elif ch in "])":
            depth = max(0, depth - 1)
            out.append(" ")
        else:
            out.append(" " if depth else ch)
    return "".join(out)


# ---------------------------------------------------------------------- actions

_NUMBER_WORDS = {"a": 1, "an": 1, "one": 1}


def _count(value: str | None) -> int | None:
    if value is None:
        return None
    value = value.lower()
    return int(value) if value.isdigit() else _NUMBER_WORDS.get(value)


def read_actions(text: str) -> tuple[OnePieceAction, ...]:
    """Every action phrase of a text, in text order; at one place the earlier row wins, and a
    phrase inside another one already taken is not read twice."""
    found: list[tuple[int, int, int, OnePieceAction]] = []
    for order, row in enumerate(_actions()):
        for regex in row["regexes"]:
            for match in regex.finditer(text):
                groups = match.groupdict()
                phrase = match.group(0)
                action = OnePieceAction(
                    action=row["action"], text=phrase, event=row.get("event"), card=row.get("card"),
                    player=row.get("player", "you"), count=_count(groups.get("n")),
                    up_to=bool(re.search(r"\bup to\b", phrase, re.I)), implied=row.get("implied", False),
                    from_zone=row.get("from"))
                found.append((match.start(), order, match.end(), action))
    found.sort(key=lambda f: (f[0], f[1]))
    taken: list[OnePieceAction] = []
    end = -1
    for start, _, stop, action in found:
        if start >= end:
            taken.append(action)
            end = stop
    return tuple(taken)


# ---------------------------------------------------------------------- one effect

_CONDITION = re.compile(r"^(if|while)\b[^,]*,\s*", re.I)
_MORE_CONDITIONS = re.compile(r"\b(if (?!you do\b)[^,.]*)(?=[,.]|$)", re.I)   # "If you do": the player's choice
_UNREAD_TIMING = re.compile(r"^(this effect can be activated )?(when|at the (start|end) of)\b", re.I)
_DON_COST = re.compile(r"^\s*([➀-➉①-⑩]|don!!\s*-\s*\d+)\s*", re.I)
_THEN = re.compile(r"^then,?\s*", re.I)


_CAN_BE_ACTIVATED = re.compile(r"^this effect can be activated (?=when\b)", re.I)
_SENTENCE_END = re.compile(r"\.(?=\s+[A-Z\[\"]|\s*$)")
_POSTFIX_WHEN = re.compile(r"\s(?=when\b)", re.I)
_QUOTED_TYPE = re.compile(r"[\"{]([^\"}]+)[\"}] type\b")


def _timing_row(clause: str) -> tuple[dict, re.Match] | None:
    """The timing table's row for a clause that starts with the timing, and its match."""
    for row in _timings():
        for regex in row["regexes"]:
            match = regex.search(clause)
            if match:
                return row, match
    return None


def _timing(row: dict, text: str) -> OnePieceTiming:
    quoted = _QUOTED_TYPE.search(text)
    return OnePieceTiming(
        text=text, event=row["event"], this_card=row.get("this_card", False), player=row.get("player"),
        card_kind=row.get("card_kind"), outside_draw_phase=row.get("outside_draw_phase", False),
        by_this_card=row.get("by_this_card", False), target_this=row.get("target_this", False),
        from_zone=row.get("from"), cause=row.get("cause"), once_per_damage=row.get("once_per_damage", False),
        card_type=quoted.group(1) if quoted else None)


def _sentence_end(text: str, start: int) -> int:
    match = _SENTENCE_END.search(text, start)
    return match.start() if match else len(text)


def _timing_of(body: str) -> tuple[OnePieceTiming | None, str]:
    """A timing written out instead of a keyword (rule 8-1-3-1-1), and the body without it. It
    stands at the start ("When X, draw 1 card."), as a sentence of its own ("This effect can be
    activated when X. Draw 1 card."), after a cost ("You may rest this Character: When X, ..."),
    or after the effect ("Draw 1 card when X.")."""
    found = _timing_row(body)
    if found:
        row, match = found
        clause_end = body.find(",", match.end())
        rest = body[clause_end + 1:] if clause_end >= 0 else body[match.end():]
        return _timing(row, body[:clause_end] if clause_end >= 0 else match.group(0)), rest.strip()
    opening = _CAN_BE_ACTIVATED.match(body)
    if opening:
        found = _timing_row(body[opening.end():])
        if found:
            end = _sentence_end(body, opening.end())
            return _timing(found[0], body[:end]), body[end + 1:].strip()
    colon = _masked(body).find(":")
    if colon >= 0:
        timing, rest = _timing_of(body[colon + 1:].strip())
        if timing is not None:
            return timing, f"{body[:colon].strip()}: {rest}"
    for when in _POSTFIX_WHEN.finditer(body):
        end = _sentence_end(body, when.end())
        found = _timing_row(body[when.end():end])
        if found and found[1].end() == end - when.end() and read_actions(body[:when.start()]):
            return _timing(found[0], body[when.end():end]), (body[:when.start()] + body[end:]).strip()
    return None, body


def read_effect(number: int, text: str) -> OnePieceEffect:
    """One effect's text read whole: its opening keywords, timing, cost and actions."""
    keywords: list[str] = []
    kind = None
    timing = None
    card_activation = False
    turn = None
    once = False
    don = None
    notes: list[str] = []
    rest = text
    while True:
        match = _LEADING.match(rest)
        if not match:
            break
        found = keyword_row(match.group(1))
        if found is None:
            break  # a card's name ([Monkey.D.Luffy]) or a keyword the tables do not know
        row, keyword_match = found
        keywords.append(row["keyword"] + (keyword_match.group("n") if row["role"] == "don" else ""))
        role = row["role"]
        if role in ("timing", "trigger"):
            kind = kind or ("trigger" if role == "trigger" else "auto")
            if timing is None or timing.event is None:    # "[When Attacking]/[On Block]": the one with an event
                timing = OnePieceTiming(text=f"[{match.group(1).strip()}]", event=row.get("event"),
                                        this_card=row.get("this_card", False), player=row.get("player"),
                                        waits=row.get("waits"), rule=row.get("rule"))
            if row.get("event") is None:
                notes.append(f"[{row['keyword']}] names a moment that no event of the scenario contract stands for")
        elif role == "activate":
            kind = "activate"
            card_activation = row.get("card_activation", False)
        elif role == "turn":
            turn = row["turn"]
        elif role == "limit":
            once = True
        elif role == "don":
            don = int(keyword_match.group("n"))
        elif role == "ability":
            kind = kind or "ability"
        rest = rest[match.end():]
    body = _PARENS.sub("", rest).strip()           # reminder text explains a keyword; it does nothing
    if kind == "ability" and body:
        kind = None                                # "[Blocker] ... This Character gains ..." reads on
    if kind is None:
        timing, body = _timing_of(body)
        if timing is not None:
            kind = "auto"
        elif re.search(r"\bwould\b", body, re.I) and re.search(r"\binstead\b", body, re.I):
            kind = "replacement"
        elif _UNREAD_TIMING.match(body):
            kind = "auto"                          # a timing all the same (rule 8-1-3-1-1), never fulfilled
            end = min(i for i in (body.find(","), _sentence_end(body, 0)) if i >= 0)
            timing = OnePieceTiming(text=body[:end], event=None)
            notes.append("a written-out timing the timing table does not read: no event of the scenario fulfils it")
            body = body[end + 1:].strip()
        else:
            kind = "ability" if not body and keywords else "permanent"
    cost_text = None
    cost: tuple[OnePieceAction, ...] = ()
    masked = _masked(body)
    colon = masked.find(":")
    if colon >= 0 and kind in ("activate", "auto", "trigger"):
        cost_text = body[:colon].strip()
        body = body[colon + 1:].strip()
        cost = read_actions(_DON_COST.sub("", cost_text))
    condition = None
    match = _CONDITION.match(body)
    if match and kind != "replacement":
        condition = body[:match.end()].strip().rstrip(",")
        body = body[match.end():]
    body = _THEN.sub("", body)
    conditions = ((condition,) if condition else ()) + (
        tuple(m.group(1).strip() for m in _MORE_CONDITIONS.finditer(body)) if kind != "replacement" else ())
    actions = read_actions(body) if kind != "replacement" else ()
    optional = bool(re.search(r"\byou may\b", f"{cost_text or ''} {body}", re.I))
    if kind in ("auto", "trigger", "activate") and not actions and body:
        notes.append("no action of the phrase table in its text")
    return OnePieceEffect(number=number, text=text, kind=kind, keywords=tuple(keywords), timing=timing,
                          card_activation=card_activation, turn=turn, once_per_turn=once, don=don,
                          condition=condition, optional=optional, cost_text=cost_text, cost=cost,
                          actions=actions, note="; ".join(notes) or None, conditions=conditions)


@lru_cache(maxsize=4096)
def _read(text: str) -> tuple[OnePieceEffect, ...]:
    return tuple(read_effect(number, part) for number, part in enumerate(_split(text), start=1))


def read_one_piece(text: str) -> list[OnePieceEffect]:
    """The effects of a One Piece card text, in text order. Never raises on a text: what it
    cannot read is kept with a ``note``."""
    if not isinstance(text, str) or not text.strip():
        return []
    return list(_read(text))
