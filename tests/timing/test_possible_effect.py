"""A card that could do nothing cannot be activated, and a cost needs its cards
(edison_kg/timing/rules/possible.py), on real cards."""

from __future__ import annotations

from edison_kg import timing
from scenario_cards import card


def ask(cards, steps, question, phase="battle", turn_player="A"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": steps, "ask": question})


ATTACK = {"events": [{"event": "attack_declared", "card": "attacker", "player": "A"}]}


def test_all_attack_position_monsters_when_there_are_none():
    mirror = card("Mirror Force", "B", "spell_trap_zone", face_up=False)
    defense = ask({"attacker": card("Total Defense Shogun", "A", position="defense"), "mf": mirror}, [ATTACK],
                  {"can_activate": "mf"})
    assert (defense.answer, defense.reason) == ("no", "other")
    assert "activation-needs-a-possible-effect" in defense.rules
    attack = ask({"attacker": card("Vorse Raider", "A", position="attack"), "mf": mirror}, [ATTACK],
                 {"can_activate": "mf"})
    assert attack.answer == "yes"
    unknown = ask({"attacker": card("Vorse Raider", "A"), "mf": mirror}, [ATTACK], {"can_activate": "mf"})
    assert unknown.answer == "yes"            # its position is not told: nothing rules it out


def test_the_only_possible_target_cannot_be_targeted():
    cards = {"attacker": card("Dark Magician", "A", position="attack"),
             "elf": card("Gemini Elf", "A", position="attack"),
             "armor": card("Metalsilver Armor", "A", "spell_trap_zone", face_up=True, equipped_to="elf"),
             "mc": card("Magic Cylinder", "B", "spell_trap_zone", face_up=False)}
    assert ask(cards, [ATTACK], {"can_activate": "mc"}).answer == "no"
    cards["armor"]["equipped_to"] = "attacker"     # the attacker is the monster it may target
    assert ask(cards, [ATTACK], {"can_activate": "mc"}).answer == "yes"


def test_a_tribute_cost_needs_a_monster_on_the_field():
    cards = {"elf": card("Gemini Elf", "A", position="attack"),
             "axe": card("Axe of Despair", "A", "spell_trap_zone", face_up=True, equipped_to="elf"),
             "raigeki": card("Raigeki", "B", "hand")}
    steps = [{"activate": "raigeki"},
             {"resolve": 1, "events": [[{"event": "destroyed", "card": "elf", "player": "A", "from": "monster_zone",
                                         "to": "graveyard", "cause": "effect", "by": "raigeki"}]]}]
    gone = ask(cards, steps, {"can_activate": "axe", "effect": 2}, phase="main1", turn_player="B")
    assert (gone.answer, gone.reason) == ("no", "other")
    cards["vorse"] = card("Vorse Raider", "A", position="attack")
    kept = ask(cards, steps, {"can_activate": "axe", "effect": 2}, phase="main1", turn_player="B")
    assert kept.answer == "yes"


def test_all_monsters_of_a_kind_when_none_on_the_field_is_of_it():
    rain = card("Acid Rain", "A", "hand")
    none = ask({"rain": rain, "elf": card("Gemini Elf", "B", position="attack")}, [], {"can_activate": "rain"},
               phase="main1")
    assert (none.answer, none.reason) == ("no", "other")
    assert "activation-needs-a-possible-effect" in none.rules
    assert "Player B's side of the field holds only the cards the scenario names there: Gemini Elf" in none.assumed
    machine = ask({"rain": rain, "golem": card("Giant Soldier of Stone", "B", position="attack"),
                   "robo": card("Cyber Dragon", "B", position="attack")}, [], {"can_activate": "rain"}, phase="main1")
    assert machine.answer == "yes"


def test_a_part_after_then_does_nothing_on_its_own():
    wave = card("Big Wave Small Wave", "A", "hand")
    hidden = ask({"wave": wave, "turtle": card("Penguin Soldier", "A", position="face_down")}, [],
                 {"can_activate": "wave"}, phase="main1")
    assert (hidden.answer, hidden.reason) == ("no", "other")   # a Set WATER monster is not face-up
    shown = ask({"wave": wave, "turtle": card("Penguin Soldier", "A", position="attack")}, [],
                {"can_activate": "wave"}, phase="main1")
    assert shown.answer == "yes"


def test_cards_protected_from_what_it_does_are_not_cards_it_could_act_on():
    """Rule ce-protected-card-not-affected: Dark Hole and Raigeki destroy all monsters; a monster
    that cannot be destroyed by them, or is unaffected by Spells, is out of their reach."""
    hole = card("Dark Hole", "A", "hand")
    lone = ask({"hole": hole, "ddd": card("Different Dimension Dragon", "B", position="attack")}, [],
               {"can_activate": "hole"}, phase="main1")
    assert (lone.answer, lone.reason) == ("no", "other")
    assert "ce-protected-card-not-affected" in lone.rules
    more = ask({"hole": hole, "ddd": card("Different Dimension Dragon", "B", position="attack"),
                "elf": card("Gemini Elf", "B", position="attack")}, [], {"can_activate": "hole"}, phase="main1")
    assert more.answer == "yes"
    raigeki = card("Raigeki", "A", "hand")
    for name in ("Neos Wiseman", "Horus the Black Flame Dragon LV6"):
        alone = ask({"raigeki": raigeki, "mon": card(name, "B", position="attack")}, [], {"can_activate": "raigeki"},
                    phase="main1")
        assert (alone.answer, "ce-protected-card-not-affected" in alone.rules) == ("no", True), name


def test_a_protection_from_other_effects_does_not_shelter_the_card():
    """Horus LV6 is unaffected by Spell effects only: a Trap that destroys all Attack Position
    monsters still reaches it."""
    cards = {"attacker": card("Horus the Black Flame Dragon LV6", "A", position="attack"),
             "mf": card("Mirror Force", "B", "spell_trap_zone", face_up=False)}
    assert ask(cards, [ATTACK], {"can_activate": "mf"}).answer == "yes"


def test_nothing_that_summons_can_be_activated_while_neither_player_can_summon():
    cards = {"lw": card("The Last Warrior from Another Planet", "B", position="attack"),
             "reborn": card("Monster Reborn", "A", "hand"), "elf": card("Gemini Elf", "A", "graveyard")}
    blocked = ask(cards, [], {"can_activate": "reborn"}, phase="main1")
    assert (blocked.answer, "ce-forbidden-action-effect" in blocked.rules) == ("no", True)


def test_the_opponents_side_is_empty_when_the_scenario_names_none_there():
    # Raigeki: "Destroy all monsters your opponent controls." The scenario names a card on the field
    # (the player's own monster) and none of the opponent's: the named cards are all there is.
    raigeki = card("Raigeki", "A", "hand")
    told = ask({"r": raigeki, "own": card("Vorse Raider", "A", position="attack")}, [], {"can_activate": "r"},
               phase="main1")
    assert told.answer == "no" and "activation-needs-a-possible-effect" in told.rules and told.assumed
    # no monster on the field is named: there is none, whatever else the scenario names
    untold = ask({"r": raigeki, "h": card("Sangan", "A", "hand")}, [], {"can_activate": "r"}, phase="main1")
    assert untold.answer == "no"
    assert "Player B's side of the field holds only the cards the scenario names there: none" in untold.assumed


def test_a_mandatory_trigger_is_not_ruled_out_by_cards_the_scenario_does_not_name():
    # Gigastone Omega's mandatory "Destroy all Spells/Traps your opponent controls" when it is destroyed
    cards = {"g": card("Gigastone Omega", "A", position="attack"), "own": card("Vorse Raider", "A", position="attack")}
    steps = [{"events": [{"event": "destroyed", "card": "g", "player": "A", "from": "monster_zone",
                          "to": "graveyard", "cause": "effect"}]}]
    assert ask(cards, steps, {"can_activate": "g"}, phase="main1").answer == "yes"


def test_all_monsters_it_special_summons_are_not_looked_for_on_the_field():
    """Destiny Mirage Special Summons "all "Destiny HERO" monsters that were destroyed and sent to either
    Graveyard this turn": they are in a Graveyard, so an empty field does not rule it out."""
    cards = {"dh": card("Destiny HERO - Doom Lord", "A", position="attack"),
             "hole": card("Dark Hole", "B", "hand"),
             "mirage": card("Destiny Mirage", "A", "spell_trap_zone", face_up=False)}
    steps = [{"activate": "hole"},
             {"resolve": 1, "events": [[{"event": "destroyed", "card": "dh", "player": "A", "from": "monster_zone",
                                         "to": "graveyard", "cause": "effect", "by": "hole"}]]}]
    answer = ask(cards, steps, {"can_activate": "mirage"}, phase="main1", turn_player="B")
    assert answer.answer == "yes"
    assert "activation-needs-a-possible-effect" not in answer.rules


def test_the_one_card_a_non_targeting_effect_can_pick_is_the_card_it_picks():
    """Judgment of Thunder destroys "1 card your opponent controls" without targeting: with Sangan the only card
    the opponent controls, Sangan is the card destroyed, and its trigger goes on the next chain."""
    cards = {"thunder": card("Thunder Dragon", "A", "hand"),
             "jot": card("Judgment of Thunder", "A", "spell_trap_zone", face_up=False),
             "sangan": card("Sangan", "B", position="attack")}
    summon = {"events": [{"event": "special_summon", "card": "thunder", "player": "A", "from": "hand",
                          "to": "monster_zone", "cause": "effect"}]}
    answer = ask(cards, [summon, {"activate": "jot"}, {"resolve": 1}], {"triggers": True}, phase="main1")
    assert [link["card"] for link in answer.to_dict()["chain"]] == ["sangan"]
    assert any("picked Sangan" in line for line in answer.assumed)
    cards["elf"] = card("Mystical Elf", "B", position="attack")     # two cards it could pick: which one is not told
    unknown = ask(cards, [summon, {"activate": "jot"}, {"resolve": 1}], {"triggers": True}, phase="main1")
    assert unknown.to_dict()["chain"] == []


def test_a_tribute_of_this_card_named_with_its_position_tributes_itself():
    """Lava Dragon: "You can Tribute this face-up Defense Position card to Special Summon ...": its own card is the
    Tribute, so its controller needs no other monster on the field."""
    cards = {"lava": card("Lava Dragon", "A", position="defense", face_up=True),
             "hand": card("Masked Dragon", "A", "hand"), "grave": card("Masked Dragon", "A", "graveyard")}
    answer = ask(cards, [], {"can_activate": "lava"}, phase="main1")
    assert answer.answer == "yes", answer.explanation


def test_a_limit_on_the_turn_it_is_activated_is_not_something_it_does():
    # Burst Stream of Destruction's "... cannot attack the turn you activate this card" binds the activation;
    # with no monster for "Destroy all monsters your opponent controls" it would do nothing
    cards = {"bewd": card("Blue-Eyes White Dragon", "A", "monster_zone", position="attack"),
             "burst": card("Burst Stream of Destruction", "A", "spell_trap_zone", face_up=False)}
    assert ask(cards, [], {"can_activate": "burst"}, phase="main1").answer == "no"
    cards["ox"] = card("Battle Ox", "B", "monster_zone", position="attack")
    assert ask(cards, [], {"can_activate": "burst"}, phase="main1").answer == "yes"


def test_a_cost_that_tributes_this_card_and_another_monster_needs_the_other():
    # "Tribute this card and 1 other monster" (Hand of Nephthys); the card is not also the other monster,
    # "other" said or not ("and 1 face-up Insect monster": Bee List Soldier, with Arsenal Bug as the other Insect)
    cards = {"hand": card("Hand of Nephthys", "A", position="attack")}
    alone = ask(cards, [], {"can_activate": "hand"}, phase="main1")
    assert alone.answer == "no" and "cost-tribute-of-a-kind" in alone.rules
    cards["ox"] = card("Battle Ox", "A", position="attack")
    assert ask(cards, [], {"can_activate": "hand"}, phase="main1").answer == "yes"
    bee = {"bee": card("Bee List Soldier", "A", position="attack")}
    assert "cost-tribute-this-card-and-another" in \
        ask(bee, [], {"can_activate": "bee"}, phase="main1").rules
    bee["killer"] = card("Arsenal Bug", "A", position="attack")
    assert ask(bee, [], {"can_activate": "bee"}, phase="main1").answer == "yes"


def test_a_card_that_stays_with_a_continuous_effect_has_something_to_do():
    """Swords of Concealing Light (a Continuous Spell: "Monsters your opponent controls cannot change their battle
    positions") may be activated with no monster of the opponent's to change; Raigeki, which only destroys them,
    may not (rule activation-stays-on-field-has-an-effect)."""
    swords = ask({"it": card("Swords of Concealing Light", "A", "hand")}, [], {"can_activate": "it"}, phase="main1")
    assert swords.answer == "yes"
    raigeki = ask({"it": card("Raigeki", "A", "hand")}, [], {"can_activate": "it"}, phase="main1")
    assert (raigeki.answer, raigeki.reason) == ("no", "other")
    assert "activation-needs-a-possible-effect" in raigeki.rules


def test_a_part_picked_by_the_cards_all_names_does_nothing_without_them():
    """'Send all "Chrysalis" monsters ..., and Special Summon 1 monster ... written in the card text of those cards':
    with no "Chrysalis" monster the Special Summon has nothing to pick by, and the card does nothing."""
    text = ('Send all "Chrysalis" monsters you control to the Graveyard, and Special Summon 1 monster from your hand or '
            'Deck that is written in the card text of those cards.')
    own = {"name": "Chrysalis Contact", "text": text, "controller": "A", "zone": "hand", "card_type": "spell",
           "subtypes": ["Normal Spell"]}
    none = ask({"it": own, "vr": card("Vorse Raider", "A", position="attack")}, [], {"can_activate": "it"}, phase="main1")
    assert (none.answer, none.reason) == ("no", "other")
    assert "activation-needs-a-possible-effect" in none.rules
    one = ask({"it": own, "c": card("Chrysalis Dolphin", "A", position="attack")}, [], {"can_activate": "it"},
              phase="main1")
    assert one.answer == "yes"
