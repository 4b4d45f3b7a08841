"""Card names as people type them in a situation: the full name (any case and punctuation),
a nickname of the data file (resources/card_nicknames.toml: "BTH", "Torrential", "Call"), a
nickname used as a verb ("opp MSTs my Call"), and, where the grammar expects a card, part of a
name or a misspelt one ("Tomato", "Bottomles Trap Hole"), found by the package's card search
(edison_kg.lookup.search_cards). A part that fits several cards is never guessed: the reader
says which cards it could be.

``read_items`` turns the tokens into items: cards, words of the grammar (with every reading the
lexicon gives them), numbers, breaks, and runs of unknown words that may be card names."""

from __future__ import annotations

from dataclasses import dataclass

from edison_kg.lookup import CardMatch, search_cards
from edison_kg.lookup.cards import all_cards
from edison_kg.names import close_matches, fold, words
from edison_kg.timing.words.lexicon import ENDINGS, Lexicon
from edison_kg.timing.words.tokens import BREAKS, Item, Token

TRANSPARENT = ".-'"           # punctuation a card name may hold between its words ("D.D.", " - ")
CONNECTORS = ("of", "the", "de", "and", "from", "to")   # small words inside a card name
FUZZY_SURE = 88               # rapidfuzz similarity a misspelt name needs to be read as the card
HOW = {"exact": "its name", "prefix": "the start of its name", "words": "words of its name",
       "initials": "its initials", "contains": "part of its name", "fuzzy": "a misspelling of its name"}


@dataclass
class CardMention:
    name: str                 # the graph's name
    iri: str
    card_type: str            # Monster | Spell | Trap
    how: str                  # name | nickname | quoted | what search_cards matched (prefix, words, ...)
    written: str              # the words as typed


@dataclass
class NameIndex:
    by_first: dict            # first folded word -> [(words, CardMatch)], longest first
    by_name: dict             # the graph's name -> CardMatch
    by_fold: dict             # fold(name) -> CardMatch
    nicknames_by_first: dict  # first folded word -> [(words, card name)], longest first


def name_index(backend) -> NameIndex:
    """Every card name and nickname ready for matching word by word, built once per backend."""
    index = backend.cache.get("words-name-index")
    if index is None:
        from edison_kg.timing.words.lexicon import lexicon

        by_first: dict[str, list] = {}
        by_name, by_fold = {}, {}
        for card in all_cards(backend):
            parts = words(card.name)
            if parts:
                by_first.setdefault(parts[0], []).append((parts, card))
            by_name.setdefault(card.name, card)
            by_fold.setdefault(fold(card.name), card)
        nicks: dict[str, list] = {}
        for parts, name in lexicon().nicknames.items():
            nicks.setdefault(parts[0], []).append((parts, name))
        for table in (by_first, nicks):
            for entries in table.values():
                entries.sort(key=lambda e: -len(e[0]))
        index = backend.cache["words-name-index"] = NameIndex(by_first, by_name, by_fold, nicks)
    return index


def _walk(tokens: list[Token], i: int, parts: tuple, comma: bool) -> tuple[int, bool] | None:
    """Do the tokens from ``i`` spell ``parts``? The index after them and whether the last word
    was possessive ("Sangan's"); punctuation inside a name (and a comma, when the name has
    one) is passed over."""
    j = i
    for k, part in enumerate(parts):
        while k and j < len(tokens) and (tokens[j].kind == "dash" or (tokens[j].kind == "punct" and (
                tokens[j].text in TRANSPARENT or (comma and tokens[j].text == ",")))):
            j += 1
        if j >= len(tokens) or tokens[j].kind != "word":
            return None
        token = tokens[j]
        if token.word == part and not (token.clitic == "s" and k == len(parts) - 1 and token.base != token.word):
            possessive = False
        elif k == len(parts) - 1 and token.clitic == "s" and token.base == part:
            possessive = True
        elif token.word == part:
            possessive = False
        else:
            return None
        j += 1
    return j, possessive


def _plain_words(tokens: list[Token], lex: Lexicon) -> bool:
    """Are the tokens all grammar or plain words, so that only capitals make them a name?"""
    return all(lex.is_word(t.word) or lex.is_word(t.base) or t.word in lex.plain or t.word.isdigit()
               for t in tokens if t.kind == "word")


