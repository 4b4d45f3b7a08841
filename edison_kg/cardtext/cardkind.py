"""The kind of card a wording names ("a Normal Monster", "a Spell Card", "a DARK monster
with 1000 or less ATK", "Trap effects"), as a CardKind."""

from __future__ import annotations

import re
from dataclasses import fields, is_dataclass, replace
from functools import lru_cache

from edison_kg.vocab.model import CardKind

MONSTER_TYPES = ("Beast-Warrior", "Winged Beast", "Sea Serpent", "Divine-Beast", "Aqua", "Beast", "Dinosaur",
                 "Dragon", "Fairy", "Fiend", "Fish", "Insect", "Machine", "Plant", "Psychic", "Pyro", "Reptile",
                 "Rock", "Spellcaster", "Thunder", "Warrior", "Zombie")
ATTRIBUTES = ("DARK", "LIGHT", "EARTH", "WATER", "FIRE", "WIND", "DIVINE")
# wording -> (card class, subtype)...; longest first so "Normal Monster" wins over "monster"
KIND_WORDS = {
    "normal monster": (("monster", "Normal"),), "effect monster": (("monster", "Effect"),),
    "synchro monster": (("monster", "Synchro"),), "fusion monster": (("monster", "Fusion"),),
    "ritual monster": (("monster", "Ritual"),), "flip monster": (("monster", "Flip"),),
    # "Flip Effect Monsters": the Flip monsters (each is an Effect Monster), not every Effect Monster
    "flip effect monster": (("monster", "Flip"),),
    "tuner monster": (("monster", "Tuner"),), "gemini monster": (("monster", "Gemini"),),
    "union monster": (("monster", "Union"),), "counter trap": (("trap", "Counter"),),
    "toon monster": (("monster", "Toon"),),
    "spirit monster": (("monster", "Spirit"),),
    "token": (("monster", "Token"),),      # "all Tokens on the field" are the Token monsters
    "spell/trap": (("spell", None), ("trap", None)), "spells/traps": (("spell", None), ("trap", None)),
    "spell and trap": (("spell", None), ("trap", None)), "spell or trap": (("spell", None), ("trap", None)),
    "spell card": (("spell", None),), "trap card": (("trap", None),), "monster effect": (("monster", None),),
    "monster": (("monster", None),),
    # an Equip Spell Card, and an "Equip Card" (a monster equipped as one is one:
    # rule state-union-equipped-is-an-equip-spell)
    "equip spell": (("spell", "Equip"),), "equip card": (("spell", "Equip"),),
    # "1 Normal Trap Card in your GY", "a Continuous Spell Card": the Spell/Trap of that kind only
    # (a Continuous Trap is no "Normal Trap Card")
    "normal trap": (("trap", "Normal"),), "continuous trap": (("trap", "Continuous"),),
    "normal spell": (("spell", "Normal"),), "continuous spell": (("spell", "Continuous"),),
    "quick-play spell": (("spell", "Quick-Play"),), "field spell": (("spell", "Field"),),
    "ritual spell": (("spell", "Ritual"),),
}
_KIND_RE = re.compile(r"\b(" + "|".join(re.escape(w) for w in KIND_WORDS) + r")(?:s|\(s\))?\b")
_TYPE_RE = re.compile(r"\b(" + "|".join(re.escape(t.lower()) for t in MONSTER_TYPES) + r")(?:s|-type)?\b")
_TYPE_NAMES = {t.lower(): t for t in MONSTER_TYPES}
_ATTRIBUTE_RE = re.compile(r"\b(" + "|".join(ATTRIBUTES) + r")s?\b")     # "as many FIREs as possible": the plural too
_NON_ATTRIBUTE_RE = re.compile(r"\bnon[- ](" + "|".join(ATTRIBUTES) + r")\b")
_NON_TYPE_RE = re.compile(r"\bnon[- ](" + "|".join(re.escape(t.lower()) for t in MONSTER_TYPES) + r")(?:-type)?\b")
_SUBTYPE_NAMES = {"tuner": "Tuner", "effect": "Effect", "normal": "Normal", "fusion": "Fusion", "synchro": "Synchro",
                  "ritual": "Ritual", "token": "Token"}
