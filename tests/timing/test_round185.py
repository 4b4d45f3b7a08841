"""Round 185 on real cards, met and unmet: an effect of the end of the Battle Phase ends a Damage Step the steps
implied (rule bt-battle-phase-end-after-the-damage-step)."""

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
