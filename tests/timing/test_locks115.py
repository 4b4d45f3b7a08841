"""Round 115: the lock a Continuous Trap's continuous effect puts on the Set cards its activation targeted (rule
ce-lock-left-on-the-selected-cards, timing/selected_locks.py) and a protection that applies while its controller's
hand is empty (rule ce-protection-while-the-hand-is-empty), on real pool cards."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext import analyze


def _xing(asked: str, extra_steps=(), extra_cards=None):
    cards = {"xzh": {"name": "Xing Zhen Hu", "controller": "B", "zone": "spell_trap_zone", "face_up": False},
             "mf": {"name": "Mirror Force", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "sak": {"name": "Sakuretsu Armor", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "elf": {"name": "Gemini Elf", "controller": "B", "zone": "monster_zone", "position": "attack"},
             **(extra_cards or {})}
    steps = [{"activate": "xzh", "targets": ["mf", "sak"]}, {"resolve": 1}, *extra_steps, {"phase": "battle"},
             {"events": [{"event": "attack_declared", "card": "elf"}]}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "B", "cards": cards, "steps": steps,
                       "ask": {"can_activate": asked}})


def test_each_target_of_xing_zhen_hu_cannot_be_activated():
    for asked in ("mf", "sak"):
        got = _xing(asked)
        assert got.answer == "no" and "ce-lock-left-on-the-selected-cards" in got.rules


def test_a_set_card_it_did_not_target_is_not_locked():
    got = _xing("dp", extra_cards={"dp": {"name": "Dimensional Prison", "controller": "A", "zone": "spell_trap_zone",
                                          "face_up": False}})
    assert got.answer == "yes" and "ce-lock-left-on-the-selected-cards" not in got.rules


def test_the_lock_ends_once_xing_zhen_hu_leaves_the_field():
    gone = {"events": [{"event": "destroyed", "card": "xzh", "player": "B", "from": "spell_trap_zone",
                        "to": "graveyard", "cause": "effect"}]}
    got = _xing("mf", extra_steps=[gone])
    assert got.answer == "yes"


def test_both_wordings_are_read_as_a_lock_on_the_targets_while_face_up():
    for text in ("① Activate by targeting 2 Set Spells/Traps on the field. ② Those targets can't be activated.",
                 "Activate by selecting 2 Set Spell or Trap Cards on the field. "
                 "The selected Spell or Trap Cards cannot be activated."):
        locks = [(r.kind, r.granted_to, r.lasts) for e in analyze(text, card_type="trap", subtypes=("Continuous",))
                 for r in e.restrictions]
        assert locks == [("cannot-activate", "effect-target", "while-face-up")]


def _vortex(b_hand=None):
    cards = {"ig": {"name": "Infernity Guardian", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "rat": {"name": "Giant Rat", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "lv": {"name": "Lightning Vortex", "controller": "A", "zone": "hand"},
             "sangan": {"name": "Sangan", "controller": "A", "zone": "hand"}}
    if b_hand:
        cards["held"] = {"name": b_hand, "controller": "B", "zone": "hand"}
    steps = [{"activate": "lv", "cost": [{"event": "discarded", "card": "sangan", "from": "hand", "to": "graveyard",
                                          "cause": "cost"}]}, {"resolve": 1}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": steps,
                       "ask": {"last_thing": True}})


def test_infernity_guardian_stays_while_its_hand_is_empty():
    got = _vortex()
    assert [e["card"] for e in got.last_thing] == ["rat"]
    assert "ce-protection-while-the-hand-is-empty" in got.rules
    assert any("no cards in hand" in a for a in got.assumed)


def test_infernity_guardian_is_destroyed_while_its_controller_holds_a_card():
    got = _vortex(b_hand="Pot of Avarice")
    assert sorted(e["card"] for e in got.last_thing) == ["ig", "rat"]
    assert "ce-protection-while-the-hand-is-empty" not in got.rules


def test_mechanical_hound_locks_spells_only_while_its_hand_is_empty():
    # the family's other continuous effect held "while you have no cards in your hand" (rule ce-restriction-state)
    def ask(b_hand):
        cards = {"hound": {"name": "Mechanical Hound", "controller": "B", "zone": "monster_zone", "position": "attack"},
                 "pot": {"name": "Swords of Revealing Light", "controller": "A", "zone": "hand"}}
        if b_hand:
            cards["held"] = {"name": b_hand, "controller": "B", "zone": "hand"}
        return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                           "steps": [], "ask": {"can_activate": "pot"}})
    assert ask(None).answer == "no"
    assert ask("Sangan").answer == "yes"


def test_the_protection_while_the_hand_is_empty_is_read_with_its_state():
    text = "While you have no cards in your hand, this face-up card cannot be destroyed by battle or by card effects."
    found = [(r.kind, r.holds_while) for e in analyze(text, card_type="monster", subtypes=("Effect",))
             for r in e.restrictions]
    assert ("cannot-be-destroyed", "hand-empty") in found
