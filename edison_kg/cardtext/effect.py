"""One effect read whole: its condition, kind, optional/mandatory, timing word, usage limits,
cost, targets and clauses, by the stages of this package in order."""

from __future__ import annotations

import re
from dataclasses import replace

from edison_kg.cardtext import scan
from edison_kg.cardtext.applied import SELF_DESTROYED_WHEN_TARGETED
from edison_kg.cardtext.clauses import action_of, split_clauses
from edison_kg.cardtext.clean import CardContext, without_slips
from edison_kg.cardtext.condition import (ACTIVATE_WHEN, NO_TIMING_WORD, cut_at_a_comma, is_event_condition,
                                          split_condition, timing_word)
from edison_kg.cardtext.cost import activation_parts, cost_from
from edison_kg.cardtext.events import event_pattern, phase_player
from edison_kg.cardtext.kinds import EMBEDDED, decide_kind, optional_wording
from edison_kg.cardtext.segment import ACTIVATED_BULLET, AFTER_PROCEDURE
from edison_kg.cardtext.switched_targets import switched_activation
from edison_kg.cardtext.targets import not_itself_when_equipped_to_it, targets_optional, target_clauses
from edison_kg.cardtext.counter_holders import holder_words, with_holder
from edison_kg.cardtext.field_needs import field_needs, summoned_by
from edison_kg.cardtext.field_counts import as_many_needs, count_needs
from edison_kg.cardtext.life_points import life_points_needs
from edison_kg.cardtext.phases import activation_phase, phases_outside, put_off_to_a_phase, turn_before_the_event
from edison_kg.cardtext.options import read_options, read_paid_alternatives, read_union_options
from edison_kg.cardtext.words import EXCEPT_DAMAGE_STEP, QUICK_MARK
from edison_kg.vocab.model import AnalyzedEffect, Clause, EventPattern

# a Trap Card's own rule written before its activation wording ("You cannot Summon the turn you
# activate this card.", "This card cannot be activated from your hand."): the activation's
# condition is the sentence after it
_ACTIVATION_LEAD = re.compile(r"^(?:you cannot [^.]*\bthe turn you activate this card|"
                              r"this card cannot be activated from your hand)\.\s+(?=(?:you can only |only )?activate\b)", re.I)
# "Activate at the end of the Damage Step, if ...": a point of the Damage Step, read as the
# trigger wording "At the end of the Damage Step, if ..." (rule bt-attacker-gone-before-end-of-damage-step)
_ACTIVATE_AT_A_POINT = re.compile(r"^(?:you can only |only )?activate (?:this card )?(?:only )?"
                                  r"(?P<what>(?P<point>at the end of the damage step), (?:if|when)\b[^.]*)\.\s*(?P<rest>.*)$",
                                  re.I)
# "each player can ..." without a PSCT colon: a choice its controller makes by activating it
_EACH_PLAYER_CAN = re.compile(r"^each player can (?!only\b|not\b)", re.I)


def _embedded_condition(body: str) -> str | None:
    """A timing inside the first sentence: "Put 1 counter on this card during each of your
    Standby Phases", "This card gains 200 ATK each time ...", "... after damage calculation".
    Timings in later sentences or in parentheses belong to the resolution ("Destroy it during
    the End Phase")."""
    first = scan.sentences(body)[0] if body else ""
    semi = scan.find_top(first, ";")
    if semi > 0:
        first = first[:semi]
    m = EMBEDDED.search(first)
    if not m or scan.inside(first, m.start()):
        return None
    before = first[:m.start()].lower()
    if re.search(r"\b(until|by)\s*$", before):
        return None
    return m.group(0)


# a leading state of the card itself, then a phase written after what the effect does
_STATE_THEN_PHASE = re.compile(r"^(?:while|as long as) this (?:card|monster) (?:is|remains)\b[^,]*$", re.I)
_A_PHASE = re.compile(r"^(?:during|in) [^,]*\b(?:standby|end|draw) phases?$", re.I)


