"""One Piece Card Game answers (edison_kg/timing/games/one_piece.py): the order of resolution
of rules 8-6, with what an effect does read from its own text by the One Piece card reader.
The cards are small invented ones written in the game's official keyword forms."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from edison_kg import timing
from edison_kg.errors import BadScenario

OWN_DRAW_WATCHER = "[Opponent's Turn] [Once Per Turn] When you draw a card, draw 1 card."
DRAW_WATCHER = ("[Your Turn] [Once Per Turn] When you draw a card outside of your Draw Phase, give up to 1 of your "
                "Leader or Character cards +1000 power during this turn.")


def card(controller, text, zone="character_area", **extra):
    return {"controller": controller, "zone": zone, "text": text, **extra}


def ask(cards, steps, turn_player="A", phase="main"):
    return timing.ask({"game": "one-piece", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": steps, "ask": {"resolution_order": True}})


def order(answer):
    return [(o["card"], o["effect"]) for o in answer.order]


def rules(answer):
    return {iri.rsplit("/", 1)[-1] for iri in answer.rule_iris}


def ko(*refs):
    return {"events": [[{"event": "ko", "card": ref, "from": "character_area", "to": "trash", "cause": "effect"}
                        for ref in refs]]}


def attack(attacker, target):
    return {"events": [{"event": "attack_declared", "card": attacker, "target": target}]}


def damage(player, life_card=None):
    event = {"event": "life_damage", "player": player, "from": "life_area", "cause": "battle"}
    if life_card:
        event["card"] = life_card
    return {"events": [event]}


# ------------------------------------------------------------------ 8-6-1: what the text does

def test_a_draw_read_from_the_text_fulfils_the_turn_players_effect_after_the_opponents():
    got = ask({"alpha": card("A", "[On K.O.] Draw 1 card."), "beta": card("B", "[On K.O.] Draw 1 card."),
               "chief": card("A", DRAW_WATCHER, zone="leader_area")}, [ko("alpha", "beta")])
    assert order(got) == [("alpha", 1), ("beta", 1), ("chief", 1)]
    assert {"op-8-6-1", "op-10-2-17", "op-8-4-4-3"} <= rules(got)


def test_an_effect_that_draws_nothing_fulfils_nothing():
    got = ask({"alpha": card("A", "[On K.O.] Give up to 1 of your Leader or Character cards +1000 power during this "
                                  "turn."),
               "beta": card("B", "[On K.O.] Draw 1 card."), "chief": card("A", DRAW_WATCHER, zone="leader_area")},
              [ko("alpha", "beta")])
    assert order(got) == [("alpha", 1), ("beta", 1)]


def test_the_opponents_draw_does_not_fulfil_the_turn_players_draw_watcher():
    got = ask({"beta": card("B", "[On K.O.] Draw 1 card."), "chief": card("A", DRAW_WATCHER, zone="leader_area")},
              [ko("beta")])
    assert order(got) == [("beta", 1)]


def test_a_new_effect_waits_for_the_turn_players_other_pending_effect():
    # 8-6-1-1: A's Alpha and Bravo together; Alpha's draw fulfils Chief, which comes after Bravo
    got = ask({"alpha": card("A", "[On K.O.] Draw 1 card."),
               "bravo": card("A", "[On K.O.] Give up to 1 of your Leader or Character cards +1000 power during this "
                                  "turn."),
               "chief": card("A", DRAW_WATCHER, zone="leader_area")}, [ko("alpha", "bravo")])
    assert order(got) == [("alpha", 1), ("bravo", 1), ("chief", 1)]
    assert {"op-8-6-1-1", "op-8-6-1"} <= rules(got)
    assert "A chooses the order" in got.explanation


def test_effects_fulfilled_later_resolve_in_the_order_they_were_fulfilled():
    # Chief is fulfilled while Alpha resolves, Watcher while Beta resolves: first fulfilled, first resolved
    got = ask({"alpha": card("A", "[On K.O.] Draw 1 card."), "beta": card("B", "[On K.O.] Draw 1 card."),
               "chief": card("A", DRAW_WATCHER, zone="leader_area"),
               "watcher": card("B", OWN_DRAW_WATCHER, zone="leader_area")},
              [ko("alpha", "beta")])
    assert order(got) == [("alpha", 1), ("beta", 1), ("chief", 1), ("watcher", 1)]


def test_the_cards_choice_still_comes_from_resolution_events():
    cards = {"alpha": card("A", "[On K.O.] Play up to 1 Character card with a cost of 2 or less from your trash.",
                           resolution_events=[{"event": "played", "card": "gamma", "from": "trash",
                                               "to": "character_area"}]),
             "beta": card("B", "[On K.O.] Draw 1 card."),
             "gamma": card("A", "[On Play] Draw 1 card.", zone="trash")}
    got = ask(cards, [ko("alpha", "beta")])
    assert order(got) == [("alpha", 1), ("beta", 1), ("gamma", 1)]
    assert "op-8-4-4" in rules(got)
    del cards["alpha"]["resolution_events"]   # "up to 1": without the scenario's word, nothing is played
    assert order(ask(cards, [ko("alpha", "beta")])) == [("alpha", 1), ("beta", 1)]


def test_once_per_turn_stops_a_second_activation_and_a_new_turn_allows_it():
    cards = {"alpha": card("A", "[On K.O.] Draw 1 card."), "bravo": card("A", "[On K.O.] Draw 1 card."),
             "chief": card("A", DRAW_WATCHER, zone="leader_area")}
    same_turn = ask(cards, [ko("alpha"), ko("bravo")])
    assert order(same_turn) == [("bravo", 1)]
    assert "op-10-2-13" in rules(same_turn)
    cards["chief"]["text"] = cards["chief"]["text"].replace("[Your Turn] ", "")
    next_turn = ask(cards, [ko("alpha"), {"phase": "end"}, {"phase": "refresh"}, {"phase": "main"}, ko("bravo")])
    assert order(next_turn) == [("bravo", 1), ("chief", 1)]


# ------------------------------------------------------------------ the opponent's effects

EVENT_WATCHER = "[Opponent's Turn] When your opponent activates an Event, draw 1 card."


def test_the_opponents_event_fulfils_an_effect_that_watches_it_after_the_event():
    got = ask({"strike": card("A", "[Main] Draw 1 card.", zone="hand"),
               "watcher": card("B", EVENT_WATCHER, zone="leader_area")}, [{"activate": "strike"}])
    assert order(got) == [("strike", 1), ("watcher", 1)]
    assert {"op-8-6-3", "op-8-5-2", "op-8-5-4", "op-8-4-2"} <= rules(got)


def test_a_characters_effect_is_not_an_event_activation():
    got = ask({"alpha": card("A", "[Activate: Main] [Once Per Turn] Draw 1 card."),
               "watcher": card("B", EVENT_WATCHER, zone="leader_area")}, [{"activate": "alpha"}])
    assert order(got) == [("alpha", 1)]
    assert {"op-8-5-1", "op-8-5-3", "op-8-5-4"} <= rules(got)


def test_your_own_event_does_not_fulfil_when_your_opponent_activates_one():
    got = ask({"strike": card("B", "[Counter] Up to 1 of your Leader or Character cards gains +2000 power during "
                                   "this battle.", zone="hand"),
               "watcher": card("B", EVENT_WATCHER, zone="leader_area")}, [{"activate": "strike"}])
    assert order(got) == [("strike", 1)]


def test_a_your_turn_effect_sleeps_in_the_opponents_turn():
    text = "[Your Turn] When your opponent activates an Event, draw 1 card."
    got = ask({"strike": card("B", "[Main] Draw 1 card.", zone="hand"),
               "chief": card("A", text, zone="leader_area")}, [{"activate": "strike"}], turn_player="B")
    assert order(got) == [("strike", 1)]


def test_an_effect_that_watches_the_game_works_only_in_play():
    got = ask({"strike": card("A", "[Main] Draw 1 card.", zone="hand"),
               "watcher": card("B", EVENT_WATCHER, zone="trash")}, [{"activate": "strike"}])
    assert order(got) == [("strike", 1)]


def test_8_6_3_the_activations_effect_comes_before_what_its_resolution_fulfils():
    # the Leader is fulfilled by Strike's activation, the draw watcher by Strike's draw
    got = ask({"strike": card("A", "[Main] Draw 1 card.", zone="hand"),
               "leader": card("A", "[Your Turn] When you activate an Event, give up to 1 of your Leader or Character "
                                   "cards +1000 power during this turn.", zone="leader_area"),
               "chief": card("A", DRAW_WATCHER)}, [{"activate": "strike"}])
    assert order(got) == [("strike", 1), ("leader", 1), ("chief", 1)]


def test_on_your_opponents_attack_waits_for_the_attackers_effects_and_what_they_fulfil():
    got = ask({"raider": card("A", "[When Attacking] Deal 1 damage to your opponent."),
               "wall": card("B", "[On Your Opponent's Attack] Draw 1 card.", zone="leader_area"),
               "delta": card("B", "[Opponent's Turn] When you take damage, draw 1 card.")},
              [attack("raider", "wall")])
    assert order(got) == [("raider", 1), ("delta", 1), ("wall", 1)]
    assert {"op-10-2-5", "op-10-2-16", "op-8-6-2"} <= rules(got)


# ------------------------------------------------------------------ 8-6-2: damage processing

CHIEF_DAMAGE = "[Your Turn] When your opponent takes damage, draw 1 card."


def test_damage_effects_of_both_players_wait_then_the_turn_players_first():
    got = ask({"raider": card("A", "[Rush] (This card can attack on the turn in which it is played.)"),
               "delta": card("B", "[Opponent's Turn] When you take damage, draw 1 card."),
               "chief": card("A", CHIEF_DAMAGE, zone="leader_area")},
              [attack("raider", None), damage("B")])
    assert order(got) == [("chief", 1), ("delta", 1)]
    assert {"op-8-6-2", "op-8-6-1"} <= rules(got)


def test_a_life_trigger_resolves_during_the_damage_before_the_turn_players_effect():
    got = ask({"chief": card("A", CHIEF_DAMAGE, zone="leader_area"),
               "gamma": card("B", "[Trigger] Draw 1 card.", zone="life_area")}, [damage("B", "gamma")])
    assert order(got) == [("gamma", 1), ("chief", 1)]
    assert {"op-8-6-2-1", "op-8-6-2"} <= rules(got)


def test_a_trigger_that_plays_its_card_fulfils_its_on_play_after_the_damage():
    got = ask({"chief": card("A", CHIEF_DAMAGE, zone="leader_area"),
               "gamma": card("B", "[On Play] Draw 1 card.\n[Trigger] Play this card.", zone="life_area")},
              [damage("B", "gamma")])
    assert order(got) == [("gamma", 2), ("chief", 1), ("gamma", 1)]


def test_a_trigger_of_an_event_carries_out_its_main_effect_not_a_card_activation():
    got = ask({"shout": card("B", "[Main] Draw 1 card.\n[Trigger] Activate this card's [Main] effect.",
                             zone="life_area"),
               "watch": card("B", OWN_DRAW_WATCHER, zone="leader_area"),
               "chief": card("A", "[Your Turn] When your opponent activates an Event, draw 1 card.",
                             zone="leader_area")},
              [damage("B", "shout")])
    # the [Trigger]'s draw fulfils Watch during the damage processing; an effect activation is no Event's
    assert order(got) == [("shout", 2), ("watch", 1)]


def test_a_life_card_without_a_trigger_activates_nothing_itself():
    got = ask({"chief": card("A", CHIEF_DAMAGE, zone="leader_area"),
               "gamma": card("B", "[On Play] Draw 1 card.", zone="life_area")}, [damage("B", "gamma")])
    assert order(got) == [("chief", 1)]


# ------------------------------------------------------------------ phases

def test_end_of_your_turn_is_the_turn_players_only():
    got = ask({"x": card("A", "[End of Your Turn] Draw 1 card."), "y": card("B", "[End of Your Turn] Draw 1 card.")},
              [{"phase": "end"}])
    assert order(got) == [("x", 1)]


def test_the_readmes_one_piece_example():
    path = Path(__file__).resolve().parents[2] / "docs" / "examples" / "one-piece-on-ko-draw.json"
    got = timing.ask(json.loads(path.read_text(encoding="utf-8")))
    assert order(got) == [("alpha", 1), ("beta", 1), ("chief", 1)]
    assert any(iri.endswith("/r-onepiece-on-ko-draw-fulfils-the-turn-players-draw-effect") for iri in got.precedents)


# ------------------------------------------------------------------ bad scenarios

@pytest.mark.parametrize("cards, steps, where, words", [
    ({"z": card("A", "[On K.O.] Draw 1 card.")}, [{"activate": "z", "effect": 1}], "$.steps[0].activate",
     "auto effect"),
    ({"z": card("A", "[On K.O.] Draw 1 card.")}, [{"activate": "z"}], "$.steps[0].activate", "no effect"),
    ({"s": card("A", "[Main] Draw 1 card.", zone="trash")}, [{"activate": "s"}], "$.steps[0].activate",
     "from the hand"),
    ({"s": card("A", "[Counter] Draw 1 card.", zone="hand")}, [{"activate": "s"}], "$.steps[0].activate",
     "opponent's turn"),
    ({"s": card("A", "[Activate: Main] Draw 1 card.", zone="hand")}, [{"activate": "s"}], "$.steps[0].activate",
     "Character or Stage area"),
    ({"s": card("A", "[Activate: Main] Draw 1 card.")}, [{"activate": "s", "effect": 2}], "$.steps[0].effect",
     "no effect 2"),
    ({"s": card("A", "[Activate: Main] [Once Per Turn] Draw 1 card.")}, [{"activate": "s"}, {"activate": "s"}],
     "$.steps[1].activate", "Once Per Turn"),
    ({"s": card("A", "[On K.O.] Draw 1 card.")}, [{"resolve": 1}], "$.steps[0]", "no chain"),
    ({"s": card("A", "When you take damage, draw 1 card.")}, [{"events": [{"event": "life_damage"}]}],
     "$.steps[0].events[0][0]", "the player"),
    ({"x": card("A", "When you draw a card, draw 1 card."), "z": card("A", "[On K.O.] Draw 1 card.")}, [ko("z")],
     "$.steps[0]", "without end"),
    ({"x": {"controller": "A", "name": "Monkey.D.Luffy"}}, [], "$.cards.x.text", "own `text`"),
])
def test_an_impossible_scenario_is_a_bad_scenario(cards, steps, where, words):
    with pytest.raises(BadScenario) as error:
        ask(cards, steps)
    assert error.value.where == where and words in error.value.message


def test_cli_says_what_and_where_in_one_line_with_exit_2(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"game": "one-piece", "cards": {"s": card("A", "[Main] Draw 1 card.", zone="trash")},
                                "steps": [{"activate": "s"}], "ask": {"resolution_order": True}}))
    run = subprocess.run([sys.executable, "-m", "edison_kg", "ask", str(path)], capture_output=True, text=True)
    assert run.returncode == 2
    assert run.stderr.count("\n") == 1 and "$.steps[0].activate" in run.stderr
    assert "Traceback" not in run.stderr
