"""Round 60's needs of an activation, on real cards: deeds both players do with monsters of their own need one each,
Tuners whose Levels must add up to a Synchro Monster's Level need such a group in the Graveyard, a deed on "monsters
destroyed this turn" needs one destroyed this turn, and a Union Monster changed back to a monster needs a free
Monster Zone."""

from __future__ import annotations

import pytest

from edison_kg import timing


def card(name, controller="A", zone="monster_zone", **state):
    return {"name": name, "controller": controller, "zone": zone, **state}


def ask(cards, question, steps=(), turn_player="A", phase="main1"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": phase, "cards": cards,
                       "steps": list(steps), "ask": question})


@pytest.mark.parametrize("tuners, answer", [(("Junk Synchron", "Debris Dragon"), "no"),
                                            (("Junk Synchron", "Quickdraw Synchron"), "yes")])
def test_tuners_whose_levels_total_the_synchro_monsters_level_must_be_in_the_graveyard(tuners, answer):
    cards = {"vco": card("Variety Comes Out", zone="hand"), "sd": card("Stardust Dragon", position="attack")}
    cards.update({f"t{i}": card(name, zone="graveyard") for i, name in enumerate(tuners)})
    got = ask(cards, {"can_activate": "vco"})
    assert got.answer == answer
    assert ("deed-group-levels-total-a-level" in got.rules) == (answer == "no")


@pytest.mark.parametrize("how, answer", [("sent_to_gy", "no"), ("destroyed", "yes")])
def test_monsters_destroyed_this_turn_must_have_been_destroyed(how, answer):
    cards = {"rs": card("Return Soul", zone="spell_trap_zone"), "vr": card("Vorse Raider", position="attack")}
    event = {"event": how, "card": "vr", "from": "monster_zone", "to": "graveyard", "cause": "effect"}
    got = ask(cards, {"can_activate": "rs"}, steps=[{"events": [event]}, {"phase": "end"}])
    assert got.answer == answer
    assert ("deed-needs-cards-of-this-turn" in got.rules) == (answer == "no")


@pytest.mark.parametrize("others, answer", [(4, "no"), (3, "yes")])
def test_a_union_monster_changed_back_to_a_monster_needs_a_free_monster_zone(others, answer):
    cards = {"ca": card("Combination Attack", zone="hand"), "x": card("X-Head Cannon", position="attack"),
             "y": card("Y-Dragon Head", zone="spell_trap_zone", face_up=True, equipped_to="x")}
    cards.update({f"m{i}": card(name, position="attack")
                  for i, name in enumerate(["Celtic Guardian", "Vorse Raider", "Mystic Tomato", "Sangan"][:others])})
    steps = [{"events": [{"event": "attack_declared", "card": "x", "player": "A"}]}, {"phase": "damage_step"},
             {"events": [{"event": "damage_inflicted", "player": "B", "amount": 1800, "cause": "battle", "card": "x"}]},
             {"phase": "battle"}]
    got = ask(cards, {"can_activate": "ca"}, steps=steps, phase="battle")
    assert got.answer == answer
    assert ("summon-needs-free-monster-zones" in got.rules) == (answer == "no")


# Dimension Explosion: "Both players select up to 2 of their monsters that are removed from play"; Battle of the
# Elements: "Both players send monsters they control to the Graveyard": each player needs such a monster
EACH_OWN = {"de": (card("Dimension Explosion", zone="hand"), card("Celtic Guardian", zone="banished"), "banished"),
            "be": (card("Battle of the Elements", zone="spell_trap_zone", face_up=False),
                   card("Celtic Guardian", position="attack"), "monster_zone")}


@pytest.mark.parametrize("which", sorted(EACH_OWN))
@pytest.mark.parametrize("theirs, answer", [(False, "no"), (True, "yes")])
def test_both_players_deeds_on_monsters_of_their_own_need_one_each(which, theirs, answer):
    activated, own, where = EACH_OWN[which]
    cards = {which: activated, "own": own}
    if which == "de":
        cards["gaia"] = card("Gaia the Dragon Champion", position="attack")   # the Fusion Monster its cost returns
    if theirs:
        cards["their"] = card("Mystic Tomato", "B", zone=where, **({"position": "attack"} if where == "monster_zone" else {}))
    got = ask(cards, {"can_activate": which})
    assert got.answer == answer
    assert ("state-each-player-reveals-needs-a-card-in-each-hand" in got.rules) == (answer == "no")
