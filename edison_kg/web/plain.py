"""A refused question in the judge's words, for the page: the builder's step and card the
error is about ("Step 2, Bottomless Trap Hole is activated: ...") instead of the JSON path,
and the contract's wording ("`ask` must be one of can_activate, ...") said as what to do
("choose what to ask"). The API and the command keep their own messages and JSON paths;
only the page says them this way."""

from __future__ import annotations

import re

from edison_kg.web.html import PHASE_WORDS, event_words

_STEP = re.compile(r"^\$\.steps\[(\d+)\]")
_CARD = re.compile(r"^\$\.cards\.([^.\[]+)(.*)$")
# what a missing key asks the judge to do
MISSING = {"can_activate": "choose the card to ask about", "activate": "choose the card that is activated",
           "summon": "choose the monster that is Summoned", "event": "choose what happens",
           "name": "give the card's name", "text": "give the card's text", "resolve": "choose which Chain Link resolves",
           "phase": "choose the phase", "card": "choose the card", "method": "choose how it is Summoned"}
TOP = (("$.phase", "The phase"), ("$.turn_player", "The turn player"), ("$.game", "The game"),
       ("$.ruleset", "The rules"))
# the contract's keys, as the builder names them
KEY_WORDS = {"effect_text": "the effect", "effect": "the effect", "cards": "the cards", "card": "the card",
             "player": "the player", "events": "what it did", "text": "text", "resolve": "Resolve",
             "activate": "Activate", "summon": "Summon", "phase": "Phase", "targets": "its targets",
             "cost": "its cost", "materials": "the materials", "resolution_order": "the order of resolution",
             "zone": "the zone", "amount": "the amount"}
# (pattern, what to say): the contract's lines, first match wins
REWORDED = (
    (re.compile(r"^`ask` must be one of .*"), lambda m: "choose what to ask"),
    (re.compile(r"^`ask` holds several questions.*"), lambda m: "ask one question at a time"),
    (re.compile(r"^card reference '' is not in `cards`.*"), lambda m: "choose a card"),
    (re.compile(r"^card reference '([^']*)' is not in `cards`.*"),
     lambda m: f"it names a card that is not in the question ({m.group(1)}): add that card, or choose another"),
    (re.compile(r"^a card reference must be a string.*"), lambda m: "choose a card"),
    (re.compile(r'^(?:the key `|an? \w+ needs the key ")(\w+)[`"].*'),
     lambda m: MISSING.get(m.group(1), f"give {KEY_WORDS.get(m.group(1), m.group(1))}")),
    (re.compile(r"^unknown key '([^']*)' in [^;]*;\s*did you mean '([^']*)'\?"),
     lambda m: f"the builder does not know '{m.group(1)}' (did you mean '{m.group(2)}'?)"),
    (re.compile(r"^unknown key '([^']*)'.*"), lambda m: f"the builder does not know '{m.group(1)}'"),
    (re.compile(r"^expected a whole number >= (\d+), got (.*)"),
     lambda m: f"give a whole number, {m.group(1)} or more (not {m.group(2)})"),
    (re.compile(r"^unknown ([a-z ]+) '([^']*)'.*"), lambda m: f"'{m.group(2)}' is not a {m.group(1)} of the game"),
)
# the engine's own sentences name cards already; only their contract notation is reworded
NOTATION = ((re.compile(r";?\s*state what it did with \{.*?\}(?=\s|$)"), "; say what it did under “What it did”"),
            (re.compile(r"say which with `effect` or `effect_text`"), "choose which effect"),
            (re.compile(r"give `effect`"), "choose which effect"),
            (re.compile(r"the question must be `resolution_order`"), "the question is the order of resolution"))


def plain_error(message: str, where: str | None, scenario: dict | None) -> str:
    """``message`` (an error of the contract or the engine at JSON path ``where``) as the page
    says it: the step or card it is about, then what is wrong in plain words."""
    scenario = scenario if isinstance(scenario, dict) else {}
    text = reworded(message)
    at = place(where, scenario)
    return f"{at}: {text}" if at else text[:1].upper() + text[1:]


def reworded(message: str) -> str:
    for pattern, say in REWORDED:
        match = pattern.match(message)
        if match:
            return say(match)
    for pattern, say in NOTATION:
        message = pattern.sub(say, message)
    return re.sub(r"`(\w+)`", lambda m: KEY_WORDS.get(m.group(1), m.group(1)), message)


def place(where: str | None, scenario: dict) -> str | None:
    """The builder's part a JSON path is in: "Step 2 (Bottomless Trap Hole is activated)",
    "Sangan", "The question", or None for the whole question."""
    if not where or where == "$":
        return None
    cards = scenario.get("cards") if isinstance(scenario.get("cards"), dict) else {}
    step = _STEP.match(where)
    if step:
        index = int(step.group(1))
        steps = scenario.get("steps") if isinstance(scenario.get("steps"), list) else []
        about = step_words(steps[index], cards) if index < len(steps) else None
        return f"Step {index + 1}" + (f" ({about})" if about else "")
    card = _CARD.match(where)
    if card:
        ref, rest = card.group(1), card.group(2)
        entry = cards.get(ref) if isinstance(cards.get(ref), dict) else {}
        name = entry.get("name") if isinstance(entry.get("name"), str) and entry.get("name") else None
        if rest.startswith(".name"):
            return "A card's name"
        if rest.startswith(".text"):
            return f"The text of {name}" if name else "A card's text"
        return name or f"The card {ref}"
    if where.startswith("$.ask"):
        return "The question"
    return next((words for key, words in TOP if where == key or where.startswith(key + ".")), None)


def step_words(step, cards: dict) -> str | None:
    """A step in a few words, naming its card ("Jinzo attacks", "Chain Link 1 resolves")."""
    if not isinstance(step, dict):
        return None

    def name(ref) -> str:
        entry = cards.get(ref) if isinstance(ref, str) else None
        return (entry.get("name") if isinstance(entry, dict) and entry.get("name") else None) or "a card"

    if "activate" in step:
        return f"{name(step['activate'])} is activated"
    if "summon" in step:
        return f"{name(step['summon'])} is Summoned"
    if "resolve" in step:
        return f"Chain Link {step['resolve']} resolves"
    if "phase" in step:
        return f"the {PHASE_WORDS.get(step['phase'], step['phase'])}" if isinstance(step["phase"], str) else "a phase"
    if "events" in step and isinstance(step["events"], list) and step["events"]:
        first = step["events"][0]
        first = first[0] if isinstance(first, list) and first else first
        if isinstance(first, dict) and isinstance(first.get("event"), str):
            names = {ref: entry.get("name") or ref for ref, entry in cards.items() if isinstance(entry, dict)}
            return event_words(first, names)
        return "an event"
    return None
