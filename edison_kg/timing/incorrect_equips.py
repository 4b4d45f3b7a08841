"""The Equip Cards an effect moved that are now equipped to an incorrect target (rule
res-destroy-equips-now-on-an-incorrect-target, round 103): "equip it with all Equip Cards on the field. If any of those
Equip Cards is now equipped to an incorrect target, destroy that Equip Card" (Collected Power). "That Equip Card" is
not the target: it is each Equip Card the part before equipped whose "Equip only to ..." the monster it is now on does
not meet; the effect destroys those, before the rules would send them to the Graveyard. The card reader marks the
clause (`picks_by_the_card_before` "now-incorrectly-equipped", cardtext/pile_readings.py)."""

from __future__ import annotations

from edison_kg.timing.rules.equip_kinds import may_equip_to

NOW_INCORRECT = "res-destroy-equips-now-on-an-incorrect-target"
MARK = "now-incorrectly-equipped"


def now_on_an_incorrect_target(state, clause, link) -> list[str]:
    """The Equip Cards ``link`` equipped so far that may not be equipped to the monster they are on now (none: the
    clause is not of this shape, or every one is on a correct target)."""
    if clause.picks_by_the_card_before != MARK:
        return []
    moved = list(dict.fromkeys(event.card for event in link.done if event.event == "equipped" and event.card))
    wrong = [ref for ref in moved if ref in state.infos and state.cards[ref].on_field
             and state.cards[ref].equipped_to is not None and not may_equip_to(state, ref, state.cards[ref].equipped_to)]
    if wrong:
        state.cite(NOW_INCORRECT)
        state.assume(f"{state.infos[link.card].name} destroyed the Equip Card(s) now equipped to an incorrect target: "
                     + ", ".join(f"{state.infos[ref].name} (on {state.infos[state.cards[ref].equipped_to].name})"
                                 for ref in wrong))
    return wrong
