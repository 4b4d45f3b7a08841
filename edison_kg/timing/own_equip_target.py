"""The monster a monster card equips itself to when its effect names no target of its own: "When this card is
destroyed by battle with an attacking monster your opponent controls and is sent to the Graveyard, you can equip this
card to that monster" (Handcuffs Dragon) is equipped to the monster of its own card's event, the one that destroyed
it (the event's ``by``), so the Equip Card is known to be on that monster (rule eq-switch-needs-another-correct-target
reads it)."""

from __future__ import annotations


def equipped_to(state, link, clause, card: str | None) -> str | None:
    """The monster an "equipped" event of ``link``'s clause equips ``card`` to: its target, unless that is the card
    itself, else the monster its own card's event names."""
    if link.targets and card != link.targets[0]:
        return link.targets[0]
    return own_equip_target(state, link, clause)


def own_equip_target(state, link, clause) -> str | None:
    """The monster that destroyed ``link``'s card in the event its effect answers, for a clause that equips the card
    itself and picks no monster of a kind; None otherwise."""
    effect = link.effect
    if clause.subject != "self" or not clause.picks_kind.empty or effect is None or link.targets:
        return None
    if effect.condition is None or not effect.condition.self_card:
        return None
    for moment in reversed(state.moments[:link.first_moment]):
        for event in moment.events:
            if event.card == link.card and event.by not in (None, link.card) and event.by in state.cards \
                    and state.infos[event.by].card_type == "monster":
                return event.by
    return None
