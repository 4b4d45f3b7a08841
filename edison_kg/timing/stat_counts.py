"""The cards an ATK/DEF change counts now (rule ce-stat-change-counts-cards): "for each "Amazoness"
monster you control", "for each Spell Card in your Graveyard", "the number of Fiend-Type monsters on
the field (excluding this card) x 1000". The card reader gives the count as "WHOSE PLACE [other]
[face-up]" (Restriction.per_count, cardtext/stat_counts.py) and the kind counted (per_kind).

The scenario's cards in that place are all there are (as the count of an activation condition reads
them): its answer says so in `assumed`. A card on the field counts while it is there, itself included
unless the text leaves it out ("other", "except this card"); a Set card counts only as a card of a
kind its back shows (rule state-face-down-shows-nothing)."""

from __future__ import annotations

from edison_kg.timing.closed_places import cards_in

_PLACES = {"field": "on the field", "graveyard": "in the Graveyard", "hand": "in the hand", "banished": "banished",
           "spell_trap_zone": "in the Spell & Trap Zones"}     # counts of continuous bullets


def counted_cards(state, holder: str, per_count: str, kind) -> tuple[list[str], str]:
    """(the scenario cards the change of card ``holder`` counts now, what and where they are in words)."""
    whose, place, *flags = per_count.split()
    controller = state.controller(holder)
    players = {"you": {controller}, "opponent": {state.opponent(controller)}}.get(whose, {"A", "B"})
    counted = []
    # "for each ... sent to the Graveyard this turn": the cards still there that were sent there
    # this turn (returned from the banished cards is no "sending"), of the kind they are there now
    sent = {h.event.card for h in state.happenings() if h.turn == state.turn and h.event.to_zone == "graveyard"
            and h.event.from_zone != "banished"} if "sent-this-turn" in flags else None
    for player in sorted(players):
        for ref in cards_in(state, player, place):       # the named cards there are all there are
            card = state.cards[ref]
            if ref not in state.infos or (place == "field" and not card.on_field) \
                    or ("face-up" in flags and card.face_up is False):
                continue
            if "other" in flags and ref == holder:
                continue
            if sent is not None and ref not in sent:
                continue
            if state.kind_of(ref, kind):
                counted.append(ref)
    noun = " ".join([*(f'"{name}"' for name in sorted(kind.names)), *sorted(kind.subtypes), *sorted(kind.attributes),
                     *sorted(kind.monster_types), "/".join(sorted(kind.classes)) or "card"])
    owner = {"you": f"of player {controller}", "opponent": f"of player {state.opponent(controller)}"}.get(whose, "")
    return counted, " ".join(filter(None, [f"{noun}(s)", owner, _PLACES[place], "sent there this turn" if sent is not None
                                           else ""]))
