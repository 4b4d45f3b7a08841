"""What a resolution did, and how much (round 85): damage for each of the opponent's removed from play cards; a draw
for the counters that were on a card, by the player who activated it; a monster Special Summoned from its player's own
Graveyard to the opponent's side; "all ... except "X"" leaves X where it is; "all cards in their hand with the same
name as the destroyed card" are sent after the destruction, and only those. Real cards of the pool."""

from __future__ import annotations

from cardtext.pool import card as pool_card
from edison_kg.cardtext.clauses import passive_deed_as_said
from edison_kg.cardtext.scaled import scaled_count
from scenario_cards import ask, card

COUNTED = "res-amount-counted-as-it-resolves"
PER_COUNTERS = "res-draws-per-counters"
EXCEPT = "kind-except-a-named-card"
NAME_BEFORE = "res-all-of-the-name-of-the-card-before"
SIDE = "cond-summoned-to-the-side-it-goes-to"


def _last(got):
    return [(e["event"], e.get("card"), e.get("player"), e.get("amount"), e.get("count"))
            for e in got.to_dict()["last_thing"]]


def _rules(got):
    return [r.rsplit("/", 1)[-1] for r in got.rules]


def _clauses(name: str) -> list:
    return [c for e in pool_card(name) for c in e.clauses]


# ------------------------------------------------------------------ for each of their removed from play cards

def _dynamite(banished: dict):
    cards = {"ddd": card("D.D. Dynamite", "A", "spell_trap_zone", face_up=False), **banished}
    return ask(cards, {"last_thing": True}, [{"activate": "ddd"}, {"resolve": 1}])


def test_dd_dynamite_counts_the_opponents_banished_cards_as_it_resolves():
    got = _dynamite({"lady": card("D.D. Warrior Lady", "B", "banished"), "sg": card("Sangan", "B", "banished"),
                     "mine": card("Gemini Elf", "A", "banished")})
    assert _last(got) == [("damage_inflicted", None, "B", 600, None)]
    assert COUNTED in _rules(got)


def test_dd_dynamite_with_no_banished_card_of_the_opponent_inflicts_none():
    got = _dynamite({"mine": card("Gemini Elf", "A", "banished")})
    # round 143: 0 "for each" card when none is counted is no damage at all (rule res-none-counted-no-amount)
    assert _last(got) == [("effect_applied", "ddd", "A", None, None)]
    assert "res-none-counted-no-amount" in _rules(got)


def test_their_banished_cards_are_the_opponents_and_your_own_stay_yours():
    assert scaled_count("Inflict 300 damage to your opponent for each of their removed from play cards")[0] \
        == "opponent banished"
    assert scaled_count("Inflict 100 damage to your opponent for each of their banished monsters")[0] == "opponent banished"
    assert [c.scales_with for c in _clauses("Golden Homunculus")] == ["you banished"]      # "your": still its own


# ------------------------------------------------------------------ a draw for the counters that were on a card

def test_the_reader_stores_a_draw_for_the_counters_on_a_card_and_no_card_it_acts_on():
    draw = [c for c in _clauses("Diamond-Dust Cyclone") if c.action == "draw"][0]
    assert (draw.draws_per_counters, draw.subject) == ("1 4 it fog", None)
    united = [c for c in _clauses("Six Samurai United") if c.action == "draw"][0]
    assert (united.draws_per_counters, united.subject) == ("1 1 self bushido", None)
    assert [c for c in _clauses("Arcane Barrier") if c.action == "draw"][0].draws_per_counters == "1 1 self spell"
    assert all(c.draws_per_counters is None for c in _clauses("Pot of Greed"))


def _cyclone(fog: int):
    cards = {"ddc": card("Diamond-Dust Cyclone", "A", "hand"),
             "nim": card("Cloudian - Nimbusman", "B", position="attack", counters={"Fog Counter": fog})}
    return ask(cards, {"last_thing": True}, [{"activate": "ddc", "targets": ["nim"]}, {"resolve": 1}])


def test_diamond_dust_cyclone_its_player_draws_1_for_every_4_fog_counters_that_were_on_the_monster():
    got = _cyclone(4)
    assert _last(got) == [("drawn", None, "A", None, 1)]
    assert PER_COUNTERS in _rules(got)
    assert _last(_cyclone(9)) == [("drawn", None, "A", None, 2)]


def _united(bushido: int):
    cards = {"ssu": card("Six Samurai United", "A", "spell_trap_zone", face_up=True,
                         counters={"Bushido Counter": bushido})}
    return ask(cards, {"last_thing": True}, [{"activate": "ssu"}, {"resolve": 1}])


