"""A monster that "cannot be Normal Summoned" in any of its texts (a Special Summon Monster), read
ONCE by the card reader and stored as a field of the card (ek:cannotBeNormalSummoned), so that
timing/rules/revival.py reads the field and never the card's texts."""

from __future__ import annotations

import re

_CANNOT_BE_NORMAL_SUMMONED = re.compile(r"\bcannot be normal summoned\b", re.I)


def cannot_be_normal_summoned(texts: list[str]) -> bool:
    """Any of the card's texts (every version, the first pre-errata script's too) says so."""
    return any(_CANNOT_BE_NORMAL_SUMMONED.search(text or "") for text in texts)


# "After this card's activation, it remains on the field", "This card remains on the field for 2 of your opponent's
# turns", the PSCT "This card isn't sent to the GY after it resolves": a Normal Spell/Trap that stays face-up on the
# field once it has resolved (rule chain-card-remains-on-field), stored as ek:remainsOnFieldAfterResolving
_REMAINS_ON_FIELD = re.compile(r"\b(?:after this card's activation, it remains on the field|(?<!as long as )(?<!while )"
                               r"this card remains on the field\b|this card (?:isn't|is not) sent to the (?:gy|graveyard) "
                               r"after it resolves)", re.I)


def remains_on_field_after_resolving(card_type: str, texts: list[str]) -> bool:
    """A Spell or Trap Card any of whose texts says it stays on the field after it resolves."""
    return card_type in ("spell", "trap") and any(_REMAINS_ON_FIELD.search(text or "") for text in texts)


# what a monster's own Summon conditions let an effect that only Special Summons it do,
# read once per sentence of its texts and stored as ek:specialSummonLimit (and ek:specialSummonNeedsFaceUp)
_QUOTED = re.compile(r'"([^"]+)"')
# "except with "Photon Generator Unit"", "Must be Special Summoned by "Yubel", and cannot be Special Summoned by other
# ways": only the cards named may Summon it (stored as ek:specialSummonOnlyWith, the limit as only-by)
_BY_A_NAMED_CARD = re.compile(r'\b(?:except|special summoned) (?:by|with) (?:the effect of |its own effect or with )?"', re.I)
_MUST_BE_ALONE = "must-be-alone"
_SPECIAL_SUMMON_LIMITS = (
    # "Cannot be Special Summoned from the Graveyard": never from there, even properly Summoned first
    ("not-from-graveyard", re.compile(r"\bcannot be special summoned from the graveyard\b", re.I)),
    # "Cannot be Special Summoned unless you control (a face-up) "Toon World"" (the names: ek:specialSummonNeedsFaceUp);
    # (185) "Cannot be Summoned unless you control a face-up "Gravity Axe - Grarl"": any Summon, a Special one too (the
    # Guardians' rulings: not revived by Monster Reborn without it)
    ("unless-you-control", re.compile(r"\bcannot be (?:special )?summoned unless you control\b", re.I)),
    # "Must first be Special Summoned by ...", "cannot be Special Summoned except by
    # Fusion Summon" (an Extra Deck monster), the 2010 "This card can only be Special Summoned by ..." (Fenrir, Garuda
    # the Wind Spirit: "Must first be" today): by other effects only once properly Summoned
    ("first-by", re.compile(r"\bmust first be special summoned\b(?!.*\bexcept by its own effect\b)"
                            r"|\bcan only be special summoned\b"
                            r"|\bcannot be special summoned except by (?:fusion|synchro|ritual) summon\b", re.I)),
    # "This card cannot be Special Summoned except by ...", "Must be Special Summoned by ..., and cannot be Special
    # Summoned by other ways", the 2010 "Must be Fusion (Synchro) Summoned and cannot be Special Summoned by
    # other ways": by no other effect, even properly Summoned (Archlord Zerato, Arcana Force EX)
    ("only-by", re.compile(r"\bcannot be special summoned except (?:by|with)\b"
                           r"|\bmust be (?:special|fusion|synchro|ritual) summoned\b.*\bcannot be special summoned by other ways\b"
                           r"|\bcannot be special summoned by other ways except by its own effect\b", re.I)),
    # "This card cannot be Special Summoned.", "Cannot be Special Summoned." (Spirit monsters and others)
    ("never", re.compile(r"^(?:this card )?cannot be special summoned\.?$", re.I)),
    # "Must be Fusion Summoned." alone: the same as only-by (the rulings of Dark Paladin, Five-Headed Dragon, Elemental
    # HERO Absolute Zero: never revived), unless a text of the card's era says first-by ("cannot be Special Summoned
    # except by Fusion Summon": Cyberdark Dragon), which is kept
    (_MUST_BE_ALONE, re.compile(r"\bmust be (?:fusion|synchro|ritual) summoned\b", re.I)),
    # "If you Special Summon this monster, you cannot Normal Summon or Set a monster during the same turn", "You
    # cannot Normal Summon/Set the turn you Special Summon this card": its Special Summon, even negated, locks its
    # player's Normal Summon and Set for that turn (Grinder Golem's ruling); "... this monster this way" (Alien Skull)
    # locks only after its own procedure, which a scenario's Summon does not tell apart: not read
    ("locks-normal-summon", re.compile(r"\bif you special summon this (?:card|monster)(?! this way)\b[^.]*?\byou cannot normal summon (?:or |/)set\b"
                                       r"|\byou cannot normal summon ?(?:or |/)set the turn you special summon this card\b", re.I)),
    # "You can only control 1 "Guardian of Order"": not Special Summoned to a side that already has a face-up one
    # (a monster's only: read_card keeps it for monsters)
    ("only-one", re.compile(r'\byou can only control (?:1|one) (?:face-up )?"', re.I)),
)


