"""A card whose only deed acts on another card's activation, named without a "When": "Switch the opponent's Spell Card
effect that targets 1 Spell or Trap Card to another correct target." (Fiend's Hand Mirror). Its condition is that
activation, as if written "When your opponent activates a Spell Card that targets 1 Spell or Trap Card" (rule
cond-activation-only-in-response, round 85); "Negate the effect of a Trap Card that targets 1 face-up Dragon-Type
monster" (The Dragon's Bead) was read so already."""

from __future__ import annotations

from edison_kg.cardtext import analyze
from scenario_cards import ask, card

RULE = "cond-activation-only-in-response"


def _mirror_against(spell_or_trap: str, activated_by: str = "A"):
    cards = {"it": card(spell_or_trap, activated_by, "spell_trap_zone", face_up=False),
             "saku": card("Sakuretsu Armor", "B", "spell_trap_zone", face_up=False),
             "fhm": card("Fiend's Hand Mirror", "B", "spell_trap_zone", face_up=False)}
    if activated_by == "B":
        cards["saku"] = card("Sakuretsu Armor", "A", "spell_trap_zone", face_up=False)
    return ask(cards, {"can_activate": "fhm"}, [{"activate": "it", "targets": ["saku"]}], turn_player="B")


def test_the_deed_is_read_as_the_activation_it_answers():
    (effect,) = analyze("Switch the opponent's Spell Card effect that targets 1 Spell or Trap Card to another correct "
                        "target.", card_type="trap", subtypes=("Normal",), name="Fiend's Hand Mirror")
    assert effect.condition.types == ["card_activated"] and effect.condition.player == "opponent"
    assert effect.condition.activation_kind.classes == frozenset({"spell"})
    assert effect.condition.target_kind.classes == frozenset({"spell", "trap"})


def test_the_opponents_spell_card_that_targets_a_set_card_meets_it():
    assert _mirror_against("Mystical Space Typhoon").answer == "yes"


def test_a_trap_card_or_no_activation_does_not():
    got = _mirror_against("Dust Tornado")
    assert got.answer == "no" and RULE in got.rules
    cards = {"fhm": card("Fiend's Hand Mirror", "B", "spell_trap_zone", face_up=False)}
    assert ask(cards, {"can_activate": "fhm"}).answer == "no"


def test_its_own_players_spell_card_does_not():
    assert _mirror_against("Mystical Space Typhoon", activated_by="B").answer == "no"


def test_the_dragons_bead_answers_a_trap_card_that_targets_a_dragon():
    # "Negate the effect of a Trap Card that targets 1 face-up Dragon-Type monster": the same family, read before
    (effect,) = [e for e in analyze("Discard 1 card from your hand. Negate the effect of a Trap Card that targets 1 "
                                    "face-up Dragon-Type monster and destroy the Trap Card.", card_type="trap",
                                    subtypes=("Continuous",), name="The Dragon's Bead") if e.condition is not None]
    assert effect.condition.activation_kind.classes == frozenset({"trap"})
