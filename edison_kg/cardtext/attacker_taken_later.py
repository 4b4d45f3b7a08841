"""A deed on the monster that attacks this card, done "at the end of the Battle Phase" (round 113, rule
bt-attacked-trigger-deed-at-battle-phase-end).

"Gain control of a monster that attacks this face-up Attack Position card, at the end of the Battle Phase."
(Interplanetary Invader "A"): the phrase "at the end of the Battle Phase" is when the deed is done, not what sets the
effect off. What sets it off is the attack on this card: its rulings (www.edisonformat.com/rulings) have it activate
at the end of the Damage Step of that battle (Substep 7), even when this card was destroyed by it, and do the deed at
the end of the Battle Phase. So its condition is read as "If this <position> card is attacked, at the end of the
Damage Step", the shape the reader already types for "If this card attacks or is attacked, at the end of the Damage
Step" (B.E.S. monsters); the words printed stay the card's. Only a deed whose subject is the monster that attacks (or
battles) this card is read so: "If this card attacks, it is changed to Defense Position at the end of the Battle
Phase" names its own condition, and a deed on any monster at that time is a phase trigger."""

from __future__ import annotations

import re

_AT_BATTLE_PHASE_END = re.compile(r"^at the end of the battle phase$", re.I)
_ATTACKS_THIS_CARD = re.compile(
    r"\ba monster that (?P<verb>attacks|battles(?: with)?) this (?P<position>(?:face-up |face-down )?"
    r"(?:attack |defense )?(?:position )?)card\b", re.I)


# (165) "If this card attacks, destroy 1 Spell or Trap Card at the end of the Battle Phase": the deed is timed at
# the end of the Battle Phase and is done to a card other than this one (a change of this card's own position then
# is applied, never activated: cardtext/applied.py), so the trigger is activated then, if this card battled
_ATTACKS = re.compile(r"^if this card attacks$", re.I)
_DEED_AT_BATTLE_PHASE_END = re.compile(r"\bat the end of the battle phase\b", re.I)
ATTACKED_AT_BATTLE_PHASE_END = "At the end of the Battle Phase, if this card attacked"


def attacked_condition(effect) -> str | None:
    """The condition its deed's subject sets, said at the end of the Damage Step, or said at the end of the Battle
    Phase for a deed done then after this card attacked; None when the effect is no such."""
    if effect.kind in ("trigger", "trigger-like") and len(effect.clauses) == 1 \
            and _ATTACKS.match((effect.condition_text or "").strip().rstrip(",.")) \
            and _DEED_AT_BATTLE_PHASE_END.search(effect.clauses[0].text or "") \
            and effect.clauses[0].action != "change_position":
        return ATTACKED_AT_BATTLE_PHASE_END
    if effect.kind not in ("trigger", "trigger-like") or len(effect.clauses) != 1 \
            or not _AT_BATTLE_PHASE_END.match((effect.condition_text or "").strip().rstrip(",.")):
        return None
    found = _ATTACKS_THIS_CARD.search(effect.clauses[0].text or "")
    if found is None:
        return None
    if found.group("verb").lower().startswith("battles"):
        return "At the end of the Damage Step, if this card battled"
    return f"If this {found.group('position')}card is attacked, at the end of the Damage Step"


_POSITION = re.compile(r"\bthis (?P<face>face-up |face-down )?(?P<position>attack|defense) position card\b", re.I)


def position_named(condition_text: str) -> str | None:
    """The battle position the card must be attacked in, as a card kind's position value; None when none is named."""
    found = _POSITION.search(condition_text)
    if found is None:
        return None
    if found.group("position").lower() == "attack":
        return "attack"
    face = (found.group("face") or "").strip().lower()
    return f"{face} defense" if face else "defense"
