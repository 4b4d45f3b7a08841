"""An effect that must do a forbidden action to the card it targets in a pile
("Target 1 monster in either player's GY; Special Summon it") cannot be activated when every card it
could target there is one the restriction reaches: under "Neither player can Special Summon DARK
monsters", Monster Reborn with only DARK monsters in the Graveyards (rule
ce-forbidden-action-only-targets). The piles hold only the cards the scenario names there (rule
state-unnamed-cards-absent); a pile left open, or a card whose zone is open, leaves it open, and the
rule then says nothing (the effect may take a card the restriction spares).

So must one that does it to "all" cards of a kind in a pile ("banish all "Iron Chain" monsters from your GY, and
if you do, ...") when cards of that kind the restriction reaches are known to be there (rule
ce-forbidden-action-all-there; with none there it does nothing: rules/possible.py), and one that does it to "all"
cards of a kind on the field ("Banish all Defense Position monsters your opponent controls") when a card of that kind
the restriction reaches is known to be there (rule ce-forbidden-action-all-on-field)."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect, CardKind, Clause, Restriction
from edison_kg.timing.card_kinds import ANY_MONSTER, of_classes
from edison_kg.timing.closed_places import assume_closed, cards_in, could_be_in, is_closed
from edison_kg.vocab.schemes import FIELD_ZONES

ONLY_TARGETS_RULE = "ce-forbidden-action-only-targets"
ALL_THERE_RULE = "ce-forbidden-action-all-there"
ALL_ON_FIELD_RULE = "ce-forbidden-action-all-on-field"
EACH_PART_RULE = "ce-forbidden-action-each-players-part"
ORDINAL_RULE = "ce-forbidden-action-ordinal-target"
EVERY_CLASSES = {"monster": ("monster",), "spell-trap": ("spell", "trap"), "card": ("monster", "spell", "trap")}
PILES = ("graveyard", "banished")
SUMMON_ACTIONS = frozenset({"special_summon", "normal_summon", "synchro_summon", "fusion_summon", "ritual_summon"})


def must_do_to_its_only_targets(state, ref: str, effect: AnalyzedEffect, clause: Clause,
                                restriction: Restriction) -> bool:
    """Must the clause act on a target in a pile that can only be a card the restriction reaches?
    The caller has checked that the clause does the restriction's action."""
    if not effect.targets or clause.subject not in ("it", "target") or clause.from_zone not in PILES \
            or clause.alternative or clause.up_to or clause.every or clause.later or restriction.cards.empty:
        return False
    if restriction.zone is not None and restriction.zone != clause.from_zone:
        return False
    place = clause.from_zone
    if not is_closed(state, place):
        return False
    controller = state.controller(ref)
    players = _whose(state, clause, controller)
    if any(could_be_in(state, player, place) for player in players):
        return False
    kind = ANY_MONSTER if restriction.action in SUMMON_ACTIONS else CardKind()
    per_player = {player: [other for other in cards_in(state, player, place) if other != ref
                           and (kind.empty or state.kind_of(other, kind))
                           and (clause.cards.empty or state.kind_of(other, clause.cards))] for player in players}
    if clause.player == "both":
        # "each player Special Summons the target from their GY": each player does it to their own target, so
        # one player with only targets the restriction reaches stops it (rule ce-forbidden-action-each-players-part)
        if not any(own and all(_reached(state, other, restriction) for other in own) for own in per_player.values()):
            return False
        state.cite(EACH_PART_RULE)
    else:
        candidates = [other for player in players for other in per_player[player]]
        if not candidates or not all(_reached(state, other, restriction) for other in candidates):
            return False
    for player in players:
        assume_closed(state, player, place)
    return True


def _done_to_all_whatever_happens(clause: Clause) -> bool:
    """Does the "all" clause act whatever happens (no other way to take, no choice to skip it, no later part or
    condition of its own, from one place)?"""
    return not (clause.alternative or clause.may_skip or clause.later or clause.only_if or clause.branch
                or clause.their_option or clause.from_several_places)


def must_do_to_all_there(state, ref: str, clause: Clause, restriction: Restriction) -> bool:
    """Must the clause act on "all" cards of its kind in a pile, with one the restriction reaches there? The caller
    has checked that the clause does the restriction's action."""
    if not clause.every or clause.from_zone not in PILES or not _done_to_all_whatever_happens(clause) \
            or clause.whose not in (None, "you", "opponent"):
        return False
    if restriction.zone is not None and restriction.zone != clause.from_zone or not is_closed(state, clause.from_zone):
        return False
    controller = state.controller(ref)
    player = state.opponent(controller) if clause.whose == "opponent" or clause.from_opponents_pile else controller
    there = [other for other in cards_in(state, player, clause.from_zone) if other != ref
             and (clause.cards.empty or state.kind_of(other, clause.cards))]
    if not any(_reached(state, other, restriction) for other in there):
        return False
    assume_closed(state, player, clause.from_zone)
    return True


def must_do_to_all_on_field(state, ref: str, clause: Clause, restriction: Restriction) -> bool:
    """Must the clause act on "all" cards of its kind on the field, with one the restriction reaches known to be
    there (named on the field, in the position the clause names, not protected from it)? The caller has checked
    that the clause does the restriction's action."""
    if not clause.every or clause.from_zone not in (None, *FIELD_ZONES) or not _done_to_all_whatever_happens(clause) \
            or clause.position not in (None, "attack", "defense", "face-up", "face-down") \
            or restriction.action in SUMMON_ACTIONS:      # the cards it Summons are not on the field
        return False
    if restriction.zone not in (None, "field"):
        return False
    from edison_kg.timing.rules.possible import protection   # possible.py reads the field the same way
    controller = state.controller(ref)
    for other in state.infos:
        card = state.cards[other]
        if not card.on_field or other == ref and clause.spares_own_card \
                or not of_classes(state, other, EVERY_CLASSES[clause.every]) \
                or clause.whose is not None and (state.controller(other) == controller) != (clause.whose == "you"):
            continue
        if not clause.cards.empty and not state.kind_of(other, clause.cards) or not _in_position(card, clause.position):
            continue
        if protection(state, ref, other, clause) is None and _reached(state, other, restriction):
            return True
    return False


def _in_position(card, position: str | None) -> bool:
    """Is the card known to be in the position "all Defense Position monsters" or "all face-up cards" names?"""
    if position in ("attack", "defense"):
        return card.position == position
    if position is not None:
        return card.face_up is not None and card.face_up == (position == "face-up")
    return True


def _reached(state, other: str, restriction: Restriction) -> bool:
    return state.kind_of(other, restriction.cards) and (restriction.except_kind.empty
                                                         or not state.kind_of(other, restriction.except_kind))


def _whose(state, clause: Clause, controller: str) -> list[str]:
    """The players whose pile the targets are in ("your GY", "your opponent's GY", "either player's GY")."""
    opponent = state.opponent(controller)
    if clause.whose == "you":
        return [controller]
    if clause.whose == "opponent":
        return [opponent]
    return [controller, opponent]


def ordinal_target_rules(effect: AnalyzedEffect, clause: Clause) -> list[str]:
    """The rule by which a clause acting on "the first target" or "the second target" of targets chosen in two
    piles does its action to a card of the pile its target was chosen in, whatever the effect does to the other
    (rule ce-forbidden-action-ordinal-target; the reader gives it that pile: cardtext/ordinal_targets.py)."""
    ordinal = clause.subject in ("target", "second-target") and clause.from_zone in PILES \
        and any(other.subject == "second-target" and other.from_zone in PILES for other in effect.clauses)
    return [ORDINAL_RULE] if ordinal else []
