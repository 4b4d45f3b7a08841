""""Activate during the turn a face-up "Fortune Lady" monster you control was destroyed" does not answer
a destruction by battle in the Damage Step (rule
bt-look-back-not-in-the-damage-step); pool cards, as `edison-kg ask` answers."""

from __future__ import annotations

from edison_kg import timing

CARDS = {"fortune": {"name": "Inherited Fortune", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
         "lady": {"name": "Fortune Lady Water", "controller": "A", "zone": "monster_zone", "position": "attack"},
         "warwolf": {"name": "Gene-Warped Warwolf", "controller": "B", "zone": "monster_zone", "position": "attack"}}
BATTLE = [{"events": [{"event": "attack_declared", "card": "warwolf", "player": "B", "target": "lady"}]},
          {"phase": "damage_step"},
          {"events": [{"event": "destroyed", "card": "lady", "player": "A", "from": "monster_zone", "to": "graveyard",
                       "cause": "battle", "by": "warwolf"}]}]


def ask(after):
    return timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "battle", "cards": CARDS,
                       "steps": BATTLE + after, "ask": {"can_activate": "fortune"}}).to_dict()


def test_not_in_the_damage_step():
    answer = ask([])
    assert (answer["answer"], answer["reason"]) == ("no", "damage-step")
    assert any(r.endswith("/bt-look-back-not-in-the-damage-step") for r in answer["rules"])


def test_outside_the_damage_step():
    # destroyed in the Main Phase: nothing keeps it from being activated
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "main1", "cards": CARDS,
                         "steps": [{"events": [{"event": "destroyed", "card": "lady", "player": "A", "from": "monster_zone",
                                                "to": "graveyard", "cause": "effect", "by": "warwolf"}]}],
                         "ask": {"can_activate": "fortune"}}).to_dict()
    assert answer["answer"] == "yes"
