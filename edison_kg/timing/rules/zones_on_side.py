"""Monster Zones of one player the face-up cards have made unusable (rule zones-selected-on-a-side, round 111):
"2 of your Monster Card Zones cannot be used" closes its controller's; "Select 2 Main Monster Zones on the field.
Neither player can use the selected zones." closes zones on either side, and they are on this side as far as the other
side cannot hold them: a zone a monster is in now was never selected (an occupied zone cannot be, and no monster can go
to a selected one), so the other side's empty zones are all it can have there. The scenario does not say where they
are: ``assumed`` says what was taken. Read by rules/board.py for a Summon of several monsters at once."""

from __future__ import annotations

SIDE_RULE = "zones-selected-on-a-side"
MONSTER_ZONES = 5


def closed_on_side(state, side: str, but: str | None = None) -> int:
    """Main Monster Zones of player ``side`` the face-up cards other than ``but`` have made unusable."""
    own, selected, names = 0, 0, []
    for holder, info in state.infos.items():
        if holder == but or not state.face_up_on_field(holder) or _negated(state, holder):
            continue
        for effect in info.effects:
            if not effect.monster_zones_closed:
                continue
            count, whose = effect.monster_zones_closed.split()
            if whose == "field":
                selected += int(count)
                names.append(info.name)
            elif (whose == "you") == (state.controller(holder) == side):
                own += int(count)
    if not selected:
        return own
    other = state.opponent(side)
    room = MONSTER_ZONES - sum(1 for ref, card in state.cards.items() if card.on_field and card.zone == "monster_zone"
                               and state.controller(ref) == other)
    here = max(selected - room, 0)
    told = ", ".join(sorted(set(names)))
    state.cite(SIDE_RULE)
    if here:
        state.assume(f"{told} selected {here} of player {side}'s Monster Zones: player {other}'s side has {room} empty "
                     f"zone(s), the only ones of theirs it could have selected (the scenario does not say which it "
                     f"selected, and names all the monsters there)")
    else:
        state.assume(f"The scenario does not say which Monster Zones {told} selected: taken to be on player "
                     f"{other}'s side, which has {room} empty zone(s), leaving player {side}'s zones free")
    return own + here


def _negated(state, holder: str) -> bool:
    """Its effects are negated on the field ("Skill Drain"): it closes nothing while they are."""
    return any(state.restricts(r, other, holder, "negate-effects") for other, r in state.restrictions())
