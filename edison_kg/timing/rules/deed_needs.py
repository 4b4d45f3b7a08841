"""What an activation needs of the duel that its cost, target count or deed says, stored by the
card reader among the held states (cardtext/deed_needs.py) and judged here, one function per entry:

- "pays-down-to you N": "Pay LP so that you only have N left" pays nothing at N Life Points or fewer (rule
  cost-pay-life-points-down-to).
- "target-bound hand WHOSE >= N": "Target 1 to 3 cards ..., but not more than your opponent has in their hand" can
  target none while that hand holds fewer than N (rule target-count-bounded-by-cards-held).
- "holds you graveyard NAME": the half of a conjoined condition that names a card in its player's Graveyard (rule
  cond-conjoined-states-all-hold).
- "face-up-position WHOSE POSITION": a battle its deed makes needs a face-up monster in that position on that side
  (rule deed-battle-needs-both-monsters).
- "same-level you hand WHOSE": a monster in the hand with the Level of a face-up monster it may select (rule
  deed-needs-a-card-of-the-same-level).
- "levels-total you graveyard GROUP you SOURCE": monsters of the GROUP kind (a kind of monster card: "Tuner") in its
  player's Graveyard whose Levels add up to the Level of a face-up SOURCE monster ("Synchro") its player controls (rule
  deed-group-levels-total-a-level).
- "rearranges you face-down N": a deed that rearranges its player's face-down Defense Position monsters needs N of them
  (rule deed-rearrange-needs-two-monsters;).

Each returns (what is unmet, in words) or None. As elsewhere (timing/closed_places.py), the cards the scenario names in
a place are all there are, and a card whose zone it leaves open could be the one needed."""

from __future__ import annotations

from edison_kg.timing.closed_places import cards_in, could_be_in, is_closed, say_named_are_all
from edison_kg.timing.life_points import life_points
from edison_kg.timing.rules.ritual_tributes import level_totals
from edison_kg.timing.rules.level_lowered import LEVEL_LOWERED_RULES, level_lowered
from edison_kg.vocab.model import CardKind

# the rules each entry applies, and whether it is a condition of the activation or what its cost or deed needs
NEEDS = {
    "pays-down-to": (["cost-pay-life-points-down-to", "cost-life-points-cannot-pay"], "other"),
    "target-bound": (["target-count-bounded-by-cards-held", "state-target-must-exist"], "other"),
    "holds": (["cond-conjoined-states-all-hold", "cond-activation-needs-a-held-state"], "condition-not-met"),
    "face-up-position": (["deed-battle-needs-both-monsters", "activation-needs-a-possible-effect"], "other"),
    "same-level": (["deed-needs-a-card-of-the-same-level", "activation-needs-a-possible-effect"], "other"),
    "rearranges": (["deed-rearrange-needs-two-monsters", "activation-needs-a-possible-effect"], "other"),
    "levels-total": (["deed-group-levels-total-a-level", "state-target-must-exist", "activation-needs-a-possible-effect"],
                     "other"),
    "level-lowered": (LEVEL_LOWERED_RULES, "other"),     # a face-up monster whose Level can go down
}


def pays_down_to(state, ref: str, controller: str, words) -> str | None:
    left = int(words[-1])
    mine = life_points(state, controller)
    if mine.points is None or mine.points > left:
        return None
    mine.assume(state)
    return (f"Its cost pays Life Points so that its player has only {left} left, and player {controller} has "
            f"{mine.points}: there is nothing to pay, so it cannot be activated.")


def target_bound(unmet: str | None, words) -> str | None:
    """The count of cards held is judged by rules/held_states.py; this says why it rules the targets out."""
    if unmet is None:
        return None
    return (f"It may target no more cards than a hand holds, and it must target at least {words[-1]}: {unmet}, so it "
            f"has nothing to target.")


def holds_in_graveyard(state, ref: str, controller: str, words) -> str | None:
    name = " ".join(words[3:])
    if any(state.infos.get(other) is not None and state.infos[other].name == name
           for other in cards_in(state, controller, "graveyard")):
        return None
    if could_be_in(state, controller, "graveyard") or not is_closed(state, "graveyard"):
        return None
    say_named_are_all(state, controller, "graveyard", apart_from=ref)
    return (f"Its text lets it be activated only while both parts of its condition hold, and its controller has no "
            f"\"{name}\" in their Graveyard.")


