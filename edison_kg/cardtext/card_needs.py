"""What an activation needs of the duel's cards that no other reading holds, stored among the held states
(AnalyzedEffect.needs_held) and judged by timing/rules/card_needs.py; the words are read here only.

- "send 1 of your Equip Spell Cards equipped to this card to the Graveyard", "Send 1 Equip Card equipped to this card
  to the Graveyard": a cost paid with cards equipped to its own card needs that many of them equipped to it
  ("equipped-cost N spell|card"; rule cost-send-cards-equipped-to-it).
- "If you have 7 "Crystal Beast" cards with different names on the field or in your Graveyard": an activation
  condition counting the different names among its player's cards of that kind in those places ("different-names N
  PLACES CLASS NAME", PLACES field+graveyard | graveyard | field, CLASS card | monster; rule
  cond-count-of-different-names). Read only when it is the whole condition.
- "● Activate only if your opponent controls a face-up Spirit monster. Draw 2 cards.": an option of its own condition,
  a face-up monster of one subtype on a side of the field ("option-holds INDEX WHOSE SUBTYPE", INDEX the option's
  clause; rule cond-option-needs-its-own-state): that option cannot be chosen without it.
- "Special Summon 1 monster from your hand whose Level is less than or equal to the number of Gate Counters on this
  card", "target 1 Machine-Type monster ... whose Level is less than or equal to the number of Junk Counters that were
  on this card": with none of those counters on its card no monster has such a Level ("level-within-counters KIND",
  KIND the folded kind of counter or "any"; rule deed-level-within-counters), read where that is the effect's only
  deed.
- "Fusion Summon 1 "Cyberdark Dragon" ..., by returning 1 each of "Cyberdark Horn", "Cyberdark Edge" and "Cyberdark
  Keel" from your hand, GY, and/or anywhere on your field, to the Deck, as Fusion Material": each named card, by its
  own name, in one of those places of its player ("each-named PLACES NAME|NAME|..."; PLACES joined by "+": hand,
  graveyard, field; rule deed-named-materials-each).
- "Tribute Fusion Material Monsters on the field, including this face-up card": a Fusion Monster has two materials
  or more, so its player must control another monster to Tribute with it ("tributes-with-itself"; rule
  cost-tribute-materials-with-itself).
- "Select a monster you control and a monster with an A-Counter(s) your opponent controls", "Destroy 1 face-up monster
  with an A-Counter(s)", "Select 1 monster with at least 1 A-Counter on your opponent's side of the field" (round 169):
  the first sentence of a declared effect picks a monster holding counters of a kind, on the
  opponent's side or anywhere on the field ("counter-holder WHOSE KIND", WHOSE opponent | field, KIND the folded kind
  of counter; rule deed-monster-with-counters).
- "Place 2 Clock Counters on each "Clock Tower Prison"", "place 1 Fog Counter on 1 monster on the field" (round 169): a
  declared effect whose one deed places counters, targeting nothing, on a card it names or on monsters of its player's
  side or of either side needs such a card there face-up ("counters-placed WHOSE [NAME]", WHOSE you | field; rule
  deed-counters-placed-need-a-card). Counters on the opponent's monsters are read by cardtext/board.py.
- "targets 1 Fusion Material Monster in their Graveyard that is listed on that Fusion Monster": the monster it takes
  is one the Fusion Monster of its event lists by name, in that place of the Fusion Monster's owner
  ("listed-material PLACES"; rule deed-material-listed-on-the-fusion-monster, judged at the event by
  timing/rules/event_cards_moved.py)."""

from __future__ import annotations

import re

from edison_kg.cardtext.attacked_needs import attacked_this_turn
from edison_kg.cardtext.hand_picks import hand_picks
from edison_kg.cardtext.fusion_summons import fusion_summon     # 109
from edison_kg.cardtext.stored_values import counter_kind
from edison_kg.cardtext.cardkind import card_kind
from edison_kg.cardtext.words import number_of
from edison_kg.vocab.model import AnalyzedEffect

_EQUIPPED = re.compile(r"^(?:you can )?send (?P<n>\d+|one|two) (?:of your )?equip (?P<kind>spell )?cards?(?: you control)?"
                       r"(?: that (?:is|are))? equipped to this card to the (?:graveyard|gy)$", re.I)
