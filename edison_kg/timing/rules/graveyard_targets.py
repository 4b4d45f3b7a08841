"""A continuous effect that negates the card effects that target a card in the Graveyard
("Negate any card effect that targets a card(s) in the GY"), while its card is face-up on the
field: an effect that must target a card in a Graveyard it reaches cannot be activated (rule
ce-graveyard-target-negated). A Graveyard whose controller has a face-up card saying "Your
Graveyard is unaffected by" that card is out of its reach (rule ce-graveyard-unaffected-own): an
effect that may target a card there can be activated, one that must also target in the other
player's Graveyard cannot; an activation whose own card says it is unaffected by that card is out of
its reach too (rule ce-activation-unaffected-by-named-card). The card reader gives both as Restrictions (negate-graveyard-targets,
graveyard-unaffected) and where the effect's targets are (Clause from_zone, whose, player);
a mandatory effect is still activated, as for other forbidden actions."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect, Clause
from edison_kg.timing.rules.verdict import Verdict, only_for

NEGATED = "ce-graveyard-target-negated"
OWN_FREED = "ce-graveyard-unaffected-own"
UNAFFECTED_ACTIVATION = "ce-activation-unaffected-by-named-card"
OWN_COST = "ce-graveyard-unaffected-own-cost"
MANDATORY_KINDS = ("trigger", "trigger-like", "flip")


@only_for(lambda effect: effect.targets and not effect.target_clauses and not (effect.kind in MANDATORY_KINDS and not effect.optional))
def graveyard_target_negated(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or not effect.targets or effect.target_clauses \
            or (effect.kind in MANDATORY_KINDS and not effect.optional):
        return None
    clauses = [c for c in effect.clauses if c.from_zone == "graveyard" and c.subject in ("target", "it") and not c.later]
    if not clauses:
        return None
    controller = state.controller(ref)
    spared = None
    for holder, restriction in state.restrictions():
        if restriction.kind != "negate-graveyard-targets" or holder == ref:
            continue
        if unaffected_activation(state, effect, holder):
            spared = holder
            continue
        for clause in clauses:
            needed, every = _graveyards(state, clause, controller)
            reached = [p for p in needed if not _freed(state, p, holder)]
            if (every and reached) or (not every and len(reached) == len(needed)):
                freed = len(reached) < len(needed)
                return Verdict("no", "other", [NEGATED, "ce-face-up-on-field"] + ([OWN_FREED] if freed else []),
                               f"{state.infos[holder].name} negates any card effect that targets a card in the "
                               f"Graveyard, and {state.infos[ref].name} must target one in "
                               f"{_whose(state, reached, controller)} (\"{clause.text.strip()}\"), so it cannot be "
                               f"activated.")
    if spared is not None:     # an exception that applied: the final "yes" names it
        return Verdict("yes", "other", [UNAFFECTED_ACTIVATION],
                       f"{state.infos[ref].name}'s activation and effect are unaffected by {state.infos[spared].name}.")
    return None


def unaffected_activation(state, effect: AnalyzedEffect, holder: str) -> bool:
    """Is the activation of ``effect`` out of the reach of card ``holder`` ("This card's
    activation and effect are unaffected by "Necrovalley""; rule ce-activation-unaffected-by-named-card)?"""
    return any(r.kind == "unaffected" and r.granted_to == "own-activation" and state.kind_of(holder, r.cards)
               for r in effect.restrictions)


def _graveyards(state, clause: Clause, controller: str) -> tuple[list[str], bool]:
    """The players in whose Graveyards the clause's targets are, and whether it needs every one
    of them ("each player ... from their GY") or any one ("either player's GY")."""
    opponent = state.opponent(controller)
    if clause.player == "both":
        return [controller, opponent], True
    if clause.whose == "you":
        return [controller], True
    if clause.whose == "opponent":
        return [opponent], True
    return [controller, opponent], False


def _freed(state, player: str, holder: str) -> bool:
    """Is ``player``'s Graveyard out of the reach of card ``holder`` (a face-up card of theirs
    says "Your Graveyard is unaffected by" it)?"""
    return any(r.kind == "graveyard-unaffected" and state.controller(other) == player
               and state.kind_of(holder, r.cards) for other, r in state.restrictions())


def _whose(state, players: list[str], controller: str) -> str:
    if len(players) == 2:
        return "either player's Graveyard"
    return "its controller's Graveyard" if players[0] == controller else "the opponent's Graveyard"


# ------------------------------------------------------------------ a cost paid from a Graveyard it does not reach

def graveyard_cost_freed(state, clause: Clause, restriction, holder: str, player: str) -> bool:
    """A lock on the Graveyard ("Cards in the Graveyard cannot be banished") does not reach a cost its player pays
    from their own Graveyard while a face-up card of theirs says "Your Graveyard is unaffected by" the lock's card
    (rules ce-graveyard-unaffected-own, ce-graveyard-unaffected-own-cost; round 79: Dark Armed Dragon's banish cost beside Gravekeeper's Chief)."""
    return restriction.zone == "graveyard" and clause.from_zone == "graveyard" and clause.whose in (None, "you") \
        and clause.player in (None, "controller") and _freed(state, player, holder)


def graveyard_cost_spared(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """The exception that let the cost through: the final "yes" names it."""
    if effect is None:
        return None
    player = state.controller(ref)
    for holder, restriction in state.restrictions():
        for clause in effect.cost_clauses:
            if restriction.action is not None and restriction.action in (clause.action, clause.event) \
                    and graveyard_cost_freed(state, clause, restriction, holder, player):
                return Verdict("yes", "not-a-trigger", [OWN_COST, OWN_FREED],
                               f"{state.infos[holder].name} applies \"{restriction.text.rstrip('.')}\", but its "
                               f"player's Graveyard is unaffected by it, so the cost can be paid from there.")
    return None
