"""Read a timing scenario (spec: docs/timing-questions.md) into checked dataclasses.

Every problem is a BadScenario whose ``where`` is the JSON path of the offending value
(``$.steps[2].activate``), so a user can find it at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from edison_kg.errors import BadInput, BadScenario
from edison_kg.jsontext import json_path, shown
from edison_kg.timing import contract
from edison_kg.vocab import schemes

# the contract's lists: the ontology's concept schemes (edison_kg.vocab.schemes), as the engine reads them
GAMES = schemes.GAMES
PLAYERS = schemes.SCENARIO_PLAYERS
PHASES = schemes.PHASES
DEFAULT_PHASE = {"yugioh-edison": "main1", "one-piece": "main"}
RULESETS = tuple(contract.RULESETS)
EVENT_TYPES = contract.EVENT_TYPES
ZONES = schemes.ZONES
CAUSES = schemes.CAUSES
SUMMON_METHODS = schemes.SUMMON_METHODS
POSITIONS = schemes.POSITIONS


# where a card goes by the event itself (the scenario may say otherwise with "to")
EVENT_DESTINATIONS = {
    "special_summon": "monster_zone", "normal_summon": "monster_zone", "tribute_summon": "monster_zone",
    "flip_summon": "monster_zone", "synchro_summon": "monster_zone", "fusion_summon": "monster_zone",
    "ritual_summon": "monster_zone", "destroyed": "graveyard", "banished": "banished", "sent_to_gy": "graveyard",
    "added_to_hand": "hand", "drawn": "hand", "discarded": "graveyard", "returned_to_hand": "hand",
    "returned_to_deck": "deck", "tributed": "graveyard",
}


@dataclass
class CardRef:
    ref: str
    controller: str
    name: str | None = None
    text: str | None = None
    owner: str | None = None
    zone: str | None = None
    position: str | None = None
    face_up: bool | None = None
    card_type: str | None = None      # for cards that bring their own text
    subtypes: tuple[str, ...] = ()
    psct: bool = False                # its text is an Edison-accurate PSCT
    stats: dict = field(default_factory=dict)
    equipped_to: str | None = None    # the monster an Equip Card (or equipped Union) is equipped to
    resolution_events: list | None = None   # one-piece extension: what its effect does when it resolves
    # counters on it at the start, by kind as the scenario names it ({"Spell Counter": 2})
    counters: dict = field(default_factory=dict)


@dataclass
class Event:
    event: str
    card: str | None = None
    player: str | None = None
    from_zone: str | None = None
    to_zone: str | None = None
    cause: str | None = None
    by: str | None = None
    count: int | None = None
    amount: int | None = None
    target: str | None = None
    summon: str | None = None          # engine-made: the Summon a "summon_attempted" event is about
    face_down: bool = False            # engine-made: the card arrives face-down (Special Summoned in face-down Defense Position)
    position: str | None = None        # the battle position a Summoned card arrives in (attack | defense | face_down)
    side: str | None = None            # engine-made: the player whose side a Summon puts it on, when not the summoner's
    path: str | None = None            # its JSON path in the scenario (None: made by the engine)

    def copy(self) -> "Event":
        """Its own copy, for the engine to fill in as it plays (the scenario's step stays as written); shallow, and
        cheaper than copy.copy, which an answer does a few times."""
        twin = object.__new__(Event)
        twin.__dict__.update(self.__dict__)
        return twin


Moment = list  # list[Event]: events that happen at the same time


@dataclass
class Step:
    kind: str                          # activate | resolve | summon | events | phase
    path: str                          # JSON path, for error messages
    card: str | None = None
    effect: int | None = None
    effect_text: str | None = None
    cost: list[Event] = field(default_factory=list)
    targets: list[str] = field(default_factory=list)
    link: int | None = None
    moments: list[list[Event]] | None = None
    method: str | None = None
    materials: list[str] = field(default_factory=list)
    negated: bool = False
    phase: str | None = None


@dataclass
class Question:
    kind: str                          # can_activate | triggers | last_thing | resolution_order
    card: str | None = None
    effect: int | None = None
    effect_text: str | None = None


@dataclass
class Scenario:
    game: str
    turn_player: str
    phase: str
    ruleset: str
    cards: dict[str, CardRef]
    steps: list[Step]
    question: Question
    raw: dict
    # each player's Life Points at the start, as the scenario states them (a player it
    # names none for starts with 8000, the duel's start, and the answer says so when it rests on it)
    life_points: dict = field(default_factory=dict)
    # "absent": the cards it names in a hand, Graveyard, banished pile or side of the field are
    # all there are (timing/closed_places.py); "open": it names only the cards it is about (told in words)
    unnamed_cards: str = "absent"


def read_scenario(source: str) -> dict:
    """Read scenario JSON from a file path, or standard input for ``-``."""
    import sys

    try:   # never more than one byte past the limit is read: the limit's refusal says the rest
        if source == "-":
            data = getattr(sys.stdin, "buffer", sys.stdin).read(contract.MAX_BYTES + 1)
        else:
            path = Path(source)
            if path.is_dir():
                raise BadInput("is a directory, not a scenario file", where=source)
            with path.open("rb") as stream:
                data = stream.read(contract.MAX_BYTES + 1)
    except OSError as error:
        raise BadInput(f"cannot read the scenario: {error.strerror}", where=source) from None
    return contract.load_scenario_text(data, where="<stdin>" if source == "-" else source)


# The parse below reads the values the contract's model has passed (edison_kg.timing.contract):
# every key is known and of its type, a whole number is an int. What is checked here is what a
# schema cannot say: that a card reference names a card of `cards`, that a phase is one of its
# game's, that an extension belongs to its game.

def _expect(cond: bool, message: str, where: str) -> None:
    if not cond:
        raise BadScenario(message, where=where)


def _choice(value, allowed, where: str, what: str):
    if value not in allowed:
        raise BadScenario(f"unknown {what} {shown(value)}; expected one of: {', '.join(allowed)}", where=where)
    return value


def _ref(value, cards: dict, where: str, *more) -> str:
    """``value`` when it names a card of ``cards``; the path is ``where`` with ``more`` added."""
    if value not in cards:
        where += "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in more)
        known = ", ".join(ref if len(ref) <= 40 and ref.isprintable() else shown(ref) for ref in sorted(cards)[:12])
        more = ", ..." if len(cards) > 12 else ""
        raise BadScenario(f"card reference {shown(value)} is not in `cards` (known: {known}{more})", where=where)
    return value


def parse_event(raw: dict, cards: dict, where: str, by_card: bool = True) -> Event:
    """An EVENT; with no `player`, its card's player: the card's stated controller (``by_card``), else left for the
    duel to give as it happens, the card's controller then (Yu-Gi-Oh!: rule state-event-player-is-its-controller-then)."""
    get = raw.get
    card, by, target = get("card"), get("by"), get("target")   # references are checked in this order
    if card is not None:
        _ref(card, cards, where, "card")
    if by is not None:
        _ref(by, cards, where, "by")
    if target is not None:
        _ref(target, cards, where, "target")
    player = get("player")
    if by_card and player is None and card is not None:
        player = cards[card].controller
    return Event(raw["event"], card, player, get("from"), get("to"), get("cause"), by, get("count"), get("amount"),
                 target, position=get("position"), path=where)


def parse_moments(raw: list, cards: dict, where: str, by_card: bool = True) -> list[list[Event]]:
    """MOMENTs: an EVENT, or a list of EVENTs that happen at the same time."""
    return [[parse_event(e, cards, f"{where}[{i}][{j}]", by_card) for j, e in enumerate(item)] if isinstance(item, list)
            else [parse_event(item, cards, f"{where}[{i}]", by_card)] for i, item in enumerate(raw)]


def _cost_events(raw: list, cards: dict, where: str, by_card: bool) -> list:
    """A cost's events; a list of events inside it is the same (a cost is paid at once: round 184)."""
    return [parse_event(event, cards, f"{where}[{i}][{j}]" if isinstance(moment, list) else f"{where}[{i}]", by_card)
            for i, moment in enumerate(raw) for j, event in enumerate(moment if isinstance(moment, list) else [moment])]


def parse_step(raw: dict, cards: dict, where: str, game: str) -> Step:
    by_card = game != "yugioh-edison"      # a Yu-Gi-Oh! event's player is given as it happens (timing/state.py)
    for kind in contract.STEP_KINDS:   # the model: exactly one (events may go with resolve, which comes first)
        if kind in raw:
            break
    if kind == "activate":
        return Step(kind=kind, path=where, card=_ref(raw["activate"], cards, where, "activate"),
                    effect=raw.get("effect"), effect_text=raw.get("effect_text"),
                    cost=_cost_events(raw.get("cost", ()), cards, f"{where}.cost", by_card),
                    targets=[_ref(t, cards, where, "targets", i) for i, t in enumerate(raw.get("targets", ()))])
    if kind == "resolve":
        step = Step(kind=kind, path=where, link=raw["resolve"])
        if "events" in raw:   # {"resolve": N, "events": [...]}: what the link did
            step.moments = parse_moments(raw["events"], cards, f"{where}.events", by_card)
        return step
    if kind == "summon":
        return Step(kind=kind, path=where, card=_ref(raw["summon"], cards, where, "summon"),
                    method=raw.get("method", "normal"), negated=raw.get("negated", False),
                    materials=[_ref(m, cards, where, "materials", i) for i, m in enumerate(raw.get("materials", ()))])
    if kind == "events":
        return Step(kind=kind, path=where, moments=parse_moments(raw["events"], cards, f"{where}.events", by_card))
    return Step(kind=kind, path=where, phase=_choice(raw["phase"], PHASES[game], f"{where}.phase", "phase"))


def parse_card(ref: str, raw: dict, where: str) -> CardRef:
    # a card whose owner is named and whose controller is not is its owner's (the natural reading)
    get = raw.get
    owner = get("owner")
    stats = {}
    for stat in ("atk", "def", "level"):
        if stat in raw:
            stats[stat] = raw[stat]
    return CardRef(ref, get("controller", owner or "A"), get("name"), get("text"), owner, get("zone"),
                   get("position"), get("face_up"), get("card_type"), tuple(raw["subtypes"]) if "subtypes" in raw else (),
                   get("psct", False), stats, counters=dict(get("counters", ())))


def parse_question(raw: dict, cards: dict, game: str) -> Question:
    where = "$.ask"
    if "can_activate" in raw:
        return Question("can_activate", card=_ref(raw["can_activate"], cards, where, "can_activate"),
                        effect=raw.get("effect"), effect_text=raw.get("effect_text"))
    for kind in contract.QUESTIONS:   # the model: exactly one
        if kind in raw:
            break
    _expect(kind != "resolution_order" or game == "one-piece",
            "`resolution_order` is a One Piece question (game: one-piece)", where)
    return Question(kind)


def parse_scenario(raw) -> Scenario:
    """Check a scenario against the contract and return it as a Scenario: first the contract's
    model (edison_kg.timing.contract), then what a schema cannot say (card references, the
    phases of its game)."""
    data = contract.check_scenario(raw)
    game = data.get("game", "yugioh-edison")
    phase = _choice(data.get("phase", DEFAULT_PHASE[game]), PHASES[game], "$.phase", "phase")
    cards_data = data.get("cards", {})
    cards = {ref: parse_card(ref, c, "") for ref, c in cards_data.items()}
    for ref, c in cards_data.items():
        if c.get("equipped_to") is not None:
            cards[ref].equipped_to = _ref(c["equipped_to"], cards, json_path(("cards", ref, "equipped_to")))
        if "resolution_events" in c:
            where = json_path(("cards", ref, "resolution_events"))
            _expect(game == "one-piece", "`resolution_events` is a One Piece extension", where)
            cards[ref].resolution_events = parse_moments(c["resolution_events"], cards, where)
    steps = [parse_step(s, cards, f"$.steps[{i}]", game) for i, s in enumerate(data.get("steps", ()))]
    question = parse_question(data["ask"], cards, game)
    turn_player, ruleset = data.get("turn_player", "A"), data.get("ruleset", "edison")
    _expect("life_points" not in data or game == "yugioh-edison",
            "`life_points` is a Yu-Gi-Oh! scenario's key: a One Piece scenario has no Life Points", "$.life_points")
    return Scenario(game, turn_player, phase, ruleset, cards, steps, question, raw,
                    life_points=dict(data.get("life_points", {})), unnamed_cards=data.get("unnamed_cards", "absent"))
