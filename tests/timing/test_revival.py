"""A monster whose Summon by its own procedure was negated is never properly Summoned, so no card
effect Special Summons it from the Graveyard (rule neg-summon-not-properly-summoned)."""

from __future__ import annotations

from edison_kg import timing


def _reborn(monster: str, method: str, reviver: str = "Monster Reborn") -> dict:
    # the Summon is negated in Main Phase 1; the reviving card is asked about right after
    cards = {"mon": {"name": monster, "controller": "A", "zone": "hand" if method != "synchro" else "extra_deck"},
             "rev": {"name": reviver, "controller": "A", "zone": "hand"}}
    steps = [{"summon": "mon", "method": method, "negated": True}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": {"can_activate": "rev"}}).to_dict()


def test_a_special_summon_monster_negated_on_its_own_procedure_cannot_be_revived():
    answer = _reborn("Dark Armed Dragon", "special")
    assert answer["answer"] == "no"
    assert any(rule.endswith("/neg-summon-not-properly-summoned") for rule in answer["rules"])


def test_a_monster_whose_normal_summon_was_negated_can_be_revived():
    assert _reborn("Vorse Raider", "normal")["answer"] == "yes"


def test_another_monster_in_the_graveyard_is_still_a_target():
    cards = {"mon": {"name": "Dark Armed Dragon", "controller": "A", "zone": "hand"},
             "other": {"name": "Vorse Raider", "controller": "A", "zone": "graveyard"},
             "rev": {"name": "Monster Reborn", "controller": "A", "zone": "hand"}}
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                         "steps": [{"summon": "mon", "method": "special", "negated": True}],
                         "ask": {"can_activate": "rev"}}).to_dict()
    assert answer["answer"] == "yes"


def test_a_synchro_monster_whose_synchro_summon_was_negated_cannot_be_revived():
    assert _reborn("Goyo Guardian", "synchro")["answer"] == "no"
