"""Rule summon-condition-limits-special-summon: an effect that only Special Summons a
monster cannot Special Summon one its own text forbids, and with only such monsters it cannot be activated."""

from __future__ import annotations

from edison_kg import timing

RULE = "/summon-condition-limits-special-summon"


def _revive(reviver: str, graveyard: dict, steps: list | None = None, more: dict | None = None) -> dict:
    cards = {"rev": {"name": reviver, "controller": "A", "zone": "hand" if "Haunted" not in reviver
                     else "spell_trap_zone", **({"face_up": False} if "Haunted" in reviver else {})},
             **{ref: {"name": name, "controller": "A", "zone": zone} for ref, (name, zone) in graveyard.items()},
             **(more or {})}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": steps or [], "ask": {"can_activate": "rev"}}).to_dict()


def _no_by_the_rule(answer: dict) -> bool:
    return answer["answer"] == "no" and any(rule.endswith(RULE) for rule in answer["rules"])


def test_a_monster_that_cannot_be_special_summoned_is_no_target():
    assert _no_by_the_rule(_revive("Monster Reborn", {"m": ("Yata-Garasu", "graveyard")}))


def test_a_monster_that_cannot_be_special_summoned_from_the_graveyard_is_no_target():
    assert _no_by_the_rule(_revive("Call of the Haunted", {"m": ("Dark Ruler Ha Des", "graveyard")}))


def test_another_monster_in_the_graveyard_is_still_a_target():
    answer = _revive("Call of the Haunted", {"m": ("Dark Ruler Ha Des", "graveyard"), "v": ("Vorse Raider", "graveyard")})
    assert answer["answer"] == "yes"


def test_a_monster_special_summoned_only_by_its_own_way_is_no_target():
    assert _no_by_the_rule(_revive("Premature Burial", {"m": ("Archlord Zerato", "graveyard")}))


def test_a_monster_summoned_only_with_a_card_it_names_is_no_target_of_another():
    # "This card cannot be Special Summoned except with "Photon Generator Unit""
    assert _no_by_the_rule(_revive("Call of the Haunted", {"m": ("Cyber Laser Dragon", "graveyard")}))
    assert _no_by_the_rule(_revive("Monster Reborn", {"m": ("Evil HERO Dark Gaia", "graveyard")}))


def test_a_fusion_monster_that_cannot_be_special_summoned_by_other_ways_is_no_target():
    # found in the Graveyard, it may have been Fusion Summoned; even so it is not revived
    assert _no_by_the_rule(_revive("Premature Burial", {"m": ("Elemental HERO Flame Wingman", "graveyard")}))
    # "Must be Fusion Summoned." alone is the same limit (Dark Paladin's, Five-Headed Dragon's rulings); a Fusion
    # Monster without one may have been Fusion Summoned before
    assert _no_by_the_rule(_revive("Premature Burial", {"m": ("Chimeratech Overdragon", "graveyard")}))
    # round 184: a Fusion Monster the scenario puts in the Graveyard without showing its Fusion Summon was so
    # Summoned (only an effect the scenario would show sends one there from the Extra Deck), and the answer says so
    revived = _revive("Premature Burial", {"m": ("Gaia the Dragon Champion", "graveyard")})
    assert revived["answer"] == "yes"
    assert any(line.startswith("Gaia the Dragon Champion was Fusion Summoned before it went to the Graveyard")
               for line in revived["assumed"])
    # shown sent there from the Extra Deck by an effect, it was never Fusion Summoned
    sent = [{"events": [{"event": "sent_to_gy", "card": "m", "player": "A", "from": "extra_deck", "to": "graveyard",
                         "cause": "effect"}]}]
    assert _no_by_the_rule(_revive("Premature Burial", {"m": ("Gaia the Dragon Champion", "extra_deck")}, sent))
    left_the_field = [{"events": [{"event": "destroyed", "card": "m", "player": "A", "from": "monster_zone",
                                   "to": "graveyard", "cause": "effect"}]}]
    assert _revive("Premature Burial", {"m": ("Gaia the Dragon Champion", "monster_zone")},
                   left_the_field)["answer"] == "yes"


