"""Replacement effects: a card that would go to the Graveyard, or be returned to the hand or the
Deck, goes elsewhere instead, while a continuous effect that says so applies (state.record applies
them before the moment is kept). Each kind of restriction names the moves it replaces and where the
card goes instead; the card never makes the move it replaced, so "sent to the Graveyard" or
"returned to the hand" is not met (rule ce-banished-instead-no-gy and the rules below)."""

from __future__ import annotations

from dataclasses import replace

from edison_kg.timing.scenario import Event

GRAVEYARD_EVENTS = ("destroyed", "sent_to_gy", "discarded", "tributed")
# restriction kind: the rule it applies; a replacement of sends of one kind comes before one of
# every send (Samsara's Tributes go to the Deck even while Banisher of the Light applies)
INSTEAD_RULES = {"ritual-tributes-to-deck": "ce-ritual-tributes-to-deck",
                 "banish-destroyed-by-battle": "ce-battle-destroyed-banished-instead",
                 "deck-destroyed-by-battle": "ce-battle-destroyed-to-deck-instead",
                 "banish-instead": "ce-banished-instead-no-gy",
                 "hand-return-banished-instead": "ce-return-banished-instead",
                 "return-banished-instead": "ce-return-banished-instead"}
# the moves a return replaced by a banishment is (the restriction's zone says from where): Degenerate
# Circuit's return from the field to the hand, Transmigration Break's return from the Graveyard to the Deck
RETURN_EVENTS = {"hand-return-banished-instead": "returned_to_hand", "return-banished-instead": "returned_to_deck"}
# the kinds of event a replacement may take the place of (replaced() leaves any other as it is)
REPLACEABLE = frozenset(GRAVEYARD_EVENTS + tuple(RETURN_EVENTS.values()))


def replaced(state, event: Event, leaving: set) -> Event:
    """The event as it happens: a card that would be sent to the GY (or returned) goes where the first
    replacement that reaches it sends it; not when the card that applies it leaves the field at the
    same time (rule ce-leaves-together: both monsters destroyed by the same battle). Cards a
    resolution moves without naming them ("send the top 2 cards of your Deck to the GY") are reached
    by a replacement of every card (rule ce-replacement-reaches-unnamed-cards)."""
    event = destroyed_in_its_place(state, event, leaving)
    if not _replaceable(event):
        return event
    applying = [(o, r) for o, r in state.restrictions() if r.kind in INSTEAD_RULES and o not in leaving]
    for owner, restriction in sorted(applying, key=lambda found: list(INSTEAD_RULES).index(found[1].kind)):
        zone = _sends_instead(state, owner, restriction, event) if event.card is not None \
            else _unnamed_instead(state, owner, restriction, event)
        if zone is None:
            continue
        if zone == "banished" and event.card is not None and _banishing_forbidden(state, event.card):
            continue      # (184) the lock on the move beats the replacement: the card goes where it was going
        state.cite(INSTEAD_RULES[restriction.kind])
        if event.card is None:
            state.cite(UNNAMED_RULE)
        moved = event.event in ("sent_to_gy",) + tuple(RETURN_EVENTS.values())
        kind = "banished" if moved and zone == "banished" else event.event
        return replace(event, event=kind, to_zone=zone)
    return event


UNNAMED_RULE = "ce-replacement-reaches-unnamed-cards"
FORBIDDEN_MOVE_RULE = "ce-forbidden-move-beats-replacement"     # round 184


def _banishing_forbidden(state, ref: str) -> bool:
    """"Cards cannot be banished" (Imperial Iron Wall) while "any card sent to the Graveyard is banished instead" (Macro
    Cosmos) applies: the lock forbids the move, so the replacement is not applied and the card goes to the Graveyard
    (rule ce-forbidden-move-beats-replacement)."""
    for holder, restriction in state.restrictions():
        if restriction.kind == "cannot-banish" and not restriction.by_cost \
                and state.restricts(restriction, holder, ref, "cannot-banish"):
            state.cite(FORBIDDEN_MOVE_RULE)
            return True
    return False


# an Equip Card destroyed in place of its monster: the kinds and the destructions each reaches (None: all but by rule)
EQUIP_INSTEAD_CAUSES = {"destroyed-instead-of-equipped": None, "battle-destroyed-instead-of-equipped": ("battle",)}
EQUIP_INSTEAD_RULE = "ce-equip-destroyed-instead"


