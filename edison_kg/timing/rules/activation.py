"""Can this card or effect be activated now? The rules that decide it, in the order they are
applied (``decide``): each is ``rule(state, ref, effect) -> Verdict | None``. The first "no"
is the answer; an exception that applies ("yes": it may be activated in the Damage Step
because it is a Counter Trap) is named in the final "yes"; the last rule (its timing: the
condition it answers, or its Spell Speed) always speaks."""

from __future__ import annotations

from dataclasses import replace

from edison_kg.cardtext.stored_values import rules_noted
from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.answer import Answer
from edison_kg.timing.cards import select_effect
from edison_kg.timing.rules.verdict import MAIN_PHASES, TRIGGER_KINDS, Verdict, decide, only_for, rules_for
from edison_kg.timing.rules.chain import chain_speed, hand_trigger, open_speed, spell_speed_verdict
from edison_kg.timing.rules.phase_chains import not_chained_to_the_phase
from edison_kg.timing.rules.trigger_after_response import trigger_after_a_response
from edison_kg.timing.rules.chain_limits import chain_limits
from edison_kg.timing.rules.own_disposal import own_disposal_verdict
from edison_kg.timing.rules.continuous import (activation_verdict, banished_instead_spared, cost_verdict,
                                               destroyed_by_battle_negated, forbidden_effect_verdict,
                                               later_part_spared)
from edison_kg.timing.rules.continuous import battle_negation
from edison_kg.timing.rules.battle import needs_its_card_on_the_field
from edison_kg.timing.rules.arrival_turn import not_the_turn_it_arrived
from edison_kg.timing.rules.card_limit import card_limit_verdict, monster_count_verdict     # the latter
from edison_kg.timing.rules.damage_step import in_the_damage_step, never_in_this_damage_step
from edison_kg.timing.rules.damage_step_end import damage_step_end, not_yet_its_end
from edison_kg.timing.rules.happened import condition_met, event_verdict, started_by_event
from edison_kg.timing.rules.limits import own_lock_broken, summon_restriction, usage_limit
from edison_kg.timing.rules.summon_locks import special_summon_lock
from edison_kg.timing.rules.place import place_verdict
from edison_kg.timing.rules.possible import cost_cards_verdict, possible_effect_verdict
from edison_kg.timing.rules.effect_tributes import tribute_first_verdict
from edison_kg.timing.rules.counted_amounts import counted_amount_verdict, counted_summons_verdict
from edison_kg.timing.rules.damage_amounts import no_damage_to_prevent
from edison_kg.timing.rules.battle_destruction import no_destruction_to_prevent
from edison_kg.timing.rules.activated_cards import activated_cards_forbidden
from edison_kg.timing.rules.activation_turn import activated_that_turn, forbidden_by_an_activation_this_turn
from edison_kg.timing.rules.targets import battled_monster_gone, event_card_protected, target_must_exist
from edison_kg.timing.rules.value_set import level_cannot_fall_verdict, value_already_set_verdict
from edison_kg.timing.rules.named_phase import battle_phase_passed_verdict, named_phase_verdict
from edison_kg.timing.rules.turn_over import turn_over_verdict
from edison_kg.timing.rules.switch_both import each_player_switch_verdict
from edison_kg.timing.rules.named_phase import TEXT_NAMED_PHASES
from edison_kg.timing.rules.battle_window import battle_window_verdict
from edison_kg.timing.rules.spell_trap import card_place_verdict, continuous_trap_verdict, own_activation_pending
from edison_kg.timing.rules.watching import cannot_activate_there
from edison_kg.timing.rules.piles import discarded_itself_spared, pile_cards_verdict
from edison_kg.timing.rules.cost_and_target import cost_and_target_verdict
from edison_kg.timing.rules.combined_atk import combined_atk_verdict
from edison_kg.timing.rules.other_than_returned import other_than_returned_verdict
from edison_kg.timing.rules.same_type_cost import same_type_cost_verdict
from edison_kg.timing.rules.field_needs import field_state_verdict
from edison_kg.timing.rules.attack_locks import attack_lock_verdict, opponents_attacks_verdict
from edison_kg.timing.rules.cannot_attack_already import already_cannot_attack_verdict
from edison_kg.timing.rules.damage_calculation import attacked_at_damage_calculation
from edison_kg.timing.rules.graveyard_negation import negated_in_the_graveyard
from edison_kg.timing.rules.battling_negation import negated_while_battling
from edison_kg.timing.restrictions import negated_on_the_target
from edison_kg.timing.rules.graveyard_targets import graveyard_cost_spared, graveyard_target_negated
from edison_kg.timing.rules.field_counts import field_count_verdict    # counts of cards
from edison_kg.timing.rules.held_states import held_state_verdict
from edison_kg.timing.rules.life_points import life_points_verdict    # Life Points
from edison_kg.timing.rules.never_applied import (activation_never_applied, left_behind_before_it_applied,
                                                  no_tributes_of_its_own)
