"""An activated Spell or Trap Card that leaves the field as it resolves is no target for an effect that
returns its target to the hand or Deck (rule target-chained-card-not-returnable,
edison_kg/timing/rules/targets.py); a card the effect returns from the hand is no target at all."""

from __future__ import annotations

from edison_kg import timing
from subset_duel import card, own, subset_engine  # noqa: F401  (fixtures)

# an effect that returns a card from the hand to the Deck and destroys its target: a Normal Spell on the chain
# is still a target (rule target-chained-card-not-returnable is only for cards returned from the field)
HAND_RETURN = "Target 1 Spell/Trap Card on the field; return 1 monster from your hand to the Deck, and if you do, destroy that target."
FIELD_RETURN = "Target 1 Spell/Trap Card on the field; return that target to the hand."


def _chained_to_a_normal_spell(engine, text):
    raw = {"game": "yugioh-edison", "turn_player": "B", "phase": "main1", "steps": [{"activate": "pot"}],
           "cards": {"it": own("Setting Spell", text, "A", "spell_trap_zone", "spell", "Quick-Play", face_up=False),
                     "pot": own("Drawing Spell", "Draw 1 card.", "B", "hand", "spell"),
                     "sangan": card("Sangan", "A", zone="hand")},
           "ask": {"can_activate": "it"}}
    return engine.ask(timing.parse_scenario(raw)).to_dict()


def test_a_chained_normal_spell_is_no_target_to_return_but_one_to_destroy(subset_engine):
    returned = _chained_to_a_normal_spell(subset_engine, FIELD_RETURN)
    assert returned["answer"] == "no"
    assert any(r.endswith("/target-chained-card-not-returnable") for r in returned["rules"])
    assert _chained_to_a_normal_spell(subset_engine, HAND_RETURN)["answer"] == "yes"
