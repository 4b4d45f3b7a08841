"""Round 185 on real cards, met and unmet: an effect of the end of the Battle Phase ends a Damage Step the steps
implied (rule bt-battle-phase-end-after-the-damage-step), effects put off to a phase are met together, a Monster Card
equipped as an Equip Card is no monster destroyed, an equipped Union monster is destroyed by the rules, a Gemini whose
effects are negated is an Effect Monster, taking control needs a free Monster Zone, resolved Spell and Trap Cards stay
on the field until the chain ends, damage to a gone target's controller is not dealt, "each player sends 2 cards from
their hand" needs them, maintenance costs start no chain, and King of the Swamp stands in for a material."""

from __future__ import annotations

from scenario_cards import ask, card


def _rules(answer) -> list[str]:
    return [title["id"] for title in answer.to_dict()["rule_titles"]]


def test_a_tag_out_at_the_end_of_the_battle_phase_ends_the_implied_damage_step():
    cards = {"dima": card("Gladiator Beast Dimacari", "A", position="attack"),
             "vorse": card("Vorse Raider", "B", position="defense"),
             "oppression": card("Royal Oppression", "B", "spell_trap_zone", face_up=True)}
    battle = [{"events": [{"event": "attack_declared", "card": "dima", "target": "vorse"}]},
              {"events": [{"event": "destroyed", "card": "vorse", "from": "monster_zone", "to": "graveyard",
                           "cause": "battle", "by": "dima"}]}]
    # right after the battle the Damage Step goes on: Royal Oppression cannot be activated there
    during = ask(cards, {"can_activate": "oppression"}, battle, phase="battle")
    assert during.answer == "no" and during.reason == "damage-step"
    # the tag-out is activated at the end of the Battle Phase: the Damage Step is over, and it says so
    tag_out = battle + [{"activate": "dima", "cost": [{"event": "returned_to_deck", "card": "dima",
                                                        "from": "monster_zone", "to": "deck", "cause": "cost"}]}]
    after = ask(cards, {"can_activate": "oppression"}, tag_out, phase="battle")
    assert after.answer == "yes" and "bt-battle-phase-end-after-the-damage-step" in _rules(after)
    assert any("The Damage Step is over" in line for line in after.to_dict()["assumed"])


def test_two_effects_put_off_to_the_battle_phase_end_are_met_together():
    cards = {"h1": card("Helpoemer", "A", position="defense"), "h2": card("Helpoemer", "A", position="defense"),
             "cyber": card("Cyber Dragon", "B", position="attack"), "elf": card("Gemini Elf", "B", position="attack"),
             "pot": card("Pot of Greed", "B", "hand")}

    def battle(attacker: str, attacked: str) -> list[dict]:
        return [{"events": [{"event": "attack_declared", "card": attacker, "target": attacked}]},
                {"phase": "damage_step"},
                {"events": [{"event": "destroyed", "card": attacked, "from": "monster_zone", "to": "graveyard",
                             "cause": "battle", "by": attacker}]},
                {"phase": "battle"}]
    # destroyed in two battles, activated together at the end of B's Battle Phase: A orders them
    both = ask(cards, {"triggers": True}, battle("cyber", "h1") + battle("elf", "h2") + [{"phase": "main2"}],
               phase="battle", turn_player="B")
    chain = both.to_dict()["chain"]
    assert [(link["card"], link.get("group")) for link in chain] == [("h1", 1), ("h2", 1)]
    assert "segoc-put-off-met-at-its-phase" in _rules(both)
    # only one was destroyed by battle: only its effect activates
    one = ask(cards, {"triggers": True}, battle("cyber", "h1") + [{"phase": "main2"}], phase="battle",
              turn_player="B")
    assert [link["card"] for link in one.to_dict()["chain"]] == ["h1"]


