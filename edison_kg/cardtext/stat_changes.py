"""Continuous effects that change a monster's ATK or DEF by a fixed amount while they apply,
read into Restrictions the engine adds up for a monster's current ATK/DEF:
"All Warrior monsters you control gain 400 ATK", "All WATER monsters on the field gain 200
ATK/DEF", "If you control no other Insect-Type monsters, this card's ATK and DEF become 1000",
"The equipped monster gains 500 ATK", "Increase the ATK of all WIND monsters by 500 points and decrease
the ATK of all EARTH monsters by 400 points", "... gain 500 ATK, also all DARK monsters ... lose 400 ATK",
"Gains 400 ATK while you control an "Ally of Justice" monster(s)".

Only changes that hold all the time their card applies them are read: a change counted per card
("for each", "the number of ... x 300") is read when the cards it counts are (cardtext/stat_counts.py),
one limited to a time ("during the Damage Step only", "until
the End Phase") or made while a state the reader does not type holds is left out, so the engine
never applies a change that might not be there."""

from __future__ import annotations

import re

from edison_kg.cardtext import scan
from edison_kg.cardtext.combined_levels import combined_levels_stat
from edison_kg.cardtext.continuous import _kind_of, _state
from edison_kg.cardtext.level_changes import level_changes_of, lingering_level_changes     # noqa: F401 (facts.py)
from edison_kg.cardtext.material_stats import material_stat_changes
from edison_kg.cardtext.opponent_controls import opponent_controls
from edison_kg.cardtext.stat_counts import per_count
from edison_kg.vocab.model import AnalyzedEffect, CardKind, Restriction

_STAT = r"(?P<stat>atk/def|atk and def|atk|def)"
# who: "this card", "the equipped monster", "all [face-up] <kind> monsters [you control | ...]"
_GROUP = (r"(?:all |each )?(?P<what>(?:face-up )?[\w\"' ,-]*?monsters?) ?(?P<whose>you control|your opponent controls|"
          r"on the field|on your side of the field)?")
_SELF = r"(?P<self>this card)"
_EQUIPPED = r"(?P<equipped>the equipped monster|that equipped monster|a monster equipped with this card)"
_SUBJECT = rf"(?:{_SELF}|{_EQUIPPED}|{_GROUP})"
_GAIN = re.compile(rf"^{_SUBJECT} (?P<verb>gains?|loses?) (?P<amount>\d+) {_STAT}"
                   rf"(?: and (?P<verb2>gains?|loses?) (?P<amount2>\d+) (?P<stat2>def))?$")
_GAIN_SELF = re.compile(rf"^(?P<verb>gains|loses) (?P<amount>\d+) {_STAT}$")   # "Gains 400 ATK": this card
_SET = re.compile(rf"^(?:{_SELF}'s|{_EQUIPPED}'s|the (?P<what>[\w -]*?monsters?)'s?) (?P<stat>original atk|atk/def|atk and def|atk|def) "
                  rf"(?:becomes?|are|is) (?P<amount>\d+)$")
# changes that count cards ("gains 400 ATK for each ..."), read by cardtext/stat_counts.py
_FOR_EACH = re.compile(r"^(?P<head>.+?) for (?:each|every) (?P<per>.+)$")      # "for every": the same count
# "for each" with no cards after it counts those its condition names, all of them its controller's
# ("If all "Batteryman AA"(s) you control are in Attack Position, this card gains 1000 ATK for each")
_BARE_EACH = re.compile(r"^(?P<head>.+?) for (?:each|every)$")
_ALL_YOURS = ("all-yours-attack-position", "all-yours-defense-position")
# "increase the ATK of all WIND monsters by 500 points", "Increase this card's ATK by 100 points"
_RAISE = re.compile(rf"^(?:also )?(?P<verb>increases?|decreases?) the {_STAT} of (?:{_SELF}|{_EQUIPPED}|all (?P<what>[\w\"' ,-]*?monsters?)"
                    rf" ?(?P<whose>you control|your opponent controls|on the field|on your side of the field)?)"
                    rf" by (?P<amount>\d+)(?: points)?"
                    rf"(?: and (?P<verb2>increases?|decreases?) (?:its|their) (?P<stat2>def) by (?P<amount2>\d+)(?: points)?)?$")
