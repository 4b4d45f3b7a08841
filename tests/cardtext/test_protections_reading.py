"""Protections read from more wordings of "unaffected by": of the opponent's cards only, "any
Spell Cards", a state first ("While \"Umi\" is on the field, ..."), the protection from attacks in the same sentence."""

from __future__ import annotations

from cardtext.pool import card


def unaffected(name):
    return [r for e in card(name) for r in e.restrictions if r.kind == "unaffected"]


def test_unaffected_by_the_opponents_spell_effects():
    [protection] = unaffected("Silent Magician LV8")
    assert protection.players == "opponent" and protection.cards.classes == {"spell"}


def test_unaffected_by_any_spell_cards_while_a_named_card_is_on_the_field():
    [protection] = unaffected("Deepsea Warrior")
    assert protection.players == "both" and protection.cards.classes == {"spell"}
    assert protection.holds_while == "field-has-kind" and protection.while_kind.card_names == {"Umi"}
    [always] = unaffected("Guardian Kay'est")
    assert always.holds_while is None and always.cards.classes == {"spell"}


def test_a_protection_of_other_cards_is_not_its_own():
    # "Face-up Normal Monsters on the field are unaffected by your opponent's Spell Cards" protects other cards
    assert unaffected("Dust Barrier") == [] and unaffected("Gladiator Beast Alexander") == []


def test_a_monster_whose_own_summon_puts_it_on_the_opponents_field():
    from cardtext.pool import cards
    from edison_kg.cardtext import read_card
    assert "to-opponents-field" in read_card(cards()["Volcanic Queen"]).special_summon_limits
    assert "to-opponents-field" not in read_card(cards()["Cyber Dragon"]).special_summon_limits


def test_a_materials_lock_on_the_synchro_monsters_own_effects():
    [lock] = [r for e in card("Eccentric Boy") for r in e.restrictions if r.kind == "cannot-activate"]
    assert lock.granted_to == "synchro-monster" and lock.effects_too and lock.cards.empty
    # Torapart's lock, given the same way, is on the opponent's Trap Cards, not on the monster's effects
    [traps] = [r for e in card("Torapart") for r in e.restrictions if r.kind == "cannot-activate"]
    assert traps.granted_to == "synchro-monster" and traps.cards.classes == {"trap"}


def test_a_lock_on_the_monster_the_effect_special_summoned():
    [lock] = [r for e in card("Level Modulation") for r in e.restrictions if r.kind == "cannot-activate"]
    assert (lock.granted_to, lock.lasts, lock.effects_too) == ("effect-summoned", "turn", True) and lock.cards.empty
