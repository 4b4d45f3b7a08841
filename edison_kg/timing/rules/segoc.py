"""Simultaneous triggers (SEGOC): which trigger effects go on the next chain and in which
order, and which missed the timing (seed 001; rules segoc-same-chain, segoc-order, and the
ruleset's order of conditions met)."""

from __future__ import annotations

from edison_kg.cardtext.stored_values import rules_noted
from edison_kg.vocab.schemes import FIELD_ZONES
from edison_kg.timing.answer import Answer
from edison_kg.timing.rules import attacked_deed_later
from edison_kg.timing.rules.this_turn import this_turn_verdict
from edison_kg.timing.rules.named_phase import turn_before_the_event
from edison_kg.timing.rules.missing_timing import met_by_its_summon, timing_verdict
from edison_kg.timing.rules.verdict import TRIGGER_KINDS
from edison_kg.timing.rules.chain import chain_speed, segoc_group, segoc_key
from edison_kg.timing.rules.battle import needs_its_card_on_the_field
from edison_kg.timing.rules.watching import cannot_activate_there, watched_before_it_left
from edison_kg.timing.rules.place import place_verdict
from edison_kg.timing.rules.continuous import destroyed_by_battle_negated
from edison_kg.timing.rules.damage_step import damage_step_verdict
from edison_kg.timing.rules.damage_step_end import damage_step_end
from edison_kg.timing.rules.happened import condition_met, never_happened
from edison_kg.timing.rules.limits import limited_earlier, usage_verdict
from edison_kg.timing.rules.how_where import WHOSE_SIDE, phase_control_changed
from edison_kg.timing.rules.phase_chains import PHASE_CHAINS_RULE, separate_chains, shared_choice as _shared_choice
from edison_kg.timing.rules.what_counts import counted_rules
from edison_kg.timing.rules.graveyard_negation import negated_in_the_graveyard
from edison_kg.timing.rules.battling_negation import negated_while_battling
from edison_kg.timing.rules.gemini import gemini_verdict
from edison_kg.timing.rules.token_effects import token_effect_verdict
from edison_kg.timing.rules.never_applied import (activation_never_applied, left_behind_before_it_applied,
                                                  no_tributes_of_its_own)
from edison_kg.timing.rules.damage_substeps import SUBSTEPS_RULE, substep_chains, substep_rules
from edison_kg.timing.rules.targets import target_must_exist
from edison_kg.timing.rules.counters_at_once import RULE as COUNTERS_AT_ONCE, removed_without_a_chain
from edison_kg.timing.rules.effect_tributes import tribute_first_verdict
from edison_kg.timing.rules.piles import pile_target_verdict       # GY/banished targets
from edison_kg.timing.rules.trigger_costs import trigger_cannot_be_activated
from edison_kg.timing.rules.missed_first import missed_before_it_could_pay
from edison_kg.timing.rules.window_passed import WINDOW_PASSED, window_passed
from edison_kg.timing.rules.phase_passed import PHASE_PASSED, phase_passed
# states its condition names beside the event (rule cond-event-tail-state)
from edison_kg.timing.rules.field_needs import field_state_verdict
from edison_kg.timing.rules.field_counts import field_count_verdict
from edison_kg.timing.rules.held_states import held_state_verdict
from edison_kg.timing.rules.life_points import life_points_verdict
from edison_kg.timing.rules.battle_window import battle_window_verdict
# the rules of rules/activation.py that a trigger on the next chain meets the same way
from edison_kg.timing.rules.continuous import activation_verdict, forbidden_effect_verdict
from edison_kg.timing.rules.board import monster_zones_verdict
from edison_kg.timing.rules.limits import summon_restriction
from edison_kg.timing.rules.spell_trap_zones import spell_trap_zones_verdict
from edison_kg.timing.rules.graveyard_targets import graveyard_target_negated

# what rules a card's activation out rules a trigger out of the next chain too, by the
# same function: a "cannot be activated" lock on its card (Jinzo for a Trap's effect on the field); "you can't
# Normal Summon/Set during the turn you activate this" after such a Summon; an action a lock forbids it to do;
# a Graveyard target under Necrovalley; no free Monster Zone, or Spell & Trap Zone, for what it puts there
# (the last four ask it only of an optional trigger: a mandatory one is activated and does what it can)
# a trigger with no card it could target is not activated, unless its rulings make it an exception (an override)
NO_TARGET_RULE = "trig-no-possible-target-not-activated"
OWNERS_RULE = "trig-effect-off-the-field-is-its-owners"     # round 184
FLIP_WITHOUT_A_TARGET = "flip-activates-without-a-target"     # round 184
PUT_OFF_RULE = "segoc-put-off-met-at-its-phase"     # round 185

