"""Amounts counted from the cards the activation's own cost took (round 111), read ONCE by the card reader: "Send any
number of other Spell/Trap Cards you control to the Graveyard; gain 1000 LP for each card sent to the Graveyard this
way" (Emergency Provisions), "Banish any number of Dinosaur-Type monsters from your Graveyard; gain 400 Life Points for
each Dinosaur-Type monster banished to activate this card" (Survival Instinct). No part of the resolution does that
deed: the cost did, so the counting clause's `counts_done_before` becomes "EVENT cost" and the timing engine counts
the cards of that event the step's cost moved (timing/cost_counted.py, rule res-amount-counted-from-its-cost).

Round 113, the same count for its own card's ATK/DEF: "You can banish all other DARK monsters from your field and GY;
this card gains 500 ATK for each card banished this way", "send that many cards from the top of your Deck to the GY;
until the End Phase, this card gains 500 ATK for each card sent to the GY this way", "...; this card gains 500 DEF for
each card sent, until the End Phase", "...; this card gains 1000 ATK for each monster sent to the GY": after such a
cost the bare "for each card sent" can only mean the cost's cards. The change is stored in `own_stat_per_card`."""

from __future__ import annotations

import re

_FOR_EACH_PAID = re.compile(r"\bfor each (?:[\w/-]+ )*?(?:cards?|monsters?) (?P<done>sent|banished|removed from play|"
                            r"discarded|tributed)(?: to (?:the |your )?(?:gy|graveyard))?(?: this way| to activate this card)")
_DONE_EVENTS = {"sent": "sent_to_gy", "banished": "banished", "removed from play": "banished", "discarded": "discarded",
                "tributed": "tributed"}
# its own card's stat, per card the cost moved; "this way" may be left out only because a cost of that deed comes
# right before (checked below); a time limit first or last makes it last to the turn's end
_TURN = r"(?:until the end phase|until the end of this turn)"
_OWN_STAT_PAID = re.compile(rf"^(?P<lead>{_TURN}, )?this card (?P<way>gains|loses) (?P<amount>\d+) (?P<stat>atk|def) "
                            r"for each (?:[\w/-]+ )*?(?:cards?|monsters?) (?P<done>sent|banished|removed from play|"
                            r"discarded|tributed)(?: to (?:the |your )?(?:gy|graveyard))?(?: this way| to activate this "
                            rf"card)?(?P<tail>,? {_TURN})?$")


def store_cost_counted(effect) -> None:
    """Mark an LP clause that counts its cost's cards, when a cost clause of the same effect does that deed and no
    earlier part of the resolution does (that one is counted by `counts_done_before` EVENT, round 78)."""
    for index, clause in enumerate(effect.clauses):
        own = _OWN_STAT_PAID.match((clause.text or "").lower().strip().rstrip("."))
        if own is not None and clause.action == "change_stats" and not clause.counts_done_before:
            found = own
        else:
            found = _FOR_EACH_PAID.search((clause.text or "").lower())
            if found is None or clause.event not in ("damage_inflicted", "lp_gained") or clause.counts_done_before:
                continue
        event = _DONE_EVENTS[found.group("done")]
        if any(other.event == event for other in effect.cost_clauses) and \
                not any(other.event == event for other in effect.clauses[:index]):
            clause.counts_done_before = f"{event} cost"
            if found is own:     # (113) "this card gains 500 ATK for each card banished this way"
                sign = "+" if own.group("way") == "gains" else "-"
                lasts = " turn" if own.group("lead") or own.group("tail") else ""
                clause.own_stat_per_card = f"{own.group('stat')} {sign}{own.group('amount')}{lasts}"
