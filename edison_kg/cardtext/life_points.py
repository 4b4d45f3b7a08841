"""The Life Points an effect activated by declaration needs, when its text says so: "You can only
activate this card when your opponent's Life Points are 3000 or less", "Activate only while your
Life Points are lower than your opponent's", "when your Life Points are at least 2000 lower than your
opponent's", "when the difference between both players' Life Points is 8000 or more", "If you have
9000 Life Points or more, you can ...", "If your LP is 3000 or less: ...", "While your Life Points are
higher than your opponent's, you can ...".

Read (vocab.model.AnalyzedEffect.needs_life_points): "WHOSE COMPARISON NUMBER" with WHOSE you |
opponent | you-opponent | opponent-you (the first player's Life Points less the second's) | difference
(between both players'), COMPARISON >= | <= | > | <. Only a condition on the Life Points as they are
(are / is / have) is read: "If your Life Points were lower ... when this card was activated" is a
check made as it resolves, not a condition of its activation, unless the effect is made only of such
branches ("difference > 0" when they name both directions).

Also the number of Life Points a clause pays, inflicts or gains ("pay 1000 Life Points", "inflict 500
damage", "gain 1000 Life Points"), read once by the card reader and stored as the clause's `lp_amount`
(cardtext/stored.py): the duel state (timing/life_points.py) follows Life Points with it."""

from __future__ import annotations

import re

_LP = r"(?:life points|lp)"
_N = r"(?P<n>\d+)(?: points)?"
_WHOSE = r"(?P<who>your opponent's|your)"
_CUE = r"(?:^|\b(?:when|while|if|only if|only while|only when)\s+)"
_FORMS = (
    # "your opponent's Life Points are 3000 or less", "your LP is 3000 or less"
    ("amount", re.compile(_CUE + _WHOSE + r"\s+" + _LP + r"\s+(?:are|is)\s+" + _N + r"\s+or\s+(?P<op>less|more|lower|higher)\b", re.I)),
    # "you have 9000 Life Points or more"
    ("amount", re.compile(_CUE + r"(?P<who>you|your opponent)\s+(?:have|has)\s+" + _N + r"\s+" + _LP
                          + r"\s+or\s+(?P<op>less|more|fewer)\b", re.I)),
    # "while you have 3000 or less LP"
    ("amount", re.compile(_CUE + r"(?P<who>you|your opponent)\s+(?:have|has)\s+" + _N + r"\s+or\s+(?P<op>less|more|fewer)\s+"
                          + _LP + r"\b", re.I)),
    # "your Life Points are at least 2000 lower than your opponent's"
    ("apart", re.compile(_CUE + _WHOSE + r"\s+" + _LP + r"\s+(?:are|is)\s+at least\s+" + _N
                         + r"\s+(?P<op>lower|higher|less|more)\s+than\s+(?:your opponent's|yours)\b", re.I)),
    # "your Life Points are lower than your opponent's (Life Points)( and the difference is 7000 points or more)"
    ("versus", re.compile(_CUE + _WHOSE + r"\s+" + _LP + r"\s+(?:are|is)\s+(?P<op>lower|higher|less|more)\s+than\s+"
                          r"(?:your opponent's|yours)(?:\s+" + _LP + r")?(?:,?\s+and\s+the\s+difference\s+is\s+" + _N
                          + r"\s+or\s+more)?", re.I)),
    # "your opponent's Life Points are higher than 3000"
    ("beyond", re.compile(_CUE + _WHOSE + r"\s+" + _LP + r"\s+(?:are|is)\s+(?P<op>lower|higher|less|more)\s+than\s+"
                          + _N, re.I)),
    # "while your opponent has more than 3000 Life Points" (Meteor Flare's "Activate by sending ... while ...")
    ("beyond", re.compile(_CUE + r"(?P<who>you|your opponent)\s+(?:have|has)\s+(?P<op>more|less|fewer)\s+than\s+" + _N
                          + r"\s+" + _LP, re.I)),
    # "the difference between both players' Life Points is 8000 or more"
    ("difference", re.compile(_CUE + r"the difference between (?:both|the two) players'? " + _LP + r"\s+is\s+" + _N
                              + r"\s+or\s+more\b", re.I)),
)
_UP = ("more", "higher")
# where a condition of its activation is written: the text's first sentence, or a sentence about activating it
_SENTENCES = re.compile(r"[^.]+(?:\.|$)")


# "If your Life Points were lower than your opponent's ...: X. If your Life Points were higher ...: Y.": an effect made
# only of branches each under its own comparison does nothing unless one holds, so one must hold to activate it
# (rule cond-branches-none-met): both directions together need the Life Points to differ
_BRANCH = re.compile(r"^if your (?:life points|lp) (?:were|are) (?P<op>lower|higher|less|more) than your opponent's\b"
                     r"[^,:;.]*[,:]", re.I)


