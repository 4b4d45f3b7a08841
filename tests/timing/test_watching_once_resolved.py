"""A Spell or Trap Card watching for an event applies only once its activation has resolved:
what happens while it is still on the chain (a card chained to it) is not counted (rule
ce-card-watches-once-its-activation-resolved). Real cards: Solemn Wishes (Continuous Trap,
"each time you draw"), Jar of Greed (Trap, draws 1)."""

from __future__ import annotations

from edison_kg import timing

_DRAW = {"event": "drawn", "player": "A", "count": 1, "from": "deck", "to": "hand", "cause": "effect", "by": "jog"}


def _wishes(steps: list[dict]) -> list:
    cards = {"sw": {"name": "Solemn Wishes", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "jog": {"name": "Jar of Greed", "controller": "A", "zone": "spell_trap_zone", "face_up": False}}
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": steps,
           "ask": {"triggers": True}}
    return [link["card"] for link in timing.ask(raw).to_dict().get("chain", [])]


def test_a_draw_chained_to_its_activation_is_not_counted():
    assert _wishes([{"activate": "sw"}, {"activate": "jog"}, {"resolve": 2, "events": [_DRAW]}, {"resolve": 1}]) == []


def test_a_draw_after_it_resolved_is_counted():
    assert _wishes([{"activate": "sw"}, {"resolve": 1}, {"activate": "jog"},
                    {"resolve": 1, "events": [_DRAW]}]) == ["sw"]
