"""What a resolution did, and how much (round 86): damage equal to half a monster's ATK as the effect resolves, no
damage from a face-down monster's ATK, and the one card of a switch of control that an answering effect is about.
Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card

HALF = "res-amount-by-half-current-stat"
FACE_DOWN = "res-face-down-monster-gives-no-amount"
MEETING_IT = "res-answered-card-the-one-meeting-it"


def _last(got):
    return [(e["event"], e.get("card"), e.get("amount")) for e in got.to_dict()["last_thing"]]


def _ignition(monster: str, target: str, target_state: dict, effect_text: str | None = None):
    step = {"activate": "me", "targets": ["foe"], **({"effect_text": effect_text} if effect_text else {})}
    return ask({"me": card(monster, "A", position="attack"), "foe": card(target, "B", **target_state)},
               {"last_thing": True}, [step, {"resolve": 1}])


# ------------------------------------------------------------------ half of its ATK

def test_turbo_cannon_inflicts_half_the_destroyed_monsters_atk_at_once():
    got = _ignition("Turbo Cannon", "Cyber Dragon", {"position": "attack"})
    assert _last(got) == [("destroyed", "foe", None), ("damage_inflicted", None, 1050)]
    assert HALF in got.rules and FACE_DOWN not in got.rules
    assert any("half the ATK Cyber Dragon" in line and "1050" in line for line in got.assumed)


def test_an_odd_atk_is_halved_rounded_down():
    got = _ignition("Turbo Cannon", "Sangan", {"position": "attack", "atk": 1001})
    assert _last(got) == [("destroyed", "foe", None), ("damage_inflicted", None, 500)]


def test_reader_tells_half_a_current_stat_from_the_whole_one():
    from edison_kg.cardtext.life_points import clause_amount_of
    assert clause_amount_of("damage_inflicted", "inflict damage to its controller equal to half of its ATK") \
        == "half-current-atk"                                                  # Turbo Cannon
    assert clause_amount_of("damage_inflicted", "inflict damage to your opponent equal to half the destroyed "
                                                "monster's ATK") == "half-current-atk"   # Roar of the Earthbound Immortal
    assert clause_amount_of("damage_inflicted", "inflict damage to both players equal to half of that monster's "
                                                "ATK") == "half-current-atk"   # Chthonian Blast
    assert clause_amount_of("damage_inflicted", "inflict damage to your opponent equal to its ATK") == "current-atk"
    assert clause_amount_of("damage_inflicted", "equal to half the original ATK of the Tributed monster") \
        == "half-original-atk"


# ------------------------------------------------------------------ a face-down monster shows no ATK

def test_destiny_end_dragoon_on_a_face_down_monster_inflicts_no_damage():
    got = _ignition("Destiny End Dragoon", "Morphing Jar", {"position": "face_down"}, "if it was face-up")
    assert _last(got) == [("destroyed", "foe", None)]
    assert FACE_DOWN in got.rules
    assert any("face-down on the field" in line for line in got.assumed)


def test_destiny_end_dragoon_on_a_face_up_monster_inflicts_its_atk():
    got = _ignition("Destiny End Dragoon", "Morphing Jar", {"position": "attack"}, "if it was face-up")
    assert _last(got) == [("destroyed", "foe", None), ("damage_inflicted", None, 700)]
    assert FACE_DOWN not in got.rules


def _trojan_blast_after_creature_swap(position: str):
    cards = {"tb": card("Trojan Blast", "A", "spell_trap_zone", face_up=False),
             "cs": card("Creature Swap", "B", "hand"),
             "mine": card("Mystic Tomato", "A", position=position),
             "theirs": card("Cyber Dragon", "B", position="attack")}
    return ask(cards, {"last_thing": True}, [{"activate": "cs"}, {"resolve": 1}, {"activate": "tb"}, {"resolve": 1}],
               turn_player="B")


def test_trojan_blast_destroys_the_face_down_monster_it_lost_and_inflicts_nothing():
    got = _trojan_blast_after_creature_swap("face_down")
    assert _last(got) == [("destroyed", "mine", None)]
    assert MEETING_IT in got.rules and FACE_DOWN in got.rules


def test_trojan_blast_on_a_face_up_monster_it_lost_inflicts_its_atk():
    got = _trojan_blast_after_creature_swap("attack")
    assert _last(got) == [("destroyed", "mine", None), ("damage_inflicted", None, 1400)]
    assert MEETING_IT in got.rules and FACE_DOWN not in got.rules


# ------------------------------------------------------------------ "discard any monsters in their hands"

def _royal_tribute():
    cards = {"rt": card("Royal Tribute", "A", "hand"), "nv": card("Necrovalley", "A", "field_zone", face_up=True),
             "spy": card("Gravekeeper's Spy", "A", "hand"), "sangan": card("Sangan", "B", "hand"),
             "mf": card("Mirror Force", "B", "hand")}
    return ask(cards, {"last_thing": True}, [{"activate": "rt"}, {"resolve": 1}])


def test_royal_tribute_discards_the_monsters_of_both_hands_at_once_and_leaves_the_rest():
    got = _royal_tribute()
    assert _last(got) == [("discarded", "spy", None), ("discarded", "sangan", None)]     # Mirror Force stays
    assert "res-whole-hand-each-card" in got.rules and "res-all-cards-of-a-kind" in got.rules


def test_reader_reads_discard_any_as_all_of_that_kind_but_not_any_number():
    from edison_kg.cardtext.consequences import _every
    assert _every("both players discard any monsters in their hands")[0] == "monster"         # Royal Tribute
    assert _every("discard all cards in their hands")[0] == "card"                            # The Law of the Normal
    assert _every("discard any number of cards to the gy")[0] is None                         # Brionac's cost


# ------------------------------------------------------------------ Life Points compared as the card was activated

AS_ACTIVATED = "res-life-points-compared-as-activated"


def _supremacy_berry(life_points: dict, provisions: bool):
    cards = {"sb": card("Supremacy Berry", "A", "hand"), "ep": card("Emergency Provisions", "A", "hand"),
             "mf": card("Mirror Force", "A", "spell_trap_zone", face_up=False)}
    steps = [{"activate": "sb"}]
    if provisions:
        steps += [{"activate": "ep", "cost": [{"event": "sent_to_gy", "card": "mf", "from": "spell_trap_zone",
                                               "to": "graveyard", "cause": "cost"}]}, {"resolve": 2}]
    steps.append({"resolve": 1})
    from edison_kg import timing
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "life_points": life_points,
                       "cards": cards, "steps": steps, "ask": {"last_thing": True}})


def test_supremacy_berry_gains_when_lower_as_activated_though_higher_as_it_resolves():
    got = _supremacy_berry({"A": 7500, "B": 8000}, provisions=True)
    assert [(e["event"], e.get("player"), e.get("amount")) for e in got.to_dict()["last_thing"]] \
        == [("lp_gained", "A", 2000)]
    assert AS_ACTIVATED in got.rules
    assert any("7500" in line and "(lower)" in line for line in got.assumed)


def test_supremacy_berry_when_higher_its_own_player_takes_1000():
    got = _supremacy_berry({"A": 8000, "B": 5000}, provisions=False)
    assert [(e["event"], e.get("player"), e.get("amount")) for e in got.to_dict()["last_thing"]] \
        == [("damage_inflicted", "A", 1000)]
    assert AS_ACTIVATED in got.rules
