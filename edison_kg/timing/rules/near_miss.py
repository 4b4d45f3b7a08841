"""Why a condition was not met, when something close to it happened: the rule that tells the
two apart. A Summon by an effect is no Summon being attempted, an effect of a face-up Spell or
Trap is no card activation, a monster flipped by an effect was not Flip Summoned, a card whose
activation was negated was not sent from the field, a monster equipped as an Equip Card is a
Spell, and a removed attacker's attack was not negated. Each is checked by asking the
condition again with that one difference undone."""

from __future__ import annotations

from dataclasses import replace

from edison_kg.vocab.model import CardKind, EventPattern
from edison_kg.timing.cards import kind_matches
from edison_kg.timing.rules.verdict import ACTIVATION_EVENTS, SUMMON_EVENTS, Verdict
from edison_kg.timing.rules.conditions import condition_matches, set_off_kinds
from edison_kg.timing.rules.how_where import near_miss as how_where_near_miss
from edison_kg.timing.rules.battle import battle_near_miss
from edison_kg.timing.rules.summoned import tribute_near_miss
from edison_kg.timing.rules.event_position import position_near_miss
from edison_kg.timing.rules.battled_with import battled_with_near_miss
from edison_kg.timing.rules.event_phase import phase_near_miss

EXACTLY_ONE = "cond-exactly-one-at-once"
ACTIVATED_KIND = "cond-activated-kind-before-what-it-does"
TARGETED_BY_KIND = "cond-targeted-by-a-kind"
KINDS_LEFT_OUT = "cond-activation-kinds-left-out-by-ruling"


