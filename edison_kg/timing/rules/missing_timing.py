"""Missing the timing, the last thing to happen, and response windows (seeds 000, 001; the
Judge Program ruling on chaining cards that answer the same event).

A trigger effect starts on its event; an optional "when" one must be activated right after it
or it misses the timing; mandatory, "if" and "during" ones never do. A card or quick effect
that answers an event is activated in the chain built in response to it: at any Chain Link of
that chain, as Spell Speeds allow, but not once something else has happened. One that answers
an activation (or a Summon being attempted, or a targeting) is the very next Chain Link.
"""

from __future__ import annotations

from dataclasses import replace

from edison_kg.vocab.model import CONJUNCTION_SEMANTICS, AnalyzedEffect
from edison_kg.timing.answer import Answer
from edison_kg.timing.rules.verdict import DIRECT_RESPONSE_EVENTS, QUICK_KINDS, TRIGGER_KINDS, Verdict
from edison_kg.timing.rulesets import Ruleset
from edison_kg.timing.rules.deeds_each_time import AFTER_RESOLUTION_RULE
from edison_kg.timing.rules.life_points_each_time import AFTER_DISCARD_RULE, AT_ACTIVATION_RULE, CONTEXT as CONTINUOUS

EACH_TIME_RULES = (AT_ACTIVATION_RULE, AFTER_DISCARD_RULE, AFTER_RESOLUTION_RULE)

# moments that are part of another action (an activation's cost, a Summon's materials)
PART_OF_SOMETHING_ELSE = ("cost", "summon_material")
WINDOW_RULES = ["window-any-chain-link", "mtt-last-thing-definition"]


def never_misses(effect: AnalyzedEffect, ruleset: Ruleset) -> Verdict | None:
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


MET_BY_ITS_SUMMON = "mtt-material-condition-met-by-its-summon"


def met_by_its_summon(history, effect: AnalyzedEffect, matches: list) -> list:
    """A condition that names the Summon its card is a Tribute or material for ("When this card is sent
    to the Graveyard for a Synchro Summon", "When a monster is Tribute Summoned by Tributing this
    card") is met by that Summon: each such event counts at the Summon's moment, which is the last
    thing to happen, where "sent from the field to the Graveyard" (Dupe Frog) counts at the
    sending, which the Summon follows (rules mtt-material-condition-met-by-its-summon, mtt-summon-material)."""
    if effect.condition is None or effect.condition.cause != "summon_material":
        return matches
    return [replace(h, moment=h.moment + 1) if _summon_follows(history, h) else h for h in matches]


def _summon_follows(history, happening) -> bool:
    after = happening.moment + 1
    return history[happening.moment].context == "summon_material" and after < len(history) \
        and history[after].context == "summon" and not history[after].negated_summon


def _met_as_summon_material(history, happening) -> bool:
    """Met as a Tribute or material, and not counted at the Summon (met_by_its_summon)."""
    context = history[happening.moment].context
    return context == "summon_material" or happening.event.cause == "summon_material" and context != "summon"


