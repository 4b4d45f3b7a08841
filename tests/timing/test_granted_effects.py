"""Effects a monster has only through a continuous effect of its own, with its effects negated on
the field (rule ce-skill-drain-granted-effects)."""

from __future__ import annotations

from edison_kg import timing


def _scopen(drain: dict | None, position: str = "attack", effect: int = 1) -> dict:
    cards = {"scopen": {"name": "Morphtronic Scopen", "controller": "A", "zone": "monster_zone", "position": position},
             # Scopen's Attack Position effect Special Summons a Level 4 "Morphtronic" monster from the hand (
             # a Level 3 one, as Boarden, is not one it can Summon)
             "radion": {"name": "Morphtronic Radion", "controller": "A", "zone": "hand"}}
    if drain is not None:
        cards["drain"] = drain
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": [], "ask": {"can_activate": "scopen", "effect": effect}}).to_dict()


def test_a_position_bullet_is_activated_with_nothing_negating_it():
    assert _scopen(None)["answer"] == "yes"


def test_a_face_up_skill_drain_leaves_no_position_bullet_to_activate():
    answer = _scopen({"name": "Skill Drain", "controller": "A", "zone": "spell_trap_zone", "face_up": True})
    assert answer["answer"] == "no"
    assert any(rule.endswith("/ce-skill-drain-granted-effects") for rule in answer["rules"])


def test_a_set_skill_drain_negates_nothing():
    assert _scopen({"name": "Skill Drain", "controller": "B", "zone": "spell_trap_zone", "face_up": False})["answer"] == "yes"


def test_an_effect_the_monster_has_of_itself_is_still_activated_under_skill_drain():
    cards = {"force": {"name": "Exiled Force", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "raider": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "drain": {"name": "Skill Drain", "controller": "B", "zone": "spell_trap_zone", "face_up": True}}
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                         "steps": [], "ask": {"can_activate": "force"}}).to_dict()
    assert answer["answer"] == "yes"


def _cameran_destroyed(drain_zone: str) -> dict:
    cards = {"cameran": {"name": "Morphtronic Cameran", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "raider": {"name": "Vorse Raider", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "drain": {"name": "Skill Drain", "controller": "B", "zone": drain_zone, "face_up": True},
             "boarden": {"name": "Morphtronic Boarden", "controller": "B", "zone": "hand"}}
    if drain_zone == "hand":
        del cards["drain"]["face_up"]
    steps = [{"events": [{"event": "attack_declared", "card": "raider", "player": "A", "target": "cameran"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "cameran", "player": "B", "from": "monster_zone",
                          "to": "graveyard", "cause": "battle", "by": "raider"}]}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
                       "steps": steps, "ask": {"can_activate": "cameran", "effect": 1}}).to_dict()


def test_a_bullet_trigger_negated_when_its_monster_was_destroyed_does_not_activate_from_the_graveyard():
    assert _cameran_destroyed("spell_trap_zone")["answer"] == "no"


def test_a_bullet_trigger_with_skill_drain_not_on_the_field_activates():
    assert _cameran_destroyed("hand")["answer"] == "yes"


def test_a_bullet_with_its_usage_limit_first_is_gone_under_skill_drain():
    # Morphtronic Remoten: "● Once per turn, while in Attack Position: You can target 1 "Morphtronic" monster in your
    # Graveyard; ..." is a grant of its own card as the plain bullets are
    cards = {"remoten": {"name": "Morphtronic Remoten", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "boarden": {"name": "Morphtronic Boarden", "controller": "A", "zone": "graveyard"}}
    question = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
                "ask": {"can_activate": "remoten", "effect": 1}}
    assert timing.ask(question).answer == "yes"
    cards["drain"] = {"name": "Skill Drain", "controller": "B", "zone": "spell_trap_zone", "face_up": True}
    answer = timing.ask(question)
    assert answer.answer == "no" and "ce-skill-drain-granted-effects" in answer.rules
