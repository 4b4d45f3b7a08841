"""Round 84: a trigger whose condition names the Summon its card is material for ("When this card is
sent to the Graveyard for a Synchro Summon") is met by that Summon, and shares its chain with the
Summoned monster's triggers (rule mtt-material-condition-met-by-its-summon); a Summon negated by the
chain built in answer to it never happened (rule neg-summon-answered-never-happened). Real pool cards
on the whole graph."""

from __future__ import annotations

from scenario_cards import ask, card

MET_BY_SUMMON = "mtt-material-condition-met-by-its-summon"
NEVER_HAPPENED = "neg-summon-answered-never-happened"


def _rules(answer) -> list[str]:
    return [r.rsplit("/", 1)[-1] for r in answer["rules"]]


def _synchro(tuner: str, other: str, after=()):
    cards = {"tuner": card(tuner, "A", position="attack"), "other": card(other, "A", position="attack"),
             "brd": card("Black Rose Dragon", "A", "extra_deck"), "opp": card("Cyber Dragon", "B", position="attack"),
             "bth": card("Bottomless Trap Hole", "B", "spell_trap_zone", face_up=False)}
    steps = [{"summon": "brd", "method": "synchro", "materials": ["tuner", "other"]}, *after]
    return ask(cards, {"triggers": True}, steps).to_dict()


def test_sent_for_a_synchro_summon_shares_the_chain_with_the_synchro_monster():
    answer = _synchro("Counselor Lily", "Gemini Elf")
    assert [(e["card"], e.get("group")) for e in answer["chain"]] == [("tuner", 1), ("brd", 1)]
    assert answer["missed"] == [] and MET_BY_SUMMON in _rules(answer)


def test_sent_from_the_field_as_material_still_misses_beside_it():
    answer = _synchro("Counselor Lily", "Dupe Frog")       # Dupe Frog names no Summon
    assert [e["card"] for e in answer["chain"]] == ["tuner", "brd"]
    assert answer["missed"] == [{"card": "other", "effect": 3, "reason": "summon-material"}] \
        or [(m["card"], m["reason"]) for m in answer["missed"]] == [("other", "summon-material")]


def test_an_if_one_of_the_family_is_met_with_the_summon_too():
    answer = _synchro("Arcane Apprentice", "Gemini Elf")
    assert [(e["card"], e.get("group")) for e in answer["chain"]] == [("tuner", 1), ("brd", 1)]


def test_something_after_the_summon_makes_it_miss():
    destroy = {"resolve": 1, "events": [{"event": "destroyed", "card": "brd", "to": "banished", "cause": "effect",
                                         "by": "bth"}]}
    answer = _synchro("Counselor Lily", "Gemini Elf", after=[{"activate": "bth", "targets": ["brd"]}, destroy])
    assert ("tuner", "not-last-thing") in [(m["card"], m["reason"]) for m in answer["missed"]]
    assert "tuner" not in [e["card"] for e in answer["chain"]]


def test_a_negated_synchro_summon_sends_no_material_for_it():
    cards = {"tuner": card("Counselor Lily", "A", position="attack"), "other": card("Gemini Elf", "A", position="attack"),
             "brd": card("Black Rose Dragon", "A", "extra_deck")}
    steps = [{"summon": "brd", "method": "synchro", "materials": ["tuner", "other"], "negated": True}]
    answer = ask(cards, {"triggers": True}, steps).to_dict()
    assert answer["chain"] == [] and "tuner" not in [m["card"] for m in answer["missed"]]


# ------------------------------------------------------------------ a Summon negated by its answer

def _judged(summoned: str, tributes: dict, negated: bool, stated: bool = True):
    cards = {"new": card(summoned, "A", "hand"), **tributes, "warrior": card("Command Knight", "A", "hand"),
             "axe": card("Axe of Despair", "A", "graveyard"),
             "sj": card("Solemn Judgment", "B", "spell_trap_zone", face_up=False)}
    steps = [{"summon": "new", "method": "tribute" if tributes else "normal", "materials": list(tributes)}]
    if negated:
        events = [{"event": "summon_negated", "card": "new", "by": "sj"},
                  {"event": "destroyed", "card": "new", "to": "graveyard", "cause": "effect", "by": "sj"}]
        steps += [{"activate": "sj", "cost": [{"event": "lp_paid", "player": "B", "amount": 4000, "cause": "cost"}]},
                  {"resolve": 1, **({"events": events} if stated else {})}]
    return ask(cards, {"triggers": True}, steps).to_dict()


_TRIBUTES = {"dandy": card("Dandylion", "A", position="defense"), "gaf": card("Goblin Attack Force", "A", position="attack")}


def test_a_tribute_summon_negated_by_solemn_judgment_never_happened():
    answer = _judged("Gilford the Legend", _TRIBUTES, negated=True)
    assert [e["card"] for e in answer["chain"]] == ["dandy"] and answer["missed"] == []
    assert NEVER_HAPPENED in _rules(answer)


def test_a_tribute_summon_not_negated_triggers():
    answer = _judged("Gilford the Legend", _TRIBUTES, negated=False)
    assert "new" in [e["card"] for e in answer["chain"]]
    assert NEVER_HAPPENED not in _rules(answer)


def test_a_normal_summon_negated_by_what_the_reader_read_of_the_card():
    assert [e["card"] for e in _judged("Marauding Captain", {}, negated=False)["chain"]] == ["new"]
    answer = _judged("Marauding Captain", {}, negated=True, stated=False)
    assert answer["chain"] == [] and answer["missed"] == []
    assert NEVER_HAPPENED in _rules(answer)


def test_a_tribute_for_a_summon_that_never_happened_is_no_tribute_for_it():
    tributes = {"zolga": card("Zolga", "A", position="attack"), "gaf": card("Goblin Attack Force", "A", position="attack")}
    assert "zolga" in [e["card"] for e in _judged("Gilford the Legend", tributes, negated=False)["chain"]]
    answer = _judged("Gilford the Legend", tributes, negated=True)
    assert "zolga" not in [e["card"] for e in answer["chain"]] and answer["missed"] == []