def _written_as_name(tokens: list[Token]) -> bool:
    spelled = [t for t in tokens if t.kind == "word"]
    return all(t.capital for t in spelled) and not (len(spelled) == 1 and spelled[0].first)


def _card_at(tokens: list[Token], i: int, index: NameIndex, lex: Lexicon) -> Item | None:
    """The longest card name or nickname that starts at token ``i``."""
    token = tokens[i]
    best: tuple | None = None      # (end, possessive, CardMatch, how, verb_form)
    for key in {token.word, token.base}:
        for parts, card in index.by_first.get(key, ()):
            if best is not None and len(parts) <= best[0] - i:
                break
            walked = _walk(tokens, i, parts, "," in card.name)
            if walked and (best is None or walked[0] > best[0]):
                best = (walked[0], walked[1], card, "name", False)
        for parts, name in index.nicknames_by_first.get(key, ()):
            walked = _walk(tokens, i, parts, False)
            if walked and (best is None or walked[0] > best[0]):
                best = (walked[0], walked[1], index.by_name[name], "nickname", False)
    if best is None and token.kind == "word" and not lex.is_word(token.word):
        # a nickname used as a verb: "MSTs", "MST'd", "bottomlessed", "Solemning"
        stems = [token.word[: -len(e)] for e in ENDINGS if token.word.endswith(e) and len(token.word) > len(e) + 1]
        if token.clitic == "d":
            stems.insert(0, token.base)
        for stem in stems:
            name = index.nicknames_by_first.get(stem)
            one = [n for parts, n in name or () if len(parts) == 1]
            if one:
                best = (i + 1, False, index.by_name[one[0]], "nickname", True)
                break
    if best is None:
        return None
    end, possessive, card, how, verb_form = best
    spanned = tokens[i:end]
    if _plain_words(spanned, lex) and not _written_as_name(spanned):
        return None
    if how == "nickname" and token.clitic == "s" and not possessive:
        possessive = True
    text = " ".join(t.text for t in spanned if t.kind == "word")
    mention = CardMention(card.name, card.iri, card.card_type, how, text)
    return Item("card", text, i, end, value=mention, possessive=possessive, verb_form=verb_form,
                capital=token.capital, first=token.first)


def _word_at(tokens: list[Token], i: int, lex: Lexicon) -> Item | None:
    """The longest phrase of the grammar that starts at token ``i``."""
    for length in range(min(lex.longest, len(tokens) - i), 0, -1):
        span = tokens[i:i + length]
        if any(t.kind != "word" for t in span):
            continue
        head = tuple(t.word for t in span[:-1])
        last = span[-1]
        keys = [(head + (last.base,), True), (head + (last.word,), False)] if last.clitic == "s" else \
            [(head + (last.word,), False)] + ([(head + (last.base,), False)] if last.base != last.word else [])
        for key, possessive in keys:
            readings = lex.readings(key)
            if readings:
                return Item("word", " ".join(t.text for t in span), i, i + length, readings=readings,
                            possessive=possessive, capital=span[0].capital, first=span[0].first,
                            extra={"clitic": last.clitic})
    return None


def read_items(tokens: list[Token], index: NameIndex, lex: Lexicon, backend=None) -> list[Item]:
    """Cards, grammar words, numbers, breaks and unknown runs, in the order of the text."""
    items: list[Item] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if token.kind == "punct":
            if token.text in BREAKS or token.text == ",":
                items.append(Item("break", token.text, i, i + 1, value=token.text))
            elif token.text == "&":
                items.append(Item("word", "and", i, i + 1, readings=_and(lex)))
            i += 1
            continue
        if token.kind == "dash":
            items.append(Item("break", "-", i, i + 1, value="-"))
            i += 1
            continue
        if token.kind == "quote":
            card = index.by_fold.get(token.word)
            mention = CardMention(card.name, card.iri, card.card_type, "quoted", token.text) if card else None
            items.append(Item("card" if card else "quote", token.text.strip("\"\u201c\u201d"), i, i + 1,
                              value=mention))
            i += 1
            continue
        item = _card_at(tokens, i, index, lex)
        if item is None and token.word.isdigit() and token.clitic is None:
            item = Item("number", token.text, i, i + 1, value=int(token.word[:9]))
        if item is None:
            item = _word_at(tokens, i, lex)
        if item is None:
            item = Item("unknown", token.text, i, i + 1, possessive=token.clitic == "s",
                        capital=token.capital, first=token.first, extra={"words": [token.base or token.word]})
        items.append(item)
        i = item.end
    items = _join_unknown(items)
    return _misspelt_names(items, backend) if backend is not None else items


