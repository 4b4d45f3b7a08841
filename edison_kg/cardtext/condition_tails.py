"""States named beside the event of a trigger's or a "when" card's condition: "Activate only when an
"Infernity" monster is selected as an attack target while you have no cards in your hand", "When your opponent declares a
direct attack, while you have 3 or more Insect monsters in your GY", "When this card is Normal Summoned while you control
no other monsters", "When this card is Summoned, if you control a "Big Piece Golem"", "During your End Phase, if you
control no Spell or Trap Cards", "If this card inflicts Battle Damage to your opponent while they have 4 or more cards in
their hand", "While you control another Reptile-Type monster, if this card attacks ...".

The condition is split at its tail (the state after "while", "if" or ", and", or a leading "While <state>,") and the tail
is read by the readers of declared activations (field_needs, field_counts, held_states, life_points), stored in the same
fields (needs_on_field/needs_kind, needs_count, needs_held, needs_life_points): the state must hold as the effect is
activated (rule cond-event-tail-state). A tail about the card itself ("while this card is ...", "while equipped"), one
with an exception ("except ...") and one the readers do not read are left unread, and so is the state beside a draw (the hand
as the card is drawn, which the draw changes).

"You must control ... to activate and to resolve this effect." (and its later wording "(Activate &
Resolve only if ...)") is read the same way, by the same readers, into the same fields; "this face-up card" and "this card
in face-up Defense Position" into needs_face_up (no need field holds a battle position: the position is left unread). A
state needed only "to resolve this effect" is no need of the activation and is not read."""

from __future__ import annotations

import re
from dataclasses import replace

from edison_kg.cardtext.field_counts import count_needs
from edison_kg.cardtext.field_needs import field_needs
from edison_kg.cardtext.held_states import held_states
from edison_kg.cardtext.life_points import life_points_needs
from edison_kg.vocab.model import AnalyzedEffect

_STATE = (r"(?:you|your opponent|they)\s+(?:control|controls|have|has)\b[^,]*"
          r"|an? (?:face-up )?\"[^\"]+\"(?: monster)? is on (?:your|your opponent's) side of the field"
          r"|\"[^\"]+\" is (?:face-up )?on the field")
# "..., while <state>", "... if <state>", "..., and <state>" at the end of the condition
_TAIL = re.compile(r"(?:,\s*|\s+)(?:while|if|and)\s+(?P<state>" + _STATE + r")\s*$", re.I)
# "While <state>, <event>"
_LEADING = re.compile(r"^while\s+(?P<state>" + _STATE + r"),\s+(?:if|when)\s+", re.I)
# a tail about the card itself or its own monster ("if you control this face-up Defense Position monster"), or one that
# leaves a card out ("a "Frog" monster (except "Unifrog")"): not read
_NOT_READ = re.compile(r"\b(?:this|it|except|equipped)\b", re.I)
# "a face-up "Mokey Mokey" is on your side of the field": the counted form the count reader reads
_ON_SIDE = re.compile(r"^(?P<what>an? (?:face-up )?\"[^\"]+\"(?: monster)?) is on (?P<side>your|your opponent's) side of the field$",
                      re.I)


def tail_state(condition: str, event_names_opponent: bool | None = None) -> str | None:
    """The state words beside the event ("you have no cards in your hand"); None when there are none to read."""
    text = (condition or "").strip().rstrip(".:, ")
    found = _TAIL.search(text) or _LEADING.match(text)
    if found is None:
        return None
    state = found.group("state").strip()
    if _NOT_READ.search(re.sub(r"\"[^\"]*\"", " ", state)):
        return None
    if re.match(r"they\b", state, re.I):
        event = text[:found.start()] if found.re is _TAIL else text[found.end():]
        if not re.search(r"\b(?:your opponent|opponent's)\b", event, re.I):
            return None          # whose "they" is not said by the event
        state = re.sub(r"^they\s+(?:have|has)\b", "your opponent has", state, flags=re.I)
        state = re.sub(r"^they\s+controls?\b", "your opponent controls", state, flags=re.I)
    on_side = _ON_SIDE.match(state)
    if on_side is not None:
        state = f"there is {on_side.group('what')} on {on_side.group('side')} side of the field"
    return state


