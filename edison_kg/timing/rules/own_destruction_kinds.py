"""A monster's own destruction while a state of cards of a kind holds (round 145, rule
ce-own-destruction-while-a-kind-is-there, refining ce-own-destruction-while-a-field-state-holds).

The card reader stores what the Continuous Effect waits for as a held state of its own card
(cardtext/own_destruction.py): "non-attribute-monster you LIGHT" ("If there is a non-LIGHT monster on your side of the
field, destroy this face-up card": Thunder Nyan Nyan), "no-type you graveyard Zombie" ("Destroy this card if you do
not have a Zombie-Type monster in your Graveyard": Zombie Mammoth) and "no-face-up-named field NAME" ("If "The
Sanctuary in the Sky" is not on the field, destroy this card": Zeradias, Herald of Heaven, Archfiend General, Giant
Kozaky, Elemental HERO Captain Gold). As with the states of round 113 (timing/rules/own_destruction_states.py) each
is looked at once a Chain Link has resolved and once something happened outside a chain, and only when what just
happened is about a card that could have brought it about: a monster now face-up on its side (Summoned, flipped
face-up, taken control of: a face-down monster shows no Attribute), the monster itself arriving there, a card of the
Type leaving its Graveyard, a card of the name on the field."""

from __future__ import annotations

from edison_kg.timing.closed_places import cards_in, could_be_in, is_closed
from edison_kg.timing.restrictions import SUMMONS
from edison_kg.vocab.model import CardKind

RULE = "ce-own-destruction-while-a-kind-is-there"
# the monster itself arriving face-up on a side of the field (Summoned, flipped face-up, taken control of)
_ARRIVALS = frozenset(SUMMONS) | {"flipped_face_up", "control_changed"}


def _monster(state, ref: str) -> bool:
    info = state.infos.get(ref)
    return info is not None and info.card_type == "monster"


def _other_attribute(state, other: str, attribute: str) -> bool:
    """A face-up monster on the field whose Attribute is not ``attribute`` (a face-down one shows none)."""
    kind = CardKind(classes=frozenset({"monster"}), attributes=frozenset({attribute}))
    return _monster(state, other) and state.cards[other].zone == "monster_zone" \
        and bool(state.face_up_on_field(other)) and not state.kind_of(other, kind)


def _non_attribute_monster(state, ref: str, words) -> bool:
    player = state.controller(ref)
    return any(_other_attribute(state, other, words[-1]) for other in cards_in(state, player, "field"))


def _type_in_graveyard(state, ref: str, words) -> bool:
    player, kind = state.controller(ref), CardKind(classes=frozenset({"monster"}), monster_types=frozenset({words[-1]}))
    if not is_closed(state, "graveyard") or could_be_in(state, player, "graveyard"):
        return False                   # a card whose zone is left open could be one there
    return not any(_monster(state, other) and state.kind_of(other, kind)
                   for other in cards_in(state, player, "graveyard"))


def _named(state, other: str, words) -> bool:
    info = state.infos.get(other)
    return info is not None and info.name == " ".join(words[2:])


def _no_face_up_named(state, ref: str, words) -> bool:
    return not any(card.zone is not None and _named(state, other, words) and state.face_up_on_field(other)
                   for other, card in state.cards.items())


# the held state -> does it hold now for the monster ``ref``?
HOLDS = {"non-attribute-monster": _non_attribute_monster, "no-type": _type_in_graveyard,
         "no-face-up-named": _no_face_up_named}


def _arrived(event, ref: str) -> bool:
    return event.card == ref and event.event in _ARRIVALS


def _about_attribute(state, event, ref: str, words) -> bool:
    return _arrived(event, ref) or event.card != ref and state.controller(event.card) == state.controller(ref) \
        and _other_attribute(state, event.card, words[-1])


def _about_type(state, event, ref: str, words) -> bool:
    kind = CardKind(classes=frozenset({"monster"}), monster_types=frozenset({words[-1]}))
    return _arrived(event, ref) or event.from_zone == "graveyard" and _monster(state, event.card) \
        and state.kind_of(event.card, kind)


def _about_name(state, event, ref: str, words) -> bool:
    return _arrived(event, ref) or _named(state, event.card, words)


# the held state -> is an event about a card that could have brought it about?
ABOUT = {"non-attribute-monster": _about_attribute, "no-type": _about_type, "no-face-up-named": _about_name}
