"""Conditions on the chain itself and on what an activation answers, read from the card's
wording (the timing rules of timing/rules/chain_limits.py apply them):

- "Activate only as Chain Link 4 or higher": the lowest Chain Link it may be;
- "You cannot activate this card if multiple cards/effects with the same name are in that
  Chain": no two links of the chain with one name;
- "After a Chain with 3 or more Links resolves": the chain that resolved (its links, its names);
- "an effect that activates when a monster is Normal Summoned": the activation answered must be
  of a trigger effect set off by that kind of Summon;
- "declares a second direct attack during the same Battle Phase": which attack, and a direct one;
- "This card cannot attack the turn you activate this effect": no activation after such an attack;
  "If you activate this effect, this card cannot attack during this turn": only the attacks after it.
"""

from __future__ import annotations

import re
from dataclasses import replace

from edison_kg.vocab.model import AnalyzedEffect, EventPattern
from edison_kg.cardtext.words import CHAINED

_CHAIN_LINK_MIN = re.compile(r"\bactivate (?:only )?as chain link (\d+) or higher\b")
_SAME_NAME = re.compile(r"\bmultiple cards(?:/effects)? with the same name\b[^.]*\bchain\b")
_CHAIN_LINKS = re.compile(r"\bchain \(?(?:with|of) (\d+) or more links\b")
# "an Effect Monster whose effect activated when a monster was Normal Summoned", "a monster
# effect ... that activates when a monster is Normal Summoned", "a Monster Effect is triggered
# because a monster was Normal Summoned"
_SET_OFF = re.compile(
    r"\beffects?\b[^.:;]*?\b(?:activates|activated|is triggered|was triggered|triggers)\b[^.:;]*?"
    r"\b(?:when|because) a monster (?:is|was) ((?:(?:normal|special|flip|tribute)(?:\s*(?:/|or|,)\s*)?)+) summoned\b")
_SUMMON_WORDS = {"normal": "normal_summon", "tribute": "tribute_summon", "flip": "flip_summon",
                 "special": "special_summon"}
_BY_A_DIRECT_ATTACK = re.compile(r"\b(?:by|with|from) (?:a |an |its )?direct attack\b|\bdirect battle damage\b"
                                 r"|\bsuccessfully attacks? (?:your opponent(?:'s life points)? )?directly\b|\bby attacking directly\b")
_ATTACK_ON_THEIRS = re.compile(r"\bthis card declares an attack on (?:an? |your )?opponent's\b")
_DIRECT_ATTACK = re.compile(r"\bdeclares? (?:a |an )?(?:(?:first|second|third) )?direct attack\b")
_ATTACK_NUMBER = re.compile(r"\bdeclares? (?:a |an )?(first|second|third) (?:direct )?attack\b")
_NUMBERS = {"first": 1, "second": 2, "third": 3}
# "this card cannot attack the turn you activate this effect", "If you activate this effect,
# this card cannot attack during this turn"; "You cannot declare an attack during the turn you
# activate this effect", "If you activate this card, you cannot declare an attack this turn"
_CANNOT = r"(?:cannot|can't|can not|can\u2019t)"
_ATTACKS_FORBIDDEN = (
    # "You cannot conduct your Battle Phase the turn you activate this": no Battle Phase at all
    ("battle-phase", re.compile(rf"\byou {_CANNOT} conduct your battle phase(?: during)? the turn you activate this "
                                rf"(?:effect|card)\b|"
                                # the older wording, "If you activate this effect you cannot conduct
                                # your Battle Phase this turn"
                                rf"\bif you activate this (?:effect|card),? you {_CANNOT} conduct your battle phase\b")),
    # all its player's monsters but one: "The other two monsters cannot attack the turn you activate
    # this effect", "You can't attack the turn you activate this effect, except with that target"
    ("others", re.compile(rf"\bthe other (?:\w+ )?monsters {_CANNOT} (?:attack|declare an attack)(?: during)? the turn "
                          rf"you activate this (?:effect|card)\b|\byou {_CANNOT} (?:attack|declare an attack)(?: during)? "
                          rf"the turn you activate this (?:effect|card), except with\b")),
    # what the effect does when it resolves: one monster attacks this turn, the others may not ("this
    # turn, it must attack all monsters your opponent controls once each, also other monsters you control cannot
    # attack"): read as "others", and it is for the attacks of this turn
    ("one-attacker", re.compile(rf"\b(?:this|the) turn\b[^.]*\bother monsters you control {_CANNOT} "
                                rf"(?:attack|declare an attack)\b|\bother monsters you control {_CANNOT} "
                                rf"(?:attack|declare an attack) this turn\b")),
    ("self", re.compile(rf"\bthis (?:card|monster) {_CANNOT} (?:attack|declare an attack)(?: during)? the turn you "
                        rf"activate this (?:effect|card)\b|\bif you activate this (?:effect|card), this (?:card|monster) "
                        rf"{_CANNOT} (?:attack|declare an attack)(?: during)? this turn\b|"
                        # "This card cannot attack the turn this effect is activated" (a sentence after the effect)
                        rf"\bthis (?:card|monster) {_CANNOT} (?:attack|declare an attack)(?: during)? the turn this "
                        rf"effect is activated\b")),
    # "The equipped monster cannot attack the turn you activate this effect" (Omega Goggles)
    ("equipped", re.compile(rf"\bthe equipped monster {_CANNOT} (?:attack|declare an attack)(?: during)? the turn you "
                            rf"activate this (?:effect|card)\b")),
    ("you", re.compile(rf"\b(?:you|monsters you control) {_CANNOT} (?:declare an attack|attack)(?: during)? the turn "
                       rf"you activate this (?:effect|card)\b|\bif you activate this (?:effect|card), you {_CANNOT} "
                       rf"declare an attack\b")),
)


