"""Round 88: conditions of when and against what, and costs of a kind. Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card

CARDS_YOU_CONTROL = "cost-cards-you-control"


# ------------------------------------------------------------------ "1 "Alien" monster from your side of the field"

def _bombardment(alien_zone: str, **alien_state):
    cards = {"ob": card("Orbital Bombardment", "A", "spell_trap_zone", face_up=False),
             "cyber": card("Cyber Dragon", "A", position="attack"),
             "alien": card("Alien Shocktrooper", "A", alien_zone, **alien_state),
             "gaf": card("Goblin Attack Force", "B", "hand")}
    return ask(cards, {"can_activate": "ob"}, [{"summon": "gaf", "method": "normal"}], turn_player="B")


def test_orbital_bombardment_needs_an_alien_on_the_field_not_in_the_graveyard():
    got = _bombardment("graveyard")
    assert got.answer == "no" and CARDS_YOU_CONTROL in got.rules
    assert any("holds only the cards the scenario names" in line for line in got.assumed)


def test_orbital_bombardment_with_an_alien_on_the_field_can_be_activated():
    got = _bombardment("monster_zone", position="attack")
    assert got.answer == "yes" and CARDS_YOU_CONTROL not in got.rules


def test_reader_takes_from_your_side_of_the_field_as_you_control():
    from edison_kg.timing.rules.field_costs import CARDS_YOU_CONTROL_RULES
    assert CARDS_YOU_CONTROL in CARDS_YOU_CONTROL_RULES
    got = _bombardment("graveyard")
    assert "from your side of the field" in got.explanation


# a Set card in the Spell & Trap Card Zone is no monster for a cost that names one (Raptor Wing Strike)

def _raptor(other: dict):
    return ask({"rws": card("Raptor Wing Strike", "A", "hand"), "other": other}, {"can_activate": "rws"})


def test_a_set_spell_trap_card_is_no_monster_for_a_monster_cost():
    got = _raptor(card("Mirror Force", "A", "spell_trap_zone", face_up=False))
    assert got.answer == "no" and CARDS_YOU_CONTROL in got.rules


def test_a_set_monster_could_be_the_blackwing_the_cost_needs():
    got = _raptor(card("Blackwing - Gale the Whirlwind", "A", position="defense", face_up=False))
    assert not (got.answer == "no" and CARDS_YOU_CONTROL in got.rules)
