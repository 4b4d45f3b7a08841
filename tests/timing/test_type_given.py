"""A Type a face-up card's continuous effect gives all monsters in a place is the Type they have there, for costs,
conditions and counts (rule state-type-given-where-it-applies)."""

from __future__ import annotations

from edison_kg import timing

ZOMBIE_WORLD = {"name": "Zombie World", "controller": "B", "zone": "field_zone", "face_up": True}
DNA_SURGERY = {"name": "DNA Surgery", "controller": "B", "zone": "spell_trap_zone", "face_up": True}


def _magical_dimension(*others: dict) -> dict:
    cards = {"dimension": {"name": "Magical Dimension", "controller": "A", "zone": "hand"},
             "magician": {"name": "Dark Magician", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "girl": {"name": "Dark Magician Girl", "controller": "A", "zone": "hand"}}
    cards.update({f"other{i}": card for i, card in enumerate(others)})
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": [], "ask": {"can_activate": "dimension"}}).to_dict()


def test_a_spellcaster_meets_a_condition_naming_spellcasters():
    assert _magical_dimension()["answer"] == "yes"


def test_under_zombie_world_it_is_a_zombie_and_does_not():
    answer = _magical_dimension(ZOMBIE_WORLD)
    assert answer["answer"] == "no"
    assert any(rule.endswith("/state-type-given-where-it-applies") for rule in answer["rules"])
    assert any("Dark Magician is a" in line and "Zombie" in line for line in answer["assumed"])


def test_a_set_zombie_world_changes_nothing():
    assert _magical_dimension({**ZOMBIE_WORLD, "face_up": False})["answer"] == "yes"


def test_a_declared_type_the_scenario_cannot_say_is_not_applied():
    assert _magical_dimension(DNA_SURGERY)["answer"] == "yes"


def _regeneration(sent: str, *others: dict) -> dict:
    """Supernatural Regeneration in the End Phase after ``sent`` was destroyed by an effect this turn."""
    cards = {"regeneration": {"name": "Supernatural Regeneration", "controller": "A", "zone": "spell_trap_zone",
                              "face_up": False},
             "sent": {"name": sent, "controller": "A", "zone": "monster_zone", "position": "attack"}}
    cards.update({f"other{i}": card for i, card in enumerate(others)})
    destroyed = {"events": [[{"event": "destroyed", "card": "sent", "player": "A", "from": "monster_zone",
                              "to": "graveyard", "cause": "effect"}]]}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": [destroyed, {"phase": "end"}], "ask": {"can_activate": "regeneration"}}).to_dict()


def test_a_psychic_sent_this_turn_is_counted():
    assert _regeneration("Krebons")["answer"] == "yes"


def test_a_card_of_another_type_sent_this_turn_is_not():
    assert _regeneration("Vorse Raider")["answer"] == "no"


def test_in_the_graveyard_under_zombie_world_it_is_a_zombie():
    answer = _regeneration("Krebons", ZOMBIE_WORLD)
    assert answer["answer"] == "no"
    assert any(rule.endswith("/state-type-given-where-it-applies") for rule in answer["rules"])


def test_a_type_given_on_the_field_does_not_reach_the_graveyard():
    assert _regeneration("Krebons", {**DNA_SURGERY, "controller": "A"})["answer"] == "yes"
