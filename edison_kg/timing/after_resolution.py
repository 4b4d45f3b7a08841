"""What follows the resolution of a Chain Link: a monster's own destruction that now applies, and where the resolved
card goes. A Normal or Quick-Play Spell, a Normal or Counter Trap stays face-up on the field until the whole chain has
resolved, then goes to the Graveyard (rule chain-resolved-cards-stay-until-the-chain-ends, round 185); Continuous,
Equip and Field cards stay unless their activation was negated, or they equipped themselves."""

from __future__ import annotations

from edison_kg.timing import set_on_the_field
from edison_kg.timing.rules import own_destruction
from edison_kg.timing.state import ChainLink, State
from edison_kg.vocab.schemes import FIELD_ZONES

# Spell/Trap cards that stay on the field after their activation resolves
STAYING = ("Continuous", "Continuous Spell", "Continuous Trap", "Equip", "Field")


def after_resolution(state: State, link: ChainLink) -> None:
    """Once ``link`` has resolved (or was negated): a monster's own destruction that now applies, the resolved card
    left to go when the chain ends, and, the chain over, every such card sent to the Graveyard."""
    state.resolving = None
    own_destruction.destroyed_at_once(state, link)     # a monster's own destruction now applies (round 109)
    _left_until_the_chain_ends(state, link)
    if not state.chain:
        _chain_ended(state)


def _left_until_the_chain_ends(state: State, link: ChainLink) -> None:
    """A Normal or Quick-Play Spell, a Normal or Counter Trap, goes to the GY once the chain has resolved; Continuous,
    Equip and Field cards stay unless their activation was negated, or equipped themselves."""
    card = state.cards[link.card]
    if card.equipped_to is not None and card.zone in FIELD_ZONES:
        return                        # it equipped itself (Blast with Chain): an Equip Card now
    if card.zone == "monster_zone":
        return                        # it Special Summoned itself (a Normal Trap Monster too)
    if card.zone == "spell_trap_zone" and card.face_up is False and set_on_the_field.sets_itself_again(link):
        return                        # it Set itself again (rule res-spell-trap-set-again-after-resolving)
    if link.info.remains_on_field and not link.activation_negated and card.zone in FIELD_ZONES:
        # its text keeps it on the field once it has resolved (Swords of Revealing Light)
        state.notes.append("chain-card-remains-on-field")
        return
    # a Continuous, Equip or Field card whose activation was negated goes too (rule neg-activation-spell-trap-to-gy)
    if (link.effect is None or link.effect.kind == "card-activation") and link.info.card_type in ("spell", "trap") \
            and (link.activation_negated or not any(s in STAYING for s in link.info.subtypes)) \
            and card.zone in FIELD_ZONES:
        state.left_until_chain_end.append(link.card)


CHAIN_END_RULE = "chain-resolved-cards-stay-until-the-chain-ends"


def _chain_ended(state: State) -> None:
    """The chain has resolved: the Spell and Trap Cards its links left on the field go to the Graveyard now, not as
    each resolved, so a link below could still act on them (rule chain-resolved-cards-stay-until-the-chain-ends)."""
    waiting, state.left_until_chain_end = state.left_until_chain_end, []
    for ref in waiting:
        card = state.cards[ref]
        if card.zone not in FIELD_ZONES:
            state.cite(CHAIN_END_RULE)    # a link below acted on it there (destroyed it, returned it)
            continue
        before = (card.on_field, card.face_up)
        card.zone, card.face_up, card.negated = "graveyard", None, False
        state.note_face(ref, len(state.moments), before)
