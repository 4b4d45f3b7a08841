"""Yu-Gi-Oh! (Edison) answers: replay the scenario's steps on the duel state, then apply the
rules to the question asked, with the scenario's ruleset."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing import steps
from edison_kg.timing.answer import Answer, event_dict
from edison_kg.timing.cards import CardInfo, select_effect
from edison_kg.timing.rules import (ACTIVATION_EVENTS, NORMAL_SUMMON_EVENTS, QUICK_KINDS, TRIGGER_KINDS, Verdict,
                                    condition_matches, event_kinds, timing_verdict)
from edison_kg.timing.rules.battle import NOT_MET as BATTLE_NOT_MET, battle_verdict
from edison_kg.timing.rules.chain import (chain_speed, hand_trigger_verdict, segoc_group, segoc_key,
                                          spell_speed_verdict, summons_itself)
from edison_kg.timing.rules.continuous import activation_verdict, cost_verdict
from edison_kg.timing.rules.damage_step import damage_step_verdict
from edison_kg.timing.rules.limits import usage_verdict
from edison_kg.timing.rules.near_miss import near_miss_verdict
from edison_kg.timing.rules.spell_trap import card_place_verdict
from edison_kg.timing.rules.possible import cost_cards_verdict, possible_effect_verdict
from edison_kg.timing.rulesets import RULESETS
from edison_kg.timing.scenario import Event, Scenario
from edison_kg.timing.state import SUMMON_EVENT, Happening, State

MAIN_PHASES = ("main1", "main2")
LEAVES_FIELD = ("destroyed", "sent_to_gy", "banished", "returned_to_hand", "returned_to_deck", "tributed",
                "flipped_face_down")


def replay(scenario: Scenario, infos: dict[str, CardInfo]) -> State:
    state = State.initial(scenario, infos, RULESETS[scenario.ruleset])
    for step in scenario.steps:
        steps.apply(state, step)
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
    result.last_thing = [event_dict(e) for e in state.moments[-1].events if e.event != "summon_attempted"] \
        if state.moments else []
    result.deciding = len(result.rules)
    for note in state.notes:
        if note not in result.rules:
            result.rules.append(note)
    return result


# ------------------------------------------------------------------ matching conditions

def _consumed_before(state: State, ref: str, effect: AnalyzedEffect) -> int:
    """Moment index after which the effect's condition counts: an activation uses up earlier
    events, unless a Chain Link negated it (its activation or its effect): then the effect has
    not been applied and may be activated again (only usage limits count negated activations).
    An effect negated as it resolves by a continuous effect (Skill Drain) was used."""
    start = -1
    for link, moment in state.activations:
        if link.card == ref and link.effect is effect and not (link.activation_negated or link.negated_by_link):
            start = moment
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
    for h in state.happenings():
        if not condition_matches(pattern, h, ref, controller, state):
            continue
        if h.moment <= start:
            voided.append(("used", h))   # an activation of this effect already answered it
            continue
        if not _still_open(state, h):
            continue
        why = _battle_not_met(state, ref, pattern, h)
        if why:
            voided.append((why, h))
            continue
        if pattern.equipped_role and _left_with_its_monster(state, ref, h, pattern.equipped_role):
            voided.append(("eq-destroyed-together", h))   # gone together with its monster
            continue
        if moments[h.moment].negated_summon and pattern.cause == "summon_material":
            voided.append(("summon-negated", h))   # "sent to the GY for a Synchro Summon" that never happened
            continue
        excepted = effect.cause_exceptions.get(state.infos[h.event.by].name) if h.event.by in state.infos else None
        if excepted:
            voided.append((excepted, h))      # the rulings say this card's doing does not start it
            continue
        if pattern.would_do and h.event.event in ACTIVATION_EVENTS:
            why = _would_do(state, h, pattern.would_do)
            if why is not None:
                voided.append((why, h))
                continue
        found.append(h)
    if pattern.end_of_damage_step and state.phase == "damage_step" and moments:
        # the scenario stops in the Damage Step, where its end is the next point to act
        last = state.window()[0]
        probe = Happening(Event("phase_entered", player=state.scenario.turn_player), moment=last,
                          phase="damage_step", turn=state.turn, synthetic=True)
        if last > start and condition_matches(pattern, probe, ref, controller, state):
            why = _battle_not_met(state, ref, pattern, probe)
            if why:
                voided.append((why, probe))
            else:
                found.append(probe)
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
        link = next((l for l, moment in state.activations if moment == happening.moment), None)
        return link is None or any(l is link for l in state.chain)
    if kind == "summon_attempted":
        window, building = state.window()
        return happening.moment == len(state.moments) - 1 or (building and happening.moment == window)
    return True


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


def _never_happened(state: State, ref: str, effect: AnalyzedEffect, voided) -> Verdict | None:
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
    if "cost" in whys:
        return Verdict("no", "cost", ["mtt-cost"],
                       "It answers an activation that would do this when it resolves; the activation did it only as its cost.")
    for why, happening in voided:
        if why == "used" and not any(w != "used" for w, _ in voided):
            used_by = next(l for l, m in reversed(state.activations) if l.card == ref and l.effect is effect)
            if used_by.effect_negated:
                return Verdict("no", "condition-not-met", ["neg-effect-still-resolves", "neg-effect-definition",
                                                           "edison-phase-mandatory-trigger-repeats"],
                               "Its effect was negated as it resolved: the activation still used what started it, "
                               "so it cannot be activated again for it.")
            return Verdict("no", "condition-not-met", ["trigger-effect-definition"],
                           "It was already activated for what started it.")
        if why == "eq-destroyed-together":
            return Verdict("no", "condition-not-met", [why],
                           "The Equip Card left the field with its monster, by the same doing: it did not go because "
                           "its monster left, and what its monster did is not its own.")
        if why in BATTLE_NOT_MET:
            return Verdict("no", "condition-not-met", [why], BATTLE_NOT_MET[why])
        if why in effect.cause_exceptions.values():
            return Verdict("no", "other", [why], f"The rulings make an exception: it does not start when "
                           f"{state.infos[happening.event.by].name} caused it.")
    return near_miss_verdict(effect.condition, state, ref)


def event_verdict(state: State, ref: str, effect: AnalyzedEffect, found=None) -> Verdict:
    matches, voided = found if found is not None else matching_happenings(state, ref, effect)
    if not matches:
        never = _never_happened(state, ref, effect, voided)
        if never:
            return never
    window, building = state.window()
    verdict = timing_verdict(effect, state.moments, matches, state.ruleset, window, building, state.trigger_chain())
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


# ------------------------------------------------------------------ can_activate

def can_activate(state: State, ref: str, number: int | None, effect_text: str | None) -> Answer:
    info = state.infos[ref]
    effect = select_effect(info, number, effect_text, "$.ask", set_or_in_hand=state.set_or_in_hand(ref))
    verdict = _can_activate(state, ref, info, effect)
    return Answer(answer=verdict.answer, reason=verdict.reason,
                  explanation=f"{info.name}: {verdict.explanation}", rules=list(verdict.rules))


def _can_activate(state: State, ref: str, info: CardInfo, effect: AnalyzedEffect | None) -> Verdict:
    if effect is None:
        return _card_activation_verdict(state, ref, info)
    if effect.kind == "continuous":
        return Verdict("no", "other", ["card-vs-effect-activation", "neg-continuous-effects-are-not-activated"],
                       "It is a continuous effect: it applies without being activated.")
    if effect.kind == "unanalyzed":
        return Verdict("no", "other", ["card-vs-effect-activation"],
                       f"Its text could not be analyzed ({effect.note or 'no reason recorded'}).")
    started_by_event = effect.condition is not None and (
        effect.kind in TRIGGER_KINDS or effect.kind in QUICK_KINDS or effect.kind == "card-activation")
    found = matching_happenings(state, ref, effect) if started_by_event else ([], [])
    if started_by_event and not found[0] and _place_verdict(state, ref, effect) is None and not (
            state.phase == "damage_step" and effect.excludes_damage_step):
        # its condition was never met: that first, unless its text itself rules out the Damage Step
        return event_verdict(state, ref, effect, found)
    passed: list[str] = []            # exceptions that applied: the verdict rests on them too
    for check in (
        card_place_verdict(state, ref, info, effect),
        _place_verdict(state, ref, effect),
        usage_verdict(effect, _limited_earlier(state, ref, info, effect), state.ruleset),
        _summon_restriction(state, ref, effect),
        damage_step_verdict(info, effect, found[0], state.ruleset) if state.phase == "damage_step" else None,
        _continuous_trap_verdict(state, ref, info, effect),
        _own_activation_pending(state, ref, effect),
        activation_verdict(state, ref, effect),
        cost_verdict(state, ref, effect),
        cost_cards_verdict(state, ref, effect),
        possible_effect_verdict(state, ref, effect, found[0]),
        _hand_trigger(state, ref, effect),
    ):
        if check is not None and check.answer == "yes":
            passed.extend(r for r in check.rules if r not in passed)
        elif check is not None:
            return check
    if started_by_event:
        verdict = event_verdict(state, ref, effect, found)
        if verdict.answer == "yes" and effect.kind not in TRIGGER_KINDS:
            speed = spell_speed_verdict(chain_speed(info, effect, state.ruleset), _open_speed(state), state.ruleset)
            if speed:
                return speed
    else:
        verdict = _declared_verdict(state, ref, info, effect)
    if verdict.answer == "yes":
        verdict.rules = verdict.rules + [r for r in passed if r not in verdict.rules]
    return verdict


def _card_activation_verdict(state: State, ref: str, info: CardInfo) -> Verdict:
    """A Spell/Trap Card whose text gives its activation nothing to do (a Continuous Trap that
    only applies continuous effects): activated by declaration, at its Spell Speed."""
    if info.card_type not in ("spell", "trap"):
        return Verdict("no", "other", ["card-vs-effect-activation"], "The graph holds no activatable effect for it.")
    for check in (card_place_verdict(state, ref, info, None), activation_verdict(state, ref, None)):
        if check is not None:
            return check
    if state.phase == "damage_step" and not info.is_counter_trap:
        return Verdict("no", "damage-step", ["damage-step-restriction"],
                       "Its activation does nothing that may be done in the Damage Step.")
    speed = chain_speed(info, None, state.ruleset)
    if speed == 1 and (state.chain or state.controller(ref) != state.scenario.turn_player or state.phase not in MAIN_PHASES):
        return Verdict("no", "other", ["spell-speed-response"],
                       "A Spell Speed 1 card is activated only in its controller's Main Phase, with no Chain open.")
    blocked = spell_speed_verdict(speed, _open_speed(state), state.ruleset) if speed > 1 else None
    return blocked or Verdict("yes", "not-a-trigger", ["card-vs-effect-activation"],
                              "It is not started by an event, and nothing prevents activating it now.")


def _place_verdict(state: State, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    """The card must be where the effect is activated from: face-up on the field (rule
    state-face-up-on-the-field-to-activate), or in the hand, GY or banishment its text names
    (rule state-card-must-be-in-place)."""
    where, card = effect.activates_from, state.cards[ref]
    if where is None or card.zone is None:
        return None
    if where == "field":
        if card.on_field is False:
            return Verdict("no", "other", ["state-face-up-on-the-field-to-activate", "state-card-must-be-in-place"],
                           f"It is activated on the field, and the card is no longer there (it is in the "
                           f"{card.zone.replace('_', ' ')}).")
        if card.face_up is False and effect.kind != "flip":
            return Verdict("no", "other", ["state-face-up-on-the-field-to-activate"],
                           "It is face-down on the field: its effects cannot be activated.")
        return None
    if card.zone != where:
        return Verdict("no", "other", ["state-card-must-be-in-place"],
                       f"It is activated from the {where.replace('_', ' ')}, and the card is in the "
                       f"{card.zone.replace('_', ' ')}.")
    return None


def _hand_trigger(state: State, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    """Edison's one self-Summoning trigger in the hand (or GY) per chain."""
    if state.cards[ref].on_field is not False:
        return None
    earlier = [link for link in state.chain if link.off_field and link.effect is not None
               and summons_itself(link.effect)]
    return hand_trigger_verdict(effect, earlier, state.ruleset)


