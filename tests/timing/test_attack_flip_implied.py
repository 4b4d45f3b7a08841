"""The attacked Set monster flipped face-up with no cause told, in the Battle Phase the scenario
names (no Damage Step written): the attack flipped it, so it was face-down when the Damage Step
started (timing/implied.py flipped_by_the_attack; rules bt-damage-step-substeps,
bt-face-read-at-the-start-of-the-damage-step). Fox Fire: "if this card was destroyed by battle ...
and was face-up at the start of the Damage Step: Special Summon this card". Real pool cards."""

from __future__ import annotations

from edison_kg import timing


def fox_fire_destroyed(set_: bool, flip_cause: str | None = None):
    cards = {"ox": {"name": "Battle Ox", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "fox": {"name": "Fox Fire", "controller": "B", "zone": "monster_zone",
                     "position": "face_down" if set_ else "attack"}}
    flip = {"event": "flipped_face_up", "card": "fox", **({"cause": flip_cause} if flip_cause else {})}
    steps = [{"events": [{"event": "attack_declared", "card": "ox", "target": "fox"}]}] \
        + ([{"events": [flip]}] if set_ else []) \
        + [{"events": [{"event": "destroyed", "card": "fox", "from": "monster_zone", "to": "graveyard",
                        "cause": "battle", "by": "ox"}]}, {"phase": "end"}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards,
                       "steps": steps, "ask": {"triggers": True}}).to_dict()


def test_a_set_monster_flipped_with_no_cause_was_face_down_at_the_start_of_the_damage_step():
    assert fox_fire_destroyed(set_=True)["chain"] == []


def test_the_flip_told_as_the_battle_s_reads_the_same():
    assert fox_fire_destroyed(set_=True, flip_cause="battle")["chain"] == []


def test_a_face_up_monster_destroyed_by_battle_meets_the_condition():
    assert [link["card"] for link in fox_fire_destroyed(set_=False)["chain"]] == ["fox"]
