"""Conditions on how or where something happened, read against the duel state at that moment:

* an attack on this card: the attack's target must be this card; a monster chosen as an attack
  target while Set shows no effect then (rule state-condition-read-at-its-moment);
* "was face-up at attack declaration": read at the declaration of the attack it battled in;
* "the ATK of a monster that attacks this card is lower than its DEF": compared at damage
  calculation, so met only once the battle reached it (rule cond-stat-comparison-in-battle);
* a Token that leaves the field is never sent to the Graveyard (rule cond-token-never-in-graveyard);
* "this card you control", "your side of the field": whose card it was when it left, and a card
  off the field is its owner's (rule cond-whose-side-when-it-left); "leaves the field and is still in
  your possession" is not met by a return to the Deck (rule cond-left-the-field-still-in-possession);
* a monster turned face-up by a card that says Flip Effects are not activated activates no
  Flip Effect (rule flip-effects-not-activated), nor does one its rulings have a card destroy as
  it is flipped (an override's exemption from rule bt-flip-effect-of-a-destroyed-monster).

``holds`` is asked by conditions.condition_matches with the duel state; ``near_miss`` names
the rule when only one of these differences kept a condition from being met."""

from __future__ import annotations

from dataclasses import replace

from edison_kg.vocab.model import EventPattern
from edison_kg.timing.stats import current_stat
from edison_kg.timing.rules.battle_phase import reached_damage_calculation
from edison_kg.timing.rules.battle_faces import face_down_at_damage_step_start, face_down_when_attacked, set_when_declared
from edison_kg.timing.rules.verdict import LEAVES_FIELD, SUMMON_EVENTS, Verdict
from edison_kg.timing.rules.summoned import material_for_holds
from edison_kg.timing.rules.arrivals import arrived_by
from edison_kg.timing.rules.summoned_from import EXTRA_DECK_RULE, extra_deck_summon, place_left
from edison_kg.vocab.schemes import FIELD_ZONES

READ_AT_ITS_MOMENT = "state-condition-read-at-its-moment"
FACE_AT_DAMAGE_STEP = "bt-face-read-at-the-start-of-the-damage-step"
STAT_COMPARISON = "cond-stat-comparison-in-battle"
TOKEN_RULE = "cond-token-never-in-graveyard"
WHOSE_SIDE = "cond-whose-side-when-it-left"
NO_FLIP_EFFECTS = "flip-effects-not-activated"
LEAVING = (*LEAVES_FIELD, "discarded")
SUMMONS_OR_SET = (*SUMMON_EVENTS, "set")
DESTROYED_VS_SENT = "cond-destroyed-vs-sent"
DISCARDED_BY_EFFECT = "cond-discarded-by-a-card-effect"
FROM_WHERE = "cond-from-where-it-was-sent"
SUMMON_KIND = "cond-summon-kind"
ATTACKER_SUMMONED_AS = "cond-attacker-summoned-as"
BY_OPPONENT = "bt-opponents-card"
# "leaves the field and is still in your possession": to the hand, Graveyard or banishment, not the Deck (round 145)
STILL_YOURS = "cond-left-the-field-still-in-possession"
KEPT_PLACES = {"destroyed", "sent_to_gy", "banished", "returned_to_hand"}
# events whose card goes to the Graveyard unless it is a Token (which leaves the game)
TO_GRAVEYARD = ("destroyed", "sent_to_gy", "discarded", "tributed")


def attack_on_this_card(pattern: EventPattern, event, card_ref: str) -> bool:
    """"When this card is attacked" (target), "when this card attacks or is attacked" (either):
    is this card the attack's target, or one of its monsters?"""
    if pattern.attack_role == "target":
        return event.target == card_ref
    return card_ref in (event.card, event.target)


def player_named(pattern: EventPattern, event, card_ref: str) -> bool:
    """Does the condition's player say whose card this card was when it left? Only its control
    words do ("this card you control", "in your possession"): in "if you Tribute this card" the
    player is who acted, and a card off the field is its owner's, whoever sent it there
    (rule cond-whose-side-when-it-left)."""
    if event.card != card_ref or not pattern.self_card or event.event not in LEAVING:
        return True
    return pattern.self_controlled


