"""Battle windows with a state, not an event (rule cond-battle-window): "During the Damage Step, while an
opponent's monster is attacking a monster you control", "If a Fiend-Type monster you control battles, during the Damage
Step", "You can only activate this effect during your Battle Step, if this card battles during your turn". They are
used while the state holds in that step (a chain resolved after the attack declaration does not take it away), not when
it does not hold nor outside that step. And Life Points gained "equal to" a monster's ATK change no ATK: such a card is
not used in the Damage Step (Draining Shield, like Magic Cylinder and Negate Attack). Real pool cards."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext import analyze


def ask(cards, steps, card, turn_player="A"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": "battle", "cards": cards,
                       "steps": steps, "ask": {"can_activate": card}})


def attack(attacker, target, *later):
    return [{"events": [{"event": "attack_declared", "card": attacker, "player": "A", "target": target}]}, *later]


DAMAGE_STEP = {"phase": "damage_step"}
# a chain in the Battle Step after the declaration: Mystical Space Typhoon destroys a Set card
MST_CHAIN = [{"events": [{"event": "card_activated", "card": "mst", "player": "A", "target": "set"}]},
             {"events": [{"event": "destroyed", "card": "set", "cause": "effect", "by": "mst", "to": "graveyard"}]}]


def covering_fire(target: str | None, *later):
    cards = {"raider": {"name": "Vorse Raider", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "ox": {"name": "Battle Ox", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "elf": {"name": "Mystical Elf", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "fire": {"name": "Covering Fire", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    return ask(cards, attack("raider", target, *later), "fire")


def test_the_reader_stores_the_window_and_its_state():
    effect = analyze("During the Damage Step, while an opponent's monster is attacking a monster you control: Target 1 "
                     "other face-up monster you control; your attacked monster gains ATK equal to that target's ATK "
                     "during the Damage Step only.", card_type="trap", subtypes=("normal",))[0]
    assert effect.condition is None
    assert (effect.battle_window, effect.battler_whose, effect.battler_role) == ("damage_step", "you", "target")
    ryu = analyze("You can only activate this effect during your Battle Step, if this card battles during your turn. "
                  "Discard 1 Dragon-Type monster from your hand to the Graveyard to increase the ATK and DEF of this "
                  "card by 1000 points until the End Step.")[0]
    assert (ryu.battle_window, ryu.battle_window_turn, ryu.battler_whose) == ("battle_step", "you", "self")


def test_covering_fire_while_its_monster_is_attacked_in_the_damage_step():
    assert covering_fire("ox", DAMAGE_STEP).answer == "yes"


def test_covering_fire_not_in_the_battle_step():
    answer = covering_fire("ox")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-battle-window" in answer.rules


def test_covering_fire_not_against_a_direct_attack():
    answer = covering_fire(None, DAMAGE_STEP)
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")


def spirit_ryu(attacker: str, *later, dragon_in_hand: bool = True):
    cards = {"ryu": {"name": "Spirit Ryu", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "raider": {"name": "Vorse Raider", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "ox": {"name": "Battle Ox", "controller": "B", "zone": "monster_zone", "position": "defense"},
             "mst": {"name": "Mystical Space Typhoon", "controller": "A", "zone": "hand"},
             "set": {"name": "Mirror Force", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    if dragon_in_hand:
        cards["luster"] = {"name": "Luster Dragon", "controller": "A", "zone": "hand"}
    return ask(cards, attack(attacker, "ox", *later), "ryu")


def test_spirit_ryu_in_its_battle_step():
    assert spirit_ryu("ryu").answer == "yes"


def test_a_chain_resolved_after_the_declaration_does_not_take_the_window_away():
    assert spirit_ryu("ryu", *MST_CHAIN).answer == "yes"


def test_spirit_ryu_not_when_another_monster_attacks():
    answer = spirit_ryu("raider")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")


def test_spirit_ryu_not_in_the_damage_step():
    answer = spirit_ryu("ryu", DAMAGE_STEP)
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-battle-window" in answer.rules


def bark(fiend: bool):
    # Bark of Dark Ruler: "If a Fiend-Type monster you control battles, during the Damage Step"
    cards = {"mine": {"name": "Archfiend Soldier" if fiend else "Vorse Raider", "controller": "A",
                      "zone": "monster_zone", "position": "attack"},
             "ox": {"name": "Battle Ox", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "bark": {"name": "Bark of Dark Ruler", "controller": "A", "zone": "spell_trap_zone", "face_up": False}}
    return ask(cards, attack("mine", "ox", DAMAGE_STEP), "bark")


def test_bark_of_dark_ruler_when_its_fiend_battles():
    assert bark(fiend=True).answer == "yes"


def test_bark_of_dark_ruler_not_for_another_monster():
    assert (bark(fiend=False).answer, bark(fiend=False).reason) == ("no", "condition-not-met")


def answer_in_the_damage_step(name: str):
    cards = {"raider": {"name": "Vorse Raider", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "ox": {"name": "Battle Ox", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "trap": {"name": name, "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    return ask(cards, attack("raider", "ox", DAMAGE_STEP), "trap")


def test_life_points_equal_to_atk_are_no_atk_change():
    shield = analyze("When an opponent's monster declares an attack: Target the attacking monster; negate that attack, "
                     "and if you do, gain LP equal to that target's ATK.", card_type="trap", subtypes=("normal",))[0]
    assert not shield.damage_step
    assert analyze("Target 1 face-up monster; it gains 700 ATK until the end of this turn.", card_type="spell",
                   subtypes=("quick-play",))[0].damage_step


def test_draining_shield_is_not_used_in_the_damage_step_like_magic_cylinder():
    # ("When" Negate Attack has also missed the timing by then, which it answers first)
    for name in ("Draining Shield", "Magic Cylinder"):
        answer = answer_in_the_damage_step(name)
        assert (answer.answer, answer.reason) == ("no", "damage-step"), name
    assert answer_in_the_damage_step("Negate Attack").answer == "no"


def test_draining_shield_answers_the_declaration():
    cards = {"raider": {"name": "Vorse Raider", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "ox": {"name": "Battle Ox", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "trap": {"name": "Draining Shield", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    assert ask(cards, attack("raider", "ox"), "trap").answer == "yes"