_FORBIDDEN = (activation_verdict, summon_restriction, forbidden_effect_verdict, graveyard_target_negated,
              monster_zones_verdict, spell_trap_zones_verdict)


def _refused(state, ref, effect, rules):
    """The first of ``rules`` that answers "no" (a "yes" is an exception that let it through)."""
    for rule in rules:
        verdict = rule(state, ref, effect)
        if verdict is not None and verdict.answer == "no":
            return verdict
    return None


def triggers(state) -> Answer:
    """The answer to "which triggers go on the next chain, in which order, and which missed
    the timing?"."""
    pending = []
    missed = []
    held_back: list[tuple[str, str]] = []      # set off, not activated: (card, why)
    used_rules: list[str] = []
    window, building = state.window()
    trigger_chain = state.trigger_chain()
    for ref, info in state.infos.items():
        for effect in info.effects:
            if effect.kind not in TRIGGER_KINDS or effect.condition is None:
                continue
            with damage_step_end(state, ref, effect):   # the duel as it is when the effect is activated
                why = _consider(state, ref, info, effect, pending, missed, used_rules, window, building, trigger_chain)
            if why:
                held_back.append((ref, why))
    by_time = state.ruleset.segoc_by_time_met
    order = {ref: i for i, ref in enumerate(state.infos)}
    pending.sort(key=lambda p: (p[0], p[1] if by_time else 0, order[p[2]], p[3].number))
    pending, apart = separate_chains(state, pending)
    pending, substeps_later = substep_chains(state, pending)
    chain = _entries(state, pending, by_time)
    later = [_entries(state, [p], by_time) for p in apart]
    if substeps_later:               # the Damage Step's later substeps: a chain each, after this one
        later = [_entries(state, group, by_time) for group in substeps_later] + later
        _merge(used_rules, [SUBSTEPS_RULE] + substep_rules(state, substeps_later))
    if apart:
        phase_entries = [c[0] for c in later]
        if not chain:                 # no chain of simultaneous triggers: the first phase effect starts one
            chain, later = later[0], later[1:]
        _shared_choice(state, phase_entries, chain)
        _merge(used_rules, [PHASE_CHAINS_RULE])
    if pending:
        _merge(used_rules, ["segoc-same-chain", "segoc-order"]
               + (["segoc-tcg-order-met", "edison-early-trigger"] if by_time else []))
        if len({p[0][0] for p in pending}) > 1:
            _merge(used_rules, ["spell-speed-response"])
        _merge(used_rules, attacked_deed_later.cited(pending))     # (113) "a monster that attacks this card"
    explanation = _triggers_explanation(state, chain, missed, later, held_back)
    return Answer(answer="ok", reason=_triggers_reason(chain + [e for c in later for e in c], missed),
                  explanation=explanation, chain=chain, missed=missed, later_chains=later,
                  rules=used_rules or ["trigger-effect-definition"])