def holds(pattern: EventPattern, happening, card_ref: str, state) -> bool:
    """The how-and-where parts of the condition, against the duel state (only what the pattern
    names is looked at: most conditions name none of them)."""
    event = happening.event
    if event.event == "attack_declared":
        if pattern.target_self and pattern.self_face_up and event.target == card_ref \
                and card_ref in set_when_declared(state, happening.moment):
            return False              # chosen as an attack target while Set: its effect was not face-up
        if pattern.compares and not _compared(pattern, event, card_ref, state, happening.moment):
            return False
    if pattern.compares in OWN_STATS and event.event != "attack_declared" and event.card in state.infos \
            and own_stats_hold(pattern, state, event.card) is False:
        return False                  # "whose DEF is higher than its ATK"
    if pattern.face_up_at_attack and event.card is not None and (event.card == card_ref or not pattern.self_card) \
            and (event.card == card_ref or event.cause == "battle") \
            and face_down_when_attacked(state, event.card, happening.moment):
        return False              # "a face-up Insect is destroyed by battle" attacked while Set
    if pattern.face_up_at_attack and not pattern.self_card and event.cause != "battle" and happening.was_on_field \
            and happening.was_face_up is False:
        state.cite("state-condition-read-at-its-moment")
        return False              # (184) "a face-up Beast you control is destroyed" by Dark Hole while Set
    attacked = event.event == "attack_declared" and event.target == card_ref     # "if this card is being attacked, and was ..."
    if pattern.self_face_up_at_damage_step is not None and (event.card == card_ref or attacked):
        down = face_down_at_damage_step_start(state, card_ref, happening.moment + attacked)
        if down is not None and down == pattern.self_face_up_at_damage_step:
            return False              # "was face-up at the start of the Damage Step": read then
    if pattern.battled_face_down and event.event == "attack_declared" and event.card == card_ref and event.target:
        if face_down_at_damage_step_start(state, event.target, happening.moment + 1) is False:
            return False              # "attacks a face-down monster": it was face-up when the Damage Step started
    if (pattern.to_zone == "graveyard" or _only_as_sent_to_gy(pattern, event)) and _is_token(state, event.card):
        return False
    if pattern.summon_methods and event.event == "tributed" and event.cause == "summon_material":
        made = summon_made_with(state, happening)
        if made is not None and made not in pattern.summon_methods:
            return False              # Tributed for a Tribute Set, not a Tribute Summon
    if _attacker_not_summoned_so(pattern, happening, state):
        return False                  # "a monster that was Tribute Summoned declares an attack"
    return True


def _attacker_not_summoned_so(pattern: EventPattern, happening, state) -> bool:
    """The attacker is not on the field by the Summon its condition names (rule cond-attacker-summoned-as);
    a monster the scenario leaves untold how it came is taken as it may have."""
    event = happening.event
    if not pattern.summon_methods or event.event != "attack_declared" or event.card not in state.cards:
        return False
    came = [arrived_by(state, event.card, method, before=happening.moment) for method in pattern.summon_methods]
    return all(c is False for c in came)


def summon_made_with(state, happening) -> str | None:
    """What the Tribute or material of ``happening`` was used for: the Summon (or Set) of the
    monster that used it, in the same moment or the one right after (None: not known)."""
    event = happening.event
    for index in (happening.moment, happening.moment + 1):
        if index >= len(state.moments):
            break
        for other in state.moments[index].events:
            if other.event in SUMMONS_OR_SET and (event.by is None or other.card == event.by) and other.card != event.card:
                return other.event
    return None


def _compared(pattern: EventPattern, event, card_ref: str, state, moment: int) -> bool:
    """"The ATK of the attacking monster is lower than this card's DEF": the battle reached
    damage calculation, where the stats are compared, and the comparison holds (where the
    scenario or the graph gives the stats)."""
    record = next((r for r in state.battles if r.moment == moment), None)
    if record is None or not reached_damage_calculation(record):
        return False
    if pattern.compares == "attacker-atk-below-def" and event.card in state.infos:
        atk = _stat(state, event.card, "atk")
        defense = _stat(state, card_ref, "def")
        if atk is not None and defense is not None and not atk < defense:
            return False
    return True


