"""Work an answer need not do until it is read: its words (what happened, the last thing, the
cards by name) and the stored precedents that back it are worked out on first read and are the
same whenever read; what depends on a card's effects alone (does it hold a restriction) is known
once per card."""

from __future__ import annotations

import json
from pathlib import Path

from edison_kg import timing
from edison_kg.timing import default_engine

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"


def _ask(name: str):
    return timing.ask(json.loads((EXAMPLES / name).read_text()))


def test_the_words_are_told_when_first_read_and_are_the_same_then():
    answer = _ask("rota-call-cl2.json")
    assert "happened" not in vars(answer)            # not worked out by the answer itself
    assert "Call of the Haunted" in answer.names.values()     # one read tells all three
    assert {"names", "happened", "last_thing_words"} <= set(vars(answer))
    again = _ask("rota-call-cl2.json").to_dict()
    assert answer.to_dict() == again
    assert again["last_thing_words"] == again["happened"][-1]


def test_the_backing_precedents_are_looked_up_when_first_read_and_are_the_same_then():
    answer = _ask("rota-call-cl2.json")
    assert "precedents" not in vars(answer)          # a verdict alone does not wait for them
    statements = answer.precedent_statements          # one read looks up both
    assert {"precedents", "precedent_statements"} <= set(vars(answer))
    assert answer.precedents == [s["precedent"] for s in statements]
    assert answer.to_dict() == _ask("rota-call-cl2.json").to_dict()
    assert answer.precedents, "the seed example is backed by stored precedents"


def test_words_set_by_hand_before_they_are_read_are_kept():
    answer = _ask("dupe-frog-cost.json")
    answer.happened = ["told by hand"]
    assert answer.last_thing_words        # the others are told as the engine says
    assert answer.happened == ["told by hand"]


def test_an_unknown_attribute_is_still_an_attribute_error():
    answer = _ask("dupe-frog-cost.json")
    try:
        answer.no_such_thing
    except AttributeError:
        pass
    else:
        raise AssertionError("an unknown attribute was answered")


def test_whether_a_card_holds_a_restriction_is_known_once_per_card():
    engine = default_engine()
    jinzo = engine.card(engine.card_iri("Jinzo", "$"))             # "Trap Cards cannot be activated"
    elf = engine.card(engine.card_iri("Mystical Elf", "$"))         # a Normal Monster: restricts nothing
    assert jinzo.restricts is True and elf.restricts is False
    assert jinzo.restricts == any(e.restrictions for e in jinzo.effects)
