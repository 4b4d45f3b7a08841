"""The Summon half of a bulleted option's lock (rules ce-lingering-option-chosen,
ce-forbidden-action-effect): Judgment of the Pharaoh resolved for its "Yu-Jo Friendship" option
forbids the opponent every Summon until the end of the turn, so an effect that must Special Summon
cannot be activated; one that Summons nothing still can, and before it resolves nothing is locked."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext import analyze

YU_JO = "Flip Summon, or Special Summon a monster(s) or activate"


def _ask(response: str, resolved: bool = True):
    cards = {"judg": {"name": "Judgment of the Pharaoh", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "call": {"name": "Call of the Haunted", "controller": "B", "zone": "spell_trap_zone", "face_up": False},
             "dust": {"name": "Dust Tornado", "controller": "B", "zone": "spell_trap_zone", "face_up": False},
             "wall": {"name": "Mystic Tomato", "controller": "B", "zone": "graveyard"},
             "set": {"name": "Mirror Force", "controller": "A", "zone": "spell_trap_zone", "face_up": False}}
    steps = [{"activate": "judg", "effect_text": YU_JO,
              "cost": [{"event": "lp_paid", "player": "A", "amount": 4000, "cause": "cost"}]}]
    if resolved:
        steps.append({"resolve": 1, "events": []})
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": {"can_activate": response}})


def test_the_yu_jo_option_forbids_a_special_summon_for_the_turn():
    got = _ask("call")
    assert got.answer == "no"
    assert any(r.endswith("rule/ce-lingering-option-chosen") for r in got.rule_iris)
    assert any(r.endswith("rule/ce-forbidden-action-effect") for r in got.rule_iris)


def test_a_card_that_summons_nothing_is_not_locked():
    assert _ask("dust").answer == "yes"


def test_nothing_is_locked_before_it_resolves():
    assert _ask("call", resolved=False).answer == "yes"


def test_the_summon_lock_is_read_from_the_option():
    text = ("Pay half of your Life Points. Select and activate an appropriate effect which can be applied: "
            "● If \"Yu-Jo Friendship\" is in your Graveyard, until the end of this turn: your opponent cannot "
            "Normal Summon, Set, Flip Summon, or Special Summon a monster(s) or activate an Effect Monster's effect.")
    (effect,) = analyze(text, name="Judgment of the Pharaoh", card_type="trap")
    locks = [(r.kind, r.action, r.players, r.lasts) for r in effect.restrictions]
    assert ("cannot-summon", "special_summon", "opponent", "turn") in locks
