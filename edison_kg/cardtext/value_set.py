"""The value a clause sets a chosen monster's ATK or DEF to (rule
activation-needs-a-possible-effect): "that target's ATK becomes 2000 until the End Phase", "that
target's DEF becomes 0", "make that target's ATK 0 during damage calculation only", "The ATK of the
selected monster becomes 0". A monster whose ATK (DEF) already is that value would not change, so it
is no choice for the effect (Cybernetic Magician, Reptilianne Medusa).

Stored as "STAT N" (STAT: atk | def | atk/def for both). A value told by another card ("becomes equal
to the ATK of ...", "half its current ATK") is not read: only a number written in the text is."""

from __future__ import annotations

import re

_STAT = r"(?P<stat>atk/def|atk and def|atk|def)"
_CHOSEN = r"(?:that target|the target(?:ed)? monster|the selected monster)"
# "its ATK/DEF become 1000" (Twin-Headed Behemoth, after "Special Summon it"): the monster the clause before acted on
_SET = (re.compile(rf"^(?:make )?{_CHOSEN}'s {_STAT} (?:becomes? |is )?(?P<value>\d+)\b", re.I),
        re.compile(rf"^(?:make )?the {_STAT} of {_CHOSEN} (?:becomes? |is )?(?P<value>\d+)\b", re.I),
        re.compile(rf"^its {_STAT} (?:becomes? )(?P<value>\d+)\b", re.I))


def value_set_on_target(text: str) -> str | None:
    """"STAT N" for a clause that sets its target's ATK/DEF to the number N, else None."""
    for regex in _SET:
        found = regex.match(text.strip())
        if found:
            stat = found.group("stat").lower()
            stat = "atk/def" if "def" in stat and "atk" in stat else stat
            return f"{stat} {int(found.group('value'))}"
    return None


# "Reduce the Level of the selected "Fortune Lady" monster by 3", "reduce its Level by 1": a Level cannot fall
# below 1, so the number read is what its chosen monster must have more of
_LOWER = (re.compile(r'^(?:reduce|lower|decrease) the level of (?:that target|the target(?:ed)? monster|'
                     r'the selected (?:"[^"]+" )?monster) by (?P<value>\d+)\b', re.I),
          re.compile(r"^(?:reduce|lower|decrease) (?:its|that target's) level by (?P<value>\d+)\b", re.I))


def level_lowered_on_target(text: str) -> int | None:
    """N for a clause that reduces its chosen monster's Level by the number N, else None."""
    for regex in _LOWER:
        found = regex.match(text.strip())
        if found:
            return int(found.group("value"))
    return None


# "that target gains 500 ATK until the End Phase", "It loses 500 ATK until the end of this turn", "its original ATK
# becomes half of its printed ATK until the End Phase", "Its ATK is halved": a change its chosen monster keeps from its
# resolution on (to the turn's end when it says so); one made only at some time ("during the Damage Step only"), only
# while something holds, or by a count, is not read
_CHANGED_ONE = r"(?:that target|the target(?:ed)? monster|the selected monster|that monster|it)"
_CHANGED_ONES = r"(?:that target's|the target(?:ed)? monster's|the selected monster's|that monster's|its)"
_LASTS = r"(?:\s+until (?:the end phase|the end of (?:this|the) turn))?\s*$"
# (184) the time may lead: "this turn, it gains 700 ATK" (Rush Recklessly), "Until the End Phase, it loses 500 ATK"
_LEADING = r"(?:(?:this turn|until the end phase|until the end of (?:this|the) turn),?\s+)?"
_GAIN = re.compile(rf"^{_LEADING}{_CHANGED_ONE} (?P<way>gains|loses) (?P<value>\d+) {_STAT}{_LASTS}", re.I)
_HALF = re.compile(rf"^{_CHANGED_ONES} (?:original )?{_STAT} (?:is halved|becomes? half(?: of its (?:printed|original) "
                   rf"(?:atk/def|atk and def|atk|def))?){_LASTS}", re.I)


def target_stat_change(text: str) -> str | None:
    """"STAT +N", "STAT -N" or "STAT half" (STAT atk | def | atk/def) for a clause that changes its chosen monster's
    ATK/DEF so from its resolution on, else None."""
    text = text.strip().rstrip(".")
    gain, half = _GAIN.match(text), _HALF.match(text)
    found = gain or half
    if found is None:
        return None
    stat = found.group("stat").lower()
    stat = "atk/def" if "def" in stat and "atk" in stat else stat
    if half:
        return f"{stat} half"
    return f"{stat} {'+' if gain.group('way').lower() == 'gains' else '-'}{int(gain.group('value'))}"


def store_value_set(clause) -> None:
    if clause.action == "change_stats":
        clause.sets_target_stat = value_set_on_target(clause.text)
        clause.lowers_target_level = level_lowered_on_target(clause.text)
        clause.changes_target_stat = target_stat_change(clause.text)
