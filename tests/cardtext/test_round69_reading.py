"""Round 69 readings, on real cards of the pool: a monster targeted "for an attack" is an attack declaration's
target (rule bt-targets-for-an-attack-is-the-declaration); "(If the target is Set, reveal it, ...)" lets a Set card
of any kind be the target (rule state-set-card-targeted-whatever-it-is); a card equipping itself to its target
cannot target itself (rule state-equip-target-not-itself)."""

from __future__ import annotations

from tests.cardtext.pool import card


def test_targets_for_an_attack_is_an_attack_declaration_on_your_monster():
    [shift] = [effect.condition for effect in card("Shift")]
    assert set(shift.types) == {"attack_declared", "targeted"}
    assert (shift.attack_role, shift.player, shift.exactly_one) == ("target", "you", True)


def test_a_set_target_is_revealed_so_it_may_be_of_any_kind():
    [ninja] = [c for effect in card("Armed Ninja") for c in effect.target_clauses]
    assert ninja.set_of_any_kind and ninja.cards.classes == {"spell"}
    [hole] = [c for effect in card("Dark Hole") for c in effect.target_clauses] or [None]
    assert hole is None or not hole.set_of_any_kind


def test_a_card_equipping_itself_to_its_target_spares_itself():
    [sabre] = [c for effect in card("Lightsworn Sabre") for c in effect.target_clauses]
    assert sabre.subject == "other-than-self"
    [equip] = [c for effect in card("Armor Breaker") for c in effect.clauses if c.action == "equip"]
    assert (equip.picks_on_field, equip.spares_own_card, equip.picks_kind.monster_types) == (1, True, {"Warrior"})
