"""Card names as people type them in a situation (edison_kg.timing.words.names): full names in
any case, the nicknames of resources/card_nicknames.toml (each a card of the graph), a
nickname used as a verb, parts of names and misspellings through the card search, and never
a guess between several cards."""

from __future__ import annotations

import pytest

from edison_kg import timing
from edison_kg.errors import BadInput, UnknownCard
from edison_kg.lookup import find_card, search_cards
from edison_kg.sparql import get_backend
from edison_kg.timing.words.lexicon import lexicon, nickname_cards
from edison_kg.names import words


def names_in(text: str) -> list[str]:
    return [card["name"] for card in timing.read_situation(text).scenario["cards"].values()]


def test_every_nickname_names_a_card_of_the_graph_by_its_exact_name():
    backend = get_backend()
    nicknames = nickname_cards()
    assert len(nicknames) >= 150
    for nickname, name in nicknames.items():
        find_card(name, backend)                    # in the graph (an unknown name raises)
        best = search_cards(name, limit=1, backend=backend)[0]
        assert (best.name, best.match) == (name, "exact"), nickname


def test_the_brief_s_nicknames_are_there():
    nicknames = {k.lower(): v for k, v in nickname_cards().items()}
    assert nicknames["bth"] == "Bottomless Trap Hole" and nicknames["tt"] == "Torrential Tribute"
    assert nicknames["mst"] == "Mystical Space Typhoon" and nicknames["rota"] == "Reinforcement of the Army"
    assert nicknames["ced"] == "Chaos Emperor Dragon - Envoy of the End"
    assert nicknames["coth"] == nicknames["call"] == "Call of the Haunted"
    assert nicknames["solemn"] == "Solemn Judgment" and nicknames["bottomless"] == "Bottomless Trap Hole"
    assert nicknames["torrential"] == "Torrential Tribute"


def test_no_nickname_is_a_word_of_the_grammar():
    """A nickname that is also a word of the grammar ("order", "return") would take the word's
    place in every sentence: the data file holds none."""
    lex = lexicon()
    clashes = [nick for nick in nickname_cards() if len(words(nick)) == 1 and lex.is_word(words(nick)[0])]
    assert clashes == []


@pytest.mark.parametrize("nickname", sorted(nickname_cards()))
def test_each_nickname_reads_as_its_card_in_a_sentence(nickname):
    name = nickname_cards()[nickname]
    assert names_in(f"My opponent controls {nickname}. What is the last thing to happen?") == [name]


@pytest.mark.parametrize("typed, name", [
    ("bottomless trap hole", "Bottomless Trap Hole"),              # any case
    ("MIRROR FORCE", "Mirror Force"),
    ("Chaos Emperor Dragon Envoy of the End", "Chaos Emperor Dragon - Envoy of the End"),   # no dash
    ("DD Warrior Lady", "D.D. Warrior Lady"),
    ("Bottomles Trap Hole", "Bottomless Trap Hole"),               # misspelt, next to a name of its own
    ("Mystik Tomato", "Mystic Tomato"),                            # misspelt
    ("Torrental Tribute", "Torrential Tribute"),
    ("Deck Devastation", "Deck Devastation Virus"),                # the start of the name
    ("Gravekeepers Spy", "Gravekeeper's Spy"),
])
def test_names_as_people_type_them(typed, name):
    assert names_in(f"My opponent controls {typed}. What is the last thing to happen?") == [name]


def test_how_a_name_was_read_is_noted():
    notes = [n.text for n in timing.read_situation(
        "Opp controls Mystik Tomato and BTH. What is the last thing to happen?").notes]
    assert "'Mystik Tomato' is read as Mystic Tomato (a misspelling of its name)" in notes
    assert "'BTH' is read as Bottomless Trap Hole (nickname)" in notes


def test_a_nickname_used_as_a_verb_is_the_card_activated():
    scenario = timing.read_situation("opp MSTs my set Call of the Haunted. Can I chain Call?").scenario
    assert scenario["steps"] == [{"activate": "mystical_space_typhoon", "targets": ["call_haunted"]}]
    assert scenario["cards"]["mystical_space_typhoon"]["controller"] == "B"
    asked = timing.read_situation("Opp Normal Summons Vorse Raider. can i bottomless it").scenario
    assert asked["ask"] == {"can_activate": "bottomless_trap_hole"}


def test_the_same_name_again_is_the_same_card_and_another_is_a_second_copy():
    scenario = timing.read_situation(
        "Opp activates MST targeting my set Call of the Haunted, I chain Call targeting Cyber Dragon in my GY. "
        "Can opp chain another MST?").scenario
    assert [c["name"] for c in scenario["cards"].values()].count("Call of the Haunted") == 1
    assert [c["name"] for c in scenario["cards"].values()].count("Mystical Space Typhoon") == 2


def test_plain_words_that_are_card_names_are_read_as_words():
    """"fine", "question", "reload" are cards too, but not in a judge's lower-case sentence."""
    assert names_in("ok fine, opp Normal Summons Vorse Raider. quick question: can I activate BTH?") == \
        ["Vorse Raider", "Bottomless Trap Hole"]


def test_a_part_of_a_name_that_fits_several_cards_is_not_guessed():
    with pytest.raises(UnknownCard) as caught:
        timing.read_situation("Opp activates Jar. Can I chain Dust Tornado?")
    message = str(caught.value)
    assert "'Jar' could be any of:" in message and "Jar of Greed" in message and "full name" in message


def test_a_card_name_that_matches_nothing_offers_the_closest_names():
    with pytest.raises(UnknownCard) as caught:
        timing.read_situation("Opp Normal Summons Xyzzy Dragonoid. Can I chain Bottomless Trap Hole?")
    assert str(caught.value).startswith("no card named 'Xyzzy Dragonoid' in the graph; closest: ")
    assert "\n" not in str(caught.value)


def test_a_lower_case_word_is_a_card_only_by_its_name_or_its_start():
    """"nothing" is a word of "Half or Nothing"; a judge's "opp chains nothing" is not that card."""
    scenario = timing.read_situation("I Normal Summon Witch of the Black Forest; opp chains nothing. "
                                     "What is the last thing to happen?").scenario
    assert [c["name"] for c in scenario["cards"].values()] == ["Witch of the Black Forest"]


def test_a_possessive_name_is_the_card():
    scenario = timing.read_situation("Mystic Tomato is Tributed to pay for Cannon Soldier's effect. "
                                     "Does Mystic Tomato's effect activate?").scenario
    assert set(scenario["cards"]) == {"mystic_tomato", "cannon_soldier"}


def test_quoted_names_are_read_whole():
    assert names_in('I activate "Monster Reborn" targeting "Jinzo" in my GY. Can opp chain Solemn Judgment?') == \
        ["Monster Reborn", "Jinzo", "Solemn Judgment"]


def test_an_unknown_word_where_no_card_is_needed_is_an_error_naming_it():
    with pytest.raises(BadInput) as caught:
        timing.read_situation("Opp Normal Summons Vorse Raider, laughing. Can I activate Bottomless Trap Hole?")
    assert "'laughing'" in str(caught.value)
