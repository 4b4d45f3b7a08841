"""An effect that acts on the cards its event put in the hand ("When your opponent adds a card(s) from their Deck to
their hand, including drawing: They must discard 1 of those cards", "When you draw a monster: reveal it") needs them
still there: once a drawn card has been activated, or has left the hand otherwise, that draw no longer starts it
(rule state-event-cards-still-where-the-event-put-them). Likewise a monster destroyed by battle and banished before the
end of the Damage Step was never "sent to the Graveyard" (rule bt-destroyed-by-battle-never-sent). And "targets 1
Fusion Material Monster in their Graveyard that is listed on that Fusion Monster" needs the Fusion Monster of its event
to list a material by name, and one of that name in its owner's Graveyard (rule
deed-material-listed-on-the-fusion-monster, round 151)."""

from __future__ import annotations

from edison_kg.timing.closed_places import cards_in, could_be_in, is_closed, say_named_are_all
from edison_kg.timing.materials_gone import named_materials

MOVED = "state-event-cards-still-where-the-event-put-them"
EVENT_CARDS_MOVED = {MOVED: (
    [MOVED, "state-card-must-be-in-place"],
    "The card the event put in the hand is no longer there: its effect acts on that card in the hand, so that event "
    "no longer starts it.")}
# "destroyed by battle and sent to the Graveyard": banished from the field before the end of the Damage Step
NEVER_SENT = "bt-destroyed-by-battle-never-sent"
EVENT_CARDS_MOVED[NEVER_SENT] = (
    [NEVER_SENT, "bt-destroyed-monster-applies-until-sent"],
    "The monster destroyed by battle left the field another way before the end of the Damage Step (banished after "
    "damage calculation), so it was never sent to the Graveyard.")
LISTED = "deed-material-listed-on-the-fusion-monster"
EVENT_CARDS_MOVED[LISTED] = (
    [LISTED, "activation-needs-a-possible-effect", "state-unnamed-cards-absent"],
    "Its effect takes a Fusion Material Monster listed by name on the Fusion Monster of its event, from its owner's "
    "Graveyard, and there is none (none listed by name, or none of those names there): it cannot be activated.")
# the events that put a card in a player's hand
_TO_HAND = ("drawn", "added_to_hand")


def event_cards_moved(state, effect, happening) -> str | None:
    """MOVED when the effect acts on the card of its event ("it", "1 of those cards", stored by the reader) and that
    card, put in the hand by the event, is no longer in the hand."""
    condition = effect.condition
    card = happening.event.card
    if condition is None or condition.self_card or effect.targets or happening.synthetic \
            or happening.event.event not in _TO_HAND or card not in state.cards:
        return None
    clauses = list(effect.clauses) + list(effect.cost_clauses)
    # "you can Special Summon this card from your hand. If you do, destroy it": an "it" that may name its own card
    if not any(c.subject == "it" for c in clauses) or any(c.subject == "self" for c in clauses):
        return None
    return MOVED if state.cards[card].zone not in (None, "hand") else None


def never_sent_to_the_gy(state, effect, happening) -> str | None:
    """NEVER_SENT when a condition "destroyed by battle and sent to the Graveyard" meets a destruction by battle that
    left the sending to the end of the Damage Step, and the monster then left the field for another place first."""
    condition, event = effect.condition, happening.event
    if condition is None or condition.to_zone != "graveyard" or "destroyed" not in condition.types \
            or event.event != "destroyed" or event.cause != "battle" or event.to_zone is not None:
        return None
    for later in state.happenings():
        moved = later.event
        if later.moment <= happening.moment or moved.card != event.card or moved.from_zone != "monster_zone":
            continue
        return NEVER_SENT if moved.to_zone not in (None, "graveyard") else None
    return None


def no_listed_material(state, effect, happening) -> str | None:
    """LISTED when the effect takes a material listed on the Fusion Monster of its event ("listed-material PLACES",
    cardtext/card_needs.py) and that monster lists none by name, or its owner has none of them in those places (a card
    whose zone the scenario leaves open could be there)."""
    held = next((entry.split() for entry in effect.needs_held if entry.startswith("listed-material ")), None)
    card = happening.event.card
    info = state.infos.get(card)
    if held is None or info is None or not info.fusion_materials:
        return None
    names = named_materials(info.fusion_materials)
    owner = state.cards[card].owner or state.controller(card)
    places = held[1].split("+")
    if names and any(not is_closed(state, place) or could_be_in(state, owner, place) for place in places):
        return None
    if any(name in state.infos[other].names for place in places for other in cards_in(state, owner, place)
           if other != card and other in state.infos for name in names):
        return None
    for place in places if names else ():
        say_named_are_all(state, owner, place, apart_from=card)
    return LISTED
