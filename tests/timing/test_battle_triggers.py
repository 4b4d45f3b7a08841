"""An attack read at damage calculation (rule bt-attack-read-at-damage-calculation),
and triggers that are not activated where their card cannot activate them (rule
trig-not-activated-where-it-cannot-be), on real cards."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card


def ask(cards, steps, question, turn_player="A", phase="battle"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": steps, "ask": question})


def attack_on_a_set_monster(attacker, target):
    return [{"events": [{"event": "attack_declared", "card": attacker, "player": "B", "target": target}]},
            {"phase": "damage_step"},
            {"events": [{"event": "flipped_face_up", "card": target, "cause": "battle", "by": attacker}]}]


def test_kuriboh_at_damage_calculation_of_an_attack_on_a_face_up_monster():
    # Kuriboh: "During damage calculation, if your opponent's monster attacks (Quick Effect): You can discard this card"
    cards = {"kb": card("Kuriboh", "A", "hand"), "tomato": card("Mystic Tomato", "A", position="attack"),
             "gb": card("Gene-Warped Warwolf", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "gb", "player": "B", "target": "tomato"}]},
             {"phase": "damage_step"}]
    answer = ask(cards, steps, {"can_activate": "kb"}, turn_player="B")
    assert answer.answer == "yes" and "bt-attack-read-at-damage-calculation" in answer.rules


def test_an_attack_that_flipped_the_set_monster_is_still_read_but_deals_it_no_damage():
    """The flip does not end the attack read at damage calculation; a Set monster is in Defense
    Position, so its player takes no battle damage and Kuriboh has nothing to make 0 (rule
    bt-no-battle-damage-to-prevent decides, not the attack)."""
    cards = {"kb": card("Kuriboh", "A", "hand"), "set": card("Mystic Tomato", "A", position="face_down"),
             "gb": card("Gene-Warped Warwolf", "B", position="attack")}
    answer = ask(cards, attack_on_a_set_monster("gb", "set"), {"can_activate": "kb"}, turn_player="B")
    assert answer.answer == "no" and "bt-no-battle-damage-to-prevent" in answer.rules


def test_the_attack_is_read_only_in_the_damage_step_of_that_battle():
    cards = {"kb": card("Kuriboh", "A", "hand"), "set": card("Mystic Tomato", "A", position="face_down"),
             "gb": card("Gene-Warped Warwolf", "B", position="attack")}
    steps = attack_on_a_set_monster("gb", "set")[:1]        # still the Battle Step: no damage calculation yet
    answer = ask(cards, steps, {"can_activate": "kb"}, turn_player="B")
    assert "bt-attack-read-at-damage-calculation" not in answer.rules


def test_a_monster_that_must_send_what_it_destroyed_is_not_activated_when_it_was_destroyed_too():
    # Thought Ruler Archfiend: "When this card destroys a monster by battle and sends it to the Graveyard: Gain LP ..."
    cards = {"tr": card("Thought Ruler Archfiend", "A", position="attack"),
             "other": card("Thought Ruler Archfiend", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "tr", "player": "A", "target": "other"}]},
             {"events": [{"event": "destroyed", "card": "tr", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle", "by": "other"},
                         {"event": "destroyed", "card": "other", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle", "by": "tr"}]}]
    answer = ask(cards, steps, {"triggers": True})
    assert answer.chain == [] and "trig-not-activated-where-it-cannot-be" in answer.rules


def test_a_mandatory_trigger_of_a_monster_destroyed_by_a_negating_monster_is_not_activated():
    # Giant Germ: "When this card is destroyed by battle and sent to the Graveyard: Inflict 500 damage ..."
    # Terrorking Archfiend: "The effects of an Effect Monster that this card destroyed as a result of battle are negated."
    cards = {"germ": card("Giant Germ", "A", position="attack"), "tk": card("Terrorking Archfiend", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "tk", "player": "B", "target": "germ"}]},
             {"events": [{"event": "destroyed", "card": "germ", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle", "by": "tk"}]}]
    answer = ask(cards, steps, {"triggers": True}, turn_player="B")
    assert answer.chain == [] and "bt-destroyed-monster-negated" in answer.rules
    cards["tk"] = card("Gene-Warped Warwolf", "B", position="attack")     # no negation: it is activated
    answer = ask(cards, [
        {"events": [{"event": "attack_declared", "card": "tk", "player": "B", "target": "germ"}]},
        {"events": [{"event": "destroyed", "card": "germ", "from": "monster_zone", "to": "graveyard",
                     "cause": "battle", "by": "tk"}]}], {"triggers": True}, turn_player="B")
    assert [e["card"] for e in answer.chain] == ["germ"]


def test_an_effect_that_must_be_in_the_graveyard_to_activate():
    # Volcanic Shell: "... This card must be in the GY to activate and to resolve this effect."
    assert ask({"vs": card("Volcanic Shell", "A", "graveyard")}, [], {"can_activate": "vs"}, phase="main1").answer == "yes"
    answer = ask({"vs": card("Volcanic Shell", "A", "hand")}, [], {"can_activate": "vs"}, phase="main1")
    assert answer.answer == "no" and "state-card-must-be-in-place" in answer.rules


def test_a_counter_removed_at_the_end_of_the_damage_step_of_its_battle():
    # B.E.S. Tetran: "If this card attacks or is attacked, remove 1 counter from this card at the end of the Damage Step."
    cards = {"bes": card("B.E.S. Tetran", "A", position="attack"), "m": card("Mystic Tomato", "B", position="defense")}
    steps = [{"events": [{"event": "attack_declared", "card": "bes", "player": "A", "target": "m"}]},
             {"events": [{"event": "destroyed", "card": "m", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle", "by": "bes"}]}]
    answer = ask(cards, steps, {"triggers": True})
    assert {"card": "bes", "link": 1} in [{k: e[k] for k in ("card", "link")} for e in answer.chain]
    answer = ask(cards, steps[:1], {"triggers": True})     # no battle yet: nothing at the end of a Damage Step
    assert all(e["card"] != "bes" for e in answer.chain)


def battle_damage(attacker, target):
    attack = {"event": "attack_declared", "card": attacker, "player": "A"}
    if target:
        attack["target"] = target
    return [{"events": [attack]},
            {"events": [{"event": "damage_inflicted", "player": "B", "cause": "battle", "by": attacker}]}]


def test_battle_damage_by_a_direct_attack_needs_an_attack_without_a_target():
    # Spirit Reaper: "If this card inflicts battle damage to your opponent by a direct attack: Discard 1 random card"
    cards = {"sr": card("Spirit Reaper", "A", position="attack"), "m": card("Mystic Tomato", "B", position="attack")}
    assert [e["card"] for e in ask(cards, battle_damage("sr", None), {"triggers": True}).chain] == ["sr"]
    assert ask(cards, battle_damage("sr", "m"), {"triggers": True}).chain == []
