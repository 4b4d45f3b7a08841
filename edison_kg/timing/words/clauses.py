"""The small clause grammar, first half: a situation's items cut into clauses, and what a
clause is read into (reader.py reads it): an ``Act`` says who (a player, a card), the verb (a
lemma of the lexicon, with the Summon method), what it acts on, and the phrases around it
(targeting ..., by Tributing ..., from the GY, in response, by battle, 1000 LP, ...). A gerund
or an infinitive ("..., destroying Sangan", "to pay for Cannon Soldier's effect") is an act of
its own, kept with the act it belongs to.

Nothing here knows the game's rules: what an act makes happen is for story.py to say."""

from __future__ import annotations

from dataclasses import dataclass, field

from edison_kg.timing.words.tokens import Item

# a preposition -> the slot the nouns after it fill
SLOTS = {"on": "target", "at": "target", "onto": "target", "against": "target", "targeting": "target",
         "by": "by", "with": "with", "using": "with", "via": "with", "for": "for", "to": "to", "into": "to",
         "from": "from", "in": "in", "as": "as", "of": "of", "during": "in", "off": "from", "out of": "from",
         "under": "in", "over": "in", "through": "with", "about": "of"}
# verbs whose gerund pays an activation's cost; and those whose gerund says what it did
COST_VERBS = ("tribute", "discard", "pay", "send", "banish")
RESULT_VERBS = ("destroy", "summon", "negate", "send", "banish", "add", "draw", "return", "flip", "inflict",
                "discard", "gain", "equip", "set")
OWNER_WORDS = ("my", "your", "their", "his", "her", "our", "its")
NOUN_VERBS = ("summon", "attack", "activate", "set", "draw", "chain", "resolve", "tribute", "target")


@dataclass
class Phrase:
    """A noun phrase: a card (or a word standing for one) and what is said of it."""

    item: Item
    owner: str | None = None          # the player of a possessive before it ("my", "opp's")
    zone: str | None = None           # "in my GY", "from the hand"
    face_up: bool | None = None
    position: str | None = None
    effect: bool = False              # "X's effect"
    noun: str | None = None           # what of the card is meant: summon | attack | activation | effect
    another: bool = False             # "another", "a second", "the other"
    count: int | None = None
    used: bool = False                # the story read it as a card of a step
    ref: str | None = None            # the card it was read as (a pronoun keeps its card)

    @property
    def kind(self) -> str:
        return self.item.kind

    @property
    def text(self) -> str:
        return self.item.text


@dataclass
class Act:
    words: str = ""
    verb: str | None = None
    method: str | None = None         # the Summon method named with the verb
    card_verb: Phrase | None = None   # a card used as the verb ("opp MSTs my Call")
    subject: list[Phrase] = field(default_factory=list)
    player: str | None = None         # the subject, when a player
    objects: list[Phrase] = field(default_factory=list)
    slots: dict = field(default_factory=dict)       # slot -> [Phrase]
    zones: dict = field(default_factory=dict)       # from | to | in -> zone
    players: dict = field(default_factory=dict)     # slot -> player side ("inflicts 500 damage to me")
    passive: bool = False
    negative: bool = False
    attempt: bool = False             # "tries to Normal Summon"
    want: bool = False                # "wants to activate": asked, not done
    cause: str | None = None          # battle | effect | cost
    amount: int | None = None
    count: int | None = None
    link: int | None = None           # "CL2", "Chain Link 2"
    direct: bool = False
    response: bool = False
    phase: tuple | None = None        # (phase, whose)
    turn: str | None = None           # "on my turn": whose
    state: dict = field(default_factory=dict)       # "is face-up", "is in the GY": said of the subject
    ordinal: int | None = None        # "its second effect"
    subacts: list = field(default_factory=list)     # [(role, Act)]
    equips: list = field(default_factory=list)      # monsters said to be "equipped with" slots["equipped"]
    unread: list = field(default_factory=list)      # words not read

    def phrases(self) -> list[Phrase]:
        """Every phrase of the act and its gerunds, in no particular order."""
        out = self.subject + self.objects + [p for v in self.slots.values() for p in v]
        out += [self.card_verb] if self.card_verb else []
        for _, sub in self.subacts:
            out += sub.phrases()
        return out

    def cards(self, *slots: str) -> list[Phrase]:
        out = []
        for slot in slots:
            out += self.objects if slot == "object" else self.subject if slot == "subject" else self.slots.get(slot, [])
        return out


