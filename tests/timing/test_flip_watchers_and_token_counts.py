"""On real cards, met and unmet: FLIP effects are mandatory (rule flip-effect-mandatory); the
opponent's field that "they control" names; a monster's Life Points watch met before it left (rule
trig-life-points-watcher-left); an Equip Card's phase look-back at its monster (rule
eq-phase-effect-looks-back-at-its-monster); a Graveyard target "that was destroyed by battle" (rule
state-target-destroyed-by-battle); a Summon of one Token per 500 points of damage (rule summon-one-per-damage-taken)."""

from __future__ import annotations

from scenario_cards import ask, card

RULE = "https://w3id.org/edison-kg/id/rule/"


def _full_side(player):
    return {f"m{i}": card(name, player, position="attack")
            for i, name in enumerate(("Dark Blade", "Vorse Raider", "Sea Koala", "Gemini Elf"))}


def test_a_flip_effect_is_activated_with_no_free_monster_zone():
    cards = {"v": card("Bubonic Vermin", "A", position="face_down"), **_full_side("A")}
    answer = ask(cards, {"triggers": True}, [{"summon": "v", "method": "flip"}])
    assert [(e["card"], e["mandatory"]) for e in answer.chain] == [("v", True)]
    assert RULE + "flip-effect-mandatory" in answer.to_dict()["rules"]
    # Summoned face-up, it was not flipped: nothing is set off
    cards["v"] = card("Bubonic Vermin", "A", "hand")
    assert ask(cards, {"triggers": True}, [{"summon": "v", "method": "normal"}]).chain == []


def test_a_flip_effect_goes_with_the_mandatory_triggers_of_its_player():
    # Spirit Caller's "FLIP: You can Special Summon ..." beside Grave Ohja's "Each time a monster on your side of the
    # field is Flip Summoned, inflict 300 damage": both mandatory, in one group its player orders
    cards = {"s": card("Spirit Caller", "A", position="face_down"), "g": card("Grave Ohja", "A", position="attack")}
    chain = ask(cards, {"triggers": True}, [{"summon": "s", "method": "flip"}]).chain
    assert {e["card"] for e in chain} == {"s", "g"} and all(e["mandatory"] for e in chain)


def test_a_target_they_control_must_be_the_opponents():
    # Garuda the Wind Spirit: "During your opponent's End Phase: You can target 1 face-up monster they control; change
    # its Battle Position."
    cards = {"g": card("Garuda the Wind Spirit", "A", position="attack"), "k": card("Sea Koala", "A", position="attack")}
    steps = [{"phase": "end"}]
    assert ask(cards, {"triggers": True}, steps, phase="main2", turn_player="B").chain == []
    cards["v"] = card("Vorse Raider", "B", position="attack")
    chain = ask(cards, {"triggers": True}, steps, phase="main2", turn_player="B").chain
    assert [e["card"] for e in chain] == ["g"]


def test_a_life_points_watch_met_before_the_monster_left():
    # Fire Princess: "Each time you gain Life Points, inflict 500 damage to your opponent."; Dian Keto chained to
    # Raigeki: the gain comes first, then Raigeki destroys her
    cards = {"fp": card("Fire Princess", "A", position="attack"), "r": card("Raigeki", "B", "hand"),
             "d": card("Dian Keto the Cure Master", "A", "hand"), "v": card("Vorse Raider", "B", position="attack")}
    gain = [[{"event": "lp_gained", "player": "A", "amount": 1000, "cause": "effect", "by": "d"}]]
    steps = [{"activate": "r"}, {"activate": "d"}, {"resolve": 2, "events": gain}, {"resolve": 1}]
    answer = ask(cards, {"triggers": True}, steps, turn_player="B")
    assert [(e["card"], e["mandatory"]) for e in answer.chain] == [("fp", True)]
    assert RULE + "trig-life-points-watcher-left" in answer.to_dict()["rules"]
    # gained after Raigeki resolved: she was no longer on the field to see it
    steps = [{"activate": "r"}, {"resolve": 1}, {"activate": "d"}, {"resolve": 1, "events": gain}]
    assert ask(cards, {"triggers": True}, steps, turn_player="B").chain == []


