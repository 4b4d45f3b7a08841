"""Unseen sentences: the situations of the stored ruling precedents, written as prose for the
precedents and never for the reader, each with a question made from its own scenario. Every
one is read or refused in one line (never a traceback), and most read into a scenario that
gets the precedent's own verdict. The count is a floor that can only be raised."""

from __future__ import annotations

from functools import lru_cache

from edison_kg import timing
from edison_kg.errors import EdisonError
from edison_kg.lookup import list_precedents
from edison_kg.lookup.precedents import describe_precedent

AGREEING_AT_LEAST = 130     # of the Edison precedents whose cards are all in the graph


def question(scenario: dict) -> str:
    ask = scenario["ask"]
    if "can_activate" in ask:
        card = scenario["cards"][ask["can_activate"]]
        return f"Can {card['name']}{chr(39) + 's effect' if ask.get('effect') else ''} be activated?"
    return "What is the chain order?" if "triggers" in ask else "What is the last thing to happen?"


@lru_cache(maxsize=1)
def precedents() -> list:
    sheets = [describe_precedent(p.id) for p in list_precedents()]
    return [s for s in sheets if s.situation and s.scenario and s.expectation
            and s.scenario.get("game", "yugioh-edison") == "yugioh-edison"
            and not any("text" in card for card in s.scenario["cards"].values())]


def agrees(sheet, answer, names: dict) -> bool:
    """The precedent's verdict (answer and reason), and for `triggers` its chain by card name."""
    expected = sheet.expectation
    if any(answer.to_dict().get(key) != value for key, value in expected.items() if key in ("answer", "reason")):
        return False
    if "chain" in expected:
        theirs = {ref: card["name"] for ref, card in sheet.scenario["cards"].items()}
        return [theirs.get(link.get("card")) for link in expected["chain"]] == [names[link["card"]]
                                                                                 for link in answer.chain]
    return True


def test_the_precedents_situations_are_read_or_refused_in_one_line_and_mostly_agree():
    read = refused = agreeing = 0
    assert len(precedents()) >= 250
    for sheet in precedents():
        text = f"{sheet.situation} {question(sheet.scenario)}"
        try:
            reading = timing.read_situation(text)
            answer = timing.ask(reading.scenario)
        except EdisonError as error:
            assert "\n" not in str(error), sheet.id
            refused += 1
            continue
        read += 1
        agreeing += agrees(sheet, answer, {ref: card["name"] for ref, card in reading.scenario["cards"].items()})
    assert read + refused == len(precedents())
    assert agreeing >= AGREEING_AT_LEAST, f"{agreeing} of {len(precedents())} agree ({read} read, {refused} refused)"
