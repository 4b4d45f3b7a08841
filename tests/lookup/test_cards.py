"""Cards by name on the real graph: finding a card however it is typed, the readable card
sheet (Drill Warrior, Sangan, Bottomless Trap Hole), and the graph's counts."""

from __future__ import annotations

import pytest

from edison_kg.lookup import describe_card, stats
from edison_kg.lookup.cards import find_card
from edison_kg.sparql import LocalBackend
from edison_kg.errors import UnknownCard
from edison_kg.vocab.ns import ID_IRI

SANGAN = ID_IRI + "card/26202165"
DRILL_WARRIOR = ID_IRI + "card/03429238"


@pytest.fixture(scope="module")
def graph():
    return LocalBackend()


@pytest.mark.parametrize("typed", [
    "Drill Warrior", "drill warrior", "DRILL-WARRIOR", "  drill   warrior ", "Drill Warrior!", "03429238", "3429238",
    DRILL_WARRIOR, f"<{DRILL_WARRIOR}>",
])
def test_find_card_ignores_case_punctuation_and_spacing(graph, typed):
    assert find_card(typed, graph) == DRILL_WARRIOR


def test_find_card_ignores_accents(graph):
    barbaros = find_card("Beast Machine King Barbaros Ür", graph)
    assert find_card("beast machine king barbaros ur", graph) == barbaros
    assert find_card("Cu Chulainn the Awakened", graph) == find_card("Cú Chulainn the Awakened", graph)


def test_two_cards_folding_alike_prefer_the_exact_spelling(graph):
    # Rai-Mei and Raimei are two cards whose names fold to the same letters
    assert find_card("Rai-Mei", graph) != find_card("Raimei", graph)


def test_unknown_card_suggests_the_closest_names(graph):
    with pytest.raises(UnknownCard) as info:
        find_card("Dril Warior", graph)
    message = str(info.value)
    assert message.startswith("no card named 'Dril Warior' in the graph; closest: Drill Warrior")
    assert info.value.exit_code == 2
    with pytest.raises(UnknownCard, match="closest: .*Sangan"):
        find_card("sangn", graph)


def test_card_sheet_of_drill_warrior(graph):
    view = describe_card("drill warrior", backend=graph)
    assert (view.name, view.passcode, view.card_type) == ("Drill Warrior", "03429238", "Monster")
    assert view.subtypes == ["Effect", "Synchro"]
    assert (view.attribute, view.monster_type, view.level, view.atk, view.defense) == ("EARTH", "Warrior", 6, 2400, 2000)
    assert (view.list_status, view.in_edison_pool, view.release_date) == ("unlimited", True, "2010-02-11")
    assert "Standby Phase" in view.texts["psct"] and "Standby Phase" in view.texts["printed"]
    third = view.effects[2]
    assert (third.number, third.kind, third.optional, third.timing_word) == (3, "trigger", False, "during")
    assert [(c.action, c.conjunction) for c in third.clauses] == [("special_summon", None), ("add_to_hand", "then")]
    assert third.can_miss_timing is False
    precedents = {p.iri.rsplit("/", 1)[-1]: p for p in view.precedents}
    assert "mtt-optional-when" in precedents["drill-warrior-then-bottomless-trap-hole"].rules

    text = view.to_text()
    assert text.startswith("Drill Warrior  [03429238]\nMonster — Effect / Synchro · EARTH · Warrior · Level 6 · ATK 2400 / DEF 2000\n")
    assert "Edison list: unlimited · in the Edison pool\n" in text
    assert "First dated TCG print: 2010-02-11, on or before the Edison cutoff (2010-04-25).\n" in text
    assert "Archetypes: Warrior\n" in text   # a set code without a constant: the name alone
    assert 'Clauses: [1] special_summon: Special Summon this banished card "then" [2] add_to_hand' in text
    assert "Drill Warrior's \"then\" and Bottomless Trap Hole: verdict no (sequential-conjunction)" in text
    assert "Yugipedia: https://yugipedia.com/wiki/Drill_Warrior" in text


