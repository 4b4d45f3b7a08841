"""The Damage Step's substeps each start their own chain of triggers.

After damage calculation the Damage Step goes on in order (rule bt-damage-step-substeps, from the
rulings that name the substep each effect activates in): first the effects for battle damage
dealt are activated, and resolve; then the Flip Effects of monsters the attack flipped face-up
and the effects timed "after damage calculation" (the stored precedents put those two on one
chain, but the Flip Effect of a monster the attack flipped and destroyed by battle waits for a chain
after theirs); only at the end of the Damage Step are the monsters destroyed by battle sent to the
Graveyard, and then the effects set off by a monster destroyed by battle (its own, the one that
destroyed it, "sent to the Graveyard") or timed "at the end of the Damage Step" are activated.
Before damage calculation come the effects timed "before damage calculation" (set off by the attack declaration:
"Before damage calculation, if this card attacks a Defense Position monster"), on a chain of their own after those of
the start of the Damage Step. Before all of them, the effects met as the Damage Step starts ("At the start
of the Damage Step") form their own chain. Triggers of different substeps are never simultaneous: each substep's form a chain of their
own, the earlier substep first. A trigger whose substep the rulings do not fix stays with the
latest of the others, as it always did.
"""

from __future__ import annotations

from edison_kg.timing.rules.damage_step_end import activated_at_damage_step_end
from edison_kg.timing.rules.happened import condition_met

SUBSTEPS_RULE = "bt-damage-step-substeps"
# the Edison rulings' numbers: 5 after damage calculation, 6 resolve effects, 7 end of the Damage Step;
# 1, the start of the Damage Step, comes before damage calculation and all of them
START_OF_DAMAGE_STEP, BATTLE_DAMAGE, FLIP_EFFECTS, END_OF_DAMAGE_STEP = 1, 5, 6, 7
# 3, before damage calculation ("Before damage calculation, if this card attacks ..."; the
# rulings' "Substep 3 - Before Damage Calculation", after the Set monster is flipped in 2): set off by the attack
# declaration, activated after the start of the Damage Step's chain
BEFORE_DAMAGE_CALCULATION = 3
# the Flip Effect of a monster the attack flipped and destroyed by battle: still Substep 6, but on a new
# chain after the one of the mandatory effects timed "after damage calculation" (rule
# bt-flip-of-destroyed-after-damage-effects; the Red Dragon Archfiend rulings); a Flip monster that survives, or one
# beside an optional effect of that time only, shares their chain (Kangaroo Champ, D.D. Warrior Lady)
FLIP_OF_A_DESTROYED_MONSTER = 6.5
DESTROYED_FLIP_RULE = "bt-flip-of-destroyed-after-damage-effects"
WITH_BATTLE_DAMAGE_RULE = "bt-after-damage-calculation-with-battle-damage"
AFTER_CALCULATION_RULE = "bt-effect-event-after-damage-calculation"
WORDED_IF_RULE = "bt-if-worded-after-damage-calculation"


def _met_by_the_battle(state, ref, effect) -> float | None:
    """The substep of a trigger met by the battle's damage or its flip, if it is one of those."""
    if effect.kind == "flip" or (effect.condition is not None and effect.condition.after_damage_calculation):
        flips = [h for h in condition_met(state, ref, effect)[0]
                 if h.event.event == "flipped_face_up" and h.event.cause == "battle"]
        if flips and _destroyed_by_battle_since(state, ref, flips[-1].moment):
            return FLIP_OF_A_DESTROYED_MONSTER
        return FLIP_EFFECTS if flips or effect.kind != "flip" else None
    if any(h.event.event == "damage_inflicted" and h.event.cause == "battle"
           for h in condition_met(state, ref, effect)[0]):
        return BATTLE_DAMAGE
    return None


def _destroyed_by_battle_since(state, ref: str, moment: int) -> bool:
    """Was the monster destroyed by battle after the attack flipped it (the same battle)?"""
    return any(event.event == "destroyed" and event.cause == "battle" and event.card == ref
               for m in state.moments[moment:] for event in m.events)


def substep_of(state, pending_entry) -> float | None:
    """The substep of the Damage Step a pending trigger is activated in, when the rulings fix it."""
    _, _, ref, effect = pending_entry
    if activated_at_damage_step_end(state, ref, effect):
        return END_OF_DAMAGE_STEP
    if effect.condition is not None and effect.condition.before_damage_calculation:
        return BEFORE_DAMAGE_CALCULATION
    return _met_by_the_battle(state, ref, effect) or _met_at_the_start(state, ref, effect) \
        or _met_after_damage_calculation(state, ref, effect)


def _met_after_damage_calculation(state, ref, effect) -> int | None:
    """A trigger met by an event of no battle (a monster destroyed by an effect: "If this card attacks, it is destroyed
    after damage calculation") that happened in this Damage Step after damage calculation, whose battle damage or
    destruction by battle came before it: it is of the after-damage-calculation substep, before the end of the Damage
    Step where the monsters destroyed by battle reach the Graveyard (rule bt-effect-event-after-damage-calculation)."""
    hits = condition_met(state, ref, effect)[0]
    if not hits or any(h.event.cause == "battle" for h in hits) or state.moments[hits[-1].moment].phase != "damage_step":
        return None
    for moment in reversed(state.moments[:hits[-1].moment]):
        if moment.phase != "damage_step":
            return None
        if any(event.cause == "battle" and event.event in ("damage_inflicted", "destroyed") for event in moment.events):
            state.cite(AFTER_CALCULATION_RULE)
            return FLIP_EFFECTS
    return None


