"""The pages' common parts: escaping, the page frame (header, navigation, CSS and script),
links to cards, rules and precedents, and the game's words for events, zones and reasons."""

from __future__ import annotations

import html
from urllib.parse import quote

SITE = "Edison rulings"
STATIC_VERSION = "2"   # bumped when static/ changes, so browsers that cached the old files fetch the new

PLAYERS = {"A": "Player A", "B": "Player B"}

ZONE_WORDS = {
    "hand": "hand", "deck": "Deck", "extra_deck": "Extra Deck", "field": "field", "monster_zone": "Monster Zone",
    "spell_trap_zone": "Spell & Trap Zone", "field_zone": "Field Zone", "graveyard": "Graveyard",
    "banished": "banished", "leader_area": "Leader area", "character_area": "Character area",
    "stage_area": "Stage area", "trash": "trash", "life_area": "Life area", "don_area": "DON!! area",
}
PHASE_WORDS = {"draw": "Draw Phase", "standby": "Standby Phase", "main1": "Main Phase 1", "battle": "Battle Phase",
               "damage_step": "Damage Step", "main2": "Main Phase 2", "end": "End Phase", "refresh": "Refresh Phase",
               "don": "DON!! Phase", "main": "Main Phase"}
# what happened to the card, said after its name ("Sangan is destroyed")
EVENT_WORDS = {
    "normal_summon": "is Normal Summoned", "tribute_summon": "is Tribute Summoned", "flip_summon": "is Flip Summoned",
    "special_summon": "is Special Summoned", "synchro_summon": "is Synchro Summoned",
    "fusion_summon": "is Fusion Summoned", "ritual_summon": "is Ritual Summoned", "set": "is Set",
    "sent_to_gy": "is sent to the Graveyard", "destroyed": "is destroyed", "banished": "is banished",
    "added_to_hand": "is added to the hand", "discarded": "is discarded", "drawn": "is drawn",
    "returned_to_hand": "is returned to the hand", "returned_to_deck": "is returned to the Deck",
    "attack_declared": "attacks", "attack_negated": "has its attack negated",
    "activation_negated": "has its activation negated", "effect_negated": "has its effect negated",
    "flipped_face_up": "is flipped face-up", "equipped": "is equipped", "control_changed": "changes control",
    "position_changed": "changes its battle position", "targeted": "is targeted", "tributed": "is Tributed",
    "summon_negated": "has its Summon negated", "flipped_face_down": "is flipped face-down",
    "played": "is played", "ko": "is K.O.'d", "trashed": "is trashed", "rested": "is rested",
    "don_attached": "gets DON!! attached",
}
# what happened to a player, or with no card named
PLAYER_EVENT_WORDS = {
    "lp_gained": "{p} gains LP", "damage_inflicted": "{p} takes damage", "lp_paid": "{p} pays LP",
    "drawn": "{p} draws", "added_to_hand": "a card is added to {p}'s hand", "discarded": "{p} discards",
    "life_damage": "{p} takes damage to Life", "phase_entered": "the game moves to the {phase}",
    "chain_link_resolved": "resolves without changing anything",
    "effect_applied": "applies its effect",
}
CAUSE_WORDS = {"effect": "by an effect", "cost": "as a cost", "battle": "by battle",
               "summon_material": "as Summon material", "rule": "by the rules"}
REASON_WORDS = {
    "last-thing": "its condition is the last thing to happen",
    "mandatory": "mandatory triggers never miss the timing",
    "if-wording": "\u201cif\u201d and \u201cduring\u201d triggers never miss the timing",
    "not-last-thing": "something else happened afterwards",
    "sequential-conjunction": "\u201cthen\u201d / \u201calso, after that\u201d moved the last thing on",
    "chain-link-2-or-higher": "its condition was met while a chain was still resolving",
    "cost": "its condition was met as a cost", "summon-material": "met as a Tribute or material of a Summon",
    "negated-activation": "a negated activation is not the last thing to happen",
    "summon-negated": "the Summon it responds to never happened",
    "damage-step": "it cannot be activated during the Damage Step",
    "condition-not-met": "its activation condition was not met",
    "not-a-trigger": "the effect is not activated by an event", "other": "see the explanation",
}


def esc(value) -> str:
    return html.escape("" if value is None else str(value), quote=True)


def local(iri: str) -> str:
    """The last part of an IRI: a rule's or precedent's id in the address."""
    return iri.rstrip("/").rsplit("/", 1)[-1]


def card_href(name_or_passcode: str) -> str:
    return "/card/" + quote(name_or_passcode, safe="")


def card_link(name: str, passcode: str | None = None) -> str:
    return f'<a href="{esc(card_href(passcode or name))}">{esc(name)}</a>'