def destroyed_in_its_place(state, event: Event, leaving: set) -> Event:
    """A monster that would be destroyed while equipped with a card that says "If the equipped monster would be
    destroyed, destroy this card instead" stays on the field, and that Equip Card is destroyed in its place, by the
    same cause (rule ce-equip-destroyed-instead); not when the Equip Card leaves the field at the same time."""
    if event.event != "destroyed" or event.card is None or event.cause == "rule":
        return event
    for owner, restriction in state.restrictions():
        if restriction.kind not in EQUIP_INSTEAD_CAUSES or owner in leaving or owner == event.card:
            continue
        causes = EQUIP_INSTEAD_CAUSES[restriction.kind]
        if state.cards[owner].equipped_to != event.card or (causes is not None and event.cause not in causes):
            continue
        state.cite(EQUIP_INSTEAD_RULE)
        leaving.add(owner)
        return replace(event, card=owner, from_zone=None, player=None, to_zone="graveyard")
    return event


def _replaceable(event: Event) -> bool:
    """Is the event a move some replacement may take the place of: a send to the GY, or a return to the hand or Deck?"""
    if event.event in GRAVEYARD_EVENTS:
        return event.to_zone in (None, "graveyard")
    return event.event in RETURN_EVENTS.values() and event.card is not None


def _unnamed_instead(state, owner: str, restriction, event: Event) -> str | None:
    """Where a replacement sends cards a resolution moves without naming them (None: it does not, or
    it is not known to: a replacement of some kinds of card, Dimensional Fissure's monsters, leaves
    them as they are, and the answer says so)."""
    if restriction.kind != "banish-instead" or event.event != "sent_to_gy":
        return None
    if restriction.players != "both" and (event.player == state.controller(owner)) != (restriction.players == "you"):
        return None
    if restriction.zone is not None and event.from_zone not in (None, restriction.zone):
        return None
    if not restriction.cards.empty:
        state.assume(f"The cards sent to the Graveyard{' from the Deck' if event.from_zone == 'deck' else ''} are not "
                     f"named: {state.infos[owner].name}, which banishes only some kinds of card instead, is not "
                     f"applied to them.")
        return None
    return "banished"


def _sends_instead(state, owner: str, restriction, event: Event) -> str | None:
    """Where ``restriction`` of card ``owner`` sends the card of ``event`` instead (None: it
    does not reach that send)."""
    if restriction.kind in RETURN_EVENTS:
        # a return from the restriction's zone (where the card is as it would be returned)
        reaches = event.event == RETURN_EVENTS[restriction.kind]
        return "banished" if reaches and state.restricts(restriction, owner, event.card, restriction.kind) else None
    if event.event in RETURN_EVENTS.values():
        return None
    if restriction.kind == "banish-instead":
        return "banished" if state.restricts(restriction, owner, event.card, "banish-instead", zone="graveyard") else None
    if restriction.kind == "banish-destroyed-by-battle":
        # a monster its card destroys by battle: the battle's other monster
        battle = state.battle
        by_it = event.by == owner or (event.by is None and battle is not None
                                      and {battle.attacker, battle.target} == {owner, event.card})
        reaches = event.event == "destroyed" and event.cause == "battle" and by_it and event.card != owner
        return "banished" if reaches and state.restricts(restriction, owner, event.card, restriction.kind) else None
    if restriction.kind == "deck-destroyed-by-battle":
        # any monster destroyed by battle, by whichever monster; not the monster that applies it (its rulings: not
        # applied to itself when it is destroyed by battle, nor when it leaves the field by that same battle)
        reaches = event.event == "destroyed" and event.cause == "battle" and event.card != owner
        return "deck" if reaches and state.restricts(restriction, owner, event.card, restriction.kind) else None
    if restriction.kind == "ritual-tributes-to-deck":
        # Tributes for a Ritual Summon: those its Ritual Spell Card takes; a Tribute told without the card it is
        # for, while a Ritual Spell Card resolves, is for that card
        by = event.by or (state.resolving.card if state.resolving is not None else None)
        info = state.infos.get(by) if by else None
        ritual = info is not None and info.card_type == "spell" and any("Ritual" in s for s in info.subtypes)
        reaches = event.event == "tributed" and ritual
        return "deck" if reaches and state.restricts(restriction, owner, event.card, restriction.kind) else None
    return None
