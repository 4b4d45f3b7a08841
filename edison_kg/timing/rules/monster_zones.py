"""Monster Zones a card makes unusable (rule zones-closed-by-a-card): "Select 2 Main Monster Zones on the field.
Neither player can use the selected zones. You cannot select a zone that is occupied by a Monster Card." selects zones
no monster is in and that no other card already made unusable, so its activation needs that many of them, counted over
both sides of the field: 5 Main Monster Zones each, less the monsters the scenario names there, less the zones each
face-up card whose effects are not negated closes ("2 of your Monster Card Zones cannot be used" on its controller's
side). The card reader gives the zones each effect closes (AnalyzedEffect.monster_zones_closed, cardtext/zones.py)."""

from __future__ import annotations

from edison_kg.timing.negated_effects import effects_negated
from edison_kg.timing.rules.board import MONSTER_ZONES
from edison_kg.timing.rules.verdict import Verdict, only_for
from edison_kg.vocab.model import AnalyzedEffect

ZONES_RULES = ["zones-closed-by-a-card", "activation-needs-a-possible-effect"]
_ACTIVATED = frozenset({"card-activation", "ignition", "ignition-like", "quick", "quick-like", "trigger", "trigger-like"})


def _closes(effect: AnalyzedEffect) -> tuple[int, str] | None:
    if not effect.monster_zones_closed:
        return None
    count, whose = effect.monster_zones_closed.split()
    return int(count), whose


def closed_monster_zones(state, but: str | None = None) -> int:
    """Main Monster Zones on the field the face-up cards other than ``but`` have made unusable."""
    closed = 0
    for holder, info in state.infos.items():
        if holder == but or not state.face_up_on_field(holder) or effects_negated(state, holder):
            continue
        closed += sum(found[0] for effect in info.effects if (found := _closes(effect)))
    return closed


def _zones_selected(effect: AnalyzedEffect) -> int:
    """How many Monster Zones on the field the activated effect selects to make unusable (0: none)."""
    found = _closes(effect) if effect.kind in _ACTIVATED else None
    return found[0] if found and found[1] == "field" else 0


@only_for(lambda effect: _zones_selected(effect) > 0)
def selected_zones_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """An activation that selects Monster Zones on the field to make unusable needs that many free ones."""
    effects = [effect] if effect is not None else state.infos[ref].effects
    need = max((_zones_selected(e) for e in effects), default=0)
    if need == 0:
        return None
    monsters = sum(1 for card in state.cards.values() if card.zone == "monster_zone")
    closed = closed_monster_zones(state, but=ref)
    free = max(2 * MONSTER_ZONES - monsters - closed, 0)
    if free >= need:
        return None
    state.assume(f"The field has the {monsters} monster(s) the scenario names in its Monster Zones and no others")
    return Verdict("no", "other", ZONES_RULES,
                   f"Its effect selects {need} Monster Zones no monster is in and no card has made unusable: the field "
                   f"has {monsters} monster(s) and {closed} zone(s) made unusable, so {free} of "
                   f"{2 * MONSTER_ZONES} are free and it could not be done.")
