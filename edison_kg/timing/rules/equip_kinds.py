"""Equip Spells that only their own activation can equip (props): "Special Summon that target in
Attack Position and equip it with this card" (Premature Burial, Re-Fusion, D.D.R. - Different Dimension
Reincarnation, Symbols of Duty, ...). Such a card equips the monster its activation Summons, and nothing
else: an effect that equips an Equip Spell Card from the Graveyard ("target 1 appropriate Equip Spell Card
in your Graveyard; equip that target to this card") cannot choose it (rule state-equip-only-by-its-own-summon).
The card reader types its activation's clauses: one Special Summons, one equips."""

from __future__ import annotations

from edison_kg.vocab.model import CardKind
from edison_kg.timing.card_kinds import kind_of

EQUIP_OWN_SUMMON_RULE = "state-equip-only-by-its-own-summon"


def equips_only_its_summon(info) -> bool:
    """Is the card an Equip Spell whose own activation Special Summons a monster and equips it?"""
    if info is None or info.card_type != "spell" or "Equip" not in info.subtypes:
        return False
    for effect in info.effects:
        actions = [clause.action for clause in effect.clauses]
        if effect.kind == "card-activation" and "special_summon" in actions and "equip" in actions:
            return True
    return False


# ------------------------------------------------------------------ what it may equip

def equip_kinds(info) -> list[tuple[str | None, CardKind]]:
    """The kinds an Equip Card's text lets it be equipped to, each with the side it names (you | opponent | None:
    either side), from the card reader's ek:equipOnlyTo values; [] when its text names none (any monster)."""
    return [_kind(value) for value in getattr(info, "equip_only_to", ()) or ()]


def _kind(value: str) -> tuple[str | None, CardKind]:
    parts: dict[str, set] = {}
    for part in value.split(";"):
        key, _, word = part.partition("=")
        parts.setdefault(key, set()).add(word)

    def number(key: str) -> int | None:
        return int(next(iter(parts[key]))) if key in parts else None

    side = next(iter(parts["side"])) if "side" in parts else None
    cards = frozenset(parts.get("card", ()))
    return side, CardKind(frozenset(parts.get("class", ())), frozenset(parts.get("subtype", ())),
                          frozenset(parts.get("type", ())), frozenset(parts.get("attribute", ())),
                          number("atk-max"), number("atk-min"), frozenset(parts.get("name", ())) | cards,
                          number("level-max"), number("level-min"), cards)


def may_equip_to(state, equip: str, monster: str) -> bool:
    """May Equip Card ``equip`` be equipped to ``monster`` by its controller, as far as its text's "Equip only to
    ..." goes (a side it names, a kind, being alone on its side)? True when its text names none."""
    mine = state.controller(equip) == state.controller(monster)
    kinds = equip_kinds(state.infos[equip])
    return not kinds or any(side in (None, "you" if mine else "opponent") and kind_of(state, monster, kind)
                            for side, kind in kinds) and not not_alone(state, equip, monster)


ALONE_RULE = "eq-equip-only-to-a-lone-monster"


def must_be_alone(info) -> bool:
    """Does the Equip Card's text allow only a monster "that is the only monster you control" (the reader's alone=yes)?"""
    return any("alone=yes" in value.split(";") for value in getattr(info, "equip_only_to", ()) or ())


def not_alone(state, equip: str, monster: str) -> bool:
    """Is ``monster`` ruled out for Equip Card ``equip`` because its text needs the only monster its controller
    controls, and that player controls another (face-up or face-down; rule eq-equip-only-to-a-lone-monster)?"""
    if not must_be_alone(state.infos[equip]):
        return False
    player = state.controller(monster)
    return any(other != monster and card.zone == "monster_zone" and state.controller(other) == player
               for other, card in state.cards.items())
