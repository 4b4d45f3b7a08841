"""Yu-Gi-Oh! (Edison) answers: replay the scenario's steps on a State, then apply the rules
to the question asked."""

from __future__ import annotations

from edison_kg.model import AnalyzedEffect
from edison_kg.timing import rules
from edison_kg.timing.answer import Answer, event_dict
from edison_kg.timing.cardinfo import ACTIVATION_EVENTS, CardInfo, chain_speed, select_effect
from edison_kg.timing.rules import Verdict
from edison_kg.timing.scenario import Event, Scenario
from edison_kg.timing.state import SUMMON_EVENT, Happening, State

MAIN_PHASES = ("main1", "main2")


def replay(scenario: Scenario, infos: dict[str, CardInfo]) -> State:
    state = State.initial(scenario, infos)
    for step in scenario.steps:
        state.apply(step)
    return state


def answer(scenario: Scenario, infos: dict[str, CardInfo]) -> Answer:
    state = replay(scenario, infos)
    question = scenario.question
    if question.kind == "can_activate":
        result = can_activate(state, question.card, question.effect, question.effect_text)
    elif question.kind == "triggers":
        result = triggers(state)
    else:
        result = last_thing(state)
    result.last_thing = [event_dict(e) for e in state.moments[-1].events] if state.moments else []
    for note in state.notes:
        if note not in result.rules:
            result.rules.append(note)
    return result


# ------------------------------------------------------------------ matching conditions

LEAVES_FIELD = ("destroyed", "sent_to_gy", "banished", "returned_to_hand", "returned_to_deck", "tributed",
                "flipped_face_down")


def _consumed_before(state: State, ref: str, effect: AnalyzedEffect) -> int:
    """Moment index after which the effect's condition counts: an activation uses up earlier
    events, unless it was negated (its activation or its effect): then the effect has not
    been applied and may be activated again (only usage limits count negated activations)."""
    start = -1
    for link, moment in state.activations:
        if link.card == ref and link.effect is effect and not (link.activation_negated or link.effect_negated):
            start = moment
    return start


def matching_happenings(state: State, ref: str, effect: AnalyzedEffect, facts=None) -> tuple[list, list]:
    """The events that meet the effect's condition since it was last used, and those that
    came close but do not count, each with why: "summon-negated" (part of a Summon that was
    negated) or "cost" (the activation does it only as its cost, not when it resolves)."""
    facts = facts or state.infos[ref].facts(effect)
    start = _consumed_before(state, ref, effect)
    controller = state.controller(ref)
    pattern = effect.condition
    found, voided = [], []
    moments = state.moments
    for h in state.happenings():
        if h.moment <= start or not rules.condition_matches(pattern, facts, h, ref, controller, state.kind_of):
            continue
        if moments[h.moment].negated_summon and pattern.cause == "summon_material":
            voided.append(("summon-negated", h))   # "sent to the GY for a Synchro Summon" that never happened
            continue
        if facts.would_do and h.event.event in ACTIVATION_EVENTS:
            why = _would_do(state, h, facts.would_do)
            if why is not None:
                voided.append((why, h))
                continue
        found.append(h)
    if facts.end_of_damage_step and state.phase == "damage_step" and moments:
        # the scenario stops in the Damage Step, where its end is the next point to act
        last, _ = state.response_point()
        probe = Happening(Event("phase_entered", player=state.scenario.turn_player), moment=last,
                          phase="damage_step", turn=state.turn, synthetic=True)
        if last > start and rules.condition_matches(pattern, facts, probe, ref, controller, state.kind_of):
            found.append(probe)
    return found, voided


def _would_do(state: State, happening, actions) -> str | None:
    """None when the activation could do one of ``actions`` when it resolves; else why not."""
    link = next((l for l, moment in state.activations if moment == happening.moment), None)
    if link is None or link.effect is None or not link.effect.clauses:
        return None  # nothing known of what it does: not questioned
    if any(c.action in actions for c in link.effect.clauses):
        return None
    if any(c.action in actions for c in link.effect.cost_clauses):
        return "cost"
    return "condition-not-met"


