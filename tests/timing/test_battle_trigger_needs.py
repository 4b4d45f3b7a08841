"""Triggers of a battle and what they need, on real cards: "successfully attacks
directly" is battle damage by a direct attack (rule bt-successful-direct-attack-is-battle-damage),
a Trap Monster destroyed by battle is an opponent's monster but a Trap Card where it goes (rule
state-trap-monster-left-as-a-monster), and a battle trigger activated from the hand needs no card
of its own on the field (rule bt-battle-trigger-from-the-hand)."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext import analyze
from scenario_cards import card


def ask(cards, steps, question, turn_player="A", phase="battle"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": steps, "ask": question})


def chain_cards(answer) -> list:
    return [link["card"] for link in answer.to_dict().get("chain", [])]


# ------------------------------------------------------------------ "successfully attacks directly"

def test_successfully_attacks_directly_is_read_as_battle_damage_by_a_direct_attack():
    for text in ("When this card successfully attacks directly, draw 1 card.",
                 "If this card successfully attacks your opponent's Life Points directly, draw 1 card.",
                 "When this card successfully attacks your opponent directly, draw 1 card."):
        condition = analyze(text)[0].condition
        assert condition.types == ["damage_inflicted"], text
        assert condition.cause == "battle" and condition.direct_attack and condition.actor_self, text
        assert not condition.self_card, text


def test_an_attack_that_is_not_successful_is_still_read_as_an_attack():
    condition = analyze("When this card attacks, draw 1 card.")[0].condition
    assert condition.types == ["attack_declared"]


def goblin_recon_squad_attacks(*after):
    # a card in the opponent's hand for its random look to pick (rule state-random-pick-needs-a-card)
    cards = {"grs": card("Goblin Recon Squad", "A", position="attack"), "dm": card("Dark Magician", "B", "hand")}
    steps = [{"events": [{"event": "attack_declared", "card": "grs", "player": "A"}]}, *after]
    return ask(cards, steps, {"triggers": True})


def recon_effects(answer) -> list:
    # Goblin Recon Squad: 1 "If this card successfully attacks directly, you can look at 1 random card
    # in your opponent's hand ...", 2 "If this card attacks, it is changed to Defense Position ..."
    return [link.get("effect") for link in answer.to_dict().get("chain", [])]


def test_goblin_recon_squad_does_not_trigger_on_its_direct_attack_declaration():
    assert 1 not in recon_effects(goblin_recon_squad_attacks())


def test_goblin_recon_squad_triggers_when_its_direct_attack_inflicts_battle_damage():
    damage = {"events": [{"event": "damage_inflicted", "player": "B", "cause": "battle", "by": "grs", "amount": 800}]}
    assert 1 in recon_effects(goblin_recon_squad_attacks(damage))


# ------------------------------------------------------------------ Trap Monsters destroyed by battle

def destroys_the_slime(attacker):
    cards = {"at": card(attacker, "A", position="attack", atk=3200),
             "slime": card("Metal Reflect Slime", "B", position="defense")}
    steps = [{"events": [{"event": "attack_declared", "card": "at", "player": "A", "target": "slime"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "slime", "player": "B", "from": "monster_zone",
                          "to": "graveyard", "cause": "battle", "by": "at"}]}]
    return ask(cards, steps, {"triggers": True})


def test_a_trap_monster_destroyed_by_battle_is_an_opponents_monster_destroyed():
    # Blue Thunder T-45: "If this card destroys an opponent's monster by battle: Special Summon 1 ... Token"
    assert chain_cards(destroys_the_slime("Blue Thunder T-45")) == ["at"]


def test_a_trap_monster_is_no_monster_sent_to_the_graveyard():
    # Des Volstgalph: "If this card destroys an opponent's monster by battle and sends it to the Graveyard: ..."
    assert chain_cards(destroys_the_slime("Des Volstgalph")) == []


# ------------------------------------------------------------------ battle triggers from the hand

def warrior_attacks_a_wall(*after):
    cards = {"sm": card("Sword Master", "A", "hand"),
             "ck": card("Command Knight", "A", position="attack"),
             "bsg": card("Big Shield Gardna", "B", position="defense")}
    steps = [{"events": [{"event": "attack_declared", "card": "ck", "player": "A", "target": "bsg"}]}, *after]
    return ask(cards, steps, {"can_activate": "sm"})


def test_a_hand_effect_at_the_end_of_the_damage_step_needs_no_card_on_the_field():
    damage = {"events": [{"event": "damage_inflicted", "player": "A", "cause": "battle", "by": "bsg", "amount": 1000}]}
    assert warrior_attacks_a_wall(damage).answer == "yes"


def test_a_hand_effect_still_needs_the_battle_to_have_taken_place():
    assert warrior_attacks_a_wall().answer == "no"


# ------------------------------------------------------------------ Trap Cards that equip themselves

def test_what_an_equip_trap_does_while_equipped_is_an_effect_of_its_own():
    # Hero Ring: "... equip this card to that target. Monsters your opponent controls with 1900 or more
    # ATK cannot attack that target."; D - Chain: "... It gains 500 ATK. If it destroys ...: Inflict 500 damage"
    ring = analyze("Target 1 Warrior-Type monster with 1500 or less ATK; equip this card to that target. Monsters "
                   "your opponent controls with 1900 or more ATK cannot attack that target.",
                   card_type="trap", subtypes=("Normal",))
    assert [e.kind for e in ring] == ["card-activation", "continuous"]
    chain = analyze("Target 1 \"Destiny HERO\" monster you control; equip this card to that target. It gains 500 ATK. "
                    "If it destroys an opponent's monster by battle and sends it to the GY: Inflict 500 damage to your "
                    "opponent.", card_type="trap", subtypes=("Normal",))
    assert [e.kind for e in chain][0] == "card-activation" and chain[1].condition.types == ["destroyed"]
    assert "It gains 500 ATK" in chain[0].text        # the sentence right after the equip stays with it


def test_a_normal_trap_without_an_equip_keeps_its_sentences_together():
    effects = analyze("Activate only when your opponent declares an attack. Destroy all Attack Position monsters "
                      "your opponent controls. If you do, draw 1 card.", card_type="trap", subtypes=("Normal",))
    assert len(effects) == 1


def test_evil_blast_deals_its_damage_in_the_opponents_standby_phase():
    # Evil Blast: "... Equip this card to that monster. It gains 500 ATK. During each of your opponent's
    # Standby Phases, inflict 500 damage to your opponent."
    cards = {"eb": card("Evil Blast", "A", "spell_trap_zone", face_up=True),
             "m": card("Vorse Raider", "B", position="attack")}
    steps = [{"events": [{"event": "equipped", "card": "eb", "by": "m"}]}, {"phase": "standby"}]
    answer = ask(cards, steps, {"triggers": True}, turn_player="B", phase="draw")
    assert chain_cards(answer) == ["eb"]


# ------------------------------------------------------------------ activation wording after a rule of the card

def test_the_activation_condition_is_read_after_a_rule_written_before_it():
    # Mirage Tube: "This card cannot be activated from your hand. Activate only when a face-up monster
    # you control is selected as an attack target. Inflict 1000 damage to your opponent."
    effect = analyze("This card cannot be activated from your hand. Activate only when a face-up monster you control "
                     "is selected as an attack target. Inflict 1000 damage to your opponent.",
                     card_type="spell", subtypes=("Quick-Play",))[0]
    assert effect.condition.types == ["attack_declared"] and effect.condition.attack_role == "target"
    assert [c.text for c in effect.clauses] == ["Inflict 1000 damage to your opponent"]


def spellcaster_battle(destroyed):
    cards = {"en": card("Enlightenment", "A", "spell_trap_zone", face_up=False),
             "sc": card("Breaker the Magical Warrior", "A", position="attack"),
             "elf": card("Mystical Elf", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "sc", "player": "A", "target": "elf"}]},
             {"events": [{"event": "destroyed", "card": ref, "from": "monster_zone", "to": "graveyard",
                          "cause": "battle", "by": "elf" if ref == "sc" else "sc"} for ref in destroyed]}]
    return ask(cards, steps, {"can_activate": "en"})


def test_activate_at_the_end_of_the_damage_step_after_the_spellcaster_destroyed_a_monster():
    assert spellcaster_battle(["elf"]).answer == "yes"


def test_activate_at_the_end_of_the_damage_step_needs_the_spellcaster_still_on_the_field():
    answer = spellcaster_battle(["elf", "sc"])
    assert answer.answer == "no" and "bt-attacker-gone-before-end-of-damage-step" in answer.rules
