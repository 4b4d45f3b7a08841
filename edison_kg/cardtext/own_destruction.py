"""A monster's own destruction applied at once when a state holds (round 109): "If this card is in face-up
Defense Position, destroy this card." is a Continuous Effect, not something activated (rule
ce-own-destruction-applied-at-once). The reader stores the state it waits for as a held state of its own card,
with the value the reader already writes for a bullet's position label ("self-position defense",
cardtext/condition_tails.py), so the engine reads a field and never the words.

Round 113 (rule ce-own-destruction-while-a-field-state-holds): two more states of the field it waits for, the same way
"If there is no face-up Field Spell Card on the field, destroy this card" (the Earthbound Immortals, Malefic Blue-Eyes
White Dragon) as "no-face-up-field-spell field", "Destroy this card if there are face-up monsters on the field other
than this card" (Reptilianne Servant) as "other-face-up-monster field".

Round 151 (rule ce-own-destruction-of-a-spell-trap-while-a-state-holds): a Spell/Trap Card's own destruction the same
way, "If the equipped monster's ATK is 1300 or higher, this card is destroyed" (Heart of Clear Water) as
"equipped-atk-min self 1300", "If you control any other Spell or Trap Cards, destroy this card" (Sanguine Swamp) as
"other-spell-trap you"."""

from __future__ import annotations

import re

from edison_kg.vocab.model import AnalyzedEffect

_IN_POSITION = re.compile(r"^if this card is in face-up (?P<position>attack|defense) position$", re.I)


# the state at the head ("If ..., destroy this card") or at the tail ("Destroy this card if ...") of the sentence
_FIELD_STATES = (
    (re.compile(r"^if there is no face-up field spell( card)? on the field$", re.I), "no-face-up-field-spell field"),
    (re.compile(r"^if there (are|is a) face-up monsters? on the field other than this card$", re.I),
     "other-face-up-monster field"),
)
# (round 145) states of cards of a kind: an Attribute on its side, a Type in its Graveyard, a name on the field
_ATTRIBUTE = "DARK|LIGHT|EARTH|WATER|FIRE|WIND"
_KIND_STATES = (
    (re.compile(rf"^if (there is a non-(?P<a>{_ATTRIBUTE}) monster on your side of the field|you control a non-(?P<b>{_ATTRIBUTE})"
                r" monster)$", re.I), lambda m: f"non-attribute-monster you {(m.group('a') or m.group('b')).upper()}"),
    (re.compile(r"^if you (do not|don't) have (a|any) (?P<t>[A-Za-z-]+?)(-Type)? monsters? in your (Graveyard|GY)$", re.I),
     lambda m: f"no-type you graveyard {m.group('t').capitalize()}"),
    (re.compile(r'^if (this card is on the field but )?"(?P<n>[^"]+)" is not (face-up )?on the field$', re.I),
     lambda m: f"no-face-up-named field {m.group('n')}"),
    (re.compile(r'^if there is no face-up "(?P<n>[^"]+)" on the field$', re.I),
     lambda m: f"no-face-up-named field {m.group('n')}"),
)
# (round 151) states a Spell/Trap Card destroys itself by: its equipped monster's ATK, its player's other Spells/Traps
_SPELL_TRAP_STATES = (
    (re.compile(r"^if the equipped monster's ATK is (?P<n>\d+) or (higher|more)$", re.I),
     lambda m: f"equipped-atk-min self {m.group('n')}"),
    (re.compile(r"^if you control any other Spell (or|and|/) ?Trap Cards?$", re.I), lambda m: "other-spell-trap you"),
)
_TAIL = re.compile(r"^destroy this card (?P<state>if .+)$", re.I)


def _field_state(effect: AnalyzedEffect) -> str | None:
    words = (effect.condition_text or "").strip().rstrip(",. ")
    if not words:
        tail = _TAIL.match((effect.text or "").strip().rstrip(". "))
        words = tail.group("state") if tail else ""
    found = next((need for pattern, need in _FIELD_STATES if pattern.match(words)), None)
    return found or next((need(m) for pattern, need in _KIND_STATES + _SPELL_TRAP_STATES if (m := pattern.match(words))),
                         None)


def read_own_position_destruction(effect: AnalyzedEffect) -> None:
    """Store the position its own destruction waits for, on a continuous "destroy this card" alone."""
    found = _IN_POSITION.match((effect.condition_text or "").strip().rstrip(",. "))
    if effect.kind != "continuous" or len(effect.clauses) != 1:
        return
    clause = effect.clauses[0]
    if clause.action != "destroy" or clause.subject != "self":
        return
    need = f"self-position {found.group('position').lower()}" if found is not None else _field_state(effect)
    if need is None:
        return
    if need not in effect.needs_held:
        effect.needs_held += (need,)
