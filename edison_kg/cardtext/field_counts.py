"""How many cards of a kind an effect activated by declaration needs, when its text says so: "If your
opponent controls 2 or more monsters, ...", "Activate only if your opponent has 4 or more cards in
their hand.", "This card can only be activated when both players have 2 monsters or less on their
respective sides of the field.", "If you control exactly 1 face-up Machine-Type monster: ...", "if
your opponent controls more monsters than you: ...".

Read (vocab.model.AnalyzedEffect.needs_count): "WHOSE WHERE COMPARISON NUMBER" with WHOSE you |
opponent | both | either, WHERE field | graveyard | hand | banished (or spell_trap_zone | monster_zone: all of a side's zones occupied), COMPARISON >= | <= | = and a number, or
"WHOSE field more-than-other" / "fewer-than-other" (more cards of that kind than the other player);
the kind of card counted goes in needs_kind. Life Points, ATK, Levels and counters are not cards
and are never read as a count; a condition whose words the patterns do not cover is not read."""

from __future__ import annotations

import re

from edison_kg.cardtext.cardkind import card_kind
from edison_kg.cardtext.field_needs import condition_states
from edison_kg.vocab.model import CardKind
from edison_kg.cardtext.words import number_of

# "no" is a count of 0 ("If you have no cards in your hand", "if there are no cards in your Graveyard")
_N = r"(?P<n>\d+|one|two|three|four|five|six|seven|no)"
_WHO = (r"(?P<who>you|your opponent|both players|both you and your opponent(?: each)?|any player|either player)"
        r"(?: each)?\s+(?:control|controls|have|has)\s+")
_MORE = r"(?P<op>or more|or less|or fewer)"
_WHERE = (r"(?P<where>\s+on (?:the|your|their|your opponent's|(?:their|your) respective sides? of the) field"
          r"|\s+in (?:your|their|your opponent's|his|each) (?:graveyard|hand)s?)?")
_KIND = r"(?P<what>[^.:;,]+?)"
_END = r"\s*(?:$|[.:;,]|\band\b(?!/)|\bwhile\b)"
_FORMS = (
    re.compile("^" + _WHO + _N + r"\s+" + _MORE + r"\s+" + _KIND + _WHERE + _END, re.I),
    re.compile("^" + _WHO + _N + r"\s+" + _KIND + r"\s+" + _MORE + _WHERE + _END, re.I),
    re.compile("^" + _WHO + r"(?P<op>exactly|at least)\s+" + _N + r"\s+" + _KIND + _WHERE + _END, re.I),
    # a bare number of cards in a hand or Graveyard is that many, neither more nor fewer
    # ("When your opponent has 4 cards in their hand:")
    re.compile("^" + _WHO + r"(?P<op>)" + _N + r"\s+(?!or\b)" + _KIND + r"(?P<where>\s+in (?:your|their|your opponent's|his)"
               r" (?:graveyard|hand))" + _END, re.I),
    re.compile("^" + _WHO + r"(?P<op>more|fewer|less)\s+" + _KIND + r"\s+than\s+(?P<other>you|your opponent|they|they do|you do)"
               + _END, re.I),
)
_WHOSE = {"you": "you", "your opponent": "opponent", "both players": "both", "any player": "either",
          "either player": "either"}
_OPS = {"or more": ">=", "at least": ">=", "or less": "<=", "or fewer": "<=", "exactly": "=", "": "="}
# what is not a count of cards ("Level 2 or lower" is a kind of card:)
_NOT_CARDS = re.compile(r"\b(?:life points?|lp|atk|def|levels?(?! \d+ or (?:lower|higher)\b)|counters?|damage|turns?|times?)\b", re.I)
# a kind the card filter cannot hold (a zone of the field): not read (a battle position it holds)
_NARROWER = re.compile(r"\b(?:zones?|other|another|this|same|different|than|each|with|that|whose)\b", re.I)


# "Activate only when all of your opponent's Spell & Trap Card Zones are occupied", "... all of your
# opponent's Monster Card Zones are occupied by monsters": 5 cards there (each player has 5 of each)
_ZONES_FULL = re.compile(r"^all (?:of )?(?P<whose>your|your opponent's) (?P<zone>spell (?:&|and) trap|monster) (?:card )?zones "
                         r"are (?:all )?occupied(?: by (?:monsters|cards))?\s*$", re.I)
