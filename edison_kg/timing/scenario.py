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


def _expect(cond: bool, message: str, where: str) -> None:
    if not cond:
        raise BadScenario(message, where=where)


def _choice(value, allowed, where: str, what: str):
    _expect(value in allowed, f"unknown {what} {value!r}; expected one of: {', '.join(allowed)}", where)
    return value


def _ref(value, cards: dict, where: str) -> str:
    _expect(isinstance(value, str), "a card reference must be a string", where)
    known = ", ".join(ref if len(ref) <= 40 and ref.isprintable() else shown(ref) for ref in sorted(cards)[:12]) + (", ..." if len(cards) > 12 else "")
    _expect(value in cards, f"card reference {shown(value)} is not in `cards` (known: {known})", where)
    return value


def _int(value, where: str, minimum: int = 1) -> int:
    _expect(isinstance(value, int) and not isinstance(value, bool) and value >= minimum,
            f"expected a whole number >= {minimum}, got {value!r}", where)
    return value


def parse_event(raw, cards: dict, where: str, game: str) -> Event:
    _expect(isinstance(raw, dict), "an event must be an object like {\"event\": TYPE, ...}", where)
    _expect("event" in raw, "an event needs the key \"event\"", where)
    known = {"event", "card", "player", "from", "to", "cause", "by", "count", "amount", "target"}
    extra = sorted(set(raw) - known)
    _expect(not extra, f"unknown key(s) {', '.join(extra)} in an event", where)
    kind = _choice(raw["event"], EVENT_TYPES, f"{where}.event", "event type")
    event = Event(event=kind)
    if "card" in raw and raw["card"] is not None:
        event.card = _ref(raw["card"], cards, f"{where}.card")
    if "by" in raw and raw["by"] is not None:
        event.by = _ref(raw["by"], cards, f"{where}.by")
    if "target" in raw and raw["target"] is not None:
        event.target = _ref(raw["target"], cards, f"{where}.target")
    if "player" in raw:
        event.player = _choice(raw["player"], PLAYERS, f"{where}.player", "player")
    if "from" in raw:
        event.from_zone = _choice(raw["from"], ZONES, f"{where}.from", "zone")
    if "to" in raw:
        event.to_zone = _choice(raw["to"], ZONES, f"{where}.to", "zone")
    if "cause" in raw:
        event.cause = _choice(raw["cause"], CAUSES, f"{where}.cause", "cause")
    if "count" in raw:
        event.count = _int(raw["count"], f"{where}.count")
    if "amount" in raw:
        event.amount = _int(raw["amount"], f"{where}.amount", minimum=0)
    if event.player is None and event.card is not None:
        event.player = cards[event.card].controller
    return event


def parse_moments(raw, cards: dict, where: str, game: str) -> list[list[Event]]:
    _expect(isinstance(raw, list), "`events` must be a list of moments", where)
    moments = []
    for i, item in enumerate(raw):
        path = f"{where}[{i}]"
        if isinstance(item, list):
            _expect(item != [], "a moment must hold at least one event", path)
            moments.append([parse_event(e, cards, f"{path}[{j}]", game) for j, e in enumerate(item)])
        else:
            moments.append([parse_event(item, cards, path, game)])
    return moments


def _effect_selector(raw: dict, where: str) -> tuple[int | None, str | None]:
    effect = raw.get("effect")
    effect_text = raw.get("effect_text")
    _expect(not (effect is not None and effect_text is not None),
            "give either `effect` or `effect_text`, not both", where)
    if effect is not None:
        effect = _int(effect, f"{where}.effect")
    if effect_text is not None:
        _expect(isinstance(effect_text, str) and effect_text.strip() != "",
                "`effect_text` must be a non-empty string", f"{where}.effect_text")
    return effect, effect_text


def parse_step(raw, cards: dict, where: str, game: str) -> Step:
    _expect(isinstance(raw, dict), "a step must be an object", where)
    kinds = [k for k in ("activate", "resolve", "summon", "events", "phase") if k in raw]
    if "resolve" in kinds and "events" in kinds:  # {"resolve": N, "events": [...]}: what the link did
        kinds.remove("events")
    _expect(len(kinds) == 1,
            "a step must have exactly one of: activate, resolve, summon, events, phase", where)
    kind = kinds[0]
    if kind == "activate":
        effect, effect_text = _effect_selector(raw, where)
        cost = raw.get("cost", [])
        _expect(isinstance(cost, list), "`cost` must be a list of events", f"{where}.cost")
        targets = raw.get("targets", [])
        _expect(isinstance(targets, list), "`targets` must be a list of card references", f"{where}.targets")
        return Step(
            kind=kind, path=where, card=_ref(raw["activate"], cards, f"{where}.activate"),
            effect=effect, effect_text=effect_text,
            cost=[parse_event(e, cards, f"{where}.cost[{i}]", game) for i, e in enumerate(cost)],
            targets=[_ref(t, cards, f"{where}.targets[{i}]") for i, t in enumerate(targets)],
        )
    if kind == "resolve":
        step = Step(kind=kind, path=where, link=_int(raw["resolve"], f"{where}.resolve"))
        if "events" in raw:
            step.moments = parse_moments(raw["events"], cards, f"{where}.events", game)
        return step
    if kind == "summon":
        method = _choice(raw.get("method", "normal"), SUMMON_METHODS, f"{where}.method", "Summon method")
        materials = raw.get("materials", [])
        _expect(isinstance(materials, list), "`materials` must be a list of card references", f"{where}.materials")
        negated = raw.get("negated", False)
        _expect(isinstance(negated, bool), "`negated` must be true or false", f"{where}.negated")
        return Step(kind=kind, path=where, card=_ref(raw["summon"], cards, f"{where}.summon"), method=method,
                    materials=[_ref(m, cards, f"{where}.materials[{i}]") for i, m in enumerate(materials)],
                    negated=negated)
    if kind == "events":
        return Step(kind=kind, path=where, moments=parse_moments(raw["events"], cards, f"{where}.events", game))
    return Step(kind=kind, path=where, phase=_choice(raw["phase"], PHASES[game], f"{where}.phase", "phase"))