def near_miss_verdict(pattern: EventPattern, state, ref: str, since: int = -1) -> Verdict | None:
    """The rule that tells apart what the condition needs from something close to it that
    happened (after moment ``since``), or None."""
    controller = state.controller(ref)

    def met(happening, event=None, with_state=True) -> bool:
        probe = replace(happening, event=event) if event is not None else happening
        return condition_matches(pattern, probe, ref, controller, state if with_state else None)

    def in_any_position(happening, with_state=True) -> bool:
        return condition_matches(replace(pattern, position=None), happening, ref, controller, state)

    for happening in reversed(state.happenings()):
        if happening.moment <= since:
            break
        event = happening.event
        name = state.infos[event.card].name if event.card in state.infos else "the card"
        if pattern.exactly_one and condition_matches(replace(pattern, exactly_one=False), happening, ref, controller, state) \
                and not met(happening):
            # "When exactly 1 Synchro Monster is Special Summoned", two at once
            return Verdict("no", "condition-not-met", [EXACTLY_ONE],
                           f"Its condition needs exactly one such card to have it happen, and {name} was not alone: "
                           f"another one had the same event at the same time.")
        if pattern.set_off_by and event.event in ACTIVATION_EVENTS \
                and condition_matches(replace(pattern, set_off_by=()), happening, ref, controller, state):
            return _set_off_verdict(state, happening, pattern.set_off_by, name)
        if event.event in ACTIVATION_EVENTS and "summon_attempted" in pattern.types and _summons(state, happening):
            return Verdict("no", "condition-not-met", ["neg-summon-by-an-activated-effect", "neg-summon-which-summons",
                                                       "neg-summon-outside-chain"],
                           f"{name}'s effect would Summon a monster when it resolves: a Summon by an activated "
                           f"effect cannot be negated, only the effect's activation.")
        if event.card is not None and event.by == event.card and state.moments[happening.moment].context == "outside" \
                and ACTIVATION_EVENTS & set(pattern.types) \
                and met(happening, replace(event, event="effect_activated", by=None)):
            return Verdict("no", "condition-not-met", ["neg-continuous-effects-are-not-activated"],
                           f"{name}'s effect applied without being activated: cards that answer an activation "
                           f"cannot answer it.")
        if event.event in SUMMON_EVENTS and "summon_attempted" in pattern.types \
                and met(happening, replace(event, event="summon_attempted", summon=event.event)):
            moment = state.moments[happening.moment]
            rules = ["neg-summon-which-summons", "neg-summon-outside-chain"]
            link = state.resolved_link(happening.moment)
            if link is not None and link.card == event.card:
                rules.append("neg-summon-by-an-activated-effect")
            where = "while an effect resolved" if moment.context == "resolution" else "by an effect"
            return Verdict("no", "condition-not-met", rules,
                           f"{name} was Summoned {where}, not attempted by the game's mechanics or its own "
                           f"procedure outside a chain: that Summon cannot be negated.")
        if event.event == "effect_activated" and "card_activated" in pattern.types and "effect_activated" \
                not in pattern.types and event.card in state.infos and state.infos[event.card].card_type != "monster" \
                and met(happening, replace(event, event="card_activated")):
            return Verdict("no", "condition-not-met", ["neg-card-activation-not-effect", "card-vs-effect-activation"],
                           f"{name} activated an effect, not the card itself: a card that answers the activation of "
                           f"a Spell or Trap Card cannot answer it.")
        if event.event == "flipped_face_up" and "flip_summon" in pattern.types \
                and met(happening, replace(event, event="flip_summon")):
            return Verdict("no", "condition-not-met", ["state-flip-by-effect-is-not-a-flip-summon"],
                           f"{name} was turned face-up by an effect: it was not Flip Summoned.")
        if happening.was_on_field is False and pattern.from_zone == "field" \
                and met(replace(happening, was_on_field=None)):
            negated_summon = any(card == event.card for card, *_ in state.negated_summons)
            return Verdict("no", "condition-not-met", ["state-sent-from-the-field", "neg-summon-never-on-field"
                                                       if negated_summon else "neg-activation-spell-trap-to-gy"],
                           f"{name} never was on the field (its activation or its Summon was negated): it was not "
                           f"sent from the field.")
        if event.event in ACTIVATION_EVENTS and event.card in state.infos and not pattern.self_card \
                and not pattern.activation_kind.empty and not pattern.activation_kind.card_names \
                and not kind_matches(pattern.activation_kind, state.infos[event.card], None) \
                and condition_matches(replace(pattern, activation_kind=CardKind()), happening, ref, controller, state):
            # "activates a Spell Card that would destroy a Spell/Trap Card": the activated card shows its kind as it
            # is activated, and only the kind named before "that would ..." answers (a Trap Card does not)
            left_out = _left_out_kind(pattern.activation_kind, state.infos[event.card])
            if left_out:
                return Verdict("no", "condition-not-met", [KINDS_LEFT_OUT, "cond-activation-only-in-response"],
                               f"{name} is a {left_out} Card: its condition, as the card's rulings read it, leaves "
                               f"out the activations of {_joined(sorted(pattern.activation_kind.excluded_subtypes))} "
                               f"Spell/Trap Cards, whatever they would do.")
            return Verdict("no", "condition-not-met", [ACTIVATED_KIND, "cond-activation-only-in-response"],   # which it refines
                           f"{name} is a {_card_class_words(state.infos[event.card])}: its condition answers only the "
                           f"activation of the kind of card it names, whatever that activation would do.")
        if event.event == "targeted" and event.cause != "battle" and event.by in state.infos \
                and not pattern.activation_kind.empty \
                and not kind_matches(pattern.activation_kind, state.infos[event.by], None) \
                and condition_matches(replace(pattern, activation_kind=CardKind()), happening, ref, controller, state):
            # "targets ... with a Spell/Trap effect": the card whose activation targeted is of another kind (round 88)
            by = state.infos[event.by]
            return Verdict("no", "condition-not-met", [TARGETED_BY_KIND],
                           f"{name} was targeted by the activation of {by.name}, a {_card_class_words(by)}: the "
                           f"condition answers only a target of the kind of card it names.")
        if event.card in state.cards and met(happening, with_state=False) and not met(happening) \
                and _set_cards(state, happening):
            return Verdict("no", "condition-not-met", ["state-face-down-shows-nothing"],
                           "The card it is about is face-down: a Set card shows no name, Type, Attribute or ATK, so "
                           "it is not the kind of card the condition names.")
        if event.card in state.cards and met(happening, with_state=False) and not met(happening) \
                and _equipped_monster(state, event.card, pattern):
            return Verdict("no", "condition-not-met", ["state-union-equipped-is-an-equip-spell"],
                           f"{name} is equipped as an Equip Card: it is an Equip Spell Card, not a monster.")
        if pattern.activation_targets and event.event in ACTIVATION_EVENTS and condition_matches(
                replace(pattern, activation_targets=False, target_self=False, target_kind=CardKind()),
                happening, ref, controller, state):
            return Verdict("no", "condition-not-met", ["neg-target-negation-needs-a-target"],
                           f"{name}'s activation does not target the card its condition names: a card that answers "
                           f"activations that target cannot answer one that targets nothing, or something else.")
        # this card's own event for "another" card; a Summon face-down for an effect needing its name
        if pattern.another_card and condition_matches(replace(pattern, another_card=False), happening, ref, controller, state):
            return Verdict("no", "condition-not-met", ["cond-another-is-not-this-card"],
                           f"It happened to {state.infos[ref].name} itself: its condition names another card.")
        if pattern.summoned_name_needed and condition_matches(replace(pattern, summoned_name_needed=False), happening, ref,
                                                              controller, state):
            return Verdict("no", "condition-not-met", ["cond-summoned-face-down-shows-no-name"],
                           f"{name} was Summoned face-down: it shows no name, and the effect needs the Summoned "
                           f"monster's name.")
        phase_missed = phase_near_miss(pattern, state, ref, happening,
                                       lambda p, h: condition_matches(p, h, ref, controller, state))
        if phase_missed is not None:
            return phase_missed       # "During your Draw Phase, if you draw ...": drawn in another phase
        # an attack on this card in a position it was not in (its face is one part of it); the condition asked
        # again in any position, with the state that names whose monster the attack target is
        how_where = (event.event == "attack_declared" and position_near_miss(pattern, state, happening, in_any_position)) \
            or how_where_near_miss(pattern, state, ref, happening, met) \
            or tribute_near_miss(pattern, state, happening, met) \
            or position_near_miss(pattern, state, happening, met) \
            or battled_with_near_miss(pattern, state, happening, met)
        if how_where is not None:
            return how_where
    if "attack_negated" in pattern.types and state.battle is not None and state.resolved:
        # the attack was answered (Mirror Force, Dimensional Prison), not negated
        return Verdict("no", "condition-not-met", ["neg-attack-vs-removal", "neg-attack-definition"],
                       "The attack was answered by a card that removes the attacker or does nothing to it: "
                       "an attack is negated only by a card that says so.")
    return battle_near_miss(pattern, state, ref, since)


