"""What a resolution did, and how much (round 87): damage or Life Points equal to a monster's Level times a number
("equal to its original Level x 100", "that monster's Level x 100", "the Level of the monster x 500 points"). Real
cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card

LEVEL_TIMES = "res-amount-by-level-times"


def _last(got):
    return [(e["event"], e.get("player"), e.get("amount")) for e in got.to_dict()["last_thing"]]


def _thestalos(hand: dict):
    cards = {"thes": card("Thestalos the Firestorm Monarch", "A", "hand"),
             "trib": card("Giant Soldier of Stone", "A", position="attack"), **hand}
    steps = [{"summon": "thes", "method": "tribute", "materials": ["trib"]}, {"activate": "thes"}, {"resolve": 1}]
    return ask(cards, {"last_thing": True}, steps)


def test_thestalos_inflicts_the_discarded_monsters_level_x_100():
    got = _thestalos({"sillva": card("Sillva, Warlord of Dark World", "B", "hand")})
    assert _last(got) == [("damage_inflicted", "B", 500)]
    assert LEVEL_TIMES in got.rules
    assert any("Level of Sillva, Warlord of Dark World" in line and "500" in line for line in got.assumed)


def test_thestalos_discarding_a_trap_card_counts_no_level():
    got = _thestalos({"mf": card("Mirror Force", "B", "hand")})
    assert all(amount is None for _, _, amount in _last(got))
    assert LEVEL_TIMES not in got.rules


def test_thestalos_with_an_unknown_random_card_counts_no_level():
    got = _thestalos({"sillva": card("Sillva, Warlord of Dark World", "B", "hand"), "mf": card("Mirror Force", "B", "hand")})
    assert all(amount is None for _, _, amount in _last(got))
    assert LEVEL_TIMES not in got.rules


def test_healing_wave_generator_gains_its_targets_level_x_100():
    cards = {"hw": card("Healing Wave Generator", "A", position="attack"),
             "vr": card("Vorse Raider", "A", position="attack")}
    got = ask(cards, {"last_thing": True}, [{"activate": "hw", "targets": ["vr"]}, {"resolve": 1}])
    assert _last(got) == [("lp_gained", "A", 400)]
    assert LEVEL_TIMES in got.rules


def test_reader_reads_a_level_times_a_number_and_not_a_sum_of_levels():
    from edison_kg.cardtext.life_points import clause_amount_of
    assert clause_amount_of("damage_inflicted", "inflict damage to your opponent equal to its original Level x 100") \
        == "original-level-x100"                                                      # Thestalos (printed text)
    assert clause_amount_of("damage_inflicted", "your opponent takes damage equal to its Level x100") \
        == "level-x100"                                                               # Thestalos (PSCT)
    assert clause_amount_of("damage_inflicted", "inflict damage to your opponent's Life Points equal to the Level of "
                                                "the monster x 500 points") == "level-x500"   # KA-2 Des Scissors
    assert clause_amount_of("damage_inflicted", "inflict damage to your opponent equal to the Tributed monster's Level "
                                                "on the field x 200") == "level-x200"         # Dark Strike Fighter
    assert clause_amount_of("damage_inflicted", "You take damage equal to the total Levels of those monsters x "
                                                "300") is None                                # Telekinetic Power Well
    assert clause_amount_of("damage_inflicted", "inflict damage to your opponent equal to its ATK") == "current-atk"


def _ka2_destroys(monster: str):
    destroyed = [{"event": "destroyed", "card": "foe", "from": "monster_zone", "to": "graveyard", "cause": "battle",
                  "by": "me"}]
    steps = [{"events": [{"event": "attack_declared", "card": "me", "player": "A", "target": "foe"}]},
             {"phase": "damage_step"}, {"events": [destroyed]}, {"activate": "me"}, {"resolve": 1}]
    return ask({"me": card("KA-2 Des Scissors", "A", position="attack"), "foe": card(monster, "B", position="attack")},
               {"last_thing": True}, steps, phase="battle")


def test_ka2_des_scissors_inflicts_the_destroyed_monsters_level_x_500():
    got = _ka2_destroys("Vorse Raider")
    assert _last(got) == [("damage_inflicted", "B", 2000)]
    assert LEVEL_TIMES in got.rules
    assert _last(_ka2_destroys("Sangan")) == [("damage_inflicted", "B", 1500)]


# ------------------------------------------------------------------ a draw names no card (rule res-draw-names-no-card)

DRAW_NO_CARD = "res-draw-names-no-card"


def _drawn(got):
    return [(e["event"], e.get("card"), e.get("player")) for e in got.to_dict()["last_thing"]]


def test_worm_hope_draws_a_card_not_itself():
    cards = {"wh": card("Worm Hope", "A", position="face_down"), "vr": card("Vorse Raider", "B", position="attack")}
    steps = [{"events": [{"event": "flipped_face_up", "card": "wh", "player": "A", "by": "vr", "cause": "battle"}]},
             {"activate": "wh"}, {"resolve": 1}]
    got = ask(cards, {"last_thing": True}, steps, phase="battle", turn_player="B")
    assert _drawn(got) == [("drawn", None, "A")]
    assert DRAW_NO_CARD in got.rules


def test_darksea_floats_owner_draws_a_card_not_darksea_float():
    cards = {"df": card("Darksea Float", "A", position="attack"), "fis": card("Fissure", "B", "graveyard")}
    steps = [{"events": [{"event": "destroyed", "card": "df", "player": "A", "by": "fis", "cause": "effect",
                          "from": "monster_zone", "to": "graveyard"}]}, {"activate": "df"}, {"resolve": 1}]
    got = ask(cards, {"last_thing": True}, steps, turn_player="B")
    assert _drawn(got) == [("drawn", None, "A")]
    assert DRAW_NO_CARD in got.rules


def test_a_draw_naming_no_card_needs_no_such_rule():
    got = ask({"pog": card("Pot of Greed", "A", "hand")}, {"last_thing": True}, [{"activate": "pog"}, {"resolve": 1}])
    assert _drawn(got) == [("drawn", None, "A")]
    assert DRAW_NO_CARD not in got.rules