_DIFFERENT_NAMES = re.compile(r"^(?:once per turn,\s*)?(?:activate only )?(?:if|while) you have (?P<n>\d+)(?: or more)? "
                              r"\"(?P<name>[^\"]+)\" (?P<class>card|monster)s? with different names "
                              r"(?P<where>on the field or in your (?:graveyard|gy)|on your field and/or (?:graveyard|gy)|"
                              r"in your (?:graveyard|gy)|on your (?:side of the )?field)$", re.I)
_LEVEL_WITHIN = re.compile(r"\bwhose level is (?:less than or equal to|equal to or less than) the number of "
                          r"(?P<kind>(?:[a-z-]+ )?counters)(?: that (?:were|was))? on this card\b", re.I)
_LEVEL_PLACE = re.compile(r"\b(?:in|from) your (?P<place>graveyard|gy|hand) whose level\b", re.I)
_EACH_NAMED = re.compile(r"\b1 each of (?P<names>\"[^\"]+\"(?:,? (?:and )?\"[^\"]+\")+) from your (?P<places>[^.;]+?),? "
                         r"(?:to the deck|to the graveyard|as fusion materials?)\b", re.I)
_LISTED_MATERIAL = re.compile(r"\bfusion material monsters? in (?:their|your) (?P<place>graveyard|gy) that (?:is|are) "
                              r"listed on that fusion monster\b", re.I)
_WITH_ITSELF = re.compile(r"^tribute fusion material monsters on the field, including this (?:face-up )?card$", re.I)
# the monster it picks is named by the counters it holds, in the effect's first sentence (a
# condition's "a monster with an A-Counter" is an event's monster, read elsewhere)
_COUNTER_HOLDER = re.compile(r"^(?:during your main phase, )?(?:you can )?(?:select|target|destroy) (?:1|a|an) "
                             r"(?:face-up )?monster(?P<before> your opponent controls| on the field)? with (?:at least )?(?:an?|\d+) "
                             r"(?P<kind>[a-z]+(?:-| )counter)s?(?:\(s\))?"
                             r"(?P<after> your opponent controls| on your opponent's side of the field)?\b", re.I)
# "Place 2 Clock Counters on each "Clock Tower Prison"": counters placed on cards it names, not targeted, and nothing else
_COUNTERS_PLACED = re.compile(r"^(?:once per turn,\s*)?(?:you can )?place (?:\d+|an?|one|two|three) [a-z]+(?:-| )counters? on "
                              r"(?:each|1|an?) (?P<what>face-up monster|monster|\"[^\"]+\")"
                              r"(?P<place> your opponent controls| on your opponent's side of the field| you control"
                              r"| on your side of the field| on the field)?(?=\s*(?:\.|$))", re.I)
_YOURS_AND = re.compile(r"^select a monster you control and ", re.I)
_PLACE_WORDS = (("hand", "hand"), ("gy", "graveyard"), ("graveyard", "graveyard"), ("field", "field"))
_OPTION_STATE = re.compile(r"^activate only if (?P<who>your opponent controls|you control) an? face-up (?P<what>[^.]+?)\.\s", re.I)


def read_card_needs(effect: AnalyzedEffect) -> None:
    """Store what its cost or condition needs of the duel's cards into its held states."""
    if effect.kind in ("continuous", "unanalyzed"):
        return
    held = [*_equipped_cost(effect), *_different_names(effect), *_option_states(effect),
            *_level_within_counters(effect), *_each_named(effect), *fusion_summon(effect),
            *_tributes_with_itself(effect), *_counter_holder(effect), *_counters_placed(effect), *attacked_this_turn(effect), *hand_picks(effect),
            *(["listed-material graveyard"] if _LISTED_MATERIAL.search(effect.text or "") else [])]
    effect.needs_held += tuple(entry for entry in held if entry not in effect.needs_held)


def _equipped_cost(effect: AnalyzedEffect) -> list[str]:
    for clause in effect.cost_clauses:
        found = _EQUIPPED.match(clause.text.strip().rstrip("."))
        if found is not None:
            kind = "spell" if found.group("kind") else "card"
            return [f"equipped-cost {number_of(found.group('n'))} {kind}"]
    return []


