"""The readings of a clause's words about the piles it takes cards from (hand, Graveyard,
Deck, banished cards), made ONCE by the card reader and stored as fields of the clause (cardtext/stored.py),
so that the timing engine's pile rules (timing/rules/piles.py) read fields and never the stored text.

- `from_several_places`: it may take them from more than one place or from either player ("from your hand
  or your side of the field", "each player ..."): no single pile it needs.
- `from_opponents_pile`: its words name the opponent's pile ("from your opponent's hand").
- `their_option`: its words leave a choice ("can", "may": "your opponent can discard 1 card").
- `done_if_cards_in_hand`: a part done only "if they have any other cards in their hand".
- `acts_on_the_targets`: it acts on "those targets", "the targets", "both targets", "all 4" (the 4 it targets); and,
  read with its effect (`store_target_words`), "them" as the first deed of an effect that targets ("Target up to 5
  cards in any GY(s); banish them").
- `needs_every_target`: that first deed says "both" of its targets ("banish both targets", "Special Summon both"),
  or "all" of their count ("destroy all three targets", "shuffle all 5 into the Deck"): it acts on all of them or on
  none.
- `disappears_without_every_target` (round 135): that first deed names the whole count of its targets ("all three
  targets", "all 5"): with one gone the effect disappears (Offering to the Snake Deity's, Psychic Overload's rulings).
- `selects_a_number`: the old wording's targets, "select 2 cards from ...".
- `matches_the_card_before`: its cards are picked by the card the part before acted on ("add 1 other "Morphtronic"
  monster with the same Level as that monster from your Graveyard";).
- `picks_by_the_card_before` (round 78): how the card it takes is named by the card(s) before: "same-name" ("Send 1 card
  from your Deck to the Graveyard with the same name as the selected card"), "written-in-its-text" ("1 monster from your
  hand or Deck that is written in the card text of those cards", "that is listed in the sent monster's text", "that is
  listed as a Fusion Material Monster on that card").
- `all_of_the_name_in` (round 135): "destroy all cards with that name in its controller's hand and Main Deck", "your
  opponent banishes all cards with the same name as that card(s) from their hand and Deck", "each player ... banishes
  all cards with its name from their Main Deck": whose places ("its-controller": of the card before; "opponent";
  "each") and which ("hand deck", "deck"), space-separated, the cards it acts on being those of the card before's name.
- `same_type_as_the_event_card`: "discard the same type of card (Monster, Spell, or Trap)": as the card whose
  activation it answers.
- `takes_from_own_hand`: its doing part (after the condition of its branch, "If they do not have ...,") names no
  other player's hand and is a discard or says "in/from your hand" (who does it: the clause's acting player)."""

from __future__ import annotations

import re

# "Target 4 Pyros in your GY; shuffle all 4 into the Deck": "all 4" are the 4 targets
_THOSE_TARGETS = re.compile(r"\b(?:those|the|both) targets\b|\ball \d+(?: targets)?(?= into\b| to\b|\s*$)", re.I)
_OPPONENTS = ("opponent's", "their opponent")
# "with the same Level as that monster", "with the same name as the destroyed card": a card the part before
# acted on picks this part's cards; so does "1 monster ... that is listed as a Fusion Material Monster on that card"
# (the Fusion Monster the part before sent names them), and "1 monster ... that is written in the card text of those
# cards" (the cards the part before sent)
_MATCHES_BEFORE = re.compile(r"\bwith the same (?:level|name|attribute|type)\b[^.;]*?\bas (?:that|the) (?:[a-z-]+ )?"
                             r"(?:monster|card)\b|\blisted\b[^.;]*?\bon that (?:fusion )?(?:monster|card)\b|"
                             r"\bwritten (?:in|on) the (?:card )?text of (?:those|that) (?:cards?|monsters?)\b", re.I)
# "... with the same name as the selected card"; and bare, "Special Summon 1 Level 4 monster with the same name from your
# Extra Deck" (round 103): the name is then the one of the card the sentence before acted on; not the second card of a
# clause of two ("Special Summon it from your hand, and 1 monster with the same name from your Deck": the same name as "it")
_SAME_NAME = re.compile(r"\bwith the same name as (?:that|the) (?:[a-z-]+ )?(?:monster|card)\b|"
                        r"(?<!, and 1 monster )\bwith the same name (?=from your\b)", re.I)