def _stat(state, ref: str, stat: str) -> int | None:
    return current_stat(state, ref, stat)


OWN_STATS = ("def-above-atk", "atk-above-def")
OWN_STATS_RULE = "cond-event-card-own-stats-compared"


def own_stats_hold(pattern: EventPattern, state, ref: str) -> bool | None:
    """"A monster ..., whose DEF is higher than its ATK, is destroyed": the event's card's ATK and DEF as it was on
    the field, with what changed them there (rule cond-event-card-own-stats-compared); None when a stat is not known.
    A card that has left the field is read by the stats the scenario gives it, else its printed ones (said)."""
    atk, defense = _stat(state, ref, "atk"), _stat(state, ref, "def")
    if atk is None or defense is None:
        return None
    given = state.scenario.cards[ref].stats
    if state.cards[ref].on_field is False and not ("atk" in given and "def" in given):
        state.assume(f"{state.infos[ref].name} had its printed ATK {atk} and DEF {defense} on the field: the scenario "
                     f"states no change to them")
    return defense > atk if pattern.compares == "def-above-atk" else atk > defense


def _only_as_sent_to_gy(pattern: EventPattern, event) -> bool:
    """Does the event meet the condition only because it also counts as being sent to the GY
    ("sent to the Graveyard" met by a destruction)?"""
    return "sent_to_gy" in pattern.types and event.event in TO_GRAVEYARD and event.event not in pattern.types


def _is_token(state, ref: str | None) -> bool:
    info = state.infos.get(ref) if ref is not None else None
    return info is not None and "Token" in info.subtypes


def flips_without_flip_effects(state, happening) -> bool:
    """Was the monster turned face-up by a card whose effect says Flip Effects are not activated?"""
    event = happening.event
    if event.event != "flipped_face_up" or event.by not in state.infos:
        return False
    return any(effect.no_flip_effects for effect in state.infos[event.by].effects)


# a destroyed monster's Flip Effect still activates, unless the destroying card's rulings say it is negated
FLIP_OF_A_DESTROYED_MONSTER = "bt-flip-effect-of-a-destroyed-monster"


def flip_negated_by_destroyer(state, happening) -> str | None:
    """The rule of the card that destroyed the flipped monster as it was flipped (in that moment or
    the next), where that card's rulings negate the Flip Effect (None: it activates as usual)."""
    flipped = happening.event
    if flipped.event != "flipped_face_up":
        return None
    for index in (happening.moment, happening.moment + 1):
        for other in state.moments[index].events if index < len(state.moments) else ():
            if other.event == "destroyed" and other.card == flipped.card and other.by in state.infos:
                rules = [e.exemptions.get(FLIP_OF_A_DESTROYED_MONSTER) for e in state.infos[other.by].effects]
                if any(rules):
                    return next(r for r in rules if r)
    return None


def near_miss(pattern: EventPattern, state, ref: str, happening, met) -> Verdict | None:
    """The rule that tells the condition apart from ``happening``, when only a how-and-where
    difference kept it from being met (``met(happening, event=None, with_state=True)`` asks
    the condition again); the trigger's own definition stands behind it."""
    verdict = _near_miss(pattern, state, ref, happening, met)
    if verdict is not None and "trigger-effect-definition" not in verdict.rules:
        verdict.rules.append("trigger-effect-definition")
    return verdict