def _event_for(phrase: str, card: CardContext) -> EventPattern | None:
    low = phrase.lower()
    # "a monster that attacks this card ...", "an opponent's monster that is destroyed ... by this card":
    # the event of the monster the sentence is about
    m = re.match(r"^(a|any|an opponent's|your opponent's) (non[- ][\w-]+ )?monsters? that (.*)$", low)
    if m:
        return event_pattern("When a monster " + m.group(3), card)
    if low.startswith("each time") or low.startswith("every time"):
        return event_pattern("When " + phrase.split(" ", 2)[2].strip(), card)
    if low.startswith("when"):
        pattern = event_pattern(phrase, card)
        if pattern is not None and re.match(r"^when (it|this card) is\b", low):
            pattern.self_card, pattern.card = True, None
        return pattern
    # "... doubled during each of your following Standby Phases": whose phase it is, as when the phase leads;
    # "their" stands for a player named earlier in the sentence ("This card's controller ..."): left open
    player = None if re.search(r"\btheir\b", low) else phase_player(low)
    return EventPattern(types=["phase_entered"], player=player)


# the old wording that names the cost before the event: "Activate only by paying 1000 Life Points when your
# opponent activates a Spell Card. ..."
_COST_BEFORE_CONDITION = re.compile(r"^activate only (?P<cost>by [a-z]+ing [^.;:]+?) (?P<word>when|if) "
                                    r"(?P<event>[^.;:]+)\.\s*(?P<rest>.*)$", re.I | re.S)
# "negate the activation of a Trap Card": the kind of card (and whose) named; one the text qualifies
# further ("that would destroy ...") is read by the events table
_NEGATES_AN_ACTIVATION = re.compile(r"\bnegate the activation(?: and (?:the )?effects?)? of (?:an? |1 )?"
                                    r"(?P<whose>(?:an |your )?opponent's )?(?P<what>(?:Spell|Trap)(?:/Trap| or Trap)? Card)"
                                    r"(?!s?\s+(?:that|which|with)\b)",
                                    re.I)


# the old wording of a cost after its condition ("During your Standby Phase, by sending this face-up
# card to the Graveyard, ..."): the cost rides at the end of the condition's words
_COST_IN_CONDITION = re.compile(r",\s*(by (?:sending|tributing|discarding|paying|banishing|removing) .+)$", re.I)
# the old wording of a Life Point cost as the condition's last words ("When this card is sent from the field to the
# Graveyard, if you pay 500 Life Points, this card returns to the top of your Deck"): the payment is the cost of the
# activation, as the current text has it ("You can pay 500 LP; ..."), not a part of when it is activated (rule
# cost-if-you-pay-life-points)
_PAID_IF_IN_CONDITION = re.compile(r",\s*if you pay (?P<amount>\d+) (?:life points|lp)$", re.I)

# "If this card battles a Fiend-Type monster, destroy that monster at the end of the Damage Step":
# the point of the battle its condition is met at, written after what it does; read as
# "If this card battles ..., at the end of the Damage Step: Destroy that monster."
_DONE_AT_THE_END = re.compile(
    r"^(?P<cond>(?:if|when) (?:this card|it|the equipped monster)\b[^,.:;]*\b(?:battles|attacks|is attacked)\b[^,.:;]*),"
    r" (?P<body>[^.:;]+?) at the end of the damage step\.(?P<rest>.*)$", re.I | re.S)

# "While you control this face-up card, any opponent's monster that battles this card, but is not destroyed by the
# battle, returns to its owner's hand at the end of the Damage Step": what the battle leaves to do, a trigger (rule
# bt-passive-deed-at-damage-step-end), read as "Return any opponent's monster that battles this card to its owner's
# hand at the end of the Damage Step." (a battled monster destroyed by the battle is gone by then: nothing to return)
_PASSIVE_AT_THE_END = re.compile(
    r"^(?P<lead>while you control this face-up card, )?(?P<who>(?:a|an|any) (?:opponent's |your opponent's )?monster "
    r"that battles (?:this card|the equipped monster))(?:, but is not destroyed by the battle,)? "
    r"(?P<deed>returns to its owner's hand|is returned to (?:its owner's|the) hand|is banished) "
    r"at the end of the damage step\.(?P<rest>.*)$", re.I | re.S)
_PASSIVE_DEEDS = {"is banished": "Banish {who}"}

# a Continuous Spell or Trap Card's "Destroy any monster that inflicts Battle Damage ... by attacking directly": a
# deed done each time a monster does it, so a trigger of the face-up card (rule tl-continuous-card-destroys-each-time),
# read as "Each time a monster inflicts ..., destroy that monster."
_DESTROYS_ANY_THAT = re.compile(r"^destroy any monster that (?P<deed>[^.:;]+)\.?$", re.I)