def _consider(state, ref, info, effect, pending, missed, used_rules, window, building, trigger_chain) -> str | None:
    """One trigger effect: on the next chain (``pending``), missed (``missed``), or not set off; set off but not
    activated, why (the words of the verdict that keeps it off the chain)."""
    matches, voided = condition_met(state, ref, effect)
    if not matches:
        never = never_happened(state, ref, effect, voided) if voided else None
        if never is not None:
            _merge(used_rules, never.rules)   # met only by what does not count: why not
        elif phase_control_changed(state, ref, effect.condition):
            _merge(used_rules, [WHOSE_SIDE])  # it changed hands during the phase it names
        return
    if removed_without_a_chain(effect):
        _merge(used_rules, [COUNTERS_AT_ONCE])    # (165) its own counters taken off at that moment: no Chain Link
        return
    gone = needs_its_card_on_the_field(state, ref, effect) or cannot_activate_there(state, ref, effect) \
        or activation_never_applied(state, ref, effect) or left_behind_before_it_applied(state, ref, effect) \
        or no_tributes_of_its_own(state, ref, effect) or gemini_verdict(state, ref, effect) \
        or this_turn_verdict(state, ref, effect) or turn_before_the_event(state, ref, effect) \
        or token_effect_verdict(state, ref, effect) or tribute_first_verdict(state, ref, effect) \
        or _refused(state, ref, effect, _FORBIDDEN)    # as for a card asked about
    if gone is not None:
        _merge(used_rules, gone.rules)   # it would do nothing: it is not activated
        return gone.explanation
    # a trigger, mandatory or not, with no card it could target is not activated
    untargeted = target_must_exist(state, ref, effect) or pile_target_verdict(state, ref, effect)
    if untargeted is not None:
        exception = effect.exemptions.get(NO_TARGET_RULE)    # its rulings say it is activated all the same
        if exception is None and effect.kind == "flip" and not effect.optional:
            exception = FLIP_WITHOUT_A_TARGET    # (184) a mandatory Flip Effect activates as its monster is flipped
        if exception is None:
            _merge(used_rules, [NO_TARGET_RULE] + untargeted.rules)
            return untargeted.explanation
        _merge(used_rules, [exception])
    unpaid = trigger_cannot_be_activated(state, ref, effect)     # a cost it cannot pay
    if unpaid is not None and untargeted is not None and unpaid.explanation == untargeted.explanation:
        unpaid = None       # the same missing target, which the exception above spares
    missed_first = missed_before_it_could_pay(state, effect, matches, window, building, trigger_chain) \
        if unpaid is not None else None      # ... unless it missed the timing, which the scenario shows
    if missed_first is not None:
        _merge(used_rules, missed_first.rules)
        missed.append({"card": ref, "effect": effect.number, "reason": missed_first.reason})
        return
    if unpaid is not None:
        _merge(used_rules, unpaid.rules)
        return unpaid.explanation
    # "..., if you have no cards in your hand, draw 2 cards": a state its condition names beside the
    # event must hold as it is activated (after its cost, which
    # trigger_cannot_be_activated judges), for a trigger on the next chain as for a card asked about
    unheld = field_state_verdict(state, ref, effect) or field_count_verdict(state, ref, effect) \
        or held_state_verdict(state, ref, effect) or life_points_verdict(state, ref, effect) \
        or (battle_window_verdict(state, ref, effect) if effect.battle_window else None)   # (149) its battle
    if unheld is not None and unheld.answer == "no":
        _merge(used_rules, unheld.rules)
        return unheld.explanation
    matches = met_by_its_summon(state.moments, effect, matches)   # a material's condition met by its Summon
    verdict = timing_verdict(effect, state.moments, matches, state.ruleset, window, building, trigger_chain)
    if verdict.answer == "yes" and window_passed(state, effect, matches):
        _merge(used_rules, [WINDOW_PASSED])   # its chance came in the window of its event, and passed
        return
    if verdict.answer == "yes" and phase_passed(state, ref, effect, matches):
        _merge(used_rules, [PHASE_PASSED])    # its chance came before the game moved to a later phase
        return
    # a mandatory one too is not activated where it cannot be, nor once battle negated its effects
    placed = place_verdict(state, ref, effect) or destroyed_by_battle_negated(state, ref, effect) \
        or negated_while_battling(state, ref, effect) \
        or negated_in_the_graveyard(state, ref, effect) if verdict.answer == "yes" else None
    if placed is not None:
        _merge(used_rules, ["trig-not-activated-where-it-cannot-be"] + placed.rules)
        return placed.explanation
    used_up = usage_verdict(effect, limited_earlier(state, ref, effect), state.ruleset)
    if used_up is not None:
        _merge(used_rules, used_up.rules)   # its usage limit is spent: it cannot go on the chain
        return used_up.explanation
    if verdict.answer == "yes" and state.phase == "damage_step":
        blocked = damage_step_verdict(info, effect, matches, state.ruleset)
        verdict = blocked if blocked is not None and blocked.answer == "no" else verdict
    _merge(used_rules, verdict.rules + counted_rules(effect.condition, matches))
    if verdict.answer == "yes":
        is_turn = _its_player(state, ref) == state.turn_player
        key = segoc_key(chain_speed(info, effect, state.ruleset),
                        segoc_group(is_turn, effect.optional, state.ruleset), state.ruleset)
        met = _met_while_one_chain_resolved(state, matches)
        times = [_met_with_its_monster(state, matches[-1]) if m == matches[-1].moment else m
                 for m in _each_time(effect, met)]
        if times[-1] != matches[-1].moment:
            _merge(used_rules, ["segoc-equip-sent-with-its-monster"])
        if _put_off_to_a_phase(effect):
            times = [len(state.moments)]      # met when the phase it names comes, as every other such effect (185)
            _merge(used_rules, [PUT_OFF_RULE])
        for moment in times:
            pending.append((key, moment, ref, effect))
        if len(met) > 1:
            _merge(used_rules, ["segoc-once-per-event"])     # each time, or once for a usage limit
        if effect.kind == "flip":
            _merge(used_rules, ["flip-effect-mandatory"])
        _merge(used_rules, rules_noted(effect.note))    # the rule its reading rests on, named by the card reader
        if watched_before_it_left(state, ref, effect):
            _merge(used_rules, ["trig-life-points-watcher-left", "cond-watcher-on-field-when-it-happens"])
        earlier = effect.condition.earlier
        if earlier is not None and earlier.equipped_role == "subject":
            _merge(used_rules, ["eq-phase-effect-looks-back-at-its-monster", "cond-looks-back-at-an-earlier-event"])
    else:
        missed.append({"card": ref, "effect": effect.number, "reason": verdict.reason})


