"""The battle position (and face) the event's card was in just before its event,
read as the EventPattern field `position` (graph ek:eventCardPosition) so that the
engine checks it against the scenario's steps instead of dropping it:

- "When this card destroys an opponent's face-up Attack Position monster by battle", "When a
  Defense Position monster is destroyed by battle": the destroyed monster's position then;
- "When this face-up Attack Position card is destroyed by battle", "While in Attack Position, when
  this card is destroyed by battle": this card's;
- "When this card is changed from Attack Position to Defense Position", "When a face-up Attack
  Position monster is changed to face-up Defense Position": the position it was changed from.

- "When this face-down Defense Position card is attacked", "When your
  opponent's monster attacks this card in face-down Defense Position": this card's, as the attack
  target, when the attack was declared (the card the condition names is the attack target);
- "When an Attack Position "Destiny HERO" monster you control is targeted for an attack": the
  attack target's, when the attack was declared.

Values are those of a card kind's position (attack | defense | face-up defense | face-down
defense). Only events that happen to a monster on the field are read: an attack by this card
names its target's position at the declaration (battled_kind), and a phase the position the card holds at that time; "changed to Defense Position"
names where it goes. A Summon that names a position ("is Special Summoned in Attack Position") names the one it
puts its monster in (round 97)."""

from __future__ import annotations

import re

from edison_kg.cardtext.cardkind import card_kind

# events whose card was a monster on the field just before them
_ON_FIELD_EVENTS = frozenset(("destroyed", "position_changed", "sent_to_gy", "banished", "returned_to_hand",
                              "returned_to_deck", "tributed", "control_changed"))
_POSITION = r"(?P<face>face-up |face-down )?(?P<position>attack|defense) position"
_SELF_PATTERNS = (re.compile(rf"\bthis {_POSITION} (?:card|monster)\b", re.I),
                  re.compile(rf"\bthis card (?:is )?in {_POSITION}\b", re.I),
                  re.compile(rf"^while in {_POSITION},", re.I))
_CHANGED_FROM = re.compile(rf"\bchanged from {_POSITION}\b", re.I)


def _position_of(match) -> str:
    if match.group("position").lower() == "attack":
        return "attack"
    face = (match.group("face") or "").strip().lower()
    return f"{face} defense" if face else "defense"


# "When an "Elemental HERO Clayman" you control is targeted for an attack (even if it is face-down,
# but reveal it ...)": the text lets a Set card count as the card it names
_EVEN_FACE_DOWN = re.compile(r"\(even if (?:it is|it's|they are) face-down\b", re.I)


def event_position(wording: str, pattern) -> dict:
    """{"position": ...} when the condition names the battle position its event's card was in; else {}
    ({"named_even_face_down": True} when its text lets the card it names count while face-down)."""
    if wording and pattern.card and not pattern.self_card and _EVEN_FACE_DOWN.search(wording):
        return {"named_even_face_down": True}
    if wording and pattern.types == ["attack_declared"] and pattern.earlier is None:
        return _attacked_position(wording, pattern)
    if wording and pattern.types and _SUMMONS.issuperset(pattern.types) and pattern.earlier is None:
        return _summoned_position(wording)
    if not wording or not _ON_FIELD_EVENTS.issuperset(pattern.types) or pattern.earlier is not None:
        return {}
    if "position_changed" in pattern.types:
        changed = _CHANGED_FROM.search(wording)
        if changed:
            return {"position": _position_of(changed)}
    if pattern.self_card:
        match = next((m for m in (p.search(wording) for p in _SELF_PATTERNS) if m), None)
        return {"position": _position_of(match)} if match else {}
    if pattern.card:
        position = card_kind(pattern.card).position
        return {"position": position} if position else {}
    return {}


# "If a LIGHT or DARK monster is Special Summoned in Attack Position", "When this card is Special Summoned in Attack
# Position by ...": the position the Summon puts it in (round 97, rule cond-summoned-in-named-position)
_SUMMONS = frozenset(("normal_summon", "tribute_summon", "flip_summon", "special_summon", "synchro_summon",
                      "fusion_summon", "ritual_summon"))
_SUMMONED_IN = re.compile(rf"\bsummoned in {_POSITION}", re.I)


def _summoned_position(wording: str) -> dict:
    """{"position": ...} the Summon the condition names must put its card in; {} when it names none."""
    match = _SUMMONED_IN.search(wording)
    return {"position": _position_of(match)} if match else {}


_ATTACKS_THIS_CARD = re.compile(r"\bmonsters? attacks? this card\b", re.I)
# the card the condition names is the one attacked, not the attacker
_IS_ATTACKED = re.compile(r"\bis (?:targeted for an attack|attacked|selected as an attack target)\b", re.I)


def _attacked_position(wording: str, pattern) -> dict:
    """{"position": ...} of this card when it is attacked in the position the condition names."""
    if (pattern.card or "").lower().startswith("attack target: this"):
        position = card_kind(pattern.card.split(":", 1)[1]).position
        if position:
            return {"position": position}
    elif pattern.card and not pattern.self_card and ":" not in pattern.card and _IS_ATTACKED.search(wording):
        position = card_kind(pattern.card).position or _face_up_only(pattern.card)
        return {"position": position} if position else {}
    elif not (pattern.self_card and _ATTACKS_THIS_CARD.search(wording)):
        return {}
    match = next((m for m in (p.search(wording) for p in _SELF_PATTERNS[:2]) if m), None)
    return {"position": _position_of(match)} if match else {}


def _face_up_only(card: str) -> str | None:
    """"When a face-up monster you control is targeted for an attack" names the face alone: a Set monster attacked
    does not meet it (round 93, rule cond-attack-target-face-up)."""
    return "face-up" if re.search(r"\bface-up\b", card, re.I) and not re.search(r"\bface-down\b", card, re.I) else None


# "a Defense Position monster you control, whose DEF is higher than its ATK, is destroyed by battle": the event's
# card compared with itself, as it was on the field (rule cond-event-card-own-stats-compared)
_OWN_STATS = re.compile(r"\bwhose (?P<first>atk|def) is (?P<way>higher|lower) than its (?P<second>atk|def)\b", re.I)


def own_stat_comparison(condition_text: str) -> str | None:
    """"def-above-atk" or "atk-above-def" for a condition whose event's card must have one stat higher than its other."""
    found = _OWN_STATS.search(condition_text or "")
    if found is None or found.group("first").lower() == found.group("second").lower():
        return None
    higher = found.group("first") if found.group("way").lower() == "higher" else found.group("second")
    return "def-above-atk" if higher.lower() == "def" else "atk-above-def"
