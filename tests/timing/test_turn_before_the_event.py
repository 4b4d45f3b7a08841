"""A turn named before an event condition ("During your opponent's turn, when your opponent activates a Spell
Card (Quick Effect): ...") is part of that condition: the event meets it only in that player's turn (round 131,
rule cond-turn-before-the-event; cardtext/phases.py stores the turn as activation_turn)."""

from __future__ import annotations

import pytest

from cardtext.pool import card as read_card
from scenario_cards import ask, card

RULE = "cond-turn-before-the-event"


@pytest.mark.parametrize("name", ["Maryokutai", "Flying Fortress SKY FIRE", "Neko Mane King",
                                  "Ogre of the Scarlet Sorrow"])
def test_the_turn_before_the_event_is_read(name):
    effects = read_card(name)
    effect = next(e for e in effects if e.text.lower().startswith(("during your opponent's turn",
                                                                     "once per turn, during your opponent's turn")))
    assert effect.condition is not None and effect.activation_turn == "opponent"


def test_a_turn_alone_before_the_colon_is_still_a_window():
    # Physical Double: "During your opponent's turn: Target 1 face-up monster ..." (no event after the turn)
    effect, = read_card("Physical Double")
    assert effect.condition is None and effect.activation_turn == "opponent"


def _mst_on(player, turn_player):
    other = "B" if player == "A" else "A"
    cards = {"mary": card("Maryokutai", other, position="attack"),
             "set": card("Sakuretsu Armor", other, "spell_trap_zone", face_up=False),
             "mst": card("Mystical Space Typhoon", player, "spell_trap_zone", face_up=False)}
    return ask(cards, {"can_activate": "mary"}, [{"activate": "mst", "targets": ["set"]}], turn_player=turn_player)


def test_maryokutai_answers_a_spell_only_in_the_opponents_turn():
    got = _mst_on("B", turn_player="B")          # the opponent's turn: met
    assert got.answer == "yes"
    got = _mst_on("B", turn_player="A")          # its controller's own turn: the Spell does not meet it
    assert (got.answer, got.reason) == ("no", "condition-not-met") and RULE in got.rules


def _summoned_in(turn_player):
    cards = {"sky": card("Flying Fortress SKY FIRE", "A", position="attack"),
             "elf": card("Gemini Elf", "B", "hand")}
    return ask(cards, {"can_activate": "sky", "effect_text": "during your opponent's turn"},
               [{"events": [{"event": "normal_summon", "card": "elf", "player": "B"}]}], turn_player=turn_player)


def test_sky_fire_answers_a_summon_only_in_the_opponents_turn():
    assert _summoned_in("B").answer == "yes"
    got = _summoned_in("A")
    assert (got.answer, got.reason) == ("no", "condition-not-met") and RULE in got.rules


def _neko_sent_in(turn_player):
    cards = {"neko": card("Neko Mane King", "A", position="attack"),
             "hole": card("Torrential Tribute", "B", "spell_trap_zone", face_up=False)}
    return ask(cards, {"triggers": True},
               [{"events": [{"event": "destroyed", "card": "neko", "player": "A", "from": "monster_zone",
                             "to": "graveyard", "cause": "effect", "by": "hole"}]}], turn_player=turn_player)


def test_a_trigger_after_the_turn_starts_only_in_that_turn():
    # Neko Mane King: "During your opponent's turn, when this card ... is sent to your Graveyard by an opponent's card
    # effect: It becomes the End Phase of this turn."
    assert [e["card"] for e in _neko_sent_in("B").chain] == ["neko"]
    assert [e["card"] for e in _neko_sent_in("A").chain] == []


def test_an_attack_on_a_monster_you_control_is_not_a_direct_attack():
    # Jam Defender: "When an opponent's monster declares an attack on a monster you control: ..." (its effect asked
    # about: a Set Continuous Trap asked about with no effect named is its card's own activation)
    cards = {"jr": card("Jinzo - Returner", "B", position="attack"), "jam": card("Revival Jam", "A", position="attack"),
             "jd": card("Jam Defender", "A", "spell_trap_zone", face_up=False)}
    direct = ask(cards, {"can_activate": "jd", "effect": 1}, [{"events": [{"event": "attack_declared", "card": "jr"}]}],
                 phase="battle", turn_player="B")
    assert (direct.answer, direct.reason) == ("no", "condition-not-met")
    on_jam = ask(cards, {"can_activate": "jd", "effect": 1},
                 [{"events": [{"event": "attack_declared", "card": "jr", "target": "jam"}]}], phase="battle",
                 turn_player="B")
    assert on_jam.answer == "yes"
