"""What happened in the duel that meets an effect's activation condition, and the verdict on
an effect started by an event: the events that meet the condition since the effect was last
used, those that came close but do not count (a negated Summon, a cost, a battle that is not
the one named, ...), and why an effect whose condition was met only by those cannot be
activated."""

from __future__ import annotations

from edison_kg.timing.sent_after_a_chain import met_at_the_sending

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.card_kinds import ANY_MONSTER
from edison_kg.timing.rules.conditions import condition_matches
from edison_kg.timing.rules.missing_timing import met_by_its_summon, timing_verdict
from edison_kg.timing.rules.verdict import ACTIVATION_EVENTS, LEAVES_FIELD, QUICK_KINDS, TRIGGER_KINDS, Verdict
from edison_kg.timing.rules.battle import NOT_MET as BATTLE_NOT_MET, NOT_MET_RULES as BATTLE_RULES, about_to_happen, \
    after_damage_calculation, battle_verdict
from edison_kg.timing.rules.near_miss import near_miss_verdict
from edison_kg.timing.rules.how_where import NO_FLIP_EFFECTS, flip_negated_by_destroyer, flips_without_flip_effects
from edison_kg.timing.rules.looked_back import earlier_not_met, looked_back_verdict
from edison_kg.timing.rules.face_down import NOT_SEEN, not_seen
from edison_kg.timing.rules.attacking_destroyer import NOT_BY_THE_ATTACKER, not_by_the_attacker
from edison_kg.timing.rules.linked_card_gone import NOT_THERE_FIRST, linked_card_gone
from edison_kg.timing.rules.event_cards_moved import EVENT_CARDS_MOVED, event_cards_moved, never_sent_to_the_gy, \
    no_listed_material
from edison_kg.timing.rules.end_phase_return import END_PHASE_RETURN, return_kept_from_happening     # 151
from edison_kg.timing.rules.stated_deeds import APPLIED, applied_at, applied_verdict
from edison_kg.timing.rules.phase_long import limit_spent, phase_over, phase_timed, renewed, repeat_rules
from edison_kg.timing.rules.would_do import as_inflicted, would_do_rules, would_do_verdict, would_do_voided
from edison_kg.timing.rules.targeted_by_deed import (deed_of_targeting_asked, targeted_by_deed_rules,
                                                     targeted_by_deed_verdict, targeting_why)
from edison_kg.timing.rules.what_counts import (DESTROYER_LEFT, NOT_COUNTED, WOULD_DO_LATER, WOULD_DO_MAYBE,
                                               answered_in_this_chain, counted_rules, not_counted)
from edison_kg.timing.scenario import Event
from edison_kg.timing.state import SUMMON_EVENT, Happening, State

# "destroyed because the equipped monster is destroyed", "... and this card is sent to the Graveyard"
SUMMONED = frozenset(SUMMON_EVENT.values())     # a Summon done, not only attempted
GOES_WITH_ITS_MONSTER = "eq-going-because-its-monster-went"


def started_by_event(effect: AnalyzedEffect) -> bool:
    """Is the effect activated in answer to an event (a trigger, a quick effect or a card
    activation with a condition), rather than by declaration?"""
    return effect.condition is not None and (
        effect.kind in TRIGGER_KINDS or effect.kind in QUICK_KINDS or effect.kind == "card-activation")


def condition_met(state: State, ref: str, effect: AnalyzedEffect) -> tuple[list, list]:
    """``matching_happenings``, worked out once per point of the duel (the rules of one question all
    ask it; an activation's own moments, recorded within its step, make a new point)."""
    key = ("condition_met", ref, effect.number, id(effect.condition), len(state.moments))    # an option's own condition
    found = state.memo.get(key)
    if found is None:
        found = state.memo[key] = matching_happenings(state, ref, effect)
    return found


def last_met_card(state: State, ref: str, effect: AnalyzedEffect) -> str | None:
    """The card of the last event that met the effect's condition ("that monster", the card it answers)."""
    matches = condition_met(state, ref, effect)[0]
    return matches[-1].event.card if matches else None


def used_again_in_its_phase(effect: AnalyzedEffect) -> bool:
    """An optional Trigger-like Effect timed only by a phase ("During your opponent's Standby Phase,
    you can ...") with no usage limit: the phase is no event its use spends, so it may be used
    again while the phase lasts (rule tl-optional-phase-effect-used-again)."""
    condition = effect.condition
    return effect.kind == "trigger-like" and effect.optional and not effect.once_per_turn \
        and effect.usage_scope is None and condition is not None and condition.types == ["phase_entered"] \
        and condition.earlier is None and not condition.self_card \
        and effect.paid_at_will_in_phase     # "During your opponent's Standby Phase: You can pay 500 LP"