def _branches_need(sentences: list[str]) -> str | None:
    ops = {("up" if m.group("op").lower() in _UP else "down") for m in map(_BRANCH.match, sentences) if m}
    if len(sentences) < 2 or any(_BRANCH.match(s) is None for s in sentences):     # one branch alone: a check on resolving
        return None
    return "difference > 0" if len(ops) == 2 else ("you-opponent > 0" if ops == {"up"} else "opponent-you > 0")


_YOU_TAKE = re.compile(r"^\s*you take\b", re.I)


def store_lp_branches(effect) -> None:
    """"If your Life Points were lower than your opponent's when this card was activated, gain 2000 Life Points. If
    your Life Points were higher than your opponent's, you take 1000 damage": an effect made only of such branches
    (Supremacy Berry) does each clause only if its player's Life Points were "lower" / "higher" than the opponent's as
    the card was activated (Clause.done_if_life_points_were; rule res-life-points-compared-as-activated); "you take"
    after the comparison is its own player's damage, whatever the comparison says of the opponent."""
    sentences = [m.group(0).strip() for m in _SENTENCES.finditer(effect.text or "")]
    if _branches_need(sentences) is None:
        return
    for sentence in sentences:
        head = _BRANCH.match(sentence)
        for clause in effect.clauses:
            if clause.text and clause.text.strip().rstrip(".") in sentence:
                clause.done_if_life_points_were = "higher" if head.group("op").lower() in _UP else "lower"
                if _YOU_TAKE.match(clause.text[head.end():] if clause.text.startswith(sentence[:head.end()])
                                   else clause.text):
                    clause.player, clause.from_opponents_pile = None, False


def life_points_needs(text: str) -> str | None:
    """The Life Points its activation needs ("opponent <= 3000"); None when its text names none."""
    sentences = [m.group(0).strip() for m in _SENTENCES.finditer(text or "")]
    branches = _branches_need(sentences)
    if branches is not None:
        return branches
    for i, sentence in enumerate(sentences):
        if i and not re.search(r"\bactivat", sentence, re.I):
            continue
        head = re.split(r"[:;]", sentence, maxsplit=1)[0] if i == 0 and ":" in sentence else sentence
        for form, pattern in _FORMS:
            found = pattern.search(head)
            if found is not None:
                return _reading(form, found.groupdict())
    return None


def _reading(form: str, words: dict) -> str:
    who = "opponent" if (words.get("who") or "").lower().startswith("your opponent") else "you"
    other = "you" if who == "opponent" else "opponent"
    op = (words.get("op") or "").lower()
    n = words.get("n")
    if form == "amount":
        return f"{who} {'>=' if op in _UP else '<='} {n}"
    if form == "beyond":
        return f"{who} {'>' if op in _UP else '<'} {n}"
    if form == "difference":
        return f"difference >= {n}"
    ahead, behind = (who, other) if op in _UP else (other, who)
    if form == "apart":
        return f"{ahead}-{behind} >= {n}"
    return f"{ahead}-{behind} >= {n}" if n else f"{ahead}-{behind} > 0"


# what a clause pays, inflicts or gains
_AMOUNT = {
    "damage_inflicted": re.compile(r"\b(\d+)\s+(?:points of\s+)?damage\b|\bdecreases?\s+[^.;]*?(?:life points|lp)\s+by\s+(\d+)\b",
                                   re.I),
    # "Gain 600LP": the number and the letters written together too (round 93)
    "lp_gained": re.compile(r"\bgains?\s+(\d+)\s*(?:life points|lp)\b|\b(\d+)\s*(?:life points|lp)\b"
                            r"|\b(?:life points|lp)\s+by\s+(\d+)\b", re.I),
    "lp_paid": re.compile(r"\bpays?\s+(\d+)\s*(?:life points|lp)\b|\b(\d+)\s*(?:life points|lp)\b", re.I),
}


# "Pay any number of Life Points in multiples of 500", "paying any multiple of 1000 LP", "Pay LP (in multiples of 100
# points)": an amount its player picks
_OF_CHOICE = re.compile(r"\bany (?:number of (?:life points|lp)|multiple of)\b|\bin multiples of\b", re.I)


def lp_of_choice(text: str | None) -> bool:
    """Does a clause that pays Life Points pay an amount its player picks, not one its words give?"""
    return bool(_OF_CHOICE.search(text or ""))


# "Increase your Life Points by the ATK of 1 attacking monster": the ATK of the monster attacking when it resolves
_ATTACKER_ATK = re.compile(r"\b(?:by|equal to) the atk of (?:1|one|the|an) (?:(?:of )?(?:your )?opponent's )?attacking "
                           r"monster\b", re.I)


