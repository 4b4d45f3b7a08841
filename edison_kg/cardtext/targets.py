"""What an effect targets on the field as it is activated: "target 1 face-up monster your
opponent controls", "Target 1 face-up Attack Position monster you control and 1 Set card on
the field", the old "Select 1 face-up monster your opponent controls" and "select and destroy 2
face-up monsters with an ATK 1000 or less". Each kind of target is one clause (action
"target"): the class of card (`every`), whose (`whose`), its position (`position`: "attack", "defense" (face-up or
Set), "face-up-defense", "face-up", "face-down"), the kind of card it must be (`cards`) and how many (`count`).

Only targets on the field are read: one elsewhere, not placed on the field (no "you control", "on the field", "face-up",
"Set", position) or described by another card ("of those monsters") is left out; a target in the GY is read for one
thing only: the clause that acts on it takes its cards from there."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from edison_kg.cardtext.cardkind import archetypes, card_kind, excepted_names
from edison_kg.cardtext.either_target import either_kind
from edison_kg.cardtext.pile_readings import pile_owner
from edison_kg.errors import BadInput
from edison_kg.vocab.model import AnalyzedEffect, Clause
from edison_kg.cardtext.words import number_of

# "target 1 ...", "target up to 2 ...", "select 1 ...", "select and destroy 2 ..."; "and 1 ..." after one
_TARGET = re.compile(r"\b(?:target|select(?: and \w+)?|(?<=by )targeting)\s+(?:(?P<up>up to )?(?:(?P<n>\d|one|two|three|an?)\s+|(?=another\s+))|(?P<any>any number of\s+)|"
                     r"(?P<summoned>(?:synchro|fusion|ritual) summoned (?:monster|card)\b))(?P<what>(?<=\s)[^;:.]+|)",
                     re.I)     # "Target Synchro Summoned monster" names no number: one
_AND_ANOTHER = re.compile(r"\s+and\s+(?P<up>up to )?(?P<n>\d|one|two|three|an?)\s+(?=(?:face-up |face-down |set )?"
                          r"(?:attack position |defen[cs]e position )?\S*\s*(?:monster|card|spell|trap))", re.I)
_NOUN = re.compile(r"\b(monsters?|cards?|spells?/traps?|spell/trap cards?|spell cards?|trap cards?|spells?|traps?)\b", re.I)
# where the described cards are: only a target on the field is read
_FIELD_WORDS = re.compile(r"\b(you control|your opponent controls|they control|on the field|on (?:your|your opponent's|either player's) "
                          r"side of the field|face-up|face-down|set|attack position|defen[cs]e position)\b", re.I)
_ELSEWHERE = re.compile(r"\b(graveyard|gy|banished|removed from play|hand|deck|of those|of them|of your|of their|"
                        r"among|equipped|for its attacks|destroyed|sent|summoned|than|equal to|same|that|each|number|counters?|counter\(s\))\b", re.I)
# "You can target 1 Spell/Trap they control", said after the condition named the opponent: theirs
_WHOSE = (("opponent", re.compile(r"\byour opponent controls\b|\bthey control\b|\bon your opponent's side\b|\bopponent's\b",
                                  re.I)),
          ("you", re.compile(r"\byou control\b|\bon your side\b", re.I)))
_POSITIONS = (("attack", re.compile(r"\battack position\b", re.I)), ("defense", re.compile(r"\bdefen[cs]e position\b", re.I)),
              ("face-up", re.compile(r"\bface-up\b", re.I)), ("face-down", re.compile(r"\bface-down\b|\bset\b", re.I)))
_RELATIVE = re.compile(r"\s*\bwith (?:an? |the )?(?:original )?(?:atk|def|level)\b[^;:.]*\b(?:than|equal to|same as)\b.*$|"
                       r"\s*\bwith the same (?:level|atk|def|type|attribute)\b.*$", re.I)
# "another face-up monster": not this card; ", except the attacking monster": not the attacker (rule state-target-except-the-attacker)
_OTHER = re.compile(r"\b(other|another)\b", re.I)
_SPARED = (("other-than-attacking", re.compile(r"\b(?:except|other than) the attacking monster\b", re.I)),
           ("other-than-self", re.compile(r"\b(?:except|other than) this card\b", re.I)))
# "with ATK 1500 or more", "with an ATK of 1000 or less": the wording card_kind reads ("1500 or more ATK")
_ATK_AFTER = re.compile(r"\bwith (?:an )?atk (?:of )?(\d+) or (less|lower|more|higher)\b", re.I)


def target_clauses(activation: str | None) -> list[Clause]:
    """The clauses of what the activation part (the text before the semicolon, or the old
    wording's whole sentence) targets on the field."""
    if not activation:
        return []
    matches = list(_TARGET.finditer(activation))
    attacking = _ATTACKING_TARGET.search(activation)
    if attacking is not None and len(matches) <= 1 and len(_ANY_TARGET_WORD.findall(activation)) == 1:
        return [_attacking_target(attacking)]
    options = len(matches) > 1
    if options and "●" not in activation:
        return []                  # targets chosen at different moments: not read
    clauses: list[Clause] = []
    for match in matches:
        parts = _on_each_side(_split(match))
        if options and len(parts) > 1:
            return []
        either = either_kind(match.group("what") or "")[1]    # "1 face-up Spell, or 1 Set Spell/Trap"
        for up_to, count, what in parts:
            clause = _clause(len(clauses) + 1, up_to, count, what)
            if clause is None:
                return []          # one target the reader cannot place: say nothing of any of them
            if options or either:
                clause.alternative = True      # "Choose 1: ● Target 1 ...; ... ● Target 1 ...": one of them
            elif clauses:
                clause.conjunction = "and"     # "1 ... you control and 1 ... your opponent controls": both
            clauses.append(clause)
    return clauses


# "Target 1 attacking monster", "You can target the attacking monster": the one monster attacking as
# it is activated (position "attacking"); a trigger on the attack declaration targets its event's card instead
# (targets_event_card), so this reading rules out only activations with no attack going on
_ATTACKING_TARGET = re.compile(r"\b(?:target|select) (?:1|one|an?|the|that) (?P<theirs>(?:your )?opponent's )?attacking monster(?=\s*[;:.]|\s*$)",
                               re.I)
_ANY_TARGET_WORD = re.compile(r"\b(?:target|select)s?\b(?! (?:for|of) an attack)", re.I)


def _attacking_target(match: re.Match) -> Clause:
    return Clause(index=1, action="target", text="attacking monster", every="monster", position="attacking", count=1,
                  whose="opponent" if match.group("theirs") else None)


def _unquoted(text: str) -> str:
    return re.sub(r'"[^"]*"', '""', text)


def _split(match: re.Match) -> list[tuple[bool, int, str]]:
    """"1 face-up X you control and 1 Y your opponent controls": each kind of target."""
    text = match.group("summoned") or either_kind(match.group("what"))[0]
    pieces, start, up, n = [], 0, match.group("up") or match.group("any"), match.group("n") or ("" if match.group("any") else "1")
    for other in _AND_ANOTHER.finditer(text):
        pieces.append((bool(up), number_of(n), text[start:other.start()]))
        start, up, n = other.end(), other.group("up"), other.group("n")
    pieces.append((bool(up), number_of(n), text[start:]))
    return _shared_place(pieces)


# "target 1 monster and 1 Spell/Trap on the field": the place the list ends with
# is where every card of the list is, when an earlier one names no place of its own
_SHARED_PLACE = re.compile(r"\s+(?P<place>on the field|you control|your opponent controls)\s*$", re.I)


def _shared_place(pieces: list[tuple[bool, int, str]]) -> list[tuple[bool, int, str]]:
    place = _SHARED_PLACE.search(pieces[-1][2]) if len(pieces) > 1 else None
    if place is None:
        return pieces
    return [(up_to, count, what if _FIELD_WORDS.search(what) or _ELSEWHERE.search(_unquoted(what))
             else f"{what.rstrip()} {place.group('place')}") for up_to, count, what in pieces[:-1]] + pieces[-1:]


# "targeting 1 monster on each side of the field": one on each player's side
_EACH_SIDE = re.compile(r"\s+on each side of the field\b", re.I)


def _on_each_side(parts: list[tuple[bool, int, str]]) -> list[tuple[bool, int, str]]:
    """"1 monster on each side of the field": as many of them you control, and as many your opponent controls."""
    found = []
    for up_to, count, what in parts:
        if _EACH_SIDE.search(what):
            found += [(up_to, count, _EACH_SIDE.sub(f" {whose}", what, count=1)) for whose in ("you control", "your opponent controls")]
        else:
            found.append((up_to, count, what))
    return found


def _clause(index: int, up_to: bool, count: int, what: str) -> Clause | None:
    spared = next((who for who, words in _SPARED if words.search(what)), None)
    what = re.split(r",| to (?:activate|destroy|return|change|send|banish|take|make|add|gain)\b| and (?:destroy|return|change|"
                    r"send|banish|remove|take|make|equip|negate|special|inflict|gain|switch)\b| \(", what, maxsplit=1, flags=re.I)[0].strip()
    # "Select 1 face-up monster your opponent controls during each of your Standby Phases": the phase ends the card's kind
    what = _DURING_A_PHASE.split(what, maxsplit=1)[0].strip()
    # "with ATK less than or equal to the sent monster's ATK", "with the same Level as ...": a kind told by
    # another card, left out (any card of the rest of the wording may be it)
    compared = compared_to_cost(what)
    what = _COMPARED.sub("", what).strip() if compared else what
    what, summoned_as = _summoned_as(what)
    what = _RELATIVE.sub("", what).strip()
    # "with more than 1000 original ATK" is a kind the card kind reads (strictly more, original ATK);
    # "that has a Level" is every monster of the format (no monster without a Level before Xyz Monsters)
    threshold = _ATK_THAN.search(what)
    what = _HAS_A_LEVEL.sub("", _ATK_THAN.sub("", what)).strip()
    noun = _NOUN.search(what)
    named = re.search(r'"[^"]+"', what)
    what = _on_the_field_unsaid(what, noun)
    zone = _SPELL_TRAP_ZONE.search(_unquoted(what))      # "in your Spell & Trap Zone", on the field
    if (noun is None and named is None) or not (_FIELD_WORDS.search(what) or zone) or _ELSEWHERE.search(_unquoted(what)):
        return None
    word = noun.group(1).lower() if noun else "card"          # '1 "Elemental HERO Bubbleman"': a card of that name
    every = "monster" if word.startswith("monster") else "card" if word.startswith("card") else "spell-trap"
    whose = next((who for who, words in _WHOSE if words.search(what)), None)
    if zone is not None and whose is None and zone.group("whose"):
        whose = "you"              # "in your Spell & Trap Card Zone": the cards its player controls there
    positions = [p for p, words in _POSITIONS if words.search(what)]
    position = next((p for p in positions if p in ("attack", "defense")), positions[0] if positions else None)
    if position == "defense" and "face-up" in positions:
        position = "face-up-defense"       # "face-up Defense Position": not a Set monster
    # the Type, Attribute and ATK from the words outside the quotes ('"Gladiator Beast" monster' is no Beast)
    kind = card_kind(_ATK_AFTER.sub(lambda m: f"with {m.group(1)} or {m.group(2)} ATK", _SPELL_TRAP_ZONE.sub("", _unquoted(what)))
                     + (threshold.group(0) if threshold else ""))
    names = frozenset(m.strip() for m in re.findall(r'"([^"]{2,60})"', what))
    if every == "spell-trap" and not kind.classes and _ONE_CLASS.fullmatch(word):
        kind = replace(kind, classes=frozenset({word.rstrip("s")}))   # "1 face-up Spell": a Spell Card, no Trap
    if every == "spell-trap" and kind.classes and kind.classes != {"spell", "trap"}:
        every = "card"             # "1 Spell Card": a card of that class (the kind says which)
    kind = replace(kind, classes=frozenset() if every != "card" else kind.classes, names=names,
                   card_names=names - archetypes(what))      # names of one card
    return Clause(index=index, action="target", text=what, up_to=up_to, every=every, whose=whose,
                  position=position or ("face-up" if summoned_as else None), cards=kind, count=count,
                  subject=spared or ("other-than-self" if _OTHER.search(_unquoted(what)) else None),
                  summoned_as=summoned_as, compared_to_cost=compared,
                  from_zone="spell_trap_zone" if zone is not None else None)


_ONE_CLASS = re.compile(r"spells?|traps?")      # rule state-target-must-exist: "Spell" alone names one class
# 'Target 1 "Crystal Beast" card in your Spell & Trap Card Zone', "target up to 2 Set cards in your opponent's
# Spell & Trap Zone": a card on the field, only one in a Spell & Trap Zone of that side (rule state-target-in-the-zone-named)
_SPELL_TRAP_ZONE = re.compile(r"\bin (?P<whose>your (?:opponent's )?)?spell (?:&|and) trap (?:card )?zones?\b", re.I)


_DURING_A_PHASE = re.compile(r"\s+during (?:each of )?(?:your|the|each|either player's|your opponent's)(?: next| opponent's)? "
                             r"(?:draw|standby|main|battle|end) phases?\b", re.I)
_ATK_THAN = re.compile(r"\s*\bwith (?:more|less) than \d+ (?:original )?atk\b", re.I)
_HAS_A_LEVEL = re.compile(r"\s*\bthat has a level\b", re.I)


# "Target 1 Warrior-Type monster with 1500 or less ATK", "Target 1 monster in your Monster
# Zone": a monster named with no place is a monster on the field (a card elsewhere is always placed: "in your GY",
# "in your hand"); one picked by what it does ("attacking", "battling") is left out
_MONSTER_ZONE = re.compile(r"\s*\bin your monster zone\b", re.I)
# a DEF compared with another card's ("with ATK or DEF equal to or higher than this card's ATK") is left out too; a DEF
# threshold ("Target 1 monster with 800 or less DEF") is a kind the card kind reads
_BY_WHAT_IT_DOES = re.compile(r"\b(?:attacking|attacked|battling|targeted|equipped|summoned|flipped)\b|"
                              r"(?<!\d )(?<!\d or less )(?<!\d or more )\bdef\b", re.I)


def _on_the_field_unsaid(what: str, noun: re.Match | None) -> str:
    if _MONSTER_ZONE.search(what):
        return _MONSTER_ZONE.sub(" you control", what, count=1)
    if noun is None or not noun.group(1).lower().startswith("monster") or _FIELD_WORDS.search(what) \
            or _ELSEWHERE.search(_unquoted(what)) or _BY_WHAT_IT_DOES.search(_unquoted(what)) or re.search(r"\bzone\b", what, re.I):
        return what
    return f"{what} on the field"


# "Target Synchro Summoned monster": a monster on the field that came there by that Summon (rule cond-summon-kind)
_SUMMONED_AS = re.compile(r"\b(synchro|fusion|ritual) summoned (?=(?:monsters?|cards?)\b)", re.I)


def _summoned_as(what: str) -> tuple[str, str | None]:
    """The words without "Synchro Summoned", placed on the field, and the Summon they name."""
    match = _SUMMONED_AS.search(what)
    if match is None:
        return what, None
    rest = (what[:match.start()] + what[match.end():]).strip()
    return (rest if _FIELD_WORDS.search(rest) else f"{rest} on the field"), f"{match.group(1).lower()}_summon"


# a target whose Level or ATK is told by the card the cost took ("with a lower Level than
# the discarded monster", "with a Level less than or equal to the sent monster's", "with ATK less than or equal
# to the sent monster's ATK"): the cost and the target are chosen as a pair (rule state-target-paired-with-cost)
_COST_CARD = r"(?:the|that) (?:discarded|sent|tributed|removed|banished)(?: [\w-]+){0,3}? (?:monster|card)"
_COMPARED = re.compile(
    r"\s*\bwith (?:an? )?(?P<lower>lower) (?P<stat>level|atk) than " + _COST_CARD + r"(?:'s(?: (?:level|atk))?)?(?=$|[\s;:.,])|"
    r"\s*\bwith (?:an? )?(?P<stat2>level|atk) (?:of )?(?P<rel>less than or equal to|less than|lower than) " + _COST_CARD +
    r"(?:'s(?: (?:level|atk))?)?(?=$|[\s;:.,])", re.I)


def compared_to_cost(what: str) -> str | None:
    """How the target's stat compares with the card the cost took ("level-lower", "atk-at-most", ...)."""
    match = _COMPARED.search(what)
    if match is None:
        return None
    stat = (match.group("stat") or match.group("stat2")).lower()
    strict = bool(match.group("lower")) or "equal" not in (match.group("rel") or "")
    return f"{stat}-{'lower' if strict else 'at-most'}"

# a target in the GY ("Target 5 monsters in your GY; shuffle all 5 into the Deck"): the clause that
# acts on the targets takes them from the GY
_ANY_TARGET = re.compile(r"\b(?:target|(?<=by )targeting) (?:\d+|one|an?)\b(?! or more)")
# 'Target 1 Plant-Type monster in your Graveyard, except "Lord Poison";', "target up to 2 cards in
# your opponent's GY" ("(except this card)" is not read: a stored precedent's scenario, Night Assailant discarded for
# Magic Jammer, names no other Flip monster in the GY and still has its effect activate): the name it excepts leaves
# the kind, every card of that name with it; "up to N" needs one of them
_EXCEPT = r"(?:,? except (?:\"[^\"]*\"|[^;:.,\"])*)?"
# "1 monster in your GY that was used as material for a Fusion Summon;": a target in the GY
# told apart by what happened to it is still a target in the GY
_WHICH_WAS = r"(?:,?\s*(?:that|which) (?:was|were) [^;:.]*)?"
_ANY_GY_TARGET = re.compile(r"\b(?:target|(?<=by )targeting) (?:up to )?(?:\d+|one|an?)\b(?! or more)")
_GY_TARGET = re.compile(r"\b(?:target|(?<=by )targeting) (?:up to )?(?:\d+|one|an?) [^;:.]*?\bin (?:your |your opponent's |either player's |either |each "
                        r"player's |their |the |any )?(?:gy|graveyard)s?(?:\(s\))?" + _EXCEPT + _WHICH_WAS + r"\s*[;:]")
# "that monster", and "that Dragon monster" naming its Type again ("Target 1 ... Dragon monster in your GY; equip that
# Dragon monster to this card")
_ON_THE_TARGETS = re.compile(r"\b(?:it|them|that target|those targets|the targets?|that (?:[a-z-]+ )?monster|those monsters|all \d+|both)\b")


def from_target_zone(effect: AnalyzedEffect, clauses: list[Clause]) -> list[Clause]:
    """The clauses, the first that acts on a target in the GY taking its cards from there."""
    text = (effect.text or "").lower()
    banished = _banished_target(effect)
    if banished is not None:
        return banished(clauses)
    selected = _selected_in_your_gy(effect)
    if selected is not None:
        return selected(clauses)
    if effect.targets and len(_ANY_TARGET.findall(text)) == 1 and _FIELD_TARGET.search(text):
        return _from_the_field(clauses)
    if not effect.targets or len(_ANY_GY_TARGET.findall(text)) != 1 or not _GY_TARGET.search(text):
        return clauses
    found = list(clauses)
    for i, clause in enumerate(found):
        if clause.event is not None and clause.from_zone is None and _ON_THE_TARGETS.search(clause.text.lower()):
            # "add them to your hand": "them" are the targets, as "it" is the one target
            subject = clause.subject or ("it" if _THEM.search(clause.text) else None)
            found[i] = replace(clause, from_zone="graveyard", subject=subject, **_in_your_gy(effect.text or ""))
            return found
    # "place that target in the appropriate Zone on your side of the field": a deed the reader
    # has no event for still acts on the target it names, which it takes from the GY
    for i, clause in enumerate(found):
        if clause.event is None and clause.from_zone is None and _NAMES_THE_TARGET.match(clause.text):
            found[i] = replace(clause, from_zone="graveyard", subject="target", **_in_your_gy(effect.text or ""))
            break
    return found


_THEM = re.compile(r"\bthem\b", re.I)
_NAMES_THE_TARGET = re.compile(r"\s*\w+ (?:that target|the target|those targets)\b", re.I)


# "Target 1 Fusion Monster on the field; return that target to the Extra Deck": the cards the
# first clause acting on the target moves are taken from the field (a restriction on cards on the field reaches
# them: rule ce-forbidden-action-effect)
_FIELD_TARGET = re.compile(r"\b(?:target|(?<=by )targeting) (?:\d+|one|an?) [^;:.]*?\b(?:on the field|(?:you|your opponent) "
                           r"controls?)\s*[;:]")


_THIS_CARD = re.compile(r"\bthis (?:card|monster)\b", re.I)


def _from_the_field(clauses: list[Clause]) -> list[Clause]:
    found = list(clauses)
    for i, clause in enumerate(found):
        if clause.event is not None and clause.from_zone is None and _ON_THE_TARGETS.search(clause.text.lower()) \
                and not _THIS_CARD.search(clause.text):      # "equip this card to that target": this card moves
            found[i] = replace(clause, from_zone="field")
            break
    return found


# "target 1 Level 7 or higher monster in your Graveyard": the kind and number of the cards
# the clause needs in its player's GY (rule state-cards-taken-from-a-pile); "in your opponent's GY": that player's GY
_YOUR_GY_TARGET = re.compile(r"\b(?:target|(?<=by )targeting) (?P<up>up to )?(?P<n>\d+|one|an?) (?P<what>[^;:.]*?)\s*\bin (?P<whose>your |your "
                             r"opponent's |their |either player's |either |any |the )(?:gy|graveyard)(?P<plural>s|\(s\))?" + _EXCEPT +
                             r"(?P<battle>,?\s*(?:that|which) (?:was|were) destroyed by battle(?: and sent there| since [^;:.]*)?)?\s*[;:]", re.I)
_GY_OWNERS = {"your": "you", "your opponent's": "opponent",
              # "in either player's GY", "in any Graveyard", "in the GY(s)": the two together
              "either player's": "either", "either": "either", "any": "either"}


# a cost that may put a card in a GY ("send 1 monster from your hand to the GY, then target 1 ... in any GY") does not
# give the effect its target: one must be there as it is activated (rule state-target-not-given-by-its-cost)


def _in_your_gy(text: str) -> dict:
    match = _YOUR_GY_TARGET.search(text)
    if match is None or _RELATIVE.search(match.group("what")) or _ELSEWHERE_IN_GY.search(match.group("what")):
        return {}
    owner = match.group("whose").strip().lower()
    whose = "either" if owner == "the" and match.group("plural") else _GY_OWNERS.get(owner)
    if whose is None or _said_by_what_it_is_not(match.group("what")):
        return {}                  # "their GY": told by the words before; "either player's GY": not read yet
    # "except "Lord Poison"", "(except this card)", "1 other ...": not the card whose effect it is
    # (a card in that GY may be its own target otherwise: "Colossal Fighter" can target itself)
    excepts = bool(re.search(r"\bexcept\b", match.group(0), re.I) or re.search(r"\b(?:other|another)\b", match.group("what"), re.I))
    each = _EACH_NAMED.fullmatch(match.group("what").strip()) if match.group("n") == "1" and not match.group("up") else None
    if each is not None:            # one card of each name listed
        names = _QUOTED_NAME.findall(match.group("what"))
        return {"cards": card_kind(match.group("what")), "count": len(names) + 1, "whose": whose, "other_cards": excepts,
                "one_of_each_name": True}
    # 'except "Lord Poison"': that name leaves the kind (rule kind-except-a-named-card), another card of it too
    kind = card_kind(f'{match.group("what")} {excepted_names(match.string[match.end("what"):match.end()])}'.strip())
    return {"cards": kind, "count": 1 if match.group("up") else number_of(match.group("n")),
            "whose": whose, "other_cards": excepts,
            # ", that was destroyed by battle": how the target went to that GY
            "destroyed_by_battle": match.group("battle") is not None}


# 'target 1 "Machina Soldier", 1 "Machina Sniper", and 1 "Machina Defender" in your GY': the words after
# the first "1", each further card of one name with its own "1"
_EACH_NAMED = re.compile(r'"[^"]+"(?:, 1 "[^"]+")*,? and 1 "[^"]+"')
_QUOTED_NAME = re.compile(r', 1 "[^"]+"|and 1 "[^"]+"')


# a kind told by another card or by what happened ("with the same name as", "that was destroyed")
_ELSEWHERE_IN_GY = re.compile(r"\b(?:same|than|equal to|that|which|whose|destroyed|sent|of those|among)\b", re.I)


# "you can target 1 card on the field; destroy that target (if any), then ...": its
# activation needs no target (a card the text lets it target "if any" may be none)
_IF_ANY = re.compile(r"\b(?:that|those|the) targets?\s*\(if any\)", re.I)


def targets_optional(text: str | None) -> bool:
    """Does the text let the effect be activated with no target ("that target (if any)")?"""
    return bool(_IF_ANY.search(text or ""))


# "Target 2 of your banished cards; add both those targets to your hand", "Select 1 of your
# removed from play Rock-Type monsters and Special Summon it": the clause that acts on the targets takes them
# from its player's banished cards, of the kind and number named (rule state-target-must-exist)
# "Target up to 3 banished monsters", "Select 1 removed from play monster": the banished cards of
# either player ("up to N" needs one); the clause acting on them may be one the reader gives no event ("return them to
# the GY"): it is still the one taking them
_BANISHED_TARGET = re.compile(r"\b(?:target|select|(?<=by )targeting) (?P<up>up to )?(?P<n>\d+|one|an?) (?P<of>of your )?(?:banished|removed from play) "
                              r"(?P<what>[^;:.,]*?)\s*(?:[;:.,]|\band\b)", re.I)
_ANY_SELECT = re.compile(r"\b(?:target|select|(?<=by )targeting) (?:up to )?(?:\d+|one|an?)\b", re.I)


def _banished_target(effect: AnalyzedEffect):
    text = effect.text or ""
    match = _BANISHED_TARGET.search(text)
    if not effect.targets or match is None or len(_ANY_SELECT.findall(text)) != 1 \
            or _RELATIVE.search(match.group("what")) or _ELSEWHERE_IN_GY.search(match.group("what")):
        return None
    return _taking_from("banished", match, lambda clause: clause.from_zone in (None, "banished")
                        and _ON_THE_TARGETS.search(clause.text.lower()), whose="you" if match.group("of") else "either",
                        up_to=match.group("up") is not None, needs_event=False,
                        subject=lambda clause: clause.subject or "target")


def _taking_from(zone: str, match, acts_on, whose: str = "you", up_to: bool = False, needs_event: bool = True, **more):
    """Puts on the first clause that ``acts_on`` the cards a pile target names (``match``) their pile, kind, number (one for
    "up to N"), whose pile; with none that has an event, the first without one (rule state-selected-pile-card-must-exist)."""
    fields = {"from_zone": zone, "cards": card_kind(match.group("what")),
              "count": 1 if up_to else number_of(match.group("n")), "whose": whose}

    def on_those_cards(clauses: list[Clause]) -> list[Clause]:
        found = list(clauses)
        for i, clause in sorted(enumerate(found), key=lambda pair: needs_event and pair[1].event is None):
            if acts_on(clause):
                found[i] = replace(clause, **fields, **{key: value(clause) for key, value in more.items()})
                break
        return found
    return on_those_cards


# the old wording "... and select 1 "Morphtronic" monster in your Graveyard. Special Summon the
# selected monster ...": the clause that acts on the selected card takes it from its player's GY, of the kind
# and number named (rule state-target-must-exist: a card the cost sends there comes too late)
# "Select 2 Psychic-Type monsters in your Graveyard. Remove them from play ...", "Select 1 Tuner
# monster from your Graveyard and Special Summon it", "Select up to 2 Monster Card(s) from your opponent's Graveyard":
# the same, the clause acting on "it"/"them" taking them from that player's GY ("up to N" needs one)
# "Select 2 cards from the Graveyard(s)", "from either player's Graveyard": the two together
_SELECT_IN_YOUR_GY = re.compile(r"\bselect (?P<up>up to )?(?P<n>\d+|one|an?) (?P<what>[^;:.]*?)\s*\b(?:in|from) (?P<whose>your|your "
                                r"opponent's|either player's|either|any|the) (?:gy|graveyard)(?P<plural>s|\(s\))?\s*(?:[.,]|\band\b)", re.I)
# "1 non-Tuner monster", "non-Effect Monsters": a kind said by what it is not, which the card kind cannot say (it would
# read the kind named after "non-"); "non-monster", "non-DARK", "non-Zombie-Type" it reads whole
_NON_KIND = re.compile(r"\bnon-(\w+)", re.I)


def _said_by_what_it_is_not(what: str) -> bool:
    kind = card_kind(what)
    return any(word.lower() in {subtype.lower() for subtype in kind.subtypes} for word in _NON_KIND.findall(_unquoted(what)))


_ON_THE_SELECTED = re.compile(r"\bthe selected (?:monster|card)s?\b|\b(?:it|them)\b", re.I)


def _selected_in_your_gy(effect: AnalyzedEffect):
    text = effect.text or ""
    match = _SELECT_IN_YOUR_GY.search(text)
    if not effect.targets or match is None or len(_ANY_SELECT.findall(text)) != 1 or re.search(r"\btarget", text, re.I) \
            or _RELATIVE.search(match.group("what")) or _ELSEWHERE_IN_GY.search(match.group("what")) \
            or _said_by_what_it_is_not(match.group("what")):
        return None
    # the old "select": a target
    owner = match.group("whose").lower()
    if owner == "the" and not match.group("plural"):
        return None                # "the Graveyard": whose is told by the words before
    whose = "opponent" if "opponent" in owner else "you" if owner == "your" else "either"
    # the clause acting on them may be one the reader gives no event ("shuffle them into their
    # owner's Deck(s)"): it is still the one taking them
    return _taking_from("graveyard", match, lambda clause: clause.from_zone in (None, "graveyard") and _ON_THE_SELECTED.search(clause.text)
                        and (whose != "either" or clause.subject != "self"),
                        whose=whose, up_to=match.group("up") is not None, needs_event=whose != "either",
                        subject=lambda clause: clause.subject or "target")


# an effect its card's rulings say targets ("This card's effect targets 1 face-down monster",
# "This effect targets."), where its old text says no "target": it targets the cards its own words pick as it
# resolves (a field pick: kind, count, side, face; or a pile clause: the cards it takes from the GY/banished cards)
_CIRCLED = {chr(0x2460 + i): i + 1 for i in range(20)}


@dataclass(frozen=True)
class _Statement:
    """A ruling's statement as a card record carries it (its "ruled_targeting" list; sources/ruling_targets.py)."""
    targets: bool
    marker: str | None = None
    source: str | None = None
    what: str = ""
_PILE_ZONES = ("graveyard", "banished")


def _statement(item: dict, index: int) -> _Statement:
    if not isinstance(item.get("targets"), bool) or not all(isinstance(item.get(k), (str, type(None))) for k in ("marker", "source", "what")):
        raise BadInput("a ruled_targeting item needs a true/false 'targets' and text 'marker', 'source', 'what'",
                       where=f"ruled_targeting[{index}]")
    return _Statement(item["targets"], item.get("marker"), item.get("source"), item.get("what") or "")


def apply_ruled_targeting(effects: list[AnalyzedEffect], statements) -> list[AnalyzedEffect]:
    """Store what the rulings say (``statements``: items with ``targets``, ``marker``, ``source``) on the effect they
    are about: the one their marker names, or the card's one activated effect; a targeting one takes its target
    clause from its object description. Statements that disagree about one effect are left out."""
    statements = [_statement(s, i) if isinstance(s, dict) else s for i, s in enumerate(statements or ())]
    said: dict[int, list] = {}
    activated = [e for e in effects if e.kind != "continuous"]
    for statement in statements:
        number = _CIRCLED.get(statement.marker or "")
        effect = next((e for e in effects if e.number == number), None) if number else \
            (activated[0] if len(activated) == 1 and statement.marker is None else None)
        if effect is not None:
            said.setdefault(id(effect), []).append(statement)
    for effect in effects:
        found = said.get(id(effect), [])
        if not found or len({s.targets for s in found}) != 1:
            continue
        effect.ruled_targeting = "targets" if found[0].targets else "does-not-target"
        effect.ruled_targeting_source = next((s.source for s in found if s.source), None)
        if found[0].targets and not effect.targets:
            _target_from_own_words(effect, " ".join(s.what for s in found))
            if effect.targets and effect.provenance == "text-analysis":
                effect.provenance = "ruling"     # a fact of the card's rulings, not of its words
    return effects


# what the ruling says it targets: in a pile, or on the field; the names it quotes
_RULED_PILE = re.compile(r"\b(?:graveyard|gy|removed from play|banished)\b", re.I)
_RULED_FIELD = re.compile(r"\b(?:on the field|on your (?:opponent's )?(?:side of the )?field|controls?|face-up|face-down|"
                          r"attack position|defen[cs]e position|zones?)\b", re.I)
_QUOTED = re.compile(r"[\"\u201c\u201d]([^\"\u201c\u201d]+)[\"\u201c\u201d]")


def _fits(ruled: str, clause: Clause, in_pile: bool) -> bool:
    """Do the ruling's words about what it targets ("1 Zombie-Type monster in your Graveyard") fit the clause?"""
    ruled = ruled.replace("\u2019", "'")
    if _RULED_PILE.search(ruled) and not in_pile or _RULED_FIELD.search(ruled) and not _RULED_PILE.search(ruled) and in_pile:
        return False
    text = clause.text.replace("\u201c", '"').replace("\u201d", '"').casefold()
    return all(f'"{name.strip().casefold()}' in text for name in _QUOTED.findall(ruled))


def _target_from_own_words(effect: AnalyzedEffect, ruled: str = "") -> None:
    for i, clause in enumerate(effect.clauses):
        if clause.later:
            continue
        in_pile = clause.from_zone in _PILE_ZONES or bool(_PILE_OBJECT.search(clause.text))
        if not _fits(ruled, clause, in_pile):
            continue
        found = _OWN_OBJECT.search(clause.text) or _OWN_SUBJECT.search(clause.text)
        if found is not None and not in_pile:
            what = _OBJECT_END.split(_FROM_FIELD.sub(" on the field", found.group("what")), maxsplit=1)[0].strip()
            target = _clause(1, found.group("up") is not None, number_of(found.group("n")), what)
            if target is not None:
                effect.target_clauses = [target]
                effect.targets = True
                return
        if clause.picks_on_field is not None:
            kind = clause.picks_kind
            every = "monster" if kind.classes == frozenset({"monster"}) else \
                "spell-trap" if kind.classes and kind.classes <= {"spell", "trap"} else "card"
            effect.target_clauses = [Clause(index=1, action="target", text=clause.text, every=every,
                                            whose=clause.picks_whose, position=clause.picks_face,
                                            cards=replace(kind, classes=frozenset() if every != "card" else kind.classes),
                                            count=clause.picks_on_field,
                                            subject="other-than-self" if clause.spares_own_card else None)]
            effect.targets = True
            return
        # one card: the pile rules count N cards taken from a pile, where a Graveyard target is looked for as one
        if clause.from_zone in _PILE_ZONES and clause.count == 1 and not clause.from_several_places \
                and not _ELSEWHERE_IN_GY.search(_unquoted(clause.text)):     # a kind told by its event: not read
            effect.clauses[i] = replace(clause, subject=clause.subject or "target", whose=clause.whose or pile_owner(clause.text))
            effect.targets = True
            return
        found = _OWN_OBJECT.search(clause.text)
        if found is None or clause.action is None:
            continue
        up_to, count = found.group("up") is not None, number_of(found.group("n"))
        what = _OBJECT_END.split(_FROM_FIELD.sub(" on the field", found.group("what")), maxsplit=1)[0].strip()
        pile = _PILE_OBJECT.search(found.group("what"))
        if pile is not None and (1 if up_to else count) == 1 and not _RELATIVE.search(what) and not _ELSEWHERE_IN_GY.search(_PILE_OBJECT.sub("", what)):
            zone = "banished" if pile.group("banished") else "graveyard"
            owner = (pile.group("whose") or pile.group("of") or "").lower()
            effect.clauses[i] = replace(clause, from_zone=zone, count=1 if up_to else count,
                                        whose="opponent" if "opponent" in owner else "you" if owner else "either",
                                        cards=card_kind(_PILE_OBJECT.sub("", what)), subject=clause.subject or "target")
            effect.targets = True
            return


# the object of a clause's own verb ("Return 1 face-down monster from the field to ...", "take control of 1 EARTH
# monster your opponent controls", "add 2 of your banished Fairy monsters to your hand")
_OWN_OBJECT = re.compile(r"\b(?:destroy|send|return|banish|remove from play|change the battle positions? of|change|flip|"
                         r"take control of|shuffle|add|special summon|equip|look at)\s+(?P<up>up to )?(?P<n>\d|one|two|three|an?)\s+"
                         r"(?P<what>[^,;.()]+)", re.I)
# "During this turn, 1 "Terrorking Archfiend" on your side of the field can attack ... directly": the card the effect
# acts on named as the one that does something (read only where the rulings say it targets)
_OWN_SUBJECT = re.compile(r"^(?:during this turn,\s*)?(?P<up>up to )?(?P<n>\d|one|an?)\s+(?P<what>[^,;.()]+?"
                          r"(?:on your (?:opponent's )?side of the field|on the field|you control|your opponent controls))"
                          r"\s+(?:can|cannot|gains?|loses?|becomes?)\b", re.I)
_FROM_FIELD = re.compile(r"\s+from the field\b", re.I)
_OBJECT_END = re.compile(r"\s+(?:to|into|until|and|instead|by|then|face-down|in (?:face-up )?(?:attack|defen[cs]e) position)\b"
                         r"(?! position)", re.I)
_PILE_OBJECT = re.compile(r"\s*(?:\b(?:from|in) (?P<whose>your opponent's|your|either player's) (?:graveyard|gy)\b|"
                          r"\b(?P<of>of your (?:opponent's )?)?(?P<banished>banished|removed from play)\b)", re.I)


# "equip that target to this card", "equip this card to that target": a card is never equipped to
# itself, so its own card is no target (rule state-equip-target-not-itself)
_EQUIP_TARGET_TO_ITSELF = re.compile(r"\bequip (?:that target|the target|it) to this (?:card|monster)\b|"
                                     r"\bequip this (?:card|monster) to (?:that target|the target|that monster|it)\b", re.I)


def not_itself_when_equipped_to_it(clauses: list, resolution: str) -> list:
    """The target clauses, leaving out the card itself when the resolution equips the target to it."""
    if not _EQUIP_TARGET_TO_ITSELF.search(resolution or ""):
        return clauses
    return [replace(c, subject="other-than-self") if c.subject is None else c for c in clauses]
