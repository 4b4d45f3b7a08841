"""What an activation's cost needs of the duel (round 42), stored by the card reader among the held states
(cardtext/cost_needs.py) and judged here, one function per entry, with the same interface as rules/deed_needs.py:

- "equipped-cost N spell|card": a cost that sends Equip Spell Cards (Equip Cards) equipped to its own card needs N of
  them equipped to it now; whose they are does not matter (rule cost-send-cards-equipped-to-it).

Each returns (what is unmet, in words) or None. As elsewhere (timing/closed_places.py), the cards the scenario names on
the field are all there are, and a card whose zone it leaves open could be the one needed."""

from __future__ import annotations

from edison_kg.timing.closed_places import could_be_in, is_closed, say_named_are_all

NEEDS = {
    "equipped-cost": (["cost-send-cards-equipped-to-it", "mtt-cost", "state-card-must-be-in-place"], "other"),
}


def equipped_cost(state, ref: str, controller: str, words) -> str | None:
    needed, spells_only = int(words[1]), words[2] == "spell"
    opponent = state.opponent(controller)
    if not is_closed(state, "field") or could_be_in(state, controller, "field") or could_be_in(state, opponent, "field"):
        return None
    equipped = [other for other, card in state.cards.items() if other != ref and card.equipped_to == ref
                and card.zone == "spell_trap_zone" and (not spells_only or _equip_spell(state, other))]
    if len(equipped) >= needed:
        return None
    say_named_are_all(state, controller, "field", apart_from=ref)
    say_named_are_all(state, opponent, "field", apart_from=ref)
    what = "Equip Spell Card" if spells_only else "Equip Card"
    return (f"Its cost sends {needed} {what}(s) equipped to it to the Graveyard, and {len(equipped) or 'none'} "
            f"{'is' if len(equipped) == 1 else 'are'} equipped to it: it cannot be paid, so it cannot be activated.")


def _equip_spell(state, other: str) -> bool:
    info = state.infos.get(other)
    return info is None or (info.card_type == "spell" and any("Equip" in subtype for subtype in info.subtypes))


CHECKS = {"equipped-cost": equipped_cost}