# ---------------------------------------------------------------- cutting clauses

def _starts_clause(items: list[Item], i: int) -> bool:
    """Does a new clause start at item ``i`` (after a conjunction or a comma)? It does when a
    verb comes next, or a subject and then a verb ("the chain resolves", "opp chains MST")."""
    subject = False
    for k in range(i, min(i + 7, len(items))):
        item = items[k]
        if item.kind == "break":
            return False
        if item.kind == "card" and item.verb_form:
            return True
        if item.kind in ("card", "unknown", "quote", "number"):
            subject = True
            continue
        if item.has("players") or item.has("pron") or item.has("player_roles") or item.has("everything"):
            nxt = items[k + 1] if k + 1 < len(items) else None
            if item.has("players") and not item.possessive and nxt is not None and nxt.kind == "card" \
                    and not nxt.possessive and item.text.lower() not in OWNER_WORDS:
                return True                                   # "and I Solemn it": a card used as the verb
            subject = True
        noun_use = k > i and items[k - 1].kind == "word" and (items[k - 1].has("det") or items[k - 1].possessive)
        if item.has("verb") and item.has("states") and k + 1 < len(items) and items[k + 1].kind != "word":
            continue                                          # "a set Mirror Force"
        if item.has("verb") and not subject and item.text.lower().endswith("ing"):
            return False                                      # ", Tributing Dupe Frog": a gerund of the clause
        if (item.has("verb") or item.has("summon_verbs") or item.has("aux") or item.has("modal")
                or item.has("wh")) and not (noun_use and item.has("verb") and not item.has("aux")):
            return True
        if item.has("verb") and noun_use:
            continue
        if not (item.has("players") or item.has("det") or item.has("pron") or item.has("states")
                or item.has("positions") or item.has("filler") or item.has("everything")
                or item.has("summon_methods") or item.has("noun")):
            return False
    return False


def split_clauses(items: list[Item]) -> list[list[Item]]:
    """Clauses: at each break, at a conjunction that starts a new clause, at a comma before
    one. A piece without a verb after a comma ("Sangan, Tomato and Witch") stays with the
    clause before it."""
    clauses: list[list[Item]] = [[]]
    for i, item in enumerate(items):
        if item.kind == "break":
            if item.value == "," or item.value == "-":
                if _starts_clause(items, i + 1) or (i + 1 < len(items) and _is_question_start(items[i + 1])):
                    clauses.append([])
                else:
                    clauses[-1].append(item)
            else:
                clauses[-1].append(item)
                clauses.append([])
            continue
        if item.kind == "word" and item.has("conj") and clauses[-1] and _has_verb(clauses[-1]) \
                and not _determiner(item, items[i + 1] if i + 1 < len(items) else None) \
                and _starts_clause(items, i + 1):
            clauses.append([item])                 # "X and Y are destroyed": no verb yet, one subject
            continue
        clauses[-1].append(item)
    return [c for c in clauses if any(i.kind != "break" for i in c)]


def _determiner(item: Item, nxt: Item | None) -> bool:
    """"against that Summon", "after that activation": "that" before a noun is no conjunction."""
    return item.text.lower() in ("that", "this") and nxt is not None and nxt.kind == "word" and (
        (nxt.has("verb") and nxt.value_of("verb") in NOUN_VERBS) or nxt.has("noun") or nxt.has("summon_methods"))


def _has_verb(clause: list[Item]) -> bool:
    return any((i.kind == "word" and (i.has("verb") or i.has("summon_verbs") or i.has("aux") or i.has("modal")))
               or (i.kind == "card" and i.verb_form) for i in clause)


def _is_question_start(item: Item) -> bool:
    return item.kind == "word" and (item.has("modal") or item.has("wh"))


def is_question(clause: list[Item]) -> bool:
    meaningful = [i for i in clause if not (i.kind == "word" and (i.has("filler") or i.has("conj")))]
    if not meaningful:
        return False
    if clause[-1].kind == "break" and clause[-1].value == "?":
        return True
    first = meaningful[0]
    return first.kind == "word" and (first.has("modal") or first.has("wh")) and not first.has("conj")