def why_not_last(history, happening, ruleset: Ruleset, last_index: int | None = None) -> Verdict:
    """Why an event that met a condition is no longer the last thing to happen."""
    moment = history[happening.moment]
    last = history[-1 if last_index is None else last_index]
    if moment.context == "cost" or happening.event.cause == "cost":
        return Verdict("no", "cost", ["mtt-cost", "mtt-optional-when"],
                       "Its condition was met to pay a cost; the activation that followed is the last thing to happen.")
    if _met_as_summon_material(history, happening):
        return Verdict("no", "summon-material", ["mtt-summon-material", "mtt-optional-when"],
                       "Its condition was met as a Tribute or material of a Summon; the Summon itself is the last thing to happen.")
    following = history[happening.moment + 1] if happening.moment + 1 < len(history) else None
    if following is not None and following.link == moment.link and following.chain == moment.chain \
            and following.context == "resolution" and following.sequential:
        conj = following.conjunction or "then"
        said = "before the next sentence of the same effect, which is done after it," if conj == "next sentence" else \
            f"before a \"{conj}\" in the same effect,"
        return Verdict("no", "sequential-conjunction", ["mtt-then-after-that", _conjunction_rule(conj), "mtt-optional-when"],
                       f"Its condition was met {said} so something else happened after it.")
    if moment.context == "resolution" and moment.links_below > 0 and last.chain == moment.chain:
        return Verdict("no", "chain-link-2-or-higher", ["mtt-chain-link-2", "chain-resolves-reverse", "mtt-optional-when"],
                       f"Its condition was met at Chain Link {moment.link}; the Chain Links below it resolved afterwards.")
    if happening.event.event == "summon_attempted":
        return Verdict("no", "not-last-thing", ["neg-summon-window-before-responses", "mtt-last-thing-definition"],
                       "The Summon it answers was attempted, but something else happened since: the Summon has "
                       "succeeded and can no longer be negated.")
    if happening.event.event in DIRECT_RESPONSE_EVENTS:
        return Verdict("no", "not-last-thing", ["window-activation-direct-response", "mtt-last-thing-definition"],
                       "It answers an activation, and another Chain Link or event has come after that activation: "
                       "only the very next Chain Link can answer it.")
    return Verdict("no", "not-last-thing", ["mtt-optional-when", "mtt-last-thing-definition", "window-closes-with-its-chain"],
                   "Its condition was met, but something else happened afterwards.")


def _conjunction_rule(conjunction: str) -> str:
    return {"then": "conj-then", "also, after that": "conj-also-after-that",
            "next sentence": "conj-next-sentence"}.get(conjunction, "conj-sequential-can-miss")


def _before_applied_at_once(history, last: int) -> int:
    """The last moment before those a continuous effect applied at once, outside any chain, right
    after it ("Each time a Spell Card is activated, the controller of that card takes 1000 damage
    immediately after activation"): those are no Chain Link and leave an activation answerable
    (rule window-applied-at-once-keeps-it-open)."""
    moment = last
    while moment > 0 and (history[moment].context in ("outside", CONTINUOUS) or history[moment].context == "resolution"
                          and history[moment].link is None) and history[moment].events and all(
            e.by is not None and e.cause == "effect" and e.event not in DIRECT_RESPONSE_EVENTS
            for e in history[moment].events):
        moment -= 1
    return moment if moment != last else -1