def _and(lex: Lexicon) -> tuple:
    return lex.readings(("and",))


def _join_unknown(items: list[Item]) -> list[Item]:
    """Unknown words next to each other (and the small words between them: "Gorz the Emisary
    of Darkness") are one run: a name the grammar may ask the card search for."""
    out: list[Item] = []
    for item in items:
        if item.kind == "unknown" and out:
            previous = out[-1]
            bridge = (len(out) >= 2 and out[-2].kind == "unknown" and not out[-2].possessive and previous.kind == "word"
                      and previous.text.lower() in CONNECTORS)
            if previous.kind == "unknown" and not previous.possessive:
                previous.text += " " + item.text
                previous.end, previous.possessive = item.end, item.possessive
                continue
            if bridge:
                run = out[-2]
                run.text += f" {previous.text} {item.text}"
                run.end, run.possessive = item.end, item.possessive
                out.pop()
                continue
        out.append(item)
    return out


def _misspelt_names(items: list[Item], backend) -> list[Item]:
    """A misspelt word next to a name it belongs to ("Bottomles Trap Hole": "Trap Hole" is a
    card of its own): the two together, when the card search is sure of them, are one card."""
    out: list[Item] = []
    i = 0
    while i < len(items):
        item = items[i]
        nxt = items[i + 1] if i + 1 < len(items) else None
        pair = None
        if item.kind == "unknown" and not item.possessive and nxt is not None and nxt.kind == "card":
            pair = (item, nxt)
        elif item.kind == "card" and not item.possessive and nxt is not None and nxt.kind == "unknown":
            pair = (item, nxt)
        elif item.kind == "unknown" and not item.possessive and nxt is not None and nxt.kind == "word" \
                and not nxt.has("players") and not nxt.has("conj") and not nxt.has("prep"):
            pair = (item, nxt)                   # "Torrental Tribute": "Tribute" is a word of the grammar too
        if pair is not None:
            text = f"{pair[0].text} {pair[1].text}"
            found = find_mentioned(text.removesuffix("'s").removesuffix("\u2019s"), backend)
            known = next((p for p in pair if p.kind != "unknown"), pair[1])
            if found.mention is not None and fold(known.text) in fold(found.mention.name):
                merged = Item("card", text, pair[0].start, pair[1].end, value=found.mention,
                              possessive=pair[1].possessive, capital=pair[0].capital, first=pair[0].first)
                out.append(merged)
                i += 2
                continue
        out.append(item)
        i += 1
    return out


# ---------------------------------------------------------------- a run of unknown words as a card

@dataclass
class Found:
    mention: CardMention | None
    choices: list[str]        # the cards it could be, when it is not one for sure


def find_mentioned(text: str, backend) -> Found:
    """The card a run of words means, by the card search; never a guess: a part of a name
    that fits several cards, or a misspelling close to several, gives the choices instead."""
    found: list[CardMatch] = search_cards(text, limit=6, backend=backend)
    if not found:
        return Found(None, closest_names(text, backend))
    best = found[0]
    same = [m for m in found if m.match == best.match]
    sure = best.match == "exact" or (best.match != "fuzzy" and len(same) == 1) or (
        best.match == "fuzzy" and best.score >= FUZZY_SURE
        and (len(found) == 1 or found[1].match != "fuzzy" or found[1].score <= best.score - 4))
    if best.match in ("initials", "contains") and len(fold(text)) < 3:
        sure = False
    if len(words(text)) == 1 and not text[:1].isupper() and not (
            best.match == "exact" or (best.match == "prefix" and len(fold(text)) >= 5)):
        sure = False              # a lower-case word ("nothing") is a card only by its name or its start
    if sure:
        return Found(CardMention(best.name, best.iri, best.card_type, best.match, text), [])
    return Found(None, [m.name for m in same or found][:5])


def closest_names(text: str, backend) -> list[str]:
    index = name_index(backend)
    return [index.by_fold[k].name for k in close_matches(fold(text), list(index.by_fold), limit=5, cutoff=60)]