def test_a_monster_card_equipped_as_an_equip_card_is_no_monster_destroyed():
    sanctuary = card("Verdant Sanctuary", "B", "spell_trap_zone", face_up=True)
    typhoon = card("Mystical Space Typhoon", "B", "spell_trap_zone")
    equipped = {"rel": card("Relinquished", "A", position="attack"),
                "knight": card("Insect Knight", "A", "spell_trap_zone", face_up=True, owner="B", equipped_to="rel"),
                "vs": sanctuary, "mst": typhoon}
    steps = [{"activate": "mst", "targets": ["knight"]},
             {"resolve": 1, "events": [{"event": "destroyed", "card": "knight", "from": "spell_trap_zone",
                                        "to": "graveyard", "cause": "effect", "by": "mst"}]}]
    assert ask(equipped, {"triggers": True}, steps).to_dict()["chain"] == []
    # the same Insect destroyed as a monster sets it off
    fissure = card("Fissure", "A", "hand")
    monster = {"knight": card("Insect Knight", "B", position="attack"), "vs": sanctuary, "fissure": fissure}
    destroyed = [{"activate": "fissure"}, {"resolve": 1, "events": [{"event": "destroyed", "card": "knight",
                                                                     "from": "monster_zone", "to": "graveyard",
                                                                     "cause": "effect", "by": "fissure"}]}]
    assert [link["card"] for link in ask(monster, {"triggers": True}, destroyed).to_dict()["chain"]] == ["vs"]


def test_an_equipped_union_monster_is_destroyed_when_its_monster_is_flipped_face_down():
    def after_book_of_moon(equip: str):
        cards = {"equip": card(equip, "A", "spell_trap_zone", face_up=True, equipped_to="cyber"),
                 "cyber": card("Cyber Dragon", "A", position="attack"), "moon": card("Book of Moon", "B", "hand")}
        steps = [{"activate": "moon", "targets": ["cyber"]}, {"resolve": 1}]
        return ask(cards, {"can_activate": "equip", "effect": 1}, steps, turn_player="B")
    union = after_book_of_moon("Machina Peacekeeper")
    assert union.answer == "yes" and "eq-union-destroyed-by-rule" in _rules(union)
    # an Equip Spell Card is sent to the Graveyard, not destroyed: its "destroyed" effect is not set off
    spell = after_book_of_moon("Smoke Grenade of the Thief")
    assert spell.answer == "no" and "eq-union-destroyed-by-rule" not in _rules(spell)


def test_with_no_effect_named_the_answer_is_about_the_effect_whose_event_happened_to_the_card():
    cards = {"fortress": card("Machina Fortress", "A", position="attack"),
             "bewd": card("Blue-Eyes White Dragon", "B", position="attack"),
             "cosmos": card("Macro Cosmos", "B", "spell_trap_zone", face_up=True)}
    steps = [{"events": [{"event": "attack_declared", "card": "fortress", "target": "bewd"}]},
             {"events": [{"event": "destroyed", "card": "fortress", "from": "monster_zone", "to": "banished",
                          "cause": "battle", "by": "bewd"}]}]
    answer = ask(cards, {"can_activate": "fortress"}, steps, phase="battle")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "Trigger Effect" in answer.explanation and "was banished instead of the Graveyard" in answer.explanation


def test_a_gemini_whose_effects_are_negated_is_no_normal_monster():
    cards = {"bronto": card("Phantom Dragonray Bronto", "A", position="attack"),
             "charge": card("Order to Charge", "A", "hand"),
             "wolf": card("Gene-Warped Warwolf", "B", position="attack")}
    alone = ask(cards, {"can_activate": "charge"})
    assert alone.answer == "yes"
    drained = ask({**cards, "drain": card("Skill Drain", "B", "spell_trap_zone", face_up=True)},
                  {"can_activate": "charge"})
    assert drained.answer == "no" and "gemini-negated-is-an-effect-monster" in _rules(drained)


def test_taking_control_needs_a_free_monster_zone():
    mine = {f"m{i}": card(name, "A", position="attack") for i, name in
            enumerate(("Gemini Elf", "Vorse Raider", "Luster Dragon", "Mad Dog of Darkness"))}
    cards = {**mine, "brain": card("Brain Control", "A", "hand"),
             "skull": card("Summoned Skull", "B", position="attack")}
    assert ask(cards, {"can_activate": "brain"}).answer == "yes"
    full = ask({**cards, "blade": card("Dark Blade", "A", position="attack")}, {"can_activate": "brain"})
    assert full.answer == "no" and "control-needs-a-free-monster-zone" in _rules(full)


