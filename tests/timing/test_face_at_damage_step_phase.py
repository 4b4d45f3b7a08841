""""During the End Phase, if this card was destroyed by battle ... and was face-up at the start of the
Damage Step": the Damage Step there is the card's face then, not a phase the condition is met in, so a
monster attacked face-down is not brought back (rule bt-face-read-at-the-start-of-the-damage-step);
pool cards, as `edison-kg ask` answers."""

from __future__ import annotations

import sys
from pathlib import Path

from edison_kg import timing

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cardtext"))
from pool import card  # noqa: E402


def test_the_face_at_the_damage_step_is_no_phase_of_the_condition():
    assert card("Fox Fire")[0].condition.phases == ("end",)


def chain(position):
    cards = {"fox": {"name": "Fox Fire", "controller": "A", "zone": "monster_zone", "position": position},
             "ogre": {"name": "Gene-Warped Warwolf", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    flipped = [{"events": [{"event": "flipped_face_up", "card": "fox"}]}] if position == "face_down" else []
    steps = [{"events": [{"event": "attack_declared", "card": "ogre", "player": "B", "target": "fox"}]},
             {"phase": "damage_step"}, *flipped,
             {"events": [{"event": "destroyed", "card": "fox", "player": "A", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle", "by": "ogre"}]},
             {"phase": "main2"}, {"phase": "end"}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "battle", "cards": cards,
                       "steps": steps, "ask": {"triggers": True}}).to_dict()["chain"]


def test_a_monster_attacked_face_down_is_not_brought_back():
    assert chain("face_down") == []


def test_a_monster_attacked_face_up_is_brought_back():
    assert [link["card"] for link in chain("attack")] == ["fox"]
