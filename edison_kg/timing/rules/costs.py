"""Costs an activation must be able to pay: a Tribute cost of a kind needs that many
monsters of that kind on its player's side of the field (rule cost-tribute-of-a-kind): "Tribute 1
Plant-Type monster" cannot be paid with no Plant there, "Tribute 1 other WATER monster" not with the
card itself alone, and "Tribute 1 face-up FIRE monster" not with a Set one (a Set monster shows no kind,
rule state-face-down-shows-nothing).

As elsewhere (timing/closed_places.py), the monsters a scenario names on a side of the field are all
there are; a card whose zone it leaves open could be there, so only what is known rules a cost out. A
face-down monster's controller knows what it is: it could pay a cost of its kind, unless the cost says "face-up"; the opponent's
face-down monster it may Tribute as if it controlled it shows no Type or Attribute to pay it with."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect, Clause
from edison_kg.timing.closed_places import cards_in, could_be_in, is_closed, say_named_are_all
from edison_kg.timing.rules.verdict import Verdict, only_for

TRIBUTE_RULES = ["cost-tribute-of-a-kind", "state-card-must-be-in-place", "mtt-cost"]
LOCKED_TRIBUTE_RULE = "cost-tribute-locked-monster"
# "take control of that target, but it cannot declare an attack or be Tributed": a lock the resolved effect left on
# the monster it targeted, this turn (round 119)
LEFT_TRIBUTE_LOCK_RULE = "ce-tribute-lock-left-on-the-target"
THIS_CARD_AND_ANOTHER = "cost-tribute-this-card-and-another"
FACE_DOWN_NO_KIND_RULE = "cost-tribute-opponents-face-down-has-no-kind"
EXCEPT_A_NAMED_CARD = "kind-except-a-named-card"     # 'except "Bee List Soldier"': that name leaves the kind
# "Tribute any number of monsters, except Tokens": a cost of a number of its player's choice is paid with at least 1
ANY_NUMBER_RULE = "cost-any-number-needs-one"


def chosen_count(clause: Clause) -> list[str]:
    """The rule a cost of "any number of" cards rests on, read as needing 1 of them (round 79)."""
    return [ANY_NUMBER_RULE] if clause.count_of_choice else []


def tribute_kind_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None or not is_closed(state, "field"):
        return None
    itself = tributes_itself(effect)
    for clause in tribute_cost_clauses(effect):
        player = state.controller(ref)
        if any(other != ref for other in could_be_in(state, player, "field")):
            continue                   # a monster whose zone is left open could be there
        found = tribute_payers(state, ref, clause, itself)
        if len(found) >= clause.count:
            continue
        say_named_are_all(state, player, "field", apart_from=ref)
        have = "none" if not found else f"only {len(found)}"
        locked = sorted(state.infos[o].name for o in cards_in(state, player, "field") if tribute_locked(state, o)
                        and not tribute_lock_left(state, o))
        left = sorted(state.infos[o].name for o in cards_in(state, player, "field") if tribute_lock_left(state, o))
        note = f" ({' and '.join(locked)} cannot be Tributed by a card's effect while face-up)" if locked else ""
        note += f" ({' and '.join(left)} cannot be Tributed: a lock a resolved effect left on it)" if left else ""
        theirs = [o for o in tributable_as_if_controlled(state, player) if state.cards[o].face_up is False]
        return Verdict("no", "other", TRIBUTE_RULES + ([LOCKED_TRIBUTE_RULE] if locked or left else [])
                       + ([LEFT_TRIBUTE_LOCK_RULE] if left else [])
                       + ([FACE_DOWN_NO_KIND_RULE] if theirs and not clause.cards.empty else [])
                       + ([THIS_CARD_AND_ANOTHER] if itself else [])
                       + ([EXCEPT_A_NAMED_CARD] if clause.cards.excluded_names else []) + chosen_count(clause),
                       f"Its cost must \"{clause.text.strip()}\", and there is {have} of those monsters on its "
                       f"player's side of the field that can pay it{note} (needed: {clause.count}): it cannot be "
                       f"paid, so it cannot be activated.")
    return None


@only_for(lambda effect: tributes_itself(effect))
def self_tribute_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    """A cost that Tributes the card itself ("You can Tribute this card; ...") cannot be paid while a lock the card
    holds says it cannot be Tributed, such as one an effect put on it when it selected it as it resolved (rules
    ce-forbidden-action-cost, ce-lock-left-on-the-selected-monster)."""
    if effect is None or not tributes_itself(effect):
        return None
    if state.cards[ref].zone != "monster_zone" or not tribute_locked(state, ref):
        return None
    selected = any(r.kind == "cannot-be-tributed" and r.granted_to == "effect-target" and h == ref
                   for h, r in state.restrictions())
    why = ", a lock an effect put on it when it selected it" if selected else ""
    return Verdict("no", "other", ["ce-forbidden-action-cost", LOCKED_TRIBUTE_RULE]
                   + ([LEFT_TRIBUTE_LOCK_RULE] if tribute_lock_left(state, ref)
                      else ["ce-lock-left-on-the-selected-monster"] if selected else []),
                   f"Its cost Tributes the card itself, and it cannot be Tributed now{why}: the cost cannot be paid, "
                   f"so it cannot be activated.")


def tribute_cost_clauses(effect: AnalyzedEffect) -> list[Clause]:
    """The parts of its cost that Tribute a number of monsters of a kind its player picks ("Tribute 1 Winged Beast")."""
    return [clause for clause in effect.cost_clauses
            if clause.action == "tribute" and clause.count is not None and clause.subject is None and not clause.up_to
            and not clause.alternative and clause.player in (None, "controller")]


def tribute_payers(state, ref: str, clause: Clause, itself: bool) -> list[str]:
    """The monsters on its player's side of the field (or Tributed as if they were) that could pay the clause."""
    player = state.controller(ref)
    return [other for other in cards_in(state, player, "field") + tributable_as_if_controlled(state, player)
            if _could_pay(state, ref, other, clause, itself)]