from edison_kg.timing.rules.granted_effects import negated_grant
from edison_kg.timing.rules.gemini import gemini_verdict
from edison_kg.timing.rules.token_effects import token_effect_verdict
from edison_kg.timing.rules.earned_effects import earned_effect_verdict
from edison_kg.timing.rules.field_costs import face_up_cost_verdict
from edison_kg.timing.rules.revival import never_properly_summoned
from edison_kg.timing.rules.summoned_by import summoned_by_verdict
from edison_kg.timing.rules.this_turn import this_turn_verdict, returned_this_turn_verdict, unread_condition_taken_as_met
from edison_kg.timing.rules.board import counters_verdict, monster_zones_verdict, own_stats_verdict
from edison_kg.timing.rules.costs import self_tribute_verdict, tribute_kind_verdict
from edison_kg.timing.rules.pending_continuous import pending_continuous_spared
from edison_kg.timing.rules.random_pick import random_own_hand_pick_verdict
from edison_kg.timing.rules.spell_trap_zones import closed_zone_verdict, spell_trap_zones_verdict
from edison_kg.timing.rules.direct_attacks import direct_attack_verdict
from edison_kg.timing.rules.monster_zones import selected_zones_verdict
from edison_kg.timing.rules.board import counter_holders_verdict
from edison_kg.timing.rules.ritual_tributes import ritual_tributes_verdict
from edison_kg.timing.rules.paired_targets import target_paired_with_cost
from edison_kg.timing.rules.bounded_picks import bounded_pick_verdict
from edison_kg.timing.rules.piles import opponent_discard_verdict
from edison_kg.timing.rules.summon_conditions import summon_condition_verdict
from edison_kg.timing.rules.options import option_effects, options_verdict
from edison_kg.timing.rules.options import paid_ways, plain_options
from edison_kg.timing.rules.options import union_option_verdict
from edison_kg.timing.cards import effects_to_choose_from
from edison_kg.timing.rules.effect_meant import any_effect_verdict, in_a_pile, say_effect_meant_in_a_pile
from edison_kg.timing.rules.equip_targets import equip_target_verdict
from edison_kg.timing.rules.switched_equips import switched_equip_verdict
from edison_kg.timing.rules.held_first import held_condition_verdict
from edison_kg.timing.rules.set_card_triggers import only_set_card_triggers

TARGET_NEGATED_RULE = "neg-target-negated-applies-nothing"


ACTIVE_THIS_TURN = "ce-card-remains-active-this-turn"
# a monster all of whose effects are continuous, asked about with no effect named (round 145)
NO_ACTIVATED_EFFECT = "ce-card-with-no-activated-effect"
# a monster with no effect at all: its text only limits its Summon or its use as material (round 165)
NO_EFFECT = "ce-monster-text-not-an-effect"


def can_activate(state, ref: str, number: int | None, effect_text: str | None) -> Answer:
    """The answer to "can this card (this effect of it) be activated now?"."""
    info = state.infos[ref]
    card = state.cards[ref]      # a card stated face-up on the field is not activated again, nor one in a pile
    face_up = card.face_up is True and card.zone in ("spell_trap_zone", "field_zone") or in_a_pile(state, ref)
    choices = effects_to_choose_from(info, number, effect_text, state.set_or_in_hand(ref), face_up)
    nothing = nothing_to_activate(info) if number is None and effect_text is None else None
    if nothing is not None:
        return Answer(answer=nothing.answer, reason=nothing.reason, explanation=f"{info.name}: {nothing.explanation}",
                      rules=list(nothing.rules))
    if choices:
        verdict = any_effect_verdict(state, ref, choices, can_activate_verdict)[0]
        return Answer(answer=verdict.answer, reason=verdict.reason,
                      explanation=f"{info.name}: {verdict.explanation}", rules=list(verdict.rules))
    effect = select_effect(info, number, effect_text, "$.ask", set_or_in_hand=state.set_or_in_hand(ref), face_up=face_up)
    named_one = number is not None or effect_text is not None
    say_effect_meant_in_a_pile(state, ref, effect, named_one, "the question is about")
    verdict = can_activate_verdict(state, ref, effect, effect_text)
    return Answer(answer=verdict.answer, reason=verdict.reason,
                  explanation=f"{info.name}: {verdict.explanation}", rules=list(verdict.rules))


