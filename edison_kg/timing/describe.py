"""What happened, in the game's words: each event, each moment (with what it was part of: a
cost, an activation, the resolution of a Chain Link, a Summon) and the last thing to happen,
named by the cards' names ("Reinforcement of the Army resolved (Chain Link 1): a card was
added to A's hand"). The one place the package turns events into English: the answers' text
and JSON, and the judge's page, read it; no internal event name or IRI reaches the words.

Sentences come in the present ("Sangan is destroyed by battle": a step being told) or the
past ("Sangan was destroyed by battle": what an answer says happened).
"""

from __future__ import annotations

PLAYERS = {"A": "A", "B": "B"}
ZONE_WORDS = {
    "hand": "hand", "deck": "Deck", "extra_deck": "Extra Deck", "field": "field", "monster_zone": "Monster Zone",
    "spell_trap_zone": "Spell & Trap Zone", "field_zone": "Field Zone", "graveyard": "Graveyard",
    "banished": "banished", "leader_area": "Leader area", "character_area": "Character area",
    "stage_area": "Stage area", "trash": "trash", "life_area": "Life area", "don_area": "DON!! area",
}
PHASE_WORDS = {"draw": "Draw Phase", "standby": "Standby Phase", "main1": "Main Phase 1", "battle": "Battle Phase",
               "damage_step": "Damage Step", "main2": "Main Phase 2", "end": "End Phase", "refresh": "Refresh Phase",
               "don": "DON!! Phase", "main": "Main Phase"}
# what happened to the card, said after its name: (present, past)
EVENT_WORDS = {
    "normal_summon": ("is Normal Summoned", "was Normal Summoned"),
    "tribute_summon": ("is Tribute Summoned", "was Tribute Summoned"),
    "flip_summon": ("is Flip Summoned", "was Flip Summoned"),
    "special_summon": ("is Special Summoned", "was Special Summoned"),
    "synchro_summon": ("is Synchro Summoned", "was Synchro Summoned"),
    "fusion_summon": ("is Fusion Summoned", "was Fusion Summoned"),
    "ritual_summon": ("is Ritual Summoned", "was Ritual Summoned"),
    "set": ("is Set", "was Set"),
    "sent_to_gy": ("is sent to the Graveyard", "was sent to the Graveyard"),
    "destroyed": ("is destroyed", "was destroyed"), "banished": ("is banished", "was banished"),
    "added_to_hand": ("is added to the hand", "was added to the hand"),
    "discarded": ("is discarded", "was discarded"), "drawn": ("is drawn", "was drawn"),
    "returned_to_hand": ("is returned to the hand", "was returned to the hand"),
    "returned_to_deck": ("is returned to the Deck", "was returned to the Deck"),
    "attack_declared": ("attacks", "attacked"),
    "attack_negated": ("has its attack negated", "had its attack negated"),
    "activation_negated": ("has its activation negated", "had its activation negated"),
    "effect_negated": ("has its effect negated", "had its effect negated"),
    "flipped_face_up": ("is flipped face-up", "was flipped face-up"),
    "equipped": ("is equipped", "was equipped"),
    "control_changed": ("changes control", "changed control"),
    "position_changed": ("changes its battle position", "changed its battle position"),
    "targeted": ("is targeted", "was targeted"), "tributed": ("is Tributed", "was Tributed"),
    "summon_negated": ("has its Summon negated", "had its Summon negated"),
    "flipped_face_down": ("is flipped face-down", "was flipped face-down"),
    "played": ("is played", "was played"), "ko": ("is K.O.'d", "was K.O.'d"), "trashed": ("is trashed", "was trashed"),
    "rested": ("is rested", "was rested"), "don_attached": ("gets DON!! attached", "got DON!! attached"),
    "effect_applied": ("applies its effect", "applied its effect"),
    "chain_link_resolved": ("resolves without changing anything", "resolved without changing anything"),
}
# what happened to a player, or with no card named: (present, past)
PLAYER_EVENT_WORDS = {
    "lp_gained": ("{p} gains LP", "{p} gained LP"), "damage_inflicted": ("{p} takes damage", "{p} took damage"),
    "lp_paid": ("{p} pays LP", "{p} paid LP"), "drawn": ("{p} draws", "{p} drew"),
    "added_to_hand": ("a card is added to {p}'s hand", "a card was added to {p}'s hand"),
    "discarded": ("{p} discards", "{p} discarded"), "sent_to_gy": ("{p} sends a card to the Graveyard",
                                                                   "{p} sent a card to the Graveyard"),
    "life_damage": ("{p} takes damage to Life", "{p} took damage to Life"),
    "phase_entered": ("the game moves to the {phase}", "the game moved to the {phase}"),
    "card_activated": ("{p} activates {card}", "{p} activated {card}"),
    "effect_activated": ("{p} activates the effect of {card}", "{p} activated the effect of {card}"),
}
FROM_WORDS = {"banished": "from banishment"}
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
# events the engine makes for itself, never told: a Summon's attempt is the Summon itself
HIDDEN = frozenset({"summon_attempted"})
COST = "\0cost"   # the doer of a cost's events: what a cost does is not said to be "as a cost" again


