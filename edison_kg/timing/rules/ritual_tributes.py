"""A Ritual Spell Card's Ritual Summon needs Tributes from its player's hand or field, other than the Ritual Monster
it Summons, whose Levels total at least what its text says ("You must also offer monsters whose total Level Stars
equal 7 or more as a Tribute from the field or your hand"), or exactly the Level of the Ritual Monster it Summons where it
says "exactly equal": with less it would do nothing and cannot be activated
(rule deed-ritual-tributes-total-level). Only when the hand and the field are known, and a Ritual Monster it could
Summon is in the hand (rule deed-ritual-monster-from-hand says so otherwise). A monster in the Graveyard whose text
lets it be banished "as 1 of the monsters required for the Ritual Summon" counts too (rule
deed-ritual-tribute-from-graveyard), and one that "can be used as the entire Tribute" for a Ritual Monster of its
Attribute is enough for it alone."""

from __future__ import annotations

from edison_kg.timing.closed_places import cards_in, could_be_in, is_closed, say_named_are_all
from edison_kg.timing.rules.possible import POSSIBLE
from edison_kg.timing.rules.verdict import Verdict, only_for
from edison_kg.vocab.model import AnalyzedEffect, CardKind

RULE = "deed-ritual-tributes-total-level"
GRAVEYARD_RULE = "deed-ritual-tribute-from-graveyard"


@only_for(lambda effect: effect.ritual_tribute_levels or effect.ritual_tributes_exact)
def ritual_tributes_verdict(state, ref: str, effect: AnalyzedEffect | None) -> Verdict | None:
    need = effect.ritual_tribute_levels if effect is not None else None
    if not need and not (effect is not None and effect.ritual_tributes_exact):
        return None
    ritual = next((c for c in effect.clauses if c.event == "ritual_summon"), None)
    player = state.controller(ref)
    if ritual is None or not (is_closed(state, "hand") and is_closed(state, "field")) \
            or any(other != ref for other in could_be_in(state, player, "hand")):
        return None
    hand = [other for other in cards_in(state, player, "hand") if other != ref]
    field = [other for other in cards_in(state, player, "field") if state.cards[other].zone == "monster_zone"]
    monsters = [other for other in hand + field if state.infos[other].card_type == "monster"]
    # a monster in the Graveyard whose text lets it be banished as 1 of the Tributes (rule deed-ritual-tribute-from-graveyard)
    stands_in = [other for other in cards_in(state, player, "graveyard")
                 if any(e.ritual_tribute_from_graveyard for e in state.infos[other].effects)]
    summoned = [other for other in hand if ritual.cards.empty or state.kind_of(other, ritual.cards)]
    if not summoned or _whole_tribute(state, summoned, monsters):
        return None
    if effect.ritual_tributes_exact:
        return _exact_verdict(state, ref, player, summoned, monsters + stands_in, stands_in)
    # the best Ritual Monster to Summon leaves the most Levels among the others
    best = max(sum(state.infos[m].level or 0 for m in monsters + stands_in if m != one) for one in summoned)
    if best >= need:
        return _enough(state, stands_in)
    return _too_few(state, ref, player, f"Its Ritual Summon needs Tributes whose Levels total {need} or more, and its "
                    f"player's other monsters in the hand and on the field total {best}")


def _exact_verdict(state, ref: str, player: str, summoned: list[str], tributes: list[str], stands_in: list[str]) -> Verdict | None:
    """"whose total Levels exactly equal the Level of the Ritual Monster you Ritual Summon": some Ritual Monster it could
    Summon has others whose Levels add up to its own Level exactly, no more."""
    for one in summoned:
        level = state.infos[one].level
        if level is None or level in level_totals([state.infos[m].level or 0 for m in tributes if m != one]):
            return _enough(state, stands_in)
    levels = ", ".join(f"{state.infos[one].name} (Level {state.infos[one].level})" for one in summoned)
    return _too_few(state, ref, player, f"Its Ritual Summon needs Tributes whose Levels total exactly the Level of the "
                    f"Ritual Monster, and no group of its player's other monsters in the hand and on the field totals "
                    f"the Level of {levels}")


def _enough(state, stands_in: list[str]) -> None:
    """Tributes enough: the answer notes the Graveyard's stand-ins it counted (rule deed-ritual-tribute-from-graveyard)."""
    if stands_in:
        state.cite(GRAVEYARD_RULE)
    return None


def _too_few(state, ref: str, player: str, why: str) -> Verdict:
    """Too few Levels among the Tributes: the hand and the field are all the scenario names (said in assumed)."""
    say_named_are_all(state, player, "hand", apart_from=ref)
    say_named_are_all(state, player, "field")
    return Verdict("no", "other", [RULE, "deed-ritual-monster-from-hand"] + POSSIBLE,
                   f"{why}: it would do nothing, so it cannot be activated.")


def _whole_tribute(state, summoned: list[str], tributes: list[str]) -> bool:
    """A monster that "can be used as the entire Tribute" for a Ritual Monster of its Attribute, whatever its Level."""
    for other in tributes:
        for attribute in {e.ritual_whole_tribute for e in state.infos[other].effects} - {None}:
            kind = CardKind(classes=frozenset({"monster"}), attributes=frozenset({attribute}))
            if any(one != other and state.kind_of(one, kind) for one in summoned):
                return True
    return False


def level_totals(levels: list[int]) -> set[int]:
    """Every total a group (1 or more) of these Levels makes."""
    found: set[int] = set()
    for level in levels:
        found |= {total + level for total in found} | {level}
    return found
