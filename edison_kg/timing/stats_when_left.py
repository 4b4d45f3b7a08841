"""A monster's ATK and DEF as they were when it left the field (rule cond-left-monster-stats-as-it-left).

A condition on a monster that was destroyed or otherwise left the field ("destroys a monster with 0 ATK by battle")
reads the values the monster had on the field, the changes of the continuous effects that applied then included (an
Equip Card's), not the printed ones it shows in the Graveyard: Reptilianne Scylla's rulings read the destroyed
monster's ATK at damage calculation, so a 0-ATK monster an Equip Card raised does not count, and one an effect
lowered to 0 does. Worked out just before the moment it leaves in is recorded, while the duel is still as it was."""

from __future__ import annotations

from edison_kg.timing.stats import current_stat

RULE = "cond-left-monster-stats-as-it-left"


def note_leaving(state, index: int, events, leaving_events) -> None:
    """Keep the current ATK/DEF of each face-up monster an event of the moment ``index`` takes off the field, where
    they differ from the printed ones (the duel's state is still that of the moment before)."""
    for event in events:
        ref = event.card
        if ref is None or event.event not in leaving_events or state.face_up_on_field(ref) is not True:
            continue
        info = state.infos.get(ref)
        if info is None or info.card_type != "monster":
            continue
        now = (current_stat(state, ref, "atk"), current_stat(state, ref, "def"))
        if now != (info.atk, info.defense):
            state.stats_when_left[(index, ref)] = now


def stats_as_it_left(state, ref: str, kind, moment: int) -> tuple | None:
    """(ATK, DEF) the card had when it left the field at ``moment``, when ``kind`` names a current ATK or DEF and the
    values differed from its printed ones; None otherwise (its own values stand)."""
    if kind.atk_original or (kind.atk_max is None and kind.atk_min is None and kind.def_max is None
                             and kind.def_min is None):
        return None
    found = state.stats_when_left.get((moment, ref))
    if found is not None:
        state.cite(RULE)
    return found
