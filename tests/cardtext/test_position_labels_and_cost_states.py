"""Needs the card reader finds outside a condition (edison_kg/cardtext/condition_tails.py,
cardtext/phases.py, the [[state]] rows of tables/restrictions.toml), on real pool cards: a bullet labelled with a
battle position, a state its cost is paid "while" in, a phase its text says it cannot be activated in, and another
monster of a kind its controller must control for a negation."""

from __future__ import annotations

from edison_kg import cardtext
from edison_kg.cardtext.continuous import restrictions_of
from edison_kg.cardtext.phases import phases_outside
from tests.cardtext.pool import cards


def _effects(name: str):
    return cardtext.read_card(cards()[name]).effects


def test_a_bullet_labelled_with_a_battle_position_needs_it():
    datatron = _effects("Morphtronic Datatron")
    assert [e.needs_held for e in datatron] == [("self-position attack",), ("self-position defense",)]
    # a continuous effect of one position is a restriction state of its own (restrictions.toml), not a need
    assert [e.needs_held for e in _effects("Morphtronic Radion")] == [(), ()]


def test_a_cost_paid_while_a_card_is_on_the_field_needs_it():
    dolphin = _effects("Chrysalis Dolphin")[0]
    assert dolphin.needs_on_field == "on-the-field" and dolphin.needs_kind.card_names == frozenset({"Neo Space"})
    # "while it's equipped due to its effect": a state of the card itself, not read
    assert all(e.needs_on_field is None for e in _effects("Allure Queen LV5"))


def test_a_phase_it_cannot_be_activated_in_leaves_every_other():
    assert phases_outside("FLIP: Draw 1 card. This effect cannot be activated during the Battle Phase.") == \
        ("draw", "standby", "main1", "main2", "end")
    assert phases_outside("Draw 1 card. This effect cannot be activated during the Standby Phase.") == \
        ("draw", "main1", "battle", "main2", "end")
    assert phases_outside("Your opponent cannot activate Trap Cards during the Battle Phase.") == ()
    assert phases_outside("This card can only be activated during the Battle Phase.") == ()


def test_another_monster_of_a_kind_its_controller_controls():
    found = restrictions_of(_effects("Twin-Headed Wolf")[0])
    assert [(r.kind, r.holds_while) for r in found] == [("negate-destroyed-by-battle", "you-control-another")]
    assert found[0].while_kind.monster_types == frozenset({"Fiend"})
    assert found[0].destroyed_kind.subtypes == frozenset({"Flip"})


def test_one_of_each_named_card_targeted_in_the_graveyard():
    summon = _effects("Machina Force")[1].clauses[0]
    assert summon.one_of_each_name and summon.count == 3 and summon.from_zone == "graveyard"
    assert summon.cards.card_names == frozenset({"Machina Soldier", "Machina Sniper", "Machina Defender"})
    # a target that lists no names is a plain count
    assert not any(c.one_of_each_name for e in _effects("Monster Reborn") for c in e.clauses)