# the counters a bulleted effect costs, after "You can remove Bushido Counters from your field to
# activate these effects." ("● 2 Counters: ...")
_COUNTERS_LABEL = re.compile(r"^\d+ (?:[A-Z]\w* )?counters?:", re.I)


# "During the End Phase of the turn this card was activated, draw ...": a card's activation
# whose deed waits for that phase (a delayed effect), not a card activated only then
# "Activate only during the End Phase": at any moment of that phase, not an answer to its start
# (rule window-phase-named-in-its-text)
_ONLY_DURING_A_PHASE = re.compile(r"^(?:you can only |only )?activate (?:this card )?only during (?:the|your|your opponent's|"
                                  r"either player's) (?:draw|standby|end|battle|main) phase(?: [12])?$", re.I)
_LATER_THAT_TURN = re.compile(r"^during the (?:end|standby) phase of the turn (?:this card|it) (?:was|is) activated$", re.I)
# "This card remains active until the end of the turn that it is activated": its "When ..." is what the effect
# applied for the rest of the turn answers, not when the card is activated
_ACTIVE_UNTIL_THE_END_OF_THE_TURN = re.compile(r"\bthis card remains active until the end of the turn\b", re.I)
# "If a monster ... was sent to your Graveyard this turn, you can Special Summon ... once during this turn": a
# deed its player may do once at any moment of the turn the event happens in, before or after the activation
_DEED_ONCE_DURING_THIS_TURN = re.compile(r"\bonce during this turn\b", re.I)
_SET_TARGET_REVEALED = re.compile(r"\bif (?:the|that|its) (?:target|selected card) is (?:set|face-down), "
                                  r"(?:reveal it|pick up and see the card)\b", re.I)     # (185) Trap Master's wording
_SUMMONED_BY_THEN_EVENT = re.compile(r"^if this card was special summoned by the effect of [^,]+,\s*(?P<event>(?:if|when) .+)$", re.I)
# "chain this card to a Spell Card you activated": the activation it answers
_CHAIN_THIS_CARD_TO = re.compile(r"\bchain this card to (?:a|an) (?P<kind>spell|trap) card (?P<whose>you|your opponent) "
                                 r"activated\b", re.I)


