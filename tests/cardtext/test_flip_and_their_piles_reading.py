"""What the card reader reads of FLIP effects, of "their" piles and targets, of an Equip Card's
look-back at its monster, of a Graveyard target told by how it went there and of a Summon counted in damage."""

from __future__ import annotations

from cardtext.pool import card


def _clauses(name: str, number: int = 1) -> list:
    effect = next(e for e in card(name) if e.number == number)
    return effect.clauses


def test_a_flip_effect_is_mandatory_even_when_it_says_you_can():
    # "FLIP: You can Special Summon 1 "Bubonic Vermin" from your Deck ...": chosen as it resolves
    flip = next(e for e in card("Bubonic Vermin") if e.kind == "flip")
    assert flip.optional is False
    # an optional trigger that is no FLIP effect stays optional ("When this card is Normal Summoned: You can ...")
    summoned = next(e for e in card("Decayed Commander") if e.kind == "trigger" and e.number == 1)
    assert summoned.optional is True


def test_their_pile_in_a_part_said_to_its_own_player():
    # Spiritual Water Art - Aoi: "... then send 1 card from their hand to the GY": the opponent's hand
    assert any(c.from_opponents_pile for c in _clauses("Spiritual Water Art - Aoi"))
    # Fusion Gate: "The turn player can Fusion Summon ..., by banishing ... from their hand or field": the turn player's
    assert not any(c.from_opponents_pile for e in card("Fusion Gate") for c in e.clauses)


def test_a_target_they_control_is_the_opponents():
    # Garuda the Wind Spirit: "You can target 1 face-up monster they control; change its Battle Position."
    effect = next(e for e in card("Garuda the Wind Spirit") if e.target_clauses)
    assert [(c.every, c.whose) for c in effect.target_clauses] == [("monster", "opponent")]


def test_an_equip_cards_phase_effect_looks_back_at_its_monster():
    # Ribbon of Rebirth: "During the End Phase, if the equipped monster was destroyed by battle and sent to the
    # Graveyard this turn"
    condition = card("Ribbon of Rebirth")[0].condition
    assert condition.types == ["phase_entered"] and condition.within_turn
    assert condition.earlier.types == ["destroyed"] and condition.earlier.cause == "battle"
    assert condition.earlier.equipped_role == "subject"


def test_a_graveyard_target_that_was_destroyed_by_battle():
    # Skyscraper 2 - Hero City: "target 1 "Elemental HERO" monster in your Graveyard that was destroyed by battle"
    taking = [c for c in _clauses("Skyscraper 2 - Hero City") if c.from_zone == "graveyard"]
    assert taking and taking[0].destroyed_by_battle
    # Monster Reborn's target went there any way
    assert not any(c.destroyed_by_battle for e in card("Monster Reborn") for c in e.clauses)


def test_a_summon_counted_in_damage_taken():
    # Sinister Seeds: "Special Summon 1 "Sinister Seed Token" ... for every 500 points of battle damage you took"
    assert [c.summons_per_damage for c in _clauses("Sinister Seeds")] == [500]
    assert all(c.summons_per_damage is None for e in card("Scapegoat") for c in e.clauses)
