"""What a trigger's condition excludes (rule cond-event-exclusion), "destroyed by its own effect",
battle damage from a battle involving a kind (rule cond-battle-involving-a-kind) and a phase effect looking back at
this card's own destruction by battle, on real pool cards on the whole graph, met and unmet."""

from __future__ import annotations

from edison_kg import timing


def ask(turn_player, phase, cards, steps, question):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": steps, "ask": question})


def chain_cards(answer) -> list:
    return [link["card"] for link in answer.chain]


def sent_from_the_field(name: str, cause: str, position: str = "attack"):
    cards = {"mine": {"name": name, "controller": "A", "zone": "monster_zone", "position": position},
             "foe": {"name": "Battle Ox", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "hole": {"name": "Dark Hole", "controller": "B", "zone": "spell_trap_zone", "face_up": True}}
    steps = [{"events": [{"event": "attack_declared", "card": "foe", "player": "B", "target": "mine"}]},
             {"phase": "damage_step"}] if cause == "battle" else []
    if cause == "battle" and position == "face_down":
        steps.append({"events": [{"event": "flipped_face_up", "card": "mine"}]})
    steps.append({"events": [{"event": "destroyed", "card": "mine", "from": "monster_zone", "cause": cause,
                              "by": "foe" if cause == "battle" else "hole", "to": "graveyard"}]})
    return ask("B", "battle" if cause == "battle" else "main1", cards, steps, {"triggers": True})


def test_sent_from_the_field_by_a_card_effect_meets_except_by_being_destroyed_by_battle():
    # Black Ptera: "If this card is sent from the field to the GY, except by being destroyed by battle"
    assert chain_cards(sent_from_the_field("Black Ptera", "effect")) == ["mine"]


def test_destroyed_by_battle_does_not():
    assert chain_cards(sent_from_the_field("Black Ptera", "battle")) == []
    # Oyster Meister: "If sent from the field to the GY (except when destroyed by battle)"
    assert chain_cards(sent_from_the_field("Oyster Meister", "battle")) == []


def test_attacked_face_up_and_destroyed_by_battle_still_meets_unless_attacked_face_down():
    # Poison Draw Frog: "When this face-up card on the field is sent to the GY (unless it was attacked while
    # face-down and destroyed by battle)"
    assert chain_cards(sent_from_the_field("Poison Draw Frog", "battle")) == ["mine"]


def test_attacked_face_down_and_destroyed_by_battle_does_not():
    assert chain_cards(sent_from_the_field("Poison Draw Frog", "battle", position="face_down")) == []


def cloudian_destroyed(by_itself: bool):
    # Raging Cloudian: 'Activate only when a "Cloudian" monster(s) you control is destroyed by its own effect and
    # sent to the Graveyard'; Cloudian - Smoke Ball destroys itself when it is face-up in Defense Position
    cards = {"trap": {"name": "Raging Cloudian", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "cloud": {"name": "Cloudian - Smoke Ball", "controller": "A", "zone": "monster_zone", "position": "defense"},
             "hole": {"name": "Dark Hole", "controller": "B", "zone": "spell_trap_zone", "face_up": True}}
    steps = [{"events": [{"event": "destroyed", "card": "cloud", "from": "monster_zone", "cause": "effect",
                          "by": "cloud" if by_itself else "hole", "to": "graveyard"}]}]
    return ask("B", "main1", cards, steps, {"can_activate": "trap"})


def test_destroyed_by_its_own_effect_meets_the_condition():
    assert cloudian_destroyed(True).answer == "yes"


def test_destroyed_by_another_cards_effect_does_not():
    answer = cloudian_destroyed(False)
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")


def yubel_destroyed(by_itself: bool):
    # Yubel: "When this card is destroyed, except by its own effect: ... Special Summon 1 "Yubel - Terror Incarnate""
    cards = {"yubel": {"name": "Yubel", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "hole": {"name": "Dark Hole", "controller": "B", "zone": "spell_trap_zone", "face_up": True}}
    steps = [{"events": [{"event": "destroyed", "card": "yubel", "from": "monster_zone", "cause": "effect",
                          "by": "yubel" if by_itself else "hole", "to": "graveyard"}]}]
    return ask("B", "main1", cards, steps, {"triggers": True})


def test_destroyed_by_another_cards_effect_meets_except_by_its_own_effect():
    assert chain_cards(yubel_destroyed(False)) == ["yubel"]


def test_destroyed_by_its_own_effect_does_not():
    assert chain_cards(yubel_destroyed(True)) == []


def battle_damage_from(attacker: str):
    # Damage = Reptile: "when you take Battle Damage from a battle involving a Reptile-Type monster"
    # (a Continuous Trap Card: face-up, its effect activates)
    cards = {"trap": {"name": "Damage = Reptile", "controller": "A", "zone": "spell_trap_zone", "face_up": True},
             "foe": {"name": attacker, "controller": "B", "zone": "monster_zone", "position": "attack"}}
    steps = [{"events": [{"event": "attack_declared", "card": "foe", "player": "B"}]}, {"phase": "damage_step"},
             {"events": [{"event": "damage_inflicted", "player": "A", "cause": "battle", "by": "foe", "amount": 1000}]}]
    return ask("B", "battle", cards, steps, {"can_activate": "trap"})


def test_battle_damage_from_a_battle_involving_a_reptile_meets_the_condition():
    assert battle_damage_from("Sinister Serpent").answer == "yes"     # a Reptile-Type monster


def test_battle_damage_from_a_battle_of_other_kinds_does_not():
    answer = battle_damage_from("Battle Ox")                           # a Beast-Warrior-Type monster
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")


def end_phase_after(cause: str):
    # Mystic Swordsman LV2: "During the End Phase, if this card destroyed a monster by battle this turn"
    cards = {"lv2": {"name": "Mystic Swordsman LV2", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "foe": {"name": "Mystical Elf", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "hole": {"name": "Dark Hole", "controller": "A", "zone": "spell_trap_zone", "face_up": True}}
    if cause == "battle":
        steps = [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "lv2", "player": "A", "target": "foe"}]},
                 {"phase": "damage_step"},
                 {"events": [{"event": "destroyed", "card": "foe", "from": "monster_zone", "cause": "battle",
                              "by": "lv2", "to": "graveyard"}]}]
    else:
        steps = [{"events": [{"event": "destroyed", "card": "foe", "from": "monster_zone", "cause": "effect",
                              "by": "hole", "to": "graveyard"}]}]
    steps.append({"phase": "end"})
    return ask("A", "main1", cards, steps, {"can_activate": "lv2"})


def test_a_monster_this_card_destroyed_by_battle_this_turn_meets_the_end_phase_condition():
    assert end_phase_after("battle").answer == "yes"


def test_a_monster_a_card_effect_destroyed_does_not():
    answer = end_phase_after("effect")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")


def garoth_after_a_send_by(name: str):
    # Garoth, Lightsworn Warrior: 'If a card(s) is sent from your Deck to the GY by the effect of a "Lightsworn" monster
    # you control (except by "Garoth, Lightsworn Warrior")'
    cards = {"garoth": {"name": "Garoth, Lightsworn Warrior", "controller": "A", "zone": "monster_zone",
                        "position": "attack"},
             "other": {"name": name, "controller": "A", "zone": "monster_zone", "position": "attack"},
             "milled": {"name": "Sangan", "owner": "A", "controller": "A", "zone": "deck"}}
    steps = [{"events": [{"event": "sent_to_gy", "card": "milled", "from": "deck", "to": "graveyard",
                          "cause": "effect", "by": "other"}]}]
    return ask("A", "main1", cards, steps, {"triggers": True})


def test_a_send_by_another_lightsworn_monster_meets_the_condition():
    assert "garoth" in chain_cards(garoth_after_a_send_by("Lyla, Lightsworn Sorceress"))


def test_a_send_by_the_card_the_condition_excludes_does_not():
    assert "garoth" not in chain_cards(garoth_after_a_send_by("Garoth, Lightsworn Warrior"))
