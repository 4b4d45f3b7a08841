"""What a card that answers an activation "that would destroy ..." or "that would inflict damage"
needs of that activation, and what each clause of an effect is sure to do: the timing rules read
these facts (rules cond-would-do-for-sure, cond-would-destroy-certain, cond-would-destroy-or-damage,
cond-count-of-cards-it-would-destroy, cond-would-inflict-damage).

- Of a condition: to whose cards or to whom ("2 or more cards you control", "damage to you"), to
  what kind of card, how many, and whether it must be settled ("would") or only possible ("could").
- Of a clause: whether a coin toss or a die roll decides it, whether it is done only if something
  holds when it resolves, whether it only moves damage ("takes the damage instead"), and the kind
  and number of cards a destroying or banishing clause names (main's `cards` and `count`, which the
  restrictions reader fills for the clauses that bring or Set cards).
"""

from __future__ import annotations

import re
from dataclasses import replace

from edison_kg.cardtext.cardkind import card_kind
from edison_kg.cardtext.drawn_cards import cards_drawn_by_the_effect
from edison_kg.cardtext.none_found import mark_done_if_none_found
from edison_kg.vocab.model import CardKind, Clause
from edison_kg.cardtext.words import number_of

_NOTE = re.compile(r"\([^()]*\)")

# ---------------------------------------------------------------- the condition
_WOULD = re.compile(r"\bthat (?:could|would|includes? the effects? of)\b(.*?)(?:\bwhen it resolves\b|$)|"
                    r"\bthat ((?:inflicts?|destroys?|special summons?)\b.*?)(?:\bwhen it resolves\b|$)|"
                    r"\ban effect of ((?:drawing|discarding)\b.*?)(?:\bis activated\b|$)")
_MINE = re.compile(r"\b(?:you control|your (?:side|field|life points|lp)|to you\b|you (?:take|would take))\b")
_THEIRS = re.compile(r"\b(?:your opponent controls|your opponent's|to your opponent|opponent's)\b")
# "that could make them discard" / "make you discard": the player made to do it ("them": the
# activating player the condition names before it)
_MADE = re.compile(r"\bmake (you|them)\b")
_OPPONENT_ACTIVATES = re.compile(r"\b(?:your )?opponent activates\b")
_AT_LEAST = re.compile(r"\b(\d+) or more\b")
_EXACTLY = re.compile(r"\b(?:destroy|destroying|banish|banishing)s? (\d+) (?!or more)")
_OBJECT = re.compile(r"\b(?:destroy(?:s|ing)?|banish(?:es|ing)?)\s+(?:\d+ or more |\d+ |an? |all )?(.+?)"
                     r"(?=\s+(?:you control|your opponent controls|on the field|when it resolves)\b|[,:]|$)")


def would_words(condition_text: str) -> str | None:
    """The words after "that would" / "that could" (or "that inflicts ..."), None without them."""
    match = _WOULD.search(condition_text or "")
    return None if match is None else (match.group(1) or match.group(2) or match.group(3) or "")


def would_facts(condition_text: str) -> dict:
    """What the activation answered must be sure to do beyond its action: to whose cards or to
    whom, to what kind of card, to how many ("that would destroy 2 or more cards you control")."""
    match = _WOULD.search(condition_text or "")
    if not match:
        return {}
    words = match.group(1) or match.group(2) or match.group(3) or ""
    whose = "you" if _MINE.search(words) else "opponent" if _THEIRS.search(words) else None
    made = _MADE.search(words)
    if made is not None:
        whose = "you" if made.group(1) == "you" else "opponent" if _OPPONENT_ACTIVATES.search(condition_text) else None
    least, exactly, object_ = _AT_LEAST.search(words), _EXACTLY.search(words), _OBJECT.search(words)
    return {"would_whose": whose, "would_certain": not condition_text.startswith("that could", match.start()),
            "would_kind": card_kind(object_.group(1)) if object_ else card_kind(None),
            "would_count_min": int(least.group(1)) if least else int(exactly.group(1)) if exactly else None,
            "would_count_max": int(exactly.group(1)) if exactly and not least else None,
            "would_only": match.group(3) is not None}


# ---------------------------------------------------------------- the clauses
# chance decides: a coin toss, a die roll, a call
_CHANCE = re.compile(r"\b(?:roll(?:s|ed)?|toss(?:es|ed)?|coins?|die|dice|heads|tails|call(?:s|ed)? it (?:right|wrong)|"
                     r"(?<!\bas a )(?:the )?results?)\b", re.I)    # not "as a result of battle"
