"""Round 113, on real cards of the pool, met and unmet: the branch a resolution took after "then" (Acid Trap Hole's
"or return it face-down"), the card a negation destroys ("destroy the monster that activated that effect", Pulling
the Rug), and Meltiel, Sage of the Sky's deed right after a Counter Trap resolves."""

from __future__ import annotations

from edison_kg.cardtext.reader import analyze
from scenario_cards import ask, card

BY_STAT = "res-branch-by-stat"
AFTER_RESOLUTION = "ce-deed-right-after-the-resolution"


def _events(got) -> list:
    return [(e["event"], e.get("card")) for e in got.to_dict()["last_thing"]]


# ---------------------------------------------------------------- Acid Trap Hole: the branch after "then"

def _acid(target: str):
    cards = {"mon": card(target, "B", position="face_down"),
             "ath": card("Acid Trap Hole", "A", "spell_trap_zone", face_up=False)}
    return ask(cards, {"last_thing": True}, [{"activate": "ath", "targets": ["mon"]}, {"resolve": 1}])


def test_the_reader_reads_return_it_face_down_as_turning_it_face_down():
    text = ("Target 1 face-down Defense Position monster on the field; flip it face-up, then destroy it if its DEF is "
            "2000 or less, or return it face-down if its DEF is more than 2000.")
    clauses = analyze(text, card_type="trap", subtypes=("Normal",), name="Acid Trap Hole")[0].clauses
    assert [(c.event, c.subject) for c in clauses] == [("position_changed", "it"), ("destroyed", "it"),
                                                       ("flipped_face_down", "it")]


def test_a_monster_of_more_than_2000_def_is_returned_face_down_the_last_thing():
    for name in ("Big Shield Gardna", "Millennium Shield"):
        got = _acid(name)
        assert _events(got) == [("flipped_face_down", "mon")]       # after "then": the flip before is not last
        assert BY_STAT in got.rules


def test_a_monster_of_2000_or_less_def_is_destroyed_and_not_returned_face_down():
    got = _acid("Morphing Jar")
    assert _events(got) == [("destroyed", "mon")]


# ---------------------------------------------------------------- Pulling the Rug: the monster it destroys

def _rug(counter: str):
    cards = {"br": card("Breaker the Magical Warrior", "A", "hand"),
             "neg": card(counter, "B", "spell_trap_zone", face_up=False)}
    steps = [{"summon": "br", "method": "normal"}, {"activate": "br", "effect": 1}, {"activate": "neg"},
             {"resolve": 2}, {"resolve": 1}]
    return ask(cards, {"last_thing": True}, steps)


def test_the_reader_reads_the_monster_that_activated_that_effect_as_the_card_of_the_negated_activation():
    effect = analyze("Negate the activation, and if you do, destroy the monster that activated that effect.",
                     card_type="trap", subtypes=("Counter",), name="Pulling the Rug")[0]
    assert [(c.event, c.subject) for c in effect.clauses] == [("activation_negated", None), ("destroyed", "it")]


def test_pulling_the_rug_destroys_the_monster_whose_activation_it_negated():
    assert _events(_rug("Pulling the Rug"))[-1] == ("destroyed", "br")


def test_another_negation_of_the_family_destroys_that_monster_too():
    # "negate the activation, and if you do, destroy that monster" (Divine Wrath): the same card
    assert _events(_rug("Divine Wrath"))[-1] == ("destroyed", "br")


# ---------------------------------------------------------------- Meltiel: the deed right after a Counter Trap

def _meltiel(question: dict, **more):
    cards = {"mel": card("Meltiel, Sage of the Sky", "A", position="attack"),
             "swords": card("Swords of Revealing Light", "B", "hand"),
             "sol": card("Solemn Judgment", "A", "spell_trap_zone", face_up=False), **more}
    steps = [{"activate": "swords"},
             {"activate": "sol", "cost": [{"event": "lp_paid", "player": "A", "amount": 4000, "cause": "cost"}]},
             {"resolve": 2}, {"resolve": 1}]
    return ask(cards, question, steps, turn_player="B").to_dict()


def test_the_reader_gives_meltiels_gain_after_the_resolution():
    text = ("Each time a Counter Trap Card is activated, immediately after it resolves, gain 1000 LP, and if you do, "
            "if \"The Sanctuary in the Sky\" is on the field, destroy 1 card your opponent controls.")
    found = [(r.kind, r.amount, sorted(r.while_kind.card_names)) for e in analyze(text) for r in e.restrictions]
    assert found == [("lp-after-resolution", 1000, ["The Sanctuary in the Sky"])]


def test_meltiel_gains_1000_lp_right_after_the_counter_trap_without_a_chain():
    got = _meltiel({"last_thing": True})
    assert [(e["event"], e.get("player"), e.get("amount")) for e in got["last_thing"]] == [("lp_gained", "A", 1000)]
    assert any(r.endswith(AFTER_RESOLUTION) for r in got["rules"])
    triggers = _meltiel({"triggers": True})
    assert triggers["chain"] == [] and triggers["missed"] == []


def test_meltiel_destroys_a_card_only_while_the_sanctuary_in_the_sky_is_on_the_field():
    got = _meltiel({"last_thing": True}, sky=card("The Sanctuary in the Sky", "A", "field_zone", face_up=True))
    assert [e["event"] for e in got["last_thing"]] == ["lp_gained", "destroyed"]
    assert any("picks" in words for words in got["assumed"])


def test_a_face_down_meltiel_does_nothing():
    got = _meltiel({"last_thing": True}, mel=card("Meltiel, Sage of the Sky", "A", position="face_down"))
    assert not any(e["event"] == "lp_gained" for e in got["last_thing"])