def test_a_resolved_trap_stays_on_the_field_until_the_chain_ends():
    cards = {"stamp": card("Stamping Destruction", "A", "hand"), "luster": card("Luster Dragon", "A", position="attack"),
             "roar": card("Threatening Roar", "B", "spell_trap_zone", face_up=False)}
    answer = ask(cards, {"last_thing": True}, [{"activate": "stamp", "targets": ["roar"]}, {"activate": "roar"},
                                               {"resolve": 2}, {"resolve": 1}])
    last = answer.to_dict()["last_thing"]
    assert [(e["event"], e["card"]) for e in last] == [("destroyed", "roar"), ("damage_inflicted", None)]
    assert last[1]["by"] == "stamp" and "chain-resolved-cards-stay-until-the-chain-ends" in _rules(answer)
    # nothing chained: the Trap resolved alone goes to the Graveyard once its chain is over
    alone = ask({"roar": cards["roar"]}, {"last_thing": True}, [{"activate": "roar"}, {"resolve": 1}])
    assert "chain-resolved-cards-stay-until-the-chain-ends" not in _rules(alone)


def test_damage_to_the_controller_of_a_target_gone_is_not_dealt():
    cards = {"bunny": card("Mecha Bunny", "B", position="defense", face_up=False),
             "elf": card("Gemini Elf", "A", position="attack"),
             "device": card("Compulsory Evacuation Device", "A", "spell_trap_zone", face_up=False)}
    steps = [{"summon": "bunny", "method": "flip"}, {"activate": "bunny", "targets": ["elf"]}]
    dealt = ask(cards, {"last_thing": True}, steps + [{"resolve": 1}], turn_player="B")
    assert [(e["event"], e["player"]) for e in dealt.to_dict()["last_thing"]] == [("damage_inflicted", "A")]
    gone = ask(cards, {"last_thing": True}, steps + [{"activate": "device", "targets": ["elf"]}, {"resolve": 2},
                                                     {"resolve": 1}], turn_player="B")
    assert [e["event"] for e in gone.to_dict()["last_thing"]] == ["chain_link_resolved"]
    assert {"res-amount-by-a-gone-target-not-done", "mtt-resolution-without-effect-is-the-last-thing"} <= set(_rules(gone))


def test_each_player_sending_two_cards_from_the_hand_needs_them_in_its_players_hand():
    cards = {"destruction": card("Hand Destruction", "A", "hand"), "elf": card("Gemini Elf", "A", "hand"),
             "magician": card("Dark Magician", "B", "hand"), "luster": card("Luster Dragon", "B", "hand")}
    short = ask(cards, {"can_activate": "destruction"})
    assert short.answer == "no" and "needed: 2" in short.explanation
    enough = ask({**cards, "vorse": card("Vorse Raider", "A", "hand")}, {"can_activate": "destruction"})
    assert enough.answer == "yes"


def test_a_maintenance_cost_in_the_standby_phase_starts_no_chain():
    paid = [{"events": [{"event": "lp_paid", "player": "A", "amount": 500, "cause": "cost", "by": "protector"}]}]
    answer = ask({"protector": card("Mind Protector", "A", position="defense")}, {"triggers": True}, paid,
                 phase="standby")
    assert answer.to_dict()["chain"] == []
    # a Standby Phase effect that is activated still is (Exodia Necross gains ATK)
    necross = ask({"necross": card("Exodia Necross", "A", position="attack")}, {"triggers": True},
                  [{"phase": "standby"}], phase="draw")
    assert [link["card"] for link in necross.to_dict()["chain"]] == ["necross"]