def _never_happened(state: State, ref: str, effect: AnalyzedEffect, facts, voided) -> Verdict | None:
    """The condition was met only by something that does not count: a Summon that was negated
    (rules neg-summon-never-on-field, neg-summon-definition), or a cost (rule mtt-cost)."""
    controller = state.controller(ref)
    whys = {why for why, _ in voided}
    for card, moment, method, _ in state.negated_summons:
        probe = Event(SUMMON_EVENT[method], card=card, player=state.controller(card), to_zone="monster_zone")
        if "summon-negated" in whys or rules.condition_matches(effect.condition, facts, Happening(probe, moment), ref,
                                                               controller, state.kind_of):
            return Verdict("no", "summon-negated", ["neg-summon-never-on-field", "neg-summon-definition"],
                           f"The Summon of {state.infos[card].name} was negated, so it never happened.")
    if "cost" in whys:
        return Verdict("no", "cost", ["mtt-cost"],
                       "It answers an activation that would do this when it resolves; the activation did it only as its cost.")
    return None


def event_verdict(state: State, ref: str, effect: AnalyzedEffect, found=None) -> Verdict:
    facts = state.infos[ref].facts(effect)
    matches, voided = found if found is not None else matching_happenings(state, ref, effect, facts)
    if not matches:
        never = _never_happened(state, ref, effect, facts, voided)
        if never:
            return never
    last, trigger_chain = state.response_point()
    verdict = rules.timing_verdict(effect, state.moments, matches, last, trigger_chain)
    if verdict.answer == "no" and trigger_chain and verdict.reason not in ("cost", "summon-material"):
        # the activations of that trigger chain are themselves the most recent things
        real_last = rules.timing_verdict(effect, state.moments, matches)
        if real_last.answer == "yes":
            return real_last
    return verdict


# ------------------------------------------------------------------ can_activate

def can_activate(state: State, ref: str, number: int | None, effect_text: str | None) -> Answer:
    info = state.infos[ref]
    effect = select_effect(info, number, effect_text, "$.ask")
    verdict = _can_activate(state, ref, info, effect)
    name = info.name
    return Answer(answer=verdict.answer, reason=verdict.reason,
                  explanation=f"{name}: {verdict.explanation}", rules=list(verdict.rules))


def _can_activate(state: State, ref: str, info: CardInfo, effect: AnalyzedEffect | None) -> Verdict:
    if effect is None and info.card_type in ("spell", "trap"):
        # a Spell/Trap whose effects all apply without activation: the card's own activation,
        # which the text leaves implicit
        effect = AnalyzedEffect(number=0, text="", kind="card-activation", optional=True,
                                spell_speed=chain_speed(info, None))
    if effect is None:
        return Verdict("no", "other", ["card-vs-effect-activation"], "The graph holds no activatable effect for it.")
    if effect.kind == "continuous":
        return Verdict("no", "other", ["card-vs-effect-activation"],
                       "It is a continuous effect: it applies without being activated.")
    if effect.kind == "unanalyzed":
        return Verdict("no", "other", ["card-vs-effect-activation"],
                       f"Its text could not be analyzed ({effect.note or 'no reason recorded'}).")
    facts = info.facts(effect)
    started_by_event = effect.condition is not None and (
        effect.kind in rules.TRIGGER_KINDS or effect.kind in rules.QUICK_KINDS or effect.kind == "card-activation")
    found = matching_happenings(state, ref, effect, facts) if started_by_event else ([], [])
    for check in (
        rules.usage_verdict(effect, facts, _limited_earlier(state, ref, info, effect, facts)),
        _normal_summon_restriction(state, ref, effect, facts),
        rules.damage_step_verdict(effect, facts, found[0]) if state.phase == "damage_step" else None,
        _continuous_trap_verdict(state, ref, info, effect),
    ):
        if check is not None:
            return check
    if started_by_event:
        verdict = event_verdict(state, ref, effect, found)
        if verdict.answer == "yes" and effect.kind not in rules.TRIGGER_KINDS:
            speed = rules.spell_speed_verdict(facts.speed, _open_speed(state))
            if speed:
                return speed
        return verdict
    return _declared_verdict(state, ref, info, effect)


