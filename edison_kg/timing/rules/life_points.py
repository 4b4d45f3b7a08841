"""Life Points an activation needs: a card or effect whose text lets it be activated only while some
player's Life Points are so many ("when your opponent's Life Points are 3000 or less", "while your
Life Points are lower than your opponent's") cannot be activated otherwise (rule cond-life-points),
and a cost of Life Points its player cannot pay rules the activation out (rule
cost-life-points-cannot-pay). The card reader gives the condition (AnalyzedEffect.needs_life_points);
timing/life_points.py follows each player's Life Points through the steps.

Life Points the scenario does not state are the duel's start, 8000, and the answer says so. A
condition those 8000 would not meet is taken as met, and the answer says so too: the scenario
told nothing of the Life Points it rests on, and a ruling about something else takes it as met."""

from __future__ import annotations

import operator

from edison_kg.timing.life_points import life_points, lp_cost, waived_by
from edison_kg.timing.restrictions import binds_player
from edison_kg.timing.rules.verdict import Verdict
from edison_kg.vocab.model import AnalyzedEffect

_COMPARE = {">=": operator.ge, "<=": operator.le, ">": operator.gt, "<": operator.lt}
_TAKEN_AS_MET = Verdict("yes", "other")     # a condition on Life Points the scenario does not state
FROM_HAND, TO_ACTIVATE = "ce-lp-cost-per-card-from-hand", "ce-lp-cost-to-activate-a-kind"
_SAID = {">=": "{} or more", "<=": "{} or less", ">": "more than {}", "<": "less than {}"}


def life_points_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    imposed = imposed_lp_cost(state, ref, effect)
    if imposed:
        return _imposed_verdict(state, ref, effect, imposed)
    chosen = _chosen_lp_waived(state, ref, effect)
    if chosen is not None:
        return chosen
    if effect is None or (effect.needs_life_points is None and lp_cost(effect) is None):
        return None
    player = state.controller(ref)
    if effect.needs_life_points is not None:
        verdict = _condition(state, ref, effect, player)
        if verdict is not None:
            return None if verdict is _TAKEN_AS_MET else verdict   # Life Points not told: no more known of them
    cost = lp_cost(effect)
    if cost is None:
        return None
    spared = waived_by(state, ref, effect, player)
    if spared is not None:
        return Verdict("yes", "other", ["cost-life-points-waived"],
                       f"{state.infos[spared].name} spares player {player} the {cost} Life Points its activation costs.")
    mine = life_points(state, player)
    mine.assume(state)
    if mine.points > cost:
        return None
    return Verdict("no", "other", ["cost-life-points-cannot-pay"],
                   f"Its cost pays {cost} Life Points and player {player} has {mine.points}: a player cannot pay "
                   f"Life Points they do not have, nor all they have, so it cannot be activated.")


