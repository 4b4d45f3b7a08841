"""Timing rules as small pure functions.

Each rule looks at facts (an effect as the graph holds it, the duel state, the ruleset) and
returns a Verdict: the answer, the contract's reason code, the ids of the rule nodes it
applies (``data/rules/*.ttl``; IRI = ID_IRI + "rule/" + id) and a sentence a judge could read
out. One module per kind of rule: ``conditions`` (does an event meet a condition),
``happened`` (what met an effect's condition in the duel so far), ``missing_timing`` (the
last thing to happen, response windows), ``chain`` (Spell Speeds, limits per chain),
``segoc`` (simultaneous triggers), ``damage_step``, ``limits`` (usage limits, Summon
restrictions), ``continuous`` (continuous effects that apply at the time), ``place`` and
``spell_trap`` (where a card must be), ``possible`` (an effect that could do nothing),
``near_miss``, ``battle``. The duel state (state.py) only records what happened; these
functions decide. The verdict, the list of rules and the kinds they share are in ``verdict``.

The rules that decide whether an activation can happen share one signature, ``rule(state,
ref, effect) -> Verdict | None`` (None: the rule has nothing to say), and ``decide`` applies
a list of them in order (``activation.EFFECT_RULES``): a new family of rules is a new
function in that list. A rule whose first check reads only the effect (``effect.needs_count is
not None``) is marked ``@only_for(lambda effect: ...)`` with that check: ``rules_for`` leaves it
out of the list for the other effects, once per effect (tests/timing/test_rules_for.py holds
every mark to its rule over the stored precedents).
"""

from __future__ import annotations

from edison_kg.timing.rules.conditions import condition_matches, event_kinds
from edison_kg.timing.rules.missing_timing import conjunction_moments, never_misses, timing_verdict, why_not_last
from edison_kg.timing.rules.verdict import (ACTIVATION_EVENTS, DIRECT_RESPONSE_EVENTS, LEAVES_FIELD, MAIN_PHASES,
                                           NORMAL_SUMMON_EVENTS, QUICK_KINDS, SUMMON_EVENTS, TRIGGER_KINDS, Rule,
                                           Verdict, decide)

__all__ = ["Verdict", "Rule", "decide", "condition_matches", "event_kinds", "conjunction_moments", "never_misses",
           "timing_verdict", "why_not_last", "SUMMON_EVENTS", "NORMAL_SUMMON_EVENTS", "TRIGGER_KINDS", "QUICK_KINDS",
           "ACTIVATION_EVENTS", "DIRECT_RESPONSE_EVENTS", "LEAVES_FIELD", "MAIN_PHASES"]
