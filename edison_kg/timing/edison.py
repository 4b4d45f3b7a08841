"""Yu-Gi-Oh! (Edison) answers: replay the scenario's steps on a State, then apply the rules
to the question asked."""

from __future__ import annotations

from edison_kg.model import AnalyzedEffect
from edison_kg.timing import rules
from edison_kg.timing.answer import Answer, event_dict
from edison_kg.timing.cardinfo import CardInfo, select_effect
from edison_kg.timing.rules import Verdict
from edison_kg.timing.scenario import Event, Scenario
from edison_kg.timing.state import State

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

def _consumed_before(state: State, ref: str, effect: AnalyzedEffect) -> int:
    """Moment index after which the effect's condition counts: an activation uses up earlier events."""
    start = -1
    for link, moment in state.activations:
        if link.card == ref and link.effect is effect:
            start = moment
    return start


def matching_happenings(state: State, ref: str, effect: AnalyzedEffect):
    start = _consumed_before(state, ref, effect)
    controller = state.controller(ref)
    return [h for h in state.happenings()
            if h.moment > start and rules.condition_matches(effect.condition, effect.condition_text, h, ref, controller)]


def _never_happened(state: State, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    """The condition would have been met by a Summon that was negated."""
    controller = state.controller(ref)
    for card, moment in state.negated_summons:
        for kind in rules.SUMMON_EVENTS:
            probe = Event(kind, card=card, player=state.controller(card), to_zone="monster_zone")
            from edison_kg.timing.state import Happening

            if rules.condition_matches(effect.condition, effect.condition_text, Happening(probe, moment), ref, controller):
                return Verdict("no", "summon-negated", ["neg-summon-never-on-field", "neg-summon-definition"],
                               f"The Summon of {state.infos[card].name} was negated, so it never happened.")
    return None


def event_verdict(state: State, ref: str, effect: AnalyzedEffect) -> Verdict:
    matches = matching_happenings(state, ref, effect)
    if not matches:
        never = _never_happened(state, ref, effect)
        if never:
            return never
    return rules.timing_verdict(effect, state.moments, matches)


# ------------------------------------------------------------------ can_activate

def can_activate(state: State, ref: str, number: int | None, effect_text: str | None) -> Answer:
    info = state.infos[ref]
    effect = select_effect(info, number, effect_text, "$.ask")
    verdict = _can_activate(state, ref, info, effect)
    name = info.name
    return Answer(answer=verdict.answer, reason=verdict.reason,
                  explanation=f"{name}: {verdict.explanation}", rules=list(verdict.rules))


def _can_activate(state: State, ref: str, info: CardInfo, effect: AnalyzedEffect | None) -> Verdict:
    if effect is None:
        return Verdict("no", "other", ["card-vs-effect-activation"], "The graph holds no activatable effect for it.")
    if effect.kind == "continuous":
        return Verdict("no", "other", ["card-vs-effect-activation"],
                       "It is a continuous effect: it applies without being activated.")
    if effect.kind == "unanalyzed":
        return Verdict("no", "other", ["card-vs-effect-activation"],
                       f"Its text could not be analyzed ({effect.note or 'no reason recorded'}).")
    earlier = [link for link, _ in state.activations if link.card == ref and link.effect is effect]
    for check in (
        rules.once_per_turn_verdict(effect, earlier),
        rules.damage_step_verdict(effect, info.subtypes) if state.phase == "damage_step" else None,
        _continuous_trap_verdict(state, ref, info, effect),
    ):
        if check is not None:
            return check
    started_by_event = effect.condition is not None and (
        effect.kind in rules.TRIGGER_KINDS or effect.kind == "card-activation")
    if started_by_event:
        verdict = event_verdict(state, ref, effect)
        if verdict.answer == "yes" and effect.kind == "card-activation":
            speed = rules.spell_speed_verdict(_speed_of(info, effect), _open_speed(state))
            if speed:
                return speed
        return verdict
    return _declared_verdict(state, ref, info, effect)


def _speed_of(info: CardInfo, effect: AnalyzedEffect) -> int:
    from edison_kg.timing.state import _speed

    return _speed(info, effect)


def _open_speed(state: State) -> int | None:
    return state.chain[-1].speed if state.chain else None


def _declared_verdict(state: State, ref: str, info: CardInfo, effect: AnalyzedEffect) -> Verdict:
    """Effects activated by declaration (ignition, quick, Spell/Trap cards without a condition)."""
    controller = state.controller(ref)
    speed = _speed_of(info, effect)
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
    for ref, info in state.infos.items():
        for effect in info.effects:
            if effect.kind not in rules.TRIGGER_KINDS or effect.condition is None:
                continue
            matches = matching_happenings(state, ref, effect)
            if not matches:
                continue
            verdict = rules.timing_verdict(effect, state.moments, matches)
            _merge(used_rules, verdict.rules)
            if verdict.answer == "yes":
                is_turn = state.controller(ref) == scenario.turn_player
                pending.append((rules.segoc_group(is_turn, effect.optional), matches[-1].moment, ref, effect))
            else:
                missed.append({"card": ref, "effect": effect.number, "reason": verdict.reason})
    tcg_order = scenario.ruleset == "edison"
    pending.sort(key=lambda p: (p[0], p[1] if tcg_order else 0, list(state.infos).index(p[2]), p[3].number))
    chain = []
    sets: dict[tuple, list[dict]] = {}
    for link, (group, met, ref, effect) in enumerate(pending, 1):
        entry = {"card": ref, "effect": effect.number, "link": link, "mandatory": not effect.optional}
        chain.append(entry)
        sets.setdefault((group, met if tcg_order else 0, state.controller(ref)), []).append(entry)
    shared = 0
    for members in sets.values():
        if len(members) > 1:
            shared += 1
            for entry in members:
                entry["group"] = shared
    if pending:
        _merge(used_rules, ["segoc-same-chain", "segoc-order"] + (["segoc-tcg-order-met"] if tcg_order else []))
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
