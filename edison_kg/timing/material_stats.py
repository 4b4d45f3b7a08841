"""ATK/DEF a monster takes from the materials of its own Summon (rule ce-stat-set-from-materials, round 103):
"equal to the number of Fusion Materials used for its Fusion Summon x 800" counts the materials, "the combined
original ATK of the materials used for its Fusion Summon" adds their printed ATK; both are worked out from the
materials the scenario shows going to the Graveyard (or banished) for that Summon, just before it. A Summon the
scenario shows without its materials leaves the value unknown (None), as for a Tribute Summon's Tributes."""

from __future__ import annotations

MATERIALS_RULE = "ce-stat-set-from-materials"
_SUMMONS = ("fusion_summon", "synchro_summon", "special_summon")


def moment_before_summon(state, holder: str, summon_events):
    """The moment just before the last Summon of ``holder`` by one of ``summon_events``: where the scenario sends its
    materials or Tributes (None: no such Summon, or it is the first moment)."""
    summons = [h for h in state.happenings() if h.event.card == holder and h.event.event in summon_events]
    if not summons or summons[-1].moment == 0:
        return None
    return state.moments[summons[-1].moment - 1]


def from_materials(state, holder: str, per_count: str, amount: int) -> int | None:
    before = moment_before_summon(state, holder, _SUMMONS)
    if before is None:
        return None
    materials = [e.card for e in before.events if getattr(e, "cause", None) == "summon_material"]
    if not materials:
        return None
    names = ", ".join(state.infos[r].name for r in materials if r in state.infos)
    state.cite(MATERIALS_RULE)
    if per_count == "materials count":
        state.assume(f"{state.infos[holder].name}'s ATK/DEF counts the {len(materials)} materials of its Summon: {names}")
        return amount * len(materials)
    printed = [state.infos[r].atk if r in state.infos else None for r in materials]
    if None in printed:
        return None
    state.assume(f"{state.infos[holder].name}'s ATK/DEF is the combined original ATK of the materials of its Summon: "
                 f"{names}")
    return amount * sum(printed)