ZONES_PER_PLAYER = 5
# "Activate only when there are 3 or more cards in your opponent's Spell & Trap Card Zone", "there are no
# cards in your opponent's Spell & Trap Card Zones": the cards in one side's Spell & Trap Zones (a Trap Monster is in its
# Monster Zone, not counted there: rule state-trap-monster-in-a-monster-zone)
# a kind may stand before "cards" ("2 or more "Crystal Beast" cards in your Spell & Trap Card Zone")
_IN_SPELL_TRAP_ZONES = re.compile(r"^there (?:are|is) (?:(?P<n>\d+|one|two|three|four|five) or more|(?P<none>no)) "
                                  r"(?P<what>\"[^\"]+\" )?cards? in "
                                  r"(?P<whose>your|your opponent's) spell (?:&|and) trap (?:card )?zones?\s*$", re.I)


# a count said by a leading "While there are ...:" ("While there are 15 or more cards in your
# Graveyard: ...") or by an old-wording condition cut at the comma before "you can" ("If you have 4 or more Insect-Type
# monsters in your Graveyard, you can ...", "Once per turn, if both players have 5 or more cards in their hand, you can ...")
_WHILE_THERE_ARE = re.compile(r"^while (?P<state>there (?:are|is) [^:]+?):", re.I)
_IF_COMMA = re.compile(r"^(?:once per turn,\s*)?if (?P<state>(?:you|your opponent|both players) (?:have|has|control|controls) "
                       r"[^,:.;]+?), (?:you can\b|(?=select\b))", re.I)
# an old-wording Spell or Trap whose first sentence is "If <count>, select ..." ("If you control 2 or
# more face-up "Morphtronic" monsters, select 2 cards your opponent controls.") says what it needs to be activated


# "When there are 4 or more monsters on the field": the cards of both sides counted together
_ON_THE_FIELD = re.compile(r"^there are (?P<n>\d+|two|three|four|five|six|seven) or more (?P<what>[^,]+?) on the field$", re.I)


def _total_on_the_field(found: re.Match) -> tuple[str | None, CardKind]:
    what = found.group("what")
    if _NOT_CARDS.search(what) or _NARROWER.search(_unquoted(what)) or re.search(r"\bor\b", _unquoted(what), re.I) \
            or not re.search(r"\b(?:monsters?|cards?)\b", what, re.I):
        return None, CardKind()
    number = found.group("n").lower()
    return f"all field >= {number_of(number)}", card_kind(what)


def _states(text: str) -> list[str]:
    states = condition_states(text)
    if states:
        return states
    found = _WHILE_THERE_ARE.match(text.strip()) or _IF_COMMA.match(text.strip())
    return [found.group("state").strip()] if found else []


# "If 5 or more of your monsters are currently removed from play, ...", "You can only activate this card if 7 or more
# of your cards are currently removed from play": the player's banished cards counted
_BANISHED = re.compile(r"\bif (?P<n>\d+|two|three|four|five|six|seven) or more of your (?P<what>cards|monsters) are "
                       r"(?:currently )?(?:removed from play|banished)\b", re.I)


# "Activate only if you have no Synchro Monsters on your side of the field or in your Graveyard": none in
# either place (read "WHOSE field+graveyard = 0"); a count above 0 in two places is not read
_NONE_IN_TWO = re.compile(r"^(?P<who>you|your opponent) (?:have|has|control|controls) no (?P<what>[^.:;,]+?) "
                          r"(?:on (?:your|their) side of the field|on the field) or in (?:your|their) graveyard\s*$", re.I)


def _none_in_two(state: str) -> tuple[str, CardKind] | None:
    found = _NONE_IN_TWO.match(state)
    if found is None:
        return None
    what = found.group("what").strip()
    if _NOT_CARDS.search(what) or _NARROWER.search(_unquoted(what)) or not re.search(r"\b(?:monsters?|cards?)\b", what, re.I):
        return None
    return f"{_WHOSE[found.group('who').lower()]} field+graveyard = 0", card_kind(what)


