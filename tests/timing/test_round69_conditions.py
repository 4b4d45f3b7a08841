"""Round 69 readings of conditions and targets, on real cards of the pool:

- "When your opponent targets exactly 1 monster you control (and no other cards) for an attack": met by the
  opponent's attack declaration on one of your monsters (rule bt-targets-for-an-attack-is-the-declaration);
  Shift, attacked by Vorse Raider, with Mystical Elf and Celtic Guardian.
- "(If the target is Set, reveal it, ...)": a Set Spell/Trap Card of any kind may be the target (rule
  state-set-card-targeted-whatever-it-is); Armed Ninja's FLIP effect, with a Set Trap Hole or a face-up Trap.
- "● Target 1 Warrior you control; equip this monster to that target": a Union cannot target itself (rule
  state-equip-target-not-itself); Armor Breaker, alone or with Celtic Guardian."""

from __future__ import annotations

import pytest

from edison_kg import timing


def _ask(turn_player: str, cards: dict, steps: list, ask: dict, phase: str = "main1") -> timing.Answer:
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": steps, "ask": ask})


def _shift_after_attack(target: str | None) -> timing.Answer:
    cards = {"shift": {"name": "Shift", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "elf": {"name": "Mystical Elf", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "guardian": {"name": "Celtic Guardian", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "vorse": {"name": "Vorse Raider", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    declared = {"event": "attack_declared", "card": "vorse", "player": "B"}
    if target is not None:
        declared["target"] = target
    return _ask("B", cards, [{"events": [declared]}], {"can_activate": "shift"}, phase="battle")


def test_an_attack_declared_on_your_monster_meets_shift():
    assert _shift_after_attack("elf").answer == "yes"


def test_a_direct_attack_does_not_meet_shift():
    got = _shift_after_attack(None)
    assert (got.answer, got.reason) == ("no", "condition-not-met")


@pytest.mark.parametrize("trap, face_up, targetable", [
    ("Trap Hole", False, True),               # Set: a Spell or a Trap, it may be targeted and is revealed
    ("Trap Hole", True, False),               # a face-up Trap is not the Spell Card it names
])
def test_armed_ninja_targets_a_set_card_of_any_kind(trap, face_up, targetable):
    cards = {"ninja": {"name": "Armed Ninja", "controller": "A", "zone": "monster_zone", "position": "face_down"},
             "card": {"name": trap, "controller": "B", "zone": "spell_trap_zone", "face_up": face_up}}
    got = _ask("A", cards, [{"summon": "ninja", "method": "flip"}], {"triggers": True})
    # round 184: a mandatory FLIP effect is activated even with no card it could target (Night Assailant's ruling)
    assert [link.get("card") for link in got.to_dict()["chain"]] == ["ninja"]
    assert ("flip-activates-without-a-target" in got.rules) == (not targetable)


@pytest.mark.parametrize("others, answer", [({}, "no"), ({"guardian": "Celtic Guardian"}, "yes")])
def test_a_union_cannot_target_itself_to_equip(others, answer):
    cards = {"breaker": {"name": "Armor Breaker", "controller": "A", "zone": "monster_zone", "position": "attack"}}
    cards |= {ref: {"name": name, "controller": "A", "zone": "monster_zone", "position": "attack"}
              for ref, name in others.items()}
    got = _ask("A", cards, [], {"can_activate": "breaker", "effect_text": "equip this monster to that target"})
    assert got.answer == answer
