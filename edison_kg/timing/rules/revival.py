"""A Special Summon Monster whose Summon by its own procedure was negated (a monster that "cannot be
Normal Summoned" Special Summoned by its own way, a Synchro, Fusion or Ritual Summon) was never
properly Summoned: while it stays in the Graveyard, no card effect can Special Summon it (rule
neg-summon-not-properly-summoned). An effect that targets a monster in the Graveyard to Special
Summon it ("Target 1 monster in either player's GY; Special Summon it") then has no target in such
a monster.

The scenario's cards are the duel as far as it is told: only when every monster it puts in those
Graveyards is such a monster (and no card's zone is left open) is the activation ruled out, and the
answer says that the cards it names are all the cards there."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.timing.rules.verdict import Verdict, only_for
from edison_kg.timing.rules.possible import POSSIBLE
from edison_kg.timing.closed_places import say_named_are_all

REVIVAL_RULES = ["neg-summon-not-properly-summoned", "state-target-must-exist"] + POSSIBLE
# a Special Summon Monster's own procedure: its Summon is no Summon by a card effect
_OWN_PROCEDURE = ("synchro", "fusion", "ritual")


@only_for(lambda effect: effect.targets)
def never_properly_summoned(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or not effect.targets or not state.negated_summons:
        return None
    clause = next((c for c in effect.clauses if c.event == "special_summon" and c.from_zone == "graveyard"
                   and c.subject in ("it", "target")), None)
    if clause is None:
        return None
    improper = {card for card, _, method, _ in state.negated_summons if _by_its_own_procedure(state, card, method)}
    player = state.controller(ref)
    in_graveyards = []
    for other, card in state.cards.items():
        if other == ref or state.infos[other].card_type != "monster":
            continue
        if card.zone is None:
            return None               # it could be in a Graveyard
        if zone_of(state, other) == "graveyard" and (clause.whose != "you" or card.owner in (None, player) and
                                         (card.owner or card.controller) == player):
            in_graveyards.append(other)
    if not in_graveyards or any(other not in improper or _summoned_since(state, other) for other in in_graveyards):
        return None
    for whose in sorted({(state.cards[other].owner or state.cards[other].controller) for other in in_graveyards}):
        say_named_are_all(state, whose, "graveyard", apart_from=ref)
    names = ", ".join(state.infos[other].name for other in in_graveyards)
    return Verdict("no", "other", REVIVAL_RULES,
                   f"It targets a monster in the Graveyard to Special Summon it, and the only one there ({names}) "
                   f"had its Summon by its own procedure negated: it was never properly Summoned, so no card "
                   f"effect can Special Summon it.")


def _by_its_own_procedure(state, card: str, method: str) -> bool:
    if method in _OWN_PROCEDURE:
        return True
    info = state.infos[card]
    return method == "special" and info.cannot_be_normal_summoned     # stored by the reader


def zone_of(state, card: str) -> str | None:
    """Where the card is: a monster whose Summon was negated is destroyed and sent to the Graveyard
    by it ("negate the Summon, and destroy it"; by the rules, the negated monster goes to the GY)
    unless a later step moved it."""
    negated_at = [moment for other, moment, *_ in state.negated_summons if other == card]
    if negated_at and not any(e.card == card for m in state.moments[max(negated_at) + 1:] for e in m.events):
        return "graveyard"
    return state.cards[card].zone


def _summoned_since(state, card: str) -> bool:
    """A Summon of the card that was not negated (it was properly Summoned after all)."""
    negated_at = max(moment for other, moment, *_ in state.negated_summons if other == card)
    return any(e.card == card and e.event.endswith("summon") for m in state.moments[negated_at + 1:] for e in m.events)
