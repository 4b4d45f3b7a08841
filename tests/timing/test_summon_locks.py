"""What a Summon allows: a monster its player "can only control 1" of (rule summon-control-only-one), a Special
Summon that locks Normal Summons and Sets for the turn even when negated (rule
summon-special-summon-locks-normal-summon), and a "cannot Normal or Special Summon any Level 3 or 4 monsters the
turn you activate this card" lock that only Summons of those Levels break."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import ask, card


def _ask(cards: dict, steps: list, ref: str) -> dict:
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": {"can_activate": ref}}).to_dict()


def _rules(answer: dict) -> list[str]:
    return [rule.rsplit("/", 1)[-1] for rule in answer["rules"]]


def _second_grandmaster(on_field: dict) -> dict:
    cards = {"gm": {"name": "Grandmaster of the Six Samurai", "controller": "A", "zone": "graveyard"},
             "pb": {"name": "Call of the Haunted", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "other": {"name": "Grandmaster of the Six Samurai", **on_field}}
    return _ask(cards, [], "pb")


def test_a_second_copy_is_no_target_while_its_player_controls_one_face_up():
    answer = _second_grandmaster({"controller": "A", "zone": "monster_zone", "position": "attack"})
    assert answer["answer"] == "no" and "summon-control-only-one" in _rules(answer)


def test_a_copy_the_opponent_controls_does_not_stop_it():
    answer = _second_grandmaster({"controller": "B", "zone": "monster_zone", "position": "attack"})
    assert answer["answer"] == "yes"


def test_a_face_down_copy_does_not_stop_it():
    answer = _second_grandmaster({"controller": "A", "zone": "monster_zone", "position": "defense", "face_up": False})
    assert answer["answer"] == "yes"


def _mausoleum_after(steps: list) -> dict:
    cards = {"golem": {"name": "Lava Golem", "controller": "A", "zone": "hand"},
             "mausoleum": {"name": "Mausoleum of the Emperor", "controller": "A", "zone": "field_zone", "face_up": True},
             "skull": {"name": "Summoned Skull", "controller": "A", "zone": "hand"},
             "o1": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "o2": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    return _ask(cards, steps, "mausoleum")


def test_a_negated_special_summon_still_locks_normal_summons():
    answer = _mausoleum_after([{"summon": "golem", "method": "special", "negated": True}])
    assert answer["answer"] == "no"
    assert {"summon-special-summon-locks-normal-summon", "neg-summon-counts-for-summon-restrictions"} <= set(_rules(answer))


def test_a_special_summon_locks_normal_summons_for_the_turn():
    answer = _mausoleum_after([{"summon": "golem", "method": "special"}])
    assert answer["answer"] == "no" and "summon-special-summon-locks-normal-summon" in _rules(answer)


def test_without_that_special_summon_the_normal_summon_is_allowed():
    assert _mausoleum_after([])["answer"] == "yes"


def _worm_bait_after(summoned: str) -> dict:
    # the only card of the pool whose lock names Levels
    cards = {"insect": {"name": summoned, "controller": "A", "zone": "hand"},
             "bait": {"name": "Worm Bait", "controller": "A", "zone": "hand"}}
    return _ask(cards, [{"summon": "insect", "method": "normal"}], "bait")


def test_a_level_4_normal_summon_breaks_a_level_3_or_4_lock():
    answer = _worm_bait_after("Flying Kamakiri #1")          # Level 4 Insect
    assert answer["answer"] == "no" and "Level 3 or 4" in answer["explanation"]


def test_a_level_1_normal_summon_does_not():
    assert _worm_bait_after("Petit Moth")["answer"] == "yes"     # Level 1 Insect


def test_an_attribute_lock_of_a_monster_destroyed_by_that_battle_still_applies():
    # Koa'ki Meiru Drago: "Neither player can attempt to Special Summon LIGHTs and DARKs"; destroyed by battle, it applies
    # until the end of the Damage Step, so the DARK Tragoedia cannot answer that battle's damage
    # (rule bt-destroyed-monster-applies-until-sent)
    cards = {"drago": card("Koa'ki Meiru Drago", "A", position="attack"), "cd": card("Cyber Dragon", "B", position="attack"),
             "trag": card("Tragoedia", "A", "hand")}
    battle = [{"events": [[{"event": "damage_inflicted", "player": "A", "amount": 200, "cause": "battle"},
                           {"event": "destroyed", "card": "drago", "cause": "battle"}]]}]
    assert ask(cards, {"can_activate": "trag"}, steps=battle, phase="damage_step", turn_player="B").answer == "no"
    del cards["drago"]
    damage = [{"events": [{"event": "damage_inflicted", "player": "A", "amount": 200, "cause": "battle"}]}]
    assert ask(cards, {"can_activate": "trag"}, steps=damage, phase="damage_step", turn_player="B").answer == "yes"
