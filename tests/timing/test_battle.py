"""The battle in the duel state (edison_kg/timing/battle.py) and the conditions met at a point
of the Damage Step that name it (rules/battle.py), on real cards."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.timing.battle import Battle
from edison_kg.timing.scenario import Event
from scenario_cards import card


def ask(cards, steps, question, turn_player="A"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": "battle", "cards": cards,
                       "steps": steps, "ask": question})


def attack(attacker, target=None, player="A"):
    return {"events": [{"event": "attack_declared", "card": attacker, "player": player,
                        **({"target": target} if target else {})}]}


def test_damage_calculation_makes_a_battle():
    battle = Battle(attacker="a", target="t", turn=0)
    assert battle.battled                      # nothing said: the battle took place
    battle.note(Event("destroyed", card="t", cause="effect"), left_field=True)
    assert not battle.battled                  # its target left before damage calculation
    battle = Battle(attacker="a", target="t", turn=0)
    battle.note(Event("destroyed", card="t", cause="battle", by="a"), left_field=True)
    assert battle.battled and battle.destroyed_by_battle == {"t"}
    assert battle.opponent_of("t") == "a" and battle.role_of("a") == "attacker" and battle.role_of("x") is None


def test_a_set_monster_shows_no_attribute_at_the_start_of_the_damage_step():
    cards = {"catastor": card("Ally of Justice Catastor", "A", position="attack"),
             "set": card("Shining Angel", "B", position="face_down"),
             "faceup": card("Shining Angel", "B", position="attack")}
    set_target = ask(cards, [attack("catastor", "set"), {"phase": "damage_step"}], {"can_activate": "catastor"})
    assert (set_target.answer, set_target.reason) == ("no", "condition-not-met")
    assert "bt-start-before-flip" in set_target.rules
    face_up = ask(cards, [attack("catastor", "faceup"), {"phase": "damage_step"}], {"can_activate": "catastor"})
    assert face_up.answer == "yes"            # a face-up LIGHT monster: non-DARK


def test_the_monster_battled_must_be_of_the_kind_named():
    cards = {"catastor": card("Ally of Justice Catastor", "A", position="attack"),
             "dark": card("Dark Magician", "B", position="attack")}
    got = ask(cards, [attack("catastor", "dark"), {"phase": "damage_step"}], {"can_activate": "catastor"})
    assert (got.answer, got.reason) == ("no", "condition-not-met")


def test_destroyed_by_its_battle_it_still_battled():
    cards = {"chainsaw": card("Chainsaw Insect", "A", position="attack"),
             "bewd": card("Blue-Eyes White Dragon", "B", position="attack")}
    destroyed = {"events": [[{"event": "destroyed", "card": "chainsaw", "player": "A", "from": "monster_zone",
                              "to": "graveyard", "cause": "battle", "by": "bewd"}]]}
    got = ask(cards, [attack("chainsaw", "bewd"), {"phase": "damage_step"}, destroyed], {"triggers": True})
    assert [e["card"] for e in got.chain] == ["chainsaw"]


def test_removed_before_damage_calculation_it_did_not_battle():
    cards = {"chainsaw": card("Chainsaw Insect", "A", position="attack"),
             "bewd": card("Blue-Eyes White Dragon", "B", position="attack")}
    removed = {"events": [[{"event": "destroyed", "card": "bewd", "player": "B", "from": "monster_zone",
                            "to": "graveyard", "cause": "effect"}]]}
    got = ask(cards, [attack("chainsaw", "bewd"), {"phase": "damage_step"}, removed], {"can_activate": "chainsaw"})
    assert (got.answer, got.reason) == ("no", "condition-not-met")
    assert "bt-battled-even-if-destroyed" in got.rules


def test_a_battle_ends_with_the_battle_phase():
    cards = {"chainsaw": card("Chainsaw Insect", "A", position="attack"),
             "bewd": card("Blue-Eyes White Dragon", "B", position="attack")}
    got = ask(cards, [attack("chainsaw", "bewd"), {"phase": "damage_step"}, {"phase": "main2"}],
              {"can_activate": "chainsaw"})
    assert got.answer == "no"


def _drawn(drawer):
    return timing.ask({"game": "yugioh-edison", "turn_player": drawer, "phase": "draw",
                       "cards": {"para": {"name": "Parasite Paracide", "owner": "B", "controller": drawer, "zone": "deck"}},
                       "steps": [{"events": [{"event": "drawn", "card": "para", "player": drawer, "to": "hand",
                                              "cause": "rule", "from": "deck"}]}], "ask": {"triggers": True}})


def test_a_card_set_off_by_its_own_draw_acts_from_the_hand():
    # what it does lasts while it is face-up on the field, but it was never there: it Summons itself from the hand
    answer = _drawn("A")
    assert [e["card"] for e in answer.chain] == ["para"]
    # drawn by its owner, "when your opponent draws this card" is not met
    assert _drawn("B").chain == []
