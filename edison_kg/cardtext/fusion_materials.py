"""What a Fusion Monster is made of, read ONCE from its material line ('"Gaia The Fierce Knight" + "Curse of Dragon"',
'"Elemental HERO Neos" + 1 WATER monster', '1 Fiend-Type monster + 1 Rock-Type monster', '"Blue-Eyes White Dragon"
+ "Blue-Eyes White Dragon" + "Blue-Eyes White Dragon"') and stored as ek:fusionMaterial, one value per kind of
material: ``count=N`` and the kind's ``key=value`` parts of cardtext/equip_kinds.py (``card=NAME`` for a material
named whole), joined by ``;``. A line with a part it cannot type ("1+ Machine monsters", "any 5 ... monsters, including
at least 1 ...") gives nothing: the engine then cannot tell which materials it needs and checks none (round 109,
rule fus-activation-needs-a-possible-fusion-summon)."""

from __future__ import annotations

import re

from edison_kg.cardtext.equip_kinds import _value

_NAMED = re.compile(r"^\"(?P<name>[^\"]+)\"$")
_OF_A_KIND = re.compile(r"^(?P<n>\d+) (?P<kind>.+? monsters?)$", re.I)


def fusion_materials_of(texts, subtypes) -> list[str]:
    """The materials of the first of the card's texts that lists them (a PSCT may leave the material line out)."""
    return next((found for text in texts if (found := fusion_materials(text, subtypes))), [])


def fusion_materials(text: str | None, subtypes) -> list[str]:
    """The material kinds of a Fusion Monster's first line, each with how many it takes; [] when the card is no Fusion
    Monster or a part of its line is not typed."""
    if "Fusion" not in (subtypes or ()) or not text:
        return []
    line = text.strip().split("\n")[0].strip()
    if " + " not in line and not ((found := _OF_A_KIND.match(line)) and int(found.group("n")) > 1):
        return []                         # a single part is a material line only as "5 Dragon monsters"
    counts: dict[str, int] = {}
    for part in line.split(" + "):
        value = _material(part.strip())
        if value is None:
            return []
        counts[value[1]] = counts.get(value[1], 0) + value[0]
    return [f"count={n};{kind}" for kind, n in counts.items()]


def _material(part: str) -> tuple[int, str] | None:
    named = _NAMED.match(part)
    if named is not None:
        return 1, f"class=monster;card={named.group('name')}"
    found = _OF_A_KIND.match(part)
    if found is None:
        return None
    kind = _value(found.group("kind").replace("Winged-Beast", "Winged Beast"), None)
    if kind == "class=monster" and not re.fullmatch(r"monsters?", found.group("kind"), re.I):
        return None                       # words the kinds did not type: not "any monster"
    return int(found.group("n")), kind