# "take damage equal to its original ATK", "inflict damage to your opponent equal to half the original ATK of the
# Tributed monster": the printed ATK of the monster the clause is about, whatever was added to it on the field
_ORIGINAL_ATK = re.compile(r"\bequal to (?P<half>half )?(?:the )?(?:(?P<its>its |this card's )|(?:that (?:monster|target)'s|the "
                           r"(?:destroyed|tributed) monster's) )?original atk\b(?P<this> of this card\b)?(?! of the equipped\b)",
                           re.I)


# "inflict damage to your opponent equal to its ATK", "gain Life Points equal to that monster's ATK": the ATK (DEF) the
# monster the clause is about has as it resolves, every change to it applied (not "original", not "its original");
# "equal to half of its ATK", "half the destroyed monster's ATK": half of it
_CURRENT_STAT = re.compile(r"\bequal to (?P<half>half (?:of )?)?(?:its|that (?:monster|target)'s|the (?:destroyed|targeted|attacking) monster's) "
                           r"(?P<stat>atk|def)\b", re.I)


# (127) "gain Life Points equal to the ATK of the destroyed monster", "equal to half of the DEF of the destroyed monster",
# "equal to the original ATK of that destroyed monster in the Graveyard": the stat of the monster of the event the
# effect answers, said after "of" (rule res-amount-by-the-events-monster)
_STAT_OF_THAT_MONSTER = re.compile(r"\bequal to (?P<half>half (?:of )?)?the (?P<original>original )?(?P<stat>atk|def) of "
                                   r"(?:that (?:destroyed )?monster|the (?:opponent's )?destroyed monster)\b", re.I)


# "take damage equal to the original ATK of the equipped monster", "inflict damage to your opponent equal to the ATK of
# the equipped monster": the ATK of the monster this Equip Card is equipped to (round 99, rule res-amount-by-equipped-atk)
_EQUIPPED_ATK = re.compile(r"\b(?:equal to|by) (?P<half>half (?:of )?)?the (?P<original>original )?atk of the (?:equipped "
                           r"monster|monster equipped with this card)\b", re.I)
# (105) "inflict damage to your opponent equal to half this card's DEF": the card's own ATK (DEF) as it resolves
_THIS_CARDS_STAT = re.compile(r"\bequal to (?P<half>half (?:of )?)?this card's (?P<stat>atk|def)\b(?! in the graveyard)", re.I)


# "inflict damage to your opponent equal to its original Level x 100", "gain Life Points equal to that monster's Level
# x 100", "equal to the Level of the monster x 500 points": a multiple of the Level of the monster the clause is about
# (not "the total Levels of those monsters", a sum)
_LEVEL_TIMES = re.compile(r"\bequal to (?:(?:its|that (?:monster|target)'s|the (?:destroyed|tributed|targeted) monster's) "
                          r"(?P<original>original )?level(?: on the field)?|the (?P<original_of>original )?level of "
                          r"(?:the|that) monster) ?[x\u00d7] ?(?P<times>\d+)\b", re.I)


# (135) "equal to the Level of your destroyed Psychic-Type monster x 300", "equal to the Level of the destroyed monster x 500
# points": N times the Level of the destroyed monster of the event the effect answers (rule res-amount-by-the-events-monsters-level)
_DESTROYED_LEVEL_TIMES = re.compile(r"\bequal to the level of (?:your |the |that )destroyed (?:[\w-]+ )*?monster ?[x\u00d7] ?"
                                    r"(?P<times>[1-9]\d*)\b", re.I)


def level_times(text: str | None) -> str | None:
    """"equal to its original Level x 100": "original-level-x100"; "that monster's Level x 100": "level-x100"."""
    found = _LEVEL_TIMES.search(text or "")
    if found is None or int(found.group("times")) < 1:
        return None
    return ("original-" if found.group("original") or found.group("original_of") else "") + f"level-x{int(found.group('times'))}"


# "inflict damage to your opponent equal to the difference" (The Agent of Judgment - Saturn), "... the difference in LP",
# "... between your and your opponent's Life Points": that of both players' Life Points, counted as it resolves
_LP_DIFFERENCE = re.compile(r"\bequal to the difference(?: (?:in|between)\b[^.;]*?\b(?:lp|life points))?\s*\.?$", re.I)


# "the Battle Damage you took from this battle is also inflicted to your opponent" (Chthonian Soldier), "inflict the same
# amount of Battle Damage to your opponent": damage the effect inflicts, as much as the battle damage taken; effect
# damage, not battle damage (rule cond-battle-damage-amount-is-effect-damage)
_BATTLE_DAMAGE_TAKEN = re.compile(r"\bthe battle damage (?:you|they|your opponent) (?:took|take|takes)\b|"
                                  r"\bthe same amount of battle damage\b", re.I)


