"""Timing rules as small pure functions.

Each rule looks at facts (an effect as the graph holds it, the duel state, the ruleset) and
returns a Verdict: the answer, the contract's reason code, the ids of the rule nodes it
applies (``data/rules/*.ttl``; IRI = ID_IRI + "rule/" + id) and a sentence a judge could read
out. One module per kind of rule: ``conditions`` (does an event meet a condition),
``missing_timing`` (the last thing to happen, response windows), ``chain`` (Spell Speeds,
SEGOC, limits per chain), ``damage_step``, ``limits`` (usage limits), ``continuous``
(continuous effects that apply at the time). The duel state (state.py) only records what
happened; these functions decide.
"""

from __future__ import annotations

from dataclasses import dataclass, field

SUMMON_EVENTS = ("normal_summon", "tribute_summon", "flip_summon", "special_summon",
                 "synchro_summon", "fusion_summon", "ritual_summon")
NORMAL_SUMMON_EVENTS = ("normal_summon", "tribute_summon")
TRIGGER_KINDS = ("trigger", "trigger-like", "flip")
QUICK_KINDS = ("quick", "quick-like")
ACTIVATION_EVENTS = frozenset({"card_activated", "effect_activated"})
# events a card answers only as the very next Chain Link: an activation, a Summon being
# attempted, a targeting (rules window-activation-direct-response, neg-summon-window-before-responses)
DIRECT_RESPONSE_EVENTS = frozenset({"card_activated", "effect_activated", "summon_attempted", "targeted"})


@dataclass
class Verdict:
    answer: str                        # yes | no | ok
    reason: str                        # contract reason code
    rules: list[str] = field(default_factory=list)
    explanation: str = ""


from edison_kg.timing.rules.conditions import condition_matches, event_kinds  # noqa: E402
from edison_kg.timing.rules.missing_timing import (conjunction_moments, never_misses, timing_verdict,  # noqa: E402
                                                   why_not_last)

__all__ = ["Verdict", "condition_matches", "event_kinds", "conjunction_moments", "never_misses", "timing_verdict",
           "why_not_last", "SUMMON_EVENTS", "NORMAL_SUMMON_EVENTS", "TRIGGER_KINDS", "QUICK_KINDS",
           "ACTIVATION_EVENTS", "DIRECT_RESPONSE_EVENTS"]