def count_needs(text: str) -> tuple[str | None, CardKind]:
    """(the count of cards its activation needs, the kind counted); (None, empty)."""
    banished = _BANISHED.search(text)
    if banished is not None:
        return f"you banished >= {number_of(banished.group('n').lower())}", card_kind(banished.group("what"))
    for state in _states(text):
        full = _ZONES_FULL.match(state)
        if full is not None:
            whose = "you" if full.group("whose").lower() == "your" else "opponent"
            zone = "monster_zone" if full.group("zone").lower() == "monster" else "spell_trap_zone"
            return f"{whose} {zone} >= {ZONES_PER_PLAYER}", CardKind()
        in_zones = _IN_SPELL_TRAP_ZONES.match(state.strip())
        if in_zones is not None:
            whose = "you" if in_zones.group("whose").lower() == "your" else "opponent"
            kind = card_kind(in_zones.group("what")) if in_zones.group("what") else CardKind()
            if in_zones.group("none"):
                return f"{whose} spell_trap_zone = 0", kind
            number = in_zones.group("n").lower()
            return f"{whose} spell_trap_zone >= {number_of(number)}", kind
        if re.search(r"\band/or\b|\bcombined\b", state, re.I):
            return None, CardKind()         # cards of two places counted together: not read
        state = _GY.sub(r"\1 graveyard", state.strip())
        both_places = _none_in_two(state)
        if both_places is not None:
            return both_places
        each = _each_name(state)
        if each is not None:
            return each
        total = _ON_THE_FIELD.match(state)
        if total is not None:
            return _total_on_the_field(total)
        state = _there_are(_at_least(state))
        for form in _FORMS:
            found = form.match(state)
            if found is None:
                continue
            if re.match(r"\s*,\s*(?:or\s+)?\"", state[found.end("what"):]):
                return None, CardKind()     # a list of names the words cut: not read
            reading = _reading(found)
            if reading is not None:
                return reading
        return None, CardKind()
    return None, CardKind()


# "while there are 5 face-up Level 2 or lower Normal Monsters on your side of the field", "if there
# are 30 or more cards in your Graveyard", "if there is at least 1 face-up ... on your side of the field": the same
# count said of a place (a bare number on a side of the field is at least that many: a side holds no more)
_THERE_ARE = re.compile(r"^there (?:are|is) (?P<what>.+?) (?P<where>on your side of the field|on your opponent's side of the field|"
                        r"in your graveyard|in your opponent's graveyard)\s*$", re.I)
_THERE_SAYS = {"on your side of the field": "you control {}", "on your opponent's side of the field": "your opponent controls {}",
               "in your graveyard": "you have {} in your graveyard",
               "in your opponent's graveyard": "your opponent has {} in their graveyard"}


# "GY" is the Graveyard ("If you have 7 or more DARK monsters in your GY")
_GY = re.compile(r"\b(in (?:your|their|your opponent's)) gy\b", re.I)
# "If you control 3 "3-Hump Lacooda"", "Activate only while you control 3 face-up "Des Frogs"": a
# bare number of cards of one name a player controls is at least that many (a Deck holds at most 3 of a name); a bare
# number of a wider kind ("If you control 2 monsters") stays unread
_CONTROLS_BARE = re.compile(r"^(?P<who>you control|your opponent controls) (?P<n>\d+|one|two|three) (?=(?:face-up )?\"[^\"]+\"\s*$)",
                            re.I)
# "there is a face-up "HERO" monster on the field", "a face-up "X-Saber" monster is on the field",
# "there is a face-up "Sealmaster Meisei" on your side of the field": at least 1 such card on a side (either side)
_THERE_IS_ONE = re.compile(r"^(?:there is (?P<what>(?:an?|at least 1) [^,]+?) "
                           r"(?P<where>on the field|on your side of the field|on your opponent's side of the field)|"
                           r"(?P<what2>an? [^,]+?) is on the field)\s*$", re.I)
_ONE_SAYS = {"on the field": "either player controls at least 1 {}", "on your side of the field": "you control at least 1 {}",
             "on your opponent's side of the field": "your opponent controls at least 1 {}"}


# "while "Ojama Green", "Ojama Yellow" and "Ojama Black" are face-up on your side of the field", "when
# there are "Don Zaloog", ..., and "Dark Scorpion - Meanae the Thorn" face-up on your side of the field", "If you have all
# 5 of "Exodia the Forbidden One", ..., and "Left Leg of the Forbidden One" in your Graveyard": a card of each name
_NAME_LIST = r"(?P<names>\"[^\"]+\"(?:,? (?:and )?\"[^\"]+\")+)"
_EACH_NAME = (
    re.compile(r"^there are " + _NAME_LIST + r" face-up on (?P<where>your side of the field)$", re.I),
    re.compile(r"^" + _NAME_LIST + r" are face-up on (?P<where>your side of the field)$", re.I),
    re.compile(r"^you have all (?:\d+|two|three|four|five) of " + _NAME_LIST + r" (?P<where>in your graveyard)$", re.I),
)


def _each_name(state: str) -> tuple[str, CardKind] | None:
    """("you WHERE each-name", the names) when it needs a card of each of the names it lists."""
    for form in _EACH_NAME:
        found = form.match(state)
        if found is None or not re.search(r"\band\b", _unquoted(found.group("names")), re.I):
            continue
        kind = card_kind(found.group("names"))
        if len(kind.names) < 2:
            return None
        place = "graveyard" if "graveyard" in found.group("where").lower() else "field"
        return f"you {place} each-name", kind
    return None


