"""Timing rules as small pure functions.

Each rule looks at facts (an effect, the moment its condition was met, the history) and
returns a Verdict: the answer, the contract's reason code, the ids of the rule nodes it
applies (``data/rules/*.ttl``; IRI = ID_IRI + "rule/" + id) and a sentence a judge could
read out. The state machine (state.py) only records what happened; these functions decide.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from edison_kg.model import CONJUNCTION_SEMANTICS, AnalyzedEffect, EventPattern

# Events that also count as another event (a Synchro Summon is a Special Summon; a
# Tributed or destroyed monster is sent to the GY unless it went elsewhere).
IMPLIED_EVENTS = {
    "tribute_summon": ("normal_summon",),
    "synchro_summon": ("special_summon",),
    "fusion_summon": ("special_summon",),
    "ritual_summon": ("special_summon",),
}
SENT_TO_GY_BY = ("tributed", "destroyed", "discarded")
FIELD_ZONES = ("field", "monster_zone", "spell_trap_zone", "field_zone")
SUMMON_EVENTS = ("normal_summon", "tribute_summon", "flip_summon", "special_summon",
                 "synchro_summon", "fusion_summon", "ritual_summon")
PHASE_WORDS = {"draw": "draw phase", "standby": "standby phase", "main1": "main phase", "battle": "battle phase",
               "damage_step": "damage step", "main2": "main phase", "end": "end phase"}
TRIGGER_KINDS = ("trigger", "trigger-like", "flip")
# causes that make an event part of another action (a cost, a Summon), never the last thing
PART_OF_SOMETHING_ELSE = ("cost", "summon_material")


@dataclass
class Verdict:
    answer: str                        # yes | no | ok
    reason: str                        # contract reason code
    rules: list[str] = field(default_factory=list)
    explanation: str = ""


def event_kinds(event) -> set[str]:
    """The event's type plus the types it also counts as."""
    kinds = {event.event, *IMPLIED_EVENTS.get(event.event, ())}
    if event.event in SENT_TO_GY_BY and event.to_zone in (None, "graveyard"):
        kinds.add("sent_to_gy")
    return kinds


def _zone_matches(wanted: str | None, actual: str | None) -> bool:
    if wanted is None or actual is None:
        return True  # the engine does not question what the scenario leaves open
    if wanted == "field":
        return actual in FIELD_ZONES
    return wanted == actual


def condition_matches(pattern: EventPattern, condition_text: str | None, happening, card_ref: str,
                      controller: str) -> bool:
    """Does this event meet the activation condition of the effect of ``card_ref``?"""
    event = happening.event
    if not set(pattern.types) & event_kinds(event):
        return False
    if pattern.self_card and event.card != card_ref:
        return False
    if pattern.player in ("you", "opponent") and event.player is not None:
        mine = event.player == controller
        if mine != (pattern.player == "you"):
            return False
    if not _zone_matches(pattern.from_zone, event.from_zone) or not _zone_matches(pattern.to_zone, event.to_zone):
        return False
    if pattern.cause and event.cause and pattern.cause != event.cause:
        return False
    if "phase_entered" in pattern.types and event.event == "phase_entered" and condition_text:
        words = [w for p, w in PHASE_WORDS.items() if w in condition_text.lower()]
        if words and PHASE_WORDS.get(happening.phase) not in words:
            return False
    return True


# ------------------------------------------------------------------ missing the timing

def never_misses(effect: AnalyzedEffect) -> Verdict | None:
    """Mandatory effects and "if"/"during" effects never miss the timing (seed 000, 001)."""
    if not effect.optional:
        return Verdict("yes", "mandatory", ["mtt-mandatory-never-miss", "tl-next-opportunity"],
                       "It is a mandatory effect: mandatory effects never miss the timing.")
    if effect.timing_word in ("if", "during"):
        return Verdict("yes", "if-wording", ["mtt-if-never-miss", "tl-next-opportunity"],
                       f"It is an optional \"{effect.timing_word}\" effect: those never miss the timing.")
    return None


