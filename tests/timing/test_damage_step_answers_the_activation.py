"""A monster's effect set off by an activation that deals with what was activated ("destroy that Spell Card",
"negate that effect") may be activated in the Damage Step (rule bt-damage-step-answers-the-activation, round 117),
on real cards; an effect that only takes the activation as its moment, and the hand-traps ruled out of the Damage
Step, stay refused there."""

from __future__ import annotations

import sys
from pathlib import Path
from types import SimpleNamespace

from scenario_cards import ask, card

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from cardtext.pool import card as pool_effects  # noqa: E402

from edison_kg.timing.rules.activation_answers import answers_the_activation  # noqa: E402

RULE = "bt-damage-step-answers-the-activation"


def answer_in_the_damage_step(name: str, answering_card: str, activated: str, activated_zone: str, activator="B",
                              hand=(), **state):
    """B's Gene-Warped Warwolf attacks A's Elemental HERO Avian; in the Damage Step ``activator`` activates
    ``activated`` (placed in ``activated_zone`` with ``state``) targeting ``answering_card``: can A's face-up
    ``name`` answer it?"""
    cards = {"gw": card("Gene-Warped Warwolf", "B", position="attack"),
             "avian": card("Elemental HERO Avian", "A", position="attack"),
             "act": card(activated, activator, activated_zone, **state),
             "answer": card(name, "A", position="attack")}
    cards |= {f"held{i}": card(held, "A", "hand") for i, held in enumerate(hand)}
    steps = [{"events": [{"event": "attack_declared", "card": "gw", "target": "avian"}]},
             {"phase": "damage_step"},
             {"activate": "act", "targets": [answering_card]}]
    return ask(cards, {"can_activate": "answer"}, steps, phase="battle", turn_player="B")


def test_spell_reactor_destroys_a_quick_play_spell_activated_in_the_damage_step():
    answer = answer_in_the_damage_step("Spell Reactor・RE", "gw", "Rush Recklessly", "hand")
    assert answer.answer == "yes"
    assert RULE in answer.rules


def test_trap_reactor_destroys_a_trap_activated_in_the_damage_step():
    answer = answer_in_the_damage_step("Trap Reactor・Y FI", "gw", "Rising Energy", "spell_trap_zone")
    assert answer.answer == "yes"
    assert RULE in answer.rules


def test_arcana_knight_joker_negates_an_effect_targeting_it_in_the_damage_step():
    answer = answer_in_the_damage_step("Arcana Knight Joker", "answer", "Rush Recklessly", "hand",
                                       hand=("Pot of Greed",))
    assert answer.answer == "yes"
    assert RULE in answer.rules


def test_spell_reactor_does_not_answer_a_trap_or_its_own_players_spell():
    trap = answer_in_the_damage_step("Spell Reactor・RE", "gw", "Rising Energy", "spell_trap_zone")
    assert (trap.answer, trap.reason) == ("no", "condition-not-met")
    own = answer_in_the_damage_step("Spell Reactor・RE", "avian", "Rush Recklessly", "spell_trap_zone", activator="A",
                                    face_up=False)
    assert (own.answer, own.reason) == ("no", "condition-not-met")


def test_the_family_is_read_from_what_the_effect_does_to_the_activation():
    monster = SimpleNamespace(card_type="monster")
    for name in ("Spell Reactor・RE", "Trap Reactor・Y FI", "Arcana Knight Joker", "Blue-Eyes Shining Dragon",
                 "Ryu Senshi"):
        assert any(answers_the_activation(monster, e) for e in pool_effects(name)), name
    # the activation only as a moment (a Special Summon, a draw), or a curated reading ruled out of the Damage Step
    for name in ("Phoenix Gearfried", "Dragonic Knight", "Spirit of the Pot of Greed", "Gravekeeper's Watcher",
                 "Gemini Imps"):
        assert not any(answers_the_activation(monster, e) for e in pool_effects(name)), name
    # a Spell or Trap Card answering an activation is no monster's effect
    trap = SimpleNamespace(card_type="trap")
    assert not any(answers_the_activation(trap, e) for e in pool_effects("Terrible Deal"))


def test_gravekeepers_watcher_still_cannot_answer_a_flip_in_the_damage_step():
    cards = {"vorse": card("Vorse Raider", "A", position="attack"),
             "jar": card("Morphing Jar", "B", position="face_down"),
             "watcher": card("Gravekeeper's Watcher", "A", "hand")}
    steps = [{"events": [[{"event": "flipped_face_up", "card": "jar", "player": "B"}]]}, {"activate": "jar"}]
    answer = ask(cards, {"can_activate": "watcher"}, steps, phase="damage_step")
    assert (answer.answer, answer.reason) == ("no", "damage-step")