def _at_least(state: str) -> str:
    """A bare number on a side of the field, or one card of a kind there, said as at least that many."""
    if re.search(r"\bor (?:more|less|fewer)\b", state, re.I):
        return state
    bare = _CONTROLS_BARE.match(state)
    if bare is not None:
        return f"{bare.group('who')} at least {bare.group('n')} {state[bare.end():]}"
    one = _THERE_IS_ONE.match(state)
    if one is None:
        return state
    what = re.sub(r"^(?:an?|at least 1) ", "", one.group("what") or one.group("what2"), flags=re.I)
    if re.search(r"\bor\b", _unquoted(what), re.I):
        return state                        # one of two kinds ("a Set monster or Effect Monster"): not read
    return _ONE_SAYS[(one.group("where") or "on the field").lower()].format(what)


def _there_are(state: str) -> str:
    """The condition said as a player's count ("there are 5 ... on your side of the field": "you control at least 5 ...")."""
    found = _THERE_ARE.match(state.strip())
    if found is None:
        return state
    what = found.group("what")
    if "," in what:
        return state                        # a list of names: one of them, not read
    if found.group("where").lower().endswith("field") and re.match(r"^(?:\d+|one|two|three|four|five)\s+(?!or\b)", what, re.I):
        what = f"at least {what}"
    return _THERE_SAYS[found.group("where").lower()].format(what)


def _reading(found: re.Match) -> tuple[str, CardKind] | None:
    words = found.groupdict()
    what = words["what"].strip()
    # a card named by its name alone ("3 "3-Hump Lacooda"") is a card of that kind
    named = re.fullmatch(r"(?:face-up )?\"[^\"]+\"", what, re.I) is not None
    if _NOT_CARDS.search(what) or not (named or re.search(r"\b(?:monsters?|cards?|spells?|traps?)\b", what, re.I)):
        return None
    if re.search(r"\b(?:field|graveyard|hand|gy)\b", what, re.I):
        return None                        # two places named ("on your side of the field or in your Graveyard"): not read
    if _NARROWER.search(_unquoted(what)):
        return None
    who = words["who"].lower()
    whose = "both" if who.startswith("both") else _WHOSE[who]
    where = (words.get("where") or "").lower()
    place = "graveyard" if "graveyard" in where else "hand" if "hand" in where else "field"
    inside = re.search(r"\b(?:in (?:your|their|the) (?:graveyard|hand))\b", what, re.I)
    if inside:
        place = "graveyard" if "graveyard" in inside.group(0).lower() else "hand"
        what = what[:inside.start()].strip()
    if place == "field" and not where and re.search(r"\b(?:have|has)\b", found.group(0), re.I) \
            and not re.search(r"\bcontrols?\b", found.group(0), re.I):
        return None                        # "have 3 or more ..." with no place: not read
    kind = card_kind(what)
    if "other" in words and words.get("other"):
        if whose not in ("you", "opponent"):
            return None
        op = "more-than-other" if words["op"].lower() == "more" else "fewer-than-other"
        return f"{whose} {place} {op}", kind
    return f"{whose} {place} {_OPS[words['op'].lower()]} {number_of(words['n'])}", kind


def _unquoted(words: str) -> str:
    return re.sub(r"\"[^\"]*\"", " ", words)


# "destroy monsters your opponent controls equal to the number of face-up Psychic-Type monsters you control",
# "Destroy Spell/Trap Cards equal to the number of "Elemental HERO" cards you control": it destroys exactly
# that many, so it needs at least that many to destroy
_AS_MANY = re.compile(r"\bdestroy (?:a number of )?(?P<what>[^.:;,]+?)(?P<whose> your opponent controls| you control"
                      r"| on the field)?,? equal to the number of (?P<count>[^.:;,]+?) (?P<counter>you control)\b", re.I)
_AS_MANY_WHOSE = {" your opponent controls": "opponent", " you control": "you", " on the field": "all", "": "all"}


def as_many_needs(text: str) -> tuple[str | None, CardKind, CardKind]:
    """(the count it needs, the kind it destroys, the kind whose number it destroys); (None, empty, empty)."""
    found = _AS_MANY.search(text)
    if found is None:
        return None, CardKind(), CardKind()
    what, count = found.group("what").strip(), found.group("count").strip()
    for words in (what, count):
        if _NOT_CARDS.search(words) or _NARROWER.search(_unquoted(words)) or re.search(r"\bposition\b", words, re.I) \
                or not re.search(r"\b(?:monsters?|cards?|spells?|traps?)\b", words, re.I):
            return None, CardKind(), CardKind()
    whose = _AS_MANY_WHOSE[(found.group("whose") or "").lower()]
    return f"{whose} field >= count you field", card_kind(what), card_kind(count)
