"""A condition on "a Gemini monster that is treated as an Effect Monster" (the reader's kind names both Gemini and
Effect) is met only by a Gemini monster that had its effects when its event happened: one Gemini Summoned (Normal
Summoned again while face-up on the field) and not turned face-down or moved since, or one a face-up card's continuous
effect treats as an Effect Monster. A Gemini that was not Gemini Summoned is a Normal Monster on the field, and a
non-Gemini Effect Monster is no Gemini (round 93, rule cond-gemini-treated-as-effect-monster)."""

from __future__ import annotations

from edison_kg.timing.gemini_summons import NOT_GEMINI_SUMMONED, gemini_summoned
from edison_kg.timing.restrictions import applying

GEMINI_AS_EFFECT = "cond-gemini-treated-as-effect-monster"
_BOTH = frozenset({"Gemini", "Effect"})


def gemini_as_effect_holds(state, ref: str | None, kind, moment: int) -> bool:
    """Was ``ref`` a Gemini monster treated as an Effect Monster just before ``moment``, where the kind asks for one?"""
    if not _BOTH <= kind.subtypes or ref is None or ref not in state.infos:
        return True
    info = state.infos[ref]
    if info.card_type != "monster" or "Gemini" not in info.subtypes:
        return False
    state.cite(GEMINI_AS_EFFECT)
    if given_its_effects(state, ref):
        return True               # "All face-up Gemini Monsters ... are treated as Effect Monsters" (taken as applying then)
    status = gemini_summoned(state, ref, before=moment)
    if status is None:
        state.assume(NOT_GEMINI_SUMMONED.format(name=info.name))
    return bool(status)


EQUIP_GIVES_GEMINI_EFFECTS = "eq-equip-gives-gemini-its-effects"


def given_its_effects(state, ref: str) -> bool:
    """Does a continuous effect applying now make the Gemini ``ref`` an Effect Monster with its effects? One that names
    Gemini monsters ("All face-up Gemini Monsters ... gain their effects") gives them to each it names; an Equip Card's
    ("It is treated as an Effect Monster, and gains its effect(s)") only to the monster it is equipped to, which is then
    the restriction's holder (rule eq-equip-gives-gemini-its-effects)."""
    for holder, r in applying(state):
        if r.kind != "gemini-has-effects":
            continue
        if r.granted_to == "equipped-monster":
            if holder == ref:
                state.cite(EQUIP_GIVES_GEMINI_EFFECTS)
                return True
        elif state.kind_of(ref, r.cards):
            return True
    return False
