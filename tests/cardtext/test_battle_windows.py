"""A declared activation timed by a window of a battle is read into fields the engine checks
(edison_kg/cardtext/battle_windows.py, rule cond-battle-window), on real cards."""

from __future__ import annotations

from cardtext.pool import card
from edison_kg.cardtext import analyze


def test_the_damage_step_with_a_monster_of_a_kind_its_player_controls():
    honest = card("Honest")[1]        # "During the Damage Step, when a LIGHT monster you control battles (Quick): ..."
    assert honest.battle_window == "damage_step" and honest.battler_whose == "you"
    assert honest.battler_kind.attributes == frozenset({"LIGHT"}) and honest.battle_window_turn is None
    assert not honest.condition_unread


def test_an_archetype_battling_in_the_damage_step():
    kalut = card("Blackwing - Kalut the Moon Shadow")[0]    # 'if a "Blackwing" monster you control battles'
    assert kalut.battle_window == "damage_step" and kalut.battler_whose == "you"
    assert "Blackwing" in kalut.battler_kind.names and not kalut.condition_unread


def test_the_monster_named_before_the_window():
    commander = card("Psychic Commander")[0]   # "When a Psychic-Type monster you control battles, during the Damage Step"
    assert commander.battle_window == "damage_step" and commander.battler_kind.monster_types == frozenset({"Psychic"})
    assert not commander.condition_unread


def test_damage_calculation_in_either_players_turn_names_no_monster():
    for name in ("Shield Warrior", "Arcana Force XIV - Temperance"):
        effect = next(e for e in card(name) if e.battle_window)
        assert effect.battle_window == "damage_calculation" and effect.battle_window_turn is None, name
        assert effect.battler_whose is None and not effect.condition_unread, name


def test_this_card_being_attacked_in_the_opponents_turn():
    for name in ("Kazejin", "Suijin", "Sanga of the Thunder"):
        effect = card(name)[0]
        assert effect.battle_window == "damage_calculation" and effect.battle_window_turn == "opponent", name
        assert effect.battler_whose == "self" and effect.battler_role == "target", name
        assert not effect.condition_unread, name


def test_a_window_with_more_in_it_is_left_unread():
    effect = analyze("During the Damage Step, if a monster you control battles a Level 4 or lower monster: "
                     "You can send this card from your hand to the GY; that monster gains 500 ATK.")[0]
    assert effect.battle_window is None


def test_a_trigger_read_as_an_event_gets_no_window():
    soldier = card("Cipher Soldier")[0]   # "If this card battles a Warrior-Type monster, during damage calculation: ..."
    assert soldier.battle_window is None and soldier.condition is not None


def test_a_deed_on_a_battle_involving_a_named_monster_of_its_player():
    ogre = card("Cyber Ogre")[0]     # 'negate 1 battle involving a "Cyber Ogre" on your side of the field'
    assert ogre.battle_window == "battle" and ogre.battler_whose == "you"
    assert ogre.battler_kind.card_names == frozenset({"Cyber Ogre"})


def test_battle_involving_in_a_continuous_effect_is_no_window():
    for name in ("Monk Fighter", "The Sanctuary in the Sky", "Cloudian - Ghost Fog"):
        assert all(e.battle_window != "battle" for e in card(name))