def _consumed_before(state: State, ref: str, effect: AnalyzedEffect) -> int:
    """Moment index after which the effect's condition counts: an activation uses up earlier
    events, unless a Chain Link negated it (its activation or its effect): then the effect has
    not been applied and may be activated again (only usage limits count negated activations).
    An effect negated as it resolves by a continuous effect (Skill Drain) was used."""
    if used_again_in_its_phase(effect):
        return -1                     # rule tl-optional-phase-effect-used-again
    start = -1
    for link, moment in state.activations:
        if link.card == ref and link.is_of(effect) and not (link.activation_negated or link.negated_by_link):
            start = moment
    if start >= 0 and renewed(state, ref, effect, start):
        return -1                     # a new card since: the phase it is in is open to it again
    return start


def matching_happenings(state: State, ref: str, effect: AnalyzedEffect) -> tuple[list, list]:
    """The events that meet the effect's condition since it was last used, and those that
    came close but do not count, each with why: "summon-negated" (part of a Summon that was
    negated) or "cost" (the activation does it only as its cost, not when it resolves)."""
    start = _consumed_before(state, ref, effect)
    controller = state.controller(ref)
    pattern = effect.condition
    found, voided = [], []
    moments = state.moments
    timed = phase_timed(pattern)
    for h in state.happenings():
        if not condition_matches(pattern, h, ref, controller, state):
            continue
        h = met_at_the_sending(state, pattern, h)     # written after a chain: met at the sending (round 143)
        if timed and h.event.event == "phase_entered" and phase_over(state, h):
            continue                  # that phase is over (rule phase-timing-lasts-the-phase)
        if h.moment <= start:
            voided.append(("used", h))   # an activation of this effect already answered it
            continue
        if not _still_open(state, h) and not (pattern.chain_links_min and h.event.event == "card_activated"):
            continue                  # "are Chained": a trigger for after the chain (trig-chained-card-activation)
        why = _battle_not_met(state, ref, pattern, h) or not_counted(state, ref, pattern, h) \
            or not_seen(state, ref, effect, h) or not_by_the_attacker(state, effect, h) \
            or linked_card_gone(state, ref, effect, h) or event_cards_moved(state, effect, h) \
            or never_sent_to_the_gy(state, effect, h) or no_listed_material(state, effect, h) \
            or return_kept_from_happening(state, ref, effect, h)
        if why:
            voided.append((why, h))
            continue
        if pattern.equipped_role and _left_with_its_monster(state, ref, h, pattern.equipped_role):
            voided.append(("eq-destroyed-together", h))   # gone together with its monster
            continue
        if moments[h.moment].negated_summon and (pattern.cause == "summon_material" or h.event.event in SUMMONED):
            # "sent to the GY for a Synchro Summon", "When this card is Normal Summoned": a Summon that never happened
            voided.append(("summon-negated", h))
            continue
        excepted = effect.cause_exceptions.get(state.infos[h.event.by].name) if h.event.by in state.infos else None
        if excepted:
            voided.append((excepted, h))      # the rulings say this card's doing does not start it
            continue
        if pattern.earlier is not None and h.event.event == "phase_entered":
            why = earlier_not_met(state, ref, pattern, h)
            if why:
                voided.append((why, h))     # the earlier event it looks back at did not happen so
                continue
        if effect.kind == "flip" and flips_without_flip_effects(state, h):
            voided.append((NO_FLIP_EFFECTS, h))   # turned face-up by a card that activates no Flip Effect
            continue
        negated_by = flip_negated_by_destroyer(state, h) if effect.kind == "flip" else None
        if negated_by:
            voided.append((negated_by, h))   # destroyed as it was flipped by a card whose rulings negate it
            continue
        if destroyer_left(state, pattern, h, effect):
            voided.append((DESTROYER_LEFT, h))   # the monster that destroyed it is no longer on the field
            continue
        if pattern.would_do and (h.event.event in ACTIVATION_EVENTS or deed_of_targeting_asked(pattern, h)):
            # "targeted by ... effect that destroys": its activation (the same moment) must do it
            why = targeting_why(_would_do(state, h, pattern.would_do), h) or would_do_voided(state, ref, effect, h)
            if why is not None:
                voided.append((why, h))
                continue
        if pattern.equipped_role == "subject" and pattern.self_card and pattern.cause == "rule" \
                and h.event.card == ref:
            state.cite(GOES_WITH_ITS_MONSTER)   # its going by the rules is the going its text names
        found.append(h)
    if pattern.end_of_damage_step and state.phase == "damage_step" and moments:
        # the scenario stops in the Damage Step, where its end is the next point to act
        last = state.window()[0]
        probe = Happening(Event("phase_entered", player=state.turn_player), moment=last,
                          phase="damage_step", turn=state.turn, synthetic=True)
        if last > start and condition_matches(pattern, probe, ref, controller, state):
            why = _battle_not_met(state, ref, pattern, probe)
            if why:
                voided.append((why, probe))
            else:
                found.append(probe)
    if pattern.after_damage_calculation and state.battle is not None and moments:
        probe = after_damage_calculation(state, start)   # "If this card battles, after damage calculation"
        if probe is not None and condition_matches(pattern, probe, ref, controller, state):
            why = _battle_not_met(state, ref, pattern, probe)
            if why:
                voided.append((why, probe))
            else:
                found.append(probe)
    if pattern.about_to:
        found += about_to_happen(state, ref, pattern, start)   # "about to take battle damage"
    applied = applied_at(state, ref, effect, found)     # its deed stated done, unactivated: what it answered is used
    if applied is not None:
        voided += [(APPLIED, h) for h in found if h.moment <= applied]
        found = [h for h in found if h.moment > applied]
    return found, voided


