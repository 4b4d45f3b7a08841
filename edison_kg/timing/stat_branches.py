"""Resolutions whose branch the game state decides, not a player (round 95).

"flip it face-up, then destroy it if its DEF is 2000 or less, or return it face-down if its DEF is more
than 2000" (Acid Trap Hole): the "or" joins two branches, but no player picks one: the target's DEF
as the effect resolves does (rule res-branch-by-stat). The card reader gives each branch the stat its
target must have (`only_if_kind`, cardtext/would.py); here the branch whose bound the target meets is
done and the other is not, and the value used is said in `assumed` (the scenario's, else the card data's).
"""

from __future__ import annotations

from dataclasses import replace

from edison_kg.timing import chain_link_branch, forced_branch, none_found_branch
from edison_kg.timing.card_kinds import kind_of
from edison_kg.timing.levels import current_level
from edison_kg.timing.life_points import branches_met
from edison_kg.timing.stats import current_stat

RULE = "res-branch-by-stat"


def _bounded(kind) -> str | None:
    """The stat a kind bounds ("atk" | "def" | "level"), None: none."""
    for stat in ("atk", "def", "level"):
        if getattr(kind, f"{stat}_max") is not None or getattr(kind, f"{stat}_min") is not None:
            return stat
    return None


def decided(state, link) -> bool:
    """Are its alternatives branches the target's stat decides (every one done only if the
    target has a stat the reader read), with a target to look at?"""
    if forced_branch.decided(state, link):
        return True               # an option its player cannot take (timing/forced_branch.py)
    if chain_link_branch.decided(state, link):
        return True               # parts done by the card's own Chain Link (timing/chain_link_branch.py)
    if none_found_branch.decided(state, link):
        return True               # "X, or, if you have none, Y" (timing/none_found_branch.py)
    effect = link.effect
    if effect is None or not link.targets or link.targets[0] not in state.cards:
        return False
    options = [c for c in effect.clauses if c.alternative]
    return bool(options) and all(c.only_if and _bounded(c.only_if_kind) for c in options)


def met(state, link) -> list:
    """The clauses done: those of the Life Points branch met (timing/life_points.py), and for a branch by
    stat only those whose bound the target meets."""
    clauses = branches_met(state, link)
    if forced_branch.decided(state, link):
        return forced_branch.met(state, link, clauses)
    if chain_link_branch.decided(state, link):
        return chain_link_branch.met(state, link, clauses)
    if none_found_branch.decided(state, link):
        return none_found_branch.met(state, link, clauses)
    if not decided(state, link):
        return clauses
    target = link.targets[0]
    kept, joined_by = [], None
    for clause in clauses:
        stat = _bounded(clause.only_if_kind) if clause.only_if else None
        if stat is None:
            kept.append(clause)
            continue
        # the effect itself turned it face-up before ("flip it face-up, then ..."): its stat is seen
        if kind_of(state, target, clause.only_if_kind, even_face_down=True):
            # "then destroy it if ..., or return it face-down if ...": the "then" before the first branch
            # joins whichever branch is done, so the branch done after an undone first one still follows
            # the part before it (it is the last thing, rule res-branch-by-stat)
            kept.append(replace(clause, conjunction=joined_by) if clause.alternative and joined_by
                        and not clause.conjunction else clause)
        elif not clause.alternative:
            joined_by = clause.conjunction
        _say(state, link, target, stat)
    return kept


def _say(state, link, target: str, stat: str) -> None:
    info = state.infos.get(target)
    told = state.scenario.cards[target].stats.get(stat)
    if stat == "level":
        value = told if told is not None else current_level(state, target, getattr(info, "level", None))
    else:
        value = told if told is not None else current_stat(state, target, stat)
    source = "as the scenario states" if told is not None else "from the card data: the scenario states none"
    name = getattr(info, "name", target)
    state.cite(RULE)
    state.assume(f"{link.info.name}: the branch done is the one {name}'s {stat.upper() if stat != 'level' else 'Level'} "
                 f"decides, not a player's choice: it is {value} ({source})")
