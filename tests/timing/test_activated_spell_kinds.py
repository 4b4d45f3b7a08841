"""A condition on the activation of a kind of Spell Card ("when a Field Spell Card is activated",
"the activation of an Equip Spell Card") is met only by an activation of that kind
(cardtext/cardkind.py activation_kind)."""

from __future__ import annotations

from edison_kg import timing


def _can_chain_world_suppression(spell: str, targets=()):
    cards = {"spell": {"name": spell, "controller": "A", "zone": "hand"},
             "ws": {"name": "World Suppression", "controller": "B", "zone": "spell_trap_zone", "face_up": False},
             "gy": {"name": "Sangan", "controller": "A", "zone": "graveyard"}}
    step = {"activate": "spell", **({"targets": list(targets)} if targets else {})}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": [step], "ask": {"can_activate": "ws"}})


def test_a_field_spell_activation_meets_when_a_field_spell_card_is_activated():
    assert _can_chain_world_suppression("Necrovalley").answer == "yes"


def test_another_spell_card_does_not():
    for spell, targets in (("Monster Reborn", ["gy"]), ("Axe of Despair", [])):
        answer = _can_chain_world_suppression(spell, targets)
        assert (answer.answer, answer.reason) == ("no", "condition-not-met")
