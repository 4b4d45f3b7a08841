"""How far a lock on activations reaches, said by the rules an answer cites, and the exception that lets an
activation through when the lock's window is shut:

- a lock on every card and effect in answer to its monster's Summon ("When Normal Summoned, cards and effects cannot
  be activated") closes that window to all, effects in the hand and the Graveyard too (rule
  ce-summon-lock-all-cards-and-effects);
- such a lock naming a kind of Summon closes the window of a Summon of that kind only: a Special Summon of a monster
  locked "when Normal Summoned" closes none (rule ce-summon-lock-only-that-summon; the window: timing/restrictions.py);
- a lock on a kind of monster's effects ("Flip monsters' effects cannot be activated") stops those effects, a Flip
  Effect included (rule ce-lock-on-a-kind-of-monsters-effects);
- an effect a card gains by its Summon ("When this card is Tribute Summoned, it gains the following effect") holds
  while the card stays Summoned that way (rule ce-gained-by-summon);
- a limit on how many times a player Summons in a turn ("Each player can only Special Summon a monster(s) once per
  turn") that one player has used up does not stop an effect by which each player Summons: that player only does not
  Summon, the other still does (rule ce-count-limit-spares-each-players-deed);
- "Each player can only control 1 Attribute of monster" binds each player who controls a face-up monster to its
  Attribute (rule ce-one-kind-controlled: timing/one_kind_controlled.py).
"""

from __future__ import annotations

from edison_kg.vocab.model import Restriction
from edison_kg.timing.rules.verdict import Verdict
from edison_kg.timing.one_kind_controlled import ONE_KIND, RULE as ONE_KIND_RULE

ALL_LOCKED_RULE = "ce-summon-lock-all-cards-and-effects"
THAT_SUMMON_RULE = "ce-summon-lock-only-that-summon"
KIND_LOCK_RULE = "ce-lock-on-a-kind-of-monsters-effects"
WINDOW_RULE = "ce-restriction-window"
EACH_PLAYERS_DEED_RULE = "ce-count-limit-spares-each-players-deed"
_SUMMON_WORDS = {"normal_summon": "Normal Summoned", "tribute_summon": "Tribute Summoned", "flip_summon": "Flip Summoned",
                 "special_summon": "Special Summoned", "synchro_summon": "Synchro Summoned",
                 "fusion_summon": "Fusion Summoned", "ritual_summon": "Ritual Summoned"}


def lock_rules(restriction: Restriction) -> list[str]:
    """The rules of the lock's family that an answer it decides cites."""
    found = []
    if restriction.window == "summon-response":
        if restriction.effects_too and restriction.cards.empty:
            found.append(ALL_LOCKED_RULE)
    elif restriction.gained_by is not None:       # for a Summon lock, the Summon it answers, not one it gains by
        found.append("ce-gained-by-summon")
    if restriction.kind == "cannot-activate" and restriction.effects_too and "monster" in restriction.cards.classes:
        found.append(KIND_LOCK_RULE)
    if restriction.kind in ONE_KIND:
        found.append(ONE_KIND_RULE)
    return found


def window_spared(state, holder: str, restriction: Restriction, lock: str) -> Verdict:
    """The exception named in a "yes" when the lock's window is shut: its card was just Summoned, but not the way
    the lock names; or it is not the lock's point of the turn at all."""
    moment = state.moments[state.window()[0]] if state.moments else None
    summons = [e.event for e in moment.events if e.card == holder and e.event in _SUMMON_WORDS] \
        if moment is not None and moment.turn == state.turn else []
    if restriction.window == "summon-response" and restriction.gained_by is not None and summons:
        return Verdict("yes", "not-a-trigger", [WINDOW_RULE, THAT_SUMMON_RULE],
                       f"{lock}, but only in answer to its {_SUMMON_WORDS[restriction.gained_by].removesuffix('ed')}: "
                       f"it was {_SUMMON_WORDS[summons[0]]}.")
    return Verdict("yes", "not-a-trigger", [WINDOW_RULE], f"{lock}, but not at this point of the turn.")


def lock_misses(state, restriction: Restriction, bound: list[bool]) -> bool:
    """Does the lock leave a deed to be done (``bound``: for each player who does it, whether it binds them): it binds
    none of them, or it is a Summon count limit that binds only some of those an "each player" deed is done by?"""
    if not any(bound):
        return True
    if restriction.kind != "summon-count-limit" or all(bound):
        return False
    state.cite(EACH_PLAYERS_DEED_RULE)
    return True