def test_king_of_the_swamp_stands_in_for_a_fusion_material():
    cards = {"mirror": card("Dragon's Mirror", "A", "hand"), "lord": card("Lord of D.", "A", "graveyard"),
             "dragun": card("King Dragun", "A", "extra_deck")}
    assert ask(cards, {"can_activate": "mirror"}).answer == "no"
    swamp = ask({**cards, "swamp": card("King of the Swamp", "A", "graveyard")}, {"can_activate": "mirror"})
    assert swamp.answer == "yes" and "ce-substitute-material-not-activated" in _rules(swamp)


def test_a_dark_world_monster_discarded_for_a_cost_is_answered_with_the_reason_cost():
    cards = {"vortex": card("Lightning Vortex", "A", "hand"), "sillva": card("Sillva, Warlord of Dark World", "A", "hand"),
             "vorse": card("Vorse Raider", "B", position="attack")}
    cost = [{"activate": "vortex", "cost": [{"event": "discarded", "card": "sillva", "from": "hand", "to": "graveyard",
                                             "cause": "cost"}]}, {"resolve": 1}]
    answer = ask(cards, {"can_activate": "sillva"}, cost)
    assert (answer.answer, answer.reason) == ("no", "cost")


def test_an_equip_spell_takes_no_control_of_a_target_destroyed_before_it_resolved():
    cards = {"steal": card("Snatch Steal", "A", "hand"), "nyan": {"name": "Thunder Nyan Nyan", "controller": "B"},
             "haunted": card("Call of the Haunted", "B", "spell_trap_zone", face_up=False),
             "magician": card("Dark Magician", "B", "graveyard")}
    alone = ask(cards, {"last_thing": True}, [{"activate": "steal", "targets": ["nyan"]}, {"resolve": 1}])
    assert [e["event"] for e in alone.to_dict()["last_thing"]] == ["control_changed"]
    # its target, implied face-up on the field, destroys itself once Dark Magician is on its side: nothing is taken
    chained = ask(cards, {"last_thing": True}, [{"activate": "steal", "targets": ["nyan"]},
                                                {"activate": "haunted", "targets": ["magician"]},
                                                {"resolve": 2}, {"resolve": 1}])
    said = chained.to_dict()
    assert [e["event"] for e in said["last_thing"]] == ["chain_link_resolved"]
    assert any("Thunder Nyan Nyan was destroyed" in line for line in said["happened"])
    assert any("Thunder Nyan Nyan is face-up on the field" in line for line in said["assumed"])


def test_after_the_discard_for_the_hand_size_limit_an_end_phase_effect_is_over():
    cards = {"wyvern": card("Red-Eyes Wyvern", "A", "graveyard"), "black": card("Red-Eyes B. Dragon", "A", "graveyard")}
    in_the_phase = ask(cards, {"can_activate": "wyvern"}, [{"phase": "end"}], phase="main2")
    assert in_the_phase.answer == "yes"
    discarded = ask({**cards, "wyvern": card("Red-Eyes Wyvern", "A", "hand")}, {"can_activate": "wyvern"},
                    [{"phase": "end"}, {"events": [{"event": "discarded", "card": "wyvern", "player": "A", "from": "hand",
                                                    "to": "graveyard", "cause": "rule"}]}], phase="main2")
    assert discarded.answer == "no" and "window-hand-size-discard-ends-the-turn" in _rules(discarded)
    # an End Phase effect of "the turn this card was sent to the Graveyard" looks back at that very discard
    manticore = {"manticore": card("Manticore of Darkness", "A", "hand"),
                 "gazelle": card("Gazelle the King of Mythical Beasts", "A", "hand")}
    sent = ask(manticore, {"can_activate": "manticore"},
               [{"phase": "end"}, {"events": [{"event": "discarded", "card": "manticore", "player": "A", "from": "hand",
                                               "to": "graveyard", "cause": "rule"}]}], phase="main2")
    assert sent.answer == "yes"


def test_a_gemini_summoned_gemini_carries_the_name_its_effect_gives_it():
    cards = {"alius": card("Elemental HERO Neos Alius", "A", position="attack"), "force": card("Neos Force", "A", "hand")}
    assert ask(cards, {"can_activate": "force"}).answer == "no"
    summoned = ask(cards, {"can_activate": "force"}, [{"summon": "alius", "method": "normal"}])
    assert summoned.answer == "yes"


