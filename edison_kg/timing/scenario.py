"""Read a timing scenario (spec: docs/timing-questions.md) into checked dataclasses.

Every problem is a BadScenario whose ``where`` is the JSON path of the offending value
(``$.steps[2].activate``), so a user can find it at once.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from edison_kg.errors import BadInput, BadScenario
from edison_kg.jsontext import json_path, shown

GAMES = ("yugioh-edison", "one-piece")
PLAYERS = ("A", "B")
PHASES = {
    "yugioh-edison": ("draw", "standby", "main1", "battle", "damage_step", "main2", "end"),
    "one-piece": ("refresh", "draw", "don", "main", "end"),
}
DEFAULT_PHASE = {"yugioh-edison": "main1", "one-piece": "main"}
RULESETS = ("edison", "ocg")
EVENT_TYPES = (
    "normal_summon", "tribute_summon", "flip_summon", "special_summon", "synchro_summon",
    "fusion_summon", "ritual_summon", "set", "sent_to_gy", "destroyed", "banished",
    "added_to_hand", "discarded", "drawn", "returned_to_hand", "returned_to_deck",
    "lp_gained", "damage_inflicted", "attack_declared", "attack_negated",
    "activation_negated", "effect_negated", "flipped_face_up", "equipped",
    "control_changed", "position_changed", "targeted", "tributed", "lp_paid",
    "summon_negated", "flipped_face_down", "card_activated", "effect_activated",
    "played", "ko", "trashed", "rested", "don_attached", "life_damage",
)
ZONES = (
    "hand", "deck", "extra_deck", "field", "monster_zone", "spell_trap_zone", "field_zone",
    "graveyard", "banished", "leader_area", "character_area", "stage_area", "trash",
    "life_area", "don_area",
)
CAUSES = ("effect", "cost", "battle", "summon_material", "rule")
SUMMON_METHODS = ("normal", "tribute", "flip", "special", "synchro", "fusion", "ritual")
POSITIONS = ("attack", "defense", "face_down")


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
    path: str | None = None            # its JSON path in the scenario (None: made by the engine)


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


def read_scenario(source: str) -> dict:
    """Read scenario JSON from a file path, or standard input for ``-``."""
    import sys

    from edison_kg.timing.contract import MAX_BYTES, load_scenario_text

    try:   # never more than one byte past the limit is read: the limit's refusal says the rest
        if source == "-":
            data = getattr(sys.stdin, "buffer", sys.stdin).read(MAX_BYTES + 1)
        else:
            path = Path(source)
            if path.is_dir():
                raise BadInput("is a directory, not a scenario file", where=source)
            with path.open("rb") as stream:
                data = stream.read(MAX_BYTES + 1)
    except OSError as error:
        raise BadInput(f"cannot read the scenario: {error.strerror}", where=source) from None
    return load_scenario_text(data, where="<stdin>" if source == "-" else source)


# The parse below reads a scenario the contract's schema has passed (edison_kg.timing.contract):
# every key is known and of its type. What is checked here is what a schema cannot say: that a
# card reference names a card of `cards`, that a phase is one of its game's, that an extension
# belongs to its game.

def _expect(cond: bool, message: str, where: str) -> None:
    if not cond:
        raise BadScenario(message, where=where)


def _choice(value, allowed, where: str, what: str):
    _expect(value in allowed, f"unknown {what} {shown(value)}; expected one of: {', '.join(allowed)}", where)
    return value


def _ref(value, cards: dict, where: str) -> str:
    if value not in cards:
        known = ", ".join(ref if len(ref) <= 40 and ref.isprintable() else shown(ref) for ref in sorted(cards)[:12])
        more = ", ..." if len(cards) > 12 else ""
        raise BadScenario(f"card reference {shown(value)} is not in `cards` (known: {known}{more})", where=where)
    return value


def _n(value):
    """A whole number as the schema passes it: JSON Schema counts 2.0 as an integer."""
    return int(value) if isinstance(value, float) else value


def parse_event(raw: dict, cards: dict, where: str) -> Event:
    event = Event(event=raw["event"], player=raw.get("player"), from_zone=raw.get("from"), to_zone=raw.get("to"),
                  cause=raw.get("cause"), count=_n(raw.get("count")), amount=_n(raw.get("amount")), path=where)
    for key in ("card", "by", "target"):
        if raw.get(key) is not None:
            setattr(event, key, _ref(raw[key], cards, f"{where}.{key}"))
    if event.player is None and event.card is not None:
        event.player = cards[event.card].controller
    return event


def parse_moments(raw: list, cards: dict, where: str) -> list[list[Event]]:
    """MOMENTs: an EVENT, or a list of EVENTs that happen at the same time."""
    return [[parse_event(e, cards, f"{where}[{i}][{j}]") for j, e in enumerate(item)] if isinstance(item, list)
            else [parse_event(item, cards, f"{where}[{i}]")] for i, item in enumerate(raw)]


def parse_step(raw: dict, cards: dict, where: str, game: str) -> Step:
    kind = next(k for k in ("activate", "resolve", "summon", "events", "phase") if k in raw)  # schema: exactly one
    if kind == "activate":
        return Step(kind=kind, path=where, card=_ref(raw["activate"], cards, f"{where}.activate"),
                    effect=_n(raw.get("effect")), effect_text=raw.get("effect_text"),
                    cost=[parse_event(e, cards, f"{where}.cost[{i}]") for i, e in enumerate(raw.get("cost", []))],
                    targets=[_ref(t, cards, f"{where}.targets[{i}]") for i, t in enumerate(raw.get("targets", []))])
    if kind == "resolve":
        step = Step(kind=kind, path=where, link=_n(raw["resolve"]))
        if "events" in raw:   # {"resolve": N, "events": [...]}: what the link did
            step.moments = parse_moments(raw["events"], cards, f"{where}.events")
        return step
    if kind == "summon":
        materials = raw.get("materials", [])
        return Step(kind=kind, path=where, card=_ref(raw["summon"], cards, f"{where}.summon"),
                    method=raw.get("method", "normal"), negated=raw.get("negated", False),
                    materials=[_ref(m, cards, f"{where}.materials[{i}]") for i, m in enumerate(materials)])
    if kind == "events":
        return Step(kind=kind, path=where, moments=parse_moments(raw["events"], cards, f"{where}.events"))
    return Step(kind=kind, path=where, phase=_choice(raw["phase"], PHASES[game], f"{where}.phase", "phase"))


def parse_card(ref: str, raw: dict, where: str) -> CardRef:
    card = CardRef(ref=ref, controller=raw.get("controller", "A"), name=raw.get("name"), text=raw.get("text"),
                   owner=raw.get("owner"), zone=raw.get("zone"), position=raw.get("position"),
                   face_up=raw.get("face_up"), card_type=raw.get("card_type"), psct=raw.get("psct", False),
                   subtypes=tuple(raw.get("subtypes", ())))
    card.stats = {stat: _n(raw[stat]) for stat in ("atk", "def", "level") if stat in raw}
    return card


def parse_question(raw: dict, cards: dict, game: str) -> Question:
    where = "$.ask"
    if "can_activate" in raw:
        return Question("can_activate", card=_ref(raw["can_activate"], cards, f"{where}.can_activate"),
                        effect=_n(raw.get("effect")), effect_text=raw.get("effect_text"))
    kind = next(k for k in ("triggers", "last_thing", "resolution_order") if k in raw)   # schema: exactly one
    _expect(kind != "resolution_order" or game == "one-piece",
            "`resolution_order` is a One Piece question (game: one-piece)", where)
    return Question(kind)


def parse_scenario(raw) -> Scenario:
    """Check a scenario dict against the contract and return it as a Scenario: first its
    JSON Schema (edison_kg.timing.contract), then what a schema cannot say (card references,
    the phases of its game)."""
    from edison_kg.timing.contract import check_scenario

    check_scenario(raw)
    game = raw.get("game", "yugioh-edison")
    phase = _choice(raw.get("phase", DEFAULT_PHASE[game]), PHASES[game], "$.phase", "phase")
    cards_raw = raw.get("cards", {})
    cards = {ref: parse_card(ref, c, json_path(("cards", ref))) for ref, c in cards_raw.items()}
    for ref, c in cards_raw.items():
        if c.get("equipped_to") is not None:
            cards[ref].equipped_to = _ref(c["equipped_to"], cards, json_path(("cards", ref, "equipped_to")))
        if "resolution_events" in c:
            where = json_path(("cards", ref, "resolution_events"))
            _expect(game == "one-piece", "`resolution_events` is a One Piece extension", where)
            cards[ref].resolution_events = parse_moments(c["resolution_events"], cards, where)
    steps = [parse_step(s, cards, f"$.steps[{i}]", game) for i, s in enumerate(raw.get("steps", []))]
    question = parse_question(raw["ask"], cards, game)
    turn_player, ruleset = raw.get("turn_player", "A"), raw.get("ruleset", "edison")
    return Scenario(game, turn_player, phase, ruleset, cards, steps, question, raw)
