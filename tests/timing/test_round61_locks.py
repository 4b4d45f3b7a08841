"""Round 61: "You cannot Normal or Special Summon other monsters the turn you activate this card" locks Summons once
the card was activated (rule ce-activation-turn-restriction); an effect made only of a lower and a higher Life Points
branch cannot be activated with equal Life Points (rule cond-branches-none-met); a Continuous card's
"If it inflicts Battle Damage" is what the monster it selected does (rule tl-selected-monster-acts)."""

from __future__ import annotations

from edison_kg import timing


def _ask(cards: dict, steps: list, question: dict, **more) -> dict:
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": question, **more}).to_dict()


def _rules(answer: dict) -> list[str]:
    return [rule.rsplit("/", 1)[-1] for rule in answer["rules"]]


def _revive_after(steps: list) -> dict:
    cards = {"mk": {"name": "Machine King - 3000 B.C.", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "reborn": {"name": "Monster Reborn", "controller": "A", "zone": "hand"},
             "dd": {"name": "Dark Magician", "controller": "A", "zone": "graveyard"}}
    return _ask(cards, steps, {"can_activate": "reborn"})


def test_no_other_special_summon_the_turn_the_trap_monster_was_activated():
    answer = _revive_after([{"activate": "mk"}, {"resolve": 1}])
    assert answer["answer"] == "no" and "ce-activation-turn-restriction" in _rules(answer)


def test_summons_are_free_while_it_was_not_activated():
    assert _revive_after([])["answer"] == "yes"


def _berry(life_points: dict) -> dict:
    cards = {"berry": {"name": "Supremacy Berry", "controller": "A", "zone": "spell_trap_zone", "face_up": False}}
    return _ask(cards, [], {"can_activate": "berry"}, life_points=life_points)


def test_no_branch_holds_with_equal_life_points():
    answer = _berry({"A": 4000, "B": 4000})
    assert answer["answer"] == "no" and "cond-branches-none-met" in _rules(answer)


def test_either_branch_lets_it_be_activated():
    assert _berry({"A": 3000, "B": 4000})["answer"] == "yes"
    assert _berry({"A": 5000, "B": 4000})["answer"] == "yes"


def _bamboo_battle(attacker: str, sword_destroyed: bool = False) -> dict:
    cards = {"sdbs": {"name": "Soul Devouring Bamboo Sword", "controller": "A", "zone": "hand"},
             "sword": {"name": "Golden Bamboo Sword", "controller": "A", "zone": "spell_trap_zone", "face_up": True,
                       "equipped_to": "selected"},
             "selected": {"name": "Gemini Elf", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "other": {"name": "Luster Dragon", "controller": "A", "zone": "monster_zone", "position": "attack"}}
    gone = [{"events": [{"event": "destroyed", "card": "sword", "player": "A", "cause": "effect"}]}] if sword_destroyed else []
    steps = [{"activate": "sdbs", "targets": ["selected"]}, {"resolve": 1}, *gone, {"phase": "battle"},
             {"events": [{"event": "attack_declared", "card": attacker, "player": "A"}]}, {"phase": "damage_step"},
             {"events": [{"event": "damage_inflicted", "player": "B", "amount": 1900, "cause": "battle",
                          "card": attacker}]}]
    return _ask(cards, steps, {"triggers": True})


def test_the_selected_monster_inflicting_battle_damage_starts_a_chain():
    answer = _bamboo_battle("selected")
    assert [link["card"] for link in answer["chain"]] == ["sdbs"]


def test_another_monster_or_an_unequipped_one_does_not():
    assert not _bamboo_battle("other").get("chain")
    # no "Bamboo Sword" card is equipped to it any more (its ruling: the effect no longer activates)
    assert not _bamboo_battle("selected", sword_destroyed=True).get("chain")
