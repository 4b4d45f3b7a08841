"""Ask in words, around the reading: what it returns (JSON-ready, the same every time), the notes
on what was taken by default and what was not read, bad input as one plain line, the words
file against the contract, and `edison-kg ask --words` (docs/words.md)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from edison_kg import timing
from edison_kg.errors import BadInput, UnknownCard
from edison_kg.timing import scenario as contract
from edison_kg.timing.words.lexicon import WORDS_FILE, _load

EXAMPLE = "Opp Normal Summons Exiled Force, I activate Trap Hole. Can I chain BTH?"
SCENARIO_FILE = str(Path(__file__).resolve().parents[2] / "docs" / "examples" / "sangan-mandatory.json")


def edison_kg(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "edison_kg", *args], capture_output=True, text=True, timeout=120)


# ---------------------------------------------------------------- the result

def test_the_reading_is_json_ready_and_passes_the_contract():
    reading = timing.read_situation(EXAMPLE)
    data = json.loads(json.dumps(reading.to_dict()))
    assert set(data) == {"scenario", "notes"}
    assert data["scenario"] == reading.scenario
    assert all(set(note) == {"kind", "words", "text"} for note in data["notes"])
    timing.parse_scenario(reading.scenario)             # the contract's own check


def test_the_same_words_always_read_the_same():
    first, second = timing.read_situation(EXAMPLE), timing.read_situation(EXAMPLE)
    assert first.to_dict() == second.to_dict()
    code = ("import json; from edison_kg import timing; "
            f"print(json.dumps(timing.read_situation({EXAMPLE!r}).to_dict(), sort_keys=True))")
    fresh = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert json.loads(fresh.stdout) == json.loads(json.dumps(first.to_dict(), sort_keys=True))


def test_every_default_is_said_in_plain_words():
    notes = [note.text for note in timing.read_situation(EXAMPLE).notes]
    assert "my opponent is the turn player: only the turn player Normal Summons by game mechanics" in notes
    assert "Trap Hole is taken to be Set on the field since an earlier turn" in notes
    assert "Bottomless Trap Hole is taken to be Set on the field since an earlier turn" in notes
    assert "I am player A, my opponent is player B" in notes
    tomato = [note.text for note in timing.read_situation(
        "Mystic Tomato is Tributed to pay for Cannon Soldier's effect. Does Mystic Tomato's effect activate?").notes]
    assert "Cannon Soldier is taken to be face-up on the field" in tomato
    assert "player A is taken to be the turn player: the situation does not say whose turn it is" in tomato


def test_a_turn_player_without_evidence_is_a_default_and_with_it_is_read():
    assert timing.read_situation("It's my opponent's turn. Can I activate Dust Tornado?").scenario["turn_player"] == "B"
    attack = timing.read_situation("My Dark Blade attacks. Can opp activate Mirror Force?")
    assert attack.scenario["turn_player"] == "A"
    assert "I am the turn player: only the turn player declares an attack" in [n.text for n in attack.notes]


def test_what_is_not_read_is_shown_and_left_out():
    reading = timing.read_situation("Opp Normal Summons Vorse Raider and does not chain. "
                                    "Can I activate Bottomless Trap Hole?")
    assert reading.scenario["steps"] == [{"summon": "vorse_raider", "method": "normal"}]
    assert any(note.kind == "not-read" and "does not chain" in note.text for note in reading.notes)


def test_the_text_tells_the_reading_back_step_by_step():
    text = timing.read_situation(EXAMPLE).to_text()
    assert "1. B Normal Summons Exiled Force" in text and "2. A activates Trap Hole as Chain Link 1" in text
    assert "Question: can Bottomless Trap Hole be activated?" in text and "Notes:" in text


def test_one_piece_cards_bring_their_text_in_quotes():
    reading = timing.read_situation(
        'One Piece: my Alpha "[On K.O.] Draw 1 card." and opp\'s Beta "[On K.O.] Draw 1 card." are K.O.\'d '
        "at the same time. In what order do these resolve?")
    scenario = reading.scenario
    assert scenario["game"] == "one-piece" and scenario["ask"] == {"resolution_order": True}
    assert scenario["cards"]["alpha"] == {"name": "Alpha", "controller": "A", "text": "[On K.O.] Draw 1 card.",
                                          "zone": "character_area"}
    assert [card["controller"] for card in scenario["cards"].values()] == ["A", "B"]
    answer = timing.ask(scenario)
    assert [entry["card"] for entry in answer.order] == ["alpha", "beta"]     # the turn player's first (8-6-1)
    with pytest.raises(BadInput, match="brings its own text"):
        timing.read_situation("One Piece: my Alpha is K.O.'d. In what order do these resolve?")


# ---------------------------------------------------------------- bad input: one plain line

@pytest.mark.parametrize("text, error, start", [
    ("", BadInput, "the situation is empty"),
    ("   ", BadInput, "the situation is empty"),
    ("hello there, judge", BadInput, "nothing in 'hello there, judge' could be read"),
    ("Opp Normal Summons Vorse Raider.", BadInput, "no question in"),
    ("Opp Normal Summons Vorse Raider. Why?", BadInput, "the question 'Why' could not be read"),
    ("Opp Normal Summons Xyzzy Dragonoid. Can I chain BTH?", UnknownCard, "no card named 'Xyzzy Dragonoid'"),
    ("Opp activates Jar. Can I chain Dust Tornado?", UnknownCard, "'Jar' could be any of:"),
    ("Chaos resolves. Can I chain BTH?", UnknownCard, "'Chaos' could be any of:"),
    ("x" * 2001, BadInput, "the situation is 2,001 characters long"),
])
def test_bad_input_is_one_plain_line(text, error, start):
    with pytest.raises(error) as caught:
        timing.read_situation(text)
    assert str(caught.value).startswith(start)
    assert "\n" not in str(caught.value)


def test_a_missing_fact_with_no_sound_default_is_reported_not_guessed():
    """Which of two effects was activated: no default stands for it, so the reader says so."""
    with pytest.raises(BadInput) as caught:
        timing.read_situation("I activate Drill Warrior's effect. Can opp chain Solemn Judgment?")
    message = str(caught.value)
    assert message.startswith("Drill Warrior has 3 effects that can be activated and the situation does not say "
                              "which one: 1: ")
    assert "its second effect" in message


# ---------------------------------------------------------------- the words file and the contract

def test_every_value_of_the_words_file_is_one_the_contract_defines():
    data = _load(WORDS_FILE)
    assert set(data["zones"]) <= set(contract.ZONES)
    assert set(data["phases"]) <= set(contract.PHASES["yugioh-edison"])
    assert set(data["summon_methods"]) <= set(contract.SUMMON_METHODS)
    assert set(data["summon_verbs"]) <= set(contract.SUMMON_METHODS)
    assert set(data["positions"]) <= set(contract.POSITIONS)
    assert set(data["players"]) <= {"me", "opponent", "turn_player", "non_turn_player", *contract.PLAYERS}


# ---------------------------------------------------------------- edison-kg ask --words

def test_cli_prints_the_reading_then_the_answer():
    run = edison_kg("ask", "--words", EXAMPLE)
    assert run.returncode == 0, run.stderr
    answer = timing.ask(timing.read_situation(EXAMPLE).scenario)
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    first_line = answer.to_text().splitlines()[0]
    assert run.stdout.index("Read as:") < run.stdout.index(first_line)
    assert "'BTH' is read as Bottomless Trap Hole (nickname)" in run.stdout


def test_cli_json_is_the_answer_with_the_reading():
    run = edison_kg("ask", "--words", EXAMPLE, "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert (data["answer"], data["reason"]) == ("no", "condition-not-met")
    assert data["read"]["scenario"]["ask"] == {"can_activate": "bottomless_trap_hole"}
    assert any(note["kind"] == "card" for note in data["read"]["notes"])


@pytest.mark.parametrize("args, message", [
    (["ask", "--words", "hello there, judge"], "could be read as a situation"),
    (["ask", "--words", "Opp Normal Summons Xyzzy Dragonoid. Can I chain BTH?"], "no card named 'Xyzzy Dragonoid'"),
    (["ask", "--words", "Opp Normal Summons Vorse Raider."], "no question in"),
    (["ask", SCENARIO_FILE, "--words", EXAMPLE], "not both"),
])
def test_cli_bad_words_are_exit_2_and_one_line(args, message):
    run = edison_kg(*args)
    assert run.returncode == 2 and "Traceback" not in run.stderr
    assert len(run.stderr.strip().splitlines()) == 1 and message in run.stderr
    as_json = edison_kg(*args, "--json")
    assert as_json.returncode == 2 and as_json.stdout == ""
    assert message in json.loads(as_json.stderr)["error"]["message"]


def test_cli_ask_with_a_file_is_unchanged():
    run = edison_kg("ask", SCENARIO_FILE, "--json")
    assert run.returncode == 0 and "read" not in json.loads(run.stdout)
