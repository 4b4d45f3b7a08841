"""On real cards of the pool other than the drafted precedents' situations:
- "destroyed by battle with an opponent's attacking monster" is met only by the monster attacked
  (rules/attacking_destroyer.py, rule cond-destroyed-by-an-attacking-monster);
- an attacked face-down monster is flipped face-up before damage calculation, even when the
  scenario only tells of the battle's damage or destruction (steps.py)."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card

BY_THE_ATTACKER = "https://w3id.org/edison-kg/id/rule/cond-destroyed-by-an-attacking-monster"


def ask(cards, steps, question, turn_player="B"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": "battle", "cards": cards,
                       "steps": steps, "ask": question}).to_dict()


def destroyed(ref, by, player):
    return {"events": [[{"event": "destroyed", "card": ref, "player": player, "from": "monster_zone",
                         "to": "graveyard", "cause": "battle", "by": by}]]}


def alien_brain_cards():
    return {"brain": card("Alien Brain", "A", "spell_trap_zone", face_up=False),
            "gardna": card("Reptilianne Gardna", "A", position="attack"),
            "raider": card("Vorse Raider", "B", position="attack")}


def test_a_reptile_attacked_and_destroyed_lets_alien_brain_be_activated():
    steps = [{"events": [{"event": "attack_declared", "card": "raider", "player": "B", "target": "gardna"}]},
             destroyed("gardna", "raider", "A")]
    assert ask(alien_brain_cards(), steps, {"can_activate": "brain"})["answer"] == "yes"


def test_a_reptile_destroyed_while_attacking_does_not():
    steps = [{"events": [{"event": "attack_declared", "card": "gardna", "player": "A", "target": "raider"}]},
             destroyed("gardna", "raider", "A")]
    answer = ask(alien_brain_cards(), steps, {"can_activate": "brain"}, turn_player="A")
    assert answer["answer"] == "no" and BY_THE_ATTACKER in answer["rules"]


def test_this_card_destroyed_by_an_attacking_monster_needs_to_have_been_attacked():
    # Chthonian Soldier: "When this card is destroyed by battle with an attacking monster your
    # opponent controls and is sent to the Graveyard"
    cards = {"soldier": card("Chthonian Soldier", "A", position="attack"),
             "raider": card("Vorse Raider", "B", position="attack")}
    attacked = [{"events": [{"event": "attack_declared", "card": "raider", "player": "B", "target": "soldier"}]},
                destroyed("soldier", "raider", "A")]
    attacking = [{"events": [{"event": "attack_declared", "card": "soldier", "player": "A", "target": "raider"}]},
                 destroyed("soldier", "raider", "A")]
    assert [e["card"] for e in ask(cards, attacked, {"triggers": True})["chain"]] == ["soldier"]
    assert ask(cards, attacking, {"triggers": True}, turn_player="A")["chain"] == []


def test_an_attacked_set_flip_monster_is_flipped_before_damage_calculation():
    cards = {"bug": card("Man-Eater Bug", "A", position="defense", face_up=False),
             "raider": card("Vorse Raider", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "raider", "player": "B", "target": "bug"}]},
             destroyed("bug", "raider", "A")]
    answer = ask(cards, steps, {"triggers": True})
    assert [e["card"] for e in answer["chain"]] == ["bug"]
    assert any("flipped face-up before damage calculation" in sentence for sentence in answer["assumed"])


def test_a_set_monster_the_scenario_flips_itself_is_not_flipped_twice():
    cards = {"bug": card("Man-Eater Bug", "A", position="defense", face_up=False),
             "raider": card("Vorse Raider", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "raider", "player": "B", "target": "bug"}]},
             {"events": [[{"event": "flipped_face_up", "card": "bug", "player": "A", "cause": "battle",
                           "by": "raider"}]]},
             destroyed("bug", "raider", "A")]
    answer = ask(cards, steps, {"triggers": True})
    assert [e["card"] for e in answer["chain"]] == ["bug"]
    assert not any("flipped face-up before damage calculation" in sentence for sentence in answer["assumed"])