_NON_SUBTYPE_RE = re.compile(r"\bnon-(tuner|effect|normal|fusion|synchro|ritual|token)(?: monsters?\b| monster\(s\)|s\b)?")
_EXCEPT_TOKENS = re.compile(r"\s*\(?\bexcept (?:an? )?tokens?\b\)?")
_NON_MONSTER_RE = re.compile(r"\bnon-monster(?: cards?)?s?\b")
_QUOTED_NAME = re.compile(r'["\u201c]([^"\u201d]{2,60})["\u201d]')
# '1 face-up Insect monster, except "Bee List Soldier"': a card name left out, not one it must have
_EXCEPT_NAMES = re.compile(r'\bexcept ((?:["\u201c][^"\u201d]{2,60}["\u201d](?:,? or |,? and |, )?)+)')
_ATK_MAX = re.compile(r"(\d+) or (?:less|lower) (?:original )?atk")
_ATK_MIN = re.compile(r"(\d+) or (?:more|higher) (?:original )?atk|(\d+)\+ (?:original )?atk")
# "with more than 1000 original ATK", "with less than 1500 ATK": strictly more/less (ATK is whole
# numbers), of the original ATK where the text says so
_ATK_MORE_THAN = re.compile(r"\bmore than (\d+) (?:original )?atk")
_ATK_LESS_THAN = re.compile(r"\bless than (\d+) (?:original )?atk")
_ORIGINAL_ATK = re.compile(r"\boriginal atk\b")
# "a monster with 0 ATK", "monsters with 0 ATK": exactly that ATK
_ATK_EXACT = re.compile(r"\bwith (\d+) atk\b")
# "DARK monsters with 0 DEF", "1 Zombie with 2000 or less DEF": the DEF it may have (rule kind-def-bounds)
_DEF_MAX = re.compile(r"\bwith (\d+) or (?:less|lower) def\b")
_DEF_MIN = re.compile(r"\bwith (\d+) or (?:more|higher) def\b")
_DEF_EXACT = re.compile(r"\bwith (\d+) def\b")
# "1 monster with ? ATK", "a monster whose original DEF is ?": a printed "?" (rule kind-printed-question-mark)
_QUESTION_STAT = re.compile(r"\bwith (?:an? )?\?\s*(?:original )?(atk|def)\b|\bwhose (?:original )?(atk|def) is \?")


def excepted_names(text: str) -> str:
    """The first 'except "A" or "B"' of a wording ('' when none): the names a kind leaves out,
    for a kind whose words stop before them ('Special Summon 1 ... from your Deck, except "X"')."""
    match = _EXCEPT_NAMES.search(text)
    if match is None or archetypes(text[match.start():]):
        return ""                  # 'except "Cloudian" monsters': an archetype, read with its noun or not at all
    return match.group(0)


def left_out_after(kind: CardKind, rest: str) -> CardKind:
    """'Return all face-up "Elemental HERO" monsters on the field to the hand, except "Elemental HERO Burstinatrix"':
    the names an "all ..." clause leaves out at its end, after where the cards go, are left out of its kind too
    (rule res-all-except-a-named-card); an archetype left out ('except "Cloudian" monsters') is not read here."""
    names = {m.group(1).strip() for m in _QUOTED_NAME.finditer(excepted_names(rest))}
    return replace(kind, excluded_names=kind.excluded_names | names) if names else kind


