"""Round 101: battle and the Damage Step.

Battle damage the scenario ties to a card (its `card`, no `by`) was inflicted by that card, for a condition on the
equipped monster as for one on "this card" (rule bt-battle-damage-tied-to-a-card-dealt-it). Real cards: Cestus of
Dagla ("If it inflicts battle damage to your opponent"), Burning Beast ("each time the equipped monster inflicts
Battle Damage to your opponent")."""

from __future__ import annotations

import pytest

from scenario_cards import ask, card

TIED = "bt-battle-damage-tied-to-a-card-dealt-it"


def _damage(equip, monster, dealer, extra=None):
    cards = {"m": card(monster, "A", position="attack"),
             "other": card("Vorse Raider", "A", position="attack"),
             "eq": card(equip, "A", "spell_trap_zone", face_up=True, equipped_to="m"),
             **(extra or {})}
    steps = [{"events": [{"event": "attack_declared", "card": dealer}]}, {"phase": "damage_step"},
             {"events": [{"event": "damage_inflicted", "card": dealer, "player": "B", "cause": "battle",
                          "amount": 1000}]}]
    return ask(cards, {"can_activate": "eq"}, steps, phase="battle")


@pytest.mark.parametrize("dealer, answer", [("m", "yes"), ("other", "no")])
def test_cestus_of_dagla_is_met_by_damage_tied_to_its_equipped_monster(dealer, answer):
    got = _damage("Cestus of Dagla", "Shining Angel", dealer)
    assert got.answer == answer
    assert TIED in got.rules          # who dealt it decides, either way
    if answer == "yes":
        assert any("Shining Angel inflicted the battle damage" in a for a in got.assumed)


@pytest.mark.parametrize("dealer, answer", [("m", "yes"), ("other", "no")])
def test_burning_beast_is_met_by_damage_tied_to_its_equipped_monster(dealer, answer):
    extra = {"st": card("Swords of Revealing Light", "B", "spell_trap_zone", face_up=True)}
    got = _damage("Burning Beast", "Freezing Beast", dealer, extra)
    assert got.answer == answer


def test_cestus_of_dagla_and_tragoedia_form_one_chain():
    cards = {"angel": card("Shining Angel", "A", position="attack"),
             "cestus": card("Cestus of Dagla", "A", "spell_trap_zone", face_up=True, equipped_to="angel"),
             "trag": card("Tragoedia", "B", "hand")}
    steps = [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "angel"}]}, {"phase": "damage_step"},
             {"events": [{"event": "damage_inflicted", "card": "angel", "player": "B", "cause": "battle",
                          "amount": 1900}]}]
    got = ask(cards, {"triggers": True}, steps)
    assert [(link["card"], link["link"]) for link in got.chain] == [("cestus", 1), ("trag", 2)]


# Hydra Viper's "Each time this card declares an attack, you must Tribute 1 Aqua-Type monster" is a cost of declaring
# the attack (its Edison ruling; the card's override), not a Trigger Effect: it starts no chain, and the Tributed frog's
# own trigger is the only one.
@pytest.mark.parametrize("frog, chain", [("Dupe Frog", [("frog", 1)]), ("Poison Draw Frog", [("frog", 1)]),
                                         (None, [])])
def test_hydra_vipers_attack_tribute_starts_no_chain(frog, chain):
    cards = {"hydra": card("Hydra Viper", "A", position="attack")}
    happened = [{"event": "attack_declared", "card": "hydra"}]
    if frog:
        cards["frog"] = card(frog, "A", position="attack")
        happened.insert(0, {"event": "tributed", "card": "frog", "from": "monster_zone", "to": "graveyard",
                            "cause": "cost"})
    got = ask(cards, {"triggers": True}, [{"events": [happened]}], phase="battle")
    assert [(link["card"], link["link"]) for link in got.chain] == chain
