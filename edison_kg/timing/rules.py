"""Timing rules as small pure functions.

Each rule looks at facts (an effect, the moment its condition was met, the history) and
returns a Verdict: the answer, the contract's reason code, the ids of the rule nodes it
applies (``data/rules/*.ttl``; IRI = ID_IRI + "rule/" + id) and a sentence a judge could
read out. The state machine (state.py) only records what happened; these functions decide.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from edison_kg.model import CONJUNCTION_SEMANTICS, AnalyzedEffect, EventPattern
from edison_kg.timing.cardinfo import ACTIVATION_EVENTS, PHASE_OF, EffectFacts

# Events that also count as another event (a Synchro Summon is a Special Summon; a Flip
# Summon turns the monster face-up; a Tributed or destroyed monster is sent to the GY unless
# it went elsewhere).
IMPLIED_EVENTS = {
    "tribute_summon": ("normal_summon",),
    "synchro_summon": ("special_summon",),
    "fusion_summon": ("special_summon",),
    "ritual_summon": ("special_summon",),
    "flip_summon": ("flipped_face_up",),
}
SENT_TO_GY_BY = ("tributed", "destroyed", "discarded")
FIELD_ZONES = ("field", "monster_zone", "spell_trap_zone", "field_zone")
SUMMON_EVENTS = ("normal_summon", "tribute_summon", "flip_summon", "special_summon",
                 "synchro_summon", "fusion_summon", "ritual_summon")
NORMAL_SUMMON_EVENTS = ("normal_summon", "tribute_summon")
TRIGGER_KINDS = ("trigger", "trigger-like", "flip")
QUICK_KINDS = ("quick", "quick-like")
# moments that are part of another action (an activation's cost, a Summon's materials)
PART_OF_SOMETHING_ELSE = ("cost", "summon_material")


@dataclass
class Verdict:
    answer: str                        # yes | no | ok
    reason: str                        # contract reason code
    rules: list[str] = field(default_factory=list)
    explanation: str = ""


_KINDS_CACHE: dict[tuple, frozenset] = {}


def event_kinds(event) -> frozenset:
    """The event's type plus the types it also counts as."""
    key = (event.event, event.to_zone)
    kinds = _KINDS_CACHE.get(key)
    if kinds is None:
        found = {event.event, *IMPLIED_EVENTS.get(event.event, ())}
        if event.event in SENT_TO_GY_BY and event.to_zone in (None, "graveyard"):
            found.add("sent_to_gy")
        kinds = _KINDS_CACHE[key] = frozenset(found)
    return kinds


def _zone_matches(wanted: str | None, actual: str | None) -> bool:
    if wanted is None or actual is None:
        return True  # the engine does not question what the scenario leaves open
    if wanted == "field":
        return actual in FIELD_ZONES
    return wanted == actual


def condition_matches(pattern: EventPattern, facts: EffectFacts, happening, card_ref: str, controller: str,
                      kind_of=None) -> bool:
    """Does this event meet the activation condition of the effect of ``card_ref``?

    ``kind_of(ref, kind)`` says whether a scenario card is of the kind the condition names
    ("a Normal Monster", "a Spell Card"); without it the kind is not checked.
    """
    event = happening.event
    if facts.types.isdisjoint(event_kinds(event)):
        return False
    phase_event = event.event == "phase_entered"
    if event.event == "attack_declared":
        if pattern.self_card or facts.actor_self:  # "when this card attacks" / "when this card is attacked"
            if (event.target if facts.attack_role == "target" else event.card) != card_ref:
                return False
    # a phase starting is not about a card: "this card" there only says where the card must be
    elif pattern.self_card and not phase_event and event.card != card_ref:
        return False
    elif facts.actor_self and event.by is not None and event.by != card_ref:
        return False  # "if this card destroys ... by battle": another card did it
    if pattern.player in ("you", "opponent") and event.player is not None:
        mine = event.player == controller
        if mine != (pattern.player == "you"):
            return False
    if not _zone_matches(pattern.from_zone, event.from_zone) or not _zone_matches(pattern.to_zone, event.to_zone):
        return False
    if pattern.cause and event.cause and pattern.cause != event.cause:
        return False
    if phase_event:
        if facts.end_of_damage_step and not happening.synthetic:
            return False  # met when the Damage Step ends, not when it starts
        if facts.phases and PHASE_OF.get(happening.phase, happening.phase) not in facts.phases:
            return False
        return True
    if kind_of is not None and event.card is not None and not pattern.self_card:
        kind = facts.activation_kind if event.event in ACTIVATION_EVENTS else facts.kind
        if not kind.empty and not kind_of(event.card, kind):
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
    if effect.timing_word == "none" and effect.kind in TRIGGER_KINDS:
        # the text gives no timing word: nothing makes it an optional "when" effect
        return Verdict("yes", "other", ["mtt-optional-when", "tl-next-opportunity"],
                       "Its text gives no timing word: only an optional \"when\" effect can miss the timing.")
    return None


