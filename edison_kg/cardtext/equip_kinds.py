"""What an Equip Card may be equipped to. "Equip only to a Warrior-Type monster", "Equip only
to a "Gladiator Beast" monster", "You can only equip this card to a monster on your side of the field", "Equip only
to "Dark Magician" or "Dark Magician Girl"": read ONCE from the card's texts and stored as ek:equipOnlyTo, one
value per kind it allows (any of them will do), each value a list of ``key=value`` parts joined by ``;``:
side (you | opponent), class, subtype, type, attribute, name (an archetype its name carries), card (a whole
name), atk-max, atk-min, level-max, level-min, alone (yes: the only monster its controller controls). timing/rules/equip_kinds.py turns a value back into a CardKind.

A tail the reader does not type ("... that is the only monster you control", "a Fusion Monster that lists ... as
material", ", if it was changed ... this turn") narrows the kind further: the part read is still a kind the monster
must be of, so a monster of no such kind rules the card out, and the tail is left unread."""

from __future__ import annotations

import re

from edison_kg.cardtext.cardkind import card_kind

_EQUIP_ONLY = re.compile(r"\b(?:equip only to|you can only equip this card to|this card can only be equipped to|"
                         r"this card can only be used to equip)\s+"
                         r"([^.;]+)", re.I)
# a Trap Card that becomes an Equip Card as it resolves names what it equips in its activation's own words
# ("This card becomes an Equip Card, and equips to 1 monster you control", "Equip this card to a Gemini monster you
# control as an Equip Card"): a kind it must find, as "Equip only to" is; "that monster" / "that target" is no kind
_EQUIPS_TO = re.compile(r"\b(?:becomes an equip card,? and equips to|^equip this card to)\s+((?:1|an?)\s[^.;]+?)"
                        r"(?:\s+as an equip card)?(?=[.;])", re.I)
# "Only a monster with an ATK of 1000 points or less can be equipped with this card" says the same
_ONLY_EQUIPPED_WITH = re.compile(r"\bonly (an? [^.;]+?) can be equipped with this card\b", re.I)
# "with an ATK of 1000 points or less": the ATK bound in the words the card kinds read ("with 1000 or less ATK")
_ATK_OF = re.compile(r"\ban? (ATK|DEF) of (\d+)(?: points)? or (less|lower|more|higher)\b", re.I)
# the oldest wording names the kind in the sentence of what it does, at the start of the text: "A FIRE monster equipped
# with this card increases its ATK by 400 points" (Burning Spear), "A Dragon-Type monster equipped with this card
# increases its ATK and DEF by 300 points" (Dragon Treasure), "Increase the ATK and DEF of a Fiend-Type monster
# equipped with this card by 300 points" (Dark Energy): the same "Equip only to a FIRE monster" of the later prints
# (rule eq-equipped-kind-named-first). "a monster equipped with this card" names no kind; "A non Machine-Type monster
# equipped with this card cannot attack" (Paralyzing Potion) names every Type but Machine, as "Equip only to a
# non-Machine monster" of the later prints
_KIND_EQUIPPED = re.compile(r"^(?:increase the [^.;]*? of |the (?:atk|def)[^.;]*? of )?(an? (?!monster\b)[^.;,]+?) monster "
                            r"equipped with this card\b", re.I)
_TAIL = re.compile(r"(?:,\s*if\b|\s+that (?:is|lists|was)\b).*$", re.I)
_YOURS = re.compile(r"\b(?:you control|on your side of the field)\b", re.I)
_THEIRS = re.compile(r"\b(?:your opponent controls|on your opponent's side of the field)\b", re.I)
_SIDE_WORDS = re.compile(r"\s*\b(?:you control|your opponent controls|on your (?:opponent's )?side of the field)\b",
                         re.I)
