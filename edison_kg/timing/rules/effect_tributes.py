"""An effect that begins by Tributing its player's monsters, the rest done only if it does ("FLIP: Tribute 1 other
monster, and if you do, Special Summon 1 Fusion Monster from your Extra Deck"), has nothing to do without a monster
there to Tribute: mandatory or not, it is not activated (rule state-tribute-first-needs-a-monster, under
activation-needs-a-possible-effect). Summoner of Illusions' Edison rulings: the Tribute is paid as a cost, and
with no Fusion Monster to Summon "the effect can't activate and you don't Tribute 1 monster".

As for Tribute costs (rules/costs.py), the monsters a scenario names on its player's side of the field are all there
are; a card whose zone it leaves open could be there, so only what is known rules the activation out."""

from __future__ import annotations

from edison_kg.vocab.model import AnalyzedEffect, Clause
from edison_kg.timing.closed_places import cards_in, could_be_in, is_closed, say_named_are_all
from edison_kg.timing.rules.costs import tributable_as_if_controlled
from edison_kg.timing.rules.possible import POSSIBLE, needs_the_part_before
from edison_kg.timing.rules.verdict import Verdict, only_for

# a monster's own activated effects, whose player does what they say; not a continuous effect, nor a Spell/Trap Card's
# ("You can Tribute 1 Level 5 or higher monster to Tribute Summon ...", "during each player's End Phase: The turn player
# must Tribute ...": another player may be the one to Tribute)
_MONSTER_EFFECTS = frozenset({"flip", "trigger", "ignition", "quick"})
TRIBUTE_FIRST_RULES = POSSIBLE + ["state-tribute-first-needs-a-monster", "state-card-must-be-in-place"]


@only_for(lambda effect: _tributed_first(effect) is not None)
def tribute_first_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    first = _tributed_first(effect)
    if first is None or not is_closed(state, "field"):
        return None
    player = state.controller(ref)
    if any(other != ref for other in could_be_in(state, player, "field")):
        return None                    # a monster whose zone is left open could be there
    found = [other for other in cards_in(state, player, "field") + tributable_as_if_controlled(state, player)
             if not (other == ref and first.other_cards) and _a_monster(state, other, first)]
    needed = first.count or 1
    if len(found) >= needed:
        return None
    say_named_are_all(state, player, "field", apart_from=ref if first.other_cards else None)
    have = "none" if not found else f"only {len(found)}"
    return Verdict("no", "other", TRIBUTE_FIRST_RULES,
                   f"It must first \"{first.text.strip(' ,')}\", and the rest is done only if it does; its player "
                   f"controls {have} of those monsters (needed: {needed}): it has nothing to do, so it is not "
                   f"activated.")


def _tributed_first(effect: AnalyzedEffect | None) -> Clause | None:
    """The effect's first part, when it Tributes a count of its player's monsters (not this card, not "up to") and
    every later part that does something needs it done."""
    if effect is None or not effect.clauses or effect.kind not in _MONSTER_EFFECTS:
        return None
    first, rest = effect.clauses[0], effect.clauses[1:]
    if first.action != "tribute" or first.subject is not None or first.count is None or first.up_to \
            or first.alternative or first.only_if or first.every is not None \
            or first.player not in (None, "controller") or first in effect.cost_clauses:
        return None
    doing = [c for c in rest if c.event is not None]
    if not doing or not all(needs_the_part_before(c) for c in doing):
        return None
    return first


def _a_monster(state, other: str, clause: Clause) -> bool:
    """A monster that could be Tributed for the clause: of the kind it names (a Set one's controller knows it)."""
    if state.cards[other].zone != "monster_zone":
        return False
    return clause.cards.empty or state.cards[other].face_up is False or state.kind_of(other, clause.cards)
