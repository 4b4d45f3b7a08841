"""Sentences that read like an event followed by an action but are applied, never activated:
no Chain Link, no response window, nothing that can miss the timing (kind ``continuous``).

The rulings class these as Continuous (or Continuous-like) Effects or as costs:

* a maintenance cost paid in a phase ("During each of your End Phases, destroy this card
  unless you send ...", "pay 500 Life Points or destroy this card");
* a follow-up on a linked card (of a Spell/Trap, or of a monster that destroys what it is linked to): this card or the card it is linked to leaves the
  field, or is destroyed, and the other goes with it ("When this card leaves the field,
  destroy that monster", "When the selected card is removed from the field, destroy this card");
* what a card does each time something is activated or resolves ("Each time a Spell Card is
  activated, place 1 Spell Counter on this card when that Spell resolves", "... gain 500 LP
  immediately after it resolves");
* a standing negation of effects that activate or apply ("If the effect of a LIGHT monster is
  activated, negate that effect", "negate that monster's effects that activate ...");
* a monster's standing rule or ability with nothing to activate ("Negate all Trap effects on
  the field", "This card can attack twice during each Battle Phase", "Destroy this card
  unless ...");
* a Continuous Spell/Trap whose text is a standing rule ("Both players must ...", "Change all
  Level 4 or higher monsters to Defense Position").

A PSCT colon always makes an activated effect: a sentence with one is never read here.
"""

from __future__ import annotations

import re

from edison_kg.vocab.model import EventPattern
from edison_kg.cardtext.words import CHAINED

MAINTENANCE_COST = ("a maintenance cost: paid (or the card is destroyed) when the phase comes, never activated, "
                    "so it starts no Chain (rule cost-maintenance-not-activated)")

# the phase-timed part a maintenance cost asks for, or the card goes
_MAINTENANCE = re.compile(
    r"\bdestroy this card,? (unless|if you (do not|don't|cannot))\b|\bor (destroy|send) this card\b|"
    r"\bif you (do not|don't|cannot)\b[^.]*\b(destroy this card|this card is destroyed|send this card)\b|"
    r"\bmust pay \d+ (life points|lp)\b", re.I)   # (185) "... must pay 500 Life Points during each of their Standby Phases"
# the card a Spell/Trap is linked to, or the card itself
_LINKED_CARD = (r"(this (face-up |face-down )?card|this|it|(that|the) targets?|that (monster|card)s?|"
                r"the (target|selected|equipped|special summoned|targeted) (monster|card)s?(\(s\))?|"
                r"any of the selected monsters|both of those monsters|\"[^\"]+\")")
_LEAVES = re.compile(rf"^(when|if) {_LINKED_CARD} (is |are |have been |has been )?(leaves?|removed from) "
                     r"(the|your side of the) field\b", re.I)
# "When that monster is destroyed", "If the target is changed to Defense Position", "... is no longer ..."
_DESTROYED = re.compile(rf"^(when|if) {_LINKED_CARD} (is|are) (destroyed( by [^,]*)?|changed to defense position|no longer [^,]*)$",
                        re.I)
_DESTROYS_LINKED = re.compile(
    r"^(destroy|banish|remove( from play)?) (this card|that target|that monster|the target|the equipped monster|it|them|"
    r"that card|the monster|those monsters|that target and this card|both|the selected (monster|card)s?(\(s\))?)\b", re.I)
_SELF_DESTROY = re.compile(r"^(destroy (this card|it)|this card is destroyed)\.?$", re.I)
# "Destroy this card during your 2nd Standby Phase after activation": a Spell/Trap's own end after
# a count of phases is applied when the phase comes, it starts no chain
_SELF_DESTROY_IN_PHASE = re.compile(r"^destroy this card during [^.;,]*\bphase( after (its )?activation)?\.?$", re.I)
# "If this card attacks, it is changed to Defense Position at the end of the Battle Phase": the change
# of position the battle leaves behind applies when the Battle Phase ends, nothing is activated
_DEFENSE_AT_BATTLE_PHASE_END = re.compile(
    r"\b(?:(?:it|this card|that monster) is changed|change (?:it|this card)) to defense position at the end of "
    r"the battle phase\b", re.I)
# "If a monster declares an attack, it is changed to Defense Position at the end of the Damage Step": the
# same change left for the end of the Damage Step, by a monster or by a Spell/Trap on the field
_DEFENSE_AT_DAMAGE_STEP_END = re.compile(
    r"\b(?:(?:it|this card|that monster) is changed|change (?:it|this card)) to defense position at the end of "
    r"the damage step\b", re.I)
# the same sentence once the reader has moved the moment into the condition ("..., at the end of the Damage Step")
_AT_DAMAGE_STEP_END = re.compile(r"\bat the end of the damage step$", re.I)
_TO_DEFENSE = re.compile(r"^(?:(?:it|this card|that monster) is changed|change (?:it|this card)) to defense position\.?$", re.I)
DEFENSE_AT_DAMAGE_STEP_END = ("a change to Defense Position left for the end of the Damage Step: applied then, never "
                              "activated (rule ce-position-change-at-damage-step-end-not-activated)")
