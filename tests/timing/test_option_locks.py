"""The lock a resolved bulleted option leaves for the rest of the turn (rules ce-lingering-restriction,
ce-lingering-option-chosen): Judgment of the Pharaoh activated for its "Yu-Jo Friendship" option
forbids the opponent to activate an Effect Monster's effect until the end of the turn; activated for
its "Unity" option, it leaves only that option's lock (edison_kg/timing/cards.py option_chosen)."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext import analyze


def _after_judgment(option: str):
    cards = {"judg": {"name": "Judgment of the Pharaoh", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "thunder": {"name": "Thunder Dragon", "controller": "B", "zone": "hand"}}
    steps = [{"activate": "judg", "effect_text": option,
              "cost": [{"event": "lp_paid", "player": "A", "amount": 4000, "cause": "cost"}]},
             {"resolve": 1, "events": []}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": {"can_activate": "thunder"}})


def test_the_chosen_option_forbids_the_opponents_monster_effects_for_the_turn():
    got = _after_judgment("Flip Summon, or Special Summon a monster(s) or activate")
    assert got.answer == "no"
    assert any(r.endswith("rule/ce-lingering-option-chosen") for r in got.rule_iris)


def test_the_option_not_chosen_leaves_no_lock_on_monster_effects():
    assert _after_judgment("negate the effects of all Spell and Trap Cards").answer == "yes"


def test_the_lock_is_read_from_the_option():
    text = ("Pay half of your Life Points. Select and activate an appropriate effect which can be applied: "
            "● If \"Yu-Jo Friendship\" is in your Graveyard, until the end of this turn: your opponent cannot "
            "Normal Summon, Set, Flip Summon, or Special Summon a monster(s) or activate an Effect Monster's effect.")
    (effect,) = analyze(text, name="Judgment of the Pharaoh", card_type="trap")
    locks = [(r.kind, r.players, r.lasts, r.effects_anywhere) for r in effect.restrictions]
    assert ("cannot-activate", "opponent", "turn", True) in locks
