"""Control given to the opponent or switched by a resolving effect is a change of control, done as the card
resolves (rule state-control-given-or-switched): the last thing to happen after it, each monster on the side of its
new controller, nothing switched when a card of the switch is gone, and nothing brought to its player's field under
a limit on the cards there. Real cards of the pool."""

from __future__ import annotations

from edison_kg import timing

RULE = "state-control-given-or-switched"


def card(name, controller, zone="monster_zone", **state):
    return {"name": name, "controller": controller, "zone": zone,
            **({"position": "attack"} if zone == "monster_zone" else {}), **state}


def ask(cards, steps, question):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": question})


def last(answer):
    return [(e["event"], e["card"], e.get("player")) for e in answer.to_dict()["last_thing"]]


RING = card("Ring of Destruction", "B", "spell_trap_zone", face_up=False)


def test_control_given_to_the_opponent_is_the_last_thing():
    # Shien's Spy: "Target 1 face-up monster you control; give control of it to your opponent until the End Phase"
    cards = {"spy": card("Shien's Spy", "A", "hand"), "vorse": card("Vorse Raider", "A")}
    got = ask(cards, [{"activate": "spy", "targets": ["vorse"]}, {"resolve": 1}], {"last_thing": True})
    assert last(got) == [("control_changed", "vorse", "B")]
    assert RULE in got.rules


def test_control_not_given_when_its_target_is_gone():
    # Ring of Destruction destroys Vorse Raider in answer: Shien's Spy resolves with nothing to give
    cards = {"spy": card("Shien's Spy", "A", "hand"), "vorse": card("Vorse Raider", "A"), "ring": RING}
    got = ask(cards, [{"activate": "spy", "targets": ["vorse"]}, {"activate": "ring", "targets": ["vorse"]},
                      {"resolve": 2}, {"resolve": 1}], {"last_thing": True})
    assert last(got) == [("chain_link_resolved", "spy", "A")]


def test_control_switched_moves_both_monsters_at_once():
    # Invader of the Throne: "Target 1 monster your opponent controls; switch control of it with this card"
    cards = {"invader": card("Invader of the Throne", "A"), "goblin": card("Goblin Attack Force", "B")}
    got = ask(cards, [{"activate": "invader", "targets": ["goblin"]}, {"resolve": 1}], {"last_thing": True})
    assert last(got) == [("control_changed", "goblin", "A"), ("control_changed", "invader", "B")]
    assert RULE in got.rules


def test_nothing_switched_when_a_monster_of_the_switch_is_gone():
    cards = {"invader": card("Invader of the Throne", "A"), "goblin": card("Goblin Attack Force", "B"), "ring": RING}
    got = ask(cards, [{"activate": "invader", "targets": ["goblin"]}, {"activate": "ring", "targets": ["goblin"]},
                      {"resolve": 2}, {"resolve": 1}], {"last_thing": True})
    assert last(got) == [("chain_link_resolved", "invader", "A")]


def test_control_given_away_or_switched_brings_no_card_under_a_field_limit():
    # Spatial Collapse: "The maximum number of cards that each player can have on the field is 5": with 4 cards,
    # Shien's Spy and Creature Swap make 5 with themselves (what they give away or switch adds none); Monster
    # Reborn's Special Summon still makes 6
    four = {f"m{i}": card(name, "A") for i, name in enumerate(("Vorse Raider", "Goblin Attack Force",
                                                               "Mind Protector", "Giant Soldier of Stone"))}
    field = four | {"collapse": card("Spatial Collapse", "B", "spell_trap_zone", face_up=True),
                    "foe": card("Gene-Warped Warwolf", "B"), "grave": card("Sangan", "A", "graveyard")}
    for name, answer in (("Shien's Spy", "yes"), ("Creature Swap", "yes"), ("Monster Reborn", "no")):
        got = ask(field | {"spell": card(name, "A", "hand")}, [], {"can_activate": "spell"})
        assert got.answer == answer, name