def test_card_sheet_explains_a_release_after_the_cutoff(graph):
    """Valhalla, Hall of the Fallen is in the pool, though its first dated TCG print (2011)
    is after the cutoff: the sheet says why, and --json carries the flag and the sentence."""
    view = describe_card("Valhalla, Hall of the Fallen", backend=graph)
    assert (view.release_date, view.released_after_cutoff, view.in_edison_pool) == ("2011-06-09", True, True)
    assert view.release_note == ("First dated TCG print after the Edison cutoff: 2011-06-09 (the cutoff is "
                                 "2010-04-25); its earlier prints carry no date, and the Edison card lists include it.")
    assert view.release_note in view.to_text() and view.to_dict()["released_after_cutoff"] is True


def test_card_sheet_names_archetypes_with_their_constants(graph):
    view = describe_card("Lumina, Lightsworn Summoner", backend=graph)
    assert (view.archetypes, view.archetype_constants) == (["Lightsworn"], ["SET_LIGHTSWORN"])
    assert "Archetypes: Lightsworn (SET_LIGHTSWORN)\n" in view.to_text()
    junk = describe_card("Junk Warrior", backend=graph).to_dict()
    assert (junk["archetypes"], junk["archetype_constants"]) == (["Junk", "Warrior"], ["SET_JUNK", None])


def test_card_sheet_groups_rulings_by_topic(graph):
    view = describe_card("Sangan", backend=graph)
    groups = view.rulings_by_topic()
    assert [r.iri for r in groups["missing-the-timing"]] == [ID_IRI + "ruling/sangan/4"]
    assert groups["missing-the-timing"][0].era == "konami"
    assert "Horn of Heaven" in {m for r in view.rulings for m in r.mentions}
    text = view.to_text()
    assert "  missing-the-timing (1):\n    - edisonformat.com #4 (konami): https://www.edisonformat.com/rulings" in text
    assert len(view.rulings) >= 8 and f"Ruling references ({len(view.rulings)}):" in text
    assert view.effects[0].can_miss_timing is False  # mandatory "if": never misses


def test_card_sheet_of_a_trap(graph):
    view = describe_card("Bottomless Trap Hole", backend=graph)
    assert view.card_type == "Trap" and view.level is None and view.atk is None
    activation = view.effects[0]
    assert (activation.kind, activation.optional, activation.timing_word, activation.can_miss_timing) == \
        ("card-activation", True, "when", True)
    assert {"normal_summon", "special_summon"} <= set(activation.events)
    assert "Can miss the timing: yes" in view.to_text()


def test_card_sheet_as_data(graph):
    data = describe_card("Sangan", backend=graph).to_dict()
    assert data["iri"] == SANGAN and data["list_status"] == "limited"
    assert data["effects"][0]["events"] == ["sent_to_gy"]
    assert all(set(r) >= {"iri", "era", "addresses", "topics"} for r in data["rulings"])


def test_unknown_card_sheet(graph):
    with pytest.raises(UnknownCard, match="closest"):
        describe_card("Sangaan", backend=graph)


def test_stats_counts_the_real_graph(graph):
    counts = stats(backend=graph)
    assert counts["edison_pool_cards"] == 3704
    assert counts["cards"] >= 3704
    assert counts["monsters"] + counts["spells"] + counts["traps"] == counts["cards"]
    kinds = {k: v for k, v in counts.items() if k.startswith("effects.")}
    assert sum(kinds.values()) == counts["effects"] and kinds["effects.trigger"] > 0
    assert counts["ruling_references"] > 17000
    assert counts["precedents"] >= 15
    assert counts["rules.one-piece"] > 0 and counts["rules.yugioh-edison"] > 0
    assert counts["rules"] == counts["rules.one-piece"] + counts["rules.yugioh-edison"]
    assert counts["triples"] == len(graph.store)