def test_six_samurai_united_draws_1_for_each_bushido_counter_it_had_as_its_cost_sent_it():
    got = _united(2)
    assert _last(got) == [("drawn", None, "A", None, 2)]
    assert PER_COUNTERS in _rules(got)
    assert _last(_united(1)) == [("drawn", None, "A", None, 1)]


# ------------------------------------------------------------------ from your Graveyard to your opponent's side

def test_give_and_take_summons_the_monster_of_its_players_own_graveyard():
    cards = {"gat": card("Give and Take", "A", "spell_trap_zone", face_up=False),
             "sangan": card("Sangan", "A", "graveyard"), "elf": card("Gemini Elf", "A", position="attack")}
    got = ask(cards, {"last_thing": True}, [{"activate": "gat"}, {"resolve": 1}])
    assert [(e["event"], e["card"]) for e in got.to_dict()["last_thing"]] == [("special_summon", "sangan")]
    assert SIDE in _rules(got)


def test_where_the_card_goes_is_no_pile_it_is_taken_from():
    assert not any(c.from_opponents_pile for c in _clauses("Give and Take"))
    assert not any(c.from_opponents_pile for c in _clauses("Trojan Gladiator Beast"))
    # "from your opponent's Graveyard to your side of the field": the opponent's pile still
    assert [c.from_opponents_pile for c in _clauses("Bone Temple Block") if c.action == "special_summon"] == [True]


# ------------------------------------------------------------------ all ..., except "X"

def _burst_return(heroes: dict):
    cards = {"br": card("Burst Return", "A", "hand"),
             "burst": card("Elemental HERO Burstinatrix", "A", position="attack"), **heroes}
    return ask(cards, {"last_thing": True}, [{"activate": "br"}, {"resolve": 1}])


def test_burst_return_returns_every_face_up_elemental_hero_but_burstinatrix():
    got = _burst_return({"avian": card("Elemental HERO Avian", "A", position="attack"),
                         "spark": card("Elemental HERO Sparkman", "B", position="attack")})
    assert _last(got) == [("returned_to_hand", "avian", "A", None, None), ("returned_to_hand", "spark", "B", None, None)]
    assert EXCEPT in _rules(got)


def test_the_names_an_all_clause_leaves_out_at_its_end_and_an_archetype_not():
    assert [c.cards.excluded_names for c in _clauses("Burst Return") if c.every] == [
        frozenset({"Elemental HERO Burstinatrix"})]
    assert [c.cards.excluded_names for c in _clauses("Spell Gear") if c.every] == [frozenset({"Ancient Gear Golems"})]
    assert all(not c.cards.excluded_names for c in _clauses("Destiny HERO - Dreadmaster") if c.every)


# ------------------------------------------------------------------ all cards with the same name as the destroyed card

def _league(hand: dict):
    cards = {"etl": card("Eliminating the League", "A", "spell_trap_zone", face_up=False),
             "bom": card("Book of Moon", "A", "hand"), "gaf": card("Goblin Attack Force", "B", position="attack"),
             **hand}
    steps = [{"activate": "etl", "targets": ["gaf"],
              "cost": [{"event": "discarded", "card": "bom", "from": "hand", "to": "graveyard", "cause": "cost"}]},
             {"resolve": 1}]
    return ask(cards, {"last_thing": True}, steps)


def test_eliminating_the_league_sends_the_copies_in_hand_after_the_destruction_and_only_those():
    got = _league({"gaf2": card("Goblin Attack Force", "B", "hand"), "sg": card("Sangan", "B", "hand")})
    assert _last(got) == [("sent_to_gy", "gaf2", "B", None, None)]
    assert NAME_BEFORE in _rules(got)


def test_eliminating_the_league_with_no_copy_in_hand_sends_no_other_card():
    got = _league({"sg": card("Sangan", "B", "hand")})
    assert not any(event == "sent_to_gy" for event, *_ in _last(got))
    assert NAME_BEFORE in _rules(got)


def test_a_passive_deed_after_and_is_read_as_a_deed_and_a_condition_is_not():
    said = passive_deed_as_said("Check your opponent's hand, and all cards in their hand with the same name as the "
                                "destroyed card are sent to the Graveyard.")
    assert said == ("Check your opponent's hand, and send all cards in their hand with the same name as the destroyed "
                    "card to the Graveyard.")
    assert passive_deed_as_said("When this card is destroyed, destroy all monsters.") == \
        "When this card is destroyed, destroy all monsters."
    actions = [c.action for c in _clauses("Eliminating the League")]
    assert actions[0] == "destroy" and actions[-1] == "send_to_gy"