def test_a_synchro_monster_in_the_graveyard_whose_summon_is_not_shown_is_a_target():
    """Round 184: Moon Dragon Quilla found in the Graveyard was Synchro Summoned: Sun Dragon Inti's Standby Phase effect
    can Special Summon it (rule summon-extra-deck-monster-in-graveyard-was-summoned); a Ritual Monster stays not."""
    steps = [{"events": [{"event": "destroyed", "card": "inti", "player": "A", "from": "monster_zone", "to": "graveyard",
                          "cause": "effect"}]}, {"phase": "end"}, {"phase": "draw"}, {"phase": "standby"}]
    answer = timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "main1", "steps": steps,
                         "cards": {"inti": {"name": "Sun Dragon Inti", "controller": "A", "zone": "monster_zone"},
                                   "quilla": {"name": "Moon Dragon Quilla", "controller": "A", "zone": "graveyard"}},
                         "ask": {"can_activate": "inti", "effect_text": "Moon Dragon Quilla"}}).to_dict()
    assert answer["answer"] == "yes"
    assert any(rule.endswith("/summon-extra-deck-monster-in-graveyard-was-summoned") for rule in answer["rules"])
    assert _no_by_the_rule(_revive("Premature Burial", {"m": ("Performance of Sword", "graveyard")}))


def test_a_monster_that_must_first_be_special_summoned_and_was_discarded_is_no_target():
    steps = [{"events": [{"event": "discarded", "card": "m", "player": "A"}]}]
    assert _no_by_the_rule(_revive("Monster Reborn", {"m": ("Fenrir", "hand")}, steps))


def test_a_monster_that_must_first_be_special_summoned_found_in_the_graveyard_was_not_unless_shown():
    """Round 113: the scenario shows no Summon of it, so it is taken as never Special Summoned by its own way."""
    answer = _revive("Monster Reborn", {"m": ("Fenrir", "graveyard")})
    assert _no_by_the_rule(answer)
    # never a silent guess: the answer says it took the monster never to have been Summoned by its own way
    assert any(line.startswith("Fenrir was not Special Summoned by its own way") for line in answer["assumed"])
    discarded = _revive("Monster Reborn", {"m": ("Fenrir", "hand")}, [{"events": [{"event": "discarded", "card": "m", "player": "A"}]}])
    assert not any("by its own way" in line for line in discarded["assumed"])


