"""Round 135: where an amount "equal to that monster's original ATK" or "equal to the Level of the destroyed monster x N"
takes its monster from. The one card the activation's cost paid ("Tribute 1 monster; inflict damage equal to that
monster's original ATK": rule res-amount-by-the-card-its-cost-paid), and the destroyed monster of the event the effect
answers even when it targets another ("destroy that target, and if you do, inflict damage ... equal to the Level of your
destroyed Psychic-Type monster x 300": rule res-amount-by-the-events-monsters-level)."""

from __future__ import annotations

import scenario_cards
from scenario_cards import card

from edison_kg.cardtext.life_points import clause_amount_of

SET = {"zone": "spell_trap_zone", "face_up": False}
COST_CARD = "res-amount-by-the-card-its-cost-paid"
EVENTS_LEVEL = "res-amount-by-the-events-monsters-level"


def last(cards, steps, phase="main1", turn="A"):
    return scenario_cards.ask(cards, {"last_thing": True}, steps, phase=phase, turn_player=turn)


def _damage(answer):
    return [e.get("amount") for e in answer.last_thing if e["event"] == "damage_inflicted"]


def _tribute(ref):
    return [{"event": "tributed", "card": ref, "from": "monster_zone", "to": "graveyard", "cause": "cost"}]


GATE = {"cg": card("Castle Gate", "A"), "cyd": card("Cyber Dragon", "A")}


def test_castle_gate_inflicts_the_original_atk_of_the_monster_its_cost_tributed():
    answer = last(GATE, [{"activate": "cg", "cost": _tribute("cyd")}, {"resolve": 1}])
    assert _damage(answer) == [2100]
    assert COST_CARD in answer.rules
    assert any("Cyber Dragon, the monster its cost Tributed" in a for a in answer.assumed)


def test_castle_gate_with_no_cost_told_gives_no_amount():
    answer = last(GATE, [{"activate": "cg"}, {"resolve": 1}])
    assert _damage(answer) == [None]      # never a guess: the Tributed monster is not known
    assert COST_CARD not in answer.rules


def test_kurenai_and_dark_strike_fighter_take_the_tributed_monsters_stat():
    kurenai = {"sk": card("Spiritual Fire Art - Kurenai", "A", **SET), "ufo": card("UFO Turtle", "A")}
    answer = last(kurenai, [{"activate": "sk", "cost": _tribute("ufo")}, {"resolve": 1}])
    assert _damage(answer) == [1400] and COST_CARD in answer.rules
    fighter = {"dsf": card("Dark Strike Fighter", "A"), "cyd": card("Cyber Dragon", "A")}
    answer = last(fighter, [{"activate": "dsf", "cost": _tribute("cyd")}, {"resolve": 1}])
    assert _damage(answer) == [1000] and COST_CARD in answer.rules      # Level 5 x 200


def test_the_reader_stores_the_destroyed_monsters_level_apart_from_that_monsters():
    assert clause_amount_of("damage_inflicted", "inflict damage to your opponent equal to the Level of your destroyed "
                            "Psychic-Type monster x 300") == "destroyed-level-x300"
    assert clause_amount_of("damage_inflicted", "inflict damage to your opponent's Life Points equal to the Level of "
                            "the destroyed monster x 500 points") == "destroyed-level-x500"
    assert clause_amount_of("lp_gained", "gain Life Points equal to that monster's Level x 100") == "level-x100"


CURSE = {"vr": card("Vorse Raider", "B"), "kr": card("Krebons", "A"), "pc": card("Psi-Curse", "A", **SET)}
KREBONS_DESTROYED = [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "vr", "target": "kr"}]},
                     {"phase": "damage_step"},
                     {"events": [{"event": "destroyed", "card": "kr", "from": "monster_zone", "to": "graveyard",
                                  "cause": "battle", "by": "vr"}]}]


def test_psi_curse_inflicts_the_destroyed_psychics_level_times_300_not_its_targets():
    answer = last(CURSE, KREBONS_DESTROYED + [{"activate": "pc", "targets": ["vr"]}, {"resolve": 1}], turn="B")
    assert _damage(answer) == [600]       # Krebons, Level 2, not Vorse Raider's Level 4
    assert ("destroyed", "vr") in [(e["event"], e.get("card")) for e in answer.last_thing]
    assert EVENTS_LEVEL in answer.rules


def test_needle_burrower_inflicts_the_destroyed_monsters_level_times_500():
    cards = {"nb": card("Needle Burrower", "A"), "rat": card("Giant Rat", "B")}
    answer = last(cards, [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "nb", "target": "rat"}]},
                          {"phase": "damage_step"},
                          {"events": [{"event": "destroyed", "card": "rat", "from": "monster_zone", "to": "graveyard",
                                       "cause": "battle", "by": "nb"}]},
                          {"activate": "nb"}, {"resolve": 1}])
    assert _damage(answer) == [2000]
    assert EVENTS_LEVEL in answer.rules


def test_catapult_turtle_takes_no_current_atk_from_the_tributed_monster():
    # "half the Tributed monster's ATK": the ATK it had face-up on the field, which the engine does not follow once the
    # monster has left it; no amount rather than a guess
    cards = {"ct": card("Catapult Turtle", "A"), "cyd": card("Cyber Dragon", "A")}
    answer = last(cards, [{"activate": "ct", "cost": _tribute("cyd")}, {"resolve": 1}])
    assert _damage(answer) == [None]
    assert COST_CARD not in answer.rules