_SUMMON_WORDS = {"normal_summon": "Normal Summon", "special_summon": "Special Summon", "flip_summon": "Flip Summon",
                 "tribute_summon": "Tribute Summon"}


def _set_off_verdict(state, happening, wanted, name: str) -> Verdict:
    """The activation answered was not set off by the kind of Summon the condition names: an
    Ignition Effect used with priority right after a Summon was set off by nothing, and an
    effect "when this card is Summoned" by the Summon that actually happened."""
    link = state.link_activated_at(happening.moment)
    kinds = set_off_kinds(state, happening.moment)
    wanted_words = " or ".join(_SUMMON_WORDS.get(w, w) for w in wanted)
    if not kinds:
        ignition = link is not None and link.effect is not None and link.effect.kind in ("ignition", "ignition-like")
        return Verdict("no", "condition-not-met", ["neg-summon-trigger-matches-the-summon"]
                       + (["edison-ignition-priority"] if ignition else []),
                       f"{name}'s effect was set off by no event" + (
                           " (an Ignition Effect, even one used with Ignition Effect Priority right after a Summon)"
                           if ignition else "") + f": it is not an effect that activates because of a {wanted_words}.")
    done = next((_SUMMON_WORDS[k] for k in ("tribute_summon", "normal_summon", "flip_summon", "special_summon")
                 if k in kinds), "another event")
    return Verdict("no", "condition-not-met", ["neg-summon-trigger-matches-the-summon"],
                   f"{name}'s effect was set off by a {done}, not by a {wanted_words}: what counts is the Summon "
                   f"that happened, not the wording of the effect.")


def _summons(state, happening) -> bool:
    """Would the activation recorded at this happening Summon a monster when it resolves?"""
    link = state.link_activated_at(happening.moment)
    return link is not None and link.effect is not None and any(c.event in SUMMON_EVENTS for c in link.effect.clauses)


def _set_cards(state, happening) -> bool:
    """Is the event's card, or a card its activation targets, face-down on the field?"""
    event = happening.event
    cards = [event.card] + [e.card for e in state.moments[happening.moment].events
                            if e.event == "targeted" and e.by == event.card]
    return any(c in state.cards and state.cards[c].on_field and state.cards[c].face_up is False for c in cards)


def _equipped_monster(state, ref: str, pattern: EventPattern) -> bool:
    """Is the card a monster equipped as an Equip Card, which the condition would take as a
    monster?"""
    card, info = state.cards[ref], state.infos[ref]
    if info.card_type != "monster" or not card.equipped_to or card.zone != "spell_trap_zone":
        return False
    return kind_matches(pattern.activation_kind, info, None) or kind_matches(pattern.kind, info, None)


def _joined(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _left_out_kind(kind: CardKind, info) -> str | None:
    """The subtype of card ``info`` (as "Continuous Spell") that the kind a condition answers leaves out, if one."""
    for subtype in info.subtypes:
        if subtype in kind.excluded_subtypes or subtype.rsplit(" ", 1)[0] in kind.excluded_subtypes:
            return subtype if " " in subtype else f"{subtype} {_card_class_words(info).split()[0]}"
    return None


def _card_class_words(info) -> str:
    return {"spell": "Spell Card", "trap": "Trap Card"}.get(info.card_type, "monster")