def _time_machine(toon_world: bool) -> dict:
    cards = {"t": {"name": "Toon Summoned Skull", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "v": {"name": "Blue-Eyes White Dragon", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "tm": {"name": "Time Machine", "controller": "A", "zone": "spell_trap_zone", "face_up": False}}
    if toon_world:
        cards["w"] = {"name": "Toon World", "controller": "A", "zone": "spell_trap_zone", "face_up": True}
    steps = [{"events": [{"event": "attack_declared", "card": "v", "player": "B", "target": "t"}]},
             {"events": [{"event": "destroyed", "card": "t", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle", "by": "v"}]}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "B", "phase": "battle", "cards": cards,
                       "steps": steps, "ask": {"can_activate": "tm"}}).to_dict()


def test_a_toon_destroyed_by_battle_without_toon_world_is_not_special_summoned():
    assert _no_by_the_rule(_time_machine(toon_world=False))


def test_a_toon_destroyed_by_battle_with_toon_world_face_up_can_be():
    assert not any(rule.endswith(RULE) for rule in _time_machine(toon_world=True)["rules"])


def test_a_monster_that_must_be_fusion_summoned_is_never_revived():
    # "Must be Fusion Summoned." alone: only by a Fusion Summon, even once properly Summoned (Dark Paladin's ruling)
    assert _no_by_the_rule(_revive("Monster Reborn", {"m": ("Dark Paladin", "graveyard")}))
    answer = _revive("Monster Reborn", {"m": ("Dark Paladin", "graveyard"), "v": ("Vorse Raider", "graveyard")})
    assert answer["answer"] == "yes"


def _gigaplant_with_in_hand(hand: dict) -> dict:
    # "Special Summon 1 Insect or Plant monster from your hand or GY": no target, the monsters of its piles
    cards = {"gp": {"name": "Gigaplant", "controller": "A", "zone": "monster_zone", "position": "attack"},
             **{ref: {"name": name, "controller": "A", "zone": "hand"} for ref, name in hand.items()}}
    steps = [{"events": [{"event": "normal_summon", "card": "gp", "player": "A"}]} for _ in range(2)]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": {"can_activate": "gp"}}).to_dict()


def test_an_effect_summoning_from_the_hand_or_graveyard_cannot_summon_a_monster_only_its_own_way_can():
    assert _no_by_the_rule(_gigaplant_with_in_hand({"dd": "Doom Dozer"}))
    assert _gigaplant_with_in_hand({"dd": "Doom Dozer", "ph": "Pinch Hopper"})["answer"] == "yes"


def test_a_ritual_monster_whose_place_is_told_by_its_discard_was_never_summoned():
    """The scenario leaves the Ritual Monster's zone open and shows it discarded: it was in the hand, so never properly
    Summoned (rule summon-ritual-fusion-synchro-first-properly-summoned); destroyed from the field, it may have been."""
    def revive(event: dict) -> dict:
        cards = {"rev": {"name": "Call of the Haunted", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
                 "ruin": {"name": "Ruin, Queen of Oblivion", "controller": "A"}}
        return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                           "steps": [{"events": [{"card": "ruin", "player": "A", "to": "graveyard", **event}]}],
                           "ask": {"can_activate": "rev"}}).to_dict()

    discarded = revive({"event": "discarded", "cause": "cost"})
    assert _no_by_the_rule(discarded)
    assert any(rule.endswith("/summon-ritual-fusion-synchro-first-properly-summoned") for rule in discarded["rules"])
    assert revive({"event": "destroyed", "cause": "effect"})["answer"] == "yes"


def _shown_summoned(how: str) -> list:
    """The monster's Summon ("ritual_summon", "special_summon"), then its destruction: the scenario shows it."""
    return [{"events": [{"event": how, "card": "m", "player": "A"}]},
            {"events": [{"event": "destroyed", "card": "m", "player": "A", "from": "monster_zone",
                         "to": "graveyard", "cause": "effect"}]}]


def test_a_ritual_monster_in_the_graveyard_whose_summon_the_scenario_does_not_show_was_never_properly_summoned():
    """Round 113: with no step and no event showing its Ritual Summon, it is taken as never properly Ritual Summoned
    (said in assumed), so no effect can Special Summon it; shown Ritual Summoned, it can be."""
    for reviver in ("Monster Reborn", "Autonomous Action Unit"):
        whose = "B" if reviver == "Autonomous Action Unit" else "A"
        more = {"m": {"name": "Performance of Sword", "controller": whose, "zone": "graveyard"}}
        unshown = _revive(reviver, {}, more=more)
        assert _no_by_the_rule(unshown)
        assert any(rule.endswith("/summon-ritual-fusion-synchro-first-properly-summoned") for rule in unshown["rules"])
        assert "Performance of Sword was not Ritual Summoned before it went to the Graveyard: the scenario does not " \
               "say it was" in unshown["assumed"]
    shown = _revive("Monster Reborn", {"m": ("Performance of Sword", "graveyard")}, _shown_summoned("ritual_summon"))
    assert shown["answer"] == "yes"
    assert not any("Ritual Summoned before" in words for words in shown["assumed"])


def test_a_monster_that_must_first_be_special_summoned_is_taken_as_never_so_summoned_unless_shown():
    for name in ("Perfectly Ultimate Great Moth", "Dark Necrofear"):
        unshown = _revive("Call of the Haunted", {"m": (name, "graveyard")})
        assert _no_by_the_rule(unshown)
        assert f"{name} was not Special Summoned by its own way before it went to the Graveyard: the scenario does " \
               f"not say it was" in unshown["assumed"]
        assert _revive("Call of the Haunted", {"m": (name, "graveyard")},
                       _shown_summoned("special_summon"))["answer"] == "yes"


def _summoned_then_destroyed(summoner: str, summon_event: str, step: dict | None = None) -> dict:
    """A's ``summoner`` brings Flame Swordsman out of the Extra Deck by a plain Special Summon or a Fusion Summon as
    it resolves; Smashing Ground then destroys it: can Monster Reborn be activated?"""
    more = {"sum": {"name": summoner, "controller": "A", "zone": "monster_zone" if "Stein" in summoner else "hand"},
            "twin": {"name": "Flame Swordsman", "controller": "A", "zone": "extra_deck"},
            "smash": {"name": "Smashing Ground", "controller": "B", "zone": "hand"}}
    steps = [step or {"activate": "sum"},
             {"resolve": 1, "events": [{"event": summon_event, "card": "twin", "from": "extra_deck",
                                        "to": "monster_zone", "position": "attack"}]},
             {"activate": "smash", "targets": ["twin"]}, {"resolve": 1}]
    return _revive("Monster Reborn", {}, steps, more)


def test_a_fusion_monster_special_summoned_by_an_effect_that_is_no_fusion_summon_cannot_be_revived():
    answer = _summoned_then_destroyed("Cyber-Stein", "special_summon",
                                      {"activate": "sum", "cost": [{"event": "lp_paid", "player": "A", "amount": 5000}]})
    assert _no_by_the_rule(answer)
    assert any(rule.endswith("/summon-by-an-effect-not-its-proper-summon") for rule in answer["rules"])


def test_a_fusion_monster_fusion_summoned_by_a_spell_can_be_revived():
    answer = _summoned_then_destroyed("Instant Fusion", "special_summon",
                                      {"activate": "sum", "cost": [{"event": "lp_paid", "player": "A", "amount": 1000}]})
    assert answer["answer"] == "yes"