# "Neither player can activate Spell/Trap Cards in response to this effect's activation", "Neither player can activate
# cards or effects in response to this card's activation": what may not be chained to that one activation, a chain
# limit and no lock (rule chain-response-barred)
_RESPONSES_BARRED = re.compile(rf"\b(?:neither player can|your opponent {_CANNOT}) activate (?P<what>[^.;]+?) in response to "
                               rf"this (?:card's|effect's) (?:effect )?activation\b|\b(?P<kind>spell(?:/| and | or )trap) "
                               rf"cards {_CANNOT} be activated in response to this (?:card's|effect's) activation\b")


def responses_barred(text: str) -> str | None:
    """"spell-trap" when only Spell/Trap Cards may not be chained to the activation, "all" when no card or effect
    may be; None when the text bars no response."""
    found = _RESPONSES_BARRED.search(text.lower())
    if found is None:
        return None
    if found.group("kind") or "spell" in found.group("what") or "trap" in found.group("what"):
        return "spell-trap"
    return "all"


# "your opponent can only designate the selected monster as an attack target": the monster
# it selects is to be attacked, so it must be one that can be (rule bt-attack-target-pick-must-be-attackable)
_PICKS_THE_ATTACK_TARGET = re.compile(r"\b(?:can only designate|must select) the selected monster as (?:an|the) attack target\b")


# "If you activate this effect, this card cannot attack during this turn": the attack is forbidden as what follows the
# activation, not given up for it (rule limit-own-attack-forbidden-after-activation)
_FORBIDDEN_AFTER = re.compile(rf"\bif you activate this (?:effect|card),? this (?:card|monster) {_CANNOT} "
                              rf"(?:attack|declare an attack)(?: during)? this turn\b")


def chain_facts(effect: AnalyzedEffect) -> dict:
    """The effect's conditions on the chain it is activated in, and the attacks its activation
    forbids, as AnalyzedEffect fields."""
    text = (effect.text or "").lower()
    link = _CHAIN_LINK_MIN.search(text)
    after_chain = effect.condition is not None and "chain_resolved" in effect.condition.types
    return {
        "chain_link_min": int(link.group(1)) if link and int(link.group(1)) >= 2 else None,
        # after a chain resolved, the names are those of that chain (its condition says so)
        "unique_names_in_chain": bool(_SAME_NAME.search(text)) and not after_chain,
        "attacks_forbidden": next((who for who, pattern in _ATTACKS_FORBIDDEN if pattern.search(text)), None)
        or _named_attacker(text),
        "attack_forbidden_after": bool(_FORBIDDEN_AFTER.search(text)),
        "not_the_turn_it_was": _not_the_turn_it_was(text),
        "picks_the_attack_target": bool(_PICKS_THE_ATTACK_TARGET.search(text)),
        "responses_barred": responses_barred(text),
    }