def nothing_to_activate(info) -> Verdict | None:
    """A monster whose every effect is a continuous one (Raging Flame Sprite) has no effect a player activates: asked
    about with no effect named, the card is not activated at all (rule ce-card-with-no-activated-effect). A monster
    with no effect at all (a Normal Monster, or one whose text only limits how it is Summoned or used as material:
    Majestic Dragon, Cyber Dragon) has none either (rule ce-monster-text-not-an-effect). A card with an effect the
    card reader could not read is still asked to name one."""
    if info.card_type in ("spell", "trap"):
        return None
    if not info.effects:
        return Verdict("no", "other", [NO_EFFECT, NO_ACTIVATED_EFFECT],
                       "It has no effect: what its text says (how it is Summoned, what it is material for, or flavor "
                       "text) is not an effect, so there is nothing of this card to activate or to chain.")
    if any(e.kind != "continuous" for e in info.effects):
        return None
    return Verdict("no", "other", [NO_ACTIVATED_EFFECT, "neg-continuous-effects-are-not-activated"],
                   "Each of its effects is a continuous effect, which applies without being activated: there is "
                   "nothing of this card to activate or to chain.")


def can_activate_verdict(state, ref: str, effect: AnalyzedEffect | None, effect_text: str | None = None) -> Verdict:
    """The verdict on activating the effect (None: the Spell/Trap Card's own activation, when
    the card reader gave it nothing to do)."""
    with damage_step_end(state, ref, effect):   # the duel as it is when the effect is activated
        options = option_effects(effect, effect_text)     # one option that can be done is enough
        if options:     # a Union's option needs its card where that option acts from
            shared = (lambda: decide(rules_for(EFFECT_RULES, effect), state, ref, effect)) if plain_options(effect) else None
            verdict = options_verdict([union_option_verdict(state, ref, effect, option,
                                                            decide(rules_for(EFFECT_RULES, option), state, ref, option))
                                       for option in options],
                                      shared)
            return replace(verdict, rules=[*verdict.rules, *paid_ways(effect)])
        verdict = decide(rules_for(EFFECT_RULES, effect) if effect is not None else CARD_RULES, state, ref, effect)
        if effect is not None and effect.provenance == "override" and verdict.answer == "yes":
            # a reading its rulings gave it: the answer rests on the rule the override names
            verdict.rules += [r for r in rules_noted(effect.note) if r not in verdict.rules]
        if effect is not None and effect.active_this_turn and verdict.answer == "yes" and ACTIVE_THIS_TURN not in verdict.rules:
            verdict.rules.append(ACTIVE_THIS_TURN)     # its "When ..." is answered later that turn, no condition now
        return verdict


# ------------------------------------------------------------------ an effect