def _own_activation_pending(state: State, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    """A Continuous card's effect cannot be a Chain Link of its own while the card's own
    activation has not resolved (rule limit-continuous-card-not-before-it-resolves)."""
    if effect.kind == "card-activation":
        return None
    if any(link.card == ref and (link.effect is None or link.effect.kind == "card-activation") for link in state.chain):
        return Verdict("no", "other", ["limit-continuous-card-not-before-it-resolves", "tl-cont-trap-same-link"],
                       "The card's own activation is still on the chain: its effect cannot be activated as a Chain Link "
                       "of its own until the card has resolved.")
    return None


def _limited_earlier(state: State, ref: str, info: CardInfo, effect: AnalyzedEffect) -> list:
    """The earlier activations that fall under the effect's usage limit."""
    scope = effect.usage_scope
    if scope is None:
        return []
    earlier = []
    for link, moment in state.activations:
        if scope == "name":
            same = link.info.name == info.name and link.effect is not None and link.effect.number == effect.number
        else:
            same = link.card == ref and link.effect is effect
        if not same:
            continue
        if scope in ("turn", "name") and link.turn != state.turn:
            continue
        if scope == "chain" and not any(l is link for l in state.chain):
            continue  # once per chain: only the activations of the chain being built count
        if scope == "face-up" and any(h.moment > moment and h.event.card == link.card
                                      and h.event.event in LEAVES_FIELD for h in state.happenings()):
            continue  # it left the field since: a new card as far as the limit goes
        earlier.append(link)
    return earlier


# which Summons each "cannot Summon the turn you activate this" restriction counts, by the
# methods of the scenario's summon steps and the Summon events
FORBIDDEN_SUMMONS = {"normal": ({"normal", "tribute"}, NORMAL_SUMMON_EVENTS),
                     "special": ({"special", "synchro", "fusion", "ritual"}, ("special_summon",)),
                     "all": (set(SUMMON_EVENT), tuple(SUMMON_EVENT.values()))}
FORBIDDEN_WORDS = {"normal": "Normal Summon or Set", "special": "Special Summon", "all": "Summon"}


def _summon_restriction(state: State, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    """"You can't Normal Summon/Set (Special Summon, Summon) during the turn you activate this":
    not after such a Summon this turn, even one that was negated (rules
    neg-summon-counts-as-normal-summon, neg-summon-counts-for-summon-restrictions)."""
    forbidden = effect.summons_forbidden
    if forbidden is None:
        return None
    methods, kinds = FORBIDDEN_SUMMONS[forbidden]
    player = state.controller(ref)
    negated = any(method in methods and turn == state.turn and state.controller(card) == player
                  for card, _, method, turn in state.negated_summons)
    done = negated or any(
        h.turn == state.turn and h.event.player == player and h.event.card != ref and (
            not event_kinds(h.event).isdisjoint(kinds)
            or (forbidden == "normal" and h.event.event == "set" and h.event.card is not None
                and state.infos[h.event.card].card_type == "monster"))
        for h in state.happenings())
    if not done:
        return None
    words = FORBIDDEN_WORDS[forbidden]
    if negated:
        rule = "neg-summon-counts-as-normal-summon" if forbidden == "normal" else "neg-summon-counts-for-summon-restrictions"
        return Verdict("no", "other", [rule, "neg-summon-definition"],
                       f"Its player may not {words} in a turn it is activated, and the Summon attempted this turn "
                       "counts even though it was negated.")
    return Verdict("no", "other", ["card-vs-effect-activation"],
                   f"Its player may not {words} in a turn it is activated, and already did so this turn.")


def _open_speed(state: State) -> int | None:
    return state.chain[-1].speed if state.chain else None


def _declared_verdict(state: State, ref: str, info: CardInfo, effect: AnalyzedEffect) -> Verdict:
    """Effects activated by declaration (ignition, quick, Spell/Trap cards without a condition)."""
    controller = state.controller(ref)
    speed = chain_speed(info, effect, state.ruleset)
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
        blocked = spell_speed_verdict(speed, _open_speed(state), state.ruleset)
        if blocked:
            return blocked
    return Verdict("yes", "not-a-trigger", base_rules,
                   "It is not started by an event, and nothing prevents activating it now.")


def _continuous_trap_verdict(state: State, ref: str, info: CardInfo, effect: AnalyzedEffect) -> Verdict | None:
    """A face-down Continuous Trap's own effect: only together with the card's activation (seed 001)."""
    card = state.cards[ref]
    if not info.is_continuous_trap or effect.kind not in ("trigger-like", "quick-like") or card.face_up:
        return None
    cost_self = any(c.subject == "self" and c.action in ("send_to_gy", "banish") for c in effect.cost_clauses)
    if cost_self:
        return Verdict("no", "other", ["tl-cont-trap-cost-exception", "tl-cont-trap-same-link"],
                       "Its cost sends the Continuous Trap itself away, so it cannot share the card's Chain Link.")
    if effect.needs_face_up:
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
    window, building = state.window()
    trigger_chain = state.trigger_chain()
    for ref, info in state.infos.items():
        for effect in info.effects:
            if effect.kind not in TRIGGER_KINDS or effect.condition is None:
                continue
            matches, voided = matching_happenings(state, ref, effect)
            if not matches:
                never = _never_happened(state, ref, effect, voided) if voided else None
                if never is not None:
                    _merge(used_rules, never.rules)   # met only by what does not count: why not
                continue
            verdict = timing_verdict(effect, state.moments, matches, state.ruleset, window, building, trigger_chain)
            used_up = usage_verdict(effect, _limited_earlier(state, ref, info, effect), state.ruleset)
            if used_up is not None:
                _merge(used_rules, used_up.rules)   # its usage limit is spent: it cannot go on the chain
                continue
            if verdict.answer == "yes" and state.phase == "damage_step":
                blocked = damage_step_verdict(info, effect, matches, state.ruleset)
                verdict = blocked if blocked is not None and blocked.answer == "no" else verdict
            _merge(used_rules, verdict.rules)
            if verdict.answer == "yes":
                is_turn = state.controller(ref) == scenario.turn_player
                key = segoc_key(chain_speed(info, effect, state.ruleset),
                                segoc_group(is_turn, effect.optional, state.ruleset), state.ruleset)
                pending.append((key, matches[-1].moment, ref, effect))
            else:
                missed.append({"card": ref, "effect": effect.number, "reason": verdict.reason})
    by_time = state.ruleset.segoc_by_time_met
    order = {ref: i for i, ref in enumerate(state.infos)}
    pending.sort(key=lambda p: (p[0], p[1] if by_time else 0, order[p[2]], p[3].number))
    chain = []
    sets: dict[tuple, list[dict]] = {}
    for link, (key, met, ref, effect) in enumerate(pending, 1):
        entry = {"card": ref, "effect": effect.number, "link": link, "mandatory": not effect.optional}
        chain.append(entry)
        sets.setdefault((key, met if by_time else 0, state.controller(ref)), []).append(entry)
    shared = 0
    for members in sets.values():
        if len(members) > 1:
            shared += 1
            for entry in members:
                entry["group"] = shared
    if pending:
        _merge(used_rules, ["segoc-same-chain", "segoc-order"]
               + (["segoc-tcg-order-met", "edison-early-trigger"] if by_time else []))
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
