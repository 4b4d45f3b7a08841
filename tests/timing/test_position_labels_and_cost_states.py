"""Needs read outside a condition, asked of the whole engine on real cards, met and unmet: a bullet
labelled with a battle position (rule cond-activation-needs-its-own-position), a cost paid "while" a card is on the field
(cond-activation-needs-field-state), a phase its text says it cannot be activated in (window-phase-named-in-its-text) and
a negation of monsters destroyed by battle that needs another monster of a kind its controller controls
(bt-destroyed-monster-negated, ce-restriction-state). Invader of the Throne and Twin-Headed Wolf are the only cards of
the pool with their wordings."""

from __future__ import annotations

from scenario_cards import ask, card


def test_a_position_bullet_is_activated_only_in_that_position():
    cards = {"dt": card("Morphtronic Datatron", "A", position="defense"), "o": card("Dark Blade", "A")}
    tribute = {"can_activate": "dt", "effect_text": "Tribute 1 monster"}
    answer = ask(cards, tribute)
    assert answer.answer == "no" and "cond-activation-needs-its-own-position" in answer.rules
    assert ask(cards, {"can_activate": "dt", "effect_text": "inflict 300 damage"}).answer == "yes"
    cards["dt"]["position"] = "attack"
    assert ask(cards, tribute).answer == "yes"


def test_a_cost_paid_while_neo_space_is_on_the_field_needs_it():
    cards = {"c": card("Chrysalis Dolphin", "A", position="attack"),
             "aqua": card("Neo-Spacian Aqua Dolphin", "A", "hand")}
    answer = ask(cards, {"can_activate": "c"})
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-activation-needs-field-state" in answer.rules
    cards["ns"] = card("Neo Space", "A", "field_zone", face_up=True)
    assert ask(cards, {"can_activate": "c"}).answer == "yes"


def _flipped_by_an_attack(phase_steps):
    cards = {"atk": card("Mystical Elf", "B", position="attack"),
             "inv": card("Invader of the Throne", "A", position="face_down")}
    return ask(cards, {"can_activate": "inv"}, steps=phase_steps, phase="battle", turn_player="B")


def test_a_flip_effect_barred_from_the_battle_phase():
    attacked = [{"events": [{"event": "attack_declared", "card": "atk", "player": "B", "target": "inv"}]},
                {"phase": "damage_step"},
                {"events": [{"event": "flipped_face_up", "card": "inv", "player": "A", "cause": "battle"}]}]
    answer = _flipped_by_an_attack(attacked)
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "window-phase-named-in-its-text" in answer.rules and "cannot be activated during the Battle Phase" in \
        answer.explanation
    cards = {"op": card("Mystical Elf", "B", position="attack"),
             "inv": card("Invader of the Throne", "A", position="face_down")}
    flipped = [{"events": [{"event": "flip_summon", "card": "inv", "player": "A"}]}]
    assert ask(cards, {"can_activate": "inv"}, steps=flipped).answer == "yes"


def _wolf_destroys_a_flip_monster(cards):
    steps = [{"events": [{"event": "attack_declared", "card": "wolf", "player": "A", "target": "mask"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "flipped_face_up", "card": "mask", "player": "B", "cause": "battle"}]},
             {"events": [{"event": "destroyed", "card": "mask", "player": "B", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle", "by": "wolf"}]}]
    return ask(cards, {"can_activate": "mask"}, steps=steps, phase="battle")


def test_a_battle_negation_that_needs_another_fiend_of_its_controller():
    cards = {"wolf": card("Twin-Headed Wolf", "A", position="attack"),
             "mask": card("Old Vindictive Magician", "B", position="face_down")}
    assert _wolf_destroys_a_flip_monster(cards).answer == "yes"
    cards["fiend"] = card("Archfiend Soldier", "B", position="attack")      # a Fiend, but the opponent's
    assert _wolf_destroys_a_flip_monster(cards).answer == "yes"
    cards["fiend"]["controller"] = "A"
    answer = _wolf_destroys_a_flip_monster(cards)
    assert answer.answer == "no" and "bt-destroyed-monster-negated" in answer.rules


def test_one_of_each_named_card_in_the_graveyard():
    # Machina Force is the only card of the pool that targets one card of each name it lists
    cards = {"force": card("Machina Force", "A", position="attack"),
             "soldier": card("Machina Soldier", "A", "graveyard"), "sniper": card("Machina Sniper", "A", "graveyard")}
    summon = {"can_activate": "force", "effect_text": "Machina Sniper"}
    answer = ask(cards, summon)
    assert answer.answer == "no" and "state-target-must-exist" in answer.rules
    cards["soldier2"] = card("Machina Soldier", "A", "graveyard")       # two of one name do not stand for another
    assert ask(cards, summon).answer == "no"
    cards["defender"] = card("Machina Defender", "A", "graveyard")
    assert ask(cards, summon).answer == "yes"