def face_up_in_position(state, ref: str, controller: str, words) -> str | None:
    whose, position = words[1], words[2]
    player = controller if whose == "you" else state.opponent(controller)
    for other in cards_in(state, player, "field"):
        card = state.cards[other]
        if card.zone == "monster_zone" and card.face_up is not False and card.position in (position, None):
            return None
    if could_be_in(state, player, "field") or not is_closed(state, "field"):
        return None
    say_named_are_all(state, player, "field", apart_from=ref)
    side = "its controller" if whose == "you" else "the opponent"
    return (f"The battle it makes needs a face-up {position.capitalize()} Position monster {side} controls, and there "
            f"is none: it would do nothing.")


def same_level(state, ref: str, controller: str, words) -> str | None:
    selected = controller if words[-1] == "you" else state.opponent(controller)
    if could_be_in(state, controller, "hand") or not is_closed(state, "hand") \
            or could_be_in(state, selected, "field") or not is_closed(state, "field"):
        return None
    in_hand = {_level(state, other) for other in cards_in(state, controller, "hand") if other != ref and _monster(state, other)}
    on_field = {_level(state, other) for other in cards_in(state, selected, "field")
                if state.cards[other].zone == "monster_zone" and state.cards[other].face_up is not False}
    if None in in_hand or None in on_field or in_hand & on_field:
        return None                    # a Level the scenario does not tell could be the one
    say_named_are_all(state, controller, "hand", apart_from=ref)
    say_named_are_all(state, selected, "field", apart_from=ref)
    return ("It Special Summons a monster from the hand with the Level of the monster it selects, and no monster in "
            "its controller's hand has the Level of a face-up monster it could select: it would do nothing.")


def rearranges(state, ref: str, controller: str, words) -> str | None:
    needed = int(words[-1])
    face_down = [other for other in cards_in(state, controller, "field") if state.cards[other].zone == "monster_zone"
                 and state.cards[other].face_up is False and state.cards[other].position in ("defense", "face_down", None)]
    if len(face_down) >= needed or could_be_in(state, controller, "field") or not is_closed(state, "field"):
        return None
    say_named_are_all(state, controller, "field", apart_from=ref)
    return (f"It rearranges its controller's face-down Defense Position monsters, and there {'is' if len(face_down) == 1 else 'are'} "
            f"{len(face_down) or 'none'} of them (needed: {needed}): there is nothing to rearrange, so it cannot be activated.")


def levels_total(state, ref: str, controller: str, words) -> str | None:
    """Some face-up SOURCE monster its player controls has GROUP monsters in the Graveyard whose Levels add up to its Level
    (a Level changed on the field counts as changed, the Edison rulings of Variety Comes Out; the engine reads Levels as
    printed, so a Level of the scenario it does not tell leaves the answer open)."""
    group, source = (CardKind(classes=frozenset({"monster"}), subtypes=frozenset({word})) for word in (words[3], words[5]))
    if could_be_in(state, controller, "graveyard") or not is_closed(state, "graveyard") \
            or could_be_in(state, controller, "field") or not is_closed(state, "field"):
        return None
    sources = [other for other in cards_in(state, controller, "field") if other != ref and state.cards[other].zone == "monster_zone"
               and state.cards[other].face_up is not False and state.kind_of(other, source)]
    levels = [_level(state, other) for other in cards_in(state, controller, "graveyard") if state.kind_of(other, group)]
    wanted = [_level(state, other) for other in sources]
    if None in levels or None in wanted or set(wanted) & level_totals(levels):
        return None
    say_named_are_all(state, controller, "graveyard")
    say_named_are_all(state, controller, "field", apart_from=ref)
    return (f"It Special Summons {words[3]} monsters from its player's Graveyard whose Levels add up to the Level of a "
            f"face-up {words[5]} monster its player controls, and no group of them there adds up to such a Level: it "
            f"would do nothing, so it cannot be activated.")


def _monster(state, other: str) -> bool:
    info = state.infos.get(other)
    return info is None or info.card_type == "monster"


def _level(state, other: str) -> int | None:
    return getattr(state.infos.get(other), "level", None)


CHECKS = {"pays-down-to": pays_down_to, "holds": holds_in_graveyard,
          "face-up-position": face_up_in_position, "same-level": same_level, "rearranges": rearranges,
          "levels-total": levels_total, "level-lowered": level_lowered}