_RAISE_OWN = re.compile(rf"^(?P<verb>increase|decrease) (?:{_SELF}'s|{_EQUIPPED}'s) {_STAT} by (?P<amount>\d+)(?: points)?$")
_NUMBER_OF = r" (?:is|are|becomes?|equals)(?: each)?(?: equal to)? the number of (?P<per>.+?) ?[x×] ?(?P<amount>\d+)(?: points)?$"
_BY_NUMBER = (re.compile(rf"^the (?:original )?{_STAT} of {_SELF}{_NUMBER_OF}"),
              re.compile(rf"^{_SELF}'s (?:original )?{_STAT}{_NUMBER_OF}"))
# a value set from the Tributes of this card's Tribute Summon ("becomes equal to the combined original ATK of
# the 2 monsters you Tributed for the Tribute Summon of this card", "twice the original ATK of 1 monster
# that you Tributed"): per_count "tributed original-atk", amount the times the total is taken
_TRIBUTED = re.compile(r"^(?:the atk of this card|this card's atk) becomes (?:equal to )?(?P<times>the combined|twice the|the) "
                       r"original atk of (?:the tributed monsters?|(?:the )?(?:\d+ )?monsters? (?:that )?you tributed"
                       r"(?: for the tribute summon of this card)?)$")
# a change scaled by the Level of the monster it changes (per_count "own level", amount the points per Level):
# "Each face-up monster your opponent controls loses 100 ATK x its own Level", "This card's ATK/DEF become its
# Level x 300", "This card's original ATK and DEF are each equal to its Level x 300"
_X_OWN_LEVEL = re.compile(r"^(?P<head>.+?) x its (?:own )?level$")
_LEVEL_SET = re.compile(rf"^{_SELF}'s (?:original )?{_STAT} (?:becomes?|are|is)(?: each)?(?: equal to)? its (?:own )?level "
                        rf"x (?P<amount>\d+)$")
# a leading condition: "If you control no other Insect-Type monsters, ..."
_LEAD = re.compile(r"^(?P<cond>(?:if|while|as long as) [^,]+), (?P<rest>.+)$", re.I)
_OTHER = re.compile(r"\bno other\b")
# the same condition put last: "Gains 400 ATK while you control an "Ally of Justice" monster(s)"
_TRAILING = re.compile(r"^(?P<rest>[^,]+?) (?P<cond>while (?:(?! nor | or | and )[^,])+)$", re.I)   # one condition only
_POSITION = re.compile(r"\b(?:attack|defense) position\b")    # a group by battle position: not read
# a lead that says only what every continuous effect of a monster needs: it is read as if absent
_WHILE_FACE_UP = re.compile(r"^(?:as long as|while) this card (?:remains|is) face-up on the field, ", re.I)
# two changes in one sentence: "..., also all DARK monsters on the field lose 400 ATK", "... by 500
# points and decrease the ATK of all EARTH monsters by 400 points"
_JOINED = re.compile(r", also | and (?=(?:increase|decrease) the )", re.I)


def stat_changes_of(effect: AnalyzedEffect) -> list[Restriction]:
    """The fixed ATK/DEF changes a continuous effect's sentences state, in text order; with them its fixed
    Level changes (cardtext/level_changes.py)."""
    found: list[Restriction] = []
    for sentence in scan.sentences(effect.text or ""):
        found.extend(_read(sentence.strip().rstrip(".")))
        found.extend(level_changes_of(sentence.strip().rstrip(".")))
    return found


def _read(sentence: str) -> list[Restriction]:
    state, while_kind, count = None, None, None
    lead = _LEAD.match(_WHILE_FACE_UP.sub("", sentence, count=1)) or _TRAILING.match(sentence)
    if lead:
        state, while_kind = _state(lead.group("cond") + " ")
        if state is None:         # "If your opponent controls 1 or more monsters": a count of theirs (round 117)
            state, while_kind, count = opponent_controls(lead.group("cond"))
        if state is None:
            return []             # a condition the reader does not type: leave the change out
    body = lead.group("rest") if lead else _WHILE_FACE_UP.sub("", sentence, count=1)
    found = [found for part in _JOINED.split(body) for found in _read_change(part, sentence, state, while_kind, lead)]
    for restriction in found if count else ():
        restriction.while_count = count
    return found


