"""The phrase tables of the reader (edison_kg/cardtext/tables/*.toml): every row reads the real
wordings it carries as what it says they mean."""

from __future__ import annotations

import pytest

from edison_kg.cardtext.clauses import action_of
from edison_kg.cardtext.clean import CardContext, without_slips
from edison_kg.cardtext.continuous import restrictions_of
from edison_kg.cardtext.events import event_pattern
from edison_kg.cardtext.tables import rows
from edison_kg.vocab.model import AnalyzedEffect


def _examples(table: str) -> list[tuple[dict, str]]:
    return [(row, text) for row in rows(table) for text in [row["example"], *row.get("examples", ())]]


def _id(pair) -> str:
    return pair[1][:60]


@pytest.mark.parametrize("row,text", _examples("actions"), ids=map(_id, _examples("actions")))
def test_every_action_row_reads_its_wordings(row, text):
    assert action_of(text) == row["action"]


@pytest.mark.parametrize("row,text", _examples("events"), ids=map(_id, _examples("events")))
def test_every_event_row_reads_its_wordings(row, text):
    pattern = event_pattern(text, CardContext("monster", ("Effect",), None))
    assert pattern is not None and set(row["events"]) <= set(pattern.types)


@pytest.mark.parametrize("row,text", _examples("restrictions"), ids=map(_id, _examples("restrictions")))
def test_every_restriction_row_reads_its_wordings(row, text):
    # a row said of the card the effect targets reads only an effect that targets
    found = restrictions_of(AnalyzedEffect(number=1, text=text, kind="continuous", targets=bool(row.get("needs_target"))))
    assert row["restriction"] in [r.kind for r in found]


def _phrases(section: str) -> list[tuple[dict, str]]:
    return [(row, text) for row in rows("restrictions", section) for text in [row["example"], *row.get("examples", ())]]


@pytest.mark.parametrize("row,text", _phrases("window"), ids=map(_id, _phrases("window")))
def test_every_restriction_window_reads_its_wordings(row, text):
    found = restrictions_of(AnalyzedEffect(number=1, text=text, kind="continuous"))
    assert found and found[0].window == row["window"]


@pytest.mark.parametrize("row,text", _phrases("state"), ids=map(_id, _phrases("state")))
def test_every_restriction_state_reads_its_wordings(row, text):
    found = restrictions_of(AnalyzedEffect(number=1, text=text, kind="continuous"))
    assert found and found[0].holds_while == row["state"]
    assert found[0].while_kind.empty == ("(?P<kind>" not in row["patterns"][0])


def test_a_name_lock_is_not_read_as_a_lock_on_every_spell():
    text = "Your opponent cannot activate Spell Cards with that name for the rest of this Duel."
    assert restrictions_of(AnalyzedEffect(number=1, text=text, kind="continuous")) == []


@pytest.mark.parametrize("row,text", _examples("slips"), ids=map(_id, _examples("slips")))
def test_every_slip_is_read_as_the_word_meant(row, text):
    read = without_slips(text)
    assert row["word"] in read and not row["regex"].search(read)


@pytest.mark.parametrize("row,text", _phrases("lasts"), ids=map(_id, _phrases("lasts")))
def test_every_restriction_duration_reads_its_wordings(row, text):
    found = restrictions_of(AnalyzedEffect(number=1, text=text, kind="continuous"))
    assert found and found[0].lasts == row["lasts"]
