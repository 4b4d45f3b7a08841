"""Round 119: where a card an activation targets, and a Trap Card activated, were when the scenario leaves their zone
open (timing/target_places.py): a target of an activation that targets cards on the field was there, Set when the
activation targets Set cards (rule state-target-on-the-field-it-names), and a Trap Card activated was Set on the field
(rule state-trap-activated-from-the-field), each said in ``assumed``; and the card activation "Activate by targeting
2 Set Spells/Traps on the field." read as targeting (cardtext/activated_by_targeting.py). On real pool cards."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext import analyze

TARGET_RULE = "state-target-on-the-field-it-names"
TRAP_RULE = "state-trap-activated-from-the-field"


def _xing(zones: bool):
    def place(card, zone="spell_trap_zone"):
        return {**card, "zone": zone} if zones else card
    cards = {"xing": place({"name": "Xing Zhen Hu", "controller": "A"}),
             "cyl": place({"name": "Magic Cylinder", "controller": "B"}),
             "mf": place({"name": "Mirror Force", "controller": "B"}),
             "wolf": {"name": "Gene-Warped Warwolf", "controller": "A"}}
    steps = [{"activate": "xing", "targets": ["cyl", "mf"]}, {"resolve": 1}, {"phase": "battle"},
             {"events": [{"event": "attack_declared", "card": "wolf", "player": "A"}]}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": cards, "steps": steps,
                       "ask": {"can_activate": "cyl"}})


def test_set_cards_xing_zhen_hu_targets_with_no_zone_are_locked_and_said():
    got = _xing(zones=False)
    assert got.answer == "no" and "ce-lock-left-on-the-selected-cards" in got.rules
    assert "Magic Cylinder was Set on the field: Xing Zhen Hu targets it there" in got.assumed
    assert "Mirror Force was Set on the field: Xing Zhen Hu targets it there" in got.assumed
    assert "Xing Zhen Hu was Set on the field: a Trap Card is activated there" in got.assumed
    assert {TARGET_RULE, TRAP_RULE} <= set(got.rules)


def test_cards_placed_by_the_scenario_are_not_inferred():
    got = _xing(zones=True)
    assert got.answer == "no"
    assert not any("targets it there" in a or "a Trap Card is activated there" in a for a in got.assumed)
    assert TARGET_RULE not in got.rules and TRAP_RULE not in got.rules


def _shadow_spell(target):
    cards = {"ss": {"name": "Shadow Spell", "controller": "A"}, "elf": target}
    return timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "main1", "cards": cards,
                       "steps": [{"activate": "ss", "targets": ["elf"]}, {"resolve": 1}], "ask": {"last_thing": True}})


def test_a_face_up_monster_shadow_spell_targets_was_face_up_on_the_field():
    got = _shadow_spell({"name": "Gemini Elf", "controller": "B"})
    assert "Gemini Elf was face-up on the field: Shadow Spell targets it there" in got.assumed
    assert "Shadow Spell was Set on the field: a Trap Card is activated there" in got.assumed
    assert TARGET_RULE in got.rules


def test_a_target_shadow_spell_finds_placed_is_not_inferred():
    got = _shadow_spell({"name": "Gemini Elf", "controller": "B", "zone": "monster_zone", "position": "attack"})
    assert not any("targets it there" in a for a in got.assumed)
    assert TARGET_RULE not in got.rules


def test_a_spell_card_with_no_zone_is_not_taken_to_be_set():
    # a Spell Card may be activated from the hand: where it was stays open
    cards = {"mst": {"name": "Mystical Space Typhoon", "controller": "A"},
             "mf": {"name": "Mirror Force", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    got = timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                      "steps": [{"activate": "mst", "targets": ["mf"]}, {"resolve": 1}], "ask": {"last_thing": True}})
    assert TRAP_RULE not in got.rules and not any("a Trap Card is activated there" in a for a in got.assumed)


def test_activated_by_targeting_is_read_as_its_targets():
    for text, wanted in (("① Activate by targeting 2 Set Spells/Traps on the field. ② Those targets can't be activated.",
                          [("spell-trap", "face-down", 2)]),
                         ("Activate this card by targeting 1 face-up monster on the field. During each of your Standby "
                          "Phases: It loses 500 ATK. When that target is destroyed, destroy this card.",
                          [("monster", "face-up", 1)])):
        first = analyze(text, card_type="trap", subtypes=("Continuous",))[0]
        assert first.kind == "card-activation" and first.targets
        assert [(c.every, c.position, c.count) for c in first.target_clauses] == wanted


def test_an_activation_that_does_more_than_target_is_read_as_before():
    first = analyze("Activate this card by targeting 1 monster your opponent controls; it cannot attack or change its "
                    "battle position. When that monster is destroyed, destroy this card.",
                    card_type="trap", subtypes=("Continuous",))[0]
    assert [(c.every, c.whose) for c in first.target_clauses] == [("monster", "opponent")]
    assert first.clauses and first.clauses[0].text == "it cannot attack or change its battle position"
