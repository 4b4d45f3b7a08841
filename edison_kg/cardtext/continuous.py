"""Continuous effects that change what the game allows while they apply, read from their
wording into Restrictions (the phrase table is tables/restrictions.toml): "Trap Cards cannot
be activated", "Negate all Spell effects on the field", "Any card sent to the GY is banished
instead", "Cards in the GY cannot be banished", "Your opponent cannot draw cards except during
Draw Phases". Each says what it forbids or replaces, for whom, for which cards, when it applies
(its window) and while what holds (its state)."""

from __future__ import annotations

import re

from edison_kg.cardtext import scan
from edison_kg.cardtext.cardkind import card_kind
from edison_kg.cardtext.tables import restriction_durations, restriction_rules, restriction_states, restriction_windows
from edison_kg.vocab.model import AnalyzedEffect, CardKind, Restriction
from edison_kg.cardtext.words import number_of

_CLASS_WORDS = (("spell", re.compile(r"\bspells?\b")), ("trap", re.compile(r"\btraps?\b")),
                ("monster", re.compile(r"\bmonsters?\b")))
# subtypes a restriction's card words name ("Quick-Play Spell Cards", "a new Field Spell Card")
_SUBTYPE_WORDS = (("Quick-Play", re.compile(r"\bquick-play\b")), ("Field", re.compile(r"\bfield spell")),
                  ("Counter", re.compile(r"\bcounter trap")), ("Continuous", re.compile(r"\bcontinuous\b")))
# windows a restriction keeps after the effect that states it resolved, or that it has at a moment
# of its card, so an effect that is not continuous carries it too
LINGERING_WINDOWS = ("until-end-phase", "summon-response")
_OPPONENT = re.compile(r"\b(?:your |the )?opponent (?:controls|'s|cannot|can't|can not|can only activate)\b|\bopponent's\b|"
                       r"^(?:while this card is attacking, )?opponent (?:cannot|can't)\b")
_BOTH = re.compile(r"\byou and your opponent (?:cannot|can't|can not)\b")   # both players
_SPECIAL_SUMMONED = re.compile(r"\bspecial summoned monsters\b", re.I)   # "Level 6 or higher Special Summoned monsters"
# "Your opponent must play with their hand revealed": a duty of the opponent alone
_OPPONENT_MUST = re.compile(r"^\s*(?:your )?opponent (?:must|plays)\b")
_WHILE_FACE_UP = re.compile(r"\bwhile this card (?:remains|is) face-up on the field\b")
_WHILE_IN_GRAVEYARD = re.compile(r"\bwhile this card is in the (?:graveyard|gy)\b")
_YOU = re.compile(r"\byou control\b|\byou (?:cannot|can't|can not)\b")
# "When this card is Tribute Summoned, it gains the following effect: ...": an effect its card has
# while it stays face-up after a Summon of that kind, not a moment of that Summon
# "When this card is Normal Summoned successfully, no Trap Cards can be activated", "When Normal Summoned, ...": the
# kind of Summon whose response window the lock closes (a Special Summon of the card closes none)
_SUMMON_MOMENT = re.compile(r"^when (?:this card is )?(?P<how>normal|tribute|flip|special) summoned\b", re.I)
_GAINED = re.compile(r"^(?:when|if) this card is (?:(?P<how>normal|tribute|flip|special) )?summoned[^,:]*, "
                     r"(?:it|this card) gains (?:the following|this) effects?\b", re.I)


def restrictions_of(effect: AnalyzedEffect) -> list[Restriction]:
    """The restrictions an effect's sentences state, in text order."""
    found: list[Restriction] = []
    for sentence in scan.sentences(effect.text or ""):
        for row in restriction_rules():
            if row.get("needs_target") and not effect.targets:
                continue          # "its effects are negated": said of the card the effect targets
            if row.get("unless") and re.search(row["unless"], sentence, re.I):
                continue
            for regex in row["regexes"]:
                match = regex.search(sentence)
                if match:
                    found.append(_restriction(row, match, sentence))
                    break
    return found


def lingering_restrictions(effect: AnalyzedEffect) -> list[Restriction]:
    """The restrictions an activated effect leaves when it resolves ("until the End Phase, Spell
    and Trap Cards cannot be activated", "... during the Battle Phase of this turn", "for the rest
    of this Duel"), or its activation leaves ("You cannot Summon other monsters the turn you
    activate this card"), or that apply at a moment of its card ("When this card is Normal Summoned
    successfully, no Trap Cards can be activated")."""
    # and the lock a Ritual material gives the monster Ritual Summoned with it, kept while that
    # monster stays face-up; and what its own activation is unaffected by
    return [r for r in restrictions_of(effect)
            if r.window in LINGERING_WINDOWS or r.lasts is not None
            or r.granted_to in ("ritual-monster", "own-activation", "effect-summoned")]


