"""An effect that equips this card with an Equip Spell Card from its Graveyard may take only one whose text lets it be
equipped to this card (rule eq-taken-equip-must-fit-this-card, edison_kg/timing/rules/piles.py). Real cards: The Kick
Man (a Zombie), Legendary Sword (Equip only to a Warrior-Type monster), Axe of Despair (any monster)."""

from __future__ import annotations

import pytest

from edison_kg import timing


def _ask(*in_graveyard: str) -> timing.Answer:
    cards = {"kick": {"name": "The Kick Man", "controller": "A", "zone": "hand"}}
    cards.update({f"gy{i}": {"name": name, "controller": "A", "zone": "graveyard"} for i, name in enumerate(in_graveyard)})
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": cards,
                       "steps": [{"summon": "kick", "method": "special"}], "ask": {"can_activate": "kick"}})


@pytest.mark.parametrize("graveyard", [(), ("Legendary Sword",)])
def test_no_equip_spell_it_may_equip(graveyard):
    got = _ask(*graveyard)
    assert got.answer == "no"
    assert any(r.endswith("rule/eq-taken-equip-must-fit-this-card") for r in got.rule_iris)


@pytest.mark.parametrize("graveyard", [("Axe of Despair",), ("Legendary Sword", "Axe of Despair")])
def test_an_equip_spell_it_may_equip(graveyard):
    assert _ask(*graveyard).answer == "yes"
