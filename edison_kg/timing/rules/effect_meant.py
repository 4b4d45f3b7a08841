"""The effect a question or step means when it does not say which (rule
state-effect-meant-by-the-situation). "Can Iron Chain Repairman activate now?" asks about any of
its effects: the answer is "yes" when one of them can be activated, else "no" for the reason of
the effect closest to the situation. "Light and Darkness Dragon activates" means the one effect
whose timing fits the moment. Either way ``assumed`` says which effect the answer is about."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.cards import effects_to_choose_from, select_effect, several_effects
from edison_kg.timing.rules.chain_limits import pending_mandatory_triggers
from edison_kg.timing.rules.happened import condition_met, started_by_event
from edison_kg.timing.rules.verdict import MAIN_PHASES, Verdict

RULE = "state-effect-meant-by-the-situation"
# a Spell/Trap Card in the Graveyard or banished is not activated as a card there: with no effect named, the effect
# meant is one it activates from there ("If this card is destroyed ...: Target 1 card", Blast with Chain; round 182)
PILE_RULE = "state-card-in-a-pile-not-activated-as-a-card"
PILE_WORDS = {"graveyard": "in the Graveyard", "banished": "banished"}


def in_a_pile(state, ref: str) -> bool:
    """Is the card a Spell/Trap Card in the Graveyard or banished (never activated as a card from there)?"""
    return state.cards[ref].zone in PILE_WORDS and state.infos[ref].card_type in ("spell", "trap")


def say_effect_meant_in_a_pile(state, ref: str, effect, named_one: bool, what: str) -> None:
    """Say, for a card in a pile asked about or activated with no effect named (``named_one``: one is), that the
    effect meant is not its card activation (``what``: "the step activates", "the question is about")."""
    info = state.infos[ref]
    if in_a_pile(state, ref) and effect is not None and effect.kind != "card-activation" and not named_one \
            and any(e.kind == "card-activation" for e in info.effects):
        state.assume(f"{info.name} is {PILE_WORDS[state.cards[ref].zone]}, so it is not activated as a card: {what} "
                     f"its {named(effect)}")
        state.cite(PILE_RULE)


KIND_WORDS = {"ignition": "Ignition Effect", "ignition-like": "Ignition-like Effect", "quick": "Quick Effect",
              "quick-like": "Quick-like Effect", "trigger": "Trigger Effect", "trigger-like": "Trigger-like Effect",
              "flip": "Flip Effect"}


def named(effect: AnalyzedEffect) -> str:
    """"effect 2 (Quick Effect: "Once per Chain, if a Spell/Trap Card ...")"."""
    text = effect.text if len(effect.text) <= 60 else effect.text[:57].rstrip() + "..."
    return f"effect {effect.number} ({KIND_WORDS.get(effect.kind, effect.kind)}: \"{text}\")"


# ------------------------------------------------------------------ "can X activate?"

def any_effect_verdict(state, ref: str, effects: list[AnalyzedEffect], verdict_of) -> tuple[Verdict, AnalyzedEffect]:
    """Each effect decided on its own (``verdict_of(state, ref, effect)``): the first that can be
    activated, else the one closest to the situation. Only the answer's effect leaves what it
    assumed in ``state.assumptions``."""
    decided = []
    for effect in effects:
        before = list(state.assumptions)
        verdict = verdict_of(state, ref, effect)
        decided.append((effect, verdict, state.assumptions[len(before):]))
        state.assumptions[:] = before
    can = [entry for entry in decided if entry[1].answer == "yes"]
    effect, verdict, assumed = can[0] if can else _closest(state, ref, decided)
    for sentence in assumed:
        state.assume(sentence)
    name = state.infos[ref].name
    if can:
        which = " and ".join(named(e) for e, _, _ in can)
        state.assume(f"No effect of {name} is named, so the question is about any of them: "
                     f"{which} can be activated now; the answer is about {named(effect)}")
    else:
        state.assume(f"No effect of {name} is named, so the question is about any of them: none can be activated "
                     f"now; the answer gives the reason of {named(effect)}, the closest to what just happened")
    rules = [RULE] + [r for r in verdict.rules if r != RULE]
    return Verdict(verdict.answer, verdict.reason, rules,
                   f"Its {named(effect)}: {verdict.explanation}"), effect


def _closest(state, ref: str, decided: list) -> tuple:
    """The effect whose condition was met the latest (what just happened); else the one whose kind of event last
    happened to the card, though not so as its condition asks ("destroyed by battle and sent to the GY", banished
    instead: round 185); else the first."""
    best, best_moment = decided[0], -1
    for entry in decided:
        effect = entry[0]
        if not started_by_event(effect):
            continue
        matches = condition_met(state, ref, effect)[0]
        latest = max((h.moment for h in matches), default=-1)
        if latest > best_moment:
            best, best_moment = entry, latest
    if best_moment >= 0:
        return best
    for entry in decided:
        condition = entry[0].condition
        if not started_by_event(entry[0]) or not condition.self_card:
            continue
        latest = max((h.moment for h in state.happenings() if h.event.card == ref and h.event.event in condition.types),
                     default=-1)
        if latest > best_moment:
            best, best_moment = entry, latest
    return best


# ------------------------------------------------------------------ "X activates"

def fits_the_moment(state, ref: str, effect: AnalyzedEffect) -> bool:
    """Does the effect's timing fit the duel as it is: an effect started by an event whose event
    happened (a trigger, a Flip effect just flipped, a quick effect whose condition holds), an
    Ignition Effect in its controller's open game state (Main Phase, no chain), a quick effect
    with no condition at any time?"""
    if started_by_event(effect):
        return bool(condition_met(state, ref, effect)[0])
    if effect.kind in ("ignition", "ignition-like"):
        return not state.chain and state.phase in MAIN_PHASES and state.controller(ref) == state.turn_player
    return effect.kind in ("quick", "quick-like") and effect.condition is None


def effect_for_step(state, step, set_or_in_hand: bool) -> AnalyzedEffect | None:
    """The effect an ``activate`` step means: the one named, else the only one that can be
    activated, else the one effect whose timing fits the moment."""
    info = state.infos[step.card]
    card = state.cards[step.card]      # a Spell/Trap Card stated face-up on the field is not activated again
    if _taken_as_set(state, step):
        return next((e for e in info.effects if e.kind == "card-activation"), None)
    pile = in_a_pile(state, step.card)      # nor one in the Graveyard or banished (round 182)
    face_up = card.face_up is True and card.zone in ("spell_trap_zone", "field_zone") or pile
    choices = effects_to_choose_from(info, step.effect, step.effect_text, set_or_in_hand, face_up)
    if not choices:
        effect = select_effect(info, step.effect, step.effect_text, step.path, set_or_in_hand=set_or_in_hand,
                               face_up=face_up)
        named_one = step.effect is not None or step.effect_text is not None
        say_effect_meant_in_a_pile(state, step.card, effect, named_one, "the step activates")
        if face_up and not pile and effect is not None and effect.kind != "card-activation" and not named_one \
                and any(e.kind == "card-activation" for e in info.effects):
            state.assume(f"{info.name} is face-up on the field, so it is not activated again: the step activates "
                         f"its {named(effect)}")
            state.cite(RULE)
        return None if _card_activation_meant(state, step, effect) else effect
    fitting = [e for e in choices if fits_the_moment(state, step.card, e)]
    if _card_meant_over(state, step, fitting):
        return None
    if len(fitting) > 1:
        waiting = _pending_mandatory_first(state, step.card, fitting)
        if waiting is not None:
            return waiting
    if len(fitting) != 1:
        problem = "none of them fits the moment" if not fitting else \
            "effects " + " and ".join(str(e.number) for e in fitting) + " all fit the moment"
        raise several_effects(info, choices, step.path, f" ({problem})")
    effect = fitting[0]
    state.assume(f"No effect of {info.name} is named: the one whose timing fits the moment is activated, "
                 f"its {named(effect)}")
    return effect


# a Spell/Trap Card in its zone whose face the scenario does not give, activated with no effect named: it is Set, and
# the step activates the card itself (round 182: Needle Wall, Seal of Wickedness activated in the Standby Phase)
SET_MEANT_RULE = "state-card-in-its-zone-face-unstated-is-set"


def _taken_as_set(state, step) -> bool:
    """Is the step's card a Spell/Trap Card in the Spell & Trap (or Field) Zone, its face never stated nor changed,
    activated with no effect named, that has an effect of its own it could activate instead once face-up? Then it is
    taken as Set: said in `assumed`, and marked face-down until its activation; its activation is the card's own."""
    card, info = state.cards[step.card], state.infos[step.card]
    # (183) a Trap Card whose place is unstated too: it is activated Set on the field, as a Trap Card always is
    if info.card_type not in ("spell", "trap") or card.zone not in ("spell_trap_zone", "field_zone") \
            and not (card.zone is None and info.card_type == "trap") \
            or card.face_up is not None or step.effect is not None or step.effect_text is not None \
            or not any(e.kind not in ("continuous", "unanalyzed", "card-activation") for e in info.effects):
        return False
    state.assume(f"{info.name} is Set: the scenario does not say it is face-up, and the step activates the card itself "
                 f"(rule {SET_MEANT_RULE})")
    state.cite(SET_MEANT_RULE)
    card.face_up = False      # Set until now: what happened before, it did not see face-up (its face history)
    return True


