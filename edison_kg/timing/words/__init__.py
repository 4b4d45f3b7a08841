"""Ask in words: a situation told in a few sentences, the way a player tells it to a judge at a
table, read into a scenario of the ``edison-kg ask`` contract (docs/timing-questions.md), with
notes on how each part was read and on every fact taken by default. The grammar and its
examples: docs/words.md.

Deterministic: the same words always give the same scenario. No model, no network, no guess:
a card name that fits several cards, a question that cannot be read, a fact the answer needs
and no default can stand for, is a BadInput with one line saying what and where.

    >>> reading = read_situation("Opp Normal Summons Exiled Force. Can I chain BTH?")
    >>> reading.scenario["ask"]
    {'can_activate': 'bottomless_trap_hole'}

The stages: tokens.py (words), names.py (card names and nicknames), clauses.py (the clause
grammar), story.py with summons.py and happenings.py (what each clause makes happen),
questions.py (the ask), written.py (the scenario, with its defaults)."""

from __future__ import annotations

from dataclasses import dataclass

from edison_kg.errors import BadInput, BadScenario
from edison_kg.timing.words.clauses import Act, is_question, split_clauses
from edison_kg.timing.words.reader import read_clause
from edison_kg.timing.words.describe import describe_steps
from edison_kg.timing.words.duel import Duel, Note
from edison_kg.timing.words.lexicon import Reading, lexicon
from edison_kg.timing.words.names import name_index, read_items
from edison_kg.timing.words.questions import read_question, want_question
from edison_kg.timing.words.story import Story
from edison_kg.timing.words.tokens import MAX_TEXT, Item, tokenize
from edison_kg.timing.words.written import write_scenario

__all__ = ["read_situation", "SituationReading", "Note"]

FIRST_PERSON = ("i", "me", "my", "mine", "myself", "we", "us", "our", "you", "your", "yours", "yourself", "im",
                "ive", "id")
PLAYER_PRONOUNS = ("they", "them", "their", "theirs", "themselves", "he", "him", "his", "she", "her", "hers")
NOTE_ORDER = ("player", "turn", "card", "step", "default", "question", "not-read")


@dataclass
class SituationReading:
    """A situation read: the scenario for ``edison_kg.timing.ask`` and the notes on how."""

    text: str
    scenario: dict
    notes: list[Note]

    def to_dict(self) -> dict:
        return {"scenario": self.scenario, "notes": [note.to_dict() for note in self.notes]}

    def to_text(self) -> str:
        lines = ["Read as:"]
        lines += [f"  {line}" for line in describe_steps(self.scenario)]
        notes = sorted(self.notes, key=lambda n: NOTE_ORDER.index(n.kind) if n.kind in NOTE_ORDER else 99)
        if notes:
            lines.append("Notes:")
            lines += [f"  - {note.text}" for note in notes]
        return "\n".join(lines) + "\n"


def read_situation(text: str, *, endpoint: str | None = None, backend=None) -> SituationReading:
    """Read a situation told in words into a scenario of the ask contract, with notes.

    ``endpoint``: a remote SPARQL endpoint for the card names (default: $EDISON_KG_ENDPOINT,
    else the embedded graph); ``backend``: a backend already open (the engine's)."""
    if not isinstance(text, str) or not text.strip():
        raise BadInput("the situation is empty: tell what happened and ask a question")
    if len(text) > MAX_TEXT:
        raise BadInput(f"the situation is {len(text):,} characters long; at most {MAX_TEXT:,} are read")
    if backend is None:
        from edison_kg.sparql import get_backend

        backend = get_backend(endpoint)
    game = "one-piece" if "one piece" in " ".join(text.lower().split()) else "yugioh-edison"
    items = _players_named(read_items(tokenize(text), name_index(backend), lexicon(), backend))
    duel = Duel(backend, game=game)
    story = Story(duel)
    questions: list[tuple[Act, list[Item]]] = []
    wanted: list[tuple[Act, list[Item]]] = []
    previous: Act | None = None
    for clause in split_clauses(items):
        act = read_clause(clause)
        if previous is not None and _relative(act, clause) and _last_object(previous):
            act.subject = [_last_object(previous)]
        elif previous is not None and _continues(act, clause):
            act.player, act.subject = previous.player, list(previous.subject)
            act.passive = act.passive or (previous.passive and not act.objects)   # "is flipped and destroyed"
        if is_question(clause):
            questions.append((act, clause))
            continue
        if want_question(act):
            wanted.append((act, clause))
        try:
            story.tell(act)
        except (KeyError, IndexError, TypeError, ValueError, AttributeError) as error:
            # a clause the grammar took apart in a way the story cannot use: said, never guessed
            raise BadInput(f"could not read {_shown(act.words)} ({type(error).__name__}); tell it differently "
                           "(docs/words.md)") from None
        if act.player:
            duel.last_subject = act.player
        previous = act
    if not duel.cards and not duel.steps and not any(i.kind == "card" for i in items):
        raise BadInput(f"nothing in {_shown(text)} could be read as a situation: name the cards and say what "
                       "happened, then ask (docs/words.md)")
    asked = questions or wanted
    if not asked:
        raise BadInput(f"no question in {_shown(text)}: ask one, such as \"Can I chain Bottomless Trap Hole?\" or "
                       "\"What is the chain order?\"")
    act, clause = asked[-1]
    act = _asked_back(act, asked, previous, story)
    for other, _ in asked:
        if other is not act and other is not asked[-1][0]:
            duel.note("not-read", other.words, f"only the last question is asked; not asked: {other.words!r}")
    story.roles(act)
    if act.turn:
        duel.turn_is(act.turn, 3, f"'{act.words}' says whose turn it is")
    if act.phase:
        story.enter_phase(act.phase[0], act.phase[1], act.words)
    story.drain()
    ask = read_question(act, clause, story, game)
    scenario = write_scenario(duel, ask)
    _check(scenario)
    return SituationReading(text, scenario, list(duel.notes))