# "If any of those Equip Cards is now equipped to an incorrect target, destroy that Equip Card" (round 103: Collected
# Power): the cards it destroys are those the part before equipped that may not be on the monster they are now on
_NOW_INCORRECT = re.compile(r"\bnow equipped to an incorrect target\b", re.I)
_WRITTEN_IN_ITS_TEXT = re.compile(r"\b(?:written|listed)\b[^.;]*?\b(?:(?:in|on) the (?:card )?text of (?:those|that) "
                                  r"(?:cards?|monsters?)|in the (?:sent|tributed|selected) monster's (?:card )?text|"
                                  r"on that (?:fusion )?(?:monster|card))\b", re.I)
# "discard the same type of card (Monster, Spell, or Trap)": of the type of the card whose activation it answers
_SAME_TYPE = re.compile(r"\bthe same (?:type|kind) of card\b", re.I)
_SELECTS = re.compile(r"^\s*select\s+(?:\d+)\b", re.I)
_FROM = re.compile(r"\bfrom\b(.*?)(?:\b(?:into|to|and|then)\b|[.;]|$)", re.I)   # the places it takes them from, not where they go
_PLACE_WORDS = re.compile(r"\b(hand|deck|graveyard|gy|field|banished)\b", re.I)
_EITHER = ("either player", "each player", "both players")
# whose card effect sent the cards where they are ("sent to your Graveyard by your opponent's card
# effect"): a history of the cards, not whose pile they are in
_BY_WHOSE_EFFECT = re.compile(r"\bby (?:your |their )?opponent's card effects?\b", re.I)
# "all cards with that name in its controller's hand and Main Deck", "all cards with the same name as that card(s) from
# their hand and Deck", "all cards with its name from their Main Deck" (round 135): all of the card before's name, in the
# hand and/or Deck of a player the words name (not a Graveyard: "from your opponent's Graveyard" is a pile read elsewhere)
_ALL_OF_THE_NAME_IN = re.compile(r"\ball cards with (?:that name|its name|that monster's name|the same name as (?:that|the) "
                                 r"[a-z()-]+)\s+(?:in|from) (its controller's|their|your opponent's) "
                                 r"(hand and (?:main )?deck|(?:main )?deck|hand)\b", re.I)


# "Special Summon 1 monster from your Graveyard to your opponent's side of the field": where the card goes, not the pile
# it is taken from (rule cond-summoned-to-the-side-it-goes-to)
_TO_THEIR_SIDE = re.compile(r"\bto your opponent's side of the field\b")
_THEIR_OPTION = re.compile(r"\b(?:can|may)\b", re.I)
_IF_CARDS_THERE = re.compile(r"\s*if (?:they|you) have any (?:other )?cards? in (?:their|your) hand\b", re.I)
_SOMEONE_ELSES = re.compile(r"\b(?:their|his|her|his/her)\b", re.I)
_IN_YOUR_HAND = re.compile(r"\b(?:in|from) your hand\b")
# "from your hand or Deck": a choice of places; "Level 4 or lower" is a bound, no choice (round 184)
_EITHER_PLACE = re.compile(r" or (?!lower\b|higher\b|less\b|more\b)|\bhand/|/hand\b")
# a part said to its own player, naming no other ("Special Summon 1 Tuner Monster used for that
# Synchro Summon from their Graveyard", "Discard 1 random card from their hand"): "their" is the opponent's pile (not
# "from their hand or field", the places of a player named in the sentence before)
_IMPERATIVE_FROM_THEIRS = re.compile(r"^(?:then,?\s+)?(?:special summon|add|discard|place|send|banish|return|shuffle|"
                                     r"take|select)\b[^.;]*?\bfrom their (?:hand|deck|graveyard|gy)\b(?! or\b|,)", re.I)


def places_named(text: str) -> set[str]:
    """The places a clause takes its cards from ("from your hand or your side of the field")."""
    found = _FROM.search(text)
    places = {word.lower() for word in _PLACE_WORDS.findall(found.group(1))} if found else set()
    return {"graveyard" if word == "gy" else word for word in places}


_THE_TURN_IT_IS_SET = re.compile(r"\bthe turn (?:it is|it was|they are|they were) set\b", re.I)


def _takes_from_own_hand(action: str | None, text: str) -> bool:
    doing = text.rsplit(",", 1)[-1].lower()
    if _SOMEONE_ELSES.search(doing) or any(word in doing for word in _OPPONENTS) or _EITHER_PLACE.search(doing):
        return False
    return action == "discard" or bool(_IN_YOUR_HAND.search(doing))


