""""You can Special Summon this card (from your hand). If Summoned this way / When you do:
..." is met only by the Summon the card itself did (rule cond-summoned-this-way-by-itself)."""

from __future__ import annotations

from edison_kg import timing
from subset_duel import card


def ask(cards, question, phase="main1", turn_player="A", steps=()):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": list(steps), "ask": question})


def test_summoned_this_way_is_met_by_its_own_procedure_only():
    # Archlord Kristya: "... you can Special Summon this card (from your hand). If Summoned this way: Target 1 Fairy ..."
    cards = {"ak": card("Archlord Kristya", "A", "hand"), "fairy": card("Marshmallon", "A", "graveyard")}
    own = ask(cards, {"triggers": True}, steps=[{"summon": "ak", "method": "special"}])
    assert [entry["card"] for entry in own.chain] == ["ak"]
    cards["ak"] = card("Archlord Kristya", "A", "graveyard")
    cards["mr"] = card("Monster Reborn", "A", "hand")
    reborn = ask(cards, {"triggers": True}, steps=[{"activate": "mr", "targets": ["ak"]}, {"resolve": 1}])
    assert "ak" not in [entry["card"] for entry in reborn.chain]


def test_when_you_do_after_its_own_summon_is_not_met_by_another_cards_summon():
    # Goka, the Pyre of Malice: "... Special Summon this card ... When you do: Target 1 FIRE monster you control; destroy"
    cards = {"goka": card("Goka, the Pyre of Malice", "A", "graveyard"), "mr": card("Monster Reborn", "A", "hand")}
    reborn = ask(cards, {"triggers": True}, steps=[{"activate": "mr", "targets": ["goka"]}, {"resolve": 1}])
    assert "goka" not in [entry["card"] for entry in reborn.chain]
    own = ask({"goka": card("Goka, the Pyre of Malice", "A", "hand")}, {"triggers": True},
              steps=[{"summon": "goka", "method": "special"}])
    assert [entry["card"] for entry in own.chain] == ["goka"]


def test_a_tribute_for_a_ritual_spell_is_a_tribute_by_a_card_effect():
    # Lich Lord: "If this card is Tributed by a card effect and sent to the GY: Add this card ... to your hand"
    cards = {"ll": card("Lich Lord, King of the Underworld", "A", position="attack"),
             "blr": card("Black Luster Ritual", "A", "hand"), "bls": card("Black Luster Soldier", "A", "hand")}
    ritual = [{"activate": "blr"}, {"resolve": 1, "events": [
        {"event": "tributed", "card": "ll", "from": "monster_zone", "to": "graveyard", "cause": "summon_material", "by": "blr"},
        {"event": "ritual_summon", "card": "bls", "from": "hand", "by": "blr"}]}]
    assert [entry["card"] for entry in ask(cards, {"triggers": True}, steps=ritual).chain] == ["ll"]
    # Tributed for a Tribute Summon: no card effect did it
    tribute = {"ll": card("Lich Lord, King of the Underworld", "A", position="attack"),
               "bw": card("Blue-Eyes White Dragon", "A", "hand"), "elf": card("Mystical Elf", "A", position="attack")}
    summon = [{"summon": "bw", "method": "tribute", "materials": ["ll", "elf"]}]
    assert "ll" not in [entry["card"] for entry in ask(tribute, {"triggers": True}, steps=summon).chain]


def test_a_phase_effect_that_needs_its_player_to_still_control_the_card():
    # Destiny HERO - Dogma: "if you still control this face-up card during your opponent's next Standby Phase ...":
    # returned to the hand before then, it is not activated there
    cards = {"dg": card("Destiny HERO - Dogma", "A", "hand"), "m1": card("Mystical Elf", "A", position="attack"),
             "m2": card("Vorse Raider", "A", position="attack"), "m3": card("Marshmallon", "A", position="attack")}
    summon = [{"summon": "dg", "method": "special", "materials": ["m1", "m2", "m3"]}]
    to_standby = [{"phase": "end"}, {"phase": "draw"}, {"phase": "standby"}]
    bounced = summon + [{"events": [{"event": "returned_to_hand", "card": "dg", "from": "monster_zone", "to": "hand",
                                     "cause": "effect"}]}] + to_standby
    assert "dg" not in [entry["card"] for entry in ask(cards, {"triggers": True}, steps=bounced).chain]
    stayed = ask(cards, {"triggers": True}, steps=summon + to_standby)
    assert [entry["card"] for entry in stayed.chain] == ["dg"]


def test_equip_that_target_to_this_card_equips_the_target():
    # Destiny HERO - Plasma: "target 1 monster your opponent controls; equip that target to this card": the target
    # becomes the Equip Card, Plasma stays a monster on the field (a Kaiser Glider-like trigger of the target is seen)
    cards = {"dp": card("Destiny HERO - Plasma", "A", position="attack"),
             "elf": card("Mystical Elf", "B", position="attack"), "cards": card("Dark Blade", "B", position="attack")}
    answer = ask(cards, {"triggers": True}, steps=[{"activate": "dp", "targets": ["elf"]}, {"resolve": 1}])
    assert any("Mystical Elf was equipped" in line for line in answer.happened)
    assert not any("Plasma was equipped" in line for line in answer.happened)


def test_a_monster_destroyed_by_this_card_is_another_card_this_card_destroys():
    # Ghost Knight of Jackal: "... an opponent's monster that is destroyed and sent to the Graveyard by this card as
    # a result of battle": the event is the other monster's, done by this card; another attacker's kill does not count
    def battle(attacker):
        return [{"events": [{"event": "attack_declared", "card": attacker, "target": "elf"}]},
                {"events": [{"event": "destroyed", "card": "elf", "from": "monster_zone", "to": "graveyard",
                             "cause": "battle", "by": attacker}]}]
    cards = {"gk": card("Ghost Knight of Jackal", "A", position="attack"), "vr": card("Vorse Raider", "A", position="attack"),
             "elf": card("Mystical Elf", "B", position="defense")}
    by_it = ask(cards, {"triggers": True}, phase="battle", steps=battle("gk"))
    assert [entry["card"] for entry in by_it.chain] == ["gk"]
    by_another = ask(cards, {"triggers": True}, phase="battle", steps=battle("vr"))
    assert "gk" not in [entry["card"] for entry in by_another.chain]
