"""Whether a card's effect is there at all. A Gemini monster that was not Gemini
Summoned is a Normal Monster, whose continuous restrictions do not apply (rule
gemini-effects-after-gemini-summon); a restriction worded with a state of its own card or of the field
applies only while that state holds (rule ce-restriction-state); an effect whose subject is "this Token"
is the Token's, not its card's (rule token-effects-belong-to-the-token)."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.timing.scenario import parse_scenario
from edison_kg.timing.stats import current_stat
from scenario_cards import card


def ask(cards, steps, question, turn_player="A", phase="main1"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": steps, "ask": question})


# ------------------------------------------------------------------ a Gemini that is a Normal Monster

def ancient_gear_knight_attacks(*summons):
    # Ancient Gear Knight (Gemini): "If this card attacks, your opponent cannot activate any Spell/Trap Cards
    # until the end of the Damage Step."; Sakuretsu Armor: "Activate only when an opponent's monster declares an attack"
    cards = {"agk": card("Ancient Gear Knight", "A", "hand"), "sak": card("Sakuretsu Armor", "B", "spell_trap_zone", face_up=False),
             "cg": card("Celtic Guardian", "B", position="attack")}
    steps = [{"events": [{"event": "normal_summon", "card": "agk", "player": "A"}]} for _ in summons]
    steps += [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "agk", "player": "A", "target": "cg"}]}]
    return ask(cards, steps, {"can_activate": "sak"})


def test_a_gemini_only_normal_summoned_stops_no_spell_or_trap_when_it_attacks():
    answer = ancient_gear_knight_attacks("normal")
    assert answer.answer == "yes"


def test_a_gemini_summoned_gemini_stops_spells_and_traps_when_it_attacks():
    answer = ancient_gear_knight_attacks("normal", "gemini")
    assert answer.answer == "no"
    assert any(rule.endswith("/ce-face-up-on-field") for rule in answer.to_dict()["rules"])


def test_a_gemini_on_the_field_from_the_start_is_taken_as_not_gemini_summoned_and_said():
    # Ancient Gear Knight's restriction is there only once a step Gemini Summons it
    cards = {"agk": card("Ancient Gear Knight", "A", position="attack"),
             "sak": card("Sakuretsu Armor", "B", "spell_trap_zone", face_up=False),
             "cg": card("Celtic Guardian", "B", position="attack")}
    attack = [{"events": [{"event": "attack_declared", "card": "agk", "player": "A", "target": "cg"}]}]
    answer = ask(cards, attack, {"can_activate": "sak"}, phase="battle")
    assert answer.answer == "yes"
    assert any("Gemini Summon" in sentence for sentence in answer.to_dict()["assumed"])
    gemini_summoned = ask(cards, [{"phase": "main1"}, {"summon": "agk"}, {"phase": "battle"}] + attack,
                          {"can_activate": "sak"}, phase="main1")
    assert gemini_summoned.answer == "no"


# ------------------------------------------------------------------ a restriction's own state

def monster_reborn_with(*others):
    # Cactus Bouncer: "While another Plant monster is on the field, neither player can Special Summon monsters."
    cards = {"cb": card("Cactus Bouncer", "A", position="attack"), "mr": card("Monster Reborn", "B", "hand"),
             "gy": card("Celtic Guardian", "B", "graveyard")}
    cards.update(others)
    return ask(cards, [], {"can_activate": "mr"}, turn_player="B")


def test_cactus_bouncer_alone_on_the_field_lets_monster_reborn_be_activated():
    assert monster_reborn_with().answer == "yes"


def test_cactus_bouncer_with_another_plant_on_either_side_stops_monster_reborn():
    for controller in ("A", "B"):
        answer = monster_reborn_with(("plant", card("Gigaplant", controller, position="attack")))
        assert answer.answer == "no", controller
        assert any(rule.endswith("/ce-restriction-state") for rule in answer.to_dict()["rules"])


def test_a_face_down_monster_is_not_known_as_another_plant():
    assert monster_reborn_with(("plant", card("Gigaplant", "B", position="face_down"))).answer == "yes"


def test_a_monster_of_another_type_is_not_another_plant():
    assert monster_reborn_with(("other", card("Mystical Elf", "B", position="attack"))).answer == "yes"


def plant_atk_with_truesdale(position):
    # Fairy King Truesdale: "While this card is in Defense Position, all Plant-Type monsters you control gain
    # 500 ATK and DEF." (Gigaplant: a Plant with 2400 ATK)
    cards = {"fk": card("Fairy King Truesdale", "A", position=position), "plant": card("Gigaplant", "A", position="attack")}
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
           "ask": {"can_activate": "plant"}}
    return current_stat(timing.default_engine().play(parse_scenario(raw)).duel, "plant", "atk")


def test_a_stat_change_while_its_card_is_in_defense_position_applies_only_then():
    assert plant_atk_with_truesdale("defense") == 2900
    assert plant_atk_with_truesdale("attack") == 2400


# ------------------------------------------------------------------ "this Token"

def horseytail_destroyed_by_battle_with_a_plant():
    # Horseytail: 1 "When this card is destroyed by battle and sent to the Graveyard, Special Summon 1 "Horseytail
    # Token" ..."; 2 "When this Token is destroyed by battle with a Plant-Type monster, its controller sends 1 card
    # from their hand to the Graveyard."
    cards = {"h": card("Horseytail", "A", position="attack"), "p": card("Gigaplant", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "p", "player": "B", "target": "h"}]},
             {"events": [{"event": "destroyed", "card": "h", "by": "p", "cause": "battle"},
                         {"event": "sent_to_gy", "card": "h", "cause": "battle"}]}]
    return ask(cards, steps, {"triggers": True}, turn_player="B", phase="battle")


def test_the_effect_of_the_token_a_card_summons_is_not_the_cards_own():
    answer = horseytail_destroyed_by_battle_with_a_plant().to_dict()
    effects = [link.get("effect") for link in answer.get("chain", []) if link["card"] == "h"]
    assert effects == [1]


def test_the_tokens_effect_cannot_be_activated_by_its_card():
    cards = {"h": card("Horseytail", "A", position="attack"), "p": card("Gigaplant", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "p", "player": "B", "target": "h"}]},
             {"events": [{"event": "destroyed", "card": "h", "by": "p", "cause": "battle"},
                         {"event": "sent_to_gy", "card": "h", "cause": "battle"}]}]
    answer = ask(cards, steps, {"can_activate": "h", "effect": 2}, turn_player="B", phase="battle")
    assert answer.answer == "no"
    assert any(rule.endswith("/token-effects-belong-to-the-token") for rule in answer.to_dict()["rules"])


def metalsilver_armor_applies(monster_controller):
    # Metalsilver Armor: "As long as you control the monster equipped with this card, your opponent cannot use the
    # effect of a Spell, Trap, or Effect Monster that targets 1 monster, except the equipped monster."
    cards = {"armor": card("Metalsilver Armor", "A", "spell_trap_zone", face_up=True, equipped_to="m"),
             "m": card("Celtic Guardian", monster_controller, position="attack")}
    raw = {"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": [],
           "ask": {"can_activate": "m"}}
    duel = timing.default_engine().play(parse_scenario(raw)).duel
    return any(r.kind == "targets-only-equipped" for _, r in duel.restrictions())


def test_an_equip_that_needs_its_controller_to_control_the_equipped_monster():
    assert metalsilver_armor_applies("A")
    assert not metalsilver_armor_applies("B")
