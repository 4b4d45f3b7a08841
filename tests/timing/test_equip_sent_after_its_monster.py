""""When the equipped monster is destroyed and this card is sent to the Graveyard" (Sword of Dark Rites, Prevention
Star, Telekinetic Charging Cell, Necklace of Command): the Equip Card's own going to the Graveyard meets it, when the
monster it was equipped to had the other event of the condition at that same moment (rules eq-sent-by-rule,
eq-destroyed-together)."""

from __future__ import annotations

from scenario_cards import ask, card


def _equipped(equip: str) -> dict:
    return {"kb": card("Krebons", "A", position="attack"),
            "eq": card(equip, "A", "spell_trap_zone", face_up=True, equipped_to="kb"),
            "hole": card("Dark Hole", "B", "hand"),
            "cyclone": card("Mystical Space Typhoon", "B", "hand")}


def test_the_equip_card_sent_because_its_monster_was_destroyed_meets_it():
    answer = ask(_equipped("Telekinetic Charging Cell"), {"can_activate": "eq"},
                 [{"activate": "hole"}, {"resolve": 1}], turn_player="B")
    assert answer.answer == "yes"


def test_the_equip_card_destroyed_on_its_own_does_not_meet_it():
    steps = [{"activate": "cyclone", "targets": ["eq"]}, {"resolve": 1}]
    answer = ask(_equipped("Telekinetic Charging Cell"), {"can_activate": "eq"}, steps, turn_player="B")
    assert answer.answer == "no"


def test_the_cause_it_names_is_that_of_the_monsters_event():
    """Necklace of Command: "When a monster you control that's equipped with this card is destroyed by battle, and
    this card is sent to the Graveyard": the battle destroyed the monster, the rules sent the Equip Card."""
    cards = {"kb": card("Krebons", "A", position="attack"),
             "noc": card("Necklace of Command", "A", "spell_trap_zone", face_up=True, equipped_to="kb"),
             "vorse": card("Vorse Raider", "B", position="attack")}
    battle = {"events": [{"event": "attack_declared", "card": "vorse", "player": "B", "target": "kb"}]}
    destroyed = {"events": [{"event": "destroyed", "card": "kb", "player": "A", "from": "monster_zone",
                             "to": "graveyard", "cause": "battle", "by": "vorse"}]}
    answer = ask(cards, {"triggers": True}, [battle, destroyed], phase="battle", turn_player="B")
    assert [link["card"] for link in answer.to_dict()["chain"]] == ["noc"]
