"""What may be activated in the Damage Step (rule damage-step-restriction)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import SUMMON_EVENTS, TRIGGER_KINDS, Verdict
from edison_kg.timing.rules.happened import condition_met, started_by_event
from edison_kg.timing.rules.activation_answers import ANSWERS_THE_ACTIVATION_RULE, answers_the_activation
from edison_kg.timing.rules.spell_trap import continuous_trap_verdict
from edison_kg.timing.rules.battle_window import battle_window_verdict
from edison_kg.timing.rulesets import Ruleset

DAMAGE_STEP_NO = ["damage-step-restriction"]


def damage_step_allowed(info, effect: AnalyzedEffect, ruleset: Ruleset) -> bool:
    """Allowed whatever its event: the card reader's reading (effects timed for the Damage
    Step, that change ATK/DEF or negate an activation), a Counter Trap, or a monster's effect that deals with the
    activation it answers (rule bt-damage-step-answers-the-activation)."""
    if effect.damage_step or answers_the_activation(info, effect):
        return True
    return info.is_counter_trap and not effect.excludes_damage_step and effect.provenance != "override"


def damage_step_verdict(info, effect: AnalyzedEffect, matches, ruleset: Ruleset) -> Verdict | None:
    """Only some effects can be activated during the Damage Step: Counter Traps, effects that
    negate an activation or change ATK/DEF, effects timed for the Damage Step, mandatory
    effects, trigger effects whose event happened in the Damage Step, and cards answering an
    event of the battle itself (a monster destroyed by battle); never an effect whose text
    says "except during the Damage Step"."""
    no = Verdict("no", "damage-step", list(DAMAGE_STEP_NO), "It cannot be activated during the Damage Step.")
    if effect.excludes_damage_step:
        no.explanation = "Its text says it cannot be activated during the Damage Step."
        return no
    answered = summon_in_the_damage_step(effect, matches)
    if answered is not None:
        return answered
    if any(h.synthetic and h.event.event == "damage_inflicted" for h in matches):
        return Verdict("yes", "other", DAMAGE_STEP_NO + ["bt-about-to-take-battle-damage"],
                       "It is used in the Damage Step, up to damage calculation, against the battle damage about to "
                       "be dealt.")
    if damage_step_allowed(info, effect, ruleset):
        # allowed by what it does: the verdict rests on that exception too
        if not effect.damage_step and answers_the_activation(info, effect):
            return Verdict("yes", "other", DAMAGE_STEP_NO + [ANSWERS_THE_ACTIVATION_RULE],
                           "It answers the activation by dealing with what was activated: it may be activated in the "
                           "Damage Step.")
        return Verdict("yes", "other", DAMAGE_STEP_NO + (["neg-activation-definition"] if effect.negates_activation else []),
                       "It may be activated in the Damage Step.")
    if not effect.optional:
        return None
    for happening in matches:
        if effect.kind in TRIGGER_KINDS and happening.phase == "damage_step" \
                and set_off_there(effect, happening.event.event) or happening.event.cause == "battle" and not looks_back(effect) \
                and not bare_destruction(effect, happening.event):
            # set off in the Damage Step, or by the battle itself: activated there
            own = [OWN_BANISHMENT_RULE] if happening.event.event == "banished" and own_banishment(effect) else []
            return Verdict("yes", "other", DAMAGE_STEP_NO + ["bt-damage-step-trigger-of-the-battle"] + own,
                           "What it answers happened in the Damage Step: it is activated there.")
    if any(h.event.cause == "battle" for h in matches) and looks_back(effect):
        no.rules.append("bt-look-back-not-in-the-damage-step")
        no.explanation = ("It is activated during the turn after what it looks back at, not in answer to it: not in "
                          "the Damage Step.")
    if any(h.event.cause == "battle" and bare_destruction(effect, h.event) for h in matches):
        no.rules.append(BARE_DESTRUCTION_RULE)
        no.explanation = ("It answers a monster being destroyed, which a battle does at damage calculation, where this "
                          "card cannot be activated; once the Damage Step is over, the destruction is no longer the "
                          "last thing to happen.")
    if any(effect.kind in TRIGGER_KINDS and h.phase == "damage_step" for h in matches):
        no.rules.append(OTHER_EVENT_RULE)
        no.explanation = ("What it answers happened in the Damage Step, but an optional effect set off there by a "
                          "card being added, banished, returned or moved otherwise cannot be activated there.")
    return no


# the events whose optional trigger effects may be activated in the Damage
# Step when they happen there: a card destroyed, sent to the Graveyard (discarded, Tributed) or
# flipped face-up, and damage; a card added to the hand, banished, returned, drawn, or a change
# of control or position is not one of them (rule bt-damage-step-trigger-events)
DAMAGE_STEP_TRIGGER_EVENTS = frozenset({"destroyed", "sent_to_gy", "discarded", "tributed", "flipped_face_up",
                                        "damage_inflicted"})
OTHER_EVENT_RULE = "bt-damage-step-trigger-events"
OWN_BANISHMENT_RULE = "bt-damage-step-own-banishment"


BARE_DESTRUCTION_RULE = "bt-bare-destruction-not-in-the-damage-step"


def bare_destruction(effect: AnalyzedEffect, event) -> bool:
    """"Activate only when a Reptile-Type monster you control is destroyed": a card whose condition is the destruction
    alone, naming neither the battle nor the Graveyard, answers a destruction by battle when it happens, at damage
    calculation, where a card that is not otherwise allowed there cannot be activated; the end of the Damage Step, where
    cards for a monster "destroyed by battle" or "destroyed and sent to the Graveyard" are activated, is too late for it
    (rule bt-bare-destruction-not-in-the-damage-step)."""
    condition = effect.condition
    return effect.kind == "card-activation" and condition is not None and event.event == "destroyed" \
        and event.cause == "battle" and condition.cause is None and condition.to_zone is None \
        and not condition.end_of_damage_step and "sent_to_gy" not in condition.types


def looks_back(effect: AnalyzedEffect) -> bool:
    """"Activate during the turn a ... monster you control was destroyed": a card activated at any
    point of the turn after the event, not an answer to it, so the battle's event does not open the
    Damage Step to it (rule bt-look-back-not-in-the-damage-step)."""
    return effect.kind == "card-activation" and effect.timing_word == "during"


def set_off_there(effect: AnalyzedEffect, event: str) -> bool:
    """May an optional trigger effect answer ``event`` when it happens in the Damage Step: one of
    those events, or the monster's own Summon (rule bt-damage-step-summon)?"""
    own_summon = effect.condition is not None and effect.condition.self_card and event in SUMMON_EVENTS
    return own_summon or event in DAMAGE_STEP_TRIGGER_EVENTS or (event == "banished" and own_banishment(effect))


