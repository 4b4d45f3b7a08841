"""An activation that performs a Fusion Summon needs one it could do (round 109, rule
fus-activation-needs-a-possible-fusion-summon). The card reader gives the held state "fusion-summon PLACES KIND"
(cardtext/fusion_summons.py: where its text takes the materials from, the kind of Fusion Monster it Summons) and each
Fusion Monster's materials (ek:fusionMaterial, cardtext/fusion_materials.py). The activation needs a Fusion Monster
of that kind in its player's Extra Deck whose materials are all among the cards in those places, each usable by it:
a face-up monster unaffected by the activating card's effects (Non-Spellcasting Area's non-Effect Monsters against a
Spell) cannot be used as a material of its Fusion Summon.

The Extra Deck stays open (timing/closed_places.py): a scenario that writes no Fusion Monster there keeps the
activation possible, saying in `assumed` that one the materials can make is taken to be there; a Fusion Monster whose
material line the reader does not type (ek:fusionMaterial none) is taken as one it could make."""

from __future__ import annotations

from edison_kg.cardtext.stored_values import rules_noted
from edison_kg.timing.closed_places import cards_in, could_be_in, is_closed, say_named_are_all
from edison_kg.timing.rules.equip_kinds import _kind
from edison_kg.timing.rules.possible import protection
from edison_kg.vocab.model import CardKind

RULE = "fus-activation-needs-a-possible-fusion-summon"
SUBSTITUTE_RULE = "ce-substitute-material-not-activated"
FUSION_SUMMON_RULES = [RULE, "activation-needs-a-possible-effect"]
_PLACE_WORDS = {"hand": "hand", "field": "field", "graveyard": "Graveyard", "opponent-field": "opponent's field"}


def fusion_summon(state, ref: str, controller: str, words, effect=None) -> str | None:
    """What keeps the Fusion Summon of card ``ref``'s effect from being done (None: one could be done, or the
    scenario leaves a place open where a material could be)."""
    places, (_, kind) = words[1].split("+"), _kind(" ".join(words[2:]))
    fusions = _fusion_monsters(state, controller, kind)
    if not fusions:
        state.cite(RULE)
        state.assume(f"A {_kind_words(kind)} Fusion Monster the materials can make is taken to be in player "
                     f"{controller}'s Extra Deck: the scenario names none there")
        return None
    if any(not state.infos[fusion].fusion_materials for fusion in fusions):
        return None                       # a material line the reader does not type: taken as one it could make
    sides = [(controller if place != "opponent-field" else state.opponent(controller),
              "field" if place.endswith("field") else place) for place in places]
    if any(not is_closed(state, place) or could_be_in(state, player, place) for player, place in sides):
        return None
    clause = next((c for c in effect.clauses if c.action == "fusion_summon"), None) if effect is not None else None
    usable, kept_out = [], []
    for player, place in sides:
        for other in cards_in(state, player, place):
            if other == ref or (place == "field" and state.cards[other].zone != "monster_zone"):
                continue
            info = state.infos.get(other)
            if info is not None and info.card_type != "monster":
                continue
            guard = protection(state, ref, other, clause) if clause is not None and place == "field" else None
            if guard is not None:
                kept_out.append((other, guard.kind))
                continue
            usable.append(other)
    if any(_can_make(state, fusion, usable) for fusion in fusions):
        return None
    made_with_substitute = next((fusion for fusion in fusions if _can_make(state, fusion, usable, substitute=True)), None)
    if made_with_substitute is not None:
        state.cite(SUBSTITUTE_RULE)
        state.assume(f"{state.infos[made_with_substitute].name} can be Fusion Summoned with a Fusion substitute standing "
                     f"in for 1 material named on it, the other materials being the correct ones")
        return None
    for player, place in sides:
        say_named_are_all(state, player, place, apart_from=ref)
    state.cite(RULE)
    names = ", ".join(sorted({state.infos[fusion].name for fusion in fusions}))
    where = " and ".join(dict.fromkeys(_PLACE_WORDS[place] for place in places))
    unaffected = "" if not kept_out else (
        f" ({', '.join(state.infos[other].name for other, _ in kept_out)} cannot be used: unaffected by its effect)")
    for rule in dict.fromkeys(["ce-protected-card-not-affected"] * bool(kept_out)
                              + ["ce-unaffected-of-a-kind" for _, kind in kept_out if kind == "cards-unaffected"]):
        state.cite(rule)
    return (f"Its effect Fusion Summons a Fusion Monster from the Extra Deck using materials from its player's {where}, "
            f"and the materials of {names} are not among the cards there that it can use{unaffected}: there is no "
            f"Fusion Summon it could do, so it cannot be activated.")


def _fusion_monsters(state, controller: str, kind: CardKind) -> list[str]:
    """The Fusion Monsters of the kind the scenario writes in the player's Extra Deck."""
    return [other for other, card in state.cards.items()
            if card.zone == "extra_deck" and (card.owner or card.controller) in (controller, None)
            and (info := state.infos.get(other)) is not None and "Fusion" in info.subtypes and state.kind_of(other, kind)]


def _can_make(state, fusion: str, usable: list[str], substitute: bool = False) -> bool:
    """Can the cards ``usable`` be the materials the Fusion Monster lists (each card one material)? With
    ``substitute``, one Fusion substitute ("You can substitute this card for any 1 Fusion Material Monster") may stand
    in for 1 material named on the Fusion Monster, the others being the correct ones (its rulings)."""
    needed = []
    for value in state.infos[fusion].fusion_materials:
        count, _, rest = value.partition(";")
        needed += [_kind(rest)[1]] * int(count.partition("=")[2])
    return _assign(state, needed, usable, substitute)


def _assign(state, needed: list[CardKind], usable: list[str], substitute: bool = False) -> bool:
    if not needed:
        return True
    first, rest = needed[0], needed[1:]
    return any(_material_of(state, other, first) and _assign(state, rest, [o for o in usable if o != other], substitute)
               or substitute and bool(first.card_names) and _is_substitute(state, other)
               and _assign(state, rest, [o for o in usable if o != other])
               for other in usable)


def _is_substitute(state, other: str) -> bool:
    """A Fusion substitute: the card reader read its "You can substitute this card for any 1 Fusion Material Monster"
    as an effect never activated (rule ce-substitute-material-not-activated); face-down on the field it shows nothing."""
    info = state.infos.get(other)
    return info is not None and state.cards[other].face_up is not False and \
        any(SUBSTITUTE_RULE in rules_noted(effect.note) for effect in info.effects)


def _material_of(state, other: str, kind: CardKind) -> bool:
    """A material of that kind: by its name when one is written (a Set card's own controller knows it)."""
    return state.kind_of(other, kind) or state.cards[other].face_up is False and \
        state.infos.get(other) is not None and bool(kind.card_names) and state.infos[other].name in kind.card_names


def _kind_words(kind: CardKind) -> str:
    words = [*sorted(kind.attributes), *sorted(kind.monster_types), *(f'"{n}"' for n in sorted(kind.names))]
    return " ".join(words) if words else "suitable"