def clause_amount_of(kind: str, text: str | None) -> str | None:
    """Whose stat gives the Life Points a clause gains or inflicts, when its words name one ("attacker-atk"), or the
    original ATK (or half of it) of the monster the clause is about ("original-atk", "half-original-atk"; "its-original-atk",
    "half-its-original-atk" when its words say "its" or "this card's"), or that monster's ATK (DEF) as it resolves
    ("current-atk", "current-def"), or half of that ("half-current-atk"), or a multiple of its Level ("level-x100",
    "original-level-x300"); the equipped monster's ATK ("equipped-current-atk", "half-equipped-current-atk"); the card's
    own ATK (DEF) as it resolves ("this-current-atk", "half-this-current-def"); the battle damage taken
    ("battle-damage-taken")."""
    if kind not in ("lp_gained", "damage_inflicted"):
        return None
    if kind == "damage_inflicted" and _LP_DIFFERENCE.search(text or ""):
        return "life-points-difference"     # (97) of both players' Life Points, the only difference its words may name
    if _ATTACKER_ATK.search(text or ""):
        return "attacker-atk"
    if kind == "damage_inflicted" and _BATTLE_DAMAGE_TAKEN.search(text or ""):
        return "battle-damage-taken"
    if (destroyed := _DESTROYED_LEVEL_TIMES.search(text or "")) is not None:
        return f"destroyed-level-x{int(destroyed.group('times'))}"      # (135) the Level of the event's destroyed monster
    if (times := level_times(text)) is not None:
        return times
    if (equipped := _EQUIPPED_ATK.search(text or "")) is not None:
        return ("half-" if equipped.group("half") else "") + "equipped-" \
            + ("original-" if equipped.group("original") else "current-") + "atk"
    if (own := _THIS_CARDS_STAT.search(text or "")) is not None:
        return ("half-" if own.group("half") else "") + "this-current-" + own.group("stat").lower()
    if (of_that := stat_of_that_monster(text)) is not None:
        return of_that
    current = _CURRENT_STAT.search(text or "")
    if current is not None and "combined" not in (text or "").lower():
        return ("half-" if current.group("half") else "") + "current-" + current.group("stat").lower()
    found = _ORIGINAL_ATK.search(text or "")
    if found is None or "combined" in (text or "").lower():
        return None
    # "its" / "this card's": with no other monster the resolution is about, the card's own
    own = "its-" if found.group("its") or found.group("this") else ""
    return ("half-" if found.group("half") else "") + own + "original-atk"


# "inflict 300 damage to your opponent for each monster they control": the number is per card counted, not the amount
_PER_CARD = re.compile(r"\bfor (?:each|every)\b", re.I)
# "Increase your Life Points by the number of destroyed cards x 500 points", "damage equal to the total number of cards
# destroyed by this effect x 300": N for each card the number counts
_TIMES = re.compile(r"\b(?:by|equal to) the (?:total )?number of\b[^.;]*?\s[x\u00d7]\s*(\d+)\b(?!\s*(?:atk|def)\b)", re.I)


def clause_amount_per_card(kind: str, text: str | None) -> int | None:
    """"Inflict 200 damage to your opponent for each Spellcaster monster you control": the one number of Life Points a
    clause inflicts or gains for each card it counts (the count itself is Clause.scales_with, cardtext/scaled.py, or
    Clause.counts_done_before); "by the number of tokens destroyed x 800 points": the number after the "x"."""
    times = _TIMES.search(text or "") if kind in ("damage_inflicted", "lp_gained") else None
    if times is not None:
        return int(times.group(1))
    pattern = _AMOUNT.get(kind) if kind in ("damage_inflicted", "lp_gained") else None
    found = list(pattern.finditer(text or "")) if pattern is not None else []
    if len(found) != 1 or not _PER_CARD.search(text or ""):
        return None
    return int(next(g for g in found[0].groups() if g))


def clause_amount(kind: str, text: str | None) -> int | None:
    """The number of Life Points a clause pays, inflicts or gains, when its words give it whole."""
    pattern = _AMOUNT.get(kind)
    found = list(pattern.finditer(text or "")) if pattern is not None else []
    if len(found) != 1 or _PER_CARD.search(text or ""):   # none, one for each player ("1000 ... and 500 ..."), or per card
        return None
    return int(next(g for g in found[0].groups() if g))


def stat_of_that_monster(text: str | None) -> str | None:
    """(127) "equal to the ATK of the destroyed monster": "current-atk" (its ATK as the engine reads the stats of that
    monster); "half of the DEF ...": "half-current-def"; "the original ATK of ...": "original-atk" (its printed ATK)."""
    found = _STAT_OF_THAT_MONSTER.search(text or "")
    if found is None or (found.group("original") and found.group("stat").lower() != "atk"):
        return None
    half = "half-" if found.group("half") else ""
    return half + ("original-atk" if found.group("original") else "current-" + found.group("stat").lower())
