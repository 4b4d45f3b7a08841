"""A Trap Monster is a monster while it is in a Monster Zone: the event that takes it from there
(destroyed by battle) happened to a monster, though the card is a Trap Card again once it has
left (rule state-trap-monster-left-as-a-monster). "When this card destroys an opponent's monster
by battle" is met by a Trap Monster; "... and sends it to the GY" is not: that part reads the card
in the Graveyard, where it is a Trap Card (rulings of Skull Zoma with Black Luster Soldier - Envoy
of the Beginning and with Des Volstgalph)."""

from __future__ import annotations

from dataclasses import replace

from edison_kg.timing.cards import kind_matches


def kind_as_it_left(state, ref: str, kind, event, pattern) -> bool | None:
    """Is the card of ``kind`` as it was when ``event`` took it from a Monster Zone? None when the
    rule does not apply: not a Trap Card leaving a Monster Zone, a kind that names no monster, or
    a condition that reads the card where it went ("and sends it to the GY")."""
    info = state.infos.get(ref)
    if info is not None and info.card_type == "monster" and event.from_zone == "spell_trap_zone" \
            and (pattern.from_zone == "field" or event.event == "destroyed") and kind.classes == {"monster"} \
            and kind.level_min is None and kind.level_max is None:
        # a Monster Card equipped as an Equip Card (Relinquished) is no monster on the field:
        # "a monster is sent from the field", "a face-up Insect is destroyed" are not met when it leaves or is destroyed
        # there (rule state-equipped-monster-card-not-a-monster; round 185: destroyed, Verdant Sanctuary)
        # A condition naming a Level reads the Level printed on the Monster Card, an Equip Card's too
        # (rule state-equipped-monster-card-keeps-its-printed-level): it falls through to the kind.
        state.cite("state-equipped-monster-card-not-a-monster")
        return False
    if info is None or info.card_type != "trap" or event.from_zone != "monster_zone" \
            or "monster" not in kind.classes or pattern.to_zone is not None:
        return None
    return kind_matches(kind, replace(info, card_type="monster"), state.scenario.cards[ref].stats.get("atk"))