# done only if something holds when it resolves (not "if you do", "if able", "if possible")
_ONLY_IF = re.compile(r"\b(?:if|unless)\b(?! (?:you|they|it|he|she) (?:do|does|did)\b)(?! able\b)(?! possible\b)", re.I)
_FOLLOWS = ("and if you do",)
# "destroy that target if it is a Spell": the kind its target must be
_IF_TARGET_IS = re.compile(r"\b(?:that target|it)\s+if (?:it|that target|the target) is an? (?P<kind>[^.,;]+)", re.I)
# "destroy it if its DEF is 2000 or less, or return it face-down if its DEF is more than 2000": the stat its target
# must have for the clause (or the branch) to be done; the game state decides, not a player (rule res-branch-by-stat)
_IF_ITS_STAT = re.compile(r"\b(?:that target|it)\s+(?:face-(?:up|down)\s+)?if (?:its|that target's|the target's) "
                          r"(?P<stat>ATK|DEF|Level) is (?:(?P<n>\d+) or (?P<way>less|lower|more|higher)|"
                          r"(?P<than>more|less|higher|lower) than (?P<m>\d+))", re.I)
_STAT_FIELD = {"atk": "atk", "def": "def", "level": "level"}
# (round 139) "banish that target, and if you do, your opponent takes 1000 damage if it was a DARK monster": a deed on
# no card of its own, done only if the card the clause before acted on ("that target", "it") is or was of a kind
_IF_THAT_CARD_WAS = re.compile(r"\bif (?:it|that target|the target) (?:is|was) an? (?P<kind>[^.,;()]+?)\s*$", re.I)
_ON_NO_CARD = ("inflict_damage", "gain_lp", "draw")
# done only at some Chain Links of its card's activation, known when it is activated
_AT_CHAIN_LINK = re.compile(r"\bif this card (?:was|is) activated as chain link (?P<low>\d+)"
                            r"(?: or (?:(?P<high>\d+)|(?P<higher>higher)))?\b", re.I)      # what follows "if you do" is done only if the clause before it was
# "... becomes an effect that inflicts damage to their Life Points" (Nature's Reflection) moves damage too
_MOVES_DAMAGE = re.compile(r"\binstead\b|\bwould have taken\b|\bwould take\b|\bbecomes an effect that inflicts damage\b", re.I)
# "That damage is negated and you gain Life Points equal to the amount you would have taken" (Energy-Absorbing Monolith)
_DAMAGE_INTO_GAIN = re.compile(r"\bdamage is negated,? and you gain (?:life points|lp) equal to\b", re.I)
_POSITION_WORDS = re.compile(r"\b(?:face-up|face-down|set|attack position|defen[cs]e position)\b", re.I)
_ALL = re.compile(r"\ball (?:of )?(?P<what>.*?\b(?:monsters?|spells?/traps?|spell and trap cards?|spell/trap cards?|"
                  r"spell cards?|trap cards?|spells|traps|cards?))\b", re.I)
_COUNTED = re.compile(r"\b(?:up to )?(?P<n>[1-9]|one|two|three)\s+(?P<what>(?:(?!(?:damage|points?|atk|def|life|lp|for|each|to|"
                      r"from|of|times?|cards? from)\b)[\w\"/&'-]+\s+){0,6}?(?:cards?|monsters?|spells?(?:/traps?)?|traps?|"
                      r"tokens?)(?:\(s\))?)(?=\W|$)", re.I)
_WHOSE = (("opponent", re.compile(r"\b(?:your opponent controls|your opponent's|opponent's|in your opponent's)\b")),
          ("you", re.compile(r"\b(?:you control|in your (?:gy|graveyard|hand)|your (?:gy|graveyard))\b")))
_OBJECT_END = re.compile(r"\b(?:equal to|up to the number|that|which|whose|with|except|for each|as many)\b|[,;]")
# a player the clause names by what they did ("the player who destroyed it takes 1000 damage"):
# known only from what happened, not its activator
_PLAYER_BY_DEED = re.compile(r"^\s*(?:inflict \d+ (?:points of )?damage to )?the player who\b", re.I)
BY_DEED = "by-deed"
# the clauses whose cards the answering cards count (main's reader fills the others)
_REMOVING = ("destroy", "banish")
_PILES = ("hand", "graveyard", "deck", "banished")    # banished cards selected by their kind too


