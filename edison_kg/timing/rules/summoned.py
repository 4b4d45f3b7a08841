"""How many monsters a Summon Tributed ("If you Tribute Summon this monster by Tributing 3
monsters", "Summoned this way" for a procedure "with 1 Tribute"). The monsters are counted, not
what each is worth as Tributes: a monster that may count as 2 Tributes is still 1 monster (rule
cond-tribute-count-counts-monsters)."""

from __future__ import annotations

from edison_kg.timing.rules.verdict import Verdict

TRIBUTE_COUNT = "cond-tribute-count-counts-monsters"
COUNTED_SUMMONS = ("normal_summon", "tribute_summon")


def tributed_for(state, happening) -> int | None:
    """How many monsters were Tributed for the Summon of ``happening`` (None: a Tribute Summon
    the scenario shows without its Tributes)."""
    moment = happening.moment
    before = state.moments[moment - 1] if moment > 0 else None
    if before is not None and before.context == "summon_material":
        return sum(1 for e in before.events if e.event == "tributed" and e.cause == "summon_material")
    return None if happening.event.event == "tribute_summon" else 0


def tributes_match(pattern, happening, state) -> bool:
    """Is the Summon of ``happening`` made with the number of monsters the condition names?"""
    if pattern.tributes is None or happening.event.event not in COUNTED_SUMMONS:
        return True
    count = tributed_for(state, happening)
    if count is None:
        name = state.infos[happening.event.card].name if happening.event.card in state.infos else "The monster"
        state.assume(f"{name} was Tribute Summoned with the number of Tributes its condition names (the scenario "
                     f"does not say which monsters were Tributed).")
        return True
    return count == pattern.tributes


def tribute_near_miss(pattern, state, happening, met) -> Verdict | None:
    """A Summon that meets the condition but for the number of monsters it Tributed."""
    if pattern.tributes is None or happening.event.event not in COUNTED_SUMMONS or not met(happening, with_state=False):
        return None
    count = tributed_for(state, happening)
    if count is None or count == pattern.tributes:
        return None
    return Verdict("no", "condition-not-met", [TRIBUTE_COUNT],
                   f"It was Summoned by Tributing {count} monster{'s' if count != 1 else ''}, and its condition names "
                   f"{pattern.tributes}: the Tributes are counted as monsters, whatever each is worth.")