@lru_cache(maxsize=8192)
def card_kind(wording: str | None) -> CardKind:
    """The kind of card a condition's wording names; an empty CardKind when it names none."""
    if not wording:
        return CardKind()
    # the words of a quoted name name no class, Type or Attribute ('"Gladiator Beast" card' is no Beast)
    names = {m.group(1).strip() for m in _QUOTED_NAME.finditer(wording)}
    excluded_names = {m.group(1).strip() for run in _EXCEPT_NAMES.finditer(wording)
                      for m in _QUOTED_NAME.finditer(run.group(1))} - archetypes(wording)
    names -= excluded_names
    card_names = frozenset(names) - archetypes(wording) if names else frozenset()
    wording = _QUOTED_NAME.sub('""', wording) if names else wording
    text = wording.lower()
    classes, subtypes = set(), set()
    if _NON_MONSTER_RE.search(text):
        # "target 1 non-monster in your Graveyard", "a non-Monster Card": a Spell or Trap Card
        classes.update(("spell", "trap"))
        text = _NON_MONSTER_RE.sub(" ", text)
    # "Normal Monsters (except Tokens)": the Tokens are left out, not named
    text = _EXCEPT_TOKENS.sub(" non-token", text)
    # "a non-Tuner monster", "non-Effect Monsters": subtypes it must not have, not the ones named
    excluded_subtypes = {_SUBTYPE_NAMES[s] for s in _NON_SUBTYPE_RE.findall(text)}
    text = _NON_SUBTYPE_RE.sub("non-x monster", text) if excluded_subtypes else text
    spell_trap_subtypes = set()
    for word in _KIND_RE.findall(text):
        for card_class, subtype in KIND_WORDS[word]:
            classes.add(card_class)
            if subtype:
                (subtypes if card_class == "monster" or word.startswith("equip") or word == "counter trap"
                 else spell_trap_subtypes).add(subtype)
    # '1 "Earthbound Immortal" monster and 1 Field Spell': a monster beside the Spell/Trap
    # subtype, which one kind cannot say for the Spell alone, leaves that subtype out (the kind is no stricter
    # than the text); "1 Ritual Monster or 1 Ritual Spell" keeps Ritual, which the monster words name too
    subtypes |= spell_trap_subtypes if "monster" not in classes else spell_trap_subtypes & subtypes
    if classes == {"spell", "trap", "monster"} or "card/effect" in text:
        classes = set()
    # "a non-DARK monster": any Attribute but the one named (likewise Types)
    excluded_attributes = set(_NON_ATTRIBUTE_RE.findall(wording))
    excluded_types = {_TYPE_NAMES[t] for t in _NON_TYPE_RE.findall(text)}
    monster_types = {_TYPE_NAMES[t] for t in _TYPE_RE.findall(text)} - excluded_types
    if excluded_types:
        monster_types = set(MONSTER_TYPES) - excluded_types
    attributes = set(_ATTRIBUTE_RE.findall(wording)) - excluded_attributes
    if excluded_attributes:
        attributes = set(ATTRIBUTES) - excluded_attributes
    if (monster_types or attributes) and not classes:
        classes.add("monster")
    high = _ATK_MAX.search(text)
    low = _ATK_MIN.search(text)
    exact = _ATK_EXACT.search(text) if high is None and low is None else None
    if exact:
        high = low = exact
    atk_max = int(high.group(1)) if high else None
    atk_min = int(low.group(1) or low.group(2)) if low else None
    more, less = _ATK_MORE_THAN.search(text), _ATK_LESS_THAN.search(text)
    atk_min = int(more.group(1)) + 1 if more and atk_min is None else atk_min
    atk_max = int(less.group(1)) - 1 if less and atk_max is None else atk_max
    def_max, def_min = _def_bounds(text)
    if (def_max is not None or def_min is not None) and not classes:
        classes.add("monster")        # only a monster has a DEF ("as many FIREs as possible with 200 DEF")
    questioned = {a or b for a, b in _QUESTION_STAT.findall(text)}
    if questioned and not classes:
        classes.add("monster")        # only a monster has an ATK or DEF of "?"
    # '"Amazoness" monster', 'a "Six Samurai" monster': the name its cards carry (read above)
    level_max, level_min = _levels(text)
    position = _position(text)
    if position is not None and not classes:
        classes.add("monster")
    return CardKind(frozenset(classes), frozenset(subtypes), frozenset(monster_types), frozenset(attributes),
                    atk_max, atk_min, frozenset(names), level_max, level_min,
                    card_names, position, frozenset(excluded_subtypes),
                    atk_original=(atk_max is not None or atk_min is not None) and bool(_ORIGINAL_ATK.search(text)),
                    def_max=def_max, def_min=def_min, excluded_names=frozenset(excluded_names),
                    atk_question="atk" in questioned, def_question="def" in questioned)


def _def_bounds(text: str) -> tuple[int | None, int | None]:
    """The DEF a kind allows: (at most, at least); "with 0 DEF" is both."""
    exact = _DEF_EXACT.search(text)
    if exact:
        return int(exact.group(1)), int(exact.group(1))
    high, low = _DEF_MAX.search(text), _DEF_MIN.search(text)
    return (int(high.group(1)) if high else None), (int(low.group(1)) if low else None)


