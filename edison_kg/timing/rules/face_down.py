"""Face-down cards, and effects that watch the field from it.

* A card face-down on the field activates none of its effects, triggers included: only a Set
  Spell or Trap Card's own activation and a Flip Effect (as its monster is flipped) come from a
  face-down card (rule state-set-card-activates-nothing). A monster Summoned face-down, still
  Set at the start of the Damage Step, or turned face-down before its phase effect comes,
  activates nothing then.
* A face-down card shows no name, Type, Attribute or ATK: a condition on the kind of a card
  destroyed (or that left the field) face-down is read on the field, where nothing was shown,
  unless the condition also follows the card to the Graveyard, where it is face-up
  (rule state-face-down-shows-nothing).
* A card turned face-down on the field, or Special Summoned face-down, is Set (rule
  cond-flipped-face-down-is-set).
* An effect that watches the field for what happens to other cards ("each time a monster is
  Summoned", "when a monster you control is destroyed") answers only what happened while its
  card was face-up on the field: not what came before the card arrived or was turned face-up
  (rule cond-watcher-on-field-when-it-happens), and not once the monster has left the field
  (rule state-face-up-on-the-field-to-activate).

The functions read the duel state's record of each card's place and face (``State.face_at``)
and the card reader's effect structure, never a card's name."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect, EventPattern
from edison_kg.timing.rules.battle_faces import face_down_when_attacked
from edison_kg.timing.rules.how_where import READ_AT_ITS_MOMENT
from edison_kg.timing.rules.verdict import LEAVES_FIELD, Verdict

SET_CARD_RULE = "state-set-card-activates-nothing"
FACE_UP_TO_ACTIVATE = "state-face-up-on-the-field-to-activate"
SHOWS_NOTHING = "state-face-down-shows-nothing"
WATCHER_RULE = "cond-watcher-on-field-when-it-happens"
TURNED_FACE_DOWN_IS_SET = "cond-flipped-face-down-is-set"
# effects that come from a face-down card, or that are not activated at all
NOT_FROM_THE_FIELD = ("card-activation", "flip", "continuous", "unanalyzed")
ELSEWHERE = ("hand", "graveyard", "banished")
# its own event takes the card off the field: it acts from where it went
OWN_DEPARTURE = (*LEAVES_FIELD, "discarded", "sent_to_gy")
# events a watching effect is not asked about: the phase and the chain (their own rules decide)
NOT_WATCHED = ("phase_entered", "chain_link_resolved", "chain_resolved", "effect_applied")


def activates_on_the_field(effect: AnalyzedEffect) -> bool:
    """Is the effect activated from its card on the field: not a card's activation or a Flip
    Effect, not an effect of the hand, the GY or the banishment, and not started by its own
    card leaving the field?"""
    if effect.kind in NOT_FROM_THE_FIELD or effect.activates_from in ELSEWHERE:
        return False
    condition = effect.condition
    return not (condition is not None and condition.self_card and not set(condition.types).isdisjoint(OWN_DEPARTURE))


def watches_others(pattern: EventPattern | None) -> bool:
    """Is the condition about what happens to other cards, not to this card or by it?"""
    return pattern is not None and not (pattern.self_card or pattern.target_self or pattern.actor_self
                                        or pattern.equipped_role or pattern.self_equipped)


# ------------------------------------------------------------------ can it be activated from where it is?

def not_in_place(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """The activation rule: an effect activated on the field whose card is face-down there."""
    if effect is None or not activates_on_the_field(effect):
        return None
    card = state.cards[ref]
    if card.zone == "spell_trap_zone" and state.infos[ref].card_type == "monster" and not _equips_itself(state.infos[ref]):
        # equipped as an Equip Card (Relinquished): no monster while there, so its monster effects are not
        # activated (rule eq-monster-card-as-equip-activates-nothing); a monster whose own text equips it (a Union
        # monster, Armory Arm's "equip this card to that target") has effects written for it as an Equip Card
        return Verdict("no", "other", [FACE_UP_TO_ACTIVATE, AS_EQUIP_RULE],
                       f"{state.infos[ref].name} is in the Spell & Trap Zone as an Equip Card: it is no monster there, "
                       f"so its monster effects are not activated.")
    if not (card.on_field and card.face_up is False) or state.infos[ref].card_type != "monster":
        return None                   # a Set Spell/Trap Card's effect may be activated with the card itself
    if effect.condition is not None and (effect.condition.self_face_up is False
                                         or (effect.condition.position or "").startswith("face-down")):
        return None                   # "this face-down card" ("attacked in face-down Defense Position"): while Set
    named = [need.split(" ", 1)[1] for need in effect.needs_held if need.startswith("self-position ")]
    if named:   # "This card must be in face-up Defense Position to activate": the state its text names does not hold
        return Verdict("no", "condition-not-met", [FACE_UP_TO_ACTIVATE, SET_CARD_RULE, OWN_POSITION_RULE],
                       f"{state.infos[ref].name} is face-down on the field: its text lets it be activated only while "
                       f"it is in face-up {named[0].title()} Position.")
    return Verdict("no", "other", [FACE_UP_TO_ACTIVATE, SET_CARD_RULE],
                   f"{state.infos[ref].name} is face-down on the field: a face-down card activates none of its "
                   f"effects (only a Set Spell or Trap Card's activation, or a Flip Effect as the monster is flipped).")


OWN_POSITION_RULE = "cond-activation-needs-its-own-position"
AS_EQUIP_RULE = "eq-monster-card-as-equip-activates-nothing"      # round 182


def _equips_itself(info) -> bool:
    """Does the monster's own effect make it an Equip Card (a Union monster; "equip this card to ...", read by the card
    reader as an "equip" deed on the card itself)?"""
    return "Union" in info.subtypes or any(clause.action == "equip" and clause.subject == "self"
                                           for effect in info.effects for clause in effect.clauses)


# ------------------------------------------------------------------ conditions read as the cards were then

def not_seen(state, ref: str, effect: AnalyzedEffect, happening) -> str | None:
    """An event that meets the condition's words but that the card did not see as the
    condition needs: the rule that says so (a key of NOT_SEEN), or None."""
    pattern = effect.condition
    return _set_when_attacked(state, ref, effect, happening) or _hidden_kind(pattern, happening) \
        or _not_watching_then(state, ref, effect, happening)


def _set_when_attacked(state, ref: str, effect: AnalyzedEffect, happening) -> str | None:
    """"If this card is attacked" met by an attack on it while it was Set, or "when this
    face-up card attacks or is attacked and is destroyed" by the destruction of a monster that
    was Set when the attack was declared: the condition is read at the attack declaration, and
    a Set monster showed no effect then, even if the attack flipped it (rule
    state-condition-read-at-its-moment)."""
    pattern, event = effect.condition, happening.event
    if effect.kind == "flip" or pattern.self_face_up is False or (pattern.position or "").startswith("face-down"):
        return None                   # "When this face-down Defense Position card is attacked"
    if event.event == "attack_declared":
        # "this face-up card", or still Set now: what it would do for the attack it cannot do (an
        # effect applied later, "at the end of the Damage Step", is applied by the monster face-up then)
        about_it = pattern.target_self or (pattern.self_card and pattern.attack_role in ("target", "either"))
        if about_it and event.target == ref and state.face_at(ref, happening.moment + 1)[1] is False \
                and (pattern.self_face_up or state.cards[ref].face_up is False):
            return READ_AT_ITS_MOMENT
        return None
    if "attack_declared" in pattern.types and pattern.self_face_up and event.card == ref:
        return READ_AT_ITS_MOMENT if face_down_when_attacked(state, ref, happening.moment) else None
    return None


def _hidden_kind(pattern: EventPattern, happening) -> str | None:
    """A condition on the kind of a card ("a Beast-Type monster is destroyed") met by a card
    that was face-down on the field when it was destroyed or left: it showed no kind then, and
    the condition does not follow it to the Graveyard ("sent to the Graveyard"), where it would
    be face-up (rules state-face-down-shows-nothing, state-position-when-it-left)."""
    if pattern.self_card or not pattern.kind.names_properties or happening.was_on_field is not True \
            or happening.was_face_up is not False:
        return None
    if pattern.to_zone is not None or "sent_to_gy" in pattern.types or happening.event.event not in LEAVES_FIELD:
        return None
    return SHOWS_NOTHING


def _not_watching_then(state, ref: str, effect: AnalyzedEffect, happening) -> str | None:
    """A watching effect whose card is face-up on the field now but was not when the event
    happened (it arrived with it or after it, or was face-down then) did not see it."""
    if happening.synthetic or happening.event.event in NOT_WATCHED or not activates_on_the_field(effect) \
            or not watches_others(effect.condition):
        return None
    if not state.face_up_on_field(ref):
        return None                   # face-down or gone now (not_in_place speaks)
    if face_up_there(state, ref, happening.moment):
        # a Spell/Trap face-up but still being activated applies nothing yet: what
        # happened before its activation resolved is not counted (rule ce-card-watches-once-its-activation-resolved)
        return ACTIVATION_NOT_RESOLVED if effect.kind in ("trigger", "trigger-like") \
            and _activation_unresolved_at(state, ref, happening.moment) else None
    return WATCHER_RULE


def _activation_unresolved_at(state, ref: str, moment: int) -> bool:
    """Was the Spell/Trap Card ``ref`` being activated at ``moment`` (its card activation on the
    chain, not yet resolved)?"""
    if state.infos[ref].card_type not in ("spell", "trap"):
        return False

    def activation(link) -> bool:
        return link.card == ref and not link.trigger and (link.effect is None or link.effect.kind == "card-activation")
    if any(activation(link) and link.first_moment <= moment for link in state.chain):
        return True
    return any(activation(link) and link.first_moment <= moment < end for end, link in state.resolved.items())


def face_up_there(state, ref: str, moment: int) -> bool:
    """Was the card face-up on the field just before ``moment`` (what the scenario leaves open
    is not questioned)?"""
    on_field, face_up = state.face_at(ref, moment)
    return on_field is not False and face_up is not False


def counts_as_set(event) -> bool:
    """Is the event a monster being Set, though it is written otherwise: turned face-down on the
    field, or Special Summoned face-down, by the engine's reading or in the position the scenario states (rule
    cond-flipped-face-down-is-set)?"""
    return event.event == "flipped_face_down" or ((event.face_down or event.position == "face_down")
                                                  and event.event != "set")


ACTIVATION_NOT_RESOLVED = "ce-card-watches-once-its-activation-resolved"
# why an event did not meet a condition as the card saw it: rules, and what to say
NOT_SEEN = {
    ACTIVATION_NOT_RESOLVED: ((ACTIVATION_NOT_RESOLVED, "limit-continuous-card-not-before-it-resolves",
                               "trigger-effect-definition"),
                              "Its card was still being activated when that happened: a Spell or Trap Card's effects "
                              "apply only once its activation has resolved, so it did not see it."),
    READ_AT_ITS_MOMENT: ((READ_AT_ITS_MOMENT, "bt-start-before-flip", SET_CARD_RULE, "trigger-effect-definition"),
                         "It was face-down when the attack was declared: a condition on that moment is read then, and "
                         "a Set monster shows no effect, even if the attack flips it face-up later."),
    SHOWS_NOTHING: ((SHOWS_NOTHING, "state-position-when-it-left", "trigger-effect-definition"),
                    "The card it is about was face-down when it left the field: a face-down card shows no name, Type, "
                    "Attribute or ATK, so it was not the kind of card the condition names."),
    WATCHER_RULE: ((WATCHER_RULE, "trigger-effect-definition"),
                   "Its card was not face-up on the field when that happened (it arrived with it or after it, or was "
                   "face-down then): an effect that watches the field answers only what happens while it is there."),
}