PENDING_MANDATORY_RULE = "state-pending-mandatory-trigger-is-the-effect-meant"


def _pending_mandatory_first(state, ref: str, fitting: list[AnalyzedEffect]) -> AnalyzedEffect | None:
    """Of several effects that fit the moment, a mandatory trigger effect of the card that waits to
    go on the chain is the one meant: it must be activated before any Ignition Effect (rule
    edison-mandatory-trigger-before-ignition-priority), so the step is that trigger (rule
    state-pending-mandatory-trigger-is-the-effect-meant). An optional trigger decides nothing: its
    player may pass it and use an Ignition Effect, so the step stays ambiguous."""
    pending = [e for e in fitting if any(other == ref and e is waiting
                                         for other, waiting in pending_mandatory_triggers(state))]
    if len(pending) != 1:
        return None
    effect = pending[0]
    name = state.infos[ref].name
    state.assume(f"No effect of {name} is named, and its mandatory {named(effect)} waits to go on the chain: "
                 f"it must be activated before any Ignition Effect, so it is the one activated "
                 f"(rule {PENDING_MANDATORY_RULE})")
    state.cite(PENDING_MANDATORY_RULE)
    state.cite("edison-mandatory-trigger-before-ignition-priority")
    return effect


CARD_MEANT_RULE = "state-card-activation-meant-when-place-unstated"


