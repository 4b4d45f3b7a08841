"""An Equip Card's piercing is battle damage the equipped monster inflicts (rule eq-equipped-monster-pierces), so
Kuriboh has battle damage to make 0. Real cards: Big Bang Shot, Koitsu (as an Equip Card), Kuriboh."""

from __future__ import annotations

from scenario_cards import ask, card

PIERCES = "rule/eq-equipped-monster-pierces"
PREVENT = "rule/bt-no-battle-damage-to-prevent"


def _kuriboh_against(equip: str, equipped_to: str, holder: str):
    """A's Vorse Raider (1900 ATK) attacks B's Sangan (600 DEF) in Defense Position, with ``equip`` equipped to
    ``equipped_to``: can B's Kuriboh be activated in the Damage Step?"""
    cards = {"vorse": card("Vorse Raider", "A", position="attack"),
             "other": card(holder, "A", position="attack"),
             "equip": card(equip, "A", "spell_trap_zone", face_up=True, equipped_to=equipped_to),
             "sangan": card("Sangan", "B", position="defense"),
             "kuri": card("Kuriboh", "B", "hand")}
    steps = [{"events": [{"event": "attack_declared", "card": "vorse", "player": "A", "target": "sangan"}]},
             {"phase": "damage_step"}]
    return ask(cards, {"can_activate": "kuri"}, steps, phase="battle")


def test_an_equip_card_s_piercing_gives_battle_damage_to_make_0():
    got = _kuriboh_against("Big Bang Shot", "vorse", "Sangan")
    assert got.answer == "yes"
    assert any(r.endswith(PIERCES) for r in got.rule_iris)
    assert not any(r.endswith(PREVENT) for r in got.rule_iris)


def test_a_union_s_old_wording_pierces_for_the_monster_it_is_equipped_to():
    # Koitsu as an Equip Card: "When it attacks with an ATK that is higher than the DEF of a Defense Position
    # monster, inflict the difference as Battle Damage"
    got = _kuriboh_against("Koitsu", "vorse", "Sangan")
    assert got.answer == "yes"
    assert any(r.endswith(PIERCES) for r in got.rule_iris)


def test_piercing_equipped_to_another_monster_gives_the_attacker_none():
    got = _kuriboh_against("Big Bang Shot", "other", "Sangan")
    assert got.answer == "no"
    assert any(r.endswith(PREVENT) for r in got.rule_iris)
    assert not any(r.endswith(PIERCES) for r in got.rule_iris)
