"""Phase effects that look back at an earlier event of their card ("During your next Standby
Phase after this card was sent from the field to the Graveyard by the effect of a Continuous
Spell Card", "During the End Phase, if this card is in your GY because it was destroyed in your
Monster Zone by an opponent's card this turn"): the phase meets the condition only if that
earlier event happened as the text describes it (rule cond-looks-back-at-an-earlier-event).

The earlier event is read as any condition is, with the duel state as it was then: a Tribute
paid as a cost was not sent by a card effect (rule cond-discarded-by-a-card-effect), a card its
opponent controlled was not destroyed in its owner's Monster Zone (rule
cond-whose-side-when-it-left). When the scenario shows no event of that kind for the card, the
earlier event is taken as having happened before the scenario began, and the answer says so.

Round 182: what the card itself did ("if this card destroyed a monster by battle") counts only since it last came to
the field (or was last flipped face-down): a card that left the field and came back, or was turned face-down, is a new
card, and its deeds before do not count (rule cond-earlier-deed-of-the-card-before-it-moved; Mystic Swordsman LV4's
rulings on LV monsters)."""

from __future__ import annotations

from dataclasses import replace

from edison_kg.vocab.model import EventPattern
from edison_kg.timing.rules.conditions import condition_matches, event_kinds
from edison_kg.timing.rules.how_where import FACE_AT_DAMAGE_STEP, LEAVING, WHOSE_SIDE, near_miss
from edison_kg.timing.rules.protected_battles import battle_destruction_ruled_out
from edison_kg.timing.rules.verdict import Verdict
from edison_kg.timing.scenario import EVENT_DESTINATIONS
from edison_kg.vocab.schemes import FIELD_ZONES

LOOKS_BACK = "cond-looks-back-at-an-earlier-event"
BY_AN_EFFECT = "cond-discarded-by-a-card-effect"
NEW_CARD = "cond-earlier-deed-of-the-card-before-it-moved"
SAYS = {
    NEW_CARD: "What its condition looks back at was done by the card before it left the field and came back (or was "
              "turned face-down): it is a new card since, and what it did before does not count.",
    LOOKS_BACK: "What its condition looks back at did not happen as its text describes it.",
    BY_AN_EFFECT: "The earlier event it looks back at was a cost paid to activate a card, not something a card effect "
                  "did when it resolved.",
    WHOSE_SIDE: "The earlier event it looks back at happened while the other player controlled the card: whose card it "
                "was is read at that moment.",
    FACE_AT_DAMAGE_STEP: "The earlier event it looks back at happened, but the card's face when the Damage Step of that "
                        "battle started was not the one its text names: that face is read at that moment.",
}


def earlier_not_met(state, ref: str, pattern: EventPattern, happening) -> str | None:
    """None when the earlier event the phase condition looks back at happened before
    ``happening`` (or the scenario shows none of its kind, and it is taken as given); else the
    rule that says why it did not."""
    earlier = pattern.earlier
    # the events of its kind, and how the card left where the condition has it leave
    kinds = set(earlier.types) | (set(LEAVING) if not set(earlier.types).isdisjoint(LEAVING) else set())
    # "if this card destroyed ... by battle": every event of that kind is one this card may have done
    candidates = [h for h in state.happenings() if h.moment < happening.moment
                  and (h.event.card == ref or earlier.actor_self or earlier.equipped_role == "subject")
                  and not kinds.isdisjoint(event_kinds(h.event))]
    if not candidates and battle_destruction_ruled_out(state, ref, earlier, happening):
        return LOOKS_BACK         # rule bt-no-battle-destruction-of-a-protected-monster
    if not candidates and _before_any_attack(state, earlier, pattern, happening):
        return LOOKS_BACK         # the scenario began this turn before its Battle Phase: no attack was declared before it
    if not candidates:
        state.assume(f"{state.infos[ref].name}: what its condition looks back at, an earlier event of the card, "
                     f"happened before the scenario began (the scenario shows no such event).")
        return None
    if (earlier.actor_self or earlier.attack_role == "attacker" and earlier.self_card) and state.cards[ref].on_field:
        since = _came_to_the_field(state, ref, happening.moment)
        candidates = [h for h in candidates if h.moment > since]
        if not candidates:
            return NEW_CARD           # done before it moved: a new card since
    if earlier.cause == "summon_material":
        # a Tribute for a Summon that was negated: no Summon was made with it (rule cond-summon-kind)
        candidates = [h for h in candidates if not state.moments[h.moment].negated_summon] or None
        if candidates is None:
            return LOOKS_BACK
    if pattern.within_turn:
        candidates = [h for h in candidates if h.turn == happening.turn]
        if not candidates:
            return LOOKS_BACK
    controller = state.controller(ref)
    if any(condition_matches(earlier, h, ref, controller, state) for h in candidates):
        return None

    def met(probe, event=None, with_state=True) -> bool:
        probe = replace(probe, event=event) if event is not None else probe
        return condition_matches(earlier, probe, ref, controller, state if with_state else None)

    for h in reversed(candidates):
        if earlier.cause == "effect" and (h.event.cause == "cost" or state.moments[h.moment].context == "cost"):
            return BY_AN_EFFECT
        close = near_miss(earlier, state, ref, h, met)
        if close is not None and close.rules[0] in SAYS:
            return close.rules[0]
    return LOOKS_BACK


def looked_back_verdict(why: str, state, ref: str) -> Verdict | None:
    """The verdict when the only events that met the phase condition were voided for ``why``."""
    if why not in SAYS:
        return None
    rules = [why] + ([LOOKS_BACK] if why != LOOKS_BACK else []) + (["mtt-cost"] if why == BY_AN_EFFECT else [])
    return Verdict("no", "condition-not-met", rules, SAYS[why])


def _came_to_the_field(state, ref: str, before: int) -> int:
    """The last moment before ``before`` at which the card came to the field from elsewhere or was turned face-down
    there (-1: none the scenario shows)."""
    last = -1
    for h in state.happenings():
        event = h.event
        if h.moment >= before or event.card != ref:
            continue
        to = event.to_zone or EVENT_DESTINATIONS.get(event.event)
        if event.event == "flipped_face_down" or (to in FIELD_ZONES and event.from_zone not in FIELD_ZONES):
            last = h.moment
    return last


def _before_any_attack(state, earlier: EventPattern, pattern: EventPattern, happening) -> bool:
    """"if this card attacked this turn", asked in the turn the scenario began in, when it began before the Battle Phase:
    no attack of this turn came before the scenario, so one it does not show did not happen."""
    return earlier.types == ["attack_declared"] and pattern.within_turn and happening.turn == 0 \
        and state.scenario.phase in ("draw", "standby", "main1")
