"""Each player can only control 1 Attribute (or Type) of monster (rule ce-one-kind-controlled; round 182).

"Each player can only control 1 Attribute of monster" (Gozen Match) and "... 1 Type of monster" (Rivalry of
Warlords) spare, for a player who controls a face-up monster, only the monsters that share an Attribute (a Type)
with those: that player cannot Special Summon a monster of another one face-up (their rulings). A player who
controls no face-up monster is not bound. The lock is held as one on Special Summoning per bound player, sparing
what that player keeps, so the locks on a deed (timing/rules/continuous.py) judge it like any other."""

from __future__ import annotations

from dataclasses import replace

from edison_kg.vocab.card_kind import CardKind

RULE = "ce-one-kind-controlled"
# the restriction kind, and what of a monster it keeps to one (the card record's field)
ONE_KIND = {"one-attribute-controlled": "attribute", "one-type-controlled": "monster_type"}
_MONSTERS = CardKind(classes=frozenset({"monster"}))


def locks_per_player(state, holder: str, restriction, face_up) -> list[tuple[str, object]]:
    """(holder, lock) for each player who controls a face-up monster: Special Summoning a monster that shares no
    Attribute (Type) with theirs is forbidden to them (``face_up``: is a card face-up on the field?)."""
    field = ONE_KIND[restriction.kind]
    found = []
    for player in ("A", "B"):
        kept = frozenset(value for ref, card in state.cards.items()
                         if card.zone == "monster_zone" and state.controller(ref) == player and ref in state.infos
                         and face_up(state, ref) and (value := getattr(state.infos[ref], field, None)) is not None)
        if not kept:
            continue
        spared = CardKind(attributes=kept) if field == "attribute" else CardKind(monster_types=kept)
        whose = "you" if player == state.controller(holder) else "opponent"
        found.append((holder, replace(restriction, players=whose, cards=_MONSTERS, except_kind=spared)))
    return found
