"""What an activation needs of the duel that its own words say outside any condition: a cost,
a target count or a deed that cannot be done without something the duel must hold.

- "Pay LP so that you only have 100 left": a payment down to 100 needs more than 100 Life Points ("pays-down-to you
  100"; rule cost-pay-life-points-down-to).
- "Target 1 to 3 cards you control, but not more than your opponent has in their hand": the fewest it may target is
  1, so the opponent must hold at least 1 card ("target-bound hand opponent >= 1"; rule target-count-bounded-by-cards-held).
- "Activate only if you control a face-up "Koa'ki Meiru" monster and have "Iron Core of Koa'ki Meiru" in your
  Graveyard": the second half of a conjoined condition whose first half the field-state reader reads ("holds you
  graveyard NAME"; rule cond-activation-needs-a-held-state).
- "1 monster ... in face-up Attack Position your opponent controls battles against 1 monster ... in face-up Defense
  Position you control": a battle the effect makes needs both monsters ("face-up-position you defense"; rule
  deed-battle-needs-both-monsters).
- "Select 1 face-up monster your opponent controls. Special Summon 1 monster from your hand that has the same Level as
  the selected monster.": a monster in the hand with the Level of a monster it can select ("same-level you hand
  opponent"; rule deed-needs-a-card-of-the-same-level).
- "rearrange the face-down Defense Position monsters in your Main Monster Zones" as the first thing it does: two of them
  to rearrange ("rearranges you face-down 2"; rule deed-rearrange-needs-two-monsters;).
- "Return 1 face-up Synchro Monster you control to the Extra Deck to select and Special Summon a Tuner monster(s) from
  your Graveyard, whose total Levels equal the Level of that Synchro Monster": a group of those monsters in the Graveyard
  whose Levels add up to the Level of one it could return ("levels-total you graveyard Tuner you Synchro"; rule
  deed-group-levels-total-a-level).
- "Special Summon ... Normal Monsters ... that were destroyed by battle this turn", "return up to 3 monsters destroyed
  this turn from the Graveyard" as its only deed: the event of this turn it looks back at (needs_this_turn; rule deed-needs-cards-of-this-turn).

Each reading is stored in the need fields the timing engine already checks (AnalyzedEffect.needs_held,
needs_this_turn); the words are read here only."""

from __future__ import annotations

import copy
import dataclasses
import re

from edison_kg.cardtext.field_needs import condition_states, field_needs
from edison_kg.vocab.model import AnalyzedEffect
from edison_kg.cardtext.words import number_of

_DOWN_TO = re.compile(r"\bpay (?:life points|lp) so that you (?:only )?have (?P<n>\d+)(?: life points| lp)? left\b", re.I)
_BOUND = re.compile(r"\btarget (?P<n>\d+|one|two|three)(?: to (?:\d+|one|two|three))? [^;:.]*?, but not more than "
                    r"(?P<who>your opponent has in their hand|you have in your hand)", re.I)
_CONJOINED_GRAVEYARD = re.compile(r"^(?P<first>you control .+?) and have (?P<name>\"[^\"]+\") in your (?:graveyard|gy)$", re.I)
_BATTLES = re.compile(r"\bbattles? against\b", re.I)
_POSITION_SIDE = re.compile(r"\bmonster [^.;]*?in face-up (?P<position>attack|defense) position (?P<who>your opponent "
                            r"controls|you control)\b", re.I)
_SAME_LEVEL = re.compile(r"\b\d+ monster from your hand that has the same level as the (?:selected|targeted) monster\b", re.I)
_SELECTS = re.compile(r"\b(?:select|target) 1 face-up monster (?P<who>your opponent controls|you control)\b", re.I)
_ATK_OR_LESS = re.compile(r"\bwith (?P<n>\d+) or less atk\b", re.I)
# a deed that rearranges its player's face-down monsters (not one done "after you use this effect")
_REARRANGES = re.compile(r"^rearrange the face-down defen[cs]e position monsters (?:in your (?:main )?monster (?:card )?zones|you "
                         r"control)\b", re.I)
# "that were destroyed by battle this turn"; "monsters destroyed this turn" (destroyed in any way)
# the monster its cost or deed takes first, then a group of another kind in the Graveyard whose Levels add up to its Level
_LEVELS_TOTAL = re.compile(r"\b1 face-up (?P<source>\w+) monster you control\b[^.]*?\b(?:an? )?(?P<group>\w+) monster\(s\) "
                           r"from your (?:graveyard|gy),? whose total levels equal the level of that (?P=source) monster\b", re.I)
