"""An optional trigger whose event had a response window of its own is activated there or not at all: once the
duel went on past it, it neither waits for a later chain nor misses the timing (rule trig-optional-window-passed).
Real cards of the pool."""

from __future__ import annotations

from edison_kg import timing

RULE = "trig-optional-window-passed"
ATTACK = {"events": [{"event": "attack_declared", "card": "cyber", "target": "krebons"}]}


def ask(steps):
    # Krebons: "If this card is targeted for an attack: You can pay 800 LP; negate the attack."
    cards = {"cyber": {"name": "Cyber Dragon", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "krebons": {"name": "Krebons", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
                       "steps": steps, "ask": {"triggers": True}}).to_dict()


def test_krebons_answers_the_attack_declaration_in_its_window():
    got = ask([ATTACK])
    assert [link["card"] for link in got["chain"]] == ["krebons"]
    assert RULE not in [rule.rsplit("/", 1)[-1] for rule in got["rules"]]


def test_krebons_not_activated_once_the_battle_went_on():
    got = ask([ATTACK, {"events": [{"event": "destroyed", "card": "krebons", "cause": "battle", "by": "cyber"},
                                   {"event": "sent_to_gy", "card": "krebons", "from": "field", "to": "graveyard",
                                    "cause": "battle"}]}])
    assert got["chain"] == [] and got["missed"] == []
    assert RULE in [rule.rsplit("/", 1)[-1] for rule in got["rules"]]