def _left_with_its_monster(state: State, ref: str, happening, role: str) -> bool:
    """Is the Equip Card gone with its monster? For what the monster does ("if the equipped
    monster destroys ..."), the Equip Card must still be on the field; for what happens to the
    monster ("if the equipped monster is destroyed"), it must not have been destroyed at the
    same time by that same doing (being sent afterwards by the rules is how it works)."""
    if role == "actor":
        return ref in happening.equipped and state.cards[ref].on_field is False
    if happening.equipped.get(ref) != happening.event.card:
        return False
    own = [e for e in state.moments[happening.moment].events if e.card == ref and e.event in LEAVES_FIELD]
    return any(e.cause != "rule" for e in own)


def _battle_not_met(state: State, ref: str, pattern, happening) -> str | None:
    """For a condition met at a point of the Damage Step that names a battle: the rule that
    says the battle does not meet it, or None."""
    if not pattern.attack_role or happening.event.event != "phase_entered":
        return None
    return battle_verdict(pattern, state, ref, happening)


def _still_open(state: State, happening) -> bool:
    """An activation (or a targeting by it) can be answered only while it is on the chain; a
    Summon being attempted only until its response window closes (rules
    window-activation-direct-response, neg-summon-window-before-responses). Other events stay
    met, and whether they are still the last thing to happen is for the timing rules."""
    kind = happening.event.event
    if kind in ACTIVATION_EVENTS or kind == "targeted":
        link = state.link_activated_at(happening.moment)
        return link is None or any(l is link for l in state.chain)
    if kind == "summon_attempted":
        window, building = state.window()
        return happening.moment == len(state.moments) - 1 or (building and happening.moment == window)
    return True


def destroyer_left(state: State, pattern, happening, effect=None) -> bool:
    """A monster of a kind that "destroys ... by battle and sends it to the Graveyard", or this card ("an opponent's
    monster that is destroyed and sent to the Graveyard by this card as a result of battle"), must still be
    on the field when the destroyed monster is sent (rule bt-destroys-and-sends-needs-field): not
    when the battle destroyed it too. An effect of this card activated on the field is answered by its place."""
    by = happening.event.by
    own = pattern.actor_self and getattr(effect, "activates_from", None) != "field"
    if (pattern.actor_kind.empty and not own) or by not in state.cards or "destroyed" not in pattern.types \
            or pattern.cause != "battle" or pattern.to_zone != "graveyard":
        return False
    card = state.cards[by]
    return card.on_field is False or card.sent_at_damage_step_end is not None


def sure_clauses(clauses) -> list:
    """The clauses a resolution surely does: not one its player may choose to skip ("then you
    can destroy ..."), nor one done only "if you do" such a clause."""
    sure, previous_sure = [], True
    for clause in clauses:
        chosen = clause.may_skip
        done = not chosen and (previous_sure or clause.conjunction != "and if you do")
        if done:
            sure.append(clause)
        previous_sure = done
    return sure