# "Gemini Monsters you control that are being treated as Effect Monsters": the monsters of the kind that are now
# treated as the other kind are spared (a Gemini monster not Gemini Summoned is a Normal Monster on the field)
_NOT_TREATED = {"effect monsters": "normal monsters"}


def _restriction(row: dict, match: re.Match, sentence: str) -> Restriction:
    groups = match.groupdict()
    what = groups.get("what") or ""
    where = (groups.get("where") or "").lower()
    zone = row.get("zone")
    if "field" in where and ("graveyard" in where or "gy" in where):
        zone = None
    elif "field" in where or "face-up" in what.lower():
        zone = "field"
    low = sentence.lower()
    players = "both" if _BOTH.search(low) else "opponent" if _OPPONENT.search(low) or _OPPONENT_MUST.search(low) else "you" if _YOU.search(low) else "both"
    players = row.get("players") or players       # a row that names whose it is
    gained = _GAINED.search(sentence)
    window = None if gained else next(
        (w["window"] for w in restriction_windows() if any(r.search(sentence) for r in w["regexes"])), None)
    lasts = next((d["lasts"] for d in restriction_durations() if any(r.search(sentence) for r in d["regexes"])), None)
    moment = _SUMMON_MOMENT.search(sentence.strip()) if window == "summon-response" else None
    state, state_kind = _state(sentence)
    if row["restriction"] == "summon-count-limit":          # which Summons the limit counts
        state = "special-summons-per-turn" if groups.get("how") else "summons-per-turn"
        if groups.get("only"):      # "can only ... once per turn" counts from when it applies
            state = state.replace("per-turn", "since-applying")
    if row["restriction"] == "cannot-activate" and groups.get("limit"):
        state = "card-activations-since-applying"    # "can only activate 1 Spell/Trap Card each turn"
    granted_to = "effect-target" if row.get("needs_target") else _granted_to(low, what, row["restriction"])
    if granted_to == "effect-target":
        # "these attacks" are the ones it makes this turn; "while this card remains face-up on
        # the field": as long as its card stays face-up there, whatever the turn
        # a row may say how long its lock lasts: "the selected ... cannot be activated" of a Continuous
        # Spell/Trap Card holds while that card stays face-up (round 115)
        lasts = lasts or row.get("lasts") or ("while-face-up" if _WHILE_FACE_UP.search(low)
                          else "while-in-graveyard" if _WHILE_IN_GRAVEYARD.search(low) else "turn")
    cards = CardKind() if granted_to == "equipped-monster" else _kind_of(what)
    return Restriction(kind=row["restriction"], cards=cards, zone=zone, players=players,
                       other_than_self=bool(groups.get("other")), text=sentence.strip(),
                       action=row.get("action"), except_kind=_kind_of(groups.get("except") or _NOT_TREATED.get(
                           (groups.get("treated") or "").lower(), "")),
                       window=window, holds_while=state, while_kind=state_kind,
                       limit=_number(groups["limit"]) if groups.get("limit") else None,
                       cards_summoned_by="special_summon" if _SPECIAL_SUMMONED.search(what) else None,
                       granted_to=granted_to,
                       effects_too=bool(row.get("effects_too")), by_cost=bool(row.get("by_cost")),
                       lasts=lasts, gained_by=f"{gained.group('how').lower()}_summon" if gained and gained.group("how")
                       else f"{moment.group('how').lower()}_summon" if moment else None,
                       effects_anywhere=bool(row.get("effects_anywhere")),
                       destroyed_kind=_kind_of(f"{groups['destroyed']} monsters") if groups.get("destroyed") else CardKind(),
                       amount=int(groups["amount"]) if groups.get("amount") else None,    # LP per card
                       by_kind=_kind_of(" and ".join(f"{groups[g]} cards" for g in ("by", "by_too") if groups.get(g)))
                       if groups.get("by") else CardKind(),
                       cards_of="you" if groups.get("yours") else None)


# a count said in words ("more than two times", "once per turn")


def _number(word: str) -> int:
    return number_of(word)


