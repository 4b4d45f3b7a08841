"""The lock a resolved bulleted option leaves for the rest of the turn (rules ce-lingering-restriction,
ce-lingering-option-chosen): Judgment of the Pharaoh activated for its "Yu-Jo Friendship" option
forbids the opponent to activate an Effect Monster's effect and every Summon until the end of the turn,
so an effect that must Special Summon cannot be activated (rule ce-forbidden-action-effect); one that
Summons nothing still can, and before it resolves nothing is locked. Activated for its "Unity" option,
it leaves only that option's lock (edison_kg/timing/cards.py option_chosen)."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext import analyze

YU_JO = "Flip Summon, or Special Summon a monster(s) or activate"
UNITY = "negate the effects of all Spell and Trap Cards"
YU_JO_TEXT = ("Pay half of your Life Points. Select and activate an appropriate effect which can be applied: "
              "● If \"Yu-Jo Friendship\" is in your Graveyard, until the end of this turn: your opponent cannot "
              "Normal Summon, Set, Flip Summon, or Special Summon a monster(s) or activate an Effect Monster's effect.")


def _after_judgment(option: str, cards: dict, asked: str, turn_player: str, resolved: bool = True):
    cards = {"judg": {"name": "Judgment of the Pharaoh", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             **cards}
    steps = [{"activate": "judg", "effect_text": option,
              "cost": [{"event": "lp_paid", "player": "A", "amount": 4000, "cause": "cost"}]}]
    if resolved:
        steps.append({"resolve": 1, "events": []})
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": "main1", "cards": cards,
                       "steps": steps, "ask": {"can_activate": asked}})


def _monster_effect_after(option: str):
    return _after_judgment(option, {"thunder": {"name": "Thunder Dragon", "controller": "B", "zone": "hand"}},
                           "thunder", "B")


def _summon_after(asked: str, resolved: bool = True):
    cards = {"call": {"name": "Call of the Haunted", "controller": "B", "zone": "spell_trap_zone", "face_up": False},
             "dust": {"name": "Dust Tornado", "controller": "B", "zone": "spell_trap_zone", "face_up": False},
             "wall": {"name": "Mystic Tomato", "controller": "B", "zone": "graveyard"},
             "set": {"name": "Mirror Force", "controller": "A", "zone": "spell_trap_zone", "face_up": False}}
    return _after_judgment(YU_JO, cards, asked, "A", resolved)


def test_the_chosen_option_forbids_the_opponents_monster_effects_for_the_turn():
    got = _monster_effect_after(YU_JO)
    assert got.answer == "no"
    assert any(r.endswith("rule/ce-lingering-option-chosen") for r in got.rule_iris)


def test_the_option_not_chosen_leaves_no_lock_on_monster_effects():
    assert _monster_effect_after(UNITY).answer == "yes"


def test_the_lock_is_read_from_the_option():
    (effect,) = analyze(YU_JO_TEXT, name="Judgment of the Pharaoh", card_type="trap")
    locks = [(r.kind, r.players, r.lasts, r.effects_anywhere) for r in effect.restrictions]
    assert ("cannot-activate", "opponent", "turn", True) in locks


def test_the_yu_jo_option_forbids_a_special_summon_for_the_turn():
    got = _summon_after("call")
    assert got.answer == "no"
    assert any(r.endswith("rule/ce-lingering-option-chosen") for r in got.rule_iris)
    assert any(r.endswith("rule/ce-forbidden-action-effect") for r in got.rule_iris)


def test_a_card_that_summons_nothing_is_not_locked():
    assert _summon_after("dust").answer == "yes"


def test_nothing_is_locked_before_it_resolves():
    assert _summon_after("call", resolved=False).answer == "yes"


def test_the_summon_lock_is_read_from_the_option():
    (effect,) = analyze(YU_JO_TEXT, name="Judgment of the Pharaoh", card_type="trap")
    locks = [(r.kind, r.action, r.players, r.lasts) for r in effect.restrictions]
    assert ("cannot-summon", "special_summon", "opponent", "turn") in locks
