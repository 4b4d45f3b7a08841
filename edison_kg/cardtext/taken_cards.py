"""Which cards a clause takes, where the clause reader leaves words of the sentence out, read once and
stored in the clause fields the pile and Tribute rules already judge (timing/rules/piles.py, costs.py):

- "select and Special Summon 1 Level 4 or lower Normal Monster from your Graveyard": the old wording's target (rule
  state-target-must-exist) is the card the deed takes; the reader cuts "select and" off the deed, so the deed is marked
  as taking a selected number of cards (`selects_a_number`), as "select 2 cards from your Graveyard" already is.
- "Tribute 1 each of WIND, WATER, FIRE, and EARTH monsters": a cost of one monster of each kind named, read as one
  cost clause per kind ("Tribute 1 WIND monster", ...), each of which must be paid (rule cost-tribute-of-a-kind).
- "Look at your opponent's hand. Select and discard 1 Spirit monster ... in his/her hand": a part naming "his/her" or
  "their" pile after a part on the opponent's same pile takes from the opponent's pile (`from_opponents_pile`)."""

from __future__ import annotations

import dataclasses
import re

from edison_kg.cardtext.cardkind import card_kind
from edison_kg.cardtext.words import number_of

_SELECT_AND = re.compile(r"\bselect and (?P<deed>[^.;]+)", re.I)
# "1 each of A, B, and C monsters": the kinds listed, then the noun they share (if any), then the rest of the clause
_EACH_OF = re.compile(r"^(?P<verb>.*?\b)1 each of (?P<kinds>(?:[^,]+?,\s*)+(?:and\s+)?[^,]+?|[^,]+? and [^,]+?)"
                      r"(?P<noun>\s+(?:monsters?|cards?))?(?P<rest>\s+(?:from|on|in|to)\b.*)?$", re.I)
_LIST_SPLIT = re.compile(r"\s*,\s*(?:and\s+)?|\s+and\s+", re.I)


def store_selected(effect) -> None:
    """Mark each deed that "select and" leads into as taking the cards it selects."""
    for found in _SELECT_AND.finditer(effect.text):
        deed = found.group("deed").strip().lower()
        for clause in effect.clauses:
            text = clause.text.strip().lower().split(". ")[0]     # a clause may run into the next sentence
            if text and deed.startswith(text) and clause.count is not None:
                clause.selects_a_number = True


_THEIR_PILE = re.compile(r"\b(?:his/her|his or her|their) (hand|deck|graveyard|gy)\b", re.I)
# "If they do not have the declared card in their hand, remove 1 random card in your hand": its own player's pile
_YOUR_PILE = re.compile(r"\byour (?:hand|deck|graveyard|gy)\b", re.I)


# "Check your opponent's hand, and send all cards in their hand ...": the pile the part before looked at
_LOOKED_AT = re.compile(r"^(?:check|look at) your opponent's (hand|deck|graveyard)\b", re.I)


def _looked_at(before) -> str | None:
    found = _LOOKED_AT.match(before.text) if before.action == "look" else None
    return found.group(1).lower() if found else None


def store_their_pile(effect) -> None:
    """Mark a part on "his/her hand" that follows a part on the opponent's hand as taking from the opponent's."""
    for before, clause in zip(effect.clauses, effect.clauses[1:]):
        said = _THEIR_PILE.search(clause.text)
        if said and not _YOUR_PILE.search(clause.text) and (before.from_opponents_pile or before.whose == "opponent") and clause.whose is None \
                and clause.from_zone is not None and clause.from_zone in (before.from_zone, _looked_at(before)) \
                and {"gy": "graveyard"}.get(said.group(1).lower(), said.group(1).lower()) == clause.from_zone:
            clause.from_opponents_pile = True


def split_each_of(effect) -> None:
    """A cost clause taking "1 each of" listed kinds becomes one cost clause per kind."""
    _split_cost_clauses(effect, _each_of)


def _split_cost_clauses(effect, split_one) -> None:
    """Each cost clause as ``split_one`` reads it (one clause or several), renumbered when any was split."""
    split = [part for clause in effect.cost_clauses for part in split_one(clause)]
    if len(split) != len(effect.cost_clauses):
        effect.cost_clauses = [dataclasses.replace(clause, index=number) for number, clause in enumerate(split, start=1)]


def _each_of(clause) -> list:
    found = _EACH_OF.match(clause.text.strip())
    if found is None or clause.action != "tribute":
        return [clause]
    kinds = [kind for kind in _LIST_SPLIT.split(found.group("kinds").strip()) if kind]
    noun = (found.group("noun") or "").strip()
    singular = re.sub(r"s$", "", noun) if noun else ""
    parts = []
    for kind in kinds:
        text = f"{found.group('verb')}1 {kind} {singular}".strip() + (found.group("rest") or "")
        read = card_kind(f"{kind} {singular}".strip())
        if read.empty:
            return [clause]             # a listed word that names no kind of card: left as it was read
        # the kinds after the first are Tributed with it: "and"
        parts.append(dataclasses.replace(clause, text=text, cards=read, count=1,
                                         conjunction=clause.conjunction if not parts else "and"))
    return parts if len(parts) >= 2 else [clause]


# (87) "Send 1 face-up or face-down "Winged Kuriboh" you control and 2 cards from your hand to the GY": a cost of a
# card of the field and of cards of the hand, read as two cost clauses joined by "and", each of which must be paid
# (rule cost-and-cards-from-your-hand); the hand part is judged by the pile rules (timing/rules/piles.py)
_AND_FROM_HAND = re.compile(r"^(?P<verb>send|discard|banish|remove from play|return)\s+(?P<first>.+?\byou control)\s+and\s+"
                            r"(?P<n>\d+|one|two|three) (?P<what>cards?) from your hand(?P<rest>\s+to\b.*)?$", re.I)


def split_hand_part(effect) -> None:
    """A cost clause taking a card you control and N cards from your hand becomes two cost clauses."""
    _split_cost_clauses(effect, _hand_part)


def _hand_part(clause) -> list:
    found = _AND_FROM_HAND.match(clause.text.strip())
    if found is None or clause.action not in ("send_to_gy", "discard", "banish", "return_to_hand", "return_to_deck"):
        return [clause]
    rest = found.group("rest") or ""
    count = number_of(found.group("n"))
    # the part on the field keeps the kind it was read with (the field cost is judged as before: no new reading of it)
    field_part = dataclasses.replace(clause, text=f"{found.group('verb')} {found.group('first')}{rest}", from_zone=None)
    hand_part = dataclasses.replace(clause, text=f"{found.group('verb')} {found.group('n')} {found.group('what')} "
                                                 f"from your hand{rest}", cards=card_kind(""), count=count,
                                    from_zone="hand", conjunction="and")
    return [field_part, hand_part]
