"""A resolving clause that names its card by its name acts on the one card of that name the scenario names where
it takes it from (rule res-named-card-the-one-named), and the last thing to happen shows the Life Points a
resolution gains or inflicts by the number its text gives. Real cards of the pool."""

from __future__ import annotations

from edison_kg import timing

RULE = "res-named-card-the-one-named"


def card(name, controller, zone="monster_zone", **state):
    return {"name": name, "controller": controller, "zone": zone,
            **({"position": "attack"} if zone == "monster_zone" else {}), **state}


def ask(cards, steps, phase="main1"):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": phase, "cards": cards,
                       "steps": steps, "ask": {"last_thing": True}})


def last(answer, *keys):
    return [tuple(e.get(k) for k in ("event", "card", *keys)) for e in answer.to_dict()["last_thing"]]


def test_the_one_blue_eyes_in_the_hand_is_the_one_kaibaman_summons():
    # Kaibaman: "You can Tribute this card to Special Summon 1 "Blue-Eyes White Dragon" from your hand."
    cards = {"kaibaman": card("Kaibaman", "A"), "bewd": card("Blue-Eyes White Dragon", "A", "hand")}
    got = ask(cards, [{"activate": "kaibaman"}, {"resolve": 1}])
    assert last(got) == [("special_summon", "bewd")]
    assert RULE in got.rules
    assert any("Blue-Eyes White Dragon" in line for line in got.assumed)


def test_two_of_that_name_in_the_hand_leave_the_card_unsaid():
    cards = {"kaibaman": card("Kaibaman", "A"), "bewd": card("Blue-Eyes White Dragon", "A", "hand"),
             "bewd2": card("Blue-Eyes White Dragon", "A", "hand")}
    got = ask(cards, [{"activate": "kaibaman"}, {"resolve": 1}])
    assert last(got) == [("special_summon", None)]
    assert RULE not in got.rules


def test_a_card_of_that_name_elsewhere_is_not_the_one():
    # the only Blue-Eyes is in the Graveyard: "from your hand" cannot take it
    cards = {"kaibaman": card("Kaibaman", "A"), "bewd": card("Blue-Eyes White Dragon", "A", "graveyard")}
    got = ask(cards, [{"activate": "kaibaman"}, {"resolve": 1}])
    assert last(got) == [("special_summon", None)]


def test_the_ritual_monster_a_ritual_spell_names_is_the_one_in_the_hand():
    # Black Luster Ritual: "This card is used to Ritual Summon "Black Luster Soldier". ..."
    cards = {"ritual": card("Black Luster Ritual", "A", "hand"), "bls": card("Black Luster Soldier", "A", "hand"),
             "tribute": card("Summoned Skull", "A"), "tribute2": card("Summoned Skull", "A")}
    got = ask(cards, [{"activate": "ritual"}, {"resolve": 1}])
    assert last(got) == [("ritual_summon", "bls")]
    assert RULE in got.rules


def test_life_points_gained_by_the_number_the_text_gives():
    # Dian Keto the Cure Master: "Increase your Life Points by 1000 points."
    got = ask({"keto": card("Dian Keto the Cure Master", "A", "hand")}, [{"activate": "keto"}, {"resolve": 1}])
    assert last(got, "player", "amount") == [("lp_gained", None, "A", 1000)]


def test_life_points_decreased_is_damage_by_that_number():
    # Raimei: "Decrease your opponent's Life Points by 300 points."
    got = ask({"raimei": card("Raimei", "A", "hand")}, [{"activate": "raimei"}, {"resolve": 1}])
    assert last(got, "player", "amount") == [("damage_inflicted", None, "B", 300)]


def test_a_gain_for_each_card_counted_is_counted_as_it_resolves():
    # White Magician Pikeru: "... increase your Life Points by 400 points for each monster on your side of the field":
    # the number is per card, and the cards are counted as it resolves (round 77, rule res-amount-counted-as-it-resolves):
    # Pikeru itself is the only monster the scenario names on that side
    cards = {"pikeru": card("White Magician Pikeru", "A")}
    got = ask(cards, [{"phase": "standby"}, {"activate": "pikeru"}, {"resolve": 1}], phase="draw")
    assert last(got, "player", "amount") == [("lp_gained", None, "A", 400)]
    assert "res-amount-counted-as-it-resolves" in got.rules


def viper_last_thing(graveyard):
    # Viper's Rebirth: "Select 1 non-Tuner monster in your Graveyard. Special Summon it."
    cards = {"vr": {"name": "Viper's Rebirth", "controller": "A", "zone": "hand"},
             **{f"g{i}": {"name": name, "controller": "A", "zone": "graveyard"} for i, name in enumerate(graveyard)}}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": cards,
                       "steps": [{"activate": "vr"}, {"resolve": 1}], "ask": {"last_thing": True}}).to_dict()


def test_a_card_selected_by_its_kind_is_the_only_one_of_that_kind_there():
    got = viper_last_thing(["Gagagigo"])
    assert [(e["event"], e["card"]) for e in got["last_thing"]] == [("special_summon", "g0")]
    assert any(r.endswith("/res-selected-card-the-only-one-of-its-kind") for r in got["rules"])
    # two of the kind: the scenario does not say which
    got = viper_last_thing(["Gagagigo", "Giga Gagagigo"])
    assert [(e["event"], e["card"]) for e in got["last_thing"]] == [("special_summon", None)]


def _sangan_searches(deck: dict) -> dict:
    cards = {"sangan": card("Sangan", "A"), **{ref: card(name, "A", "deck") for ref, name in deck.items()}}
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "cards": cards,
                       "steps": [{"events": [{"event": "sent_to_gy", "card": "sangan", "from": "monster_zone"}]},
                                 {"activate": "sangan"}, {"resolve": 1}],
                       "ask": {"last_thing": True}}).to_dict()


def test_a_kind_picked_from_the_deck_is_the_one_of_its_kind_named_there():
    """Round 184 (rule res-deck-card-the-one-named): Sangan's "add 1 monster with 1500 or less ATK from your Deck to your
    hand" takes the one card of the kind the scenario names in the Deck, and the answer says it took it so; the Deck
    holds cards unnamed, so with two of the kind named, or only cards of another kind, the card added stays unnamed."""
    got = _sangan_searches({"elf": "Mystical Elf"})
    assert [e["card"] for e in got["last_thing"] if e["event"] == "added_to_hand"] == ["elf"]
    assert any(line.startswith("Sangan's effect took Mystical Elf from the Deck") for line in got["assumed"])
    assert any(r.endswith("/res-deck-card-the-one-named") for r in got["rules"])
    two = _sangan_searches({"elf": "Mystical Elf", "sangan2": "Sangan"})
    assert [e["card"] for e in two["last_thing"] if e["event"] == "added_to_hand"] == [None]
    too_strong = _sangan_searches({"dm": "Dark Magician"})
    assert [e["card"] for e in too_strong["last_thing"] if e["event"] == "added_to_hand"] == [None]
