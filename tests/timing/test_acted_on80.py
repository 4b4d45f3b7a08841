"""What a resolution acts on, and its amounts (round 80): the cards of a kind a pile holds just as many of as the
effect takes, the card the step names as picked by an effect that targets nothing, the attacker whose attack is
negated, and damage or Life Points equal to a monster's ATK as the effect resolves. Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card

WHOLE_PILE = "res-the-whole-count-of-a-pile"
PICKED = "res-picked-card-named-by-the-step"
ATTACKER = "res-negated-attack-is-the-attackers"
CURRENT = "res-amount-by-current-stat"


def _last(got):
    return [(e["event"], e.get("card"), e.get("amount")) for e in got.to_dict()["last_thing"]]


def _from_the_graveyard(spell: str, grave: dict, targets=None, zone="spell_trap_zone"):
    cards = {"sp": card(spell, "A", zone, face_up=False), **{ref: card(name, "A", "graveyard")
                                                              for ref, name in grave.items()}}
    activate = {"activate": "sp", **({"targets": targets} if targets else {})}
    return ask(cards, {"last_thing": True}, [activate, {"resolve": 1}], turn_player="B")


# ------------------------------------------------------------------ as many of a kind as the pile holds

def test_ray_of_hope_returns_the_only_two_light_monsters():
    got = _from_the_graveyard("Ray of Hope", {"honest": "Honest", "cyber": "Cyber Dragon", "sangan": "Sangan"})
    assert _last(got) == [("returned_to_deck", "honest", None), ("returned_to_deck", "cyber", None)]
    assert WHOLE_PILE in got.rules
    assert any("only 2" in line for line in got.assumed)


def test_ray_of_hope_with_three_light_monsters_names_none():
    got = _from_the_graveyard("Ray of Hope", {"honest": "Honest", "cyber": "Cyber Dragon",
                                              "lyla": "Lyla, Lightsworn Sorceress"})
    assert [card for _, card, _ in _last(got)] == [None]
    assert WHOLE_PILE not in got.rules


def test_graveyard_in_the_fourth_dimension_returns_the_only_two_lv_monsters():
    got = _from_the_graveyard("The Graveyard in the Fourth Dimension",
                              {"ad": "Armed Dragon LV3", "horus": "Horus the Black Flame Dragon LV6", "sangan": "Sangan"})
    assert sorted(card for _, card, _ in _last(got)) == ["ad", "horus"]
    assert WHOLE_PILE in got.rules


# ------------------------------------------------------------------ the card the step names as picked

def _mind_trust(picked: str):
    cards = {"mt": card("Mind Trust", "A", "hand"), "stardust": card("Stardust Dragon", "A"),
             "pick": {"name": picked, "controller": "A"}}
    cost = [{"event": "tributed", "card": "stardust", "from": "monster_zone", "to": "graveyard", "cause": "cost"}]
    return ask(cards, {"last_thing": True}, [{"activate": "mt", "cost": cost, "targets": ["pick"]}, {"resolve": 1}])


def test_mind_trust_adds_the_tuner_the_step_names():
    got = _mind_trust("Debris Dragon")
    assert _last(got) == [("added_to_hand", "pick", None)]
    assert PICKED in got.rules


def test_mind_trust_naming_a_monster_not_a_tuner_adds_an_unnamed_card():
    got = _mind_trust("Cyber Dragon")
    assert _last(got) == [("added_to_hand", None, None)]
    assert PICKED not in got.rules


def test_junk_box_summons_the_morphtronic_the_step_names():
    got = _from_the_graveyard("Junk Box", {"x": "Morphtronic Radion", "sangan": "Sangan"}, targets=["x"])
    assert _last(got) == [("special_summon", "x", None)]
    assert PICKED in got.rules


def test_junk_box_naming_a_monster_not_a_morphtronic_summons_an_unnamed_card():
    got = _from_the_graveyard("Junk Box", {"x": "Cyber Dragon", "sangan": "Sangan"}, targets=["x"])
    assert _last(got) == [("special_summon", None, None)]
    assert PICKED not in got.rules


# ------------------------------------------------------------------ the attacker negated, and its ATK

def _negates_the_attack(trap: str, axe: bool, atk: int | None = None):
    wolf = card("Gene-Warped Warwolf", "B", position="attack", **({"atk": atk} if atk is not None else {}))
    cards = {"wolf": wolf, "trap": card(trap, "A", "spell_trap_zone", face_up=False)}
    if axe:
        cards["axe"] = card("Axe of Despair", "B", "spell_trap_zone", face_up=True, equipped_to="wolf")
    steps = [{"events": [{"event": "attack_declared", "card": "wolf"}]}, {"activate": "trap", "targets": ["wolf"]},
             {"resolve": 1}]
    return ask(cards, {"last_thing": True}, steps, phase="battle", turn_player="B")


def test_magic_cylinder_negates_the_attackers_attack_and_inflicts_its_atk_with_the_axe():
    got = _negates_the_attack("Magic Cylinder", axe=True, atk=3000)
    assert _last(got) == [("attack_negated", "wolf", None), ("damage_inflicted", None, 3000)]
    assert {ATTACKER, CURRENT} <= set(got.rules)


def test_magic_cylinder_works_out_the_axe_gain_when_no_atk_is_told():
    got = _negates_the_attack("Magic Cylinder", axe=True)
    assert _last(got)[1] == ("damage_inflicted", None, 3000)


def test_magic_cylinder_without_the_axe_inflicts_the_printed_atk():
    got = _negates_the_attack("Magic Cylinder", axe=False)
    assert _last(got) == [("attack_negated", "wolf", None), ("damage_inflicted", None, 2000)]


def test_draining_shield_gains_the_atk_of_the_attacker_it_stops():
    got = _negates_the_attack("Draining Shield", axe=True)
    assert [(event, amount) for event, _, amount in _last(got)] == [("attack_negated", None), ("lp_gained", 3000)]
    assert _last(got)[0][1] == "wolf"
    assert CURRENT in got.rules


def test_negate_attack_names_the_attacker():
    # "negate the attack, then end the Battle Phase": the attack negated is the attacker's
    got = _negates_the_attack("Negate Attack", axe=False)
    assert ATTACKER in got.rules and CURRENT not in got.rules


def test_reader_tells_a_current_stat_from_an_original_one():
    from edison_kg.cardtext.life_points import clause_amount_of
    assert clause_amount_of("damage_inflicted", "inflict damage to your opponent equal to its ATK") == "current-atk"
    assert clause_amount_of("lp_gained", "gain LP equal to that target's ATK") == "current-atk"
    assert clause_amount_of("damage_inflicted", "inflict damage to your opponent equal to that monster's DEF") \
        == "current-def"
    assert clause_amount_of("damage_inflicted", "take damage equal to its original ATK") == "its-original-atk"
    assert clause_amount_of("damage_inflicted", "inflict 500 damage to your opponent") is None
