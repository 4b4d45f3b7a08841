"""The small clause grammar, second half: one clause's items read left to right into an
``Act`` (clauses.py). Each preposition opens a slot the nouns after it fill; what stands
before a card (a possessive player, "face-up", "Set", "another") is said of it; a verb after
the main one is a gerund or an infinitive of its own."""

from __future__ import annotations

from edison_kg.timing.words.clauses import COST_VERBS, NOUN_VERBS, RESULT_VERBS, SLOTS, Act, Phrase
from edison_kg.timing.words.lexicon import Reading
from edison_kg.timing.words.tokens import Item

# the nouns that end a description of a card the situation does not name
UNNAMED_NOUNS = ("monster", "monsters", "card", "cards", "spell", "spells", "trap", "traps", "spell card",
                 "trap card", "field spell", "token", "tokens", "copies", "copy")


class _Reader:
    def __init__(self, items: list[Item]):
        self.items = [i for i in items if i.kind != "break" or i.value == ","]
        self.act = Act(words=" ".join(i.text for i in items if i.kind != "break"))
        self.current = self.act
        self.slot = "subject"
        self.pending: dict = {}
        self.aux = False
        self.last: Phrase | None = None

    # the phrase about to be read takes what was said before it
    def _phrase(self, item: Item) -> Phrase:
        phrase = Phrase(item, owner=self.pending.pop("owner", None), face_up=self.pending.pop("face_up", None),
                        zone=self.pending.pop("zone", None),
                        position=self.pending.pop("position", None), another=self.pending.pop("another", False),
                        count=self.pending.pop("count", None))
        return phrase

    def _put(self, phrase: Phrase) -> None:
        act = self.current
        if self.slot in ("equipped", "equipped with"):
            act.slots.setdefault("equipped", []).append(phrase)
            self.slot = "subject" if act.verb is None and act.card_verb is None else "object"
            return
        if self.slot == "subject":
            act.subject.append(phrase)
        elif self.slot == "object":
            act.objects.append(phrase)
        else:
            act.slots.setdefault(self.slot, []).append(phrase)
        self.last = phrase

    def _next(self, i: int) -> Item | None:
        return self.items[i + 1] if i + 1 < len(self.items) else None

    def read(self) -> Act:
        i = 0
        while i < len(self.items):
            i = self._item(i) + 1
        return self.act

    def _item(self, i: int) -> int:
        item = self.items[i]
        nxt = self._next(i)
        if item.kind == "break":
            return i
        if item.kind == "number" and self._unnamed_at(i) is not None:
            return self._unnamed(i)               # "2 cards", "1 monster"
        if item.kind == "number":
            return self._number(i, item, nxt)
        if item.kind in ("card", "unknown", "quote"):
            return self._card(i, item, nxt)
        if item.kind == "word":
            return self._word(i, item, nxt)
        return i

    def _card(self, i: int, item: Item, nxt: Item | None) -> int:
        act = self.current
        if item.kind == "quote" and self.last is not None and self.last.kind in ("card", "unknown"):
            self.last.item.extra["text"] = item.text          # a card's own text, in quotes after its name
            return i
        if item.kind == "quote" and len(item.text.split()) <= 3:
            act.unread.append(f'"{item.text}"')                 # a quoted word ("then") that names no card
            return i
        phrase = self._phrase(item)
        verb_slot = act.verb is None and act.card_verb is None and (
            item.verb_form or (act.player is not None and not act.subject and not item.possessive and
                               self.slot == "subject" and not self.pending and phrase.owner is None))
        if verb_slot:
            act.card_verb = phrase            # "opp MSTs my Call", "can they bottomless it"
            self.slot = "object"
            self.last = phrase
            return i
        if item.possessive and nxt is not None and nxt.kind == "word":
            noun = self._noun_of(nxt)
            if noun:
                phrase.noun = noun
                phrase.effect = noun == "effect"
                self._put(phrase)
                return self._ordinal_effect(i + 1, phrase)
        if item.possessive and (nxt is None or nxt.kind in ("card", "unknown", "quote")):
            # "opp's BTH", no: "MST's" then a card: the card used as a verb when no verb came yet
            if act.verb is None and act.card_verb is None and nxt is not None and not act.subject:
                act.card_verb = phrase
                self.slot = "object"
                self.last = phrase
                return i
        self._put(phrase)
        return i

    def _noun_of(self, item: Item) -> str | None:
        if item.has("noun", "effect") or item.has("noun", "effects") or item.has("noun", "ability"):
            return "effect"
        if item.has("verb", "summon") or item.has("noun", "summon"):
            return "summon"
        if item.has("verb", "attack"):
            return "attack"
        if item.has("noun", "activation"):
            return "activation"
        return None

    def _ordinal_effect(self, i: int, phrase: Phrase) -> int:
        return i

    def _number(self, i: int, item: Item, nxt: Item | None) -> int:
        act = self.current
        if nxt is not None and nxt.kind == "word" and (nxt.has("noun", "lp") or nxt.has("noun", "life points")
                                                       or nxt.has("noun", "damage") or nxt.has("noun", "life point")
                                                       or nxt.has("noun", "lifepoints")):
            act.amount = item.value
            return i + 1
        previous = self.items[i - 1] if i else None
        if previous is not None and previous.kind == "word" and (previous.has("noun", "cl") or
                                                                  previous.has("noun", "chain link") or
                                                                  previous.has("noun", "link")):
            act.link = item.value
            return i
        if previous is not None and previous.kind == "word" and previous.has("noun", "effect"):
            act.ordinal = item.value
            return i
        self.pending["count"] = item.value
        act.count = item.value
        return i

    def _word(self, i: int, item: Item, nxt: Item | None) -> int:
        act = self.current
        if self._unnamed_at(i) is not None:
            return self._unnamed(i)
        if item.has("players") or item.has("player_roles"):
            return self._player(i, item, nxt)
        if item.has("summon_verbs") and not (item.has("summon_methods") and nxt is not None and nxt.has("verb", "summon")):
            self._verb(i, "summon", item, method=item.value_of("summon_verbs"))
            return i
        if item.has("summon_methods") and nxt is not None and nxt.kind == "word" and nxt.has("verb", "summon"):
            if self._noun_use(i, item):          # "negates the Synchro Summon"
                phrase = self._phrase(Item("word", f"{item.text} {nxt.text}", item.start, nxt.end,
                                           readings=nxt.readings, extra={"method": item.value_of("summon_methods")}))
                phrase.noun = "summon"
                self._put(phrase)
                return i + 1
            self._verb(i + 1, "summon", nxt, method=item.value_of("summon_methods"))
            return i + 1
        if item.has("prep") and item.text.lower() == "using":
            return self._prep(i, item, nxt)
        if item.has("states") and item.has("verb") and self._before_noun(i) and self._set_is_said_of(i):
            return self._state(i, "face_up", item.value_of("states") == "face_up")
        if item.has("verb", "chain") and nxt is not None and nxt.kind == "word" and nxt.has("verb", "resolve"):
            self._put(self._phrase(Item("word", item.text, item.start, item.end,
                                        readings=(_everything(),))))
            return i
        if item.has("verb", "chain") and nxt is not None and nxt.kind == "word" and nxt.has("noun", "order"):
            act.unread.append("chain order")
            act.state["order"] = True
            return i + 1
        if item.has("verb") and self._participle(i, item):
            if item.value_of("verb") == "banish":       # "the banished Drill Warrior": where it is
                self.pending["zone"] = "banished"
            return i
        if item.has("verb") and self._noun_use(i, item):
            noun = item.value_of("verb")
            phrase = self._phrase(Item("word", item.text, item.start, item.end, readings=item.readings))
            phrase.noun = noun
            self._put(phrase)
            return i
        if item.has("verb"):
            self._verb(i, item.value_of("verb"), item)
            return i
        if item.has("positions") and not (item.has("states") and self._before_noun(i)):
            return self._state(i, "position", item.value_of("positions"))
        if item.has("states"):
            return self._state(i, "face_up", item.value_of("states") == "face_up")
        if item.has("zones"):
            return self._zone(i, item)
        if item.has("phases"):
            act.phase = (item.value_of("phases"), self.pending.pop("owner", None))
            if self.slot in ("in", "during", "at", "of", "to"):
                self.slot = "subject" if act.verb is None and act.card_verb is None else "object"
            return i
        if item.has("aux"):
            self.aux = True
            if self.current is not self.act and self.act.verb is None and self.act.card_verb is None:
                self.current, self.slot = self.act, "object"    # "X's effect to Summon it is activated"
            return i
        if item.has("negative"):
            act.negative = True
            return i
        if item.has("response"):
            act.response = True
            self.slot = "response"
            return i
        if item.has("direct"):
            act.direct = True
            return i
        if item.has("pron") or item.has("everything") and not self._before_noun(i):
            self._put(self._phrase(item))
            return i
        if item.has("prep"):
            return self._prep(i, item, nxt)
        if item.has("det"):
            word = item.text.lower()
            if word in ("another", "other", "second"):
                self.pending["another"] = True
            elif word in ("two", "three", "2", "3", "both"):
                self.pending["count"] = {"two": 2, "three": 3, "2": 2, "3": 3, "both": 2}[word]
            return i
        if item.has("noun"):
            return self._noun(i, item, nxt)
        if item.has("conj") or item.has("modal") or item.has("wh") or item.has("filler"):
            return i
        act.unread.append(item.text)
        return i

    def _unnamed_at(self, i: int) -> int | None:
        """"a monster", "a DARK monster", "the top 2 cards", "a Level 5 monster", "an Amazoness
        monster": a card the situation does not name. The index of its noun, or None."""
        item = self.items[i]
        if not (item.kind == "number" or item.has("det") or item.has("kinds") or
                (item.possessive and item.has("players"))):
            return None
        j = i + 1 if item.kind == "number" or item.has("det") or item.has("players") else i
        while j < len(self.items):
            word = self.items[j]
            if word.kind == "number" or word.kind == "unknown" or (word.kind == "word" and (
                    word.has("kinds") or word.text.lower() in ("top", "other", "more", "or", "lower", "higher",
                                                                "less", "battling", "attacking", "same"))):
                j += 1
                continue
            break
        if j < len(self.items) and self.items[j].kind == "word" and self.items[j].text.lower() in UNNAMED_NOUNS:
            return j
        return None

    def _unnamed(self, i: int) -> int:
        end = self._unnamed_at(i)
        span = self.items[i:end + 1]
        count = next((w.value for w in span if w.kind == "number" and w is not span[-1]
                      and not (span.index(w) and span[span.index(w) - 1].text.lower() in ("level", "lv"))), None)
        if span[0].has("players"):
            self.pending["owner"] = span[0].value_of("players")
        text = " ".join(w.text for w in span)
        plural = span[-1].text.lower().endswith("s") or count
        phrase = self._phrase(Item("unnamed", text, span[0].start, span[-1].end,
                                   extra={"count": count or (2 if plural and span[-1].text.lower() != "copies"
                                                             else 1)}))
        self._put(phrase)
        return end

    def _set_is_said_of(self, i: int) -> bool:
        """"my set Call", "a Set Mirror Force", "is set": "set" says the card is face-down;
        "I set Mirror Force": it is the verb."""
        previous = self.items[i - 1] if i else None
        if previous is None:
            return False
        if previous.kind == "word" and (previous.has("det") or previous.has("aux") or previous.possessive or
                                        previous.has("states") or previous.text.lower() in
                                        ("my", "your", "their", "his", "her", "our")):
            return True
        return self.current.verb is not None or self.current.card_verb is not None

    def _before_noun(self, i: int) -> bool:
        nxt = self._next(i)
        return nxt is not None and (nxt.is_noun or (nxt.kind == "word" and (nxt.has("noun") or nxt.has("states"))))

    def _participle(self, i: int, item: Item) -> bool:
        """"the banished Drill Warrior", "a destroyed monster": a verb's -ed form between a
        determiner and a card says what the card is, not what happens."""
        previous, nxt = (self.items[i - 1] if i else None), self._next(i)
        word = item.text.lower().split()[0]
        return (previous is not None and previous.kind == "word" and (previous.has("det") or previous.possessive)
                and nxt is not None and (nxt.kind in ("card", "unknown") or (nxt.kind == "word" and nxt.has("kinds")))
                and (word.endswith("ed") or word.endswith("en") or word in ("set", "sent")))

    def _noun_use(self, i: int, item: Item) -> bool:
        """"the Summon", "its attack", "that activation": a verb used as a noun."""
        if item.has("verb") and item.value_of("verb") not in NOUN_VERBS:
            return False
        previous = self.items[i - 1] if i else None
        return previous is not None and previous.kind == "word" and (
            previous.has("det") or previous.has("pron", "its") or (previous.has("players") and previous.possessive)
            or previous.text.lower() in ("my", "your", "their", "his", "her", "our"))

    def _player(self, i: int, item: Item, nxt: Item | None) -> int:
        side = item.value_of("players") or "role:" + item.value_of("player_roles")
        act = self.current
        owner_word = item.possessive or item.text.lower() in ("my", "your", "their", "his", "her", "our", "its")
        if owner_word:
            self.pending["owner"] = side
            if nxt is not None and nxt.kind == "word" and nxt.has("noun", "turn"):
                act.turn = side
                self.pending.pop("owner", None)
                return i + 1
            return i
        if self.slot == "subject" and act.player is None and not act.subject:
            act.player = side
        elif self.slot in ("subject",) and act.verb is None:
            act.player = act.player or side
        elif act is self.act and act.verb is None and act.card_verb is None and act.player is None \
                and self.slot in ("response", "in", "during"):
            act.player = side             # "In response I activate ...", "During the End Phase I ..."
            self.slot = "subject"
        else:
            act.players[self.slot] = side
        return i

    def _verb(self, i: int, lemma: str, item: Item, method: str | None = None) -> None:
        word = item.text.lower().split()[0]
        before = self.items[i - 1] if i else None
        if self.current is not self.act and self.act.verb is None and self.act.card_verb is None \
                and not word.endswith("ing") and not (before is not None and before.has("prep", "to")):
            self.current, self.slot = self.act, "object"   # the describing words are over: the clause's verb
        act = self.current
        if lemma in ("try",):
            act.attempt = True
            if word.startswith("want"):
                act.want = True
            return
        if lemma == "equip" and word.endswith("ed") and not self.aux and self.last is not None:
            # "Vorse Raider equipped with Armed Changer": said of the card, not what happens
            self.current.equips.append(self.last)
            self.slot = "equipped"
            return
        gerund = word.endswith("ing")
        previous = self.items[i - 1] if i else None
        if previous is not None and previous.kind == "word" and previous.has("summon_methods") and i > 1:
            previous = self.items[i - 2]          # "to Synchro Summon": the "to" before the method
        infinitive = previous is not None and previous.kind == "word" and previous.has("prep", "to") and act.verb
        if previous is not None and previous.text.lower() == "being" and i > 1 and self.items[i - 2].kind == "word" \
                and self.items[i - 2].has("prep"):
            # "Zolga's effect for being Tributed starts a chain": which effect, not what happens
            sub = Act(words=item.text, verb=lemma, method=method, player=act.player, passive=True)
            self.act.subacts.append(("describes", sub))
            self.aux = False
            self.current, self.slot = sub, "object"
            return
        to_before = previous is not None and previous.kind == "word" and previous.has("prep", "to")
        if act.verb is None and act.card_verb is None and to_before and self.last is not None and self.last.effect:
            # "Sacred Phoenix's effect to Special Summon itself ... is activated": which effect
            sub = Act(words=item.text, verb=lemma, method=method, player=act.player)
            act.subacts.append(("describes", sub))
            self.current, self.slot = sub, "object"
            return
        if act.verb is None and act.card_verb is None and not gerund:
            act.verb, act.method = lemma, method or act.method
            act.passive = self.aux
            self.aux = False
            self.slot = "object"
            return
        if act.verb is None and act.card_verb is None and gerund and self.slot == "subject" and act.player:
            act.verb, act.method = lemma, method
            self.slot = "object"
            return
        if act.verb is None and act.card_verb is None:
            act.verb, act.method = lemma, method
            self.slot = "object"
            return
        role = self._role(lemma, bool(infinitive), previous)
        then = any(w.kind == "word" and w.text.lower() in ("then", "and then", "after that", "afterwards")
                   for w in self.items[max(0, i - 3):i])
        if then and role == "cost" and any(r == "result" for r, _ in self.act.subacts):
            role = "result"                           # "destroying X and then sending Y": both what it did
        sub = Act(words=item.text, verb=lemma, method=method, player=self.act.player, passive=self.aux and not gerund)
        if then:
            sub.state["then"] = True
        self.aux = False
        self.act.subacts.append((role, sub))          # gerunds and infinitives belong to the clause
        self.current = sub
        self.slot = "object"

    def _role(self, lemma: str, infinitive: bool, previous: Item | None) -> str:
        main = self.act.verb or ("activate" if self.act.card_verb else None)
        if lemma == "target":
            return "target"
        if previous is not None and previous.kind == "word" and previous.text.lower() in ("being", "been"):
            return "describes"                        # "Zolga's effect for being Tributed": which effect
        if infinitive:
            return "purpose"
        if previous is not None and previous.kind == "word" and previous.has("prep", "by") and lemma in COST_VERBS:
            return "cost" if main not in ("summon",) else "material"
        if lemma in COST_VERBS and main in ("activate", "chain", "respond") and not self.act.passive:
            return "cost"
        if lemma in COST_VERBS and main == "summon":
            return "material"
        if lemma in RESULT_VERBS:
            return "result"
        return "then"

    def _state(self, i: int, key: str, value) -> int:
        if self._before_noun(i) or self.slot in ("subject",) and not self.current.subject:
            self.pending[key] = value
            return i
        target = self.last if self.last is not None and self.current.verb not in ("set",) else None
        if self.aux and self.current.verb is None:
            self.current.state[key] = value
            self.current.verb = self.current.verb or "be"
            self.aux = False
            self.slot = "object"
        elif target is not None:
            setattr(target, key, value)
        else:
            self.current.state[key] = value
        return i

    def _zone(self, i: int, item: Item) -> int:
        zone = item.value_of("zones")
        act = self.current
        owner = self.pending.pop("owner", None)
        where = {"from": "from", "to": "to", "in": "in", "target": "in", "of": "in"}.get(self.slot, "in")
        previous = self.items[i - 1] if i else None
        if previous is not None and previous.kind == "word" and previous.has("prep"):
            where = {"from": "from", "to": "to", "into": "to", "onto": "to", "off": "from"}.get(
                previous.text.lower(), "in")
        if where == "in" and self.last is not None and self.last.zone is None and (
                self.aux is False or act.verb is not None):
            self.last.zone = zone
            if owner and self.last.owner is None:
                self.last.owner = owner
        elif where == "in" and self.aux:
            act.state["zone"] = zone
            act.verb = act.verb or "be"
            self.aux = False
        act.zones.setdefault(where, zone)
        if where == "from" and self.last is not None and self.last.zone is None:
            self.last.zone = zone
        if owner:
            act.players.setdefault("zone", owner)
        if self.slot in ("from", "to", "in", "of") and (act.verb is not None or act.card_verb is not None):
            self.slot = "object"            # "Avian from the hand and Dupe Frog from the field": objects again
        return i

    def _prep(self, i: int, item: Item, nxt: Item | None) -> int:
        word = item.text.lower()
        act = self.current
        if word == "by" and nxt is not None and nxt.kind == "word":
            if nxt.has("noun", "battle"):
                act.cause = "battle"
                return i + 1
            if nxt.has("noun", "effect") or nxt.has("noun", "effects"):
                act.cause = "effect"
                return i + 1
        if word in ("as", "for") and nxt is not None and nxt.kind == "word" and (nxt.has("noun", "cost")
                                                                               or nxt.has("noun", "costs")):
            act.cause = "cost"
            return i + 1
        if word == "as" and nxt is not None and nxt.kind == "word" and (nxt.has("noun", "material") or
                                                                       nxt.has("noun", "materials")):
            act.cause = "summon_material"
            return i + 1
        if self.slot == "equipped" and word in ("with", "to"):
            self.slot = "equipped with"
            return i
        self.slot = SLOTS.get(word, word)
        return i

    def _noun(self, i: int, item: Item, nxt: Item | None) -> int:
        act = self.current
        word = item.text.lower()
        if item.has("noun", "battle") and self.slot in ("in", "during"):
            act.state["battle"] = True
        elif word in ("effect", "effects") and self.last is not None and self.last.item.kind == "word" and \
                self.last.item.has("pron"):
            self.last.effect = True
            self.last.noun = "effect"
        elif word in ("activation", "effect", "effects") and self._noun_use(i, item):
            phrase = self._phrase(item)
            phrase.noun = "activation" if word == "activation" else "effect"
            phrase.effect = phrase.noun == "effect"
            self._put(phrase)
        elif word in ("cost", "costs"):
            act.cause = act.cause or "cost"
        elif word in ("order", "segoc", "resolution"):
            act.state["order"] = True
        elif word in ("damage",):
            act.state["damage"] = True
        elif word == "thing" or word == "things":
            act.state["thing"] = True
        return i


def _everything() -> Reading:
    return Reading("everything", "chain")


def read_clause(items: list[Item]) -> Act:
    return _Reader(items).read()
