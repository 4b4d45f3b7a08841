"""A monster's own destruction while a state of the field holds (round 113, rule
ce-own-destruction-while-a-field-state-holds, refining ce-own-destruction-applied-at-once).

The card reader stores what the Continuous Effect waits for as a held state of its own card
(cardtext/own_destruction.py): "no-face-up-field-spell field" ("If there is no face-up Field Spell Card on the field,
destroy this card": the Earthbound Immortals, Malefic Blue-Eyes White Dragon) and "other-face-up-monster field"
("Destroy this card if there are face-up monsters on the field other than this card": Reptilianne Servant). Like
the states of round 109 they are looked at once a Chain Link has resolved (timing/rules/own_destruction.py): a Field
Spell Card being activated is already face-up on the field (the Earthbound Immortals' rulings: one Special Summoned
as Chain Link 2 to a Field Spell's activation stays), and a monster Special Summoned by the resolving link is on the
field when the state is looked at (Reptilianne Servant's ruling: Servant destroyed after Call of the Haunted
resolves). The state must come about by what just happened (an event on a Field Spell Card, on another monster
now face-up): a monster the scenario puts on the field with the state already holding is left as it is told."""

from __future__ import annotations

from edison_kg.timing.rules import own_destruction_kinds, own_destruction_spells

RULE = "ce-own-destruction-while-a-field-state-holds"


def _face_up_field_spell(state) -> bool:
    return any(card.zone == "field_zone" and card.face_up is not False and state.infos[ref].card_type == "spell"
               for ref, card in state.cards.items() if ref in state.infos)


def _other_face_up_monster(state, ref: str) -> bool:
    return any(other != ref and card.zone == "monster_zone" and state.face_up_on_field(other)
               for other, card in state.cards.items())


# the held state -> does it hold now for the monster ``ref``?
HOLDS = {
    "no-face-up-field-spell": lambda state, ref: not _face_up_field_spell(state),
    "other-face-up-monster": _other_face_up_monster,
}


def _field_spell(state, event, ref: str) -> bool:
    info = state.infos.get(event.card)
    return info is not None and info.card_type == "spell" and "Field" in info.subtypes


def _other_monster_face_up(state, event, ref: str) -> bool:
    info = state.infos.get(event.card)
    return event.card != ref and info is not None and info.card_type == "monster" and bool(state.face_up_on_field(event.card))


# the held state -> is an event about a card that could have brought it about?
ABOUT = {"no-face-up-field-spell": _field_spell, "other-face-up-monster": _other_monster_face_up}


def field_state_held(state, ref: str, effect, moments) -> bool:
    """Does one of the field states its own destruction waits for hold now, brought about by ``moments``?"""
    for need in effect.needs_held:
        kind = need.split()[0]
        if kind in HOLDS and HOLDS[kind](state, ref) and any(
                event.card is not None and ABOUT[kind](state, event, ref) for moment in moments for event in moment.events):
            return True
        if kind in own_destruction_kinds.HOLDS and _kind_held(state, ref, need.split(), moments):
            state.cite(own_destruction_kinds.RULE)       # (round 145) a state of cards of a kind
            return True
        if kind in own_destruction_spells.HOLDS and _kind_held(state, ref, need.split(), moments, own_destruction_spells):
            state.cite(own_destruction_spells.RULE)      # (round 151) a Spell/Trap Card's own state
            return True
    return False


def _kind_held(state, ref: str, words, moments, states=own_destruction_kinds) -> bool:
    about = states.ABOUT[words[0]]
    return states.HOLDS[words[0]](state, ref, words) and any(
        event.card in state.cards and about(state, event, ref, words) for moment in moments for event in moment.events)


def moments_of_the_link(state, link) -> list:
    """The moments the resolution of ``link`` recorded (the last ones)."""
    found = []
    for moment in reversed(state.moments):
        if moment.context != "resolution" or moment.link != link.number:
            break
        found.append(moment)
    return found