def _limited_earlier(state: State, ref: str, info: CardInfo, effect: AnalyzedEffect, facts) -> list:
    """The earlier activations that fall under the effect's usage limit."""
    limit = facts.limit
    if limit is None:
        return []
    earlier = []
    for link, moment in state.activations:
        if limit.scope == "name":
            same = link.info.name == info.name and link.effect is not None and link.effect.number == effect.number
        else:
            same = link.card == ref and link.effect is effect
        if not same:
            continue
        if limit.scope in ("turn", "name") and link.turn != state.turn:
            continue
        if limit.scope == "face-up" and any(h.moment > moment and h.event.card == link.card
                                            and h.event.event in LEAVES_FIELD for h in state.happenings()):
            continue  # it left the field since: a new card as far as the limit goes
        earlier.append(link)
    return earlier


def _normal_summon_restriction(state: State, ref: str, effect: AnalyzedEffect, facts) -> Verdict | None:
    """"You can't Normal Summon/Set during the turn you activate this effect": not after the
    turn's Normal Summon, even one that was negated (rule neg-summon-counts-as-normal-summon)."""
    if not facts.no_normal_summon_turn:
        return None
    player = state.controller(ref)
    negated = any(method in ("normal", "tribute") and turn == state.turn and state.controller(card) == player
                  for card, _, method, turn in state.negated_summons)
    done = negated or any(
        h.turn == state.turn and h.event.player == player and (
            not rules.event_kinds(h.event).isdisjoint(rules.NORMAL_SUMMON_EVENTS)
            or (h.event.event == "set" and h.event.card is not None and state.infos[h.event.card].card_type == "monster"))
        for h in state.happenings())
    if not done:
        return None
    if negated:
        return Verdict("no", "other", ["neg-summon-counts-as-normal-summon", "neg-summon-definition"],
                       "Its player may not Normal Summon or Set in a turn it is activated, and the Normal Summon "
                       "attempted this turn counts even though it was negated.")
    return Verdict("no", "other", ["card-vs-effect-activation"],
                   "Its player may not Normal Summon or Set in a turn it is activated, and already did so this turn.")


def _open_speed(state: State) -> int | None:
    return state.chain[-1].speed if state.chain else None


def _declared_verdict(state: State, ref: str, info: CardInfo, effect: AnalyzedEffect) -> Verdict:
    """Effects activated by declaration (ignition, quick, Spell/Trap cards without a condition)."""
    controller = state.controller(ref)
    speed = info.facts(effect).speed
    base_rules = ["card-vs-effect-activation"]
    if any(e.event == "effect_negated" and e.card == ref for m in state.moments for e in m.events):
        base_rules.append("neg-effect-can-still-activate")
    if speed == 1:
        if state.chain:
            return Verdict("no", "other", ["spell-speed-response"],
                           "A Chain is open; a Spell Speed 1 effect cannot be chained.")
        if controller != state.scenario.turn_player or state.phase not in MAIN_PHASES:
            return Verdict("no", "other", base_rules,
                           "A Spell Speed 1 effect of this kind is activated only in its controller's Main Phase.")
    else:
        blocked = rules.spell_speed_verdict(speed, _open_speed(state))
        if blocked:
            return blocked
    return Verdict("yes", "not-a-trigger", base_rules,
                   "It is not started by an event, and nothing prevents activating it now.")


def _continuous_trap_verdict(state: State, ref: str, info: CardInfo, effect: AnalyzedEffect) -> Verdict | None:
    """A face-down Continuous Trap's own effect: only together with the card's activation (seed 001)."""
    card = state.scenario.cards[ref]
    continuous_trap = info.card_type == "trap" and any("Continuous" in s for s in info.subtypes)
    if not continuous_trap or effect.kind not in ("trigger-like", "quick-like") or card.face_up:
        return None
    text = (effect.cost_text or "").lower() + " " + (effect.condition_text or "").lower()
    if "this card" in (effect.cost_text or "").lower() and ("graveyard" in text or "gy" in text):
        return Verdict("no", "other", ["tl-cont-trap-cost-exception", "tl-cont-trap-same-link"],
                       "Its cost sends the Continuous Trap itself to the GY, so it cannot share the card's Chain Link.")
    if "face-up" in (effect.condition_text or "").lower():
        return Verdict("no", "other", ["tl-cont-trap-face-up-exception", "tl-cont-trap-same-link"],
                       "Its condition needs the card face-up first, so it cannot share the card's Chain Link.")
    if state.phase == "damage_step" and not effect.optional:
        return Verdict("no", "damage-step", ["tl-cont-trap-mandatory-damage-step"],
                       "A mandatory effect cannot share the card's Chain Link in the Damage Step.")
    inner = event_verdict(state, ref, effect) if effect.condition is not None else None
    if inner is not None and inner.answer == "no":
        return inner
    return Verdict("yes", inner.reason if inner else "not-a-trigger",
                   ["tl-cont-trap-same-link"] + (inner.rules if inner else []),
                   "The face-down Continuous Trap can be activated together with this effect in one Chain Link.")


