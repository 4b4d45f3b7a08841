"""What Setting a card that is already on the field is. A face-up monster an effect turns face-down ("Set it",
"change that target to face-down Defense Position", "Set all face-up monsters on the field") is flipped face-down,
whatever the verb (rule res-monster-set-on-the-field-flipped-face-down); a condition that speaks of a Set card is
still met by it (rule cond-flipped-face-down-is-set). A Spell or Trap Card whose text Sets itself again once it
has resolved ("Set this card face-down instead of sending it to the GY") is Set, as the last part of its
resolution, instead of going to the Graveyard (rule res-spell-trap-set-again-after-resolving)."""

from __future__ import annotations

from dataclasses import replace

from edison_kg.timing.scenario import Event

FLIPPED_FACE_DOWN = "res-monster-set-on-the-field-flipped-face-down"
SET_AGAIN = "res-spell-trap-set-again-after-resolving"


def turned_face_down(state, events: list[Event]) -> list[Event]:
    """The events of a resolving part, a monster face-up on the field that it Sets being flipped face-down."""
    found = []
    for event in events:
        card = state.cards.get(event.card) if event.card is not None else None
        if event.event == "set" and card is not None and card.zone == "monster_zone" and card.face_up is not False \
                and state.infos[event.card].card_type == "monster":
            state.cite(FLIPPED_FACE_DOWN)
            event = replace(event, event="flipped_face_down", to_zone=None, from_zone="monster_zone")
        found.append(event)
    return found


def sets_itself_again(link) -> bool:
    """Does the resolved Spell/Trap Card's effect Set its own card again once it has resolved (read as a part applied
    after the resolution, on this card)?"""
    if link.effect is None or link.activation_negated or link.effect_negated or link.info.card_type not in ("spell", "trap"):
        return False
    return any(clause.later and clause.subject == "self" and clause.event == "set" for clause in link.effect.clauses)


def set_again(state, link, below: int) -> bool:
    """"negate the attack, also, after that, Set this card face-down instead of sending it to the GY": once its link
    has resolved, the card still in its Spell & Trap Zone is Set there, after the rest of its resolution (True: it
    stays on the field)."""
    card = state.cards[link.card]
    if not sets_itself_again(link) or card.zone != "spell_trap_zone":
        return False
    state.cite(SET_AGAIN)
    state.record([Event("set", card=link.card, player=card.controller, cause="effect", by=link.card,
                        from_zone="spell_trap_zone", to_zone="spell_trap_zone")], "resolution",
                 chain=state.chain_number, link=link.number, links_below=below, sequential=True,
                 conjunction="also, after that")
    return True
