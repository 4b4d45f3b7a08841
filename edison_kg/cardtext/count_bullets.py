"""Effects a card has by a count of cards, each bullet labelled with the count it needs:
"This card's effect changes depending on the number of DARK monsters in your Graveyard. ● 1 or fewer: ... ● 2 to 4:
... ● 5 or more: You can send this card to the Graveyard to ...", "This card gains effects based on the number of
"Harpie" monsters you control, except "Harpie's Pet Baby Dragon". ● 3 or more: Once per turn: You can target ...",
"You must have this many "Crystal Beast" cards in your Spell & Trap Card Zone to activate and resolve these effects.
● 3+: ...". The lead says what is counted and where; each bullet's label says how many.

An activated bullet can be activated only while its count holds: its label is read into the count fields the other
count readers fill (AnalyzedEffect.needs_count "you PLACE COMPARISON N", needs_kind), judged by
timing/rules/field_counts.py (rule cond-activation-needs-a-count). A range ("2 to 4") is two comparisons, which the
count field cannot hold: such a bullet stays unread (no activated bullet of the pool has one).

a continuous bullet ("● 1 or fewer: This card loses 400 ATK.", "● 2 to 4: This card gains 400
ATK.", "● 1+: This card cannot be destroyed by card effects.") applies only while its count holds: the restrictions and
ATK/DEF changes its words state (its label left out) hold while "count-holds" holds (Restriction.holds_while,
while_kind the kind counted, while_count "WHOSE PLACE LOW HIGH": between LOW and HIGH cards, HIGH "any" for no most),
judged by timing/restrictions.py (rule ce-restriction-holds-while-a-count)."""

from __future__ import annotations

import copy
import re

from edison_kg.cardtext.cardkind import card_kind
from edison_kg.cardtext.continuous import restrictions_of
from edison_kg.cardtext.stat_changes import stat_changes_of
from edison_kg.vocab.model import AnalyzedEffect

_WHAT = r"(?P<what>[^.]+?)"
_LEADS = (
    re.compile(r"\b(?:depending on|based on|according to) the number of " + _WHAT +
               r" (?P<where>in your (?:graveyard|gy)|you control|on your side of the field)"
               r"(?:, except \"(?P<except>[^\"]+)\")?\s*\.", re.I),
    re.compile(r"\byou must have this many " + _WHAT + r" (?P<where>in your spell (?:&|and) trap card zones?|"
               r"in your spell (?:&|and) trap zones?|"     # "Spell & Trap Zone"
               r"in your (?:graveyard|gy)|on your side of the field|you control) to activate\b", re.I),
)
_PLACES = {"in your graveyard": "graveyard", "in your gy": "graveyard", "you control": "field",
           "on your side of the field": "field", "in your spell & trap card zone": "spell_trap_zone",
           "in your spell & trap card zones": "spell_trap_zone", "in your spell and trap card zone": "spell_trap_zone",
           "in your spell and trap card zones": "spell_trap_zone"}
_PLACES.update({place.replace(" card zone", " zone"): zone for place, zone in _PLACES.items()})
# "5 or more:", "3+:", "1 or fewer:", "5:" (a bare number: exactly that many)
_LABEL = re.compile(r"^(?P<n>\d+)\s*(?P<op>\+|or more|or fewer|or less|)\s*:\s", re.I)
_OPS = {"+": ">=", "or more": ">=", "or fewer": "<=", "or less": "<=", "": "="}
_ACTIVATED = frozenset({"quick", "quick-like", "ignition", "ignition-like", "trigger", "trigger-like"})


def count_states(effects: list[AnalyzedEffect], text: str | None) -> list[AnalyzedEffect]:
    """The effects, each activated bullet of a count lead needing its count as it is activated."""
    lead = next((found for form in _LEADS if text and (found := form.search(text))), None)
    if lead is None:
        return effects
    place = _PLACES.get(re.sub(r"\s+", " ", lead.group("where").lower()))
    what = lead.group("what")
    if place is None or re.search(r"\b(?:counters?|life points|atk|def|levels?)\b", what, re.I):
        return effects
    kind = card_kind(what)
    # "the number of "Harpie" monsters you control, except "Harpie's Pet Baby Dragon"": the card left out is itself of
    # the kind counted (its name holds the counted name) and, its bullet activated on the field, among those counted
    left_out = lead.groupdict().get("except")
    extra = int(place == "field" and bool(left_out) and any(name in left_out for name in kind.names))
    for effect in effects:
        _hold_while_counted(effect, place, kind, extra)
        label = _LABEL.match((effect.text or "").strip())
        if label is None or effect.kind not in _ACTIVATED or effect.needs_count is not None \
                or effect.needs_on_field is not None:
            continue
        effect.needs_count = f"you {place} {_OPS[label.group('op').lower()]} {int(label.group('n')) + extra}"
        effect.needs_kind = kind
    return effects


# ------------------------------------------------------------------ continuous bullets

# "1 or fewer:", "2 to 4:", "1+:", "5:": the fewest and most cards the bullet needs (None: no most)
_RANGE = re.compile(r"^(?:●\s*)?(?P<low>\d+)\s*(?:(?P<more>\+|or more)|(?P<fewer>or fewer|or less)|to\s+(?P<high>\d+)|)"
                    r"\s*:\s", re.I)


def _hold_while_counted(effect: AnalyzedEffect, place: str, kind, extra: int) -> None:
    """A continuous bullet's restrictions and stat changes, each holding only while its count holds."""
    found = _RANGE.match(effect.text or "") if effect.kind == "continuous" else None
    if found is None:
        return
    low = int(found.group("low"))
    low, high = (0, low) if found.group("fewer") else (low, None) if found.group("more") else \
        (low, int(found.group("high") or low))
    bullet = copy.copy(effect)
    bullet.text = (effect.text or "")[found.end():]
    effect.restrictions = restrictions_of(bullet) + stat_changes_of(bullet)
    for restriction in effect.restrictions:
        if restriction.holds_while is None:
            restriction.holds_while, restriction.while_kind = "count-holds", kind
            restriction.while_count = f"you {place} {low + extra} {'any' if high is None else high + extra}"