def _each_time(effect, met: list[int]) -> list[int]:
    """The moments the effect answers on the next chain, of those its event happened at (``met``): a mandatory effect
    is activated once for each time its event happened while one chain resolved (a monster flipped face-up twice
    activates its Flip Effect twice: rule segoc-once-per-event); an effect with a usage limit or an optional one, once,
    for the last."""
    return met[-1:] if effect.optional or effect.once_per_turn or effect.usage_scope else met


def _put_off_to_a_phase(effect) -> bool:
    """"If this card was destroyed by battle ..., this effect activates at the end of each of your opponent's Battle
    Phases": an effect whose event only qualifies it, activated when the phase it names comes; its requirement is met
    then, at the same time for every such effect, whenever each event happened (rule segoc-put-off-met-at-its-phase)."""
    condition = effect.condition
    return bool(condition.phases) and "phase_entered" not in condition.types and not condition.end_of_damage_step


def _met_while_one_chain_resolved(state, matches) -> list[int]:
    """The moments its event happened while the chain that met it last resolved (just the last, for a point the engine
    inferred after the last step)."""
    last = matches[-1].moment
    if last >= len(state.moments) or state.moments[last].context != "resolution":
        return [last]
    first = last
    while first > 0 and state.moments[first - 1].context == "resolution":
        first -= 1
    return sorted({h.moment for h in matches if first <= h.moment <= last})


def _met_with_its_monster(state, happening) -> int:
    """The moment an event counts as met for the order of the chain: an Equip Card the rules send
    to the Graveyard because its monster just left is met with its monster's leaving (rule
    segoc-equip-sent-with-its-monster), not after it."""
    event, moment = happening.event, happening.moment
    if event.cause != "rule" or event.to_zone != "graveyard" or moment == 0:
        return moment
    # the monster it was equipped to; not told of: any monster that just left (an Equip Card)
    equipped_to = happening.equipped.get(event.card)
    info = state.infos.get(event.card)
    if equipped_to is None and not (info is not None and any("Equip" in s for s in info.subtypes)):
        return moment
    before = state.moments[moment - 1]
    if before.context == state.moments[moment].context and before.link == state.moments[moment].link \
            and any(e.from_zone == "monster_zone" and (e.card == equipped_to or equipped_to is None)
                    for e in before.events):
        return moment - 1
    return moment


def _its_player(state, ref: str) -> str:
    """The player who activates the card's trigger: a monster destroyed by battle goes to its owner's Graveyard at the
    end of the Damage Step and activates its effect there, so it is its owner's even when the opponent controlled it
    (rule trig-effect-off-the-field-is-its-owners, round 184)."""
    card = state.cards[ref]
    if card.sent_at_damage_step_end not in (None, *FIELD_ZONES) and card.owner not in (None, card.controller):
        state.cite(OWNERS_RULE)
        return card.owner
    return card.controller


def _entries(state, pending, by_time: bool) -> list[dict]:
    """Chain entries for triggers in Chain Link order; those of one SEGOC group of one player
    share a ``group`` (their player chooses their order)."""
    chain = []
    sets: dict[tuple, list[dict]] = {}
    for link, (key, met, ref, effect) in enumerate(pending, 1):
        entry = {"card": ref, "effect": effect.number, "link": link, "mandatory": not effect.optional}
        chain.append(entry)
        sets.setdefault((key, met if by_time else 0, _its_player(state, ref)), []).append(entry)
    shared = 0
    for members in sets.values():
        if len(members) > 1:
            shared += 1
            for entry in members:
                entry["group"] = shared
    return chain


def _merge(into: list[str], more: list[str]) -> None:
    for rule in more:
        if rule not in into:
            into.append(rule)


def _triggers_reason(chain, missed) -> str:
    if chain and all(e["mandatory"] for e in chain):
        return "mandatory"
    if chain:
        return "last-thing"
    if missed:
        return missed[0]["reason"]
    return "condition-not-met"


def _triggers_explanation(state, chain, missed, later=(), held_back=()) -> str:
    def name(ref):
        return state.infos[ref].name
    parts = []
    if chain:
        parts.append("On the next Chain: " + ", ".join(f"Chain Link {e['link']} {name(e['card'])}" for e in chain) + ".")
    if later:
        parts.append("Then, each on a Chain of its own: " + ", ".join(
            " / ".join(name(e["card"]) for e in each) for each in later) + ".")
    if missed:
        parts.append("Missed the timing: " + ", ".join(f"{name(m['card'])} ({m['reason']})" for m in missed) + ".")
    if held_back and not chain and not later:
        parts.append("Set off, but not activated: " + "; ".join(f"{why.rstrip('.')}" if why.startswith(name(ref))
                                                                else f"{name(ref)}: {why.rstrip('.')}"
                                                                for ref, why in held_back) + ".")
    return " ".join(parts) or "No effect of these cards had its activation condition met."
