"""Effects a card has only while a state of the field holds, the state said before them:
"Gains the following effect(s) while there is a monster(s) with the following Attribute(s) on the field.
● FIRE: This card gains 500 ATK. ● EARTH: Negate the effects of Effect Monsters destroyed by battle with this
card." (the Element monsters). Each bullet's label names the Attribute whose monster must be on the field.

The state is read into the fields the other readers fill: each restriction the bullet states (read by the
restriction readers from the bullet's words, its label and the lead sentence left out) holds only while
"field-has-kind" holds (Restriction.holds_while, while_kind: a face-up monster of that Attribute on the
field, on either side, its own card included, as the text says no "other than this card"); an activated
bullet needs the state as it is activated (AnalyzedEffect.needs_held). Either way the effect is one its card
gains by its own effect (AnalyzedEffect.granted_by_own_effect)."""

from __future__ import annotations

import copy
import re

from edison_kg.cardtext.continuous import restrictions_of
from edison_kg.cardtext.count_bullets import count_states
from edison_kg.cardtext.earned_effects import battle_win_states
from edison_kg.cardtext.stat_changes import stat_changes_of
from edison_kg.vocab.model import AnalyzedEffect, CardKind

_ATTRIBUTE_LEAD = re.compile(r"\b(?:gains|gets) the following effect\(s\) while there is a monster\(s\) with the "
                             r"following Attribute\(s\) on the field\b", re.I)
_EACH_PLAYER_LEAD = re.compile(r"\beach player receives effects, depending on the monster Attributes they control\b",
                               re.I)
_LABEL = re.compile(r"(?:^|●\s*)(DARK|LIGHT|EARTH|WATER|FIRE|WIND):\s+", re.M)


def attribute_states(effects: list[AnalyzedEffect], text: str | None) -> list[AnalyzedEffect]:
    """The effects, each bullet of an Attribute lead tied to its Attribute's state (and each bullet of a
    count lead to its count: cardtext/count_bullets.py)."""
    if not text:
        return effects
    effects = battle_win_states(count_states(effects, text), text)
    if _EACH_PLAYER_LEAD.search(text):
        for effect in effects:
            labels = _LABEL.findall(effect.text or "")
            if len(labels) == 1 and effect.kind not in ("continuous", "unanalyzed"):
                effect.needs_held += (f"face-up-attribute you {labels[0].upper()}",)
            elif len(labels) == 1 and effect.kind == "continuous":
                _each_player_bullet(effect, labels[0].upper())
        return effects
    if not _ATTRIBUTE_LEAD.search(text):
        return effects
    for effect in effects:
        labels = list(_LABEL.finditer(effect.text or ""))
        if len(labels) != 1:
            continue
        attribute = labels[0].group(1).upper()
        effect.granted_by_own_effect = True
        if effect.kind == "continuous":
            bullet = copy.copy(effect)
            bullet.text = effect.text[labels[0].end():]
            kind = CardKind(classes=frozenset({"monster"}), attributes=frozenset({attribute}))
            effect.restrictions = restrictions_of(bullet) + stat_changes_of(bullet)
            for restriction in effect.restrictions:
                if restriction.holds_while is None:
                    restriction.holds_while, restriction.while_kind = "field-has-kind", kind
        elif effect.kind != "unanalyzed":
            effect.needs_held += (f"face-up-attribute field {attribute}",)
    return effects


# Clear World's continuous bullets ("● LIGHT: Play with your hand revealed at all times."): "you" is
# each player who controls a face-up monster of the Attribute, whoever controls the card; a bullet whose words hold a
# state of their own ("● DARK: If you control 2 or more monsters, you cannot declare an attack.") stays unread, as one
# restriction holds one state
_OWN_STATE = re.compile(r"^\s*(?:if|while|as long as)\b", re.I)


def _each_player_bullet(effect: AnalyzedEffect, attribute: str) -> None:
    bullet = copy.copy(effect)
    bullet.text = _LABEL.sub("", effect.text or "", count=1)
    if _OWN_STATE.match(bullet.text):
        return
    effect.restrictions = restrictions_of(bullet)
    for restriction in effect.restrictions:
        if restriction.holds_while is None:
            restriction.holds_while = "player-controls-kind"
            restriction.while_kind = CardKind(classes=frozenset({"monster"}), attributes=frozenset({attribute}))
            restriction.players = "both"