def test_a_guardian_is_summoned_in_no_way_without_its_weapon_face_up():
    cards = {"grarl": card("Guardian Grarl", "A", "graveyard"), "call": card("Call of the Haunted", "A", "spell_trap_zone"),
             "celtic": card("Celtic Guardian", "A", position="attack")}
    alone = ask({**cards, "axe": card("Gravity Axe - Grarl", "A", "graveyard")}, {"can_activate": "call"})
    assert alone.answer == "no"
    armed = ask({**cards, "axe": card("Gravity Axe - Grarl", "A", "spell_trap_zone", face_up=True, equipped_to="celtic")},
                {"can_activate": "call"})
    assert armed.answer == "yes"


def test_an_unequipped_equip_spell_is_set_and_a_set_card_of_any_kind_is_trap_masters_pick():
    cards = {"disarm": card("Disarmament", "A", "spell_trap_zone"), "axe": card("Axe of Despair", "B", "spell_trap_zone"),
             "hydro": card("Hydrogeddon", "B", position="attack")}
    unequipped = ask(cards, {"can_activate": "disarm"}, turn_player="B")
    assert unequipped.answer == "no" and "state-unequipped-equip-spell-is-set" in _rules(unequipped)
    equipped = ask({**cards, "axe": card("Axe of Despair", "B", "spell_trap_zone", face_up=True, equipped_to="hydro")},
                   {"can_activate": "disarm"}, turn_player="B")
    assert equipped.answer == "yes"
    # a Set card of any kind is a target Trap Master may pick ("If the selected card is Set, pick up and see the card")
    master = ask({"master": card("Trap Master", "A", position="defense", face_up=False),
                  "typhoon": card("Mystical Space Typhoon", "A", "spell_trap_zone")},
                 {"can_activate": "master"}, [{"summon": "master", "method": "flip"}])
    assert master.answer == "yes"


def test_a_ritual_spell_whose_ritual_monster_left_the_hand_does_nothing():
    cards = {"ritual": card("Black Luster Ritual", "A", "hand"), "soldier": card("Black Luster Soldier", "A", "hand"),
             "cyber": card("Cyber Dragon", "A", position="attack"), "hydro": card("Hydrogeddon", "A", position="attack"),
             "sword": card("Lightforce Sword", "B", "spell_trap_zone"), "buster": card("Ritual Buster", "B", "spell_trap_zone")}
    summoned = ask(cards, {"can_activate": "buster"}, [{"activate": "ritual"}, {"resolve": 1}])
    assert summoned.answer == "yes"
    banished = ask(cards, {"can_activate": "buster"},
                   [{"activate": "ritual"}, {"activate": "sword"},
                    {"resolve": 2, "events": [{"event": "banished", "card": "soldier", "from": "hand", "to": "banished",
                                              "cause": "effect", "by": "sword"}]}, {"resolve": 1}])
    assert banished.answer == "no" and "res-named-card-gone-not-done" in _rules(banished)


def test_a_monster_turned_face_down_before_it_left_had_no_counters_to_draw_for():
    cards = {"cyclone": card("Diamond-Dust Cyclone", "A", "hand"),
             "turbulence": card("Cloudian - Turbulence", "B", position="attack", counters={"Fog Counter": 4}),
             "moon": card("Book of Moon", "B", "spell_trap_zone", face_up=False)}
    drawn = ask(cards, {"last_thing": True}, [{"activate": "cyclone", "targets": ["turbulence"]}, {"resolve": 1}])
    assert [e["event"] for e in drawn.to_dict()["last_thing"]] == ["drawn"]
    flipped = ask(cards, {"last_thing": True}, [{"activate": "cyclone", "targets": ["turbulence"]},
                                                {"activate": "moon", "targets": ["turbulence"]},
                                                {"resolve": 2}, {"resolve": 1}])
    assert [(e["event"], e["card"]) for e in flipped.to_dict()["last_thing"]] == [("destroyed", "turbulence")]
    assert "state-counters-go-with-the-face" in _rules(flipped)
