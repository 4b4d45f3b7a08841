"""A Spell/Trap Card's own destruction while a state holds (round 151, rule
ce-own-destruction-of-a-spell-trap-while-a-state-holds, refining ce-own-destruction-while-a-field-state-holds).

The card reader stores what the Continuous Effect waits for as a held state of its own card
(cardtext/own_destruction.py): "equipped-atk-min self 1300" ("If the equipped monster's ATK is 1300 or higher, this card
is destroyed": Heart of Clear Water) and "other-spell-trap you" ("If you control any other Spell or Trap Cards, destroy
this card": Sanguine Swamp). As for a monster's own destruction (timing/rules/own_destruction_states.py) each is looked
at once a Chain Link has resolved and once something happened outside a chain, and only when what just happened is
about a card that could have brought it about: the card itself arriving or being equipped, its equipped monster, an
effect applied (which may change an ATK), an Equip or Field Spell Card; another Spell/Trap Card of its player on the
field. Heart of Clear Water's rulings: equipped to a monster with 1300 or more ATK, it is destroyed at once; Sanguine
Swamp's: activated while its player controls a Set Spell/Trap Card, it is destroyed once it resolves."""

from __future__ import annotations

from edison_kg.timing.stats import current_stat

RULE = "ce-own-destruction-of-a-spell-trap-while-a-state-holds"
_PLACES = ("spell_trap_zone", "field_zone")


def _equipped_monster(state, ref: str) -> str | None:
    monster = state.cards[ref].equipped_to
    return monster if monster in state.cards and state.face_up_on_field(monster) else None


def _equipped_atk(state, ref: str, words) -> bool:
    monster = _equipped_monster(state, ref)
    atk = current_stat(state, monster, "atk") if monster is not None else None
    return atk is not None and atk >= int(words[-1])


def _spell_trap_there(state, other: str) -> bool:
    info = state.infos.get(other)
    return info is not None and info.card_type in ("spell", "trap") and state.cards[other].zone in _PLACES


def _other_spell_trap(state, ref: str, words) -> bool:
    player = state.controller(ref)
    return any(other != ref and state.controller(other) == player and _spell_trap_there(state, other)
               for other in state.cards)


# the held state -> does it hold now for the card ``ref``?
HOLDS = {"equipped-atk-min": _equipped_atk, "other-spell-trap": _other_spell_trap}


def _about_atk(state, event, ref: str, words) -> bool:
    info = state.infos.get(event.card)
    return event.card in (ref, state.cards[ref].equipped_to) or event.event == "effect_applied" or (
        info is not None and info.card_type == "spell" and bool({"Equip", "Field"} & set(info.subtypes)))


def _about_spell_trap(state, event, ref: str, words) -> bool:
    return event.card == ref or state.controller(event.card) == state.controller(ref) and _spell_trap_there(state, event.card)


# the held state -> is an event about a card that could have brought it about?
ABOUT = {"equipped-atk-min": _about_atk, "other-spell-trap": _about_spell_trap}