# ------------------------------------------------------------------ triggers (SEGOC)

def triggers(state: State) -> Answer:
    scenario = state.scenario
    pending = []
    missed = []
    used_rules: list[str] = []
    last, trigger_chain = state.response_point()
    for ref, info in state.infos.items():
        for effect in info.effects:
            if effect.kind not in rules.TRIGGER_KINDS or effect.condition is None:
                continue
            facts = info.facts(effect)
            matches, _ = matching_happenings(state, ref, effect, facts)
            if not matches:
                continue
            verdict = rules.timing_verdict(effect, state.moments, matches, last, trigger_chain)
            if verdict.answer == "yes" and state.phase == "damage_step":
                verdict = rules.damage_step_verdict(effect, facts, matches) or verdict
            _merge(used_rules, verdict.rules)
            if verdict.answer == "yes":
                is_turn = state.controller(ref) == scenario.turn_player
                key = rules.segoc_key(facts.speed, rules.segoc_group(is_turn, effect.optional))
                pending.append((key, matches[-1].moment, ref, effect))
            else:
                missed.append({"card": ref, "effect": effect.number, "reason": verdict.reason})
    tcg_order = scenario.ruleset == "edison"
    order = {ref: i for i, ref in enumerate(state.infos)}
    pending.sort(key=lambda p: (p[0], p[1] if tcg_order else 0, order[p[2]], p[3].number))
    chain = []
    sets: dict[tuple, list[dict]] = {}
    for link, (key, met, ref, effect) in enumerate(pending, 1):
        entry = {"card": ref, "effect": effect.number, "link": link, "mandatory": not effect.optional}
        chain.append(entry)
        sets.setdefault((key, met if tcg_order else 0, state.controller(ref)), []).append(entry)
    shared = 0
    for members in sets.values():
        if len(members) > 1:
            shared += 1
            for entry in members:
                entry["group"] = shared
    if pending:
        _merge(used_rules, ["segoc-same-chain", "segoc-order"] + (["segoc-tcg-order-met"] if tcg_order else []))
        if len({p[0][0] for p in pending}) > 1:
            _merge(used_rules, ["spell-speed-response"])
    explanation = _triggers_explanation(state, chain, missed)
    return Answer(answer="ok", reason=_triggers_reason(chain, missed), explanation=explanation,
                  chain=chain, missed=missed, rules=used_rules or ["trigger-effect-definition"])


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


def _triggers_explanation(state: State, chain, missed) -> str:
    def name(ref):
        return state.infos[ref].name
    parts = []
    if chain:
        parts.append("On the next Chain: " + ", ".join(f"Chain Link {e['link']} {name(e['card'])}" for e in chain) + ".")
    if missed:
        parts.append("Missed the timing: " + ", ".join(f"{name(m['card'])} ({m['reason']})" for m in missed) + ".")
    return " ".join(parts) or "No effect of these cards had its activation condition met."


# ------------------------------------------------------------------ last thing

def last_thing(state: State) -> Answer:
    if not state.moments:
        return Answer(answer="ok", reason="other", explanation="Nothing has happened yet.",
                      rules=["mtt-last-thing-definition"])
    moment = state.moments[-1]
    described = {
        "resolution": f"the resolution of Chain Link {moment.link}",
        "activation": f"the activation at Chain Link {moment.link}",
        "summon": "a Summon",
        "summon_negated": "the negation of a Summon",
        "phase": "the start of a phase",
        "outside": "an event outside any Chain",
        "cost": "paying a cost",
        "summon_material": "sending Summon material",
    }[moment.context]
    return Answer(answer="ok", reason="last-thing", explanation=f"The last thing to happen was {described}.",
                  rules=["mtt-last-thing-definition"])