def _would_do(state: State, happening, actions) -> str | None:
    """None when the activation could do one of ``actions`` when it resolves; else why not."""
    link = state.link_activated_at(happening.moment)
    if link is None or link.effect is None or not link.effect.clauses:
        return None  # nothing known of what it does: not questioned
    clauses = as_inflicted(state, link, link.effect.clauses)    # a gain of LP turned into damage (rules/would_do.py)
    sure = sure_clauses([c for c in clauses if not c.later])
    if any(c.action in actions for c in sure):
        return None
    if any(c.action in actions and c.later for c in clauses):
        return WOULD_DO_LATER     # (183) done in a later phase its text names, not as it resolves
    if any(c.action in actions for c in link.effect.cost_clauses):
        return "cost"
    if any(c.action in actions for c in clauses):
        return WOULD_DO_MAYBE     # only a part its player may choose not to do (rule cond-would-do-for-sure)
    return "condition-not-met"


def never_happened(state: State, ref: str, effect: AnalyzedEffect, voided) -> Verdict | None:
    """The condition was met only by something that does not count: a Summon that was negated
    (rules neg-summon-never-on-field, neg-summon-definition), or a cost (rule mtt-cost)."""
    controller = state.controller(ref)
    whys = {why for why, _ in voided}
    for card, moment, method, _ in state.negated_summons:
        probe = Event(SUMMON_EVENT[method], card=card, player=state.controller(card), to_zone="monster_zone")
        if "summon-negated" in whys or condition_matches(effect.condition, Happening(probe, moment), ref, controller,
                                                          state):
            return Verdict("no", "summon-negated", ["neg-summon-never-on-field", "neg-summon-definition"],
                           f"The Summon of {state.infos[card].name} was negated, so it never happened.")
    if APPLIED in whys:
        return applied_verdict(state, ref)
    if "cost" in whys:
        return Verdict("no", "cost", ["mtt-cost"],
                       "It answers an activation that would do this when it resolves; the activation did it only as its cost.")
    for why, happening in voided:
        if why == "used" and not any(w != "used" for w, _ in voided):
            spent = limit_spent(state, ref, effect, happening)
            if spent is not None:
                return spent          # the phase goes on: its usage limit is what stops it
            used_by = next(l for l, m in reversed(state.activations) if l.card == ref and l.is_of(effect))
            once = answered_in_this_chain(state, used_by)
            if once is not None:
                return once
            if used_by.effect_negated:
                return Verdict("no", "other", ["neg-effect-still-resolves", "neg-effect-definition",
                                                           "edison-phase-mandatory-trigger-repeats"],
                               "Its effect was negated as it resolved: the activation still used what started it, "
                               "so it cannot be activated again for it.")
            return Verdict("no", "other", ["trigger-effect-definition"],
                           "It was already activated for what started it.")
        if why == "eq-destroyed-together":
            acts = ["eq-equipped-monster-acts"] if effect.condition.equipped_role == "actor" else []
            return Verdict("no", "condition-not-met", [why] + acts,
                           "The Equip Card left the field with its monster, by the same doing: it did not go because "
                           "its monster left, and what its monster did is not its own.")
        looked_back = looked_back_verdict(why, state, ref) or would_do_verdict(why) or targeted_by_deed_verdict(why)
        if looked_back is not None:
            return looked_back
        if why in NOT_SEEN or why in NOT_BY_THE_ATTACKER or why in NOT_THERE_FIRST or why in EVENT_CARDS_MOVED \
                or why in END_PHASE_RETURN:
            rules, text = NOT_SEEN.get(why) or NOT_BY_THE_ATTACKER.get(why) or NOT_THERE_FIRST.get(why) \
                or EVENT_CARDS_MOVED.get(why) or END_PHASE_RETURN[why]
            return Verdict("no", "condition-not-met", list(rules), text)
        if why == NO_FLIP_EFFECTS:
            return Verdict("no", "condition-not-met", [why, "trigger-effect-definition"],
                           f"{state.infos[happening.event.by].name} turned it face-up without activating Flip Effects.")
        if why in NOT_COUNTED:
            rules, text = NOT_COUNTED[why]
            return Verdict("no", "condition-not-met", list(rules), text)
        if why in BATTLE_NOT_MET:
            return Verdict("no", "condition-not-met", BATTLE_RULES.get(why, [why]), BATTLE_NOT_MET[why])
        if why == flip_negated_by_destroyer(state, happening):
            return Verdict("no", "condition-not-met", [why, "bt-flip-effect-of-a-destroyed-monster"],
                           "It was destroyed as it was flipped by a card whose rulings negate its Flip Effect.")
        if why in effect.cause_exceptions.values():
            return Verdict("no", "other", [why], f"The rulings make an exception: it does not start when "
                           f"{state.infos[happening.event.by].name} caused it.")
    return near_miss_verdict(effect.condition, state, ref) or only_in_response(state, effect)


