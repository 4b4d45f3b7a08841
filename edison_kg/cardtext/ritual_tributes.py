"""The Levels a Ritual Spell Card's Tributes must total, a sentence of its own the effects leave out ("You must also
offer monsters whose total Level Stars equal 7 or more as a Tribute from the field or your hand", "You must also
Tribute monsters whose total Levels equal 8 or more from the field or your hand", or "... whose total Levels exactly equal
the Level of the Ritual Monster you Ritual Summon"): its Ritual Summon needs them (rule deed-ritual-tributes-total-level). A monster whose text lets it be banished from the Graveyard "as 1 of the
monsters required for the Ritual Summon" is one of them there (rule deed-ritual-tribute-from-graveyard); one that "can be used
as the entire Tribute" for a Ritual Monster of an Attribute is all of them for it, whatever its Level."""

from __future__ import annotations

import re
from dataclasses import replace

from edison_kg.vocab.model import AnalyzedEffect

# "whose total Levels equal 8 or more", "whose total Level Stars equal 7 or more", "equal or exceed 6";
# not "exactly equal the Level of the Ritual Monster": that Level is the Ritual Monster's own
_TOTAL = re.compile(r"\bwhose total Level(?:s| Stars)? (?:equals? (\d+) or more|equals? or exceeds? (\d+))\b", re.I)


# "whose total Levels exactly equal the Level of the Ritual Monster you Ritual Summon": that monster's own Level, exactly
_EXACT = re.compile(r"\bwhose total Levels? exactly equals? the Level of the Ritual Monster you Ritual Summon\b", re.I)

# "you can banish this card from your GY as 1 of the monsters required for the Ritual Summon": a Tribute from the GY
_FROM_GRAVEYARD = re.compile(r"\bbanish this card from your (?:GY|Graveyard) as (?:1|one) of the monsters required for "
                             r"(?:the|a) Ritual Summon\b", re.I)


# "If you Ritual Summon a DARK Ritual Monster, this 1 card can be used as the entire Tribute" (its later wording "... exactly
# 1 DARK Ritual Monster with a card effect that requires use of monsters, this card can be used as the entire requirement")
_WHOLE = re.compile(r"\bif you Ritual Summon (?:exactly 1|a) (DARK|LIGHT|EARTH|WATER|FIRE|WIND) Ritual Monster\b[^.]*?, "
                    r"this (?:1 )?card can be used as the entire (?:Tribute|requirement)\b", re.I)


def ritual_tribute_levels(effects: list[AnalyzedEffect], text: str) -> list[AnalyzedEffect]:
    """The effects, the one that Ritual Summons with this card carrying the Levels its Tributes must total, and one
    that lets this card be banished from the Graveyard as one of those Tributes marked so."""
    effects = [replace(effect, ritual_tribute_from_graveyard=True) if _FROM_GRAVEYARD.search(effect.text or "") else effect
               for effect in effects]
    effects = [replace(effect, ritual_whole_tribute=whole.group(1).upper())
               if (whole := _WHOLE.search(effect.text or "")) is not None else effect for effect in effects]
    found = _TOTAL.search(text or "")
    exact = _EXACT.search(text or "") is not None
    if found is None and not exact:
        return effects
    levels = int(found.group(1) or found.group(2)) if found is not None else None
    return [replace(effect, ritual_tribute_levels=levels, ritual_tributes_exact=exact)
            if any(c.event == "ritual_summon" and c.from_zone == "hand" for c in effect.clauses) else effect
            for effect in effects]
