"""The phase an effect activated by declaration may be activated in, when its text names one:
"Once per turn, during your Main Phase 1: You can ...", "During your Main Phase 1, you can
send this equipped card to the Graveyard to ...", "This card can only be activated during Main
Phase 1.", "Activate only during your opponent's Main Phase 1", "This card can only be
activated during the Battle Phase." (contract phase names: main1, main2, battle).

A trigger's "during the End Phase" is the condition that starts it (cardtext/events.py), not
this. "During your Main Phase" names both Main Phases: an ignition effect is already limited to
them, but the effect of a face-up Spell/Trap Card that says so ("You can only activate this effect
during your Main Phase") is not (rule window-phase-named-in-its-text); a wording that names more
than one phase with different turns ("during your Main Phase or your opponent's Battle Phase")
is read as phases each with its turn: "you:main1", "you:main2", "opponent:battle"."""

from __future__ import annotations

import re

# the phase a wording names: Main Phase 1/2 and the Battle Phase (its steps with it)
_PHASE = r"(?P<whose>your opponent's |your |the |a |either player's )?(?P<phase>main phase 1|main phase 2|battle phase|main phase)(?! or\b)"
# the effect starts with it ("Once per turn, during your Main Phase 1: You can ...")
# a parenthesis may stand between the phase and the colon ("During your opponent's Main Phase (Quick
# Effect):", "During your opponent's Battle Phase (except during the Damage Step):"); "During a Battle Phase" is any
_LEADING = re.compile(r"^(?:once per turn,\s*)?during " + _PHASE
                      + r"(?:\s*\((?:quick effect|except during the damage step)\))?\s*(?:[:,]|of this turn\b)", re.I)
# a sentence saying when it may be activated
# the sentence may also name the Draw, Standby or End Phase ("You can only activate this card during
# your Standby Phase", "Activate only during the End Phase"); a leading "During the End Phase" stays a trigger's moment
_SENTENCE_PHASE = _PHASE.replace("main phase 1|", "main phase 1|draw phase|standby phase|end phase|")
_ONLY = re.compile(r"\b(?:you can only activate this (?:card|effect)(?: once per turn,)?|this (?:card|effect) can only be activated|"
                   r"(?:you can )?activate (?:this card |this effect )?only|only activate this (?:card|effect)|"
                   r"can only be activated|(?:^|(?<=\.\s))activate)\s+(?:during|in|at the start of)\s+" + _SENTENCE_PHASE + r"\b", re.I)
# "Activate only during your opponent's turn", "You can only activate this card during your
# opponent's turn": a whole turn, no phase named
_ONLY_TURN = re.compile(r"\b(?:you can only activate this (?:card|effect)|this (?:card|effect) can only be activated|"
                        r"(?:you can )?activate (?:this card |this effect )?only)\s+during (?P<whose>your opponent's |your )turn\b",
                        re.I)
# "During your opponent's turn: Target 1 face-up monster ..." (Physical Double, Ring of Destruction, Necro Gardna),
# "During your turn: Target 2 Spell Cards ..." (Hidden Spellbook): a leading turn before the colon, with no event after
# it, is the whole turn it may be activated in (round 79)
_LEADING_TURN = re.compile(r"^(?:once per turn,\s*)?during (?P<whose>your opponent's |your )turn\s*(?:\(quick(?: effect)?\))?\s*:", re.I)
# "During your opponent's turn, when your opponent activates a Spell Card (Quick Effect): ..." (Maryokutai), "During your
# opponent's turn, when this card ... is sent to your Graveyard ..." (Neko Mane King): a leading turn before an event
# condition is part of that condition: the event answers it only in that player's turn (round 131)
_LEADING_TURN_EVENT = re.compile(r"^(?:once per turn,\s*)?during (?P<whose>your opponent's |your )turn,\s*(?:when|if)\b", re.I)
# "Once per Battle Phase, if ...: You can ..." (a PSCT condition before its colon) is activated only
# in the Battle Phase; without a colon ("Once per Battle Phase, if this card attacks ...") it is no activated effect
_ONCE_PER_BATTLE_PHASE = re.compile(r"^once per battle phase\b[^:.]*:", re.I)
# an old-wording cost sentence that names the phase it is paid in ("Discard 1 card from your hand during
# your Main Phase 1. This monster can attack twice ..."): the effect it pays for is activated only then
_COST_IN_A_PHASE = re.compile(r"^(?:discard|send|tribute|pay|banish|remove|reveal|return)\b[^.:;]*?\bduring " + _PHASE + r"\s*\.",
                              re.I)
