"""An activation that performs a Fusion Summon (round 109): "Fusion Summon 1 Fusion Monster from your Extra Deck,
using monsters from your hand or field as Fusion Material" (Polymerization, Power Bond, Dark Fusion, Vehicroid
Connection Zone, Super Polymerization's "from either field"), "... by banishing Fusion Materials listed on it from your
field or GY" (Miracle Fusion, Overload Fusion, Dragon's Mirror, Dark Calling's "from your hand and/or GY"). Its
activation needs a Fusion Summon it could do; the reader gives where the materials come from and the kind of Fusion
Monster as the held state "fusion-summon PLACES KIND" (PLACES joined by "+": hand, field, graveyard, and
opponent-field for "either field"; KIND the key=value parts of cardtext/equip_kinds.py), judged by
timing/rules/fusion_summons.py (rule fus-activation-needs-a-possible-fusion-summon). Materials named one by one
("1 each of ...") are the held state "each-named" instead (cardtext/card_needs.py)."""

from __future__ import annotations

import re

from edison_kg.cardtext.equip_kinds import _value
from edison_kg.vocab.model import AnalyzedEffect

_FUSION_SUMMON = re.compile(
    r"\bfusion summon 1 (?P<kind>[^.;,]*?)fusion monster from your extra deck,? (?:that must be [^,]+, )?"
    r"(?:using monsters from (?P<using>your hand or field|your hand or your field|either field)|"
    r"by banishing (?:the )?fusion materials? listed on it from (?P<banish>[^.;]+?))"
    r"(?: as fusion materials?)?(?=[.;,]|$)", re.I)
# the PSCT's order, materials first: "Banish Fusion Materials from your field/GY, then Fusion Summon 1 appropriate
# "Elemental HERO" Fusion Monster from your Extra Deck" (Miracle Fusion, Overload Fusion)
_MATERIALS_FIRST = re.compile(
    r"\bbanish (?:the )?fusion materials? (?:listed on it )?from your (?P<banish>[^.;,]+?),? then fusion summon 1 "
    r"(?:appropriate )?(?P<kind>[^.;,]*?)fusion monster from your extra deck\b", re.I)
_PLACE_WORDS = (("hand", "hand"), ("gy", "graveyard"), ("graveyard", "graveyard"), ("field", "field"))


def fusion_summon(effect: AnalyzedEffect) -> list[str]:
    """The held state of an activation whose effect Fusion Summons from the Extra Deck; [] for any other."""
    if not any(clause.action == "fusion_summon" for clause in effect.clauses):
        return []
    found = _FUSION_SUMMON.search(effect.text) or _MATERIALS_FIRST.search(effect.text)
    if found is None:
        return []
    words = (found.groupdict().get("using") or found.group("banish")).lower()
    if "deck" in words:
        return []
    places = ["field", "opponent-field"] if words == "either field" \
        else list(dict.fromkeys(place for word, place in _PLACE_WORDS if re.search(rf"\b{word}\b", words)))
    if not places:
        return []
    kind = found.group("kind").strip().replace("-Type", "")
    value = _value(f"{kind} monster" if kind else "monster", None)
    return [f"fusion-summon {'+'.join(places)} {value}"]