def read_effect(number: int, text: str, marker: str | None, card: CardContext, first: bool,
                 previous: str | None = None) -> AnalyzedEffect:
    effect = AnalyzedEffect(number=number, text=text, kind="unanalyzed")
    if marker == AFTER_PROCEDURE:
        marker = None if not re.match(r"^(when|if) you do\b", text, re.I) else marker
    work = without_slips(text)
    label = re.match(r"^([^:;,.]{1,30}):\s+(?=\S)", work)
    if label and not re.search(r"\b(when|if|during|once|each|after|before|while|flip|at the)\b", label.group(1), re.I):
        work = work[label.end():]          # a bullet's label ("WIND:", "2+:", "Heads:") is a state, not a timing
    restriction = re.match(r"^(you can only (activate|use) this (card's )?effect[^.]*\.)\s+(.+)$", work, re.I)
    if restriction:
        work = restriction.group(4)       # "You can only activate this effect during ...": a window, read apart
    if re.match(r"^if you do,\s*(during|at the|when)\b", work, re.I):
        work = re.sub(r"^if you do,\s*", "", work, flags=re.I)     # "If you do, during your next Standby Phase:"
    done_at_the_end = _DONE_AT_THE_END.match(work)
    if done_at_the_end:
        body = done_at_the_end.group("body")
        work = f"{done_at_the_end.group('cond')}, at the end of the Damage Step: {body[0].upper()}{body[1:]}." \
               f"{done_at_the_end.group('rest')}"
    passive = _PASSIVE_AT_THE_END.match(work)
    if passive:
        deed = _PASSIVE_DEEDS.get(passive.group("deed").lower(), "Return {who} to its owner's hand")
        who = passive.group("who")
        work = f"{deed.format(who=who[0].lower() + who[1:])} at the end of the Damage Step.{passive.group('rest')}"
    destroys_any = _DESTROYS_ANY_THAT.match(work) if card.continuous and not card.is_monster else None
    if destroys_any:
        work = f"Each time a monster {destroys_any.group('deed')}, destroy that monster."
    paid_first = _COST_BEFORE_CONDITION.match(work)
    if paid_first:
        # "Activate only by paying 1000 Life Points when ...": the condition, then the cost, as PSCT orders them
        work = f"Activate only {paid_first.group('word')} {paid_first.group('event')}: " \
               f"{paid_first.group('cost')}; {paid_first.group('rest')}".rstrip("; ")
    cond, body = split_condition(work)
    tail = scan.sentences(body)[0] if body and cut_at_a_comma(work, cond, body) else None
    if cond is not None and cond != "FLIP" and re.match(r"^(while|as long as|if you control|during your (opponent's )?turn)\b", cond, re.I) \
            and re.match(r"^(when|if|each time|during|at the)\b", body, re.I):
        inner, rest = split_condition(body)
        if inner:
            cond, body = f"{cond}, {inner[0].lower()}{inner[1:]}", rest
    granted = re.match(r"^(this card|it) (gains|has) the following effects?:\s*(.+)$", body, re.I)
    if granted:
        inner, rest = split_condition(granted.group(3))
        cond = f"{cond}, {inner}" if cond and inner else (cond or inner)
        body = rest
    if cond is not None:
        cond = QUICK_MARK.sub("", cond).strip(" ,")
    body = QUICK_MARK.sub("", body).strip()
    paid_in_condition = _COST_IN_CONDITION.search(cond) if cond else None
    if paid_in_condition:
        # "During your Standby Phase, by sending this card to the GY, Special Summon ...": the
        # "by ..." part is the cost it is activated by, not part of when it is activated
        cond, body = cond[:paid_in_condition.start()].strip(" ,"), f"{paid_in_condition.group(1)}, {body}"
    paid_if = _PAID_IF_IN_CONDITION.search(cond) if cond else None
    if paid_if:
        cond, body = cond[:paid_if.start()].strip(" ,"), f"by paying {paid_if.group('amount')} Life Points, {body}"
    lead = re.sub(r"^(once per (turn|chain|duel)|(up to )?twice per turn|during your main phase( 1| 2)?),?\s*", "", body, flags=re.I)
    optional = bool(re.match(r"^(you can|you may|you could)\b", lead, re.I)) or marker == ACTIVATED_BULLET or \
        optional_wording(cond, lead)
    # "Each time ..., each player can select ...": activating it is its controller's choice (the
    # rulings: "If you activate the effect ..."); after a PSCT colon each player chooses as it resolves
    optional = optional or bool(cond and scan.find_top(work, ":") < 0 and _EACH_PLAYER_CAN.match(lead))
    if not optional and cond and re.match(r"^(once per turn|during your main phase)", cond, re.I) and \
            re.match(r"^(you can|you may)\b", body, re.I):
        optional = True
    event = event_pattern(cond, card) if cond else None
    if cond and not is_event_condition(cond, event):
        event = None
    summoned_then = _SUMMONED_BY_THEN_EVENT.match(cond or "")
    if summoned_then and event is None:
        # "If this card was Special Summoned by the effect of a "Gladiator Beast" monster, if it
        # destroys an opponent's monster by battle ...:": the event after the Summon it needs (read as summoned_by)
        later = event_pattern(summoned_then.group("event"), card)
        event = later if is_event_condition(summoned_then.group("event"), later) else None
    if cond and re.match(r"^(when|if) you do$", cond, re.I) and (marker == AFTER_PROCEDURE or previous and \
            re.search(r"\bspecial summon (this card|it)\b", previous, re.I)):
        # "..., you can Special Summon this card. When you do: ..." (the Summon is the event); after an effect of
        # its own ("Special Summon this card from the GY. If you do: ..."), only the Summon that effect did meets it,
        # not a Summon by another card (rule cond-if-you-do-after-its-own-effect)
        event = EventPattern(types=["special_summon"], self_card=True,
                             own_effect=None if marker == AFTER_PROCEDURE else True)
    embedded = False
    if event is None and cond != "FLIP":
        phrase = (_embedded_condition(restriction.group(1)) if restriction else None) or _embedded_condition(body) or \
            (_embedded_condition(cond) if cond else None)
        if phrase:
            candidate = _event_for(phrase, card)
            if candidate is not None:
                event, embedded = candidate, True
                if cond is None:
                    cond = phrase
                elif _STATE_THEN_PHASE.match(cond) and _A_PHASE.match(phrase):
                    # "As long as this card remains face-up ..., gain 800 LP during each of your Standby Phases": the
                    # phase is the trigger's moment (whose phase with it), the state beside it a need of its activation
                    event, cond = event_pattern(phrase, card) or event, f"{cond}, {phrase[0].lower()}{phrase[1:]}"
    kind, why = decide_kind(summoned_then.group("event") if summoned_then and event is not None else cond,
                            body, text, event, embedded, optional, card, first)
    if granted and kind in ("trigger", "trigger-like") and _GAINED_BY_SUMMON.match(cond or "") \
            and not _ACTIVATED_MARKS.search(body):
        # "When this card is Tribute Summoned, it gains the following effect: ● ...": an effect the
        # card has while it stays face-up after that Summon; the Summon is its condition, which
        # starts no chain (the restriction it states carries that Summon: cardtext/continuous.py)
        kind, why, event = "continuous", None, None
    if kind == "continuous" and (scan.find_top(body, ";") > 0 or re.search(
            r"\b(this effect can be activated|activate this effect|you can activate)\b", text, re.I)):
        # the marks of an activated effect without an activation form the analyzer knows
        kind, why = "unanalyzed", ("the text has the marks of an activated effect (a cost or target before a semicolon, "
                                   "or 'activate this effect') but no activation wording the analyzer recognizes")
    effect.kind = kind
    if why:
        effect.note = why
    if kind == "card-activation":
        effect.optional = True
        effect.spell_speed = card.activation_speed()
        if cond is None or embedded:
            lead = _ACTIVATION_LEAD.match(text)
            start = lead.end() if lead else 0
            m = re.match(ACTIVATE_WHEN.pattern + r"(?P<what>[^.]*)\.\s*(?P<rest>.*)$", text[start:], re.I) \
                or _ACTIVATE_AT_A_POINT.match(text[start:])
            if m:
                cond = text[start + m.start("what") if "point" in m.groupdict() else start:start + m.end("what")].strip()
                body = m.group("rest") or body
                ev = event_pattern(cond, card)
                event = ev if is_event_condition(cond, ev) else None
            elif embedded:
                event, cond = None, None
        if cond and re.match(r"^(when|if) this card (resolves|is activated)", cond, re.I):
            event = None
        if cond and _ONLY_DURING_A_PHASE.match(cond):
            event = None                  # a window its Spell Speed is used in (activation_phases), no trigger
        if cond and _LATER_THAT_TURN.match(cond):
            event = None                  # a deed its resolution leaves for later that turn, no window
        if cond and (_ACTIVE_UNTIL_THE_END_OF_THE_TURN.search(body)
                     or re.search(r"\bthis turn\b", cond, re.I) and _DEED_ONCE_DURING_THIS_TURN.search(body)):
            # what its lingering effect answers that turn, no condition of its activation
            # (rule ce-card-remains-active-this-turn)
            event, cond = None, None
            effect.active_this_turn = True
    elif kind in ("trigger", "trigger-like", "flip"):
        effect.spell_speed = 1
        # a FLIP effect is activated whenever its monster is flipped; its "You can" is a choice made as it
        # resolves (rule flip-effect-mandatory), so it is a mandatory effect on the chain
        effect.optional = optional and kind != "flip"
    elif kind in ("ignition", "ignition-like"):
        effect.spell_speed = 1
        effect.optional = True
    elif kind in ("quick", "quick-like"):
        effect.spell_speed = 2
        # a quick effect without an event is used by choice, unless worded as an order ("Negate the activation ...")
        effect.optional = optional if event is not None or re.match(r"^negate\b", body, re.I) else True
    if card.is_trap and kind not in ("card-activation", "unanalyzed", "continuous"):
        # every effect of a Trap Card is Spell Speed 2 (a Counter Trap's 3) under the Edison-era rulings
        # (edisonformat.net, Ojamagic), the same speed its card is activated at
        effect.spell_speed = card.activation_speed()
    if kind in ("quick", "quick-like") and event is not None and event.types == ["phase_entered"]:
        event = None                       # "During damage calculation: You can ...": a window to use it in, not an event
    if (kind in ("trigger", "trigger-like", "quick", "quick-like", "card-activation")
            or kind == "continuous" and SELF_DESTROYED_WHEN_TARGETED in (effect.note or "")) and event is not None:
        # (109) the monster's own destruction after a targeting effect keeps what it waits for: being targeted
        effect.condition = event
        effect.timing_word = timing_word(cond, event)
    elif kind in ("trigger", "trigger-like") and cond:
        # an event the contract has no type for: the condition exists, its wording says which
        effect.condition = EventPattern(types=["other_event"])
        effect.timing_word = timing_word(cond, effect.condition)
    if effect.condition is not None and effect.timing_word == "none" and kind != "card-activation":
        effect.note = f"{effect.note}; {NO_TIMING_WORD}" if effect.note else NO_TIMING_WORD
    if kind == "flip":
        cause = _flipped_by(text)
        effect.condition = EventPattern(types=["flipped_face_up"], self_card=True, **cause)
        if cause:
            said = "only what its text names flips it for its effect (rule cond-flip-effect-names-its-cause)"
            effect.note = f"{effect.note}; {said}" if effect.note else said
    if cond and cond != "FLIP":
        effect.condition_text = cond
    low = text.lower()
    # a turn has one Standby, Battle and End Phase each: "Once per End Phase" is once per turn
    effect.once_per_turn = bool(re.search(r"\bonce per turn\b|\bonce (each|per) turn\b|\bonce per (draw|standby|battle|end) phase\b", low))
    if _TWICE_PER_TURN.search(low):
        # "Twice per turn, you can ...", "Up to twice per turn: ...": a turn limit of two activations
        # of this copy (the third is refused); counted as "once per turn" is, negated activations included
        effect.once_per_turn, effect.uses_per_turn = True, 2
    if re.search(r"\byou can only use (this|the|each|that)\b[^.]*\bonce per turn\b", low):
        effect.usage_limit = "used"
    elif re.search(r"\byou can only activate (this|the|each|that|1)\b[^.]*\b(once )?per turn\b", low):
        effect.usage_limit = "activated"
        effect.once_per_turn = True
    elif _ONCE_ONLY.search(low):
        # "One time only", "can only be used once while this card is face-up": a limit that is
        # not per turn (once_per_turn stays false); a negated activation uses it up
        once = _ONCE_ONLY.search(low)
        verb = once.group("verb") or once.group("verb2") or ""
        effect.usage_limit = "activated" if verb.startswith("activ") else "used"
    effect.damage_step = bool(re.search(r"\bdamage step\b|\bdamage calculation\b", EXCEPT_DAMAGE_STEP.sub("", low)))
    effect.negates_summon = bool(re.search(r"\bwould (be )?(normal |flip |special )?summon(ed)?\b|"
                                           r"\bnegate the (normal |flip |special )?summon", low))
    if kind == "unanalyzed":
        effect.clauses = [Clause(index=1, action=action_of(body), text=body.rstrip(". "))] if body else []
        return effect
    if kind == "continuous":
        # what it does, part by part ("pay 500 Life Points or destroy this card": two alternatives)
        effect.clauses = split_clauses(body)[0] if body else []
        return effect
    body = re.sub(r"^(once per (turn|chain|duel)|(up to )?twice per turn|during your main phase( 1| 2)?),?\s+(?=you can|you may)", "",
                  body, flags=re.I)
    activation, resolution = activation_parts(body)
    cost_text, cost_clauses, targets, resolution = cost_from(activation, resolution, kind == "card-activation")
    counted = _COUNTERS_LABEL.match(effect.text) if marker == ACTIVATED_BULLET and cost_text is None else None
    if counted:
        cost_text = counted.group(0).rstrip(": ")   # "● 2 Counters: ..." after "remove counters ... to activate"
    effect.cost_text = cost_text
    effect.cost_clauses = cost_clauses
    effect.targets = targets
    described, holding = holder_words(activation if activation is not None else body)    # "that you can place a Spell Counter on"
    effect.target_clauses = with_holder(target_clauses(described), holding) \
        if targets and not targets_optional(body) else []     # "destroy that target (if any)"
    effect.target_clauses = not_itself_when_equipped_to_it(effect.target_clauses, resolution)
    if _SET_TARGET_REVEALED.search(resolution or ""):
        # "(If the target is Set, reveal it, and destroy it if it is a Trap Card ...)": a Set card of any kind
        # may be the target (rule state-set-card-targeted-whatever-it-is)
        effect.target_clauses = [replace(c, set_of_any_kind=True) for c in effect.target_clauses]
    if kind in ("quick", "quick-like", "ignition", "ignition-like", "card-activation"):   # a trigger's phase starts it
        effect.activation_phases, effect.activation_turn = activation_phase(effect.text)
        effect.needs_on_field, effect.needs_kind = field_needs(effect.text)
        effect.summoned_by = summoned_by(effect.text)
        if effect.needs_on_field is None:
            effect.needs_count, effect.needs_kind = count_needs(effect.text)
        effect.needs_life_points = life_points_needs(effect.text)
    elif summoned_then and event is not None:
        effect.summoned_by = summoned_by(effect.text)    # a trigger's event after that Summon
    if not effect.activation_phases and kind not in ("continuous", "unanalyzed"):
        effect.activation_phases = phases_outside(effect.text)      # "cannot be activated during ..."
    if kind in ("trigger", "trigger-like") and event is not None and not effect.activation_phases:
        effect.activation_phases = put_off_to_a_phase(effect.text)    # "Special Summon it during the End Phase"
    if kind in ("trigger", "trigger-like") and event is not None:
        effect.activation_turn = turn_before_the_event(effect.text)   # "During your opponent's turn, when ..."
    if effect.needs_on_field is None and effect.needs_count is None:     # "destroy ... equal to the number of"
        effect.needs_count, effect.needs_kind, effect.needs_count_kind = as_many_needs(effect.text)
    resolution = re.sub(r"^(you can|you may)\s+", "", resolution.strip(), flags=re.I)
    if re.match(r"^activate (this card|this effect)\s*\.?$", resolution.strip(), re.I):
        resolution = ""                   # "Activate this card by paying 1000 LP.": only a cost
    # what the cost wording leaves ("Reveal 1 ... to activate this card. Draw 2 cards.", "Activate by sending ...
    # while ... . Inflict ..."): the resolution is what follows
    resolution = re.sub(r"^activate( this card| this effect| its effect)?\s*\.\s+(?=\S)", "", resolution, flags=re.I)
    clauses, options = split_clauses(resolution, condition_tail=bool(tail) and resolution.startswith(tail))
    paid = read_paid_alternatives(resolution) if not options and not cost_clauses else None
    if paid:
        clauses = paid            # "X, and/or send ... to Y": two ways, the second with its own cost
    elif options:
        clauses = read_options(clauses, card)     # an option's own condition and cost
    clauses = read_union_options(clauses)     # "equip this card to ..., OR unequip it ..."
    effect.clauses = clauses
    if not effect.damage_step and not EXCEPT_DAMAGE_STEP.search(low) and (effect.spell_speed or 1) >= 2 - (
            kind in ("trigger", "trigger-like", "flip")) and any(_damage_step_action(c) for c in clauses):
        effect.damage_step = True          # effects that change ATK/DEF or negate an activation can be used then
    if options:
        note = "the effect applies one of its bulleted options; its clauses are those options, not a sequence"
        effect.note = f"{effect.note}; {note}" if effect.note else note
    if destroys_any and effect.kind == "trigger-like":
        note = "a deed done each time a monster does what it names: a trigger of the face-up card " \
               "(rule tl-continuous-card-destroys-each-time)"
        effect.note = f"{effect.note}; {note}" if effect.note else note
    if passive and kind in ("trigger", "trigger-like"):
        note = "a deed the battle leaves for the end of the Damage Step: a trigger (rule bt-passive-deed-at-damage-step-end)"
        effect.note = f"{effect.note}; {note}" if effect.note else note
    if not clauses and kind != "card-activation":
        effect.kind, effect.note = "unanalyzed", "no resolution found after the condition and cost"
    negation = next((c for c in clauses if c.action in ("negate_activation", "negate_effect")), None)
    if kind in ("card-activation", "quick", "quick-like") and effect.condition is None and negation is not None:
        # "Negate the activation of a Trap Card or Effect Monster's effect": what it answers is that
        # activation, even where the condition only names a state ("Activate only while you control ...")
        # or another part comes first ("Change 1 Gemini monster ... and negate the activation of ...")
        effect.condition, named = answered_activation(negation.text, card)
        if named and effect.condition_text is None:
            effect.condition_text = named     # the kind of card it answers is read from these words
    chained_to = _CHAIN_THIS_CARD_TO.search(text) if kind == "card-activation" and effect.condition is None else None
    if chained_to:
        # "chain this card to a Spell Card you activated": it answers the activation of that
        # card, not an effect of a card already on the field (rule cond-chained-to-a-card-activation)
        whose = "you activate" if chained_to.group("whose").lower() == "you" else "your opponent activates"
        effect.condition = event_pattern(f"When {whose} a {chained_to.group('kind')} Card", card)
        effect.condition_text = effect.condition_text or chained_to.group(0)
    if kind == "card-activation" and effect.condition is None:      # "Switch the opponent's Spell Card effect that ..."
        effect.condition, switched = switched_activation(text, card)
        effect.condition_text = effect.condition_text or switched
    return effect


