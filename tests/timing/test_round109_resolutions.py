"""What a resolution did (round 109): a move replaced by another stops the part after "then" (Pot of Avarice under
Transmigration Break), a search for a copy of a Limited card finds none (Generation Shift), all the monsters tied for
the highest ATK (Bottomless Shifting Sand), and the only card of the hand a pick beside the step's own picks could take
(Faustian Bargain). Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card

REPLACED_STOPS = "res-replaced-part-stops-what-follows"
NO_COPY_LEFT = "res-no-copy-left-in-the-deck"
ALL_TIED = "res-all-tied-by-stat-as-it-resolves"
BESIDE_THE_PICKS = "res-the-only-card-it-could-take-beside-the-picks"


def _last(got):
    return [(e["event"], e.get("card")) for e in got.to_dict()["last_thing"]]


# ------------------------------------------------------------------ a replaced move stops the part after "then"

_FIVE = ["Cyber Dragon", "Mystic Tomato", "Giant Soldier of Stone", "Gene-Warped Warwolf",
         "Masaki the Legendary Swordsman"]


def _pot_of_avarice(with_break: bool):
    cards = {"pot": card("Pot of Avarice", "A", "hand"),
             **{f"m{i}": card(name, "A", "graveyard") for i, name in enumerate(_FIVE, 1)}}
    steps = [{"activate": "pot", "targets": [f"m{i}" for i in range(1, 6)]}]
    if with_break:
        cards["tb"] = card("Transmigration Break", "B", "spell_trap_zone", face_up=False)
        steps += [{"activate": "tb"}, {"resolve": 2}]
    return ask(cards, {"last_thing": True}, steps + [{"resolve": 1}])


def test_pot_of_avarice_under_transmigration_break_banishes_and_draws_nothing():
    got = _pot_of_avarice(True)
    assert _last(got) == [("banished", f"m{i}") for i in range(1, 6)]
    assert REPLACED_STOPS in got.rules
    assert any("not done" in line for line in got.to_dict()["assumed"])


def test_pot_of_avarice_alone_draws_2():
    got = _pot_of_avarice(False)
    assert _last(got) == [("drawn", None)]
    assert REPLACED_STOPS not in got.rules


def test_gladiators_return_under_transmigration_break_draws_nothing():
    cards = {"gr": card("Gladiator's Return", "A", "hand"),
             "tb": card("Transmigration Break", "A", "spell_trap_zone", face_up=True),
             "g1": card("Gladiator Beast Bestiari", "A", "graveyard"),
             "g2": card("Gladiator Beast Laquari", "A", "graveyard"),
             "g3": card("Gladiator Beast Darius", "A", "graveyard")}
    got = ask(cards, {"last_thing": True}, [{"activate": "gr", "targets": ["g1", "g2", "g3"]}, {"resolve": 1}])
    assert _last(got) == [("banished", "g1"), ("banished", "g2"), ("banished", "g3")]
    assert REPLACED_STOPS in got.rules


# ------------------------------------------------------------------ no copy of a Limited card left in the Deck

def _generation_shift(name: str, extra: dict | None = None):
    cards = {"gs": card("Generation Shift", "A", "spell_trap_zone", face_up=False),
             "m": card(name, "A", position="attack"), **(extra or {})}
    return ask(cards, {"last_thing": True}, [{"activate": "gs", "targets": ["m"]}, {"resolve": 1}])


def test_generation_shift_on_limited_sangan_searches_nothing():
    got = _generation_shift("Sangan")
    assert _last(got) == [("destroyed", "m")]
    assert NO_COPY_LEFT in got.rules
    assert any("Limited" in line for line in got.to_dict()["assumed"])


def test_generation_shift_on_an_unlimited_monster_searches_a_copy():
    got = _generation_shift("Gene-Warped Warwolf")
    assert _last(got) == [("added_to_hand", None)]
    assert NO_COPY_LEFT not in got.rules


def test_generation_shift_on_a_limited_monster_of_the_opponent_may_search():
    # the Limited copy destroyed is the opponent's: player A's own Deck can still hold one
    cards = {"gs": card("Generation Shift", "A", "spell_trap_zone", face_up=False),
             "m": card("Sangan", "A", position="attack", owner="B")}
    got = ask(cards, {"last_thing": True}, [{"activate": "gs", "targets": ["m"]}, {"resolve": 1}])
    assert NO_COPY_LEFT not in got.rules


# ------------------------------------------------------------------ the monster(s) with the highest ATK: all tied

def _sand(field: dict):
    cards = {"bss": card("Bottomless Shifting Sand", "B", "spell_trap_zone", face_up=True), **field}
    return ask(cards, {"triggers": True}, [{"activate": "bss", "effect": 1}, {"resolve": 1}], phase="end")


def test_bottomless_shifting_sand_destroys_both_tied_sangans():
    got = _sand({"sa": card("Sangan", "A", position="attack"), "sb": card("Sangan", "B", position="attack")})
    assert [(link["card"], link["link"]) for link in got.to_dict()["chain"]] == [("sa", 1), ("sb", 2)]
    assert ALL_TIED in got.rules


def test_bottomless_shifting_sand_destroys_only_the_highest():
    got = _sand({"sa": card("Sangan", "A", position="attack"), "elf": card("Gemini Elf", "B", position="attack")})
    assert got.to_dict()["chain"] == []
    assert _last(got) == [("destroyed", "elf")]


def test_the_reader_reads_monster_s_as_all_tied_and_1_monster_as_one():
    from edison_kg.cardtext.reader import analyze
    pole = analyze("When this card is removed from the field, destroy the monster(s) with the highest ATK on the field.",
                   card_type="spell", subtypes=("Continuous",))[0]
    assert pole.clauses[-1].picks_by_stat == "atk highest tied"
    fissure = analyze("Destroy the 1 face-up monster your opponent controls that has the lowest ATK (your choice, if "
                      "tied).", card_type="spell")[0]
    assert fissure.clauses[-1].picks_by_stat == "atk lowest"


# ------------------------------------------------------------------ the only card a pick beside the step's picks takes

def _faustian_bargain(hand: dict):
    cards = {"fb": card("Faustian Bargain", "A", "hand"), "cs": card("Chaos Sorcerer", "B", position="attack"), **hand}
    return ask(cards, {"last_thing": True}, [{"activate": "fb", "targets": ["cs"]}, {"resolve": 1}])


def test_faustian_bargain_summons_the_only_normal_monster_in_the_hand():
    got = _faustian_bargain({"elf": card("Gemini Elf", "A", "hand"), "tomato": card("Mystic Tomato", "A", "hand")})
    assert _last(got) == [("sent_to_gy", "cs"), ("special_summon", "elf")]
    assert BESIDE_THE_PICKS in got.rules


def test_faustian_bargain_with_two_normal_monsters_does_not_say_which():
    got = _faustian_bargain({"elf": card("Gemini Elf", "A", "hand"), "vorse": card("Vorse Raider", "A", "hand")})
    assert _last(got) == [("sent_to_gy", "cs"), ("special_summon", None)]
    assert BESIDE_THE_PICKS not in got.rules