def tributable_as_if_controlled(state, player: str) -> list[str]:
    """The opponent's monsters this player may Tribute this turn as if they controlled them: those
    targeted by an effect of theirs that resolved this turn saying so ("you can Tribute that monster, as if you
    controlled it"), still on the field (rule cost-tribute-as-if-controlled)."""
    found = []
    for link in state.resolved.values():
        if link.effect is None or link.activation_negated or link.effect_negated or link.turn != state.turn \
                or link.controller != player:
            continue
        if any(r.kind == "tribute-as-if-controlled" for r in link.effect.restrictions):
            found.extend(t for t in link.targets if t in state.cards and state.cards[t].zone == "monster_zone"
                         and state.controller(t) != player)
    return found


def tributes_itself(effect: AnalyzedEffect) -> bool:
    """"Tribute this card and 1 face-up Insect monster": the card is one part of the cost, so it is not
    also the monster of the other part (rule cost-tribute-this-card-and-another)."""
    return any(c.action == "tribute" and c.subject == "self" for c in effect.cost_clauses)


def _could_pay(state, ref: str, other: str, clause: Clause, itself_paid: bool = False) -> bool:
    """Could this card on its player's field be Tributed for the clause: a monster in a Monster Zone,
    not the card itself when the clause says "other" or another part of the cost Tributes it, of the kind
    it names (a face-down one could be)."""
    card, info = state.cards[other], state.infos.get(other)
    if info is None:
        return True
    if info.card_type != "monster" or card.zone != "monster_zone" or (other == ref and (clause.other_cards or itself_paid)):
        return False
    if clause.names_face_up_you_control and state.face_up_on_field(other) is False:
        return False           # "Tribute 1 face-up ..." cannot be paid with a Set monster
    if tribute_locked(state, other):
        return False
    if clause.cards.empty:
        return True
    if card.face_up is False:
        # its own face-down monster's player knows what it is; the opponent's shows no Type or Attribute
        # (rule cost-tribute-opponents-face-down-has-no-kind: Soul Exchange's and Icarus Attack's rulings)
        return state.controller(other) == state.controller(ref)
    return state.kind_of(other, clause.cards)


def tribute_locked(state, other: str) -> bool:
    """A face-up monster whose own effect says it cannot be Tributed ("by card effects", "except for a
    Tribute Summon") is no Tribute for a cost of a card or effect; face-down, its effect does not apply
    (rule cost-tribute-locked-monster)."""
    return any(r.kind == "cannot-be-tributed" and holder == other for holder, r in state.restrictions())


def tribute_lock_left(state, other: str) -> bool:
    """Does the monster hold a "cannot be Tributed" lock a resolved effect left on it as its target, for this turn
    ("take control of that target, but it cannot declare an attack or be Tributed"; rule
    ce-tribute-lock-left-on-the-target)? A lock its card keeps while face-up on the field is another rule's."""
    # "Its effect(s) is negated, and it cannot be Tributed": the same lock on the monster the effect Summoned without
    # targeting it (round 121)
    return any(r.kind == "cannot-be-tributed" and (r.granted_to == "effect-target" and r.lasts == "turn"
                                                   or r.granted_to == "effect-summoned")
               and holder == other for holder, r in state.restrictions())


# a cost part joined by "and" to the part before: cards from the hand beside a card you control ("Send 1 ... you control
# and 2 cards from your hand to the GY", round 87), or a second deed of its own ("Reveal 1 "Iron Core of Koa'ki Meiru" in
# your hand and discard 1 "Koa'ki Meiru" monster", round 181: cardtext/cost.py keeps the two apart)
AND_FROM_HAND_RULE = "cost-and-cards-from-your-hand"
TWO_DEEDS_RULE = "cost-every-deed-joined-by-and"


def joined_cost_rule(effect, clause) -> str:
    """The rule a cost part joined by "and" that cannot be paid is judged under."""
    before = next((c for c in effect.cost_clauses if c.index == clause.index - 1), None)
    return TWO_DEEDS_RULE if before is not None and before.action != clause.action else AND_FROM_HAND_RULE
