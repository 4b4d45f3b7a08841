"""An event its condition names with a phase counts only in that phase, of the turn it names (rule
cond-event-in-its-named-phase), on real cards: Veil of Darkness and Heart of the Underdog ("During your Draw
Phase, if/when you draw ..."), Dark Horus ("a Spell Card that was activated during your opponent's Main
Phase": either player's Spell Card) and Trap Jammer ("a Trap Card during the Battle Phase")."""

from __future__ import annotations

from scenario_cards import ask, card

RULE = "cond-event-in-its-named-phase"


def drawn(ref, player="A", cause="effect"):
    return {"event": "drawn", "card": ref, "player": player, "from": "deck", "to": "hand", "cause": cause}


def destiny_draw(phase):
    """A activates Destiny Draw in ``phase`` and draws Dark Magician with it; Veil of Darkness is face-up."""
    cards = {"veil": card("Veil of Darkness", "A", "spell_trap_zone", face_up=True),
             "dd": card("Destiny Draw", "A", "hand"), "dm": card("Dark Magician", "A", "deck"),
             "hero": card("Destiny HERO - Malicious", "A", "hand")}
    steps = [{"activate": "dd", "cost": [{"event": "discarded", "card": "hero", "from": "hand", "to": "graveyard",
                                          "cause": "cost"}]},
             {"resolve": 1, "events": [drawn("dm")]}]
    return cards, steps


def test_a_dark_monster_drawn_in_main_phase_1_is_no_draw_of_the_draw_phase():
    cards, steps = destiny_draw("main1")
    answer = ask(cards, {"can_activate": "veil"}, steps, phase="main1")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert RULE in answer.rules


def test_a_dark_monster_drawn_by_an_effect_in_the_draw_phase_meets_it():
    cards, steps = destiny_draw("draw")
    answer = ask(cards, {"can_activate": "veil"}, steps, phase="draw")
    assert answer.answer == "yes" and RULE in answer.rules


def test_a_draw_in_the_opponents_draw_phase_is_not_in_yours():
    cards = {"heart": card("Heart of the Underdog", "A", "spell_trap_zone", face_up=True),
             "elf": card("Mystical Elf", "A", "deck")}
    theirs = ask(cards, {"can_activate": "heart"}, [{"events": [drawn("elf", cause="effect")]}], phase="draw",
                 turn_player="B")
    assert (theirs.answer, theirs.reason) == ("no", "condition-not-met") and RULE in theirs.rules
    own = ask(cards, {"can_activate": "heart"}, [{"events": [drawn("elf", cause="rule")]}], phase="draw")
    assert own.answer == "yes"


def horus_cards():
    return {"horus": card("Dark Horus", "A", position="attack"), "blade": card("Mad Dog of Darkness", "A", "graveyard"),
            "trooper": card("Card Trooper", "B", position="attack"),
            "mst": card("Mystical Space Typhoon", "A", "spell_trap_zone", face_up=False),
            "force": card("Mirror Force", "B", "spell_trap_zone", face_up=False)}


def test_its_own_spell_card_activated_in_the_opponents_main_phase_counts_and_misses_the_timing_at_chain_link_2():
    steps = [{"activate": "trooper", "effect": 1}, {"activate": "mst", "targets": ["force"]}, {"resolve": 2},
             {"resolve": 1}]
    answer = ask(horus_cards(), {"triggers": True}, steps, turn_player="B")
    assert [m["card"] for m in answer.missed] == ["horus"]
    assert RULE in answer.rules


def test_its_own_spell_card_at_chain_link_1_in_the_opponents_main_phase_meets_it_but_not_in_its_own_turn():
    steps = [{"activate": "mst", "targets": ["force"]}, {"resolve": 1}]
    cards = horus_cards()
    theirs = ask(cards, {"can_activate": "horus"}, steps, turn_player="B")
    assert theirs.answer == "yes" and RULE in theirs.rules
    own = ask(cards, {"can_activate": "horus"}, steps, turn_player="A")
    assert (own.answer, own.reason) == ("no", "condition-not-met") and RULE in own.rules


def test_a_trap_card_activated_outside_the_battle_phase_does_not_meet_trap_jammer():
    cards = {"jammer": card("Trap Jammer", "A", "spell_trap_zone", face_up=False),
             "force": card("Mirror Force", "B", "spell_trap_zone", face_up=False),
             "wall": card("Waboku", "B", "spell_trap_zone", face_up=False)}
    main = ask(cards, {"can_activate": "jammer"}, [{"activate": "wall"}], phase="main1", turn_player="A")
    assert (main.answer, main.reason) == ("no", "condition-not-met") and RULE in main.rules
    battle = ask(cards, {"can_activate": "jammer"}, [{"activate": "wall"}], phase="battle", turn_player="A")
    assert battle.answer == "yes"