# "You must control 3 or more Winged Beast-Type monsters to activate and to resolve this effect.", "You must
# control this face-up card to activate and to resolve this effect.": what the activation needs, said after what it does.
# the whole wording family, whatever must hold: "This card must be face-up on the field", "This card must
# be in the Graveyard", "You must have no cards in your hand", "Your opponent must have at least 5 cards in their hand for
# you", "You must not control any face-up ... monsters", ""Lord of D." must be on the field", two joined by "and"
_MUST = re.compile(r"(?:^|(?<=[.:] )|(?<=^\())(?P<state>(?:[^.\"(]|\"[^\"]*\")*?\bmust\b(?:[^.\"]|\"[^\"]*\")+?) (?:for you )?to activate and (?:to )?resolve this "
                   r"effect\b|\(activate (?:and|&) (?:to )?resolve only if (?P<later>[^()]+?)\.?\)", re.I)
# the card itself, face-up (its battle position is a held state of its own: "self-position ...")
_ITSELF = re.compile(r"^(?:you must control )?(?:this face-up (?:(?P<a>attack|defense) position )?card(?: on the field)?"
                     r"|this (?:card|monster) (?:must be )?in face-up (?P<b>attack|defense) position"
                     r"|(?:this (?:card|monster) (?:must be |is )?)?face-up on the field)$", re.I)
_IN_GRAVEYARD = re.compile(r"^this (?:card|monster) (?:must be|is) in (?:the|your) (?:graveyard|gy)$", re.I)
# "a Beast-Type monster (other than this card)": another one
_OTHER_THAN_THIS = re.compile(r"^an? (?P<what>.+?) \(other than this card\)$", re.I)
# "a face-up "Six Samurai" monster with a different name", "an "Earthbound Immortal" monster with ATK higher than ...":
# the words after "with" narrow it further; the card of that kind is still needed (as field_needs reads "with"/"that")
_WITH = re.compile(r"^(?P<what>(?:an?|another) [^,]+?\bmonster) with\b.+$", re.I)
# each part of the state, as the words the need readers read
_SAID = (
    (re.compile(r"^you must not control any (?P<w>.+)$", re.I), "you control no {w}"),
    (re.compile(r"^you must (?:also )?have no cards in your hand$", re.I), "your hand is 0 or less"),
    (re.compile(r"^your opponent must have at least (?P<n>\d+) cards in their hand$", re.I), "your opponent's hand is {n} or more"),
    (re.compile(r"^you must have (?P<n>\d+) or more (?P<w>[^\"]+?) in your (?:graveyard|gy)$", re.I),
     "you have {n} or more {w} in your Graveyard"),
    (re.compile(r"^(?P<w>\"[^\"]+\") must be on the field$", re.I), "{w} is on the field"),
    # "You must have 2 or more "Crystal Beast" cards in your Spell & Trap Card Zone", "This card
    # must be the only Zombie monster on the field" (no other one on the field), "... the only Psychic monster you control"
    (re.compile(r"^you must have (?P<n>\d+) or more (?P<w>\"[^\"]+\") cards in your spell (?:&|and) trap (?:card )?zones?$", re.I),
     "there are {n} or more {w} cards in your Spell & Trap Card Zone"),
    (re.compile(r"^this (?:card|monster) must be the only (?P<w>[^\"]+? monster) on the field$", re.I),
     "this card is the only {w} on the field"),
    (re.compile(r"^this (?:card|monster) must be the only (?P<w>[^\"]+? monster) you control$", re.I),
     "this card is the only {w} you control"),
)


def must_states(text: str) -> tuple[str, ...]:
    """The states a "... must ... to activate and to resolve this effect." sentence needs, as words the need readers read
    ("you control another Beast-Type monster", "this face-up card", "this card in the graveyard", "this card in face-up
    defense position"); () when there is none or a part is one no reader reads."""
    found = _MUST.search(text or "")
    if found is None:
        return ()
    whole = (found.group("later") or found.group("state")).strip()
    states = []
    for part in re.split(r"\s+and\s+(?=this card must\b|you must\b|your opponent must\b|\"[^\"]+\" must\b)", whole, flags=re.I):
        state = _must_state(part.strip(), later=bool(found.group("later")))
        if state is None:
            return ()
        states += state
    return tuple(states)