def answered_activation(negation: str, card: CardContext) -> tuple[EventPattern | None, str | None]:
    """The activations a "Negate the activation of ..." clause answers, as an event, and the words
    naming them when they name one kind of card ("negate the activation of a Trap Card"); "Negate
    the effect of a Trap Card that targets ..." answers that card's activation too."""
    m = re.search(r"\bnegate the activation (?:and (?:the )?effects? )?of (.+)$", negation, re.I) or \
        re.search(r"\bnegate the effects? of (?:a|an|1) (.+?\bthat (?:targets?|would)\b.*)$", negation, re.I)
    if not m:
        return None, None
    what = m.group(1)
    if re.match(r"(all|every|each)\b", what, re.I):
        return None, None             # "all other cards in the same Chain": no one activation it answers
    types = [t for t, words in (("card_activated", r"\b(spell|trap|spell/trap)( cards?)?\b|\bcards?\b"),
                                ("effect_activated", r"\beffects?\b(?! of)")) if re.search(words, what, re.I)]
    named = _NEGATES_AN_ACTIVATION.search(negation) if types == ["card_activated"] else None
    if named:
        # one kind of card, and whose: "negate the activation of an opponent's Spell Card"
        kind = named.group("what")
        phrase = f"When your opponent activates a {kind}" if named.group("whose") else f"When a {kind} is activated"
        event = event_pattern(phrase, card)
        if event is not None:
            return event, named.group(0)
    return (EventPattern(types=types) if types else None), None


