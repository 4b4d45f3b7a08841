"""The price of a Summon without Tributing (rule sum-untributed-stat-price, round 111): "You can Normal Summon/Set this
card without Tributing, but its original ATK and DEF become halved" (the card reader's atk-set/def-set restrictions held
while "self-summoned-untributed", cardtext/untributed_stats.py). The monster has the changed value from the moment it
is face-up after a Normal Summon or Set that Tributed nothing, so a trap answering that Summon reads it; once it is
flipped face-down or leaves the field, a later face-up arrival gives it its printed values again (its rulings)."""

from __future__ import annotations

UNTRIBUTED_RULE = "sum-untributed-stat-price"
_ARRIVALS = frozenset({"normal_summon", "tribute_summon", "special_summon", "fusion_summon", "synchro_summon",
                       "ritual_summon", "set"})
_GONE = frozenset({"flipped_face_down", "destroyed", "sent_to_gy", "banished", "returned_to_hand", "returned_to_deck",
                   "tributed", "discarded"})


def summoned_untributed(state, ref: str) -> bool:
    """Was monster ``ref`` last put on the field by a Normal Summon or Set without Tributes, and not flipped
    face-down since? A monster the steps do not show arriving was not: its printed values stay."""
    last = None
    for happening in state.happenings():
        event = happening.event
        if event.card != ref:
            continue
        if event.event in _ARRIVALS:
            last = happening
        elif event.event in _GONE:
            last = None
    if last is None or last.event.event not in ("normal_summon", "set") \
            or last.event.event == "set" and last.event.from_zone not in (None, "hand"):
        return False
    before = state.moments[last.moment - 1] if last.moment > 0 else None
    if before is not None and any(e.cause == "summon_material" for e in before.events):
        return False          # its Tributes
    state.cite(UNTRIBUTED_RULE)
    state.assume(f"{state.infos[ref].name} was Normal {'Summoned' if last.event.event != 'set' else 'Set'} "
                 f"without Tributing: the steps show no Tributes for it")
    return True


def halved(state, ref: str, stat: str) -> int | None:
    """Half the printed ``stat`` of ``ref``, rounded up (None when it has none)."""
    info = state.infos[ref]
    printed = info.atk if stat == "atk" else info.defense
    return None if printed is None else (printed + 1) // 2