def parse_card(ref: str, raw, where: str, game: str) -> CardRef:
    _expect(isinstance(raw, dict), "a card must be an object with `name` or `text`", where)
    _expect("name" in raw or "text" in raw, "a card needs a `name` (a card in the graph) or its own `text`", where)
    controller = _choice(raw.get("controller", "A"), PLAYERS, f"{where}.controller", "player")
    card = CardRef(ref=ref, controller=controller, name=raw.get("name"), text=raw.get("text"))
    if card.name is not None:
        _expect(isinstance(card.name, str) and card.name.strip() != "", "`name` must be a non-empty string", f"{where}.name")
    if card.text is not None:
        _expect(isinstance(card.text, str) and card.text.strip() != "", "`text` must be a non-empty string", f"{where}.text")
    if "owner" in raw:
        card.owner = _choice(raw["owner"], PLAYERS, f"{where}.owner", "player")
    if "zone" in raw:
        card.zone = _choice(raw["zone"], ZONES, f"{where}.zone", "zone")
    if "position" in raw:
        card.position = _choice(raw["position"], POSITIONS, f"{where}.position", "position")
    if "face_up" in raw:
        _expect(isinstance(raw["face_up"], bool), "`face_up` must be true or false", f"{where}.face_up")
        card.face_up = raw["face_up"]
    if "psct" in raw:
        _expect(isinstance(raw["psct"], bool), "`psct` must be true or false", f"{where}.psct")
        _expect(card.text is not None, "`psct` says how a card's own `text` is written: give the `text` too",
                f"{where}.psct")
        card.psct = raw["psct"]
    if "card_type" in raw:
        card.card_type = _choice(raw["card_type"], ("monster", "spell", "trap"), f"{where}.card_type", "card type")
    if "subtypes" in raw:
        _expect(isinstance(raw["subtypes"], list), "`subtypes` must be a list of strings", f"{where}.subtypes")
        card.subtypes = tuple(raw["subtypes"])
    for stat in ("atk", "def", "level"):
        if stat in raw:
            card.stats[stat] = _int(raw[stat], f"{where}.{stat}", minimum=0)
    return card


def parse_question(raw, cards: dict, game: str) -> Question:
    where = "$.ask"
    _expect(isinstance(raw, dict), "`ask` must be an object", where)
    if "can_activate" in raw:
        effect, effect_text = _effect_selector(raw, where)
        return Question("can_activate", card=_ref(raw["can_activate"], cards, f"{where}.can_activate"),
                        effect=effect, effect_text=effect_text)
    for kind in ("triggers", "last_thing", "resolution_order"):
        if kind in raw:
            _expect(raw[kind] is True, f"`{kind}` must be true", f"{where}.{kind}")
            if kind == "resolution_order":
                _expect(game == "one-piece", "`resolution_order` is a One Piece question (game: one-piece)", where)
            return Question(kind)
    raise BadScenario("`ask` must be one of can_activate, triggers, last_thing, resolution_order", where=where)


def parse_scenario(raw) -> Scenario:
    """Check a scenario dict against the contract and return it as a Scenario: first its
    JSON Schema (edison_kg.timing.contract), then what a schema cannot say (card references,
    the phases of its game)."""
    from edison_kg.timing.contract import check_scenario

    check_scenario(raw)
    game = _choice(raw.get("game", "yugioh-edison"), GAMES, "$.game", "game")
    turn_player = _choice(raw.get("turn_player", "A"), PLAYERS, "$.turn_player", "player")
    phase = _choice(raw.get("phase", DEFAULT_PHASE[game]), PHASES[game], "$.phase", "phase")
    ruleset = _choice(raw.get("ruleset", "edison"), RULESETS, "$.ruleset", "ruleset")
    cards_raw = raw.get("cards", {})
    _expect(isinstance(cards_raw, dict), "`cards` must be an object of REF: card", "$.cards")
    cards = {ref: parse_card(ref, c, json_path(("cards", ref)), game) for ref, c in cards_raw.items()}
    for ref, c in cards_raw.items():
        if isinstance(c, dict) and c.get("equipped_to") is not None:
            cards[ref].equipped_to = _ref(c["equipped_to"], cards, json_path(("cards", ref, "equipped_to")))
        if isinstance(c, dict) and "resolution_events" in c:
            where = json_path(("cards", ref, "resolution_events"))
            _expect(game == "one-piece", "`resolution_events` is a One Piece extension", where)
            cards[ref].resolution_events = parse_moments(c["resolution_events"], cards, where, game)
    steps_raw = raw.get("steps", [])
    _expect(isinstance(steps_raw, list), "`steps` must be a list", "$.steps")
    steps = [parse_step(s, cards, f"$.steps[{i}]", game) for i, s in enumerate(steps_raw)]
    _expect("ask" in raw, "a scenario needs a question in `ask`", "$")
    question = parse_question(raw["ask"], cards, game)
    return Scenario(game, turn_player, phase, ruleset, cards, steps, question, raw)