def event_words(event: dict, names: dict[str, str], *, past: bool = False, doer: str | None = None,
                players: dict[str, str] = PLAYERS) -> str:
    """One event (as the contract writes it: ``event``, ``card``, ``player``, ``cause``, ``by``,
    ``from``, ``to``, ``target``, ``count``, ``amount``) as a sentence: "Sangan is destroyed by
    battle", "Green Gadget was Special Summoned by the effect of Giant Rat". ``doer``: the card
    whose resolution the event is part of, which need not be named again as its cause;
    ``players``: how the players are named ("A", or "Player A" on the page)."""
    tense = 1 if past else 0
    kind, card = event.get("event"), event.get("card")
    player = players.get(event.get("player") or "", "a player")
    card_name = names.get(card, card) if card is not None else None
    if kind in ("card_activated", "effect_activated"):
        text = PLAYER_EVENT_WORDS[kind][tense].format(p=player, card=card_name or "a card")
    elif card is not None and kind in EVENT_WORDS:
        text = f"{card_name} {EVENT_WORDS[kind][tense]}"
        if kind == "attack_declared":
            target = event.get("target")
            text += f" {names.get(target, target)}" if target else " directly"
        elif kind == "equipped" and event.get("target"):
            text += f" to {names.get(event['target'], event['target'])}"
    elif kind in PLAYER_EVENT_WORDS:
        text = PLAYER_EVENT_WORDS[kind][tense].format(p=player, card="a card",
                                                      phase=PHASE_WORDS.get(event.get("phase") or "", "next phase"))
    elif kind in EVENT_WORDS:   # a card the scenario does not name
        subject = "a monster" if kind.endswith("_summon") or kind in ("attack_declared", "tributed") else "a card"
        text = f"{subject} {EVENT_WORDS[kind][tense]}"
    else:
        text = f"a {(kind or 'thing').replace('_', ' ')} {'happened' if past else 'happens'}"
    if event.get("count"):
        text += f" ({event['count']} card{'' if event['count'] == 1 else 's'})"
    if event.get("amount") is not None:
        text += f" ({event['amount']} LP)"
    if kind in ("sent_to_gy", "banished", "special_summon") and event.get("to") \
            and event.get("from") not in (None, event.get("to")):
        text += f" {FROM_WORDS.get(event['from']) or 'from the ' + ZONE_WORDS.get(event['from'], event['from'])}"
    cause = event.get("cause")
    by = event.get("by")
    if cause in CAUSE_WORDS and kind not in ("card_activated", "effect_activated", "phase_entered") \
            and not (cause == "effect" and doer is not None and by in (doer, None)) \
            and not (cause == "cost" and doer == COST):
        text += f" by the effect of {names.get(by, by)}" if cause == "effect" and by and by != card else \
            f" {CAUSE_WORDS[cause]}"
    return text