# a quoted name followed by a kind of card ('"Blackwing" monsters', '"Gladiator Beast"
# card', '"Elemental HERO" Normal Monster', '"Six Samurai" or "Shien" Effect Monster') is an archetype: its
# cards carry the word in their names; a quoted name followed by nothing of a kind ('1 "Cyber Dragon"',
# 'a face-up "Umi"') names that one card (rule kind-named-card-or-archetype)
_ARCHETYPE_RUN = re.compile(
    r'((?:["\u201c][^"\u201d]{2,60}["\u201d]\s*(?:,|,? and/or|,? or|,? and)\s*)*["\u201c][^"\u201d]{2,60}["\u201d])'
    r"\s+(?:(?:level \d{1,2}|normal|effect|fusion|synchro|ritual|flip|gemini|union|spirit|toon|" +
    "|".join(a.lower() for a in ATTRIBUTES) + "|" + "|".join(re.escape(t.lower()) for t in MONSTER_TYPES) +
    r")(?:-type)?\s+)*(?:monsters?\b|monster\(s\)|cards?\b|tuners?\b|spells?\b|traps?\b|equip spell|"
    r"spell cards?\b|trap cards?\b|monster cards?\b)", re.I)


def archetypes(wording: str) -> frozenset:
    """The quoted names of a wording a kind of card follows: archetypes, not names of one card."""
    return frozenset(m.group(1).strip() for run in _ARCHETYPE_RUN.finditer(wording)
                     for m in _QUOTED_NAME.finditer(run.group(1)))

# "Attack Position monsters", "face-down Defense Position monster", "1 monster with the lowest
# DEF in face-up Defense Position you control": the battle position (and face) the monster is in. Only a position
# that names the monsters (before "monster", "Attack Position Spellcaster monsters", or "in ... Position" before whose side it is on), never the position a
# Summon or a change puts a monster in ("Special Summon it in Attack Position"). An Attack Position monster is face-up.
_POSITION = re.compile(r"\b(?:(?P<face>face-up|face-down) )?(?P<position>attack|defense) position(?= (?:[\w\"-]+ ){0,3}monsters?\b)"
                       r"|\bin (?:(?P<face2>face-up|face-down) )?(?P<position2>attack|defense) position"
                       r"(?= (?:you control|your opponent controls|on (?:the|your|your opponent's) (?:side of the )?field)\b)")


def _position(text: str) -> str | None:
    if re.search(r"\b(?:attack|defense) or (?:attack|defense) position", text):
        return None                       # either position: none named
    found = list(_POSITION.finditer(text))
    readings = {_position_of(m.group("face") or m.group("face2"), m.group("position") or m.group("position2"))
                for m in found}
    if len(readings) != 1:
        return None                       # none, or two positions ("Attack or Defense Position"): not read
    return readings.pop()


def _position_of(face: str | None, position: str) -> str:
    if position == "attack":
        return "attack"
    return f"{face} defense" if face else "defense"


# "Level 4 or lower", "Level 7 or higher", "Level 4" (not "Level 4 or lower and Level 2 or higher" wordings
# of two cards, nor "the same Level as", "Levels", "total Levels")
_LEVEL = re.compile(r"\blevel (\d{1,2})\b(?: or (lower|less|higher|more)\b)?")
_LEVEL_TOLD_ELSEWHERE = re.compile(r"\b(?:levels|total level|level of|same level|level equal|level (?:less|lower|higher|greater) than|"
                                   r"levels? (?:is|are)|level \d{1,2} or (?:lower|less|higher|more) (?:and|or)\b)")


def _levels(text: str) -> tuple[int | None, int | None]:
    """(highest, lowest) Level the wording allows."""
    found = _LEVEL.findall(text)
    if len(found) != 1 or _LEVEL_TOLD_ELSEWHERE.search(text):
        return None, None
    number, way = int(found[0][0]), found[0][1]
    if way in ("lower", "less"):
        return number, None
    if way in ("higher", "more"):
        return None, number
    return number, number


_ACTIVATED_SUBTYPES = (("normal spell", "Normal Spell"), ("quick-play spell", "Quick-Play"),
                       ("continuous spell", "Continuous Spell"), ("normal trap", "Normal Trap"),
                       ("continuous trap", "Continuous Trap"), ("equip spell", "Equip"), ("field spell", "Field"),
                       ("ritual spell", "Ritual Spell"))


# the relative clause after the activated card's kind ("... that would destroy ...", "... that targets ...",
# "... that inflicts damage"), to the end of the condition
_WHAT_IT_DOES = re.compile(r",?\s*\b(?:that|which) (?:would|could|targets?|destroys?|inflicts?|requires?)\b.*$")