# "If the monster Ritual Summoned using this card destroys a monster by battle, ... draws 1 card": what a
# material gives the monster Summoned with it is applied by that monster's presence, nothing is activated
_SUMMONED_USING_THIS_CARD = re.compile(r"\bthe monster (ritual |fusion |synchro )?summoned using this card\b", re.I)
GIVEN_TO_SUMMONED_MONSTER = ("what this card gives the monster Summoned using it: applied, never activated "
                             "(rule ce-material-given-effect-not-activated)")
# "When you Ritual Summon a monster, you can banish this card from your Graveyard as 1 of the monsters required for
# the Ritual Summon": a material taken as the Ritual Spell resolves, part of that Summon; nothing is activated
_GRAVEYARD_RITUAL_MATERIAL = re.compile(
    r"^you can (banish|remove from play) this card from your (graveyard|gy) as (1|one) of the (monsters|tributes) "
    r"(required )?for the ritual summon\.?$", re.I)
GRAVEYARD_RITUAL_MATERIAL = ("a material taken from the Graveyard as the Ritual Spell resolves: part of that Summon, "
                             "never activated (rule ce-graveyard-ritual-material-not-activated)")
# "You can substitute this card for any 1 Fusion Material Monster" (Versago, the Hex-Sealed Fusions): what the card is
# worth as a material, used as that Summon is performed; no Chain Link, no timing
_SUBSTITUTE_MATERIAL = re.compile(r"^(you can substitute this card|this card can be used as a substitute) for any (1|one)\b",
                                  re.I)    # (185) King of the Swamp's wording
SUBSTITUTE_MATERIAL = ("a material this card can stand in for, used as the Summon is performed: never activated "
                       "(rule ce-substitute-material-not-activated)")
LINKED_MONSTER_FOLLOW_UP = ("a follow-up on the card this monster is linked to: applied when it leaves the field, never "
                            "activated (rule ce-linked-monster-follow-up-not-activated)")
DEFENSE_AT_BATTLE_PHASE_END = ("a change to Defense Position left for the end of the Battle Phase: applied then, never "
                               "activated (rule ce-position-change-at-battle-phase-end-not-activated)")
# "After resolving a card effect that targets this face-up card, destroy this card", "Destroy this card when it is
# targeted by the effect of a Spell or Trap Card": the monster's own destruction once a targeting effect is done with
# it, applied by a Continuous Effect (the rulings of Spirit Reaper); it starts no chain (round 109)
_TARGETED_SELF = re.compile(r"^(after resolving (a card |an )?effect that targets this (face-up )?card( on the field)?|"
                            r"when (it|this card) is targeted by (the |an )?effect of )", re.I)
_DESTROYED_WHEN_TARGETED = re.compile(r"^destroy this card when (it|this card) is targeted by (the |an )?effect of ", re.I)
SELF_DESTROYED_WHEN_TARGETED = ("the monster's own destruction after an effect that targets it has resolved: applied at "
                                "once, it starts no chain (rule ce-own-destruction-applied-at-once)")
SELF_DESTROYED_IN_PHASE = ("a Spell/Trap's own destruction when a counted phase comes: applied, it starts no chain "
                           "(rule ce-self-destruction-in-a-phase-starts-no-chain)")
# "If this face-up card is destroyed while it is in a Monster Card Zone, you can place it face-up in your Spell &
# Trap Card Zone as a Continuous Spell Card, instead of sending it to the Graveyard": a choice made as the card would
# be sent, which its rulings say does not use the chain
_SELF_DESTROYED = re.compile(r"^if this (?:face-up )?card is destroyed\b", re.I)
_CHOSEN_INSTEAD = re.compile(r"^you can [^.;]*\binstead of sending it to the (?:gy|graveyard)\.?$", re.I)
CHOSEN_REPLACEMENT = ("a replacement its player chooses as the card would be sent to the Graveyard: applied then, it "
                      "starts no chain (rule ce-replacement-chosen-starts-no-chain)")
# "..., and was in face-up Attack Position ...: Inflict damage .... If you do, after damage calculation: Destroy this card":
# a part the effect before does later, as it goes on resolving; nothing new is activated
_LATER_PART = re.compile(r"^if you do, (?:after damage calculation|at the end of the damage step)$", re.I)
LATER_PART = ("a later part of the effect before it, done after damage calculation as that effect goes on: applied, "
              "never activated (rule ce-later-part-of-the-same-effect-not-activated)")
