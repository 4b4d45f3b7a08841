""""After damage calculation, if this card was attacked, and was face-down at the start of the Damage
Step": its face is read as the Damage Step started, so an attack on it face-up does not meet it (rule
bt-face-read-at-the-start-of-the-damage-step). Marshmallon is the only card of the pool with the wording."""

from __future__ import annotations

from edison_kg import timing


def chain(position):
    cards = {"marsh": {"name": "Marshmallon", "controller": "B", "zone": "monster_zone", "position": position},
             "wolf": {"name": "Gene-Warped Warwolf", "controller": "A", "zone": "monster_zone", "position": "attack"}}
    flipped = [{"events": [{"event": "flipped_face_up", "card": "marsh", "player": "B", "cause": "battle",
                            "by": "wolf"}]}] if position == "face_down" else []
    steps = [{"events": [{"event": "attack_declared", "card": "wolf", "player": "A", "target": "marsh"}]},
             {"phase": "damage_step"}, *flipped,
             {"events": [{"event": "damage_inflicted", "player": "B", "cause": "battle", "by": "wolf", "amount": 1500}]}]
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
                         "steps": steps, "ask": {"triggers": True}}).to_dict()
    return [link["card"] for link in answer["chain"]] + [c["card"] for later in answer.get("later_chains") or []
                                                         for c in later]


def test_attacked_face_down_it_inflicts_its_damage():
    assert chain("face_down") == ["marsh"]


def test_attacked_face_up_it_does_not():
    assert chain("attack") == []