def rule_link(iri: str, title: str | None = None) -> str:
    return f'<a href="/rule/{esc(quote(local(iri), safe=""))}">{esc(title or local(iri))}</a>'


def precedent_link(iri: str, title: str | None = None) -> str:
    return f'<a href="/precedent/{esc(quote(local(iri), safe=""))}">{esc(title or local(iri))}</a>'


def external(address: str | None, text: str | None = None) -> str:
    if not address:
        return esc(text or "")
    return f'<a href="{esc(address)}" rel="noopener">{esc(text or address)}</a>'


def page(title: str, body: str, *, scripts: tuple[str, ...] = (), active: str = "") -> str:
    """A whole page: the frame around ``body``."""
    nav = "".join(
        f'<a href="{href}"{" aria-current=page" if key == active else ""}>{label}</a>'
        for key, href, label in (("search", "/cards", "Cards"), ("ask", "/ask", "Ask"),
                                 ("precedents", "/precedents", "Precedents"), ("sparql", "/sparql", "SPARQL")))
    tags = "".join(f'<script src="/static/{name}?v={STATIC_VERSION}" defer></script>' for name in scripts)
    return (
        "<!doctype html>\n"
        '<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{esc(title)} · {SITE}</title>"
        f'<link rel="stylesheet" href="/static/app.css?v={STATIC_VERSION}">{tags}</head>'
        f'<body><header class="top"><a class="brand" href="/">{SITE}</a><nav>{nav}</nav></header>'
        f'<main>{body}</main>'
        '<footer>Yu-Gi-Oh! Edison format (TCG, April 2010). Answers cite the rules and precedents they rest on; '
        'the data is open: <a href="/api/openapi.json">JSON API</a> · <a href="/sparql">SPARQL</a>.</footer>'
        "</body></html>\n")


def error_body(message: str, where: str | None = None, status: int = 400, level: int = 1) -> str:
    where_part = f' <span class="where">({esc(where)})</span>' if where else ""
    heading = "Not found" if status == 404 else "Cannot answer" if status < 500 else "Server trouble"
    return f'<h{level}>{heading}</h{level}><p class="error" role="alert">{esc(message)}{where_part}</p>'


# who an event is about when the scenario names no card ("a monster is Special Summoned")
UNNAMED = {"normal_summon": "a monster", "tribute_summon": "a monster", "flip_summon": "a monster",
           "special_summon": "a monster", "synchro_summon": "a Synchro Monster", "fusion_summon": "a Fusion Monster",
           "ritual_summon": "a Ritual Monster", "attack_declared": "a monster", "tributed": "a monster"}


def event_words(event: dict, names: dict[str, str]) -> str:
    """One event as a sentence naming its cards ("Sangan is destroyed by battle", "Green
    Gadget is Special Summoned by Giant Rat's effect", "Player A draws")."""
    kind, card = event.get("event"), event.get("card")
    player = PLAYERS.get(event.get("player") or "", "a player")
    if kind == "card_activated":
        text = f"{player} activates {names.get(card, card or 'a card')}"
    elif kind == "effect_activated":
        text = f"{player} activates the effect of {names.get(card, card or 'a card')}"
    elif card is not None and kind in EVENT_WORDS:
        text = f"{names.get(card, card)} {EVENT_WORDS[kind]}"
        if kind == "attack_declared":
            target = event.get("target")
            text += f" {names.get(target, target)}" if target else " directly"
    elif card is not None and kind in ("chain_link_resolved", "effect_applied"):
        text = f"{names.get(card, card)} {PLAYER_EVENT_WORDS[kind]}"
    elif kind in PLAYER_EVENT_WORDS:
        text = PLAYER_EVENT_WORDS[kind].format(p=player, phase=PHASE_WORDS.get(event.get("phase") or "", "next phase"))
    elif kind in EVENT_WORDS:
        text = f"{UNNAMED.get(kind, 'a card')} {EVENT_WORDS[kind]}"
    else:
        text = (kind or "something").replace("_", " ")
    if event.get("count"):
        text += f" ({event['count']} cards)"
    if event.get("amount") is not None:
        text += f" ({event['amount']} LP)"
    cause = event.get("cause")
    if cause in CAUSE_WORDS and kind not in ("card_activated", "effect_activated"):
        by = event.get("by")
        text += f" by {names.get(by, by)}'s effect" if cause == "effect" and by and by != card else \
            f" {CAUSE_WORDS[cause]}"
    if kind not in ("card_activated", "effect_activated", "targeted") and event.get("to") and kind in (
            "sent_to_gy", "banished", "special_summon") and event.get("from") not in (None, event.get("to")):
        text += f" from the {ZONE_WORDS.get(event['from'], event['from'])}"
    return text[:1].upper() + text[1:]