# "Must first be Special Summoned (from your hand) to your opponent's field by Tributing 2 monsters they
# control": its own way of Summoning puts it on the other player's field (Lava Golem)
_TO_OPPONENTS_FIELD = re.compile(r"\bspecial summoned\b[^.]*?\bto (?:your|the) opponent's (?:field|side of the field)\b", re.I)


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.])\s+|\n", text or "") if s.strip()]


def special_summon_limits(texts: list[str]) -> tuple[list[str], list[str]]:
    """(limits, names): the kinds of limit the card's texts put on its Special Summon, and the names of the cards
    its player must control face-up to Special Summon it at all. A limit that names the cards allowed to Summon it
    ("except with "Attack Reflector Unit"") is only-by; those names: special_summon_only_with."""
    limits, names = [], []
    for text in texts:
        for sentence in _sentences(text):
            for limit, pattern in _SPECIAL_SUMMON_LIMITS:
                if not pattern.search(sentence):
                    continue
                if limit == "unless-you-control":
                    names.extend(name for name in _QUOTED.findall(sentence) if name not in names)
                if limit not in limits:
                    limits.append(limit)
                break
            if "first-by" in limits and _TO_OPPONENTS_FIELD.search(sentence) and "to-opponents-field" not in limits:
                limits.append("to-opponents-field")
    if _MUST_BE_ALONE in limits:
        limits.remove(_MUST_BE_ALONE)
        if "first-by" not in limits and "only-by" not in limits:
            limits.append("only-by")
    return limits, names


def special_summon_only_with(texts: list[str]) -> list[str]:
    """The names of the only cards that may Special Summon it ("cannot be Special Summoned except with
    "Attack Reflector Unit"", "Must be Special Summoned by "Yubel", and cannot be Special Summoned by other ways")."""
    names: list[str] = []
    only_by = dict(_SPECIAL_SUMMON_LIMITS)["only-by"]
    for text in texts:
        for sentence in _sentences(text):
            if only_by.search(sentence) and _BY_A_NAMED_CARD.search(sentence):
                named = sentence[_BY_A_NAMED_CARD.search(sentence).end() - 1:]
                names.extend(name for name in _QUOTED.findall(named) if name not in names)
    return names


# "This card can only be placed on the field by the effect of "Destiny Board"": the card is never activated,
# from the hand or Set (rule card-placed-only-by-an-effect)
_PLACED_ONLY_BY = re.compile(r"^(?:this card )?can only be placed on the field by the effects? of\s+", re.I)


def placed_only_by(texts: list[str]) -> list[str]:
    """The names of the only cards whose effects may place it on the field."""
    names: list[str] = []
    for text in texts:
        for sentence in _sentences(text):
            found = _PLACED_ONLY_BY.match(sentence.strip())
            if found:
                names.extend(n.rstrip(".") for n in _QUOTED.findall(sentence[found.end():]) if n.rstrip(".") not in names)
    return names


_IGNORING = re.compile(r"\bignoring (?:its|their|the) summoning conditions?\b", re.I)


def store_ignored_conditions(clause) -> None:
    """"Special Summon it, ignoring its Summoning conditions": the monster's own limits do not bind that Summon."""
    clause.ignores_summoning_conditions = clause.event == "special_summon" and bool(_IGNORING.search(clause.text or ""))
