"""Round 109: "If this card battles a monster, ... before damage calculation" is met as the Damage Step starts and
activated on the chain of its start, before the effects timed "Before damage calculation, if this card is attacked"
(rule bt-damage-step-substeps; Sasuke Samurai #4's ruling). Real pool cards, met and unmet."""

from __future__ import annotations

from edison_kg import timing


def _ask(attacker, target, position="attack", damage_step=True):
    cards = {"me": {"name": attacker, "controller": "A", "zone": "monster_zone", "position": "attack"},
             "it": {"name": target, "controller": "B", "zone": "monster_zone", "position": position}}
    steps = [{"events": [{"event": "attack_declared", "card": "me", "target": "it"}]}]
    steps += [{"phase": "damage_step"}] if damage_step else []
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards, "steps": steps,
                       "ask": {"triggers": True}}).to_dict()


def test_sasuke_comes_first_at_the_start_of_the_damage_step_reflect_bounder_later():
    got = _ask("Sasuke Samurai #4", "Reflect Bounder")
    assert [(link["card"], link["link"]) for link in got["chain"]] == [("me", 1)]
    assert [[link["card"] for link in chain] for chain in got["later_chains"]] == [["it"]]
    assert any(rule.endswith("bt-damage-step-substeps") for rule in got["rules"])


def test_sasuke_not_yet_at_the_attack_declaration():
    got = _ask("Sasuke Samurai #4", "Vorse Raider", damage_step=False)
    assert not any(link["card"] == "me" for link in got["chain"])


def test_thousand_arms_destroys_itself_only_against_a_non_light_monster():
    got = _ask("Ally of Justice Thousand Arms", "Vorse Raider")
    assert [link["card"] for link in got["chain"]] == ["me"]
    got = _ask("Ally of Justice Thousand Arms", "Shining Angel")
    assert not any(link["card"] == "me" for link in got["chain"])
