"""A bullet labelled with a battle position holds every effect written under it, not only its first sentence:
"● While in Defense Position: Once per turn, you can place 1 Morph Counter on this card. You can Tribute this card
to inflict 1000 damage ..." gives both effects only in Defense Position (Morphtronic Clocken's rulings call the damage
effect its "Defense Position effect"). Each later effect of the bullet is read as its first is: granted by a
continuous effect of its own card, so gone while that card's effects are negated (rule ce-skill-drain-granted-effects),
and activated only in that position (rule cond-activation-needs-its-own-position)."""

from __future__ import annotations

import re

from edison_kg.cardtext.condition_tails import read_own_position_label
from edison_kg.vocab.model import AnalyzedEffect

# "● While in Attack Position: ...", its PSCT "● Attack Position: ..."
_LABELLED_BULLET = re.compile(r"^\s*(?:while in )?(?:face-up )?(?P<position>attack|defense) position\s*:(?P<body>.*)$",
                              re.I | re.S)


def _words(text: str) -> str:
    return " ".join((text or "").lower().split())


def carry_position_bullets(effects: list[AnalyzedEffect], text: str | None) -> list[AnalyzedEffect]:
    """Mark the effects after the first under a battle-position bullet with that bullet's label."""
    for bullet in (text or "").split("●"):
        label = _LABELLED_BULLET.match(bullet)
        if label is None:
            continue
        body, position = _words(label.group("body")), label.group("position").capitalize()
        for effect in effects:
            said = _words(effect.text)
            if not said or _LABELLED_BULLET.match(said) or said.rstrip(".") not in body:
                continue
            effect.granted_by_own_effect = True
            # the label read in front of it, as read_own_position_label reads the bullet's first effect
            labelled = effect.text
            effect.text = f"While in {position} Position: {labelled}"
            read_own_position_label(effect)
            effect.text = labelled
    return effects