def _card_activation_meant(state, step, effect: AnalyzedEffect | None) -> bool:
    """A Spell/Trap Card whose place the scenario leaves open, activated with no effect named, whose
    only activatable effect waits for an event that has not happened (Sword of Kusanagi's "When the
    equipped monster ... is returned to the hand ..."), or is one its player uses at will (an
    Ignition-like Effect): what is activated is the card itself, from the hand or Set (rule
    state-card-activation-meant-when-place-unstated), not that effect."""
    if effect is None or (effect.kind == "card-activation" and not started_by_event(effect)) \
            or not _place_and_effect_unstated(state, step):
        return False
    return _card_meant_over(state, step, [effect] if fits_the_moment(state, step.card, effect) else [])


def _place_and_effect_unstated(state, step) -> bool:
    """Is the step's card a Spell/Trap Card whose place the scenario leaves open, activated with no effect named?"""
    return state.infos[step.card].card_type in ("spell", "trap") and state.cards[step.card].zone is None \
        and step.effect is None and step.effect_text is None


def _card_meant_over(state, step, fitting: list[AnalyzedEffect]) -> bool:
    """Of a Spell/Trap Card whose place is unstated, with no effect named, the effects whose timing
    fits the moment (``fitting``) decide nothing unless one waits for an event that has happened: an
    effect its player may use at any such moment (Black Garden's Ignition-like "You can target 1
    monster in your GY ...") fits it no better than the card's own activation, which is the one meant
    (rule state-card-activation-meant-when-place-unstated)."""
    info = state.infos[step.card]
    if not _place_and_effect_unstated(state, step) or any(started_by_event(e) for e in fitting):
        return False
    state.assume(f"The scenario does not say where {info.name} is, and no effect of it whose event has happened "
                 f"is named: the card itself is activated (rule {CARD_MEANT_RULE})")
    state.cite(CARD_MEANT_RULE)
    return True
