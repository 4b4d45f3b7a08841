"""Continuous effects that apply at the time, read from the graph (the restrictions the card
reader read from continuous effects) and applied while their card is face-up on the field:
cards that cannot be activated (Jinzo, Spell Canceller), effects that are negated when they
resolve (Royal Decree, Imperial Order, Skill Drain), costs that cannot be paid while cards
would be banished instead of going to the GY (Macro Cosmos, Dimensional Fissure) or cannot be
banished from it (Necrovalley)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import Verdict

GRAVEYARD_COSTS = ("send_to_gy", "discard")


def _named(state, owner: str, restriction) -> str:
    return f"{state.infos[owner].name} is face-up: \"{restriction.text.rstrip('.')}\""


def activation_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """A card that cannot be activated now: a "cannot be activated" restriction applies to the
    card's own activation wherever it is, and to its effects while it is on the field (effects
    activated in the GY are out of its reach: rule ce-field-only)."""
    info = state.infos[ref]
    card_activation = effect is None or effect.kind == "card-activation"
    zone = state.cards[ref].zone
    for owner, restriction in state.restrictions():
        if owner == ref:
            continue
        if restriction.kind == "cannot-activate":
            if not card_activation and zone is not None and zone not in ("monster_zone", "spell_trap_zone",
                                                                        "field_zone", "field"):
                continue
            if state.restricts(restriction, owner, ref, "cannot-activate", zone="field"):
                return Verdict("no", "other", ["ce-cannot-activate-vs-negate", "ce-face-up-on-field"],
                               f"{_named(state, owner, restriction)}, so {info.name} cannot be activated.")
        if restriction.kind == "cannot-special-summon" and effect is not None and any(
                c.event in ("special_summon", "fusion_summon", "synchro_summon", "ritual_summon") for c in effect.clauses):
            return Verdict("no", "other", ["ce-face-up-on-field"],
                           f"{_named(state, owner, restriction)}, so an effect that Special Summons cannot be activated.")
    return None


def cost_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """A cost that cannot be paid: sending a card to the GY while it would be banished instead
    (rule ce-banished-instead-cost; a plain discard is still allowed), banishing from the GY
    while cards there cannot be banished (rule ce-necrovalley-gy-cost)."""
    if effect is None or not effect.cost_clauses:
        return None
    for owner, restriction in state.restrictions():
        for clause in effect.cost_clauses:
            to_graveyard = clause.action in GRAVEYARD_COSTS and (clause.action != "discard" or clause.to_zone == "graveyard")
            if restriction.kind == "banish-instead" and to_graveyard and _could_be_any(state, restriction, owner, ref, clause):
                return Verdict("no", "other", ["ce-banished-instead-cost", "ce-face-up-on-field"],
                               f"{_named(state, owner, restriction)}: its cost would send a card to the GY, "
                               f"and that cost cannot be paid.")
            if restriction.kind == "cannot-banish" and clause.action == "banish":
                return Verdict("no", "other", ["ce-necrovalley-gy-cost", "ce-face-up-on-field"],
                               f"{_named(state, owner, restriction)}: its cost banishes a card from the GY, and that "
                               f"cost cannot be paid.")
    return None


def _could_be_any(state, restriction, owner: str, ref: str, clause) -> bool:
    """Does the banish-instead restriction reach what the cost sends (this card, or a card of
    the kind it restricts)?"""
    if clause.subject == "self":
        return state.restricts(restriction, owner, ref, "banish-instead", zone="graveyard")
    return True
