"""What a resolution does to a card's face and control, and an attack redirected (edison_kg/cardtext/
consequences.py, tables/actions.toml, tables/events.toml): a monster Special Summoned face-down,
a monster changed to face-down Defense Position, control taken until the End Phase, control that
"shifts to your opponent", and "change the attack target to this card"."""

from __future__ import annotations

from cardtext.pool import card


def test_a_special_summon_in_face_down_defense_position_arrives_face_down():
    summons = [c for e in card("The Shallow Grave") for c in e.clauses if c.action == "special_summon"]
    assert summons and all(c.face_down for c in summons)
    molten = [c for e in card("Molten Zombie") for c in e.clauses]
    assert not any(c.face_down for c in molten)


def test_a_change_to_face_down_defense_position_turns_the_card_face_down():
    sphinx = card("Guardian Sphinx")[0]
    assert [(c.action, c.event) for c in sphinx.clauses] == [("change_position", "flipped_face_down")]
    assert [c.event for c in card("Ready for Intercepting")[0].clauses] == ["flipped_face_down"]


def test_control_taken_until_the_end_phase_lasts_until_then():
    for name in ("Change of Heart", "Brain Control"):
        taking = [c for e in card(name) for c in e.clauses if c.event == "control_changed"]
        assert taking and all(c.until_end_phase for c in taking)


def test_control_that_shifts_to_the_opponent_is_a_change_of_control():
    ameba = card("Ameba")[0]
    assert ameba.kind == "trigger" and ameba.condition.types == ["control_changed"]
    assert ameba.condition.player == "opponent"


def test_changing_the_attack_target_targets_the_new_monster_for_an_attack():
    blocker = card("Card Blocker")[1]
    assert [(c.action, c.event) for c in blocker.clauses] == [("change_attack_target", "targeted")]