def events_words(events: list[dict], names: dict[str, str], *, past: bool = False, doer: str | None = None) -> str:
    """Events that happen at the same time, as one sentence, event by event ("Sangan was
    destroyed by battle and Mystic Tomato was destroyed by battle"); an activation's targets
    are said with it ("A activated Call of the Haunted targeting Cyber Dragon")."""
    activations = [e for e in events if e.get("event") in ("card_activated", "effect_activated")]
    targets = [e for e in events if e.get("event") == "targeted"] if activations else []
    told = _same_told_once([event_words(e, names, past=past, doer=doer) for e in events
                            if e.get("event") not in HIDDEN and e not in targets])
    if targets and told:
        told[0] += " targeting " + _listed([names.get(e.get("card"), e.get("card")) for e in targets])
    return _listed(told)


def _same_told_once(told: list[str]) -> list[str]:
    """The same thing done to several cards of one name at once, said once with their number ("4 Sheep Tokens were
    Special Summoned", the Tokens of one resolution: rule state-tokens-summoned-are-on-the-field); the same words
    said twice otherwise (two clauses of one card that applied its effect) said once."""
    said: list[str] = []
    for i, text in enumerate(told):
        if text in told[:i]:
            continue
        number = told.count(text)
        name, was, rest = text.partition(" was ")
        said.append(f"{number} {name}s were {rest}" if number > 1 and was else text)
    return said


def _listed(items: list[str]) -> str:
    if len(items) <= 1:
        return items[0] if items else ""
    return ", ".join(items[:-1]) + " and " + items[-1]


def moment_words(moment: dict, names: dict[str, str], link_cards: dict[int, str] | None = None, *,
                 past: bool = True, did: str | None = None) -> str:
    """A moment (a History moment: ``context``, ``link``, ``events``, ``phase``) in words, with
    what it was part of: "Reinforcement of the Army resolved (Chain Link 1): a card was added to
    A's hand", "As the cost of Chain Link 2: Mystic Tomato was Tributed"."""
    link = moment.get("link")
    context = moment.get("context")
    if context == "phase":   # said by its phase alone: its events' words would be thrown away
        phase = PHASE_WORDS.get(moment.get("phase") or "", "the next phase")
        return f"The game {'moved' if past else 'moves'} to the {phase}"
    events = moment.get("events") or []
    doer = (link_cards or {}).get(link) if link is not None else None
    said = events_words(events, names, past=past,
                        doer=doer if context == "resolution" else COST if context == "cost" else None)
    if context == "resolution" and link is not None:
        card = names.get(doer, doer) if doer else f"Chain Link {link}"
        head = f"{card} {'resolved' if past else 'resolves'} (Chain Link {link})"
        if all(e.get("event") in ("chain_link_resolved",) for e in events):
            return head + ("; it changed nothing" if past else "; it changes nothing")
        if did and past and all(e.get("event") == "effect_applied" for e in events):   # what it did, said (round 123)
            return f"{head}: {card} {did}"
        return f"{head}: {said}"
    if context == "activation" and link is not None:
        return f"{said} (Chain Link {link})"
    if context == "cost" and link is not None:
        return f"As the cost of Chain Link {link}: {said}"
    if context == "summon_material":
        return f"As material for a Summon: {said}"
    if context == "continuous":       # a continuous effect applied at once (timing/rules/life_points_each_time.py)
        return f"{said[:1].upper()}{said[1:]} (its continuous effect, applied at once without a Chain)"
    return said[:1].upper() + said[1:] if said else ""


def history_words(history: dict, *, past: bool = True) -> list[str]:
    """Every moment of a History (its ``to_dict()``), oldest first, in words."""
    names = {ref: card.get("name") or ref for ref, card in (history.get("cards") or {}).items()}
    link_cards = _link_cards(history)
    out = []
    for moment in history.get("moments") or []:
        did = next((link.get("did") for link in history.get("links") or [] if link.get("chain") == moment.get("chain")
                    and link.get("link") == moment.get("link") and moment.get("context") == "resolution"), None)
        said = moment_words(moment, names, link_cards.get(moment.get("chain"), {}), past=past, did=did)
        if said:
            out.append(said if said.endswith(".") else said + ".")
    return out


def _link_cards(history: dict) -> dict[int, dict[int, str]]:
    """chain -> link number -> the card whose link it is."""
    found: dict = {}
    for link in history.get("links") or []:
        found.setdefault(link.get("chain"), {})[link.get("link")] = link.get("card")
    return found