def _near_miss(pattern: EventPattern, state, ref: str, happening, met) -> Verdict | None:
    event = happening.event
    name = state.infos[event.card].name if event.card in state.infos else "the card"
    if pattern.self_controlled and event.player is not None and event.card == ref \
            and event.player != state.controller(ref) and met(happening, replace(event, player=state.controller(ref))):
        return Verdict("no", "condition-not-met", [WHOSE_SIDE],
                       f"{name} was under the other player's control when it left the field: a condition on the card "
                       f"you control is read at that moment, and a card off the field is its owner's.")
    if event.event == "phase_entered" and phase_control_changed(state, ref, pattern):
        return Verdict("no", "condition-not-met", [WHOSE_SIDE],
                       f"{state.infos[ref].name} changed control during the phase: it is no longer the card of the "
                       f"player whose phase its effect names.")
    other = _one_difference(pattern, state, ref, happening, met)
    if other is not None:
        return other
    if not met(happening, with_state=False) or met(happening):
        return None
    if _is_token(state, event.card) and event.event in TO_GRAVEYARD:
        return Verdict("no", "condition-not-met", [TOKEN_RULE] + (
            ["bt-destroys-and-sends-needs-field"] if "destroyed" in pattern.types else []),
                       f"{name} is a Token: a Token that leaves the field is never sent to the Graveyard.")
    if pattern.summon_methods and event.event == "tributed" and event.cause == "summon_material" \
            and material_for_holds(pattern, happening, state):   # else the kind Summoned (rules/summoned.py)
        return Verdict("no", "condition-not-met", [SUMMON_KIND],
                       f"{name} was Tributed for a {_said(summon_made_with(state, happening))}, not for a Tribute Summon.")
    if _attacker_not_summoned_so(pattern, happening, state):
        return Verdict("no", "condition-not-met", [ATTACKER_SUMMONED_AS, SUMMON_KIND],
                       f"{name} is not on the field by a {_said(pattern.summon_methods[0])}: its condition needs an "
                       f"attacker that was.")
    if pattern.compares in OWN_STATS and event.event != "attack_declared" and event.card in state.infos \
            and own_stats_hold(pattern, state, event.card) is False:
        higher, lower = ("DEF", "ATK") if pattern.compares == "def-above-atk" else ("ATK", "DEF")
        return Verdict("no", "condition-not-met", [OWN_STATS_RULE],
                       f"{name}'s {higher} ({_stat(state, event.card, higher.lower())}) is not higher than its {lower} "
                       f"({_stat(state, event.card, lower.lower())}) as it was on the field: its condition needs a monster "
                       f"whose {higher} is higher than its {lower}.")
    if event.event == "attack_declared" and pattern.compares:
        return Verdict("no", "condition-not-met", [STAT_COMPARISON],
                       "The stats it compares are compared at damage calculation: the battle has not reached it, or "
                       "the attacking monster's ATK is not lower than this card's DEF.")
    if pattern.self_face_up_at_damage_step is not None and (event.card == ref or event.target == ref):
        face = "face-up" if pattern.self_face_up_at_damage_step else "face-down"
        return Verdict("no", "condition-not-met", [FACE_AT_DAMAGE_STEP, READ_AT_ITS_MOMENT],
                       f"{state.infos[ref].name} was not {face} when the Damage Step of its battle started: the "
                       f"condition reads its face at that moment, whatever it was later.")
    if pattern.battled_face_down and event.event == "attack_declared":
        return Verdict("no", "condition-not-met", [FACE_AT_DAMAGE_STEP, READ_AT_ITS_MOMENT],
                       "The monster it attacked was no longer face-down when the Damage Step started: a condition "
                       "on a face-down monster is read at that moment.")
    if event.event == "attack_declared" and pattern.self_face_up or pattern.face_up_at_attack:
        return Verdict("no", "condition-not-met", [READ_AT_ITS_MOMENT, "state-face-down-shows-nothing"],
                       f"{state.infos[ref].name} was face-down when the attack was declared: a condition on that "
                       f"moment is read then, and a Set monster shows no effect, even if it is flipped face-up later.")
    return None


def _said(event_type: str | None) -> str:
    return {"set": "Set", None: "Summon"}.get(event_type, (event_type or "").replace("_", " ").title())