def not_activated(state, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    """A continuous effect applies without being activated; an effect the card reader could
    not read is not known to be one that can be."""
    if effect.kind == "continuous":
        # the card reader names the rule that makes a triggering wording applied, not activated
        named = rules_noted(effect.note)
        return Verdict("no", "other", ["card-vs-effect-activation", "neg-continuous-effects-are-not-activated"] + named,
                       "It is a continuous effect: it applies without being activated.")
    if effect.kind == "unanalyzed":
        return Verdict("no", "other", ["card-vs-effect-activation"],
                       f"Its text could not be analyzed ({effect.note or 'no reason recorded'}).")
    return None


@only_for(lambda effect: started_by_event(effect))
def condition_never_met(state, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    """An effect started by an event whose condition was never met: that first, unless the
    card is not where the effect is activated from, or the Damage Step it is in rules it out
    whatever happened (its text says so, or it is not of a kind used in the Damage Step: rule
    damage-step-before-condition)."""
    if not started_by_event(effect) or condition_met(state, ref, effect)[0]:
        return None
    if place_verdict(state, ref, effect) is not None or never_in_this_damage_step(state, ref, effect):
        return None
    return event_verdict(state, ref, effect)


def activation_timing(state, ref: str, effect: AnalyzedEffect) -> Verdict:
    """The last word: an effect started by an event answers it while it is the last thing to
    happen (or its chain is being built) at a Spell Speed that may be chained; one activated
    by declaration needs a moment its Spell Speed allows."""
    info = state.infos[ref]
    if started_by_event(effect):
        read_then = attacked_at_damage_calculation(state, ref, effect)   # an attack read at damage calculation
        if read_then is not None:
            return read_then
        verdict = event_verdict(state, ref, effect)
        if verdict.answer == "yes" and effect.kind in TRIGGER_KINDS:
            return trigger_after_a_response(state, ref, effect) or not_chained_to_the_phase(state, ref, effect) \
                or verdict
        if verdict.answer == "yes" and effect.kind not in TRIGGER_KINDS:
            speed = spell_speed_verdict(chain_speed(info, effect, state.ruleset), open_speed(state), state.ruleset)
            if speed:
                return speed
        return verdict
    return declared_verdict(state, ref, effect)


def declared_verdict(state, ref: str, effect: AnalyzedEffect) -> Verdict:
    """Effects activated by declaration (ignition, quick, Spell/Trap cards without a condition)."""
    info = state.infos[ref]
    controller = state.controller(ref)
    speed = chain_speed(info, effect, state.ruleset)
    base_rules = ["card-vs-effect-activation"]
    if any(e.event == "effect_negated" and e.card == ref for m in state.moments for e in m.events) \
            or battle_negation(state, ref) is not None:            # negated, still activated
        base_rules.append("neg-effect-can-still-activate")
    if any(r.kind == "cannot-activate" for _, r in negated_on_the_target(state)):
        base_rules.append(TARGET_NEGATED_RULE)          # a lock its monster would apply but for a negation left on it
    if speed == 1:
        if state.chain:
            return Verdict("no", "other", ["spell-speed-response"],
                           "A Chain is open; a Spell Speed 1 effect cannot be chained.")
        # a Spell Speed 1 card whose text names its Draw, Standby or End Phase is activated there
        # (rule window-phase-named-in-its-text checks the phase and whose turn)
        named_there = state.phase in TEXT_NAMED_PHASES and state.phase in effect.activation_phases
        if controller != state.turn_player or (state.phase not in MAIN_PHASES and not named_there):
            return Verdict("no", "other", base_rules,
                           "A Spell Speed 1 effect of this kind is activated only in its controller's Main Phase.")
    else:
        blocked = spell_speed_verdict(speed, open_speed(state), state.ruleset)
        if blocked:
            return blocked
    unread_condition_taken_as_met(state, ref, effect)     # never a silent guess
    return Verdict("yes", "not-a-trigger", base_rules,
                   "It is not started by an event, and nothing prevents activating it now.")


# a discard the opponent must make, with their hand empty, rules out an activation its
# timing allows; where its timing rules it out too, the timing's answer is the one given
def opponent_discard_after_timing(state, ref: str, effect: AnalyzedEffect) -> Verdict:
    timing = activation_timing(state, ref, effect)
    if timing.answer != "yes":
        return timing
    return opponent_discard_verdict(state, ref, effect) or timing


EFFECT_RULES = (
    not_activated,
    negated_grant,             # an effect granted by its own card's negated effect
    gemini_verdict,            # a Gemini monster has its effects only after a Gemini Summon
    token_effect_verdict,      # an effect of the Token its card Summons
    condition_never_met,
    activation_never_applied,  # an effect about what its card's activation did
    left_behind_before_it_applied,   # a trigger a resolved Normal Spell/Trap leaves behind
    no_tributes_of_its_own,    # an effect about the Tributes of its own Tribute Summon
    card_place_verdict,
    cannot_activate_there,     # before place_verdict: a face-down card is named as Set (it activates nothing)
    place_verdict,
    needs_its_card_on_the_field,
    earned_effect_verdict,     # an effect earned by destroying monsters by battle
    usage_limit,
    named_phase_verdict,
    turn_over_verdict,         # after the discard for the hand size limit
    battle_phase_passed_verdict,   # its deed is for a Battle Phase that is over
    opponents_attacks_verdict,     # its deed stops the opponent's attacks of a turn that has none left
    battle_window_verdict,     # the battle window its condition names
    not_yet_its_end,           # "at the end of the Damage Step" asked at its start
    field_state_verdict,
    summoned_by_verdict,       # "if this card was Special Summoned by the effect of ..."
    this_turn_verdict,         # an event of this turn a declared activation needs
    returned_this_turn_verdict,   # its own lock on use from the hand the turn it returned
    not_the_turn_it_arrived,
    summon_restriction,
    special_summon_lock,       # a Special Summon (even negated) that locked Normal Summons and Sets this turn
    own_lock_broken,
    activated_that_turn,
    forbidden_by_an_activation_this_turn,   # another activation's lock on its player for the rest of the turn
    chain_limits,
    attack_lock_verdict,
    already_cannot_attack_verdict,   # its activation forbids its own attack, already forbidden
    direct_attack_verdict,     # (183) attacks made direct against a monster that cannot attack directly
    in_the_damage_step,
    continuous_trap_verdict,
    own_activation_pending,
    activation_verdict,
    destroyed_by_battle_negated,
    negated_while_battling,    # the monster an Equip Card's monster battles, negated on the field this Battle Phase
    negated_in_the_graveyard,  # effects that activate in the GY negated
    graveyard_target_negated,  # effects that target a card in the GY negated
    cost_verdict,
    banished_instead_spared,
    graveyard_cost_spared,     # a cost from its player's GY, unaffected by the GY lock's card
    pending_continuous_spared,   # a Continuous card whose activation waits on the Chain applies nothing yet
    forbidden_effect_verdict,
    own_disposal_verdict,      # the card moving itself as it resolves where a lock on cards' moves forbids it
    later_part_spared,
    card_limit_verdict,
    monster_count_verdict,     # no more monsters than the lock's controller has
    held_condition_verdict,    # a held state its activation needs, before what it does needs
    cost_cards_verdict,
    tribute_first_verdict,     # "Tribute 1 other monster, and if you do, ..." with none to Tribute
    pile_cards_verdict,
    cost_and_target_verdict,   # a Graveyard cost and a Graveyard target need different cards (round 179)
    combined_atk_verdict,      # monsters from the hand whose ATK totals exactly a number (round 95)
    other_than_returned_verdict,   # "... and Special Summon 1 other monster from your hand", none there
    random_own_hand_pick_verdict,   # the opponent's random pick of a card of its player's own hand, with none there
    discarded_itself_spared,   # a discard cost the card in the hand pays with itself
    same_type_cost_verdict,    # a discard of the type of the card whose activation it answers
    ritual_tributes_verdict,   # Tributes whose Levels total what a Ritual Spell Card needs
    face_up_cost_verdict,      # face-up cards of a kind its player controls, for its cost
    tribute_kind_verdict,      # monsters of a kind a Tribute cost needs on its player's field
    self_tribute_verdict,      # a cost that Tributes the card itself, while it cannot be Tributed
    field_count_verdict,       # counts of cards an activation needs
    held_state_verdict,        # states of the duel an activation needs (hands, faces, Types)
    life_points_verdict,       # Life Points an activation needs or its cost pays
    counters_verdict,          # counters a cost removes or an effect counts
    monster_zones_verdict,     # free Monster Zones for monsters Summoned at once
    own_stats_verdict,         # ATK/DEF its own card must lose
    spell_trap_zones_verdict,  # free Spell & Trap Zones for cards it equips or places
    selected_zones_verdict,    # free Monster Zones for it to select and close
    counter_holders_verdict,   # a face-up monster of the opponent to put counters on
    possible_effect_verdict,
    each_player_switch_verdict,   # a monster of each player whose control can switch
    counted_amount_verdict,    # a deed done once for each card counted, with none
    counted_summons_verdict,   # free Monster Zones for a Summon for each card counted
    no_damage_to_prevent,      # battle damage an activation needs
    no_destruction_to_prevent,  # destruction by battle an activation needs
    activated_cards_forbidden,  # Spell/Trap Cards an effect activates, under a lock
    target_must_exist,
    event_card_protected,      # the card of its event, which it must target, cannot be targeted
    battled_monster_gone,      # "Target the opponent's monster" of the battle, gone from the field
    equip_target_verdict,      # an Equip Spell needs a face-up monster it may equip
    switched_equip_verdict,    # moving an Equip Card needs one with another correct target
    value_already_set_verdict,   # a target whose ATK/DEF already has the value set
    level_cannot_fall_verdict,   # a target whose Level cannot lose as many Levels as it takes
    target_paired_with_cost,   # a target whose Level/ATK the cost's card tells
    bounded_pick_verdict,      # a pick whose Level/ATK/DEF another card bounds (round 113)
    never_properly_summoned,   # a monster in the GY whose own Summon was negated
    summon_condition_verdict,  # monsters its own Summon conditions keep from the effect
    hand_trigger,
    opponent_discard_after_timing,   # an opponent's discard with their hand empty
)


# ------------------------------------------------------------------ a card with nothing to do

def spell_or_trap(state, ref: str, effect: None) -> Verdict | None:
    """Only a Spell/Trap Card is activated as a card when its text gives the activation
    nothing to do (a Continuous Trap that only applies continuous effects)."""
    if state.infos[ref].card_type not in ("spell", "trap"):
        return Verdict("no", "other", ["card-vs-effect-activation"], "The graph holds no activatable effect for it.")
    card = state.cards[ref]
    if card.face_up is True and card.zone in ("spell_trap_zone", "field_zone"):
        # already activated, it is not activated again; what it does now are continuous effects, which start no Chain
        return Verdict("no", "other", ["card-vs-effect-activation"],
                       "It is face-up on the field, so it is not activated again as a card, and it has no effect to "
                       "activate: its effects apply without being activated, starting no Chain.")
    return None


def card_speed(state, ref: str, effect: None) -> Verdict:
    """The last word for such a card: activated by declaration, at its Spell Speed."""
    speed = chain_speed(state.infos[ref], None, state.ruleset)
    if speed == 1 and (state.chain or state.controller(ref) != state.turn_player
                       or state.phase not in MAIN_PHASES):
        return Verdict("no", "other", ["spell-speed-response"],
                       "A Spell Speed 1 card is activated only in its controller's Main Phase, with no Chain open.")
    blocked = spell_speed_verdict(speed, open_speed(state), state.ruleset) if speed > 1 else None
    negated = [TARGET_NEGATED_RULE] if any(r.kind == "cannot-activate" for _, r in negated_on_the_target(state)) else []
    return blocked or Verdict("yes", "not-a-trigger", ["card-vs-effect-activation", *negated],
                              "It is not started by an event, and nothing prevents activating it now.")


def placed_only_by_verdict(state, ref: str, effect: None) -> Verdict | None:
    """Rule card-placed-only-by-an-effect: a card only another card's effect may place on the field ("This card
    can only be placed on the field by the effect of "Destiny Board"") is never activated, from the hand or Set."""
    names = state.infos[ref].placed_only_by
    if not names:
        return None
    return Verdict("no", "other", ["card-placed-only-by-an-effect"],
                   f"Its text lets only the effect of \"{names[0]}\" place it on the field: it cannot be activated, "
                   f"from the hand or Set.")


CARD_RULES = (
    spell_or_trap,
    only_set_card_triggers,    # every effect comes from its own destruction while Set: no activation
    placed_only_by_verdict,    # a card only another card's effect places on the field
    card_place_verdict,
    turn_over_verdict,         # after the discard for the hand size limit
    returned_this_turn_verdict,   # its own lock on use from the hand the turn it returned
    own_lock_broken,           # its own lock on its controller, already broken this turn
    forbidden_by_an_activation_this_turn,   # another activation's lock on its player for the rest of the turn
    special_summon_lock,       # a Special Summon (even negated) that locked Normal Summons and Sets this turn
    activation_verdict,
    own_disposal_verdict,      # the card moving itself as it resolves where a lock on cards' moves forbids it
    later_part_spared,
    card_limit_verdict,
    monster_count_verdict,     # no more monsters than the lock's controller has
    closed_zone_verdict,       # a free Spell & Trap Zone for it to close
    selected_zones_verdict,    # free Monster Zones for it to select and close
    in_the_damage_step,
    equip_target_verdict,      # an Equip Spell needs a face-up monster it may equip
    card_speed,
)
