"""Round 135: where an amount "equal to that monster's original ATK" or "equal to the Level of the destroyed monster x 300"
takes its monster from, when no earlier part of the resolution, no target and no answered event names it.

- The card its cost paid (rule res-amount-by-the-card-its-cost-paid): "Tribute 1 Level 5 or lower monster to inflict
  damage to your opponent equal to that monster's original ATK" (Castle Gate), "Tribute 1 monster; inflict damage ...
  equal to the Tributed monster's Level on the field x 200". The cost is paid as the card is activated; the monster the
  amount is about is the one card the step's cost moved (Tributed, sent, discarded, banished). A cost the scenario does
  not spell out leaves the amount unknown (never a guess).
- The destroyed monster of the event it answers (rule res-amount-by-the-events-monsters-level): "destroy that target,
  and if you do, inflict damage ... equal to the Level of your destroyed Psychic-Type monster x 300", "equal to the
  Level of the destroyed monster x 500 points": the card reader stores "destroyed-level-xN"; the monster is the card of
  the event the effect answers, even when the effect targets or destroys another. It has left the field, so its
  printed Level counts."""

from __future__ import annotations

from edison_kg.timing.clause_cards import card_answered

COST_CARD = "res-amount-by-the-card-its-cost-paid"
EVENTS_LEVEL = "res-amount-by-the-events-monsters-level"
_PAID = {"tributed": "Tributed", "sent_to_gy": "sent to the Graveyard", "discarded": "discarded", "banished": "banished"}


def cost_paid_card(state) -> str | None:
    """The one card the resolving link's own cost moved (the scenario's cost events), or None (no such cost told, or
    more than one card)."""
    link = state.resolving
    if link is None:
        return None
    at = state.activated_at(link)
    chain = state.moments[at].chain if at is not None else None
    paid = list(dict.fromkeys(e.card for moment in state.moments if moment.context == "cost"
                              and (moment.chain, moment.link) == (chain, link.number) for e in moment.events
                              if e.event in _PAID and e.card is not None))
    return paid[0] if len(paid) == 1 else None


def say_cost_card(state, monster: str, holder: str | None) -> None:
    """Cite and tell that the amount's monster is the card its cost paid, when it is."""
    link = state.resolving
    if link is None or monster != cost_paid_card(state) or monster == link.answered or monster in (link.targets or ()):
        return
    deed = next((_PAID[e.event] for moment in state.moments if moment.context == "cost" for e in moment.events
                 if e.card == monster and e.event in _PAID), "paid")
    state.cite(COST_CARD)
    state.assume(f"{state.infos[holder].name if holder in state.infos else 'The effect'}'s amount is taken from "
                 f"{state.infos[monster].name}, the monster its cost {deed}")


def events_level_times(state, clause, holder: str | None) -> int | None:
    """"Equal to the Level of your destroyed Psychic-Type monster x 300": N times the printed Level of the card of the
    event the resolving link answers; None when it answers no event, or that card has no Level."""
    monster = _answered(state, state.resolving)
    info = state.infos.get(monster) if monster is not None else None
    level = getattr(info, "level", None) if info is not None and info.card_type == "monster" else None
    if not level:
        return None
    times = int(clause.lp_amount_of.rsplit("-x", 1)[1])
    state.cite(EVENTS_LEVEL)
    state.assume(f"{state.infos[holder].name if holder in state.infos else 'The effect'}'s amount is {times} times the "
                 f"Level of {info.name}, the destroyed monster of the event it answers (no longer on the field: its "
                 f"printed Level {level}): {times * level}")
    return times * level


def _answered(state, link) -> str | None:
    """The card whose event the link answers; a link that targets stores none (it acts on its target), yet its amount
    may still be the answered card's: the one found before its activation, as for a link that stores it."""
    if link is None or link.answered is not None:
        return link.answered if link is not None else None
    at = state.activated_at(link)
    return None if at is None else card_answered(state, link.card, link.effect, before=at)