_GAINED_BY_SUMMON = re.compile(r"^(when|if) this card is (normal |tribute |flip |special )?summoned\b", re.I)
_ACTIVATED_MARKS = re.compile(r"\b(you can|you may|once per turn)\b|;", re.I)
# an activated effect's own limit; not "Can attack twice per turn" nor "Twice per turn, it cannot be destroyed by battle"
_TWICE_PER_TURN = re.compile(r"^(?:up to )?twice per turn[,:]\s*(?:you can|you may)\b")
_ONCE_ONLY = re.compile(r"\bone time only\b|\bonly once per duel\b|\bonce per duel\b|"
                        r"\bcan only be (?P<verb>used|activated) once\b(?! (per|each) turn)|"
                        r"\byou can only (?P<verb2>use|activate) (this|the|each|that)\b[^.]*\bonce (while|per duel)\b")
_STATS_CHANGE = re.compile(r"\b(atk|def|attack points|defense points|atk/def|atk and def)\b", re.I)


def _damage_step_action(clause: Clause) -> bool:
    """A clause of the kinds that may be activated in the Damage Step: it changes ATK/DEF or
    negates an activation."""
    if clause.action == "negate_activation":
        return True
    return clause.action == "change_stats" and bool(_STATS_CHANGE.search(clause.text))


# "FLIP: When this card is flipped face-up by an opponent's monster's attack, ...": a Flip Effect that names
# what flipped it needs that cause (rule cond-flip-effect-names-its-cause)
_FLIPPED_BY = re.compile(r"^flip:\s*(?:when|if) this card is flipped(?: face-up)? by (?P<whose>an? opponent's |your "
                         r"opponent's |your )?(?P<what>[^,.:]*)", re.I)


def _flipped_by(text: str) -> dict:
    """The cause (and whose card) a Flip Effect's own condition names, if any."""
    match = _FLIPPED_BY.search(text.strip())
    if match is None:
        return {}
    what = match.group("what").lower()
    cause = "battle" if "attack" in what else "effect" if "effect" in what else None
    if cause is None:
        return {}
    whose = (match.group("whose") or "").lower()
    return {"cause": cause, **({"cause_player": "opponent" if "opponent" in whose else "you"} if whose else {})}