def clause_sureness(clauses: list[Clause]) -> list[Clause]:
    """The clauses with whether each is sure to be done, whether it only moves damage, and the
    cards a destroying or banishing clause names (new objects)."""
    found: list[Clause] = []
    for clause in clauses:
        text = _NOTE.sub("", clause.text or "")
        before = found[-1] if found else None
        follows = before is not None and clause.conjunction in _FOLLOWS
        chance = bool(_CHANCE.search(text)) or (follows and before.chance)
        only_if = not chance and (bool(_ONLY_IF.search(_first_sentence(text))) or (follows and before.only_if))
        extra = {}
        if clause.action in _REMOVING and clause.cards.empty and clause.count is None:
            kind, count = _cards_of(clause, text)
            extra = {"cards": kind, "count": count}
            if clause.whose is None and clause.event and not clause.subject:
                extra["whose"] = _whose(text)
        elif clause.action in _REMOVING and clause.from_zone in _PILES and not clause.every \
                and clause.whose is None and clause.event and not clause.subject:
            extra = {"whose": _whose(text)}     # its kind was read with where it takes it from
        target_is = _IF_TARGET_IS.search(_first_sentence(text)) if only_if and clause.subject in ("target", "it") else None
        if target_is is not None:
            words = target_is.group("kind").strip()
            # "if it is a Spell": a bare class word names that card class
            extra["only_if_kind"] = card_kind(words if re.search(r"\b(?:cards?|monsters?)$", words, re.I) else f"{words} Card")
        if target_is is None and only_if and _after_its_target(clause, before):
            was = _IF_THAT_CARD_WAS.search(_first_sentence(text))
            if was is not None:
                extra["only_if_kind"] = card_kind(was.group("kind").strip())
        stat_is = _IF_ITS_STAT.search(_first_sentence(text)) if only_if and target_is is None \
            and clause.subject in ("target", "it", None) else None
        if stat_is is not None:
            extra["only_if_kind"] = _stat_kind(stat_is)
        if clause.action == "inflict_damage" and clause.player is None and _PLAYER_BY_DEED.search(text):
            extra["player"] = BY_DEED
        link = _AT_CHAIN_LINK.search(_first_sentence(text))
        if link:
            extra["chain_link_from"] = int(link.group("low"))
            extra["chain_link_to"] = None if link.group("higher") else int(link.group("high") or link.group("low"))
        moves = clause.action == "inflict_damage" and bool(_MOVES_DAMAGE.search(text))
        if moves and _DAMAGE_INTO_GAIN.search(text):
            # the damage it moves is a gain for its player: it is read as that gain (rule ce-damage-becomes-gain)
            extra.update(action="gain_lp", event="lp_gained")
        found.append(replace(clause, chance=chance, only_if=only_if, moves_damage=moves, **extra))
    return mark_done_if_none_found(cards_drawn_by_the_effect(found))


def _after_its_target(clause: Clause, before: Clause | None) -> bool:
    """A deed on no card ("inflict 1000 damage") right after a clause on the effect's target ("banish that target"):
    its "if it was a DARK monster" names that target (rule cond-would-do-for-sure, round 139)."""
    return clause.action in _ON_NO_CARD and before is not None and before.subject in ("target", "it")


def _stat_kind(match) -> CardKind:
    """"if its DEF is 2000 or less" -> a monster with DEF at most 2000; "more than 2000" -> at least 2001."""
    stat = match.group("stat").lower()
    if match.group("n") is not None:
        bound, upper = int(match.group("n")), match.group("way").lower() in ("less", "lower")
    else:
        upper = match.group("than").lower() in ("less", "lower")
        bound = int(match.group("m")) + (-1 if upper else 1)
    return CardKind(classes=frozenset({"monster"}), **{f"{_STAT_FIELD[stat]}_{'max' if upper else 'min'}": bound})


def _first_sentence(text: str) -> str:
    """What the clause does: a sentence after it ("... from your hand. The monster Special Summoned by this
    effect is destroyed if ...") is a later effect of its own, whose "if" is no condition of this one."""
    return re.split(r"(?<=[a-z0-9)])\.\s+(?=[A-Z])", text, maxsplit=1)[0]


def _whose(text: str) -> str | None:
    """Whose cards a clause that names them acts on ("1 card your opponent controls"), read from
    the words that name them, not from what follows ("... equal to the number of cards you control")."""
    low = _OBJECT_END.split(text.lower(), maxsplit=1)[0]
    return next((w for w, pattern in _WHOSE if pattern.search(low)), None)


def _cards_of(clause: Clause, text: str) -> tuple[CardKind, int | None]:
    """The kind of card the clause acts on and how many ("destroy 2 Spell/Trap Cards"): only for
    a clause that acts on cards it names, not on "it" or its target."""
    if clause.event is None or clause.subject is not None:
        return CardKind(), None
    every = _ALL.search(text)
    if every:
        return card_kind(_POSITION_WORDS.sub("", every.group("what"))), None
    counted = _COUNTED.search(text)
    if counted:
        n = counted.group("n")
        return card_kind(_POSITION_WORDS.sub("", counted.group("what"))), number_of(n)
    return CardKind(), None
