"""What the timing tests on the whole graph write again and again: a card of the graph in a
scenario (``card``), a question asked of the whole engine (``ask``), and the triggers after one
battle that destroyed the attacked monster, and the attacker too if ``both`` (``battle_triggers``)."""

from __future__ import annotations

from edison_kg import timing


def card(name, controller, zone="monster_zone", **state):
    """A card of the graph, by name."""
    return {"name": name, "controller": controller, "zone": zone, **state}


def ask(cards, question, steps=(), phase="main1", turn_player="A"):
    """The answer of the whole engine to ``question`` after ``steps``."""
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": list(steps), "ask": question})


def battle_triggers(attacker: str, attacked: str, both: bool):
    """A's ``attacker`` ("me") attacks B's ``attacked`` ("foe") and destroys it by battle, and is destroyed by
    it too if ``both``: the answer to the triggers question at that damage calculation."""
    destroyed = [{"event": "destroyed", "card": "foe", "from": "monster_zone", "to": "graveyard", "cause": "battle",
                  "by": "me"}]
    if both:
        destroyed.append({"event": "destroyed", "card": "me", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle", "by": "foe"})
    steps = [{"events": [{"event": "attack_declared", "card": "me", "player": "A", "target": "foe"}]},
             {"phase": "damage_step"}, {"events": [destroyed]}]
    return ask({"me": card(attacker, "A", position="attack"), "foe": card(attacked, "B", position="attack")},
               {"triggers": True}, steps, phase="battle")


def flip_battle(attacker: str, attacked: str, destroyed: bool, before=(), phase="battle") -> dict:
    """A's ``attacker`` ("me") attacks B's Set ``attacked`` ("foe"), flipping it face-up, and destroys it by battle if
    ``destroyed``, after the steps ``before``: the answer to the triggers question then, as a dict."""
    steps = list(before) + [{"events": [{"event": "attack_declared", "card": "me", "player": "A", "target": "foe"}]},
                            {"phase": "damage_step"},
                            {"events": [{"event": "flipped_face_up", "card": "foe", "cause": "battle", "by": "me"}]}]
    if destroyed:
        steps.append({"events": [{"event": "destroyed", "card": "foe", "from": "monster_zone", "to": "graveyard",
                                  "cause": "battle", "by": "me"}]})
    cards = {"me": card(attacker, "A", position="attack"), "foe": card(attacked, "B", position="face_down")}
    return ask(cards, {"triggers": True}, steps, phase=phase).to_dict()