def own_banishment(effect: AnalyzedEffect) -> bool:
    """Rule bt-damage-step-own-banishment: "When this card is removed from play: You can ..." is set off by its own card
    being moved, which may be answered in the Damage Step (Cyber Ouroboros's Edison rulings); one that Special Summons
    the card itself is not (as a card added to the hand and Summoning itself is not)."""
    condition = effect.condition
    return effect.kind == "trigger" and condition is not None and condition.self_card \
        and "banished" in condition.types \
        and not any(c.action == "special_summon" and c.subject == "self" for c in effect.clauses)


def in_the_damage_step(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """The rule, in the Damage Step: a Spell/Trap Card whose activation does nothing of its
    own is activated there only if it is a Counter Trap, or a card whose continuous effect
    changes ATK/DEF (before damage calculation); an effect, as damage_step_verdict says."""
    if state.phase != "damage_step":
        return None
    info = state.infos[ref]
    if at_damage_calculation(state) and not info.is_counter_trap \
            and not (effect is not None and effect.condition_at_damage_calculation):
        return Verdict("no", "damage-step", DAMAGE_STEP_NO + [AT_DAMAGE_CALCULATION],
                       "An effect activated during damage calculation is on the chain: it is damage calculation, where "
                       "only Counter Traps and effects timed during damage calculation may be activated.")
    if effect is None:
        if info.is_counter_trap:
            return None
        if changes_stats_while_face_up(info):
            return after_damage_calculation(state) or Verdict(
                "yes", "other", DAMAGE_STEP_NO + ATK_CHANGE,
                "Its continuous effect changes ATK/DEF: it may be activated in the Damage Step until damage calculation.")
        if changes_stats_only_later(info):
            return Verdict("no", "damage-step", list(DAMAGE_STEP_NO) + [CHANGE_ONLY_AFTER_A_BATTLE],
                           "Its continuous effect changes ATK/DEF only once a battle is over, not in this Damage "
                           "Step: its activation does nothing that may be done in the Damage Step.")
        return with_its_effect(state, ref) or Verdict("no", "damage-step", list(DAMAGE_STEP_NO),
                                                      "Its activation does nothing that may be done in the Damage Step.")
    matches = condition_met(state, ref, effect)[0] if started_by_event(effect) else []
    verdict = damage_step_verdict(info, effect, matches, state.ruleset)
    if verdict is not None and verdict.reason == "damage-step" and started_by_event(effect) and not matches:
        # its condition is not met either: the Damage Step is still the reason given
        verdict.rules.append("damage-step-before-condition")
    if verdict is not None and verdict.answer == "yes" and effect.condition is None and not effect.negates_activation \
            and not info.is_counter_trap and (changes_stats(effect) or effect.damage_step and changes_stats_while_face_up(info)):
        # a Spell/Trap whose next sentence changes the ATK of what its effect selected (Berserking)
        return after_damage_calculation(state) or verdict
    return verdict


WITH_ITS_EFFECT = ["tl-cont-trap-damage-step", "tl-cont-trap-flipped-in-the-damage-step-with-its-effect"]


def with_its_effect(state, ref: str) -> Verdict | None:
    """A Set Continuous Trap asked about with no effect named, whose activation does nothing the Damage Step allows:
    it is still activated there together with an optional Trigger-like or Quick-like Effect of its own that may
    share its Chain Link and may be activated there now ("during the Damage Step you can pay Life Points ...": the
    card flipped face-up only as that effect is activated; rules tl-cont-trap-damage-step and
    tl-cont-trap-flipped-in-the-damage-step-with-its-effect, round 147)."""
    info = state.infos[ref]
    if not info.is_continuous_trap or state.cards[ref].face_up is True:
        return None
    for effect in info.effects:
        if effect.kind not in ("trigger-like", "quick-like") or not effect.optional:
            continue
        shared = continuous_trap_verdict(state, ref, effect)
        if shared is None or shared.answer != "yes" or battle_window_verdict(state, ref, effect) is not None:
            continue                    # not the battle its condition names (round 149)
        there = in_the_damage_step(state, ref, effect)
        if there is not None and there.answer == "yes":
            return Verdict("yes", "other", list(dict.fromkeys(DAMAGE_STEP_NO + WITH_ITS_EFFECT + shared.rules + there.rules)),
                           "It may be activated in the Damage Step only together with its own effect, which may be "
                           "activated there now, as one Chain Link.")
    return None


def never_in_this_damage_step(state, ref: str, effect: AnalyzedEffect) -> bool:
    """Is it the Damage Step and the effect one that is never activated there, whatever its
    condition (its text rules the Damage Step out, or it neither changes ATK/DEF, negates an
    activation, is a Counter Trap nor is timed for the Damage Step, and is optional)? Then the
    Damage Step is the reason it cannot be activated, before its unmet condition (rule
    damage-step-before-condition)."""
    if state.phase != "damage_step":
        return False
    if effect.excludes_damage_step:
        return True
    return effect.optional and not damage_step_allowed(state.infos[ref], effect, state.ruleset) \
        and not may_be_set_off_there(effect)


def may_be_set_off_there(effect: AnalyzedEffect) -> bool:
    """Could what the effect answers still happen in the Damage Step and be answered there: an
    event of the battle (destroyed by battle, battle damage, "this card battled"), the Damage
    Step named by its condition, or for a trigger effect any event but another card's Summon
    (rule bt-damage-step-summon)?"""
    condition = effect.condition
    if condition is None:
        return False
    if condition.cause == "battle" or condition.end_of_damage_step or "damage_step" in condition.phases \
            or condition.attack_role or condition.actor_self:
        return True
    if effect.kind in TRIGGER_KINDS:
        if condition.self_card and any(t in SUMMON_EVENTS for t in condition.types):
            return True
        return any(t in DAMAGE_STEP_TRIGGER_EVENTS for t in condition.types) or own_banishment(effect)
    return False


# ------------------------------------------------------------------ battle and the Damage Step

ATK_CHANGE = ["bt-damage-step-atk-change"]
SUMMON_ANSWER = ["bt-damage-step-summon"]


def changes_stats(effect: AnalyzedEffect) -> bool:
    return any(c.action == "change_stats" for c in effect.clauses)


def changes_stats_while_face_up(info) -> bool:
    """Is the card's doing a continuous change of ATK/DEF (Mirror Wall: "has its ATK halved as
    long as this card remains on the field")?"""
    return info.card_type in ("spell", "trap") and any(
        e.kind == "continuous" and any(c.action == "change_stats" and not c.later for c in e.clauses)
        for e in info.effects)   # not a change that waits for a battle to be over (rule bt-stat-change-only-after-a-battle)


CHANGE_ONLY_AFTER_A_BATTLE = "bt-stat-change-only-after-a-battle"


def changes_stats_only_later(info) -> bool:
    """Is the Spell/Trap Card's continuous change of ATK/DEF one that waits for a battle to be over ("Each turn,
    after the first time a "Six Samurai" monster you control battles, ... gain 300 ATK")?"""
    return info.card_type in ("spell", "trap") and any(
        e.kind == "continuous" and any(c.action == "change_stats" and c.later for c in e.clauses) for e in info.effects)


def after_damage_calculation(state) -> Verdict | None:
    """A card that may be used in the Damage Step only because it changes ATK/DEF is used until
    damage calculation: once the battle's damage was calculated, its time is over (rule
    bt-damage-step-atk-change)."""
    battle = state.battle
    if battle is None or battle.damage_calculated is not True:
        return None
    return Verdict("no", "damage-step", DAMAGE_STEP_NO + ATK_CHANGE,
                   "A card that changes ATK/DEF may be activated in the Damage Step only until damage calculation, "
                   "and the battle's damage has been calculated.")


AT_DAMAGE_CALCULATION = "bt-damage-calculation-only-its-own-effects"


def at_damage_calculation(state) -> bool:
    """Is an effect timed "during damage calculation" (stored by the reader: cardtext/condition_words.py) on the open
    chain? Its activation says the game is at damage calculation (rule bt-damage-calculation-only-its-own-effects)."""
    return any(link.effect is not None and link.effect.condition_at_damage_calculation for link in state.chain)


def summon_in_the_damage_step(effect: AnalyzedEffect, matches) -> Verdict | None:
    """A Summon made in the Damage Step is answered there only by the Summoned monster's own
    effects for being Summoned and by mandatory effects: an optional effect or a card that
    answers it ("When your opponent Special Summons a monster") cannot be activated, even one
    that changes ATK/DEF (rule bt-damage-step-summon)."""
    if not effect.optional or effect.condition is None or effect.condition.self_card or not matches:
        return None
    if not all(h.phase == "damage_step" and h.event.event in SUMMON_EVENTS for h in matches):
        return None
    return Verdict("no", "damage-step", DAMAGE_STEP_NO + SUMMON_ANSWER,
                   "It answers a Summon made during the Damage Step; only the Summoned monster's own effects and "
                   "mandatory effects may answer it there.")