# a list of kinds: '"A", "B", or "C"', '"Black Rose Dragon" or a Plant monster' ("Level 4 or higher" is one kind)
_ALTERNATIVES = re.compile(r'\s*,\s*(?:or\s+)?|(?<=["\u201d])\s+or\s+|\s+or\s+(?=(?:an? )?["\u201c])', re.I)
_SPIRIT = re.compile(r"\bspirit monster\b", re.I)
_TOON = re.compile(r"\btoon monster\b", re.I)


def equip_only_to(texts: list[str]) -> list[str]:
    """The kinds the card's text allows it to be equipped to (the first text that says; [] when none says)."""
    for text in texts:
        match = _EQUIP_ONLY.search(text or "") or _ONLY_EQUIPPED_WITH.search(text or "") \
            or _EQUIPS_TO.search(text or "")
        if match:
            return _kinds(_ATK_OF.sub(r"\2 or \3 \1", match.group(1)).strip())
    return _kind_equipped(texts)


def _kind_equipped(texts: list[str]) -> list[str]:
    """The kind the older wording names in its first sentence ("A FIRE monster equipped with this card ..."), read as
    "Equip only to" (rule eq-equipped-kind-named-first); [] when no text says."""
    for text in texts:
        match = _KIND_EQUIPPED.search((text or "").strip())
        if match:
            # the kinds know the Type as "Winged Beast"
            return _kinds(match.group(1).replace("Winged-Beast", "Winged Beast") + " monster")
    return []


# "Equip only to a Warrior-Type monster that is the only monster you control" (Assault Armor): the monster must be
# alone on its controller's side of the field, read as the part alone=yes (rule eq-equip-only-to-a-lone-monster)
_ALONE = re.compile(r"\bthat is the only monster (?:you control|on your side of the field)\b", re.I)


def _kinds(words: str) -> list[str]:
    side = "opponent" if _THEIRS.search(words) else "you" if _YOURS.search(words) else None
    alone = ";alone=yes" if _ALONE.search(words) else ""
    words = _SIDE_WORDS.sub("", _TAIL.sub("", words)).strip()
    kinds = []
    for alternative in _ALTERNATIVES.split(words):
        if not alternative.strip():
            continue
        value = _value(alternative.strip(), side) + alone
        if value and value not in kinds:
            kinds.append(value)
    return kinds


def _value(wording: str, side: str | None) -> str:
    kind = card_kind(wording)
    parts = [f"side={side}"] if side else []
    classes = set(kind.classes) or {"monster"}
    parts += [f"class={c}" for c in sorted(classes)]
    subtypes = set(kind.subtypes)
    if _SPIRIT.search(wording):
        subtypes.add("Spirit")
    if _TOON.search(wording):
        subtypes.add("Toon")
    parts += [f"subtype={s}" for s in sorted(subtypes)]
    parts += [f"type={t}" for t in sorted(kind.monster_types)]
    parts += [f"attribute={a}" for a in sorted(kind.attributes)]
    parts += [f"card={n}" for n in sorted(kind.card_names)]
    parts += [f"name={n}" for n in sorted(kind.names - kind.card_names)]
    for key, value in (("atk-max", kind.atk_max), ("atk-min", kind.atk_min),
                       ("level-max", kind.level_max), ("level-min", kind.level_min)):
        if value is not None:
            parts.append(f"{key}={value}")
    return ";".join(parts)


# "This card can only be equipped with 1 "Flint"": a rule of the card (segment.py reads no effect in
# it), read here: the names of the Equip Cards it may be equipped with only one of at a time
_ONLY_ONE_EQUIPPED = re.compile(r"\bthis card can only be equipped with (?:1|one) \"([^\"]+)\"", re.I)


def equipped_with_only_one(texts: list[str]) -> list[str]:
    """The names the card's text (the first that says) lets it be equipped with only 1 of; [] when none says."""
    for text in texts:
        found = [m.group(1) for m in _ONLY_ONE_EQUIPPED.finditer(text or "")]
        if found:
            return list(dict.fromkeys(found))
    return []