_NAMES = {"main phase 1": ("main1",), "main phase 2": ("main2",), "battle phase": ("battle",),
          "main phase": ("main1", "main2"),
          "draw phase": ("draw",), "standby phase": ("standby",), "end phase": ("end",)}
_WHOSE = {"your ": "you", "your opponent's ": "opponent"}


# two phases each of its own turn ("Once per turn, during your Main Phase or your opponent's Battle
# Phase, you can ...", "During your Main Phase or your opponent's Battle Phase: You can ...")
_ONE_OF_TWO = r"(?P<whose{n}>your opponent's|your) (?P<phase{n}>main phase 1|main phase 2|battle phase|main phase)"
_TWO_TURNS = re.compile(r"^(?:once per turn,\s*)?during " + _ONE_OF_TWO.format(n=1) + " or " + _ONE_OF_TWO.format(n=2)
                        + r"\s*[:,]", re.I)


# "This effect cannot be activated during the Battle Phase": every phase but the one it names (the
# Damage Step with the Battle Phase), for a trigger as for an effect activated by declaration
_NOT_DURING = re.compile(r"\bthis (?:card|effect|card's effect) (?:cannot|can't) be activated (?:during|in) " + _SENTENCE_PHASE + r"\b",
                         re.I)
_ALL_PHASES = ("draw", "standby", "main1", "battle", "main2", "end")


def phases_outside(text: str) -> tuple[str, ...]:
    """The phases it may be activated in when its text names one it cannot be; () when it names none."""
    match = _NOT_DURING.search(text)
    if match is None or (match.group("whose") or "").lower() in _WHOSE:
        return ()          # a phase of one player's turn only leaves the other player's turn open: not read
    barred = _NAMES[match.group("phase").lower()]
    return tuple(phase for phase in _ALL_PHASES if phase not in barred)


def activation_phase(text: str) -> tuple[tuple[str, ...], str | None]:
    """(the phases it may be activated in, whose turn it must be: "you" | "opponent" | None);
    ((), None) when the text names none. Two phases of different turns: each phase as "WHOSE:PHASE", no turn."""
    if _ONCE_PER_BATTLE_PHASE.match(text.strip()):
        return ("battle",), None
    two = _TWO_TURNS.match(text.strip())
    if two:
        whose = [_WHOSE[two.group(f"whose{n}").lower() + " "] for n in (1, 2)]
        if whose[0] != whose[1]:
            return tuple(f"{whose[n - 1]}:{phase}" for n in (1, 2)
                         for phase in _NAMES[two.group(f"phase{n}").lower()]), None
    match = _LEADING.search(text.strip()) or _ONLY.search(text) or _COST_IN_A_PHASE.search(text.strip())
    if match is None:
        turn = _ONLY_TURN.search(text) or _LEADING_TURN.search(text.strip()) or _LEADING_TURN_EVENT.match(text.strip())
        return (), _WHOSE[turn.group("whose").lower()] if turn else None
    return _NAMES[match.group("phase").lower()], _WHOSE.get((match.group("whose") or "").lower())


# "If this card is destroyed by battle and sent to the Graveyard, Special Summon it during the End Phase": a
# trigger whose first deed its text puts off to a phase is activated in that phase (Helios Duo and Trice
# Megistus; rule trig-deed-put-off-to-a-phase)
_PUT_OFF = re.compile(r"^(?:if|when)\b[^.;:]*?,\s*[^,.;:]*?\bduring the (?P<phase>end phase|standby phase)\b(?! of)", re.I)


def put_off_to_a_phase(text: str) -> tuple[str, ...]:
    """The phase a trigger's first deed, right after its condition, is put off to ("If ..., Special Summon it
    during the End Phase"); () when none."""
    match = _PUT_OFF.match(text.strip())
    return _NAMES[match.group("phase").lower()] if match else ()


def turn_before_the_event(text: str) -> str | None:
    """Whose turn a leading "During your (opponent's) turn, when/if ..." names for the event after it: "you" |
    "opponent"; None when the text does not start so."""
    match = _LEADING_TURN_EVENT.match(text.strip())
    return _WHOSE[match.group("whose").lower()] if match else None
