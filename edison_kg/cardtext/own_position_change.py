"""(103) A declared effect that changes its own card from Attack Position to Defense Position: "Once per turn,
you can change this face-up Attack Position card you control to face-up Defense Position and place 1 Spell
Counter ...", "You can target 1 Spell/Trap your opponent controls; change this card from Attack Position to face-up Defense
Position, and if you do, destroy that target". A monster already in Defense Position cannot be
changed to it, so the effect cannot be activated then: its card must be in face-up Attack Position (held state
"self-position attack", checked by timing/rules/held_states.py; rule cond-activation-needs-its-own-position, extended in round 103).
A change to face-down Defense Position ("change this card to face-down Defense Position") is not this: a face-up
Defense Position monster can be turned face-down. Nor is a change the player does not choose to make
("● Trap: Change this card to Defense Position", an outcome picked as the effect resolves): only "you can change"."""

from __future__ import annotations

import re

from edison_kg.vocab.model import AnalyzedEffect

_CHANGES_ITSELF = re.compile(r"\byou can (?:target [^.;]*; )?change this (?:face-up )?(?:attack position )?(?:card|monster)(?: you control)? "
                             r"(?:from (?:face-up )?attack position )?to (?:face-up )?defense position\b", re.I)
# effects the player declares: the player chooses to activate them, so the state is needed at activation
_DECLARED = frozenset(("ignition", "ignition-like", "quick", "quick-like"))


def read_own_position_change(effect: AnalyzedEffect) -> None:
    """Store "self-position attack" for a declared effect whose deed changes its own card to Defense Position."""
    found = _CHANGES_ITSELF.search(effect.text or "") if effect.kind in _DECLARED else None
    if found is None:
        return
    if "self-position attack" not in effect.needs_held:
        effect.needs_held += ("self-position attack",)
