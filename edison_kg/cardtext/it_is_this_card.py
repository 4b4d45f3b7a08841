"""A trigger about this card that then acts on "it": "When this card is sent to the Graveyard, place it on top of
your Deck", "When this card is sent from the field to the Graveyard: Return it to the top of the Deck", "If this card
is sent from your Deck to the GY: Special Summon it".

With no target and no card named before it, the only card the clause can mean is the one its condition is about: this
card (rule res-it-is-this-card, round 137). So is it for a trigger whose condition looks back at what happened to this
card earlier in the turn ("During the End Phase, if this card was destroyed on the field and sent to the Graveyard this
turn: Special Summon it from the Graveyard, and if you do, its ATK/DEF become 1000", round 179). Read as acting on
this card, the deed then reaches the card itself, and what replaces it ("returned to the Deck from the Graveyard ...
removed from play instead") can apply."""

from __future__ import annotations

from dataclasses import replace

import re

from edison_kg.vocab.model import AnalyzedEffect

# deeds that move a card somewhere: the ones "it" of such a trigger names this card for
MOVES = ("returned_to_deck", "returned_to_hand", "special_summon", "banished", "sent_to_gy", "added_to_hand")
# the deed done to "it" itself ("place it on top", "Return it to the hand", "it is returned to the top of the Deck")
_ON_IT = re.compile(r"^(?:you can )?(?:place|return|add|special summon|banish|remove|send|shuffle) it\b|^it is ")
# words that pick another card in the same clause ("selects 1 monster ... and Special Summons it")
_PICKS = ("select", "choose", "target", "draw", "excavat", "reveal", "look at", "from your deck", "from their")


def it_is_this_card(effect: AnalyzedEffect) -> list:
    """The effect's clauses, the leading ones that act on "it" read as acting on this card when the effect is a
    trigger about this card that takes no target."""
    if effect.kind not in ("trigger", "trigger-like") or effect.targets or not about_this_card(effect.condition):
        return list(effect.clauses)
    found, free = [], True
    for clause in effect.clauses:
        text = clause.text.lower()
        if free and clause.subject == "it" and clause.event in MOVES and _ON_IT.match(text.strip()) \
                and not any(w in text for w in _PICKS):
            clause = replace(clause, subject="self")
        elif clause.subject != "self" and (clause.event is not None or clause.subject is not None
                                           or any(w in text for w in _PICKS)):
            free = False        # a clause naming or making another card: "it" after it may be that card
        found.append(clause)
    return found


def about_this_card(condition) -> bool:
    """Is the condition about what happened to this card (not what it did, nor its equipped monster), now or earlier in
    the turn?"""
    if condition is None:
        return False
    if condition.self_card:
        return condition.equipped_role is None and not condition.actor_self
    earlier = condition.earlier
    return earlier is not None and earlier.self_card and earlier.equipped_role is None and not earlier.actor_self
