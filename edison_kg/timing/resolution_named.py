"""What a resolving effect names by words that point back at its activation (round 95).

- "destroy the other selected monster": of the two cards selected, the second one only (rule
  res-the-other-selected-card); the first is what the clause before it acted on.
- "Inflict 500 damage to the controller of the equipped monster": the player controlling the monster this Equip Card
  is equipped to as it resolves, not the Equip Card's controller (rule res-controller-of-the-equipped-monster).
- "inflict 300 damage to its owner", "to the respective card owner's Life Points": the owner of the card the clause
  is about, else of the card whose event the effect answers (round 97, rule res-owner-of-the-card-it-names).
- "remove all Spell Counters from the field; your opponent takes 500 damage for each": the amount counts the counters
  its cost removed (rule res-amount-for-each-counter-its-cost-removed).
- "destroy 1 face-up monster whose DEF is ... less than the ATK of this card": the monster picked, not this card
  (rule res-compared-with-this-card-acts-on-the-other, round 97); so is the card "instead of this monster"
  (rule res-instead-of-this-card-acts-on-the-other, round 151).
"""

from __future__ import annotations

from edison_kg.cardtext.stored_values import removed_of

OTHER_SELECTED = "res-the-other-selected-card"
EQUIPPED_CONTROLLER = "res-controller-of-the-equipped-monster"
COUNTERS_COST_REMOVED = "res-amount-for-each-counter-its-cost-removed"
OWNER_NAMED = "res-owner-of-the-card-it-names"


def the_other_selected(state, clause, link, previous: str | None) -> list[str]:
    """"the other selected monster", "the additional target": the second card the activation selected, alone."""
    if clause.subject != "second-target" or len(link.targets) < 2:
        return []
    state.cite(OTHER_SELECTED)
    return [link.targets[1]]


def player_named(state, about: str | None, link, clause) -> str:
    """The player a clause names as "the controller of ..." or "its owner"."""
    return owner_named(state, about, link) if clause.player == "owner" else controller_named(state, about, link)


def owner_named(state, about: str | None, link) -> str:
    """"its owner", "the respective card owner": the owner of the card the clause is about; with none named, of the
    card whose event the effect answers ("Each time 1 monster is sent ..."); else the effect's own controller."""
    card = about if about in state.cards else link.answered if link.answered in state.cards else None
    if card is None:
        return link.controller
    owner = state.cards[card].owner or state.controller(card)
    if owner is None:
        return link.controller
    state.cite(OWNER_NAMED)
    if state.cards[card].owner is None:
        state.assume(f"{state.infos[card].name} is owned by its controller, {owner}: the scenario names no owner")
    return owner


def controller_named(state, about: str | None, link) -> str:
    """The player a clause names as "the controller of ...": of the card it is about; with none named, of the
    monster its Equip Card is equipped to; else the effect's own controller ("its controller")."""
    if about is not None:
        return state.controller(about)
    equipped = state.cards[link.card].equipped_to if link.card in state.cards else None
    if equipped in state.cards and state.cards[equipped].on_field and state.controller(equipped) is not None:
        state.cite(EQUIPPED_CONTROLLER)
        return state.controller(equipped)
    return link.controller


def counters_its_cost_removed(state, clause, link) -> int | None:
    """"remove all Spell Counters from the field; ... 500 damage for each": the number for each counter its cost
    removed from the field, all there were of that kind as it was activated (None: not such a clause, or a card's
    counters not known)."""
    from edison_kg.timing.rules.board import counters_on     # board reads the chain: imported late

    effect = link.effect if link is not None else None
    removed = removed_of(effect.cost_removes_counters) if effect is not None else None
    if clause.lp_per_card is None or clause.scales_with is not None or removed is None or removed[2] != "field":
        return None
    kind = removed[0]
    on_field = [ref for ref, card in state.cards.items() if card.on_field and ref in state.scenario.cards]
    count = sum(counters_on(state, ref, kind) for ref in on_field)
    state.cite(COUNTERS_COST_REMOVED)
    state.assume(f"{state.infos[link.card].name}'s cost removed every {kind or 'such'} counter on the field, "
                 f"{count} in all (those the scenario gives the cards there): {clause.lp_per_card} for each, "
                 f"{clause.lp_per_card * count}")
    return clause.lp_per_card * count


COMPARED_WITH_THIS = "res-compared-with-this-card-acts-on-the-other"
INSTEAD_OF_THIS = "res-instead-of-this-card-acts-on-the-other"


def compared_with_this(state, clause, link, previous: str | None) -> list[str]:
    """"destroy 1 face-up monster whose DEF is equal to or less than the ATK of this card": this card only gives the
    value compared; the monster destroyed is the one the activation picked, its target (round 97)."""
    if clause.subject not in ("compared-with-this", "instead-of-this") or previous is not None or not link.targets:
        return []        # the card reader marks the clause (cardtext/compared_to_this.py)
    # "take control of 1 ... monster ..., and attack with it instead of this monster": the monster it targeted (151)
    state.cite(COMPARED_WITH_THIS if clause.subject == "compared-with-this" else INSTEAD_OF_THIS)
    return [link.targets[0]]