def _different_names(effect: AnalyzedEffect) -> list[str]:
    """The whole of a declared activation's condition; once read, it is no longer one the engine takes as met."""
    if not effect.condition_unread or effect.condition is not None:
        return []
    found = _DIFFERENT_NAMES.match((effect.condition_text or "").strip().rstrip(".:"))
    if found is None:
        return []
    where = found.group("where").lower()
    places = "graveyard" if where.startswith("in ") else "field" if "graveyard" not in where and "gy" not in where \
        else "field+graveyard"
    effect.condition_unread = False
    return [f"different-names {found.group('n')} {places} {found.group('class').lower()} {found.group('name')}"]


def _option_states(effect: AnalyzedEffect) -> list[str]:
    """Each option whose own first sentence is "Activate only if ... controls a face-up SUBTYPE monster"."""
    held = []
    for clause in effect.clauses:
        found = _OPTION_STATE.match(clause.text.strip()) if clause.alternative else None
        kind = card_kind(found.group("what")) if found is not None else None
        if kind is None or kind.classes != frozenset({"monster"}) or len(kind.subtypes) != 1 \
                or kind != type(kind)(classes=kind.classes, subtypes=kind.subtypes):
            continue
        whose = "opponent" if found.group("who").lower().startswith("your opponent") else "you"
        held.append(f"option-holds {clause.index} {whose} {next(iter(kind.subtypes))}")
    return held


def _level_within_counters(effect: AnalyzedEffect) -> list[str]:
    """The Level its one deed (or target) allows is at most the counters on its own card."""
    found = _LEVEL_WITHIN.search(effect.text)
    deeds = [clause for clause in effect.clauses if clause.event is not None and clause.conjunction is None]
    if found is None or len(deeds) != 1 or deeds[0].action != "special_summon":
        return []
    # where the monster it takes is, when a place the scenario can name whole ("in your Graveyard", "from your hand";
    # the Deck stays open): a monster there must have such a Level (rule deed-level-within-counters-in-place)
    place = _LEVEL_PLACE.search(effect.text)
    where = f" {'hand' if place.group('place').lower() == 'hand' else 'graveyard'}" if place is not None else ""
    return [f"level-within-counters {counter_kind(found.group('kind')) or 'any'}{where}"]


def _each_named(effect: AnalyzedEffect) -> list[str]:
    """Materials named one by one, each to be taken from its player's hand, Graveyard or field (not the Deck)."""
    if not any(clause.action == "fusion_summon" for clause in effect.clauses):
        return []
    found = _EACH_NAMED.search(effect.text)
    if found is None:
        return []
    words = found.group("places").lower()
    places = [place for word, place in _PLACE_WORDS if re.search(rf"\b{word}\b", words)]
    if not places or "deck" in words:
        return []
    names = re.findall(r"\"([^\"]+)\"", found.group("names"))
    return [f"each-named {'+'.join(dict.fromkeys(places))} {'|'.join(names)}"]


def _tributes_with_itself(effect: AnalyzedEffect) -> list[str]:
    return ["tributes-with-itself"] if any(_WITH_ITSELF.match(clause.text.strip().rstrip("."))
                                           for clause in effect.cost_clauses) else []


def _counter_holder(effect: AnalyzedEffect) -> list[str]:
    """A declared effect whose first sentence picks a monster holding counters of a kind."""
    if not (effect.optional or effect.kind == "card-activation"):
        return []
    first = re.split(r"(?<=\.)\s", effect.text.strip(), maxsplit=1)[0]
    found = _COUNTER_HOLDER.match(_YOURS_AND.sub("select ", first))
    if found is None:
        return []
    whose = "opponent" if found.group("before") == " your opponent controls" or found.group("after") else "field"
    return [f"counter-holder {whose} {counter_kind(found.group('kind'))}"]


def _counters_placed(effect: AnalyzedEffect) -> list[str]:
    """A declared effect, targeting nothing, whose one deed places counters on a card it names or on monsters of its
    player's side or of either side (those of the opponent's side are the clause's counters_on_opponents)."""
    if effect.targets or not (effect.optional or effect.kind == "card-activation") or len(effect.clauses) != 1 \
            or effect.clauses[0].action != "place_counter":
        return []
    found = _COUNTERS_PLACED.match(effect.clauses[0].text.strip())
    if found is None or (found.group("place") is None and not found.group("what").startswith('"')):
        return []
    place = (found.group("place") or "").lower()
    if "opponent" in place:
        return []
    what = found.group("what")
    return [f"counters-placed {'you' if 'you' in place else 'field'}" + (f" {what.strip(chr(34))}" if what.startswith('"') else "")]
