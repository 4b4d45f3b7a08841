"""An effect that only negates the attack of the monster its condition names, without targeting it, cannot be
activated against a monster unaffected by its card's effects (edison_kg/timing/rules/possible.py; rule
ce-unaffected-attacker-not-negated), on real cards."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card


def _direct_attack_by(attacker: str):
    """Tenkabito Shien or another monster attacks directly while Firewall is face-up; may Firewall's effect be activated?"""
    cards = {"fw": card("Firewall", "A", "spell_trap_zone"), "pyro": card("Solar Flare Dragon", "A", "graveyard"),
             "attacker": card(attacker, "B", position="attack")}
    return timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "battle", "cards": cards,
                       "steps": [{"events": [[{"event": "attack_declared", "card": "attacker", "player": "B"}]]}],
                       "ask": {"can_activate": "fw"}})


def test_an_attacker_unaffected_by_trap_effects_keeps_its_attack():
    """Firewall's ruling: against a monster unaffected by Trap Cards it cannot be activated."""
    kept = _direct_attack_by("Tenkabito Shien")
    assert (kept.answer, kept.reason) == ("no", "other")
    assert "ce-unaffected-attacker-not-negated" in kept.rules


def test_an_attacker_its_effect_reaches_may_be_stopped():
    assert _direct_attack_by("Gemini Elf").answer == "yes"
