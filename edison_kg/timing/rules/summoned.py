"""How many monsters a Summon Tributed ("If you Tribute Summon this monster by Tributing 3
monsters", "Summoned this way" for a procedure "with 1 Tribute"). The monsters are counted, not
what each is worth as Tributes: a monster that may count as 2 Tributes is still 1 monster (rule
cond-tribute-count-counts-monsters).

the kind of the Summon's Tributes ("by Tributing a Dragon-Type monster": one of
them; "by Tributing only WIND monsters": every one, rule cond-tributed-kind) and the kind of card
whose effect Special Summoned it ("by the effect of a Zombie-Type monster", rule cond-summoned-by-kind):
a Summon that does not meet them does not set the trigger off. A Tributed card's kind is its card's."""

from __future__ import annotations

from edison_kg.timing.rules.caused_by import CAUSED_BY_NAMED_CARD, caused_by_unmet
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


TRIBUTED_KIND = "cond-tributed-kind"
SUMMONED_BY_KIND = "cond-summoned-by-kind"


def tributed_cards(state, happening) -> list[str] | None:
    """The monsters Tributed for the Summon of ``happening`` (None: the scenario does not show them)."""
    moment = happening.moment
    before = state.moments[moment - 1] if moment > 0 else None
    if before is not None and before.context == "summon_material":
        return [e.card for e in before.events if e.event == "tributed" and e.cause == "summon_material"]
    return None


def _unmet_summon_qualifier(pattern, happening, state) -> str | None:
    """Why the Summon of ``happening`` misses the kind of Tribute or of Summoning card its condition
    names (None: it meets them, or the scenario does not say and the answer assumes it)."""
    event = happening.event
    name = state.infos[event.card].name if event.card in state.infos else "The monster"
    if not pattern.tributed_kind.empty and event.event in COUNTED_SUMMONS:
        tributed = tributed_cards(state, happening)
        if tributed is None:
            state.assume(f"{name} was Tribute Summoned by Tributing the kind of monster its condition names (the "
                         f"scenario does not say which monsters were Tributed).")
        else:
            of_kind = [ref for ref in tributed if ref in state.infos and state.kind_of(ref, pattern.tributed_kind)]
            if not tributed or not of_kind or (pattern.tributes_all_of_kind and len(of_kind) < len(tributed)):
                return ("every monster Tributed for it to be" if pattern.tributes_all_of_kind else
                        "a monster Tributed for it to be") + " of the kind it names, and " + (
                    "the Summon Tributed " + ", ".join(state.infos[r].name for r in tributed if r in state.infos)
                    if tributed else "the Summon Tributed nothing")
    if not pattern.summoner_kind.empty and event.event == "special_summon":
        by = event.by
        if by is None or by not in state.infos:
            state.assume(f"{name} was Special Summoned by the effect of the kind of card its condition names (the "
                         f"scenario does not say which card Summoned it).")
        elif not state.kind_of(by, pattern.summoner_kind):
            return f"the card whose effect Special Summoned it to be of the kind it names, and {state.infos[by].name} is not"
    return caused_by_unmet(pattern, happening, state)   # any other event "by the effect of" a named card (rules/caused_by.py)


def tributes_match(pattern, happening, state) -> bool:
    """Is the Summon of ``happening`` made with the number (and kind) of monsters the condition
    names, by the kind of card it names?"""
    if _unmet_summon_qualifier(pattern, happening, state) is not None or not material_for_holds(pattern, happening, state):
        return False
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
    """A Summon that meets the condition but for the number or kind of monsters it Tributed, or for
    the card that Summoned it, or for the kind of monster Summoned with it as material."""
    material = material_for_near_miss(pattern, state, happening, met)
    if material is not None:
        return material
    if (not pattern.tributed_kind.empty or not pattern.summoner_kind.empty or not pattern.caused_by_kind.empty) \
            and met(happening, with_state=False):
        unmet = _unmet_summon_qualifier(pattern, happening, state)
        if unmet is not None:
            rule = SUMMONED_BY_KIND if not pattern.summoner_kind.empty and happening.event.event == "special_summon" \
                and pattern.tributed_kind.empty else CAUSED_BY_NAMED_CARD if not pattern.caused_by_kind.empty \
                and happening.event.event != "special_summon" else TRIBUTED_KIND
            return Verdict("no", "condition-not-met", [rule], f"Its condition needs {unmet}.")
    if pattern.tributes is None or happening.event.event not in COUNTED_SUMMONS or not met(happening, with_state=False):
        return None
    count = tributed_for(state, happening)
    if count is None or count == pattern.tributes:
        return None
    return Verdict("no", "condition-not-met", [TRIBUTE_COUNT],
                   f"It was Summoned by Tributing {count} monster{'s' if count != 1 else ''}, and its condition names "
                   f"{pattern.tributes}: the Tributes are counted as monsters, whatever each is worth.")


# "sent to the Graveyard for the Synchro Summon of a LIGHT Synchro Monster", "tribute this
# card for the Tribute Summon of a DARK monster": the monster Summoned with the card must be of that kind.
MATERIAL_FOR_KIND = "cond-material-for-kind"
_SUMMON_EVENTS = ("normal_summon", "tribute_summon", "special_summon", "synchro_summon", "fusion_summon",
                  "ritual_summon", "flip_summon")


def _summoned_with(state, happening) -> str | None:
    """The monster Summoned with the material of ``happening`` (its Summon is at the same moment, or the next)."""
    for index in (happening.moment, happening.moment + 1):
        if index < len(state.moments):
            for e in state.moments[index].events:
                if e.event in _SUMMON_EVENTS and e.card != happening.event.card and e.card in state.infos:
                    return e.card
    return None


def _unmet_material_for(pattern, happening, state) -> str | None:
    if pattern.material_for_kind.empty or happening.event.cause != "summon_material" or state is None:
        return None
    summoned = _summoned_with(state, happening)
    if summoned is None:
        state.assume("The monster Summoned with it is of the kind its condition names (the scenario does not say "
                     "which monster was Summoned).")
        return None
    if state.kind_of(summoned, pattern.material_for_kind):
        return None
    return f"the monster Summoned with it to be of the kind it names, and {state.infos[summoned].name} is not"


def material_for_holds(pattern, happening, state) -> bool:
    """Was the card used as material for the Summon of the kind of monster its condition names?"""
    return _unmet_material_for(pattern, happening, state) is None


def material_for_near_miss(pattern, state, happening, met) -> Verdict | None:
    if pattern.material_for_kind.empty or not met(happening, with_state=False):
        return None
    unmet = _unmet_material_for(pattern, happening, state)
    return None if unmet is None else Verdict("no", "condition-not-met", [MATERIAL_FOR_KIND],
                                              f"Its condition needs {unmet}.")
