"""A trigger whose only doing changes its own card (rule bt-own-card-changed-needs-it-on-the-field,
edison_kg/timing/rules/battle.py; read by edison_kg/cardtext/own_card.py): a monster destroyed by
battle is sent to the Graveyard at the end of the Damage Step, so its "If this card destroys a monster
by battle: This card loses 200 ATK" is not activated when the battle destroyed it too. Real cards:
Zombyra the Dark (2100 ATK), Insect Princess (1900 ATK Insect), Vorse Raider (1900 ATK Beast-Warrior)."""

from __future__ import annotations

import pytest

from scenario_cards import battle_triggers
from edison_kg.cardtext import analyze


@pytest.mark.parametrize("monster", ["Zombyra the Dark", "Insect Princess"])
def test_a_monster_destroyed_in_its_own_battle_changes_nothing(monster):
    got = battle_triggers(monster, monster, both=True)
    assert got.to_dict()["chain"] == []
    assert any(r.endswith("rule/bt-own-card-changed-needs-it-on-the-field") for r in got.rule_iris)


def test_a_monster_that_survived_its_battle_changes_itself():
    got = battle_triggers("Zombyra the Dark", "Vorse Raider", both=False)
    assert [link["card"] for link in got.to_dict()["chain"]] == ["me"]


@pytest.mark.parametrize("text", [
    "If this card attacks, at the end of the Damage Step: Increase its Level by 1 until the end of this turn.",
    "If this card destroys a monster by battle: This card loses 200 ATK.",
    "During each of your Standby Phases, increase the Level of this card by 1 (max 12).",
])
def test_the_reader_names_its_own_card(text):
    assert analyze(text)[0].clauses[0].subject == "self"


def test_its_after_a_target_is_the_target():
    # "its" names this card only when the effect takes no target
    effect = analyze("Target 1 face-up monster on the field; increase its ATK by 500.")[0]
    assert effect.clauses[-1].subject != "self"