def _chosen_lp_waived(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """Rule cost-life-points-of-choice-waived: "Pay any number of Life Points in multiples of 500; ... for each 500
    Life Points you paid": a player who does not pay Life Points to activate the card cannot pay the amount its
    effect is done for, so it cannot be activated (a fixed amount is simply not paid: rule cost-life-points-waived)."""
    if effect is None or not any(c.action == "pay_lp" and c.lp_chosen for c in effect.cost_clauses):
        return None
    player = state.controller(ref)
    spared = waived_by(state, ref, effect, player)
    if spared is None:
        return None
    return Verdict("no", "other", ["cost-life-points-of-choice-waived", "cost-life-points-waived"],
                   f"Its cost pays Life Points of its player's choice and {state.infos[spared].name} has player {player} "
                   f"pay no Life Points to activate it: they cannot pay that cost, so it cannot be activated.")


def _condition(state, ref: str, effect: AnalyzedEffect, player: str) -> Verdict | None:
    whose, op, number = effect.needs_life_points.split()
    opponent = state.opponent(player)
    mine, theirs = life_points(state, player), life_points(state, opponent)
    value = {"you": mine.points, "opponent": theirs.points, "you-opponent": mine.points - theirs.points,
             "opponent-you": theirs.points - mine.points, "difference": abs(mine.points - theirs.points)}[whose]
    read = {"you": [mine], "opponent": [theirs]}.get(whose, [mine, theirs])
    met = _COMPARE[op](value, int(number))
    if not met and not all(points.told for points in read):
        state.assume(f"{state.infos[ref].name}: its condition ({_words(effect.needs_life_points)}) rests on Life "
                     f"Points the scenario does not state: taken as met")
        return _TAKEN_AS_MET
    for points in read:
        points.assume(state)
    if met:
        return None
    have = " and ".join(f"player {p.player} has {p.points}" for p in read)
    # a state its text ties the activation to, unmet, as the other need fields answer it
    # "difference > 0" is read only from an effect made of a lower and a higher branch (cardtext/life_points.py)
    branches = ["cond-branches-none-met"] if effect.needs_life_points == "difference > 0" else []
    return Verdict("no", "condition-not-met", ["cond-life-points", *branches],
                   f"Its text lets it be activated only while {_words(effect.needs_life_points)}, and {have} "
                   f"Life Points.")


def _words(need: str) -> str:
    """The condition in the game's words ("your opponent's Life Points are 3000 or less")."""
    whose, op, number = need.split()
    if whose in ("you", "opponent"):
        owner = "your" if whose == "you" else "your opponent's"
        return f"{owner} Life Points are {_SAID[op].format(number)}"
    if whose == "difference" and number == "0":
        return "both players' Life Points differ"
    if whose == "difference":
        return f"the difference between both players' Life Points is {_SAID[op].format(number)}"
    ahead = "your" if whose == "you-opponent" else "your opponent's"
    behind = "your opponent's" if whose == "you-opponent" else "yours"
    if number == "0":
        return f"{ahead} Life Points are higher than {behind}"
    return f"{ahead} Life Points are higher than {behind} by {_SAID[op].format(number)}"


# ------------------------------------------------------------------ Life Points per card

def imposed_lp_cost(state, ref: str, effect: AnalyzedEffect | None) -> list[tuple[str, int, str]]:
    """(holder, amount, rule) for each face-up continuous effect that has the player pay Life Points for each card they
    activate from their hand (rule ce-lp-cost-per-card-from-hand): a Spell/Trap Card activated from the hand
    pays them as well as its own cost; a card already Set on the field does not. And for each that has them pay to
    activate a kind of card ("You must pay 500 Life Points to activate a Spell Card"; rule ce-lp-cost-to-activate-a-kind)."""
    if state.infos[ref].card_type not in ("spell", "trap") or (effect is not None and effect.kind != "card-activation"):
        return []
    player = state.controller(ref)
    from_hand = state.cards[ref].zone == "hand"
    return [(holder, r.amount, FROM_HAND if r.kind == "lp-cost-from-hand" else TO_ACTIVATE)
            for holder, r in state.restrictions()
            if r.amount and (r.kind == "lp-cost-from-hand" and from_hand
                             or r.kind == "lp-cost-to-activate" and state.kind_of(ref, r.cards))
            and binds_player(state, holder, r, player)
            and (r.players == "both" or (player == state.controller(holder)) == (r.players == "you"))]


def _imposed_verdict(state, ref: str, effect: AnalyzedEffect | None, imposed: list[tuple[str, int, str]]) -> Verdict | None:
    if effect is not None and effect.needs_life_points is not None:
        verdict = _condition(state, ref, effect, state.controller(ref))
        if verdict is not None and verdict is not _TAKEN_AS_MET:
            return verdict
    own = (lp_cost(effect) if effect is not None else None) or 0
    cost = own + sum(amount for _, amount, _ in imposed)
    player = state.controller(ref)
    mine = life_points(state, player)
    mine.assume(state)
    if mine.points is None or mine.points > cost:
        return None
    names = " and ".join(state.infos[holder].name for holder, _, _ in imposed)
    why = "for each card activated from the hand" if all(rule == FROM_HAND for _, _, rule in imposed) \
        else "to activate it"
    return Verdict("no", "other", ["cost-life-points-cannot-pay"] + sorted({rule for _, _, rule in imposed}),
                   f"{names} has its player pay Life Points {why}: activating it "
                   f"costs {cost} Life Points and player {player} has {mine.points}, so it cannot be activated.")
