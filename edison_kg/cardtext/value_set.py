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
_SET = (re.compile(rf"^(?:make )?{_CHOSEN}'s {_STAT} (?:becomes? |is )?(?P<value>\d+)\b", re.I),
        re.compile(rf"^(?:make )?the {_STAT} of {_CHOSEN} (?:becomes? |is )?(?P<value>\d+)\b", re.I))


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


def store_value_set(clause) -> None:
    if clause.action == "change_stats":
        clause.sets_target_stat = value_set_on_target(clause.text)
        clause.lowers_target_level = level_lowered_on_target(clause.text)