def why_not_last(history, happening) -> Verdict:
    """Why an event that met an optional "when" condition is not the last thing to happen."""
    moment = history[happening.moment]
    last = history[-1]
    if moment.context == "cost" or happening.event.cause == "cost":
        return Verdict("no", "cost", ["mtt-cost", "mtt-optional-when"],
                       "Its condition was met to pay a cost; the activation that followed is the last thing to happen.")
    if moment.context == "summon_material" or happening.event.cause == "summon_material":
        return Verdict("no", "summon-material", ["mtt-summon-material", "mtt-optional-when"],
                       "Its condition was met as a Tribute or material of a Summon; the Summon itself is the last thing to happen.")
    following = history[happening.moment + 1] if happening.moment + 1 < len(history) else None
    if following is not None and following.link == moment.link and following.chain == moment.chain \
            and following.context == "resolution" and following.sequential:
        conj = following.conjunction or "then"
        return Verdict("no", "sequential-conjunction", ["mtt-then-after-that", _conjunction_rule(conj), "mtt-optional-when"],
                       f"Its condition was met before a \"{conj}\" in the same effect, so something else happened after it.")
    if moment.context == "resolution" and moment.links_below > 0 and last.chain == moment.chain:
        return Verdict("no", "chain-link-2-or-higher", ["mtt-chain-link-2", "chain-resolves-reverse", "mtt-optional-when"],
                       f"Its condition was met at Chain Link {moment.link}; the Chain Links below it resolved afterwards.")
    return Verdict("no", "not-last-thing", ["mtt-optional-when", "mtt-last-thing-definition"],
                   "Its condition was met, but something else happened afterwards.")


def _conjunction_rule(conjunction: str) -> str:
    return {"then": "conj-then", "also, after that": "conj-also-after-that"}.get(conjunction, "conj-sequential-can-miss")


def timing_verdict(effect: AnalyzedEffect, history, matches) -> Verdict:
    """The verdict for an event-started effect whose condition matched ``matches`` (oldest first)."""
    if not matches:
        return Verdict("no", "condition-not-met", ["trigger-effect-definition"],
                       "Its activation condition was not met.")
    sure = never_misses(effect)
    if sure:
        return sure
    last_index = len(history) - 1
    if any(h.moment == last_index and h.event.cause not in PART_OF_SOMETHING_ELSE for h in matches):
        rules = ["mtt-optional-when", "mtt-last-thing-definition"]
        if history[last_index].after_negated_activation:
            rules.append("neg-activation-previous-link-last")
        return Verdict("yes", "last-thing", rules, "Its activation condition is the last thing to happen.")
    return why_not_last(history, matches[-1])


def conjunction_moments(clauses) -> list[tuple[list, str | None]]:
    """Split resolution clauses into moments: sequential conjunctions start a new moment."""
    moments: list[tuple[list, str | None]] = []
    for clause in clauses:
        conj = clause.conjunction
        sequential = conj is not None and CONJUNCTION_SEMANTICS.get(conj, (False, False, False))[2]
        if not moments or sequential:
            moments.append(([clause], conj if sequential else None))
        else:
            moments[-1][0].append(clause)
    return moments


# ------------------------------------------------------------------ SEGOC

SEGOC_GROUPS = (
    ("turn player's mandatory", True, False),
    ("non-turn player's mandatory", False, False),
    ("turn player's optional", True, True),
    ("non-turn player's optional", False, True),
)


def segoc_group(is_turn_player: bool, optional: bool) -> int:
    """1-4: the place of a trigger's group on the chain (seed 001, rule segoc-order)."""
    for number, (_, turn, opt) in enumerate(SEGOC_GROUPS, 1):
        if turn == is_turn_player and opt == optional:
            return number
    raise ValueError("unreachable")


# ------------------------------------------------------------------ activation checks

def damage_step_verdict(effect: AnalyzedEffect, card_subtypes) -> Verdict | None:
    """Only some effects can be activated during the Damage Step."""
    allowed = (effect.damage_step or not effect.optional or "Counter" in card_subtypes
               or "Counter Trap" in card_subtypes
               or (effect.condition is not None and effect.condition.cause == "battle"))
    if allowed:
        return None
    return Verdict("no", "damage-step", ["damage-step-restriction"],
                   "It cannot be activated during the Damage Step.")


def once_per_turn_verdict(effect: AnalyzedEffect, earlier) -> Verdict | None:
    """A "once per turn" effect already activated this turn; negated activations count
    unless the limit is on activations only (seed 002)."""
    if not effect.once_per_turn or not earlier:
        return None
    counting = [link for link in earlier if not (link.activation_negated and effect.usage_limit == "activated")]
    if not counting:
        return None
    negated = any(link.activation_negated for link in counting)
    rules = ["neg-limit-once-per-turn"] + (["neg-limit-used"] if negated else [])
    text = ("It was already activated this turn; a negated activation still counts toward \"once per turn\"."
            if negated else "It was already activated this turn.")
    return Verdict("no", "other", rules, text)


def spell_speed_verdict(speed: int, top_speed: int | None) -> Verdict | None:
    """A response needs Spell Speed 2 or more and at least the speed of the link it answers."""
    if top_speed is None:
        return None
    if speed < 2 or speed < top_speed:
        return Verdict("no", "other", ["spell-speed-response"],
                       f"A Chain is open with a Spell Speed {top_speed} link; a Spell Speed {speed} effect cannot be chained to it.")
    return None
