"""A condition on the card's own battle position, its face at the start of the Damage Step as the attack target, and a
card named again by its kind, asked of the whole engine on real cards, met and unmet: "Once per turn, while in Attack
Position: ..." (rule cond-activation-needs-its-own-position), "if this card is being attacked ..., and was face-down at
the start of the Damage Step" (bt-face-read-at-the-start-of-the-damage-step) and "When an Equip Card(s) is equipped to
this card: Destroy that Equip Card(s)" (the card of the event it answers)."""

from __future__ import annotations

from scenario_cards import ask, card


def test_an_effect_while_in_attack_position_needs_that_position():
    cards = {"rem": card("Morphtronic Remoten", "A", position="defense"),
             "gy": card("Morphtronic Celfon", "A", "graveyard")}
    banish = {"can_activate": "rem", "effect_text": "banish that target"}
    answer = ask(cards, banish)
    assert answer.answer == "no" and "cond-activation-needs-its-own-position" in answer.rules
    cards["rem"]["position"] = "attack"
    assert ask(cards, banish).answer == "yes"


def _lamp_attacked(position: str):
    cards = {"raider": card("Vorse Raider", "B", position="attack"), "elf": card("Mystical Elf", "B", position="attack"),
             "lamp": card("Ancient Lamp", "A", position=position)}
    steps = [{"events": [{"event": "attack_declared", "card": "raider", "player": "B", "target": "lamp"}]},
             {"phase": "damage_step"}]
    if position == "face_down":
        steps.append({"events": [{"event": "flipped_face_up", "card": "lamp", "player": "A", "cause": "battle",
                                  "by": "raider"}]})
    return ask(cards, {"can_activate": "lamp", "effect_text": "attacks it instead"}, steps, phase="battle",
               turn_player="B")


def test_the_attack_target_face_at_the_start_of_the_damage_step():
    answer = _lamp_attacked("attack")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "bt-face-read-at-the-start-of-the-damage-step" in answer.rules
    assert _lamp_attacked("face_down").answer == "yes"


def test_that_equip_card_is_the_card_equipped():
    cards = {"gear": card("Gearfried the Iron Knight", "A", position="attack"),
             "axe": card("Axe of Despair", "A", "spell_trap_zone", face_up=True)}
    steps = [{"events": [{"event": "equipped", "card": "axe", "player": "A", "target": "gear"}]},
             {"activate": "gear"}, {"resolve": 1}]
    answer = ask(cards, {"last_thing": True}, steps)
    assert [(e["event"], e["card"]) for e in answer.to_dict()["last_thing"]] == [("destroyed", "axe")]


def _order_to_smash(cards):
    cards |= {"n": card("Petit Dragon", "A", position="attack"),
              "ots": card("Order to Smash", "A", "spell_trap_zone", face_up=False)}
    answer = ask(cards, {"last_thing": True}, [{"activate": "ots", "targets": ["n"]}, {"resolve": 1}])
    return [(e["event"], e["card"]) for e in answer.to_dict()["last_thing"]], answer.to_dict().get("assumed", [])


def test_that_normal_monster_is_the_target_and_the_opponents_card_is_picked_apart():
    # Petit Dragon, the target, is Tributed; the Spell/Trap is picked on the opponent's side, where no target is
    done, assumed = _order_to_smash({"st": card("Raigeki Break", "B", "spell_trap_zone", face_up=False),
                                     "m": card("Vorse Raider", "B", position="attack")})
    assert done == [("tributed", "n"), ("destroyed", "st")]
    assert any("the only card on the field it could pick" in line for line in assumed)
    # two it could pick: which one is not known
    done, _ = _order_to_smash({"st": card("Raigeki Break", "B", "spell_trap_zone", face_up=False),
                               "st2": card("Dust Tornado", "B", "spell_trap_zone", face_up=False)})
    assert done[0] == ("tributed", "n") and ("destroyed", "n") not in done