_THIS_TURN = re.compile(r"\b(?:that (?:were|was) |monsters? )destroyed (?P<battle>by battle )?this turn\b", re.I)


def read_deed_needs(effect: AnalyzedEffect, read_pattern) -> None:
    """Store what its cost, target count or deed needs of the duel into the need fields; ``read_pattern`` reads a
    sentence as a trigger's condition (the one event reader)."""
    if effect.kind in ("continuous", "unanalyzed"):
        return
    held = [*_pays_down_to(effect), *_target_bound(effect), *_conjoined_graveyard(effect), *_battle_sides(effect),
            *_same_level(effect), *_rearranges(effect), *_levels_total(effect)]
    effect.needs_held += tuple(entry for entry in held if entry not in effect.needs_held)
    if effect.needs_this_turn is None:
        effect.needs_this_turn = _looked_back(effect, read_pattern)
        effect.deed_looks_back = effect.needs_this_turn is not None


def _pays_down_to(effect: AnalyzedEffect) -> list[str]:
    found = _DOWN_TO.search(effect.cost_text or "")
    return [f"pays-down-to you {found.group('n')}"] if found else []


def _target_bound(effect: AnalyzedEffect) -> list[str]:
    found = _BOUND.search(effect.text)
    if found is None:
        return []
    whose = "opponent" if found.group("who").lower().startswith("your opponent") else "you"
    return [f"target-bound hand {whose} >= {number_of(found.group('n'), found.group('n'))}"]


def _conjoined_graveyard(effect: AnalyzedEffect) -> list[str]:
    """Only a second half joined to a first half the field-state reader read: both must hold."""
    if effect.needs_on_field is None or not effect.condition_text:
        return []
    for state in condition_states(effect.condition_text):
        found = _CONJOINED_GRAVEYARD.match(state.rstrip(". "))
        if found is not None and field_needs(f"Activate only if {found.group('first')}.")[0] == effect.needs_on_field:
            return [f"holds you graveyard {found.group('name').strip(chr(34))}"]
    return []


def _battle_sides(effect: AnalyzedEffect) -> list[str]:
    """A deed that makes one monster battle another needs each of them, in the position its words name."""
    for clause in effect.clauses:
        if not _BATTLES.search(clause.text):
            continue
        found = [(m.group("who").lower(), m.group("position").lower()) for m in _POSITION_SIDE.finditer(clause.text)]
        if len(found) == 2 and {who for who, _ in found} == {"you control", "your opponent controls"}:
            return [f"face-up-position {'you' if who == 'you control' else 'opponent'} {position}" for who, position in found]
    return []


def _same_level(effect: AnalyzedEffect) -> list[str]:
    """The monster it selects and the one it Summons from the hand with that Level: a pair must exist."""
    selects = _SELECTS.search(effect.text)
    if selects is None or not any(_SAME_LEVEL.search(clause.text) for clause in effect.clauses):
        return []
    return [f"same-level you hand {'opponent' if selects.group('who').lower().startswith('your') else 'you'}"]


def _levels_total(effect: AnalyzedEffect) -> list[str]:
    """The group it Summons from the Graveyard must add up to the Level of a monster it could take first."""
    found = _LEVELS_TOTAL.search(" ".join(filter(None, (effect.cost_text, effect.text))))
    return [f"levels-total you graveyard {found.group('group').capitalize()} you {found.group('source').capitalize()}"] \
        if found else []


def _rearranges(effect: AnalyzedEffect) -> list[str]:
    """Its first deed rearranges its player's face-down Defense Position monsters: two are needed to rearrange."""
    return ["rearranges you face-down 2"] if effect.clauses and _REARRANGES.match(effect.clauses[0].text.strip()) else []


def _looked_back(effect: AnalyzedEffect, read_pattern):
    """Its only deed takes cards "that were destroyed by battle this turn": the event of this turn it needs."""
    deeds = [clause for clause in effect.clauses if clause.event is not None]
    looked = _THIS_TURN.search(deeds[0].text) if len(deeds) == 1 else None
    # a condition read elsewhere ("Activate only during the End Phase") leaves the deed's need standing
    if looked is None or effect.condition_unread:
        return None
    pattern = read_pattern("When a monster is destroyed by battle" if looked.group("battle") else "When a monster is destroyed")
    if pattern is None:
        return None
    pattern = copy.deepcopy(pattern)
    atk = _ATK_OR_LESS.search(deeds[0].text)
    pattern.kind = dataclasses.replace(deeds[0].cards, atk_max=int(atk.group("n"))) if atk else deeds[0].cards
    return pattern