def store_pile_readings(clause) -> None:
    text = clause.text
    lower = text.lower()
    clause.from_several_places = any(word in lower for word in _EITHER) or len(places_named(lower)) > 1
    clause.from_opponents_pile = any(word in _BY_WHOSE_EFFECT.sub("", _TO_THEIR_SIDE.sub("", lower)) for word in _OPPONENTS) \
        or bool(_IMPERATIVE_FROM_THEIRS.match(text))
    clause.their_option = bool(_THEIR_OPTION.search(lower))
    clause.done_if_cards_in_hand = bool(_IF_CARDS_THERE.match(text))
    clause.acts_on_the_targets = bool(_THOSE_TARGETS.search(text))
    clause.selects_a_number = bool(_SELECTS.match(text))
    clause.takes_from_own_hand = _takes_from_own_hand(clause.action, text)
    clause.matches_the_card_before = bool(_MATCHES_BEFORE.search(text))
    clause.picks_by_the_card_before = "same-name" if _SAME_NAME.search(text) else \
        "written-in-its-text" if _WRITTEN_IN_ITS_TEXT.search(text) else \
        "now-incorrectly-equipped" if _NOW_INCORRECT.search(text) else None
    clause.same_type_as_the_event_card = bool(_SAME_TYPE.search(text))
    clause.all_of_the_name_in = _all_of_the_name_in(text)
    # "you can activate "Assault Mode Activate" the turn it is Set" (timing/rules/set_this_turn.py)
    clause.activates_the_turn_it_is_set = clause.action == "activate_card" and bool(_THE_TURN_IT_IS_SET.search(text))


# "Target up to 5 cards in any GY(s); banish them": "them" (not "1 of them", "all of them") is what was targeted
_THEM = re.compile(r"(?<!\bof )\bthem\b", re.I)
# "add both those targets to your hand", "return both that target and this face-up card", "Special Summon both to your
# side of the field": the deed is of both cards together (not "inflict damage to both players", "both monsters")
_BOTH = re.compile(r"\bboth (?:(?:those |the )?targets|that target|the target|this card and the target)\b|"
                   r"\bboth(?= to\b| into\b|\s*$)", re.I)
# "destroy all three targets", "shuffle all 5 into the Deck": the deed names the count of its targets, all of them
# together (round 135; not "all 5 of these cards", "all 3 results")
_ALL_N = re.compile(r"\ball (?:two|three|four|five|\d+)(?= targets\b| into\b| to\b|\s*$)", re.I)


def store_target_words(effect) -> None:
    """An effect that targets: its first deed acting on "them" acts on each of its targets, those gone as it
    resolves left out; one saying "both" of them needs every one (read by timing/clause_cards.py)."""
    first = next((clause for clause in effect.clauses if clause.event is not None), None)
    if not effect.targets or first is None or first.conjunction:
        return
    if _BOTH.search(first.text):
        first.needs_every_target = True
    if _ALL_N.search(first.text):       # "all three targets": with one gone the effect disappears (round 135)
        first.needs_every_target = first.disappears_without_every_target = True
    if first.needs_every_target or _THEM.search(first.text):
        first.acts_on_the_targets = True     # ("Special Summon both": its targets, each)


def _all_of_the_name_in(text: str) -> str | None:
    """"... all cards with that name in its controller's hand and Main Deck": "its-controller hand deck" (round 135);
    "their" is the opponent's when the clause's player is "your opponent", each player's after "each player"."""
    found = _ALL_OF_THE_NAME_IN.search(text)
    if found is None:
        return None
    lower, whose = text.lower(), found.group(1).lower()
    if whose == "their":
        whose = "opponent" if "your opponent" in lower[:found.start()] else \
            "each" if any(word in lower[:found.start()] for word in _EITHER) else None
    if whose is None:
        return None
    whose = {"its controller's": "its-controller", "your opponent's": "opponent"}.get(whose, whose)
    places = ["hand"] * ("hand" in found.group(2).lower()) + ["deck"] * ("deck" in found.group(2).lower())
    return " ".join([whose, *places])


# (179) whose pile a one-card target is taken from ("Special Summon 1 "Infernity" monster from your Graveyard")
_PILE_OWNER = re.compile(r"\b(?:from|in) (?P<whose>your opponent's|either player's|any|a|your)\s+(?:graveyard|gy)\b", re.I)


def pile_owner(text: str) -> str | None:
    found = _PILE_OWNER.search(text or "")
    if found is None:
        return None
    whose = found.group("whose").lower()
    return "opponent" if "opponent" in whose else "you" if whose == "your" else "either"
