"""Replacement effects: a card that would go to the Graveyard goes elsewhere instead, while a
continuous effect that says so applies (state.record applies them before the moment is kept).
Each kind of restriction names the sends it replaces and where the card goes instead; the
card never reaches the Graveyard, so "sent to the Graveyard" is not met (rule
ce-banished-instead-no-gy and the rules below)."""

from __future__ import annotations

from dataclasses import replace

from edison_kg.timing.scenario import Event

GRAVEYARD_EVENTS = ("destroyed", "sent_to_gy", "discarded", "tributed")
# restriction kind: the rule it applies; a replacement of sends of one kind comes before one of
# every send (Samsara's Tributes go to the Deck even while Banisher of the Light applies)
INSTEAD_RULES = {"ritual-tributes-to-deck": "ce-ritual-tributes-to-deck",
                 "banish-destroyed-by-battle": "ce-battle-destroyed-banished-instead",
                 "banish-instead": "ce-banished-instead-no-gy"}


def replaced(state, event: Event, leaving: set) -> Event:
    """The event as it happens: a card that would be sent to the GY goes where the first
    replacement that reaches it sends it; not when the card that applies it leaves the field at
    the same time (rule ce-leaves-together: both monsters destroyed by the same battle)."""
    if event.event not in GRAVEYARD_EVENTS or event.card is None or event.to_zone not in (None, "graveyard"):
        return event
    applying = [(o, r) for o, r in state.restrictions() if r.kind in INSTEAD_RULES and o not in leaving]
    for owner, restriction in sorted(applying, key=lambda found: list(INSTEAD_RULES).index(found[1].kind)):
        zone = _sends_instead(state, owner, restriction, event)
        if zone is None:
            continue
        rule = INSTEAD_RULES[restriction.kind]
        state.cite(rule)
        kind = "banished" if event.event == "sent_to_gy" and zone == "banished" else event.event
        return replace(event, event=kind, to_zone=zone)
    return event


def _sends_instead(state, owner: str, restriction, event: Event) -> str | None:
    """Where ``restriction`` of card ``owner`` sends the card of ``event`` instead (None: it
    does not reach that send)."""
    if restriction.kind == "banish-instead":
        return "banished" if state.restricts(restriction, owner, event.card, "banish-instead", zone="graveyard") else None
    if restriction.kind == "banish-destroyed-by-battle":
        # a monster its card destroys by battle: the battle's other monster
        battle = state.battle
        by_it = event.by == owner or (event.by is None and battle is not None
                                      and {battle.attacker, battle.target} == {owner, event.card})
        reaches = event.event == "destroyed" and event.cause == "battle" and by_it and event.card != owner
        return "banished" if reaches and state.restricts(restriction, owner, event.card, restriction.kind) else None
    if restriction.kind == "ritual-tributes-to-deck":
        # Tributes for a Ritual Summon: those its Ritual Spell Card takes
        info = state.infos.get(event.by) if event.by else None
        ritual = info is not None and info.card_type == "spell" and any("Ritual" in s for s in info.subtypes)
        reaches = event.event == "tributed" and ritual
        return "deck" if reaches and state.restricts(restriction, owner, event.card, restriction.kind) else None
    return None