def _must_state(part: str, later: bool) -> list[str] | None:
    itself = _ITSELF.match(part)
    if itself is not None:
        position = (itself.group("a") or itself.group("b") or "").lower()
        return ["this face-up card"] + ([f"this card in face-up {position} position"] if position else [])
    if _IN_GRAVEYARD.match(part):
        return ["this card in the graveyard"]
    for pattern, words in _SAID:
        said = pattern.match(part)
        if said is not None:
            return [words.format(**said.groupdict())]
    control = re.match(r"^(?:you must (?:also )?control|(?=you control\b)you control) (?P<state>.+)$", part, re.I)
    if control is None:
        return None
    state = control.group("state")
    other = _OTHER_THAN_THIS.match(state)
    if other is not None:
        state = f"another {other.group('what')}"
    narrowed = _WITH.match(state)
    if narrowed is not None:
        state = narrowed.group("what")
        if re.search(r"\bwith a different name$", control.group("state"), re.I):
            # a card with a name other than this card's is another card than this one
            state = re.sub(r"^an? ", "another ", state, flags=re.I)
    return [f"you control {state}"]


def must_control(text: str) -> str | None:
    """The first state a "... must ... to activate and to resolve this effect." sentence needs; None when there is none."""
    states = must_states(text)
    return states[0] if states else None


def read_must_control(effect: AnalyzedEffect) -> bool:
    """Store the needs a "... must ... to activate and to resolve this effect." sentence says into the need fields; True
    when every one was read."""
    if effect.kind in ("continuous", "unanalyzed"):
        return False
    states = must_states(effect.text)
    read = bool(states)
    for state in states:
        read = _read_one(effect, state) and read
    # "... to resolve this effect": without those states as it resolves, it does not resolve (rule res-needs-hold-as-it-resolves)
    effect.needs_hold_as_it_resolves = read or effect.needs_hold_as_it_resolves
    return read


def _read_one(effect: AnalyzedEffect, state: str) -> bool:
    if state == "this face-up card":
        effect.needs_face_up = True
        return True
    if state == "this card in the graveyard":
        if effect.activates_from in (None, "field", "graveyard"):
            # the sentence says where the card is, over the reading of where such an effect is (a monster's: the field)
            effect.activates_from = "graveyard"
            return True
        return False
    if state.startswith("this card in face-up "):
        effect.needs_held += (f"self-position {state.split()[-2]}",)
        return True
    held = held_states(f"while {state}")
    if held:
        effect.needs_held += held
        return True
    if effect.needs_on_field or effect.needs_count:
        return False                # one need of the field is held already: the second is not read
    sentence = f"Activate only while {state}."
    on_field, kind = field_needs(sentence)
    if on_field is not None:
        effect.needs_on_field, effect.needs_kind = on_field, kind
        return True
    count, kind = count_needs(sentence)
    if count is not None:
        effect.needs_count, effect.needs_kind = count, kind
        return True
    return False


# "As long as this card remains in face-up Defense Position ..., during each of your Standby Phases", "During your
# Standby Phase, if this card is in Defense Position": a phase trigger of the card only in that battle position
_OWN_POSITION = re.compile(r"\b(?:while|as long as|if) this (?:card|monster) (?:is|remains) in (?:face-up )?"
                           r"(?P<position>attack|defense) position\b", re.I)
# "Once per turn, while in Defense Position, when a face-up ... monster you control is targeted for an attack", "While
# this card is in face-up Attack Position, when your opponent draws": any activation of the card in that position
_OWN_POSITION_FIRST = re.compile(r"^(?:once per turn, )?(?:while|as long as|if) (?:this (?:card|monster) (?:is|remains) )?"
                                 r"in (?:face-up )?(?P<position>attack|defense) position\b", re.I)
# events that take the card itself off the field: the position it had then is the event's (cardtext/event_position.py)
_LEAVES_FIELD = frozenset(("destroyed", "sent_to_gy", "banished", "returned_to_hand", "returned_to_deck", "tributed"))


