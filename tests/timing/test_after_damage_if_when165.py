"""Round 165: an effect timed after damage calculation worded "if" is activated and resolves in Substep 5, a chain
before the Flip Effects and the effects worded "when" of Substep 6 (rule bt-if-worded-after-damage-calculation,
edison_kg/timing/rules/damage_substeps.py, edison_kg/cardtext/damage_timing.py). Real pool cards."""

from __future__ import annotations

from scenario_cards import flip_battle

RULE = "https://w3id.org/edison-kg/id/rule/bt-if-worded-after-damage-calculation"


def _attack_set_monster(attacker: str, attacked: str, destroyed: bool, gemini: bool = False):
    if not gemini:
        return flip_battle(attacker, attacked, destroyed)
    return flip_battle(attacker, attacked, destroyed, before=[{"summon": "me", "method": "normal"}, {"phase": "battle"}],
                       phase="main1")


def _cards(chain):
    return [entry["card"] for entry in chain]


def test_an_if_worded_mandatory_effect_resolves_before_a_surviving_flip_monster_s_effect():
    # Rocket Warrior ("If this card attacks a monster, after damage calculation") attacks a Set Poison Mummy (1800 DEF)
    answer = _attack_set_monster("Rocket Warrior", "Poison Mummy", destroyed=False)
    assert _cards(answer["chain"]) == ["me"]
    assert [_cards(c) for c in answer["later_chains"]] == [["foe"]]
    assert RULE in answer["rules"]


def test_a_when_worded_effect_shares_the_flip_effect_s_chain():
    # D.D. Warrior ("After damage calculation, when this card battles a monster") attacks a Set Poison Mummy
    answer = _attack_set_monster("D.D. Warrior", "Poison Mummy", destroyed=False)
    assert sorted(_cards(answer["chain"])) == ["foe", "me"]
    assert answer["later_chains"] == []
    assert RULE not in answer["rules"]


def test_an_if_worded_optional_effect_resolves_before_the_flip_effect_of_a_destroyed_monster():
    # a Gemini Summoned Gemini Soldier destroys a Set Ryko, Lightsworn Hunter: its own effect first (Substep 5)
    answer = _attack_set_monster("Gemini Soldier", "Ryko, Lightsworn Hunter", destroyed=True, gemini=True)
    assert _cards(answer["chain"]) == ["me"]
    assert [_cards(c) for c in answer["later_chains"]] == [["foe"]]
