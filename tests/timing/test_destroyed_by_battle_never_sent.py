""""When this card is destroyed by battle and sent to the Graveyard": a monster destroyed by battle and banished by an
effect after damage calculation, before the end of the Damage Step, was never sent to the Graveyard (rule
bt-destroyed-by-battle-never-sent); pool cards, as `edison-kg ask` answers."""

from __future__ import annotations

from edison_kg import timing


def answer(banished: bool):
    cards = {"lady": {"name": "D.D. Warrior Lady", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "rat": {"name": "Giant Rat", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    steps = [{"events": [{"event": "attack_declared", "card": "lady", "player": "A", "target": "rat"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "damage_inflicted", "player": "B", "cause": "battle", "by": "lady", "amount": 100},
                         {"event": "destroyed", "card": "rat", "player": "B", "from": "monster_zone",
                          "cause": "battle", "by": "lady"}]}]
    if banished:
        steps += [{"activate": "lady"},
                  {"resolve": 1, "events": [
                      {"event": "banished", "card": "rat", "player": "B", "from": "monster_zone", "to": "banished",
                       "cause": "effect", "by": "lady"},
                      {"event": "banished", "card": "lady", "player": "A", "from": "monster_zone", "to": "banished",
                       "cause": "effect", "by": "lady"}]}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
                       "steps": steps, "ask": {"can_activate": "rat"}}).to_dict()


def test_banished_after_damage_calculation_it_was_never_sent():
    got = answer(banished=True)
    assert (got["answer"], got["reason"]) == ("no", "condition-not-met")
    assert any(r.endswith("/bt-destroyed-by-battle-never-sent") for r in got["rules"])


def test_left_to_the_end_of_the_damage_step_it_is_sent():
    assert not any(r.endswith("/bt-destroyed-by-battle-never-sent") for r in answer(banished=False)["rules"])
