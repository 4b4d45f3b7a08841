"""Round 165: "If this card attacks, <a deed on another card> at the end of the Battle Phase" is a trigger activated
at the end of that Battle Phase, if this card battled, not when the attack is declared (rule
bt-attack-deed-at-battle-phase-end-activated-then). Real cards of the pool."""

from __future__ import annotations

from edison_kg.cardtext.reader import analyze
from scenario_cards import ask, card

RULE = "bt-attack-deed-at-battle-phase-end-activated-then"


def _chain(got):
    return [c["card"] for c in got.to_dict()["chain"]]


def _stealthroid(steps):
    cards = {"stealth": card("Stealthroid", "A", position="attack"), "drill": card("Drillroid", "A", position="attack"),
             "foe": card("Vorse Raider", "B", position="defense"),
             "mirror": card("Mirror Force", "B", zone="spell_trap_zone", face_up=False)}
    return ask(cards, {"triggers": True}, steps, phase="battle")


ATTACK = {"events": [{"event": "attack_declared", "card": "stealth", "target": "foe"}]}


def test_the_attack_deed_is_read_at_the_end_of_the_battle_phase():
    stealth = analyze('If this card attacks, destroy 1 Spell or Trap Card at the end of the Battle Phase if you control '
                      'another "roid" monster.', card_type="monster", subtypes=("Effect",))[0]
    assert stealth.condition.types == ["phase_entered"] and stealth.condition.phases == ("battle",)
    assert stealth.condition.attack_role == "attacker" and stealth.condition_text == "If this card attacks"
    # a change of its own position so worded is applied, never activated: untouched
    orc = analyze("If this card attacks, it is changed to Defense Position at the end of the Battle Phase.",
                  card_type="monster", subtypes=("Effect",))[0]
    assert orc.kind == "continuous"


def test_stealthroid_that_battled_is_activated_when_the_battle_phase_ends():
    got = _stealthroid([ATTACK, {"phase": "damage_step"},
                        {"events": [{"event": "destroyed", "card": "foe", "from": "monster_zone", "to": "graveyard",
                                     "cause": "battle", "by": "stealth"}]}, {"phase": "end"}])
    assert _chain(got) == ["stealth"] and RULE in got.rules


def test_stealthroid_is_not_activated_when_it_declares_its_attack():
    got = _stealthroid([ATTACK])
    assert "stealth" not in _chain(got) and RULE not in got.rules


def test_stealthroid_that_did_not_attack_starts_nothing_at_the_end_of_the_battle_phase():
    got = _stealthroid([{"phase": "main2"}])
    assert "stealth" not in _chain(got) and RULE not in got.rules