def test_an_equip_cards_end_phase_effect_from_the_graveyard():
    # Ribbon of Rebirth on a monster that attacked and was destroyed by battle this turn
    cards = {"k": card("Sea Koala", "A", position="attack"),
             "r": card("Ribbon of Rebirth", "A", "spell_trap_zone", face_up=True, equipped_to="k"),
             "x": card("Vorse Raider", "B", position="attack")}
    destroyed = [[{"event": "destroyed", "card": "k", "player": "A", "from": "monster_zone", "to": "graveyard",
                   "cause": "battle", "by": "x"}],
                 [{"event": "sent_to_gy", "card": "r", "player": "A", "from": "spell_trap_zone", "to": "graveyard",
                   "cause": "rule"}]]
    steps = [{"events": [[{"event": "attack_declared", "card": "k", "player": "A", "target": "x"}]]},
             {"phase": "damage_step"}, {"events": destroyed}, {"phase": "end"}]
    answer = ask(cards, {"triggers": True}, steps, phase="battle")
    assert [e["card"] for e in answer.chain] == ["r"]
    assert RULE + "eq-phase-effect-looks-back-at-its-monster" in answer.to_dict()["rules"]
    # destroyed by a card effect instead: not what it looks back at
    destroyed[0][0]["cause"] = "effect"
    steps = [{"events": destroyed}, {"phase": "end"}]
    assert ask(cards, {"triggers": True}, steps, phase="main1").chain == []


def test_a_graveyard_target_that_was_destroyed_by_battle():
    # Skyscraper 2 - Hero City: "target 1 "Elemental HERO" monster in your Graveyard that was destroyed by battle"
    cards = {"s": card("Skyscraper 2 - Hero City", "A", "field_zone", face_up=True),
             "h": card("Elemental HERO Sparkman", "A", position="attack"), "d": card("Dark Hole", "A", "hand"),
             "x": card("Vorse Raider", "B", position="attack")}
    by_effect = [{"activate": "d"}, {"resolve": 1, "events": [[
        {"event": "destroyed", "card": ref, "player": player, "from": "monster_zone", "to": "graveyard",
         "cause": "effect", "by": "d"} for ref, player in (("h", "A"), ("x", "B"))]]}]
    answer = ask(cards, {"can_activate": "s"}, by_effect)
    assert answer.answer == "no" and RULE + "state-target-destroyed-by-battle" in answer.to_dict()["rules"]
    # Sparkman (1600) attacks Vorse Raider (1900) and is destroyed by battle
    by_battle = [{"events": [[{"event": "attack_declared", "card": "h", "player": "A", "target": "x"}]]},
                 {"phase": "damage_step"},
                 {"events": [[{"event": "destroyed", "card": "h", "player": "A", "from": "monster_zone",
                               "to": "graveyard", "cause": "battle", "by": "x"}]]},
                 {"phase": "main2"}]
    assert ask(cards, {"can_activate": "s"}, by_battle, phase="battle").answer == "yes"
    # named in the Graveyard with no word of how it went there: it may have been destroyed by battle
    cards["h"] = card("Elemental HERO Sparkman", "A", "graveyard")
    assert ask(cards, {"can_activate": "s"}).answer == "yes"


def test_one_token_for_every_500_points_of_battle_damage():
    # Sinister Seeds: 2000 battle damage calls for 4 Tokens at once
    def seeds(others, amount):
        cards = {"s": card("Sinister Seeds", "A", "spell_trap_zone", face_up=False),
                 "y": card("Sea Koala", "A", position="attack"), "b": card("Vorse Raider", "B", position="attack"),
                 **{f"o{i}": card("Dark Blade", "A", position="defense") for i in range(others)}}
        steps = [{"events": [{"event": "attack_declared", "card": "b", "player": "B", "target": "y"}]},
                 {"phase": "damage_step"},
                 {"events": [[{"event": "damage_inflicted", "player": "A", "amount": amount, "cause": "battle",
                               "by": "b"},
                              {"event": "destroyed", "card": "y", "player": "A", "from": "monster_zone",
                               "to": "graveyard", "cause": "battle", "by": "b"}]]}]
        return ask(cards, {"can_activate": "s"}, steps, phase="battle", turn_player="B")
    assert seeds(1, 2000).answer == "yes"
    answer = seeds(2, 2000)
    assert answer.answer == "no" and RULE + "summon-one-per-damage-taken" in answer.to_dict()["rules"]
    assert seeds(0, 400).answer == "no"
