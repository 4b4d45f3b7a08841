"""What a rule says (a Verdict), how a list of rules decides, and the kinds of event and
effect the rules share."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

SUMMON_EVENTS = ("normal_summon", "tribute_summon", "flip_summon", "special_summon",
                 "synchro_summon", "fusion_summon", "ritual_summon")
NORMAL_SUMMON_EVENTS = ("normal_summon", "tribute_summon")
TRIGGER_KINDS = ("trigger", "trigger-like", "flip")
QUICK_KINDS = ("quick", "quick-like")
ACTIVATION_EVENTS = frozenset({"card_activated", "effect_activated"})
# events a card answers only as the very next Chain Link: an activation, a Summon being
# attempted, a targeting (rules window-activation-direct-response, neg-summon-window-before-responses)
DIRECT_RESPONSE_EVENTS = frozenset({"card_activated", "effect_activated", "summon_attempted", "targeted"})
# events by which a card leaves the field (or stops being face-up there)
LEAVES_FIELD = ("destroyed", "sent_to_gy", "banished", "returned_to_hand", "returned_to_deck", "tributed",
                "flipped_face_down")
MAIN_PHASES = ("main1", "main2")


@dataclass
class Verdict:
    answer: str                        # yes | no | ok
    reason: str                        # contract reason code
    rules: list[str] = field(default_factory=list)
    explanation: str = ""


# rule(state, ref, effect): the duel state, the card asked about, its effect (None: the
# Spell/Trap Card's own activation) -> a Verdict, or None when the rule has nothing to say
Rule = Callable[..., "Verdict | None"]


def only_for(needs: Callable[..., object]) -> Callable[[Rule], Rule]:
    """Mark a rule that says nothing of an effect unless ``needs(effect)``: a fact of the effect alone, the same in
    every duel, and the rule's own first check (before it reads the duel). ``rules_for`` leaves such a rule out of
    the rules asked about an effect once and for all, rather than asking it at every question."""
    def marked(rule: Rule) -> Rule:
        rule.needs = needs
        return rule
    return marked


_RULES_FOR: dict[int, tuple] = {}     # id(effect) -> (the effect, the rules, those of them that may speak of it)


def rules_for(rules: tuple, effect) -> tuple:
    """``rules`` in order, without those marked ``only_for`` effects this one is not (worked out once per effect:
    the card reader's effects are kept with their cards)."""
    found = _RULES_FOR.get(id(effect))
    if found is None or found[0] is not effect or found[1] is not rules:   # the effect is kept: its id is not reused
        if len(_RULES_FOR) >= 4096:
            _RULES_FOR.clear()
        kept = tuple(rule for rule in rules if getattr(rule, "needs", None) is None or rule.needs(effect))
        found = _RULES_FOR[id(effect)] = (effect, rules, kept)
    return found[2]


def apply_rules(rules, state, ref: str, effect) -> tuple[Verdict | None, list[Verdict]]:
    """Apply the rules in order: the first verdict that is not "yes" (None when there is
    none), and the "yes" verdicts before it."""
    passed: list[Verdict] = []
    for rule in rules:
        verdict = rule(state, ref, effect)
        if verdict is None:
            continue
        if verdict.answer != "yes":
            return verdict, passed
        passed.append(verdict)
    return None, passed


def decide(rules, state, ref: str, effect) -> Verdict:
    """Apply the rules in order. The first verdict that is not "yes" is the answer; a "yes"
    before the last rule is an exception that applied, and the final "yes" rests on its
    rules too. The last rule always speaks."""
    refused, passed = apply_rules(rules, state, ref, effect)
    if refused is not None:
        return refused
    final = passed.pop()
    rules_used = list(final.rules)
    for rule in (r for exception in passed for r in exception.rules):
        if rule not in rules_used:
            rules_used.append(rule)
    final.rules = rules_used
    return final
