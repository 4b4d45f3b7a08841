"""Which of the cards a clause about "all" cards acts on had this turn's event its words ask for (round 89; the card
reader's `cardtext/this_turns_cards.py`): "as many Normal Monsters as possible ... that were destroyed by battle this
turn" (Over Limit) takes only the Graveyards' cards the turn's events show destroyed by battle, and "Level 3 or lower
monsters are destroyed during the End Phase of the turn that they are Normal Summoned or Flip Summoned" (Infinite
Dismissal) destroys only the monsters Normal (or Tribute) or Flip Summoned this turn and still on the field since
(rule res-every-card-of-this-turns-event)."""

from __future__ import annotations

THIS_TURNS_EVENT = "res-every-card-of-this-turns-event"
# a Tribute Summon is a Normal Summon
_SUMMONS_TOO = {"normal_summon": ("normal_summon", "tribute_summon"), "flip_summon": ("flip_summon",)}
_LEAVES = ("destroyed", "sent_to_gy", "banished", "returned_to_hand", "returned_to_deck", "tributed")


def of_this_turns_event(state, clause, found: list[str]) -> list[str]:
    """``found`` without the cards that lack the event of this turn the clause asks for (unchanged when it asks none)."""
    if clause.summoned_this_turn:
        kinds = {kind for word in clause.summoned_this_turn.split() for kind in _SUMMONS_TOO.get(word, (word,))}
        kept = [ref for ref in found if _summoned_this_turn(state, ref, kinds)]
    elif clause.destroyed_by_battle and clause.every and clause.from_zone == "graveyard":
        kept = [ref for ref in found if any(h.turn == state.turn and h.event.card == ref and h.event.event == "destroyed"
                                            and h.event.cause == "battle" for h in state.happenings())]
    else:
        return found
    state.cite(THIS_TURNS_EVENT)
    return kept


def _summoned_this_turn(state, ref: str, kinds: set) -> bool:
    """Summoned this turn in one of those ways, and not gone from the field since (then it is a new card)."""
    summoned = [h.moment for h in state.happenings() if h.turn == state.turn and h.event.card == ref
                and h.event.event in kinds]
    return bool(summoned) and not any(h.moment > summoned[-1] and h.event.card == ref and h.event.event in _LEAVES
                                      for h in state.happenings())
