"""The price of a Summon without Tributing (rule sum-untributed-stat-price, round 111): "You can Normal Summon/Set this
card without Tributing, but its original ATK and DEF become halved" (the card reader's atk-set/def-set restrictions held
while "self-summoned-untributed", cardtext/untributed_stats.py). The monster has the changed value from the moment it
is face-up after a Normal Summon or Set that Tributed nothing, so a trap answering that Summon reads it; once it is
flipped face-down or leaves the field, a later face-up arrival gives it its printed values again (its rulings).

The same price on a Normal Summon with fewer Tributes than the monster's Level needs (round 149, rule
sum-fewer-tributes-stat-price): "You can Normal Summon this card with 1 Tribute. If you do, ... its original ATK and DEF
are halved" (held while "self-summoned-with-fewer-tributes"): a Level 7 or higher monster Tribute Summoned with 1
Tribute has the changed values; with 2 Tributes, its printed ones.

The ATK a Special Summon procedure by Tributing gives (round 165, rule sum-procedure-tribute-stat-gain): "You can Special
Summon this card (from your hand) by Tributing 1 Warrior-Type monster, and if you do, it gains ATK equal to the Tributed
monster's original ATK" (per_count "procedure-tributed original-atk"): the printed ATK of the monsters Tributed for its
last Special Summon, a face-down one too, 0 for a "?"; nothing when that Summon Tributed nothing."""

from __future__ import annotations

from edison_kg.timing.material_stats import moment_before_summon

UNTRIBUTED_RULE = "sum-untributed-stat-price"
FEWER_TRIBUTES_RULE = "sum-fewer-tributes-stat-price"
PROCEDURE_TRIBUTES_RULE = "sum-procedure-tribute-stat-gain"
_ARRIVALS = frozenset({"normal_summon", "tribute_summon", "special_summon", "fusion_summon", "synchro_summon",
                       "ritual_summon", "set"})
_GONE = frozenset({"flipped_face_down", "destroyed", "sent_to_gy", "banished", "returned_to_hand", "returned_to_deck",
                   "tributed", "discarded"})


def _normal_summon_tributes(state, ref: str) -> tuple[str, int] | None:
    """(the event, the number of Tributes) of the Normal Summon or Set from the hand that last put monster ``ref`` on
    the field, not flipped face-down since; None when another arrival did, or the steps do not show it arriving."""
    last = None
    for happening in state.happenings():
        event = happening.event
        if event.card != ref:
            continue
        if event.event in _ARRIVALS:
            last = happening
        elif event.event in _GONE:
            last = None
    if last is None or last.event.event not in ("normal_summon", "tribute_summon", "set") \
            or last.event.event == "set" and last.event.from_zone not in (None, "hand"):
        return None
    before = state.moments[last.moment - 1] if last.moment > 0 else None
    tributes = [e for e in before.events if e.cause == "summon_material"] if before is not None else []
    return last.event.event, len(tributes)


def summoned_untributed(state, ref: str) -> bool:
    """Was monster ``ref`` last put on the field by a Normal Summon or Set without Tributes, and not flipped
    face-down since? A monster the steps do not show arriving was not: its printed values stay."""
    found = _normal_summon_tributes(state, ref)
    if found is None or found[0] == "tribute_summon" or found[1]:
        return False          # its Tributes
    state.cite(UNTRIBUTED_RULE)
    state.assume(f"{state.infos[ref].name} was Normal {'Summoned' if found[0] != 'set' else 'Set'} "
                 f"without Tributing: the steps show no Tributes for it")
    return True


def summoned_with_fewer_tributes(state, ref: str) -> bool:
    """Was monster ``ref`` last put on the field by a Normal Summon or Set with Tributes, fewer than its Level needs
    (Level 5 or 6: 1, Level 7 or higher: 2), and not flipped face-down since? A Summon whose Tributes the steps do not
    show was not: its printed values stay."""
    found, level = _normal_summon_tributes(state, ref), state.infos[ref].level
    if found is None or not found[1] or level is None or found[1] >= (2 if level >= 7 else 1 if level >= 5 else 0):
        return False
    state.cite(FEWER_TRIBUTES_RULE)
    state.assume(f"{state.infos[ref].name} was Normal {'Summoned' if found[0] != 'set' else 'Set'} with "
                 f"{found[1]} Tribute{'s' if found[1] > 1 else ''}, fewer than its Level {level} needs: the price "
                 f"its text sets on that Summon applies to it")
    return True


def halved(state, ref: str, stat: str) -> int | None:
    """Half the printed ``stat`` of ``ref``, rounded up (None when it has none)."""
    info = state.infos[ref]
    printed = info.atk if stat == "atk" else info.defense
    return None if printed is None else (printed + 1) // 2


def from_procedure_tributes(state, holder: str) -> int | None:
    """The combined original ATK of the monsters Tributed for the last Special Summon of ``holder`` (a printed "?" counts
    0: its rulings); None when that Summon Tributed nothing, or the steps do not show it."""
    before = moment_before_summon(state, holder, ("special_summon",))
    if before is None or before.context != "summon_material":
        return None
    tributes = [e.card for e in before.events if e.cause == "summon_material" and e.card in state.infos]
    if not tributes:
        return None
    state.cite(PROCEDURE_TRIBUTES_RULE)
    state.assume(f"{state.infos[holder].name} gains the original ATK of the monsters Tributed for its Special Summon: "
                 f"{', '.join(state.infos[r].name for r in tributes)}")
    return sum(state.infos[r].atk or 0 for r in tributes)