def _one_difference(pattern: EventPattern, state, ref: str, happening, met) -> Verdict | None:
    """How it happened, told apart from what the condition names by one difference: sent, not
    destroyed; sent, not discarded; paid as a cost, not done by an effect; from another zone;
    by its own player's card, not the opponent's."""
    event = happening.event
    if event.card is None or event.card not in state.infos:
        return None
    name = state.infos[event.card].name
    if event.event == "returned_to_deck" and KEPT_PLACES <= set(pattern.types) and event.event not in pattern.types:
        return Verdict("no", "condition-not-met", [STILL_YOURS],
                       f"{name} was returned to the Deck: its condition needs it to leave the field and still be in its "
                       f"player's possession (hand, Graveyard or banished), and a card shuffled into the Deck is not.")
    if "destroyed" in pattern.types and event.event in ("sent_to_gy", "banished", "returned_to_hand", "returned_to_deck") \
            and met(happening, replace(event, event="destroyed")):
        rules = [DESTROYED_VS_SENT] + (["eq-sent-by-rule"] if event.cause == "rule" else [])
        return Verdict("no", "condition-not-met", rules, f"{name} was sent away, not destroyed.")
    if "discarded" in pattern.types and event.event == "sent_to_gy" and event.from_zone == "hand" \
            and met(happening, replace(event, event="discarded")):
        return Verdict("no", "condition-not-met", [DISCARDED_BY_EFFECT],
                       f"{name} was sent from the hand to the Graveyard, which is not discarding it.")
    if pattern.cause == "effect" and (event.cause == "cost" or state.moments[happening.moment].context == "cost") \
            and met(happening, replace(event, cause="effect")):
        # the reason is the cost: the contract's `cost` (its condition was met only as a cost)
        return Verdict("no", "cost", [DISCARDED_BY_EFFECT, "mtt-cost"],
                       f"{name} went there to pay a cost, which a card effect does not do.")
    left = place_left(event)      # a Synchro or Fusion Summon's is the Extra Deck (rules/summoned_from.py)
    if pattern.from_zone and left and pattern.from_zone != left \
            and not (pattern.from_zone == "field" and left in FIELD_ZONES) \
            and met(happening, replace(event, from_zone=pattern.from_zone)):
        where = {"extra_deck": "Extra Deck"}.get(left, left.replace("_", " "))
        return Verdict("no", "condition-not-met", [FROM_WHERE] + ([EXTRA_DECK_RULE] if extra_deck_summon(event) else []),
                       f"{name} left the {where}, not the place its condition names: where it came from is read when "
                       f"it moved.")
    if pattern.cause_player and event.by in state.cards and met(happening, with_state=False) and not met(happening) \
            and (state.controller(event.by) == state.controller(ref)) != (pattern.cause_player == "you"):
        whose = "its own player's" if pattern.cause_player == "opponent" else "the opponent's"
        if event.cause == "battle":       # rule bt-opponents-monster-after-it-left
            return Verdict("no", "condition-not-met", ["bt-opponents-monster-after-it-left", BY_OPPONENT],
                           f"{name} was destroyed by battle with {whose} monster: whose monster it was is read "
                           f"against the card's player after it left, its owner.")
        if event.event == "control_changed":      # "an opponent's card effect shifts control" (round 121)
            return Verdict("no", "condition-not-met", [BY_OPPONENT, "cond-control-shifted-from-your-side"],
                           f"Control of {name} was shifted by {whose} card, not by the card effect its condition names.")
        return Verdict("no", "condition-not-met", [BY_OPPONENT], f"{name} was sent there by {whose} card.")
    return None


def phase_control_changed(state, ref: str, pattern: EventPattern | None) -> bool:
    """Did the card change control after the phase its effect names began, so that it is no
    longer that phase's player's card (Brain Control ending in the End Phase)?"""
    if pattern is None or list(pattern.types) != ["phase_entered"] or pattern.player not in ("you", "opponent"):
        return False
    phases = [h for h in state.happenings() if h.event.event == "phase_entered"]
    if not phases:
        return False
    since = phases[-1].moment
    return any(h.moment > since and h.event.event == "control_changed" and h.event.card == ref for h in state.happenings())
