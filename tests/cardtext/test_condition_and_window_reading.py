"""The reader's side of activation conditions and windows, on real pool cards (and, where the
pool holds a wording on one card only, on that wording)."""

from __future__ import annotations

from edison_kg.cardtext.activation_refs import for_the_battle_phase
from edison_kg.cardtext.clean import CardContext
from edison_kg.cardtext.condition_tails import must_states
from edison_kg.cardtext.effect import read_effect
from edison_kg.cardtext.events import event_pattern
from edison_kg.cardtext.field_counts import count_needs
from edison_kg.cardtext.field_needs import field_needs
from edison_kg.cardtext.phases import activation_phase
from tests.cardtext.pool import card

_MONSTER = CardContext("monster", ("Effect",), None, psct=True)
_SPELL = CardContext("spell", ("Quick-Play",), None)


def test_by_battle_or_effect_names_no_one_cause():
    for words in ("When a face-up Insect is destroyed by battle or effect and sent to the GY",
                  "When a monster is destroyed by battle or by a card effect",
                  "When a monster is destroyed by a card effect or by battle"):
        assert event_pattern(words, _MONSTER).cause is None
    assert event_pattern("When a monster is destroyed by battle", _MONSTER).cause == "battle"


def test_another_face_up_monster_destroyed_is_read_when_it_was_attacked():
    assert card("White Potan")[1].condition.face_up_at_attack          # "When a face-up Tuner monster ... is destroyed"
    assert not card("Sangan")[0].condition.face_up_at_attack            # "If this card is sent from the field ..."


def test_windows_of_a_whole_turn_and_of_main_phase_2():
    assert activation_phase("You can only activate this card during your opponent's turn. Draw 1 card.") == ((), "opponent")
    assert activation_phase("Activate only during your opponent's turn. Draw 1 card.") == ((), "opponent")
    assert activation_phase("Activate during your Main Phase 2, to Special Summon 1 monster.") == (("main2",), "you")
    assert activation_phase("Draw 1 card.") == ((), None)
    assert card("Dora of Fate")[0].activation_turn == "opponent"
    assert card("Last Turn")[0].activation_turn == "opponent"


def test_the_only_monster_of_a_kind_and_cards_in_the_spell_trap_zone():
    zombie = must_states("Draw 1 card. This card must be the only Zombie monster on the field to activate and to resolve "
                         "this effect.")
    assert field_needs(f"Activate only while {zombie[0]}.")[0] == "none-other-on-the-field"
    psychic = must_states("Draw 1 card. This card must be the only Psychic monster you control to activate and to resolve "
                          "this effect.")
    assert field_needs(f"Activate only while {psychic[0]}.")[0] == "you-control-no-other"
    beasts = must_states("Draw 1 card. You must have 2 or more \"Crystal Beast\" cards in your Spell & Trap Card Zone to "
                         "activate and to resolve this effect.")
    count, kind = count_needs(f"Activate only while {beasts[0]}.")
    assert count == "you spell_trap_zone >= 2" and "Crystal Beast" in kind.names
    assert must_states("Draw 1 card. This card must be the only monster of its kind to activate and to resolve this "
                       "effect.") == ()
    # "When this card is Normal Summoned while you control no other monsters": still a held state, not this family
    assert card("Machina Soldier")[0].needs_on_field is None


def test_exactly_one_summoned():
    assert card("Inferno Reckless Summon")[0].condition.exactly_one
    assert not card("Sangan")[0].condition.exactly_one


def test_an_attack_on_a_monster_you_control_names_its_target():
    # the pool's one card with this wording
    condition = card("Astral Barrier")[0].condition
    assert (condition.attack_role, condition.player) == ("target", "you")


def test_a_trigger_after_the_summon_it_needs():
    effect = read_effect(1, "If this card was Special Summoned by the effect of a \"Gladiator Beast\" monster, if it "
                            "destroys an opponent's monster by battle and sends it to the GY: You can draw 1 card.",
                         None, _MONSTER, True)
    assert effect.kind == "trigger" and effect.summoned_by == "Gladiator Beast" and effect.condition.types == ["destroyed"]


def test_a_deed_left_for_the_end_phase_is_no_window():
    effect = read_effect(1, "During the End Phase of the turn this card was activated, draw 1 card.", None, _SPELL, True)
    assert effect.kind == "card-activation" and effect.condition is None


def test_only_for_the_battle_phase():
    assert for_the_battle_phase(card("Double Attack")[0])                # "can attack twice this turn"
    assert for_the_battle_phase(card("Secret Pass to the Treasures")[0])
    assert not for_the_battle_phase(card("Nightmare's Steelcage")[0])     # "no monsters can attack"
    assert not for_the_battle_phase(card("Spear Dragon")[0])              # a monster's piercing: not activated
