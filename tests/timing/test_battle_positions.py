"""Monsters named by their battle position ("Attack Position monsters", "a face-up Defense Position monster") are
those the duel leaves in that position (rule state-kind-in-a-battle-position), on real cards."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.timing.card_kinds import in_position
from edison_kg.timing.state import CardState
from scenario_cards import card


def _magicians_unite(second_position: str) -> dict:
    # Magicians Unite: "If you control 2 or more Attack Position Spellcaster monsters: ..."
    cards = {"mu": card("Magicians Unite", "A", "hand"),
             "dm": card("Dark Magician", "A", position="attack"),
             "dmg": card("Dark Magician Girl", "A", position=second_position)}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": [], "ask": {"can_activate": "mu"}}).to_dict()


def test_two_attack_position_spellcasters_make_the_count():
    assert _magicians_unite("attack")["answer"] == "yes"


def test_a_spellcaster_in_defense_position_is_not_counted():
    answer = _magicians_unite("defense")
    assert answer["answer"] == "no"
    assert any(rule.endswith("/cond-activation-needs-a-count") for rule in answer["rules"])


def test_a_face_down_spellcaster_is_not_counted():
    assert _magicians_unite("face_down")["answer"] == "no"


def _strike_back(target_position: str) -> dict:
    # Prepare to Strike Back: "Each time your opponent declares an attack on a face-up Defense Position monster, ..."
    cards = {"psb": card("Prepare to Strike Back", "A", "spell_trap_zone", face_up=True),
             "gs": card("Giant Soldier of Stone", "A", position=target_position),
             "ww": card("Gene-Warped Warwolf", "B", position="attack")}
    attack = {"events": [{"event": "attack_declared", "card": "ww", "player": "B", "target": "gs"}]}
    return timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "battle", "cards": cards,
                       "steps": [attack], "ask": {"triggers": True}}).to_dict()


def test_an_attack_on_a_face_up_defense_position_monster_is_answered():
    assert [link["card"] for link in _strike_back("defense")["chain"]] == ["psb"]


def test_an_attack_on_a_face_down_or_attack_position_monster_is_not():
    assert _strike_back("face_down")["chain"] == []
    assert _strike_back("attack")["chain"] == []


def test_a_face_down_monster_is_in_defense_position():
    down = CardState(zone="monster_zone", face_up=False, position="defense", controller="A")
    up = CardState(zone="monster_zone", face_up=True, position="attack", controller="A")
    assert in_position(down, "face-down defense") and in_position(down, "defense")
    assert not in_position(down, "attack") and not in_position(down, "face-up defense")
    assert in_position(up, "attack") and not in_position(up, "defense")
    assert not in_position(CardState(zone="hand", face_up=None, position=None, controller="A"), "attack")


def test_an_event_card_is_judged_by_its_position_as_the_event_happened():
    # Tragedy: "When a face-up Attack Position monster(s) your opponent controls is changed to face-up Defense
    # Position: ..." - the monster is in Defense Position after the change, and still answers the condition
    cards = {"tr": card("Tragedy", "A", "spell_trap_zone", face_up=False),
             "ww": card("Gene-Warped Warwolf", "B", position="attack")}
    change = {"events": [{"event": "position_changed", "card": "ww", "player": "B"}]}
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "main1", "cards": cards,
                         "steps": [change], "ask": {"can_activate": "tr"}}).to_dict()
    assert answer["answer"] == "yes"
