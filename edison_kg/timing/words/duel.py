"""What a situation told so far: its cards (each a reference of the scenario), who the players
are, whose turn it is, and the notes on how each part was read. ``scenario()`` writes it out
in the contract's form (docs/timing-questions.md), with the facts the sentence left out taken
by default and each default said in a note.

Players are kept by the words that named them ("me", "opponent", "A", "B", the turn player)
until the end, where they become the contract's A and B."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from edison_kg.errors import BadInput
from edison_kg.timing.cards import CardInfo, load_card
from edison_kg.timing.words.names import CardMention

SIDES = ("me", "opponent", "A", "B", "turn_player", "non_turn_player")
OTHER = {"me": "opponent", "opponent": "me", "A": "B", "B": "A", "turn_player": "non_turn_player",
         "non_turn_player": "turn_player"}
SAID = {"me": "me", "opponent": "my opponent", "A": "player A", "B": "player B",
        "turn_player": "the turn player", "non_turn_player": "the non-turn player"}
STAYING = ("Continuous", "Equip", "Field")
MAX_CARDS_KEPT = 2048         # card infos kept per backend
SMALL_WORDS = ("a", "an", "the", "of", "from", "to", "and", "in", "on")


@dataclass
class Note:
    """How one part of the situation was read, in plain words."""

    kind: str      # card | player | turn | phase | step | default | question | not-read
    words: str     # the words of the situation it is about
    text: str      # how it was read, or what was taken by default

    def to_dict(self) -> dict:
        return {"kind": self.kind, "words": self.words, "text": self.text}


@dataclass
class Card:
    ref: str
    name: str
    iri: str | None
    card_type: str                    # monster | spell | trap
    info: CardInfo | None
    controller: str | None = None     # a side
    zone: str | None = None           # at the start
    face_up: bool | None = None
    position: str | None = None
    text: str | None = None           # its own text (a card not in the graph)
    first_use: str | None = None      # the first thing the situation does with it
    now: str | None = None            # where it is after the steps so far
    on_chain: bool = False
    equipped_to: str | None = None

    @property
    def subtypes(self) -> tuple:
        return self.info.subtypes if self.info else ()

    def has_subtype(self, word: str) -> bool:
        return any(word in s for s in self.subtypes)


def card_info(backend, iri: str) -> CardInfo:
    """The engine's reading of a card (its type, subtypes, effects), kept per backend."""
    kept = backend.cache.setdefault("words-card-info", {})
    info = kept.get(iri)
    if info is None:
        if len(kept) >= MAX_CARDS_KEPT:
            kept.clear()
        info = kept[iri] = load_card(backend, iri)
    return info


