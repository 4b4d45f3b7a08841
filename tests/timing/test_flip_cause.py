"""A Flip Effect whose own condition names what flipped it ("FLIP: When this card is flipped face-up by an
opponent's monster's attack, draw 1 card") needs that cause (rule cond-flip-effect-names-its-cause). Worm Hope is
the only card of the pool with such a condition."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext import analyze

RULE = "cond-flip-effect-names-its-cause"


def ask(flip_events, phase="battle", question=None):
    cards = {"cyber": {"name": "Cyber Dragon", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "worm": {"name": "Worm Hope", "controller": "B", "zone": "monster_zone", "position": "face_down"}}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": phase, "cards": cards,
                       "steps": [{"events": flip_events}], "ask": question or {"can_activate": "worm", "effect": 1}})


def test_flipped_by_the_opponents_attack():
    got = ask([{"event": "flipped_face_up", "card": "worm", "cause": "battle", "by": "cyber"}])
    assert got.answer == "yes"


def test_flipped_by_a_spell_is_not_the_attack():
    # Swords of Revealing Light: "... flip all monsters your opponent controls face-up"
    cards = {"swords": {"name": "Swords of Revealing Light", "controller": "A", "zone": "hand"},
             "worm": {"name": "Worm Hope", "controller": "B", "zone": "monster_zone", "position": "face_down"}}
    got = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                      "steps": [{"activate": "swords"}, {"resolve": 1, "events": [
                          {"event": "flipped_face_up", "card": "worm", "player": "B", "cause": "effect", "by": "swords"}]}],
                      "ask": {"triggers": True}}).to_dict()
    assert got["chain"] == [] and got["missed"] == []


def test_the_attack_sets_it_off_as_a_trigger_citing_the_rule():
    got = ask([{"event": "flipped_face_up", "card": "worm", "cause": "battle", "by": "cyber"}], question={"triggers": True})
    assert [link["card"] for link in got.to_dict()["chain"]] == ["worm"]
    assert RULE in got.rules


def test_reading_names_the_cause_and_whose():
    effect = analyze("FLIP: When this card is flipped face-up by an opponent's monster's attack, draw 1 card.",
                     card_type="monster")[0]
    assert (effect.condition.cause, effect.condition.cause_player) == ("battle", "opponent")
    plain = analyze("FLIP: Destroy 1 monster on the field.", card_type="monster")[0]
    assert plain.condition.cause is None
