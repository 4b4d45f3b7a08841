"""Declared activations that need an event of this turn (edison_kg/timing/rules/this_turn.py,
rule cond-happened-this-turn), and conditions the engine does not check, on real cards."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card

RULE = "cond-happened-this-turn"


def ask(cards, steps, question, phase="main1"):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": phase, "cards": cards,
                       "steps": steps, "ask": question})


def sent(ref, player, cause="effect", event="destroyed"):
    return {"events": [{"event": event, "card": ref, "player": player, "from": "monster_zone", "to": "graveyard",
                        "cause": cause}]}


def test_last_will_may_be_activated_before_a_monster_is_sent():
    # Last Will: "If a monster on your side of the field was sent to your Graveyard this turn, you can Special Summon
    # ... once during this turn". Its Edison ruling: "You can activate Last Will before or after a monster is sent to
    # the Graveyard, and still get the effect": its deed waits for the event, no condition of its activation
    # (rule ce-card-remains-active-this-turn)
    cards = {"lw": card("Last Will", "A", "hand"), "m": card("Gemini Elf", "A", position="attack"),
             "o": card("Vorse Raider", "B", position="attack")}
    for steps in ([], [sent("o", "B")], [sent("m", "A")]):
        got = ask(cards, steps, {"can_activate": "lw"})
        assert got.answer == "yes" and RULE not in got.rules and "ce-card-remains-active-this-turn" in got.rules
        assert not any("taken as met" in sentence for sentence in got.assumed)
    # still a Normal Spell Card: not in the opponent's turn
    got = timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "main1", "cards": cards, "steps": [],
                      "ask": {"can_activate": "lw"}})
    assert got.answer == "no"


def test_an_event_of_an_earlier_turn_does_not_count():
    # A Deal with Dark Ruler: "Activate only during a turn in which a Level 8 or higher monster you controlled was
    # sent to the Graveyard"
    cards = {"deal": card("A Deal with Dark Ruler", "A", "hand"),
             "high": card("Blue-Eyes White Dragon", "A", position="attack")}
    steps = [sent("high", "A"), {"phase": "end"}, {"phase": "draw"}, {"phase": "standby"}, {"phase": "main1"},
             {"phase": "end"}, {"phase": "draw"}, {"phase": "standby"}, {"phase": "main1"}]
    got = ask(cards, steps, {"can_activate": "deal"})
    assert (got.answer, got.reason) == ("no", "condition-not-met") and RULE in got.rules
    assert ask(cards, steps[:1], {"can_activate": "deal"}).answer == "yes"


def test_a_deal_with_dark_ruler_needs_a_level_8_monster():
    cards = {"deal": card("A Deal with Dark Ruler", "A", "hand"), "low": card("Gemini Elf", "A", position="attack"),
             "high": card("Blue-Eyes White Dragon", "A", position="attack")}
    assert ask(cards, [sent("low", "A")], {"can_activate": "deal"}).answer == "no"
    assert ask(cards, [sent("high", "A")], {"can_activate": "deal"}).answer == "yes"


def test_a_condition_the_engine_does_not_check_is_said():
    # Blasting Fuse: "Activate only when all (4) zones of this card's column are occupied." (Straight
    # Flush's zone condition, the example before, is read now; so is Battle of the Elements', the next one)
    got = ask({"bf": card("Blasting Fuse", "A", "spell_trap_zone", face_up=False),
               "vorse": card("Vorse Raider", "B", position="attack")}, [], {"can_activate": "bf"})
    assert got.answer == "yes"
    assert "Blasting Fuse: its condition \"Activate only when all (4) zones of this card's column are occupied\" " \
           "is not one the engine checks: taken as met." in got.assumed
    # Battle of the Elements: "Activate only while all monsters on the field are face-up.": read and met, not assumed
    # (its ruling: a face-up monster on each side)
    got = ask({"boe": card("Battle of the Elements", "A", "spell_trap_zone", face_up=False),
               "vorse": card("Vorse Raider", "B", position="attack"), "elf": card("Gemini Elf", "A", position="attack")},
              [], {"can_activate": "boe"})
    assert got.answer == "yes" and not any("not one the engine checks" in said for said in got.assumed)


def test_greed_grado_needs_a_synchro_monster_its_player_destroyed():
    # Greed Grado: "Activate only if you destroyed a face-up Synchro Monster controlled by your opponent this turn"
    cards = {"gg": card("Greed Grado", "A", "spell_trap_zone", face_up=False),
             "vorse": card("Vorse Raider", "A", position="attack"),
             "goyo": card("Goyo Guardian", "B", position="attack"), "elf": card("Gemini Elf", "B", position="attack")}
    def destroyed(ref, by):
        return {"events": [{"event": "destroyed", "card": ref, "player": "B", "from": "monster_zone",
                            "to": "graveyard", "cause": "effect", "by": by}]}
    assert ask(cards, [destroyed("elf", "vorse")], {"can_activate": "gg"}).answer == "no"     # not a Synchro Monster
    assert ask(cards, [destroyed("goyo", "vorse")], {"can_activate": "gg"}).answer == "yes"


def test_the_position_the_destroyed_monster_was_in_is_read():
    # Lineage of Destruction: "... a turn in which you destroyed a Defense Position monster your opponent controlled"
    def lineage(position):
        cards = {"lin": card("Lineage of Destruction", "A", "spell_trap_zone", face_up=False),
                 "bewd": card("Blue-Eyes White Dragon", "A", position="attack"),
                 "elf": card("Gemini Elf", "B", position=position)}
        steps = [{"events": [{"event": "destroyed", "card": "elf", "player": "B", "from": "monster_zone",
                              "to": "graveyard", "cause": "effect", "by": "bewd"}]}]
        # Main Phase 1: all it does is for this turn's Battle Phase (rule window-battle-phase-passed)
        return ask(cards, steps, {"can_activate": "lin"}, phase="main1")
    assert lineage("defense").answer == "yes"
    got = lineage("attack")
    assert got.answer == "no" and RULE in got.rules
