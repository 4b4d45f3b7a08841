"""Free Spell & Trap Zones (rule spell-trap-zones-needed): a player has 5 Spell & Trap
Zones (the Field Zone apart). An activation whose sure deed puts cards there - a card it equips
("equip it to this card", a Union monster equipping itself), a card it places there ("place 1
"Crystal Beast" monster ... in your Spell & Trap Zone") - needs that many free once the card being
activated has taken its own zone (a Spell/Trap Card activated from the hand takes one), and a card
that makes one of its player's zones unusable ("You cannot use 1 of your Spell & Trap Card Zones")
needs one free to close. Cards the scenario names there are surely there; cards it does not name
could only fill more, so a "no" here rests on the named cards alone (cardtext/zones.py reads the words once;
the reader stores the readings as fields)."""

from __future__ import annotations

from edison_kg.cardtext.stored_values import counted_of
from edison_kg.timing.rules.board import counters_on
from edison_kg.timing.rules.verdict import TRIGGER_KINDS, Verdict, only_for
from edison_kg.vocab.model import AnalyzedEffect

SPELL_TRAP_ZONES = 5
_ZONE = "spell_trap_zone"
_LEAVING = frozenset({"send_to_gy", "banish", "return_to_hand", "return_to_deck", "destroy", "tribute"})


def _used(state, ref: str, player: str) -> int:
    """Zones of ``player`` in use once ``ref`` is activated: the cards named there, and ``ref`` itself
    when it is a Spell/Trap Card (not a Field Spell) activated from elsewhere."""
    used = sum(1 for other, card in state.cards.items() if card.zone == _ZONE and state.controller(other) == player)
    info, card = state.infos[ref], state.cards[ref]
    if info.card_type in ("spell", "trap") and "Field" not in info.subtypes and card.zone != _ZONE \
            and card.zone not in ("field_zone", "monster_zone"):
        used += 1
    return used


MUST_DO_RULE = "zone-must-do-placement-with-no-zone-not-activated"


def _verdict(state, ref: str, need: int, what: str, freed: int = 0, effect: AnalyzedEffect | None = None) -> Verdict | None:
    player = state.controller(ref)
    free = SPELL_TRAP_ZONES - _used(state, ref, player) + freed
    if free >= need:
        return None
    must_do = [MUST_DO_RULE] if effect is not None and _must_do(effect) else []
    return Verdict("no", "other", ["spell-trap-zones-needed", *must_do, "activation-needs-a-possible-effect"],
                   f"Its effect {what} and player {player} has {max(free, 0)} free Spell & Trap "
                   f"Zone{'s' if free != 1 else ''} of {SPELL_TRAP_ZONES} once it is activated: it could not be done.")


def _must_do(effect: AnalyzedEffect) -> bool:
    return effect.kind in TRIGGER_KINDS and not effect.optional


def _only_places(effect: AnalyzedEffect) -> bool:
    """Is all the effect does to put cards in its player's Spell & Trap Zones ("Place 1 "Spirit Message" card ... in
    your Spell & Trap Zone", "equip this card to that target")? A must-do effect of that kind, with no zone for them,
    could do nothing at all: it is not activated (round 183: Destiny Board's and Dark Necrofear's rulings)."""
    deeds = [c for c in effect.clauses if c.action != "target"]
    return bool(deeds) and all(c.zones_filled for c in deeds)


def _may_need_zones(effect: AnalyzedEffect) -> bool:
    """An activated effect, not a must-do one that does what it can (unless placing is all it does)."""
    return effect.kind != "continuous" and (not _must_do(effect) or _only_places(effect))


@only_for(_may_need_zones)
def spell_trap_zones_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """An activated effect that equips or places cards in its player's Spell & Trap Zones."""
    if effect is None or not _may_need_zones(effect):
        return None
    in_a_zone = state.infos[ref].card_type in ("spell", "trap")
    need, counted = 0, None
    for clause in effect.clauses:
        if clause.later:
            break                          # what comes after a condition or a choice is not sure
        filled = 0 if clause.equips_itself and in_a_zone else clause.zones_filled or 0   # stored
        if filled and counted is not None and clause.conjunction == "and":
            # "take a number of ... equal to the number of Crystal Counters that were on this card, and
            # place them ...": one zone for each of them
            filled = max(filled, counters_on(state, ref, counted))
        need = max(need, filled)
        counted = counted_of(clause.counts_counters)
    if need == 0:
        return None
    # a cost that sends its own card away from its zone ("send this card to the GY") frees that zone first
    freed = int(state.cards[ref].zone == _ZONE and any(c.subject == "self" and c.action in _LEAVING for c in effect.cost_clauses))
    return _verdict(state, ref, need, f"puts {need} card{'s' if need > 1 else ''} in its player's Spell & Trap Zones", freed,
                    effect)


def closed_zone_verdict(state, ref: str, effect: None) -> Verdict | None:
    """A Spell/Trap Card activated as a card whose continuous effect closes zones of its player."""
    info = state.infos[ref]
    if info.card_type not in ("spell", "trap"):
        return None
    need = max((e.zones_closed or 0 for e in info.effects), default=0)
    if need == 0:
        return None
    return _verdict(state, ref, need, f"makes {need} of its player's Spell & Trap Zones unusable")
