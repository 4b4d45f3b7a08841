"""Round 16 (triggers): "You can Special Summon this card (from your hand). If Summoned this way / When you do:
..." is met only by the Summon the card itself did (rule cond-summoned-this-way-by-itself)."""

from __future__ import annotations

from edison_kg import timing


def card(name, controller, zone="monster_zone", **state):
    return {"name": name, "controller": controller, "zone": zone, **state}


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
