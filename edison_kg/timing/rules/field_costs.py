"""A cost that takes face-up cards of a kind its player controls ("send 1 face-up "Umi" you control
to the GY", "send 1 other face-up FIRE monster you control to the Graveyard") needs them face-up on
its player's field: a Set card shows no name, kind, Attribute or Type, so it is none of them (rules
state-face-down-shows-nothing, state-card-must-be-in-place). With none there the cost cannot be
paid and the effect cannot be activated.

As with the field states an activation needs (rules/field_needs.py), the cards the scenario names
are the cards on the field, which the answer says; a card whose zone it leaves open could be there."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect, Clause
from edison_kg.timing.rules.verdict import Verdict
from edison_kg.timing.closed_places import cards_in, could_be_in, is_closed, say_named_are_all
from edison_kg.timing.rules.costs import EXCEPT_A_NAMED_CARD, chosen_count, tributable_as_if_controlled, tribute_locked, \
    tributes_itself
from edison_kg.vocab.schemes import FIELD_ZONES

# (rule cost-face-up-cards-you-control, round 83: "you control" or the older "on your side of the field")
FIELD_COST_RULES = ["state-face-down-shows-nothing", "state-card-must-be-in-place", "mtt-cost", "cost-face-up-cards-you-control"]


def face_up_cost_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    if effect is None:
        return None
    return _face_up_verdict(state, ref, effect) or cards_you_control_verdict(state, ref, effect) \
        or all_you_control_verdict(state, ref, effect)


def _face_up_verdict(state, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    for clause in effect.cost_clauses:
        if not _takes_face_up_cards_you_control(clause):
            continue
        player = state.controller(ref)
        found, set_ones = 0, 0
        for other, card in state.cards.items():
            if other == ref and (clause.action != "tribute" or clause.other_cards or tributes_itself(effect)):
                continue                  # the card activated is not its own cost (a monster may Tribute itself, unless
                # "other" or another part of the cost already Tributes it:)
            if card.zone is None:
                if (card.controller or card.owner) == player:
                    return None           # it could be on the field
                continue
            if card.controller != player or card.zone not in FIELD_ZONES:
                continue
            face_up = state.face_up_on_field(other)
            if face_up and (clause.cards.empty or state.kind_of(other, clause.cards)):
                found += 1
            elif not face_up:
                set_ones += 1
        found += _face_up_tributable_as_if_controlled(state, ref, clause) if clause.action == "tribute" else 0
        needed = clause.count or 1
        if found >= needed:
            continue
        say_named_are_all(state, player, "field")
        have = "none" if found == 0 else f"only {found}"
        set_note = " (a Set card is none of them: it shows no name or kind)" if set_ones else ""
        itself = ["cost-tribute-of-a-kind", "cost-tribute-this-card-and-another"] \
            if clause.action == "tribute" and tributes_itself(effect) else []
        left_out = [EXCEPT_A_NAMED_CARD] if clause.cards.excluded_names else []
        return Verdict("no", "other", FIELD_COST_RULES + itself + left_out,
                       f"Its cost must \"{clause.text.strip()}\", and its player controls {have} of those "
                       f"face-up{set_note}: it cannot be paid, so it cannot be activated.")
    return None


# (round 145) "Tribute 1 face-up "Gravekeeper's" monster you control": the opponent's face-up monster a resolved effect
# lets its player Tribute this turn as if they controlled it (Soul Exchange) pays it; a face-down one shows no kind
AS_IF_FACE_UP_RULE = "cost-face-up-tribute-as-if-controlled"


def _face_up_tributable_as_if_controlled(state, ref: str, clause: Clause) -> int:
    """How many of the opponent's monsters its player may Tribute as if they controlled them are face-up and of the
    kind the clause names (rule cost-face-up-tribute-as-if-controlled)."""
    found = [other for other in tributable_as_if_controlled(state, state.controller(ref))
             if state.face_up_on_field(other) and not tribute_locked(state, other)
             and (clause.cards.empty or state.kind_of(other, clause.cards))]
    if found:
        state.cite(AS_IF_FACE_UP_RULE)
    return len(found)


def _takes_face_up_cards_you_control(clause: Clause) -> bool:
    """A clause the reader typed as taking counted face-up cards of its player's field: not the
    card itself ("send this card and 1 face-up ..."), not face-up or face-down cards alike."""
    return clause.count is not None and clause.names_face_up_you_control and clause.subject is None \
        and clause.from_zone is None and not clause.alternative and not clause.up_to


# "send 1 other card you control to the GY" (Volcanic Queen, Elemental HERO Tempest), "return 1 other
# monster you control to the hand" (Mist Valley Shaman), "send 1 "Iron Chain" monster you control to the Graveyard": a
# cost of a count of cards its player controls, of either face, needs that many there; "other" leaves out the card
# activated. A face-down card's controller knows what it is: it could pay a cost of its kind. A Token cannot be sent to
# the GY or returned for a cost (rule cost-cards-you-control).
CARDS_YOU_CONTROL_RULES = ["cost-cards-you-control", "state-card-must-be-in-place", "mtt-cost"]
# a Fusion or Synchro Monster returned to the hand goes to the Extra Deck instead: it pays no cost that returns a monster
# to the hand (rule cost-return-to-hand-not-extra-deck-monsters; Swap Frog's rulings; round 169)
EXTRA_DECK_KINDS = frozenset({"Fusion", "Synchro"})
EXTRA_DECK_RETURN_RULE = "cost-return-to-hand-not-extra-deck-monsters"


def _goes_to_the_extra_deck(info, clause: Clause) -> bool:
    """A Fusion or Synchro Monster, for a cost that returns it to the hand."""
    return info is not None and clause.action == "return_to_hand" and bool(EXTRA_DECK_KINDS & set(info.subtypes))


def cards_you_control_verdict(state, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    if not is_closed(state, "field"):
        return None
    for clause in effect.cost_clauses:
        if not clause.takes_cards_you_control or clause.count is None or clause.subject is not None \
                or clause.from_zone is not None or clause.alternative or clause.up_to:
            continue
        player = state.controller(ref)
        if any(other != ref for other in could_be_in(state, player, "field")):
            continue                   # a card whose zone is left open could be there
        found = [other for other in cards_in(state, player, "field")
                 if not (other == ref and clause.other_cards) and _could_pay(state, other, clause)]
        if len(found) >= clause.count:
            continue
        say_named_are_all(state, player, "field", apart_from=ref if clause.other_cards else None)
        have = "none" if not found else f"only {len(found)}"
        extra = [EXTRA_DECK_RETURN_RULE] if any(_goes_to_the_extra_deck(state.infos.get(other), clause)
                                                for other in cards_in(state, player, "field")) else []
        return Verdict("no", "other", CARDS_YOU_CONTROL_RULES + chosen_count(clause) + extra,
                       f"Its cost must \"{clause.text.strip(' ,')}\", and its player controls {have} of those cards "
                       f"(needed: {clause.count}): it cannot be paid, so it cannot be activated.")
    return None


def _could_pay(state, other: str, clause: Clause) -> bool:
    """Could this card pay the cost: not a Token for a cost that sends it to the GY or returns it (a Token is sent to
    no GY nor returned: Elemental HERO Tempest's rulings), and of the kind the cost names."""
    card, info = state.cards[other], state.infos.get(other)
    if info is None:
        return True
    if "Token" in info.subtypes and clause.action in ("send_to_gy", "return_to_hand", "return_to_deck"):
        return False
    if _goes_to_the_extra_deck(info, clause):
        return False
    if clause.cards.empty:
        return True
    if clause.cards.classes == {"monster"} and card.zone != "monster_zone":
        return False                   # "1 "Alien" monster from your side of the field": a monster, in a Monster Card Zone
    return card.face_up is False or state.kind_of(other, clause.cards)


# "Tribute all monsters you control", "Send all cards in your Spell & Trap Card Zone to the Graveyard": a cost of every
# card of a kind its player controls is paid with at least one; with none (the card activated aside) nothing is paid
# (rule cost-all-cards-you-control-needs-one)
ALL_YOU_CONTROL_RULE = "cost-all-cards-you-control-needs-one"


def all_you_control_verdict(state, ref: str, effect: AnalyzedEffect) -> Verdict | None:
    if not is_closed(state, "field"):
        return None
    player = state.controller(ref)
    for clause in effect.cost_clauses:
        if clause.every is None or clause.subject is not None or clause.alternative \
                or not (clause.from_zone in FIELD_ZONES or clause.from_zone is None and clause.whose == "you"):
            continue
        if any(other != ref for other in could_be_in(state, player, "field")):
            return None                # a card whose zone is left open could be there
        zones = (clause.from_zone,) if clause.from_zone else FIELD_ZONES
        if any(other != ref and state.cards[other].zone in zones and _one_of_all(state, other, clause)
               for other in cards_in(state, player, "field")):
            continue
        say_named_are_all(state, player, "field", apart_from=ref)
        return Verdict("no", "other", [ALL_YOU_CONTROL_RULE] + CARDS_YOU_CONTROL_RULES,
                       f"Its cost must \"{clause.text.strip(' ,')}\", and its player controls none of those cards "
                       f"besides the card activated: nothing would be paid, so it cannot be activated.")
    return None


def _one_of_all(state, other: str, clause: Clause) -> bool:
    """Is this card one of "all" the cost names: a monster for "all monsters", face-up and of the kind it names."""
    info = state.infos.get(other)
    if clause.every == "monster" and (state.cards[other].zone != "monster_zone" or info is not None and info.card_type != "monster"):
        return False
    if clause.position == "face-up" or clause.names_face_up_you_control or not clause.cards.empty:
        return state.face_up_on_field(other) is not False and (clause.cards.empty or state.kind_of(other, clause.cards))
    return True
