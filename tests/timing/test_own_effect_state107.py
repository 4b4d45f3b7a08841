"""(107) "You can only activate this card's effect while you control a face-up "Koa'ki Meiru" monster" beside the
effect's own condition (rule cond-card-effect-needs-a-face-up-kind): both must hold; a Set monster does not count."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext import analyze


def _core_blast(guardian_position: str, opponents: int = 2):
    cards = {"core": {"name": "Core Blast", "controller": "A", "zone": "spell_trap_zone", "face_up": True},
             "guard": {"name": "Koa'ki Meiru Guardian", "controller": "A", "zone": "monster_zone",
                       "position": guardian_position}}
    for number, name in enumerate(["Vorse Raider", "Gemini Elf"][:opponents]):
        cards[f"b{number}"] = {"name": name, "controller": "B", "zone": "monster_zone", "position": "attack"}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "standby", "cards": cards, "steps": [],
                       "ask": {"can_activate": "core"}})


def _soul_demolition(fiend_position: str):
    cards = {"soul": {"name": "Soul Demolition", "controller": "A", "zone": "spell_trap_zone", "face_up": True},
             "fiend": {"name": "Archfiend Soldier", "controller": "A", "zone": "monster_zone", "position": fiend_position},
             "gy_a": {"name": "Vorse Raider", "controller": "A", "zone": "graveyard"},
             "gy_b": {"name": "Gemini Elf", "controller": "B", "zone": "graveyard"}}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
                       "ask": {"can_activate": "soul"}})


def test_the_sentence_is_read_as_a_held_state():
    core = analyze("You can only activate this card's effect while you control a face-up \"Koa'ki Meiru\" monster. Once "
                   "per turn, during your Standby Phase, if your opponent controls more monsters than you do, you can "
                   "destroy a number of cards your opponent controls so that your opponent will control the same number "
                   "of cards as you control monsters.", card_type="trap", subtypes=("continuous",), name="Core Blast")
    assert "face-up-named you Koa'ki Meiru" in core[0].needs_held
    assert core[0].needs_count is not None         # the count is kept beside it


def test_core_blast_with_a_set_koaki_meiru_cannot_be_activated():
    got = _core_blast("face_down")
    assert got.answer == "no"
    assert any(r.endswith("rule/cond-card-effect-needs-a-face-up-kind") for r in got.rule_iris)


def test_core_blast_with_a_face_up_koaki_meiru_and_more_opponent_monsters_can_be_activated():
    assert _core_blast("attack").answer == "yes"


def test_core_blast_still_needs_the_count():
    got = _core_blast("attack", opponents=1)
    assert got.answer == "no"
    assert not any(r.endswith("rule/cond-card-effect-needs-a-face-up-kind") for r in got.rule_iris)


def test_soul_demolition_needs_a_face_up_fiend():
    assert _soul_demolition("attack").answer == "yes"
    got = _soul_demolition("face_down")
    assert got.answer == "no"
    assert any(r.endswith("rule/cond-card-effect-needs-a-face-up-kind") for r in got.rule_iris)