@lru_cache(maxsize=8192)
def activation_kind(condition_text: str | None) -> CardKind:
    """Which activations an "activates a Spell Card" / "a monster effect is activated"
    condition answers: Spell, Trap, or monster effects, as the wording says."""
    # "activates a Spell Card that would destroy a Spell/Trap Card(s)": the kind of the activated card is named
    # before its relative clause; the cards after "that would ..." are what it acts on (rule cond-activated-kind-before-what-it-does)
    text = _WHAT_IT_DOES.sub("", (condition_text or "").lower())
    classes = set()
    if re.search(r"\bspells?\b|spell/trap|spells/traps", text):
        classes.add("spell")
    if re.search(r"\btraps?\b|spell/trap|spells/traps", text):
        classes.add("trap")
    if re.search(r"\bmonster(?:'s)? effects?\b|\bmonster effect", text):
        classes.add("monster")
    subtypes = {"Counter"} if "counter trap" in text else set()
    # "one of your Normal Spell Cards": only activations of that kind of Spell/Trap (CardInfo's notation)
    subtypes |= {notation for words, notation in _ACTIVATED_SUBTYPES if words in text}
    # "when \"Pot of Greed\" is activated", "When your opponent activates \"Raigeki\"": only that card's
    # activations (rule cond-activation-of-a-named-card)
    named = frozenset(m.group(1) or m.group(2) for m in _NAMED_ACTIVATION.finditer(condition_text or ""))
    if named:
        return CardKind(frozenset(), frozenset(), names=named, card_names=named)   # names of one card
    if "card/effect" in text or (not classes and not subtypes):
        return CardKind()
    return CardKind(frozenset(classes), frozenset(subtypes))


# "a Spell/Trap Card, or monster effect": Spell/Trap Cards' activations and monsters' effects, not the
# effect of a Spell/Trap Card already face-up (rule cond-spell-trap-card-or-monster-effect)
CARDS_OR_MONSTER_EFFECTS = re.compile(r"\b(spell/trap cards?|spell cards?, trap cards?),? (or|and/or) monster effects?\b", re.I)
_NAMED_ACTIVATION = re.compile(r'"([^"]+)" (?:is|are) activated\b|\bactivates? "([^"]+)"', re.I)


# a quoted name that no card carries as its whole name ('1 face-up "LV" on the field') cannot
# name one card: it is read as an archetype (the cards whose names carry it). A Token's name ('"Sheep Tokens"') is
# kept whole: Tokens are no cards of the pool. The card sources stage knows every card's name and hands them here.
_TOKEN_NAME = re.compile(r"\btokens?$", re.I)


def names_of_no_card(reading, card_names: frozenset) -> None:
    """Read, in a card's ``reading`` (in place), each quoted name of one card that no name in ``card_names``
    (casefolded) carries whole, nor as its plural, as an archetype."""
    _names_of_no_card(reading, card_names, set())


def _no_card(name: str, card_names: frozenset) -> bool:
    folded = name.casefold()
    return not _TOKEN_NAME.search(name) and folded not in card_names and not (
        folded.endswith("s") and folded[:-1] in card_names)


def _names_of_no_card(node, card_names: frozenset, seen: set[int]) -> None:
    if id(node) in seen or not is_dataclass(node) or isinstance(node, CardKind) or node.__dataclass_params__.frozen:
        return
    seen.add(id(node))
    for f in fields(node):
        value = getattr(node, f.name)
        if isinstance(value, CardKind):
            unknown = frozenset(n for n in value.card_names if _no_card(n, card_names))
            if unknown:
                setattr(node, f.name, replace(value, card_names=value.card_names - unknown))
        elif isinstance(value, (list, tuple)):
            for item in value:
                _names_of_no_card(item, card_names, seen)
        else:
            _names_of_no_card(value, card_names, seen)


def kinds_of_named_cards(reading, kinds: dict) -> None:
    """A clause that activates one card it names ("select 1 "Ancient City - Rainbow Ruins" from
    your Deck and activate it") activates a card of that card's kind (a Field Spell Card): ``kinds`` maps each card's
    casefolded name to its card type and subtypes, and the clause's card filter (in place) takes them."""
    for effect in reading.effects:
        for clause in effect.clauses:
            names = clause.cards.card_names
            known = kinds.get(next(iter(names)).casefold()) if len(names) == 1 else None
            if clause.action != "activate_card" or known is None or clause.cards.classes:
                continue
            card_type, subtypes = known
            clause.cards = replace(clause.cards, classes=frozenset({card_type}),
                                   subtypes=clause.cards.subtypes | frozenset(subtypes))
