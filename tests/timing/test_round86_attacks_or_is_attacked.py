"""Triggers on an attack declaration (round 86): "When this card attacks or is attacked" (Neo-Spacian Twinkle
Moss, Neo-Spacian Glow Moss) is met by an attack declared on it as much as by its own, and shares the chain of
the attacker's own trigger by SEGOC. Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card

EITHER = "cond-attacks-or-is-attacked-either-side"


def _attack(attacker: str, attacked: str, attacked_name: str, **attacked_state):
    cards = {"gumo": card(attacker, "A", position="attack"),
             "moss": card(attacked_name, "B", **({"position": "attack"} | attacked_state))}
    got = ask(cards, {"triggers": True}, [{"events": [{"event": "attack_declared", "card": "gumo", "target": "moss"}]}],
              phase="battle")
    return [(e["card"], e["link"]) for e in got.to_dict()["chain"]], [r.rsplit("/", 1)[-1] for r in got.rules]


def test_twinkle_moss_attacked_by_jirai_gumo_joins_its_chain():
    chain, rules = _attack("Jirai Gumo", "moss", "Neo-Spacian Twinkle Moss")
    assert chain == [("gumo", 1), ("moss", 2)]
    assert EITHER in rules


def test_glow_moss_attacked_is_met_too():
    chain, rules = _attack("Jirai Gumo", "moss", "Neo-Spacian Glow Moss")
    assert chain == [("gumo", 1), ("moss", 2)]
    assert EITHER in rules


def test_glow_moss_attacked_face_down_activates_nothing():
    chain, rules = _attack("Jirai Gumo", "moss", "Neo-Spacian Glow Moss", position="defense", face_up=False)
    assert chain == [("gumo", 1)]
    assert EITHER not in rules


def test_an_attack_on_another_monster_does_not_meet_it():
    cards = {"gumo": card("Jirai Gumo", "A", position="attack"),
             "moss": card("Neo-Spacian Twinkle Moss", "B", position="attack"),
             "elf": card("Gemini Elf", "B", position="attack")}
    got = ask(cards, {"triggers": True}, [{"events": [{"event": "attack_declared", "card": "gumo", "target": "elf"}]}],
              phase="battle")
    assert [(e["card"], e["link"]) for e in got.to_dict()["chain"]] == [("gumo", 1)]


def test_twinkle_moss_attacking_is_met_as_before():
    cards = {"moss": card("Neo-Spacian Twinkle Moss", "A", position="attack"),
             "elf": card("Gemini Elf", "B", position="attack")}
    got = ask(cards, {"triggers": True}, [{"events": [{"event": "attack_declared", "card": "moss", "target": "elf"}]}],
              phase="battle")
    assert [(e["card"], e["link"]) for e in got.to_dict()["chain"]] == [("moss", 1)]


def test_atomic_firefly_attacked_is_not_met_by_the_declaration_alone():
    # "attacks or is attacked and it is destroyed as a result of battle": the destruction is its event
    cards = {"gumo": card("Jirai Gumo", "A", position="attack"), "ff": card("Atomic Firefly", "B", position="attack")}
    got = ask(cards, {"triggers": True}, [{"events": [{"event": "attack_declared", "card": "gumo", "target": "ff"}]}],
              phase="battle")
    assert [(e["card"], e["link"]) for e in got.to_dict()["chain"]] == [("gumo", 1)]