_ANSWERED = {"card_activated", "effect_activated", "chain_link_resolved"}
# "negate that monster's effects that activate or apply ...", "any effects ... that activate ... are negated"
_STANDING_NEGATION = re.compile(r"\bnegate\b[^.;]*\beffects?\b[^.;]*\b(that|which) (activate|apply|are activated)\b|"
                                r"\beffects?\b[^.;]*\b(that|which) (activate|apply)\b[^.;]*\b(is|are) negated\b", re.I)
# a monster's standing rule: what applies while it is face-up, written as an order or an ability
_MONSTER_RULE = re.compile(
    r"^(negate\b(?! the (activation|summon|attack)\b)|take control of the equipped monster\b|"
    r"(banish|remove from play) any (monster|card)s? (destroyed|that)\b|destroy this card (if|unless)\b|"
    r"(both players|each player|neither player)\b)", re.I)
_ABILITY = re.compile(r"^(this card |it )?can (attack twice|make a second attack|attack (up to )?(two|three|\d) times)\b", re.I)
# a Continuous Spell/Trap's standing rule (its activation does nothing else)
_CARD_RULE = re.compile(r"^(both players|each player|neither player)\b|^change all\b[^.]*\bpositions?\b|"
                        r"^(each|every) time\b[^.]*\bcounters?\b", re.I)


def standing_rule(body: str, *, monster: bool) -> bool:
    """Is ``body`` a standing rule of the card rather than something done once?"""
    return bool((_MONSTER_RULE if monster else _CARD_RULE).match(body)) or bool(_SELF_DESTROY.match(body))


def applied(cond: str | None, body: str, event: EventPattern | None, event_based: bool, optional: bool,
            colon: bool, monster: bool, psct: bool = False) -> tuple[bool, str | None]:
    """(is the sentence applied rather than activated, a note why where the kind alone does not
    say it). ``colon``: the text has a PSCT colon after its condition; ``psct``: the text is an
    Edison-accurate PSCT, whose grammar gives every activated effect a colon."""
    if monster and cond and _SELF_DESTROYED.match(cond) and _CHOSEN_INSTEAD.match(body):
        return True, CHOSEN_REPLACEMENT
    if cond and _LATER_PART.match(cond):
        return True, LATER_PART
    if monster and cond and (_TARGETED_SELF.match(cond) and _SELF_DESTROY.match(body) or _DESTROYED_WHEN_TARGETED.match(body)):
        return True, SELF_DESTROYED_WHEN_TARGETED
    if monster and cond and re.search(r"\britual summon\b", cond, re.I) and _GRAVEYARD_RITUAL_MATERIAL.match(body):
        return True, GRAVEYARD_RITUAL_MATERIAL
    if monster and _SUBSTITUTE_MATERIAL.match(body):
        return True, SUBSTITUTE_MATERIAL
    if colon or re.match(r"^(you can|you may)\b", body, re.I) or ";" in body:
        return False, None
    if monster and not event_based and _ABILITY.match(body) and (cond is None or re.match(r"^(while|as long as|if)\b", cond, re.I)):
        return True, None                # "This card can attack twice during each Battle Phase": an ability
    if optional:
        return False, None
    phase = bool(event is not None and event.types == ["phase_entered"])
    if phase and _MAINTENANCE.search(body):
        return True, MAINTENANCE_COST
    if event_based and not phase and set(event.types) <= _ANSWERED and not re.match(r"^negate the (activation|summon)\b", body, re.I) \
            and not CHAINED.search(cond or ""):     # "are Chained": a trigger (rule trig-chained-card-activation)
        return True, None                # "each time a Spell Card is activated ... when it resolves"
    if _STANDING_NEGATION.search(body):
        return True, None
    if monster and event_based and _DEFENSE_AT_BATTLE_PHASE_END.search(body):
        return True, DEFENSE_AT_BATTLE_PHASE_END
    if event_based and (_DEFENSE_AT_DAMAGE_STEP_END.search(body) or cond and _AT_DAMAGE_STEP_END.search(cond)
                        and _TO_DEFENSE.match(body)):
        return True, DEFENSE_AT_DAMAGE_STEP_END
    if monster and cond and _SUMMONED_USING_THIS_CARD.search(cond):
        return True, GIVEN_TO_SUMMONED_MONSTER
    if monster and cond and _LEAVES.match(cond) and _DESTROYS_LINKED.match(body):
        return True, LINKED_MONSTER_FOLLOW_UP
    if monster:
        return bool(cond is None and _MONSTER_RULE.match(body)), None
    # Spells and Traps: a PSCT sentence without a colon, the follow-ups of a linked card
    if psct and cond:
        return True, None
    if phase and _SELF_DESTROY_IN_PHASE.match(body):
        return True, SELF_DESTROYED_IN_PHASE
    if cond and _LEAVES.match(cond):
        return True, None
    if cond and (_DESTROYED.match(cond) and _DESTROYS_LINKED.match(body) or not phase and _SELF_DESTROY.match(body)):
        return True, None
    return False, None
