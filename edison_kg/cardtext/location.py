"""Where a card must be to activate one of its effects, read from the effect's wording: in the
hand ("Special Summon this card from your hand", "discard this card"), in the GY ("if this
card is in your GY", "banish this card from your GY"), or face-up on the field (a monster's
ignition and quick effects, the effects of a face-up Continuous card, a trigger for this card
destroying a monster "and sending it to the GY": rule bt-destroys-and-sends-needs-field, and a
monster's trigger that watches other cards: rule state-face-up-on-the-field-to-activate).
None: wherever its event left it (Sangan in the GY) or anywhere."""

from __future__ import annotations

import re

from edison_kg.vocab.model import AnalyzedEffect

_VERB = r"(?:send|discard|reveal|special summon|summon|banish|remove|tribute|return|shuffle)"
# "By discarding this card from your hand": a cost in the -ing form names the same place
_VERB_ING = r"(?:sending|discarding|revealing|special summoning|summoning|banishing|removing|tributing|returning|shuffling)"
_HAND = re.compile(r"\bthis card (?:is )?in your hand\b|\bdiscard(?:ing)? this card\b|\breveal(?:ing)? this card\b|"
                   rf"\b{_VERB_ING} this card\b[^.;:]{{0,40}}?\bfrom your hand\b|"
                   rf"\b{_VERB} this card\b[^.;:]{{0,40}}?\bfrom your hand\b", re.I)
_GRAVEYARD = re.compile(r"\bthis card (?:is |must be )?in (?:your|the) (?:graveyard|gy)\b|"
                        rf"\b{_VERB_ING} this card\b[^.;:]{{0,40}}?\b(?:in|from) (?:your|the) (?:graveyard|gy)\b|"
                        rf"\b{_VERB} this card\b[^.;:]{{0,40}}?\b(?:in|from) (?:your|the) (?:graveyard|gy)\b", re.I)
# "if this card is currently banished": the adverb says where it is when the time comes, as "is banished" does
_BANISHED = re.compile(r"\bthis card is (?:currently )?(?:banished|removed from play)\b(?! by)|\bthis banished card\b", re.I)
_DESTROYS_AND_SENDS = re.compile(r"\bthis (?:card|monster) destroys\b[^:]*\band sends? (?:it|them)\b", re.I)
_CONTINUOUS_CARDS = ("continuous", "field", "equip")
SUMMONED = frozenset({"special_summon", "normal_summon"})
_ABOUT_ITSELF = re.compile(r"\bthis (?:[\w-]+ )?(?:card|monster|token)\b|\btokens?\b", re.I)
# events that move the card itself: its trigger is activated wherever the event left it
MOVING = frozenset({"sent_to_gy", "destroyed", "banished", "discarded", "returned_to_hand", "returned_to_deck",
                    "added_to_hand", "drawn", "tributed"})
# "if this card is currently banished, and was banished this turn": where it is now (a place it acts from), and the
# move that put it there, looked back at as its own earlier event (rule state-phase-effect-card-still-in-its-place)
_THERE_AND_MOVED = re.compile(r"\bif this card is (?:currently )?(?:banished|removed from play|in (?:your|the) (?:graveyard|gy))"
                              r",? and ((?:was|has been)\s+(?!in\b|on\b|face-up\b|face-down\b).*)$", re.I)


def looked_back_from_its_place(cond: str) -> str | None:
    """"If this card was banished this turn", from a condition that first says where the card is now; else None."""
    m = _THERE_AND_MOVED.search(cond)
    return "If this card " + m.group(1) if m else None


def activates_from(effect: AnalyzedEffect, card_type: str, subtypes: str) -> str | None:
    """"hand", "graveyard", "banished", "field" (face-up on the field) or None."""
    if effect.kind in ("card-activation", "continuous", "unanalyzed"):
        return None
    condition = effect.condition
    if effect.kind in ("trigger", "trigger-like", "flip") and condition is not None and condition.self_card \
            and set(condition.types) <= MOVING:
        return None
    pieces = [effect.condition_text or ""] + [c.text for c in effect.cost_clauses] + [c.text for c in effect.clauses]
    if any(_HAND.search(piece) for piece in pieces):
        return "hand"
    if any(_GRAVEYARD.search(piece) for piece in pieces):
        return "graveyard"
    if _BANISHED.search(effect.condition_text or ""):
        return "banished"
    if effect.kind in ("trigger", "trigger-like", "flip"):
        if _DESTROYS_AND_SENDS.search(effect.condition_text or ""):
            return "field"
        if card_type == "monster" and _phase_effect_on_the_field(effect):
            return "field"
        if card_type == "monster":
            return "field" if _watches_others(effect) else None
        return "field" if _continuous_card_watches(effect, subtypes) else None
    if card_type == "monster":
        return "field"                       # ignition and quick effects of a monster
    return "field" if any(word in subtypes for word in _CONTINUOUS_CARDS) else None


_DURING_PHASE = re.compile(r"^(?:once per turn, )?during\b", re.I)
_OFF_THE_FIELD = re.compile(r"\b(?:graveyard|gy|hand|deck|banish\w*|removed? from play)\b", re.I)
_LINGERING = re.compile(r"\bphase of this turn\b", re.I)
# "... this card from your hand", "banish this card", "return this card to the Deck": the card itself elsewhere
_THIS_CARD_ELSEWHERE = re.compile(r"\bthis card\b[^.;:]{0,40}?\b(?:graveyard|gy|hand|deck|banish\w*|removed? from play)\b|"
                                  r"\b(?:banish|remove)\w* this card\b", re.I)