def _met_at_the_start(state, ref, effect) -> int | None:
    """"At the start of the Damage Step, if this card battles ...": met as the Damage Step is entered, long before the
    effects of damage calculation (they shared its chain when the scenario stopped there)."""
    condition = effect.condition
    if condition is None or condition.after_damage_calculation or condition.end_of_damage_step:
        return None
    if any(h.event.event == "phase_entered" and h.phase == "damage_step" and not h.synthetic
           for h in condition_met(state, ref, effect)[0]):
        return START_OF_DAMAGE_STEP
    return None


def substep_chains(state, pending: list) -> tuple[list, list[list]]:
    """(the triggers of the earliest substep, which go on the next chain; those of each later
    substep, a chain each, in order). Outside the Damage Step, or when all belong to one
    substep, they all share the next chain."""
    if state.phase != "damage_step" or len(pending) < 2:
        return pending, []
    substeps = [substep_of(state, entry) for entry in pending]
    if not _mandatory_after_damage_calculation(pending):
        # "D.D. Warrior Lady"'s rulings: with an optional effect of after damage calculation the destroyed Flip
        # monster's effect still shares its chain (Chain Link 1); only a mandatory one goes first, alone
        substeps = [FLIP_EFFECTS if s == FLIP_OF_A_DESTROYED_MONSTER else s for s in substeps]
    if BATTLE_DAMAGE in substeps:
        substeps = [_with_battle_damage(state, entry, s) for entry, s in zip(pending, substeps)]
    substeps = _worded_if_first(state, pending, substeps)
    known = sorted({s for s in substeps if s is not None})
    if len(known) < 2:
        return pending, []
    by_substep: dict[int, list] = {}
    for entry, substep in zip(pending, substeps):      # stable: SEGOC order within a substep
        by_substep.setdefault(known[-1] if substep is None else substep, []).append(entry)
    groups = [by_substep[s] for s in known]
    return groups[0], groups[1:]


def _with_battle_damage(state, entry, substep: float | None) -> float | None:
    """A mandatory effect timed "after damage calculation" that is no Flip Effect is activated in Substep 5 with the
    effects for battle damage dealt, on their chain (rule bt-after-damage-calculation-with-battle-damage: Marshmallon's
    rulings, with Airknight Parshath's draw)."""
    effect = entry[3]
    if substep != FLIP_EFFECTS or effect.kind == "flip" or effect.optional or effect.condition is None \
            or not effect.condition.after_damage_calculation:
        return substep
    state.cite(WITH_BATTLE_DAMAGE_RULE)
    return BATTLE_DAMAGE


def _worded_if_first(state, pending: list, substeps: list) -> list:
    """An effect timed after damage calculation whose condition is worded "if" ("If this card battles, after damage
    calculation, you can ...", "After damage calculation, if this card battles ..."), optional or mandatory, is
    activated and resolves in Substep 5, a chain before the Flip Effects and the effects worded "After damage
    calculation, when this card battles ..." of Substep 6 (rule bt-if-worded-after-damage-calculation: Gemini
    Soldier's rulings, with Armed Sea Hunter's and Red Dragon Archfiend's)."""
    moved = [BATTLE_DAMAGE if s == FLIP_EFFECTS and _is_worded_if(state, entry) else s
             for entry, s in zip(pending, substeps)]
    if moved != substeps and any(s is not None and s > BATTLE_DAMAGE for s in moved):
        state.cite(WORDED_IF_RULE)
        return moved
    return substeps


def _is_worded_if(state, entry) -> bool:
    _, _, ref, effect = entry
    return effect.condition is not None and effect.condition.worded_if_after_damage_calculation   # cardtext/damage_timing.py


def _mandatory_after_damage_calculation(pending: list) -> bool:
    """Is one of the pending triggers a mandatory effect timed "after damage calculation" (Red Dragon Archfiend,
    Airknight Parshath's draw), the kind the rulings resolve before a destroyed Flip monster's effect?"""
    return any(effect.kind != "flip" and not effect.optional and effect.condition is not None
               and effect.condition.after_damage_calculation for _, _, _, effect in pending)


def substep_rules(state, later_chains: list) -> list[str]:
    """The rules besides the substeps' own that put a later chain after the others."""
    return [DESTROYED_FLIP_RULE] if any(substep_of(state, entry) == FLIP_OF_A_DESTROYED_MONSTER
                                        for group in later_chains for entry in group) else []


def in_the_battle_step(state) -> bool:
    """Is it the Battle Step of the current battle: an attack declared, its Damage Step not yet entered?"""
    battle = state.battle
    if state.phase != "battle" or battle is None:
        return False
    return not any(record.battle is battle and record.damage_step for record in state.battles)