def read_own_position(effect: AnalyzedEffect) -> None:
    """Store the battle position a condition names for its own card as a held state of that card."""
    condition = effect.condition
    if condition is not None and condition.types == ["phase_entered"] and effect.kind in ("trigger", "trigger-like"):
        found = _OWN_POSITION.search(effect.condition_text or "")
        effect.needs_face_up = effect.needs_face_up or found is not None
    else:
        found = _OWN_POSITION_FIRST.match(effect.condition_text or "")
        if effect.kind in ("continuous", "unanalyzed") or (
                condition is not None and condition.self_card and _LEAVES_FIELD.intersection(condition.types or ())):
            return
    if found is None:
        return
    need = f"self-position {found.group('position').lower()}"
    if need not in effect.needs_held:
        effect.needs_held += (need,)


def read_tail(effect: AnalyzedEffect) -> None:
    """Store the state the tail of its event condition names into the need fields, when no field holds one yet."""
    read_must_control(effect)
    read_own_position(effect)
    if effect.condition is None or not effect.condition_text or effect.kind in ("continuous", "unanalyzed"):
        return
    if effect.needs_on_field or effect.needs_count or effect.needs_life_points or effect.needs_held:
        return
    if "drawn" in (effect.condition.types or ()):
        # "When you draw this card while you have no cards in your hand": the hand as the draw happens, which the draw
        # itself changes (copies drawn together may both be activated: Edison community ruling), not as it is activated
        return
    state = tail_state(effect.condition_text)
    if state is None:
        return
    sentence = f"Activate only while {state}."
    on_field, kind = field_needs(sentence)
    if on_field is not None:
        effect.needs_on_field, effect.needs_kind = on_field, kind
        return
    count, kind = count_needs(sentence)
    if count is not None:
        effect.needs_count, effect.needs_kind = count, kind
        return
    life_points = life_points_needs(sentence)
    if life_points is not None:
        effect.needs_life_points = life_points
        return
    effect.needs_held = held_states(f"while {state}")


# "● While in Attack Position: Once per turn, you can ..." (its PSCT "Gains this effect depending on its
# Battle Position. ● Attack Position: ..."): an effect the monster has only in that battle position needs it to be activated
_POSITION_LABEL = re.compile(r"^\s*(?:while in )?(?:face-up )?(?P<position>attack|defense) position\s*:", re.I)
# "You can Tribute this card while "Neo Space" is face-up on the field to ...": a state said inside the cost
_COST_WHILE = re.compile(r"\bwhile (?P<state>[^,;:]+)$", re.I)


def read_own_position_label(effect: AnalyzedEffect) -> None:
    """Store the battle position a bullet's label gives a declared activation as a held state of its own card."""
    label = _POSITION_LABEL.match(effect.text or "")
    if label is None or effect.kind not in ("ignition", "ignition-like", "quick", "quick-like"):
        return
    need = f"self-position {label.group('position').lower()}"
    if need not in effect.needs_held:
        effect.needs_held += (need,)


def read_cost_state(effect: AnalyzedEffect) -> None:
    """Store the state its cost is paid "while" in into the need fields, read as its condition's tail would be."""
    found = _COST_WHILE.search((effect.cost_text or "").strip().rstrip(". "))
    if found is None or effect.kind in ("continuous", "unanalyzed"):
        return
    state = found.group("state").strip()
    if _NOT_READ.search(re.sub(r"\"[^\"]*\"", " ", state)):
        return
    if _read_one(effect, state):
        # the cost is paid "while" the state holds, and the effect is used while it does: it must hold as it
        # resolves too (rule res-needs-hold-as-it-resolves)
        effect.needs_hold_as_it_resolves = True
        return
    if effect.needs_life_points is None:
        effect.needs_life_points = life_points_needs(f"Activate only while {state}.")


# (179) "You must control a face-up "Six Samurai" monster with a different name to activate and to resolve this effect":
# another card is not enough, a second copy of this one does not do (The Six Samurai - Irou's ruling)
_DIFFERENT_NAME = re.compile(r"\bmust control [^.]*\bwith a different name\b", re.I)


def read_different_name(effect: AnalyzedEffect, name: str | None) -> None:
    """Leave this card's name out of the kind its "must control ... with a different name" need names."""
    if name and effect.needs_on_field and _DIFFERENT_NAME.search(effect.text or ""):
        effect.needs_kind = replace(effect.needs_kind, excluded_names=effect.needs_kind.excluded_names | {name})