def _asked_back(act: Act, asked: list, previous: Act | None, story: Story) -> Act:
    """"I respond with Trap Hole. Can I?": a question that names nothing asks about what the
    clause before it said (a question before it, else the activation just told, undone)."""
    if act.card_verb is not None or act.objects or act.subject or act.verb not in (None, "be") or act.slots \
            or any(i.kind == "word" and i.has("wh") for i in asked[-1][1]):
        return act
    if len(asked) > 1 and (asked[-2][0].card_verb is not None or asked[-2][0].objects):
        earlier = asked[-2][0]
        earlier.player = earlier.player or act.player
        return earlier
    duel = story.duel
    if previous is not None and duel.steps and "activate" in duel.steps[-1] and duel.chain \
            and duel.chain[-1] == duel.steps[-1]["activate"]:
        ref = duel.chain.pop()
        duel.steps.pop()
        duel.note("question", previous.words, f"{previous.words!r} is read as what is asked, not as done")
        asked_act = Act(words=previous.words, verb="activate", player=previous.player or act.player)
        asked_act.objects = [p for p in previous.phrases() if p.used and story.ref(p) == ref][:1]
        return asked_act
    return act


def _continues(act: Act, clause: list[Item]) -> bool:
    """"..., and destroys it": a clause with a verb but no subject goes on with the subject
    of the clause before it."""
    starts = clause[0] if clause else None
    return (act.verb is not None and act.card_verb is None and not act.subject and act.player is None
            and not act.passive and act.verb not in ("resolve",) and starts is not None
            and starts.kind == "word" and (starts.has("conj") or starts.has("verb")))


def _relative(act: Act, clause: list[Item]) -> bool:
    """"..., which resolves": the clause is about the last card of the clause before."""
    return bool(clause) and clause[0].kind == "word" and clause[0].text.lower() in ("which", "that", "who") \
        and not act.subject and act.player is None


def _last_object(act: Act):
    phrases = [p for p in act.objects + [p for v in act.slots.values() for p in v]
               if p.item.kind in ("card", "unknown", "quote")]
    for role, sub in act.subacts:
        phrases += [p for p in sub.objects if p.item.kind in ("card", "unknown", "quote")]
    return phrases[-1] if phrases else (act.card_verb if act.card_verb else None)


def _players_named(items: list[Item]) -> list[Item]:
    """"they" / "their" is the opponent of "I"; in a situation without "I", the player named
    last ("Player A Normal Summons Gemini Elf and activates their ...")."""
    for k, item in enumerate(items):       # "Can A chain ...", "B activates ...": a player named by letter
        nxt = items[k + 1] if k + 1 < len(items) else None
        if item.text in ("A", "B") and nxt is not None and nxt.kind == "word" and (nxt.has("verb") or nxt.has(
                "summon_verbs") or nxt.has("summon_methods")) and not nxt.has("states"):
            item.kind, item.readings = "word", (Reading("players", item.text),)
    if any(i.kind == "word" and i.has("players", "me") and i.text.lower() in FIRST_PERSON for i in items):
        return items
    named = None
    for item in items:
        if item.kind != "word" or not item.has("players"):
            continue
        side = item.value_of("players")
        if item.text.lower() in PLAYER_PRONOUNS and named is not None:
            item.readings = (Reading("players", named),)
        elif item.text.lower() not in PLAYER_PRONOUNS:
            named = side
    return items


def _check(scenario: dict) -> None:
    from edison_kg.timing.scenario import parse_scenario

    try:
        parse_scenario(scenario)
    except BadScenario as error:
        raise BadInput(f"the situation was read into a scenario the contract refuses ({error}); "
                       "tell it differently (docs/words.md)") from None


def _shown(text: str) -> str:
    text = " ".join(text.split())
    return repr(text if len(text) <= 60 else text[:57] + "...")