def _read_change(body: str, sentence: str, state: str | None, while_kind, lead) -> list[Restriction]:
    low = body.lower()
    from_materials = material_stat_changes(low, sentence) if state is None else []
    if from_materials:
        return from_materials
    combined = combined_levels_stat(low, body, sentence) if state is None else []
    if combined:              # "the combined Levels of all face-up monsters you control x 300" (round 129)
        return combined
    tributed = _TRIBUTED.match(low)
    if tributed and state is None:
        return [Restriction(kind="atk-set", cards=_kind_of(""), zone="field", players="both", text=sentence,
                            while_kind=_kind_of(""), amount=2 if tributed.group("times") == "twice the" else 1,
                            stat_of="self", per_count="tributed original-atk")]
    count, per_kind = None, CardKind()
    by_level = _X_OWN_LEVEL.match(low)
    if by_level:              # "loses 100 ATK x its own Level": 100 per Level of the monster it changes
        count, low = "own level", by_level.group("head")
    each = _FOR_EACH.match(low) if not by_level else None
    bare = _BARE_EACH.match(low)
    if bare:                  # "this card gains 1000 ATK for each": each of the cards its condition names
        if state not in _ALL_YOURS:
            return []
        (count, per_kind), low = ("you field", while_kind), bare.group("head")
    elif each:                # "... for each <cards>": the amount is per card counted
        counted = per_count(body[each.start("per"):each.end("per")])
        if counted is None:
            return []
        (count, per_kind), low = counted, each.group("head")
    for regex, kind in ((_LEVEL_SET, "set"), (_GAIN, "gain"), (_GAIN_SELF, "gain"), (_SET, "set"), (_RAISE, "gain"), (_RAISE_OWN, "gain"),
                        *((by_number, "set") for by_number in _BY_NUMBER)):
        match = regex.match(low)
        if match:
            break
    else:
        return []
    if regex is _SET and count:
        return []
    if regex is _LEVEL_SET:
        count = "own level"
    if regex in _BY_NUMBER:   # "the number of <cards> x 300": the value set is 300 per card counted
        counted = per_count(body[match.start("per"):match.end("per")])
        if counted is None:
            return []
        count, per_kind = counted
    groups = match.groupdict()
    stat_of = "self" if (groups.get("self") or regex is _GAIN_SELF) else "equipped" if groups.get("equipped") else None
    what = groups.get("what") or ""
    if stat_of is None and not what:
        return []
    whose = groups.get("whose") or ""
    players = "you" if whose in ("you control", "on your side of the field") else \
        "opponent" if whose == "your opponent controls" else "both"
    cards = _kind_of(body[match.start("what"):match.end("what")]) if what else _kind_of("")
    if stat_of is None and (not cards.classes or _POSITION.search(what)):
        return []

    def one(stat: str, verb: str | None, amount: str) -> Restriction:
        value = int(amount) * (-1 if verb and verb.startswith(("lose", "decrease")) else 1)
        return Restriction(kind=f"{stat}-{kind}", cards=cards, zone="field", players=players, text=sentence,
                           holds_while=held, while_kind=while_kind if while_kind is not None else _kind_of(""),
                           amount=value, stat_of=stat_of, per_count=count, per_kind=per_kind)

    # "If you control no other Insect-Type monsters": the card itself does not count
    held = "you-control-no-other" if state == "you-control-none" and _OTHER.search(lead.group("cond").lower()) else state
    stat = groups["stat"].replace("original ", "")
    stats = ("atk", "def") if "def" in stat and "atk" in stat else (stat,)
    found = [one(s, groups.get("verb"), groups["amount"]) for s in stats]
    if groups.get("stat2"):
        found.append(one("def", groups["verb2"], groups["amount2"]))
    return found