# '"Red-Eyes B. Dragon" cannot attack the turn you activate this card': the monsters of that name
_NAMED_CANNOT_ATTACK = re.compile(rf'"([^"]+)" {_CANNOT} (?:attack|declare an attack)(?: during)? the turn you '
                                  rf'activate this (?:effect|card)\b')


def _named_attacker(text: str) -> str | None:
    named = _NAMED_CANNOT_ATTACK.search(text)
    return f"named:{named.group(1)}" if named else None


# "You cannot activate this effect the turn this card is Normal Summoned, Special Summoned, or
# flipped face-up" / "the turn this card is Summoned": what it must not have undergone that turn
# "You cannot use this effect during the same turn this monster is Special Summoned" (Super Roboyarou); "This card
# cannot activate the following effects the turn it is Special Summoned" (Rainbow Dragon: every effect after it too)
_THE_TURN_IT_WAS = re.compile(rf"\b(?:you {_CANNOT} (?:activate|use) this effect|this effect {_CANNOT} be (?:activated|used)|"
                              rf"this (?:card|monster) {_CANNOT} activate the following effects|"
                              # "During your turn, except the turn this card was sent to the Graveyard:" (round 88)
                              r"(?:^|[,(]\s*)except)"
                              r"(?: during| in)? the (?:same )?turn (?:that )?(?:this card|this monster|it) (?:is|was) ([^.):]*)")
FOLLOWING_EFFECTS = re.compile(rf"\b{_CANNOT} activate the following effects the turn\b")
_ARRIVALS = (("normal summoned", ("normal_summon",)), ("special summoned", ("special_summon",)),
             ("flip summoned", ("flip_summon",)), ("flipped face-up", ("flipped_face_up",)),
             ("sent to the graveyard", ("sent_to_gy",)), ("sent to the gy", ("sent_to_gy",)))
_EVERY_SUMMON = ("normal_summon", "flip_summon", "special_summon")


def _not_the_turn_it_was(text: str) -> tuple[str, ...]:
    match = _THE_TURN_IT_WAS.search(text)
    if match is None:
        return ()
    words = match.group(1)
    found = [kind for phrase, kinds in _ARRIVALS if phrase in words for kind in kinds]
    if re.search(r"(?<!normal )(?<!special )(?<!flip )\bsummoned\b", words):
        found.extend(_EVERY_SUMMON)          # "Summoned": any Summon
    return tuple(dict.fromkeys(found))


def chained_pattern(pattern: EventPattern, wording: str, effect_text: str) -> EventPattern:
    """The condition with what it says of a chain that resolved, of what set off the
    activation it answers, and of the attack it answers."""
    low = wording.lower()
    changes: dict = {}
    if "chain_resolved" in pattern.types:
        links = _CHAIN_LINKS.search(low)
        changes["chain_links_min"] = int(links.group(1)) if links else None
        changes["chain_names_unique"] = bool(_SAME_NAME.search((effect_text or "").lower()))
    if "card_activated" in pattern.types and CHAINED.search(low):
        changes["chain_links_min"] = 2      # "are Chained": activated as Chain Link 2 or higher
    set_off = _SET_OFF.search(low)
    if set_off:
        # the event is the activation of that effect, not the Summon (rule neg-summon-trigger-matches-the-summon)
        words = re.findall(r"normal|special|flip|tribute", set_off.group(1))
        changes["set_off_by"] = tuple(dict.fromkeys(_SUMMON_WORDS[w] for w in words))
        changes["types"] = ["effect_activated"]
    if "attack_declared" in pattern.types:
        changes["direct_attack"] = bool(_DIRECT_ATTACK.search(low))
        if pattern.self_card and pattern.player == "opponent" and _ATTACK_ON_THEIRS.search(low):
            changes["player"] = None         # the opponent's is the attack target: this card's player declares it
        number = _ATTACK_NUMBER.search(low)
        changes["attack_number"] = _NUMBERS[number.group(1)] if number and number.group(1) != "first" else None
    if "damage_inflicted" in pattern.types and _BY_A_DIRECT_ATTACK.search(low):
        changes["direct_attack"] = True      # "inflicts battle damage to your opponent by a direct attack"
    return replace(pattern, **changes) if changes else pattern