def why_not_last(history, happening, last_index: int | None = None) -> Verdict:
    """Why an event that met an optional "when" condition is not the last thing to happen."""
    moment = history[happening.moment]
    last = history[-1 if last_index is None else last_index]
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


def timing_verdict(effect: AnalyzedEffect, history, matches, last_index: int | None = None,
                   trigger_chain: bool = False) -> Verdict:
    """The verdict for an event-started effect whose condition matched ``matches`` (oldest first).

    ``last_index`` is the moment that counts as the last thing to happen (default: the last
    one); ``trigger_chain`` says that the chain now open holds only the triggers that this
    moment set off, which respond to it in the same window (rule segoc-same-chain).
    """
    if not matches:
        return Verdict("no", "condition-not-met", ["trigger-effect-definition"],
                       "Its activation condition was not met.")
    if effect.kind not in QUICK_KINDS:  # missing the timing is about trigger effects and cards
        sure = never_misses(effect)
        if sure:
            return sure
    if last_index is None:
        last_index = len(history) - 1
    # an activation's cost is followed by the activation, and a Summon's materials are part of
    # the Summon; a cost paid for something else (a Tribute to declare an attack) can be last
    if any(h.moment == last_index and history[h.moment].context not in PART_OF_SOMETHING_ELSE
           and h.event.cause != "summon_material" for h in matches):
        rules = ["mtt-optional-when", "mtt-last-thing-definition"]
        if history[last_index].after_negated_activation:
            rules.append("neg-activation-previous-link-last")
        if trigger_chain:
            rules += ["segoc-same-chain", "spell-speed-response"]
            return Verdict("yes", "last-thing", rules,
                           "Its activation condition is the last thing to happen: the triggers it set off form "
                           "the chain that responds to it, and it can be chained there.")
        return Verdict("yes", "last-thing", rules, "Its activation condition is the last thing to happen.")
    return why_not_last(history, matches[-1], last_index)


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


def segoc_key(speed: int, group: int) -> tuple[int, int]:
    """Where a simultaneous trigger goes on the chain: Spell Speed 1 effects first, because
    none of them can be chained to a Spell Speed 2 link (rule spell-speed-response), then the
    SEGOC groups (rule segoc-order)."""
    return (0 if speed <= 1 else 1, group)


# ------------------------------------------------------------------ activation checks

DAMAGE_STEP_NO = ["damage-step-restriction"]


def damage_step_verdict(effect: AnalyzedEffect, facts: EffectFacts, matches) -> Verdict | None:
    """Only some effects can be activated during the Damage Step (rule damage-step-restriction):
    Counter Traps, effects that negate an activation or change ATK/DEF, effects timed for the
    Damage Step, mandatory effects, trigger effects whose event happened in the Damage Step,
    and cards answering an event of the battle itself (a monster destroyed by battle); never an
    effect whose text says "except during the Damage Step"."""
    no = Verdict("no", "damage-step", list(DAMAGE_STEP_NO), "It cannot be activated during the Damage Step.")
    if facts.except_damage_step:
        no.explanation = "Its text says it cannot be activated during the Damage Step."
        return no
    if facts.damage_step_ok or not effect.optional:
        return None
    for happening in matches:
        if effect.kind in TRIGGER_KINDS and happening.phase == "damage_step":
            return None
        if happening.event.cause == "battle":
            return None
    return no


def usage_verdict(effect: AnalyzedEffect, facts: EffectFacts, earlier) -> Verdict | None:
    """A limited effect already used up: ``earlier`` are the activations that fall under its
    limit (this turn, this copy or every copy of the name, this duel). Negated activations
    count unless the limit is on activating (seed 002)."""
    limit = facts.limit
    if limit is None or not earlier:
        return None
    counting = [link for link in earlier if limit.counts_negated or not link.activation_negated]
    if not counting:
        return None
    negated = any(link.activation_negated for link in counting)
    if limit.scope == "turn":
        rules = ["neg-limit-once-per-turn"] + (["neg-limit-used"] if negated else [])
        text = ("It was already activated this turn; a negated activation still counts toward \"once per turn\"."
                if negated else "It was already activated this turn.")
    elif limit.scope == "name":
        rules = ["neg-limit-used" if limit.counts_negated else "neg-limit-activated"]
        text = "A card of that name was already activated this turn, and only one may be" + (
            " used per turn." if limit.counts_negated else " activated per turn; only an activation that was negated would not count.")
    else:
        rules = ["neg-limit-used"]
        text = ("It may be used only once" + (" while the card stays face-up" if limit.scope == "face-up" else "")
                + "; it was already used" + (", and a negated activation counts as a use." if negated else "."))
    return Verdict("no", "other", rules, text)


def spell_speed_verdict(speed: int, top_speed: int | None) -> Verdict | None:
    """A response needs Spell Speed 2 or more and at least the speed of the link it answers."""
    if top_speed is None:
        return None
    if speed < 2 or speed < top_speed:
        return Verdict("no", "other", ["spell-speed-response"],
                       f"A Chain is open with a Spell Speed {top_speed} link; a Spell Speed {speed} effect cannot be chained to it.")
    return None
