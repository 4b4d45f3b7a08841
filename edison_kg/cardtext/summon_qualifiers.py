"""Qualifiers of the Summon a trigger's event is, read as fields of its
EventPattern so that the engine checks them against the scenario's steps:

- "Tribute Summoned by Tributing a Dragon-Type monster", "by Tributing at least 1 "roid" monster":
  the kind one Tribute must be (`tributed_kind`); "by Tributing only WIND monsters": every Tribute
  (`tributes_all_of_kind`). A bare count ("by Tributing 2 monsters") is `tributes` (cardtext/facts.py).
  "Tribute Summoned by Tribute Summoning a "Lightsworn" monster" (a PSCT slip for "by Tributing": a
  monster cannot be Tribute Summoned by Summoning another) names the kind of the Tribute the same way.
- "Special Summoned from your Graveyard by the effect of a Zombie-Type monster", "... by the effect of a
  "Gladiator Beast" monster": the kind of card whose effect Summoned it (`summoner_kind`). "except by the
  effect of" is an exclusion, not this qualifier, and is left alone."""

from __future__ import annotations

import re

from edison_kg.cardtext.cardkind import card_kind
from edison_kg.cardtext.caused_by import caused_by_kind
from edison_kg.vocab.model import CardKind

_TRIBUTING = re.compile(r"\bby tributing (?P<only>only )?(?:(?:at least )?(?:an?|1|one) )?(?P<what>(?!this\b|it\b|\d+ of\b|1 of\b)"
                        r"[^,.;:]*?\bmonsters?)\b", re.I)
# the Summon that already is the event cannot be the means: "Tribute Summoned by Tribute Summoning a X
# monster" means by Tributing one (rule cond-tributed-kind)
_SUMMONED_BY_SUMMONING = re.compile(r"\b(tribute summon(?:ed)?\b[^,.;:]*?\bby) tribute summoning\b", re.I)
_SUMMONED_BY = re.compile(r"\bspecial summoned (?:from (?:your |the |their )?(?:hand|deck|graveyard|gy) |in (?:face-up )?"
                          r"(?:attack|defense) position )?by the effect of (?P<what>an? [^,.;:]*?\b(?:monster|card)|"
                          r"\"[^\"]+\")", re.I)
_TRIBUTE_SUMMONS = {"tribute_summon", "normal_summon"}


def summon_qualifiers(condition_text: str, types) -> dict:
    """The Summon qualifiers of a condition as EventPattern fields (empty kinds: none named)."""
    facts: dict = {}
    if _TRIBUTE_SUMMONS & set(types):
        match = _TRIBUTING.search(_SUMMONED_BY_SUMMONING.sub(r"\1 tributing", condition_text or ""))
        kind = card_kind(match.group("what")) if match else CardKind()
        if kind.names_properties:          # a bare "monster(s)" names no kind: the count alone (`tributes`)
            facts["tributed_kind"] = kind
            facts["tributes_all_of_kind"] = bool(match.group("only"))
    if "special_summon" in types:
        match = _SUMMONED_BY.search(condition_text or "")
        kind = card_kind(match.group("what")) if match else CardKind()
        if kind.names_properties:
            facts["summoner_kind"] = kind
    facts.update(caused_by_kind(condition_text, types))   # any other event done "by the effect of" a named card
    return facts


# the Summon a material or Tribute was used for: "sent to the Graveyard for the Synchro
# Summon of a LIGHT Synchro Monster", "if you Tribute this card for the Tribute Summon of a DARK monster",
# "If you Tribute Summon a Fiend-Type monster by Tributing this monster". "other than"/"except" name an
# exclusion, not this qualifier, and are left alone.
_MATERIAL_FOR = re.compile(r"\bfor the (?:synchro|tribute|fusion|ritual) summon of (?P<what>(?:an?|1) (?!monster\b)"
                           r"(?![^,.;:]*\b(?:other than|except)\b)[^,.;:]*?\bmonster)\b"
                           r"|\btribute summon (?P<what2>an? (?!monster\b)[^,.;:]*?\bmonster) by tributing this (?:card|monster)\b",
                           re.I)


def material_for_kind(condition_text: str, pattern) -> dict:
    """The kind of monster Summoned with the event's own card as material or Tribute (field
    `material_for_kind`), for a pattern whose event is this card used as Summon material."""
    if pattern.cause != "summon_material" or not pattern.self_card:
        return {}
    match = _MATERIAL_FOR.search(condition_text or "")
    if not match:
        return {}
    kind = card_kind(match.group("what") or match.group("what2"))
    return {"material_for_kind": kind} if kind.names_properties else {}


# "When a monster is destroyed by battle and sent to the GY: Special Summon that monster": the condition names one
# monster, and the effect, which does not target, brings back that one; when two had the event at once it has no one
# monster to Summon, so it needs the event's monster alone (rule cond-exactly-one-at-once)
_ONE_MONSTER = re.compile(r"^an? (?:face-up )?monster$", re.I)
_SUMMONS_THAT_ONE = re.compile(r":\s*special summon that monster\b", re.I)


def summons_the_one_monster(pattern, text: str | None) -> bool:
    return not pattern.self_card and bool(_ONE_MONSTER.match((pattern.card or "").strip())) \
        and bool(text and _SUMMONS_THAT_ONE.search(text)) and "target" not in text.lower()
