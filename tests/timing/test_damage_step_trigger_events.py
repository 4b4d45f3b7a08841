"""Which events set off optional trigger effects in the Damage Step (rules/damage_step.py, rule
bt-damage-step-trigger-events): a card destroyed, sent to the Graveyard (discarded, Tributed),
flipped face-up, or damage; not a card added to the hand or banished there. Real pool cards on
the whole graph."""

from __future__ import annotations

from edison_kg import timing


def ask(cards, steps, question, turn_player="B", phase="battle"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase,
                       "cards": cards, "steps": steps, "ask": question})


def card(name, controller, zone, **more):
    return {"name": name, "controller": controller, "zone": zone, **more}


def watapon_searched(in_the_damage_step):
    """Witch of the Black Forest is destroyed (by battle in the Damage Step, or by an effect in
    the Main Phase) and its effect adds Watapon from the Deck to the hand."""
    cards = {"ox": card("Battle Ox", "B", "monster_zone", position="attack"),
             "witch": card("Witch of the Black Forest", "A", "monster_zone", position="attack"),
             "watapon": card("Watapon", "A", "deck"),
             "hole": card("Trap Hole", "B", "graveyard")}
    if in_the_damage_step:
        steps = [{"events": [{"event": "attack_declared", "card": "ox", "player": "B", "target": "witch"}]},
                 {"phase": "damage_step"},
                 {"events": [{"event": "destroyed", "card": "witch", "player": "A", "from": "monster_zone",
                              "to": "graveyard", "cause": "battle", "by": "ox"}]}]
    else:
        steps = [{"events": [{"event": "destroyed", "card": "witch", "player": "A", "from": "monster_zone",
                              "to": "graveyard", "cause": "effect", "by": "hole"}]}]
    steps += [{"activate": "witch"},
              {"resolve": 1, "events": [{"event": "added_to_hand", "card": "watapon", "player": "A", "from": "deck",
                                         "to": "hand", "cause": "effect", "by": "witch"}]}]
    return ask(cards, steps, {"can_activate": "watapon"}, phase="battle" if in_the_damage_step else "main1")


def test_a_card_added_to_the_hand_in_the_damage_step_cannot_use_its_effect_for_being_added():
    answer = watapon_searched(True)
    assert (answer.answer, answer.reason) == ("no", "damage-step")
    assert "bt-damage-step-trigger-events" in answer.rules


def test_the_same_search_outside_the_damage_step_lets_it_activate():
    assert watapon_searched(False).answer == "yes"


def inversion_after_a_banishment(in_the_damage_step):
    cards = {"ox": card("Battle Ox", "B", "monster_zone", position="attack"),
             "elf": card("Mystical Elf", "A", "monster_zone", position="attack"),
             "cosmos": card("Macro Cosmos", "B", "spell_trap_zone", face_up=True),
             "di": card("Dimensional Inversion", "A", "spell_trap_zone", face_up=False)}
    steps = [{"events": [{"event": "attack_declared", "card": "ox", "player": "B", "target": "elf"}]}]
    if in_the_damage_step:
        steps.append({"phase": "damage_step"})
    steps.append({"events": [{"event": "banished", "card": "elf", "player": "A", "from": "monster_zone",
                              "to": "banished", "cause": "effect", "by": "cosmos"}]})
    return ask(cards, steps, {"can_activate": "di"})


def test_a_card_answering_a_banishment_cannot_be_activated_in_the_damage_step():
    answer = inversion_after_a_banishment(True)
    assert (answer.answer, answer.reason) == ("no", "damage-step")
    assert inversion_after_a_banishment(False).answer == "yes"


def test_a_monster_destroyed_in_the_damage_step_still_uses_its_optional_effect_there():
    cards = {"ox": card("Battle Ox", "B", "monster_zone", position="attack"),
             "witch": card("Witch of the Black Forest", "A", "monster_zone", position="attack"),
             "watapon": card("Watapon", "A", "deck")}
    steps = [{"events": [{"event": "attack_declared", "card": "ox", "player": "B", "target": "witch"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "witch", "player": "A", "from": "monster_zone",
                          "to": "graveyard", "cause": "battle", "by": "ox"}]}]
    assert ask(cards, steps, {"can_activate": "witch"}).answer == "yes"


def banished_by_dd_warrior_lady(name):
    """D.D. Warrior Lady attacks and, in the Damage Step, banishes the monster it battles and itself."""
    cards = {"ddwl": card("D.D. Warrior Lady", "B", "monster_zone", position="attack"),
             "own": card(name, "A", "monster_zone", position="attack", face_up=True),
             "di": card("Dimensional Inversion", "A", "spell_trap_zone", face_up=False)}
    gone = [{"event": "banished", "card": ref, "player": who, "from": "monster_zone", "to": "banished",
             "cause": "effect", "by": "ddwl"} for ref, who in (("own", "A"), ("ddwl", "B"))]
    steps = [{"events": [{"event": "attack_declared", "card": "ddwl", "player": "B", "target": "own"}]},
             {"phase": "damage_step"}, {"activate": "ddwl"}, {"resolve": 1, "events": [gone]}]
    return cards, steps


def test_a_monster_banished_in_the_damage_step_uses_its_own_optional_trigger_there():
    # Fortune Lady Light: "When this face-up card leaves the field by card effect: You can Special Summon ..."
    cards, steps = banished_by_dd_warrior_lady("Fortune Lady Light")
    answer = ask(cards, steps, {"can_activate": "own"})
    assert answer.answer == "yes"
    assert "bt-damage-step-own-banishment" in answer.rules
    # another card answering that banishment still cannot be activated there
    assert ask(cards, steps, {"can_activate": "di"}).answer == "no"
