"""What a phase condition looks back at: an earlier event of the card itself ("During the End Phase, if this card was
destroyed by a card effect and sent to the GY", "if this card destroyed a monster by battle this turn", "if this card
attacked this turn"), read as a condition of its own (cardtext/events.py puts it in the pattern's ``earlier``)."""

from __future__ import annotations

import re

from edison_kg.cardtext.location import looked_back_from_its_place

# what a phase effect looks back at: "because it was destroyed ...", "after this card was sent ...",
# "if this card in your possession was destroyed ...": this card undergoing an earlier event
_BECAUSE = re.compile(r"\bbecause\s+(?:it|this card)\s+((?:was|were|has been)\s+(?!in\b|on\b|face-up\b|face-down\b).*)$", re.I)
# "if the equipped monster was destroyed by battle and sent to the Graveyard this turn": its Equip
# Card's own earlier monster, looked back at as the card's own event is
_AFTER_THIS = re.compile(r"\b(?:after|if)\s+((?:this (?:face-up |face-down )?(?:card|monster)|the equipped monster)(?: you control| in your possession)?"
                         r"\s+(?:was|were|has been)\s+(?!in\b|on\b|face-up\b|face-down\b).*)$", re.I)

# (185) "During the End Phase of the turn this card was sent to the Graveyard": its own arrival there, this turn
_OF_THE_TURN_SENT = re.compile(r"\bof the turn this card was sent to the (?:graveyard|gy)$", re.I)

# "during the End Phase, if this card attacked this turn": its own attack declaration, looked back at
_THIS_CARD_ATTACKED = re.compile(r"\bif this (?:card|monster) (?:attacked|declared an attack)(?P<rest>(?: this turn)?)$", re.I)

# "if this card destroyed an opponent's monster by battle and sent it to the Graveyard this turn
# while you controlled it": this card's own deed, read as "this card destroys ... by battle and sends it to ..."
THIS_CARD_DESTROYED = re.compile(r"\bif this (?:card|monster) (?:destroyed|destroys) (?P<what>[^,:]+?) by battle"
                                 r"(?P<rest>(?: and sent it to the (?:graveyard|gy))?(?: this turn)?)"
                                 r"(?: while you controlled it)?$", re.I)


def looks_back_at(cond: str) -> str | None:
    """The earlier event of this card a phase condition looks back at, as a condition of its
    own ("If this card was destroyed by a card effect and sent to the GY"); None when it names none."""
    m = _BECAUSE.search(cond)
    if m:
        return "If this card " + m.group(1)
    m = THIS_CARD_DESTROYED.search(cond)
    if m:
        return f"If this card destroys {m.group('what')} by battle" + re.sub(r"\bsent it\b", "sends it", m.group("rest"))
    m = _THIS_CARD_ATTACKED.search(cond)
    if m:
        return "When this card declares an attack" + m.group("rest")
    m = _AFTER_THIS.search(cond)
    if m:
        return "If " + m.group(1)
    m = _OF_THE_TURN_SENT.search(cond)
    return "If this card was sent to the Graveyard this turn" if m else looked_back_from_its_place(cond)