def _granted_to(low: str, what: str, kind: str) -> str | None:
    """Whose effect the restriction is when not its card's: the Synchro Monster's that used the
    card as material, or the equipped monster's ("destroyed by battle with the
    equipped monster": the monster its card is equipped to does the destroying)."""
    if re.search(r"\bsynchro monster that used this card\b", low):
        return "synchro-monster"
    if kind == "cannot-activate" and re.search(r"\bthat (?:spell |trap )?card cannot be activated\b", low):
        return "effect-set"            # (183) "Set 1 Spell Card ... This turn, that Spell Card cannot be activated"
    if re.search(r"\bthe monster (?:that was )?special summoned by this effect\b", low):
        return "effect-summoned"       # the monster the resolved effect Special Summoned
    if kind == "cannot-be-targeted" and what.lower() in ("it", "that monster", "the summoned monster"):
        return "effect-summoned"       # "Fusion Summon 1 ... Your opponent cannot target it ... this turn"
    if re.search(r"\bthis card's activation and effects? (?:are|is) unaffected\b", low):
        return "own-activation"        # its own activation, wherever it is activated from
    if re.search(r"\bif a player ritual summons using this card\b", low):
        return "ritual-monster"        # the monster Ritual Summoned with it
    if kind in ("negate-destroyed-by-battle", "negate-battling") and what.lower() == "the equipped monster":
        return "equipped-monster"
    if kind == "inflicts-piercing" and (what.lower() in ("it", "the equipped monster") or what.lower().startswith("the equipped")):
        return "equipped-monster"      # an Equip Card's piercing for the monster it is equipped to
    if kind == "gemini-has-effects" and what.lower() in ("it", "the equipped monster"):
        return "equipped-monster"      # an Equip Card's grant to the Gemini it is equipped to (Supervise)
    if kind == "negate-destroyed-by-battle" and what.lower() in ("these attacks", "battle with that monster"):
        return "effect-target"     # the monster the resolved effect named, for this turn
    if kind == "cannot-be-tributed" and what.lower() == "it" and re.search(r"^its effects?(?:\(s\))? (?:is|are) negated, and it", low):
        return "effect-summoned"   # "Its effect(s) is negated, and it cannot be Tributed": the monster it Summoned
    if kind == "cannot-be-tributed" and what.lower() in ("the selected monster", "the targeted monster"):
        return "effect-target"     # the monster its effect selected as it resolved
    if kind == "tribute-as-if-controlled":
        return "effect-target"
    # (179) "That Equip Spell Card cannot be activated this turn" (Fairy of the Spring): the card its effect named
    if kind == "cannot-activate" and re.match(r"(?:those|that) (?:equip |field |quick-play |continuous |ritual )?"
                                              r"(?:spell |trap )?cards? cannot be activated", low.strip()):
        return "effect-target"
    if kind == "cannot-activate" and re.fullmatch(r"(?:those|that) (?:set )?(?:cards?|targets?)|the (?:selected|targeted) .+",
                                                  what.lower()):
        return "effect-target"     # the cards its effect targeted, while its card is in the GY     # the monster its effect targeted, for this turn
    return None


def _state(sentence: str) -> tuple[str | None, CardKind]:
    for row in restriction_states():
        for regex in row["regexes"]:
            match = regex.search(sentence)
            if match:
                kind = match.groupdict().get("kind") or ""
                if row["state"] == "you-control-none" and kind.lower().startswith("other "):
                    return "you-control-no-other", _kind_of(kind)     # "no other monsters"
                return row["state"], _kind_of(kind)
    return None, CardKind()


# the Edison texts' shorthand for monsters of an Attribute, and a name in quotes
_ATTRIBUTE_SHORTHAND = re.compile(r"\b(LIGHT|DARK|EARTH|WATER|FIRE|WIND)s\b", re.I)
_QUOTED = re.compile(r'"[^"]*"')
_SET_CARDS = re.compile(r"(?:set|face-down) (?:spell|trap)\b")


_ATK_EQUAL_TO = re.compile(r"\bwith an atk equal to (\d+) or (more|less)\b", re.I)


def _kind_of(what: str) -> CardKind:
    """"Trap effects", "face-up monsters", "LIGHT monster", "cards": the cards meant."""
    if not what or what.lower() in ("this card",):
        return CardKind()
    what = _ATTRIBUTE_SHORTHAND.sub(r"\1 monsters", what)     # "DARKs"
    what = _ATK_EQUAL_TO.sub(r"with \1 or \2 ATK", what)       # "with an ATK equal to 1900 or more" (Gora Turtle)
    kind = card_kind(what)
    low = _QUOTED.sub("", what.lower())     # "Monster Reborn" names a card, not monsters
    classes = set(kind.classes) | {name for name, word in _CLASS_WORDS if word.search(low)}
    if _QUOTED.fullmatch(what.strip()):
        classes = set()
    subtypes = set(kind.subtypes) | {name for name, word in _SUBTYPE_WORDS if word.search(low)}
    # "Set Spell and Trap Cards" (Timidity): only those face-down on the field (rule ce-set-cards-cannot-be-destroyed)
    position = "set" if _SET_CARDS.match(low) and classes and "monster" not in classes else None
    # "any face-up monster you control" (Belial): a face-down one is not meant (rule ce-face-up-cards-only)
    if position is None and re.search(r"\bface-up\b", low) and not re.search(r"\bface-down\b", low):
        position = kind.position if kind.position in ("attack", "face-up defense") else "face-up"
    return CardKind(frozenset(classes), frozenset(subtypes), kind.monster_types, kind.attributes, kind.atk_max,
                    kind.atk_min, kind.names, level_max=kind.level_max, level_min=kind.level_min,   # Levels kept
                    card_names=kind.card_names, position=position)       # names of one card kept
