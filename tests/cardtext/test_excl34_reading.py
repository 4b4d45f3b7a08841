"""What a trigger's condition excludes, "by its own effect", a battle involving a kind of monster
and a phase effect looking back at this card's own destruction by battle, read on real pool cards."""

from __future__ import annotations

from edison_kg import cardtext
from tests.cardtext.pool import cards


def condition(name: str, index: int = 0):
    return cardtext.read_card(cards()[name]).effects[index].condition


def test_sent_to_the_graveyard_except_if_destroyed_by_battle():
    # Radiant Jeral: "When this card is sent to the Graveyard (except if destroyed by battle)"
    pattern = condition("Radiant Jeral")
    assert (pattern.types, pattern.cause, pattern.excluded_cause) == (["sent_to_gy"], None, "battle")
    assert not pattern.excluded_if_attacked_face_down


def test_except_by_being_destroyed_by_battle():
    # Black Ptera: "If this card is sent from the field to the GY, except by being destroyed by battle"
    assert condition("Black Ptera").excluded_cause == "battle"
    assert condition("Oyster Meister").excluded_cause == "battle"


def test_unless_attacked_while_face_down_and_destroyed_by_battle():
    # Poison Draw Frog: "(unless it was attacked while face-down and destroyed by battle)"
    pattern = condition("Poison Draw Frog")
    assert (pattern.excluded_cause, pattern.excluded_if_attacked_face_down) == ("battle", True)


def test_a_destruction_except_by_battle_stays_a_destruction_by_an_effect():
    # Mecha-Dog Marron: "destroyed and sent to the Graveyard except by battle": its only other cause
    pattern = condition("Mecha-Dog Marron", 1)
    assert (pattern.cause, pattern.excluded_cause) == ("effect", None)


def test_except_by_its_own_effect():
    # Yubel: "When this card is destroyed, except by its own effect"
    yubel = next(e.condition for e in cardtext.read_card(cards()["Yubel"]).effects
                 if e.condition is not None and e.condition.own_effect is not None)
    assert (yubel.types, yubel.own_effect) == (["destroyed"], False)


def test_destroyed_by_its_own_effect():
    # Raging Cloudian: 'a "Cloudian" monster(s) you control is destroyed by its own effect'
    pattern = condition("Raging Cloudian")
    assert (pattern.types, pattern.cause, pattern.own_effect) == (["destroyed"], "effect", True)


def test_no_exclusion_read_where_the_text_has_none():
    pattern = condition("Sangan")
    assert (pattern.excluded_cause, pattern.own_effect, pattern.kind_in_the_battle) == (None, None, False)


def test_battle_damage_from_a_battle_involving_a_kind():
    # Damage = Reptile: "when you take Battle Damage from a battle involving a Reptile-Type monster"
    pattern = condition("Damage = Reptile")
    assert pattern.kind_in_the_battle and pattern.kind.monster_types == frozenset({"Reptile"})


def test_a_phase_effect_looking_back_at_this_cards_destruction_by_battle():
    # Brain Crusher: "during the End Phase, if this card destroyed an opponent's monster by battle and sent it to the
    # Graveyard this turn while you controlled it"
    pattern = condition("Brain Crusher")
    earlier = pattern.earlier
    assert pattern.types == ["phase_entered"] and pattern.within_turn
    assert (earlier.types, earlier.cause, earlier.actor_self, earlier.player) == (["destroyed"], "battle", True, "opponent")
    # Armed Dragon LV5: "During the End Phase, if this card destroyed a monster by battle this turn"
    lv5 = cardtext.read_card(cards()["Armed Dragon LV5"]).effects[1].condition
    assert (lv5.earlier.types, lv5.earlier.cause, lv5.earlier.actor_self) == (["destroyed"], "battle", True)


def test_except_by_a_named_card():
    # Black Garden: 'If a monster(s) is Normal/Special Summoned (except by "Black Garden")'
    assert condition("Black Garden").excluded_by_name == "Black Garden"
    # Garoth, Lightsworn Warrior: '... by the effect of a "Lightsworn" monster you control (except by "Garoth, Lightsworn
    # Warrior")'
    assert condition("Garoth, Lightsworn Warrior").excluded_by_name == "Garoth, Lightsworn Warrior"