# "As long as this card remains face-up on your side of the field, ... during each of your Standby Phases"
_FACE_UP_THEN_PHASE = re.compile(r"^(?:while|as long as) this (?:card|monster) (?:is|remains) (?:in )?face-up\b", re.I)
_TURN_PHASES = frozenset({"draw", "standby", "end"})
# a phase effect whose condition says its player controls the card then, even one that looks back at a move of its own
# ("if you controlled this face-up card ... at the end of the opponent's last End Phase": the card it looks back at
# must still be there to act)
_STILL_CONTROLS = re.compile(r"\byou (?:still )?control(?:led)? this (?:face-up |attack position |defense position )?(?:card|monster)\b", re.I)


def _phase_effect_on_the_field(effect: AnalyzedEffect) -> bool:
    """A monster's "During your Standby Phase: ..." / "During the End Phase, if this card ...":
    an effect of the card on the field (rule state-phase-effect-of-a-monster-on-the-field), when
    its text names no other place it could act from and looks back at no move of its own."""
    condition = effect.condition
    if condition is None or "phase_entered" not in condition.types:
        return False
    if not condition.phases or not set(condition.phases) <= _TURN_PHASES:
        return False
    if _STILL_CONTROLS.search(effect.condition_text or ""):
        return True           # "if you still control this face-up card during ...": on the field
    if effect.clauses and all(c.action == "return_to_hand" and c.subject in ("self", "it") for c in effect.clauses):
        # a Spirit monster's "During the End Phase of the turn this card is Normal Summoned or
        # flipped face-up: Return it to the hand": the hand is where it goes, the card returns from the field
        return True
    if condition.earlier is not None and not _own_attack(condition.earlier):
        return False          # an earlier event that may have moved it; its own attack left it where it was
    text = effect.text or ""
    if _LINGERING.search(text):
        return False          # "During the End Phase of this turn, return it": what an earlier effect left to do
    # a place named in its condition ("During your Standby Phase, if this card is in your GY") is where it acts from;
    # a place its clauses send cards to or count them in ("send 1 card ... to the Graveyard for each ... in your
    # Graveyard") is not
    return bool(_DURING_PHASE.search(text) or _FACE_UP_THEN_PHASE.search(effect.condition_text or "")) \
        and not _OFF_THE_FIELD.search(effect.condition_text or "") \
        and not _THIS_CARD_ELSEWHERE.search(text)


def _own_attack(earlier) -> bool:
    """"if this card attacked this turn": its own attack declaration, made on the field."""
    return earlier.types == ["attack_declared"] and earlier.self_card and earlier.attack_role == "attacker"


def _watches_others(effect: AnalyzedEffect) -> bool:
    """Does a monster's trigger watch for what happens to other cards or players ("When a
    Defense Position monster is destroyed by battle", "When your opponent Special Summons")? Such
    an effect is activated by the monster face-up on the field (rule
    state-face-up-on-the-field-to-activate): one about the monster itself, its battles, its
    equipped cards or its own earlier event acts wherever that left it, and so does one that
    Summons the monster itself."""
    condition = effect.condition
    if condition is None or condition.earlier is not None:
        return False
    if condition.self_card or condition.actor_self or condition.target_self or condition.attack_role \
            or condition.equipped_role or condition.self_equipped:
        return False
    if any(c.subject == "self" and c.event in SUMMONED for c in effect.clauses):
        return False          # "Special Summon this card": from the hand or the GY, where it is
    if _ABOUT_ITSELF.search(effect.condition_text or ""):
        return False          # "this attacking card", "this Token": about itself, wherever that left it
    return "phase_entered" not in condition.types


# the equipped monster leaving the field sends its Equip Card with it: such a trigger acts from the GY
_EQUIPPED_LEAVES = MOVING | {"leaves_field", "left_field"}
# the monster the card is linked or equipped to ("that monster", "the equipped monster", "it")
_LINKED = re.compile(r"\b(?:that|the equipped|the selected|the targeted) (?:monster|target|card)s?\b|\bit\b", re.I)


def _continuous_card_watches(effect: AnalyzedEffect, subtypes: str) -> bool:
    """A Continuous, Equip or Field Spell/Trap's trigger for what happens to other cards or to
    its equipped monster while it stays on the field ("When control of the equipped monster
    changes", "Each time a monster is Special Summoned"): the card activates it face-up on the
    field, so a card that has left the field by then does not (rule
    state-continuous-card-effect-on-the-field). Not one for the equipped monster leaving the
    field (the Equip Card leaves with it, and its effect acts from the GY) nor a phase effect."""
    if not any(word in subtypes for word in _CONTINUOUS_CARDS):
        return False
    condition = effect.condition
    if condition is None or condition.earlier is not None or "phase_entered" in condition.types:
        return False
    if condition.self_card or condition.actor_self or condition.target_self or condition.attack_role:
        return False
    text = effect.condition_text or ""
    if _ABOUT_ITSELF.search(text) or re.search(r"\bduring\b", text, re.I):
        return False          # about its own move, or a phase it looks forward to
    leaving = not set(condition.types).isdisjoint(_EQUIPPED_LEAVES)
    if leaving and re.search(r"\bcards?\b", text, re.I):
        return False          # cards leaving, this one among them: it acts from where it went
    if (condition.equipped_role or condition.self_equipped or _LINKED.search(text)) \
            and leaving:
        return False
    return True
