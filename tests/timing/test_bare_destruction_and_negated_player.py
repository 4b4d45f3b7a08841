"""A Spell or Trap Card for a monster being destroyed, naming neither battle nor Graveyard, is not activated for a
destruction by battle (Snake Whistle; rule bt-bare-destruction-not-in-the-damage-step), unlike cards for "destroyed
by battle" or "destroyed and sent to the Graveyard"; and "negate the activation, then the player whose effect
activation was negated draws 1 card" (By Order of the Emperor; rule res-player-whose-activation-was-negated), on real
cards."""

from __future__ import annotations

from scenario_cards import ask, card


def battle_destroys_venom(answering: str, name: str, monster="Vennominon the King of Poisonous Snakes", hand=()):
    """B's Cyber Dragon attacks A's ``monster``: battle damage, then the monster is destroyed by battle; can A's Set
    ``name`` be activated (A holding the cards ``hand`` names)?"""
    cards = {"cyber": card("Cyber Dragon", "B", position="attack"), "venom": card(monster, "A", position="attack"),
             answering: card(name, "A", "spell_trap_zone", face_up=False)}
    cards |= {f"held{i}": card(held, "A", "hand") for i, held in enumerate(hand)}
    steps = [{"events": [{"event": "attack_declared", "card": "cyber", "player": "B", "target": "venom"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "damage_inflicted", "player": "A", "amount": 1100, "cause": "battle"}]},
             {"events": [{"event": "destroyed", "card": "venom", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle", "by": "cyber"}]}]
    return ask(cards, {"can_activate": answering}, steps, phase="battle", turn_player="B")


def test_snake_whistle_is_not_activated_for_a_reptile_destroyed_by_battle():
    answer = battle_destroys_venom("whistle", "Snake Whistle")
    assert (answer.answer, answer.reason) == ("no", "damage-step")
    assert "bt-bare-destruction-not-in-the-damage-step" in answer.rules


def test_snake_whistle_is_activated_for_a_reptile_destroyed_by_a_card_effect():
    cards = {"venom": card("Vennominon the King of Poisonous Snakes", "A", position="attack"),
             "whistle": card("Snake Whistle", "A", "spell_trap_zone", face_up=False),
             "hole": card("Dark Hole", "B", "hand")}
    answer = ask(cards, {"can_activate": "whistle"}, [{"activate": "hole"}, {"resolve": 1}], turn_player="B")
    assert answer.answer == "yes"
    assert "bt-bare-destruction-not-in-the-damage-step" not in answer.rules


def test_chthonian_blast_destroyed_and_sent_to_the_graveyard_is_still_activated_at_the_end_of_the_damage_step():
    answer = battle_destroys_venom("blast", "Chthonian Blast")
    assert answer.answer == "yes"
    assert "bt-bare-destruction-not-in-the-damage-step" not in answer.rules


def test_hero_counterattack_destroyed_by_battle_is_still_activated():
    # its opponent picks a random card of A's hand (round 79: rule state-random-own-hand-pick-needs-a-card): A holds one
    answer = battle_destroys_venom("counter", "Hero Counterattack", monster="Elemental HERO Sparkman", hand=("Mystic Tomato",))
    assert answer.answer == "yes"
    assert "bt-bare-destruction-not-in-the-damage-step" not in answer.rules


def emperor(emperor_player="B", bird_player="A"):
    """``bird_player`` Normal Summons Sonic Bird and activates its trigger; ``emperor_player`` answers with By Order of the
    Emperor; both links resolve: what happened last?"""
    cards = {"emperor": card("By Order of the Emperor", emperor_player, "spell_trap_zone", face_up=True),
             "bird": card("Sonic Bird", bird_player, "hand")}
    steps = [{"events": [{"event": "normal_summon", "card": "bird", "player": bird_player, "from": "hand",
                          "to": "monster_zone"}]},
             {"activate": "bird"}, {"activate": "emperor"}, {"resolve": 2}, {"resolve": 1}]
    return ask(cards, {"last_thing": True}, steps, turn_player=bird_player)


def test_by_order_of_the_emperor_negates_then_the_negated_player_draws():
    answer = emperor()
    assert [(e["event"], e["card"], e["player"]) for e in answer.last_thing] == [("drawn", None, "A")]
    assert "res-player-whose-activation-was-negated" in answer.rules
    assert not any(e["event"] == "effect_negated" for e in answer.last_thing)


def test_the_player_who_draws_is_the_one_whose_activation_was_negated_not_the_opponent():
    answer = emperor(emperor_player="A", bird_player="A")
    assert [(e["event"], e["player"]) for e in answer.last_thing] == [("drawn", "A")]
    answer = emperor(emperor_player="A", bird_player="B")
    assert [(e["event"], e["player"]) for e in answer.last_thing] == [("drawn", "B")]
