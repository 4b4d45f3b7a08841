"""Round 147: counters placed each time a player activates a Spell Card in the older wording (rule
ce-counter-each-activation-by-a-player), targets that must be able to hold Spell Counters (rule
state-target-can-hold-counters), and an effect that equips its own card to a monster it names (rule
state-equip-itself-to-a-monster-named)."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext.board import placed_counters
from edison_kg.timing.rules.board import counters_on
from scenario_cards import ask, card


def _chronicle_after(spell_player, answer=None):
    """Counters on A's face-up Spell Chronicle after ``spell_player``'s Pot of Greed resolves (``answer``: A's Set
    card chained to it)."""
    cards = {"chronicle": card("Spell Chronicle", "A", "spell_trap_zone", face_up=True),
             "pot": card("Pot of Greed", spell_player, "hand")}
    steps = [{"activate": "pot"}, {"resolve": 1}]
    if answer is not None:
        cards["answer"] = card(answer, "A", "spell_trap_zone", face_up=False)
        steps = [{"activate": "pot"}, {"activate": "answer"}, {"resolve": 2}, {"resolve": 1}]
    raw = {"game": "yugioh-edison", "turn_player": spell_player, "phase": "main1", "cards": cards, "steps": steps,
           "ask": {"last_thing": True}}
    return counters_on(timing.Engine().play(timing.parse_scenario(raw)).duel, "chronicle", "chronicle")


def test_an_opponents_spell_places_the_counter_as_it_resolves():
    assert _chronicle_after("B") == 1


def test_its_controllers_own_spell_places_none_when_the_text_says_your_opponent():
    assert _chronicle_after("A") == 0


def test_a_negated_activation_places_none_in_the_older_wording_too():
    assert _chronicle_after("B", "Magic Jammer") == 0


def test_put_places_counters_on_its_own_card_as_place_does():
    assert placed_counters("put 1 counter on this card") == ("", 1)
    assert placed_counters("put 1 Spell Counter on that monster") is None


def _grasp(*others):
    cards = {"grasp": card("Spell Power Grasp", "A", "hand")}
    cards.update({f"c{i}": other for i, other in enumerate(others)})
    return ask(cards, {"can_activate": "grasp"}).to_dict()


def test_a_card_whose_text_places_spell_counters_on_itself_can_be_targeted():
    assert _grasp(card("Breaker the Magical Warrior", "A", position="attack"))["answer"] == "yes"
    assert _grasp(card("Royal Magical Library", "B", position="attack"))["answer"] == "yes"


def test_with_no_card_that_can_hold_spell_counters_there_is_no_target():
    found = _grasp(card("Cyber Dragon", "A", position="attack"), card("Skill Drain", "B", "spell_trap_zone", face_up=True))
    assert found["answer"] == "no"
    assert any(r.endswith("state-target-can-hold-counters") for r in found["rules"])


def test_a_card_whose_effects_are_negated_cannot_hold_spell_counters():
    found = _grasp(card("Breaker the Magical Warrior", "A", position="attack"),
                   card("Skill Drain", "B", "spell_trap_zone", face_up=True))
    assert found["answer"] == "no"


def test_a_spell_counter_target_that_is_face_down_is_none():
    assert _grasp(card("Royal Magical Library", "B", position="face_down"))["answer"] == "no"


def _snake(*others):
    cards = {"snake": card("Iron Chain Snake", "A", position="attack")}
    cards.update({f"c{i}": other for i, other in enumerate(others)})
    return ask(cards, {"can_activate": "snake"}).to_dict()


def test_equipping_itself_to_an_opponents_face_up_monster_needs_one_there():
    assert _snake(card("Cyber Dragon", "B", position="attack"))["answer"] == "yes"


def test_its_controllers_own_monster_is_no_monster_it_may_be_equipped_to():
    found = _snake(card("Cyber Dragon", "A", position="attack"))
    assert found["answer"] == "no"
    assert any(r.endswith("state-equip-itself-to-a-monster-named") for r in found["rules"])