@dataclass
class Duel:
    backend: object
    game: str = "yugioh-edison"
    cards: dict = field(default_factory=dict)         # ref -> Card
    steps: list = field(default_factory=list)
    notes: list = field(default_factory=list)
    chain: list = field(default_factory=list)         # refs of the open Chain Links, Link 1 first
    start_phase: str | None = None
    phase: str | None = None
    turn: list = field(default_factory=list)          # (strength, order, side, why)
    sides_used: set = field(default_factory=set)
    last_card: str | None = None
    mentions: list = field(default_factory=list)      # card refs in the order they were named
    opposed: list = field(default_factory=list)       # (attacker, the monster it battled): never one player's
    last_summon: dict | None = None
    battle: tuple | None = None                       # (attacker ref, target ref or None)
    last_subject: str | None = None                   # the side that acted last

    def note(self, kind: str, words: str, text: str) -> None:
        if not any(n.kind == kind and n.text == text for n in self.notes):
            self.notes.append(Note(kind, words, text))

    # ------------------------------------------------------------ cards

    def card(self, mention: CardMention, owner: str | None, another: bool, words: str) -> str:
        """The reference of the card a mention names: the same card as before when its name
        (and its controller, when said) match, a new one when "another" or a second copy."""
        if owner:
            self.side(owner)
        same = [c for c in self.cards.values() if c.iri == mention.iri and mention.iri is not None]
        fitting = [c for c in same if owner is None or c.controller in (None, owner)]
        if fitting and not another:
            card = fitting[-1]
            if owner and card.controller is None:
                card.controller = owner
        else:
            info = card_info(self.backend, mention.iri)
            card = Card(self._new_ref(mention.name), mention.name, mention.iri, info.card_type, info,
                        controller=owner)
            self.cards[card.ref] = card
            if mention.how not in ("name", "quoted", "exact"):
                how = "nickname" if mention.how == "nickname" else {
                    "prefix": "the start of its name", "words": "words of its name", "initials": "its initials",
                    "contains": "part of its name", "fuzzy": "a misspelling of its name"}.get(mention.how, mention.how)
                self.note("card", mention.written, f"{mention.written!r} is read as {mention.name} ({how})")
        self.mentioned(card.ref)
        return card.ref

    def mentioned(self, ref: str) -> None:
        self.last_card = ref
        self.mentions.append(ref)

    def last_of(self, card_type: str, exclude: tuple = ()) -> str | None:
        return next((r for r in reversed(self.mentions) if self.cards[r].card_type == card_type
                     and r not in exclude), None)

    def custom(self, name: str, text: str | None, owner: str | None) -> str:
        """A card of a game the graph does not hold (One Piece): named as written, with the text
        quoted after its name."""
        found = next((c for c in self.cards.values() if c.name.lower() == name.lower()), None)
        if found is None:
            if not text:
                raise BadInput(f"{name!r}: a One Piece card brings its own text; write it in quotes after its "
                               f"name ({name} \"[On K.O.] Draw 1 card.\")")
            found = Card(self._new_ref(name), name, None, "character", None, controller=self.side(owner), text=text)
            self.cards[found.ref] = found
        elif owner and found.controller is None:
            found.controller = self.side(owner)
        self.mentioned(found.ref)
        return found.ref

    def stand_in(self, words: str, owner: str | None) -> str:
        card = Card(self._new_ref(words), words, None, "monster", None, controller=self.side(owner),
                    text="A monster the situation does not name.")
        self.cards[card.ref] = card
        self.mentioned(card.ref)
        return card.ref

    def _new_ref(self, name: str) -> str:
        parts = re.findall(r"[a-z0-9]+", name.lower())
        base = "_".join([w for w in parts if w not in SMALL_WORDS][:3] or parts[:3]) or "card"
        ref, n = base, 2
        while ref in self.cards:
            ref, n = f"{base}_{n}", n + 1
        return ref

    def used(self, ref: str, how: str) -> None:
        card = self.cards[ref]
        if card.first_use is None:
            card.first_use = how

    def place(self, ref: str, zone: str | None = None, face_up: bool | None = None,
              position: str | None = None) -> None:
        """What the situation says of where a card is, before anything happened to it."""
        card = self.cards[ref]
        if card.first_use is not None and card.now is not None:
            return
        if zone:
            card.zone = card.zone or zone
            card.now = card.now or zone
        if face_up is not None and card.face_up is None:
            card.face_up = face_up
        if position and card.position is None:
            card.position = position
            if position == "face_down" and card.face_up is None:
                card.face_up = False

    # ------------------------------------------------------------ players

    def side(self, side: str | None) -> str | None:
        if side:
            self.sides_used.add(side)
        return side

    def turn_is(self, side: str | None, strength: int, why: str) -> None:
        """Evidence of whose turn it is: 3 said outright, 2 a thing only the turn player does,
        1 the first player to act."""
        if side:
            self.turn.append((strength, len(self.turn), side, why))

    def controller(self, ref: str) -> str | None:
        return self.cards[ref].controller

    def set_controller(self, ref: str, side: str | None, why: str | None = None) -> None:
        card = self.cards[ref]
        if side and card.controller is None:
            card.controller = self.side(side)
            if why:
                self.note("default", card.name, f"{card.name} is taken to be {SAID.get(side, side)}'s: {why}")

    # ------------------------------------------------------------ steps

    def step(self, step: dict) -> dict:
        self.steps.append(step)
        return step

    def link_of(self, ref: str) -> int | None:
        """The Chain Link number of the card's last open link (1-based)."""
        for i in range(len(self.chain) - 1, -1, -1):
            if self.chain[i] == ref:
                return i + 1
        return None

    def checked_card(self, ref: str | None, words: str) -> str:
        if ref is None:
            raise BadInput(f"cannot tell which card {words!r} means")
        return ref