def timing_verdict(effect: AnalyzedEffect, history, matches, ruleset: Ruleset, window: int | None = None,
                   building: bool = False, trigger_chain: bool = False) -> Verdict:
    """The verdict for an event-started effect whose condition matched ``matches`` (oldest first).

    ``window`` is the moment whose response window is open and ``building`` says that the
    chain now open is being built in response to it (state.State.window); ``trigger_chain``
    that the chain open holds only the triggers that moment set off.
    """
    if not matches:
        return Verdict("no", "condition-not-met", ["trigger-effect-definition"],
                       "Its activation condition was not met.")
    if effect.kind in TRIGGER_KINDS:  # missing the timing is about trigger effects
        sure = never_misses(effect, ruleset)
        if sure:
            return sure
    last = len(history) - 1
    # an activation's cost is followed by the activation, and a Summon's materials are part of
    # the Summon; a cost paid for something else (a Tribute to declare an attack) can be last
    counted = [h for h in matches if history[h.moment].context not in PART_OF_SOMETHING_ELSE
               and not _met_as_summon_material(history, h)]
    if last > 0 and any(h.moment == _before_applied_at_once(history, last) and h.event.event in DIRECT_RESPONSE_EVENTS
                        for h in counted):
        return Verdict("yes", "last-thing", ["window-applied-at-once-keeps-it-open", "window-activation-direct-response",
                                             "mtt-last-thing-definition"],
                       "It answers an activation; what came after was applied at once by a continuous effect, which "
                       "starts no Chain Link, so the activation can still be answered.")
    if any(h.moment == last for h in counted):
        rules = ["mtt-optional-when", "mtt-last-thing-definition"]
        if any(h.moment == last and h.event.cause == "summon_material" for h in counted):
            rules.insert(0, MET_BY_ITS_SUMMON)    # met by the Summon it was a material for
        if any(h.moment == last and h.event.event == "summon_attempted" for h in counted):
            rules.insert(0, "neg-summon-would-be")   # it answers the Summon being attempted
        if history[last].after_negated_activation:
            rules.append("neg-activation-previous-link-last")
        if any(h.moment == last and h.event.event == "equipped" for h in counted) and effect.condition is not None \
                and "monster" in effect.condition.kind.classes:
            rules.append("eq-equipped-monster-is-the-subject")   # "a monster is equipped": the monster it went to
        said = "Its activation condition names the Summon its card was used for, and is met by that Summon, " \
            "the last thing to happen." if rules[0] == MET_BY_ITS_SUMMON else "Its activation condition is the last thing to happen."
        return Verdict("yes", "last-thing", rules, said)
    if building and window is not None:
        answering = [h for h in counted if h.moment == window and h.event.event not in DIRECT_RESPONSE_EVENTS]
        if answering and effect.kind in TRIGGER_KINDS and trigger_chain:
            return Verdict("yes", "last-thing", ["mtt-optional-when", "mtt-last-thing-definition", "segoc-same-chain",
                                                 "spell-speed-response"],
                           "Its activation condition is the last thing to happen: the triggers it set off form "
                           "the chain that responds to it, and it can be chained there.")
        if answering and (effect.kind in QUICK_KINDS or effect.kind == "card-activation"):
            rules = list(WINDOW_RULES) + (["segoc-same-chain", "spell-speed-response"] if trigger_chain else [])
            return Verdict("yes", "last-thing", rules,
                           "Its activation condition is the last thing to happen: only cards have been activated since, "
                           "and a card that answers it may be chained at any Chain Link of the chain built in response to it.")
    return why_not_last(history, matches[-1], ruleset, window if building else None)


def conjunction_moments(clauses) -> list[tuple[list, str | None]]:
    """Split resolution clauses into moments: sequential conjunctions start a new moment."""
    moments: list[tuple[list, str | None]] = []
    for clause in clauses:
        if clause.later:
            continue                  # a part applied after the card resolved is no moment of its resolution
        conj = clause.conjunction
        sequential = conj is not None and CONJUNCTION_SEMANTICS.get(conj, (False, False, False))[2]
        if not moments or sequential:
            moments.append(([clause], conj if sequential else None))
        else:
            moments[-1][0].append(clause)
    return moments


def last_thing(state) -> Answer:
    """The answer to "what was the last thing to happen?"."""
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
        "continuous": f"what the continuous effect of {_applied_by(state, moment)} applied at once, without a Chain",
    }[moment.context]
    # a negated activation does not resolve: the link before it is the last thing (seed 002)
    return Answer(answer="ok", reason="last-thing", explanation=f"The last thing to happen was {described}.",
                  rules=["mtt-last-thing-definition"]
                  + (["neg-activation-previous-link-last"] if moment.after_negated_activation else [])
                  + ([LATER_PART] if _left_a_part_for_later(state, moment) else [])
                  + [r for r in EACH_TIME_RULES if moment.context == "continuous" and r in state.notes])


LATER_PART = "res-deed-during-a-later-phase-is-later"


def _applied_by(state, moment) -> str:
    """The name of the card whose continuous effect made a moment of its own (timing/rules/life_points_each_time.py)."""
    by = next((e.by for e in moment.events if e.by), None)
    return state.infos[by].name if by in state.infos else "a card"


def _left_a_part_for_later(state, moment) -> bool:
    """Did the Chain Link whose resolution is the last thing leave a part of its text for a later phase ("also send it
    to the GY during the End Phase of this turn")? That part is no part of the last thing (rule
    res-deed-during-a-later-phase-is-later)."""
    link = state.resolved.get(moment.index) if moment.context == "resolution" else None
    return link is not None and link.effect is not None and any(clause.later for clause in link.effect.clauses)