def only_in_response(state: State, effect: AnalyzedEffect) -> Verdict | None:
    """An activation whose only condition is another activation ("You can only activate
    this card in response to the activation of ...", "Activate only when your opponent activates ...") can
    never start a chain: with no chain open, or with a last link of another kind, it is not met
    (rule cond-activation-only-in-response)."""
    condition = effect.condition
    if condition is None or not condition.types or not set(condition.types) <= ACTIVATION_EVENTS:
        return None
    if not state.chain:
        said = "No chain is open: it is activated only in response to an activation, so it can never be Chain Link 1."
    else:
        said = (f"The link it would answer, {state.chain[-1].info.name} (Chain Link {state.chain[-1].number}), is not "
                f"an activation of the kind its condition names.")
    # "a Spell/Trap Card, or monster effect": the effect of a Spell/Trap Card already face-up is neither
    last = state.chain[-1] if state.chain else None
    spell_trap_effect = last is not None and condition.cards_or_monster_effects and last.effect is not None \
        and last.effect.kind != "card-activation" and not state.kind_of(last.card, ANY_MONSTER)
    return Verdict("no", "condition-not-met", ["cond-activation-only-in-response", "trigger-effect-definition",
                                               *(["cond-spell-trap-card-or-monster-effect"] if spell_trap_effect else [])], said)


def event_verdict(state: State, ref: str, effect: AnalyzedEffect) -> Verdict:
    """The verdict on an effect started by an event: its condition met, and still the last
    thing to happen (or its response window still open)."""
    matches, voided = condition_met(state, ref, effect)
    if not matches:
        never = never_happened(state, ref, effect, voided)
        if never:
            return never
    window, building = state.window()
    matches = met_by_its_summon(state.moments, effect, matches)   # a material's condition met by its Summon
    verdict = timing_verdict(effect, state.moments, matches, state.ruleset, window, building, state.trigger_chain())
    if verdict.answer == "yes" and used_again_in_its_phase(effect):
        verdict = Verdict("yes", "not-a-trigger", ["tl-optional-phase-effect-used-again", "tl-any-phase"],
                          "It is used at will while the phase lasts, paying its cost each time: no event starts it, "
                          "and nothing limits it to one use.")
    verdict.rules = verdict.rules + [r for r in counted_rules(effect.condition, matches) + repeat_rules(
        state, ref, effect, matches) if r not in verdict.rules]
    if verdict.answer == "yes" and any(h.event.event in ACTIVATION_EVENTS for h in matches):
        verdict.rules += [r for r in would_do_rules(effect) if r not in verdict.rules]   # rules/would_do.py
    if verdict.answer == "yes":
        verdict.rules += [r for r in targeted_by_deed_rules(effect.condition, matches) if r not in verdict.rules]
    if verdict.answer == "yes" and "ce-banished-instead-no-gy" in state.notes and any(
            h.event.event == "destroyed" and h.event.to_zone == "banished" for h in matches):
        verdict.rules = verdict.rules + ["ce-banished-instead-still-destroyed"]   # destroyed, then banished instead
    if verdict.answer == "yes" and building and window is not None and "window-any-chain-link" in verdict.rules:
        answered = next((h for h in matches if h.moment == window), None)
        if answered is not None:
            verdict.explanation += (f" It responds to {_described(state, answered.event)}, in the chain built in "
                                    f"response to it, as Chain Link {len(state.chain) + 1}.")
    if verdict.reason == "not-last-thing":
        # what happened since comes close to the condition: the rule that tells them apart
        close = near_miss_verdict(effect.condition, state, ref, since=matches[-1].moment)
        if close is not None:
            verdict.rules = close.rules + [r for r in verdict.rules if r not in close.rules]
            verdict.explanation += " " + close.explanation
    return verdict


EVENT_WORDS = {"normal_summon": "the Normal Summon", "tribute_summon": "the Tribute Summon",
               "flip_summon": "the Flip Summon", "special_summon": "the Special Summon",
               "synchro_summon": "the Synchro Summon", "fusion_summon": "the Fusion Summon",
               "ritual_summon": "the Ritual Summon", "summon_attempted": "the Summon",
               "attack_declared": "the attack declaration", "card_activated": "the activation",
               "effect_activated": "the activation of the effect"}


def _described(state: State, event) -> str:
    """"the Normal Summon of Vorse Raider", "the attack declaration of Dark Magician"."""
    what = EVENT_WORDS.get(event.event, f"the event {event.event}")
    return f"{what} of {state.infos[event.card].name}" if event.card in state.infos else what
