"""Which card a resolution acts on (round 83): the only card a pick as it resolves could take in a closed place
("Banish 1 random card from your opponent's hand"; "then Special Summon 1 Level 4 monster from your hand" after the
target's return), and all monsters of a kind a player controls and in their Graveyard (System Down). Real cards of
the pool."""

from __future__ import annotations

from scenario_cards import ask, card

ONLY_CARD = "res-the-only-card-it-could-take"
FIELD_AND_GY = "res-all-on-the-field-and-in-the-graveyard"


def _last(got):
    return [(e["event"], e.get("card")) for e in got.to_dict()["last_thing"]]


# ------------------------------------------------------------------ one random card of a hand

def _from_the_hand(trap: str, hand: dict):
    cards = {"t": card(trap, "A", "spell_trap_zone", face_up=False),
             **{ref: card(name, "B", "hand") for ref, name in hand.items()}}
    return ask(cards, {"last_thing": True}, [{"activate": "t"}, {"resolve": 1}])


def test_lightforce_sword_banishes_the_only_card_of_the_hand():
    got = _from_the_hand("Lightforce Sword", {"kuriboh": "Kuriboh"})
    assert _last(got) == [("banished", "kuriboh")]
    assert "res-discard-the-whole-count-of-a-hand" in got.rules
    assert any("hand holds only" in line for line in got.assumed)


def test_lightforce_sword_with_two_cards_in_the_hand_names_none():
    got = _from_the_hand("Lightforce Sword", {"kuriboh": "Kuriboh", "sangan": "Sangan"})
    assert _last(got) == [("banished", None)]
    assert ONLY_CARD not in got.rules


def test_marine_neos_destroys_the_only_card_of_the_hand():
    # "destroy 1 random card in your opponent's hand": another card of the family, a monster's effect
    got = ask({"e": card("Elemental HERO Marine Neos", "A", "monster_zone", position="attack"),
               "kuriboh": card("Kuriboh", "B", "hand")}, {"last_thing": True},
              [{"activate": "e"}, {"resolve": 1}])
    assert _last(got) == [("destroyed", "kuriboh")]
    assert "res-discard-the-whole-count-of-a-hand" in got.rules


# ------------------------------------------------------------------ a kind from the hand after "then"

def _relieve(hand: dict):
    cards = {"gaf": card("Goblin Attack Force", "B", position="attack"),
             "captain": card("Marauding Captain", "A", position="attack"),
             "relieve": card("Relieve Monster", "A", "spell_trap_zone", face_up=False),
             **{ref: card(name, "A", "hand") for ref, name in hand.items()}}
    steps = [{"events": [{"event": "attack_declared", "card": "gaf", "target": "captain"}]},
             {"activate": "relieve", "targets": ["captain"]}, {"resolve": 1}]
    return ask(cards, {"last_thing": True}, steps, phase="battle", turn_player="B")


def test_relieve_monster_summons_the_only_level_4_monster_of_the_hand():
    got = _relieve({"grizzly": "Mother Grizzly"})
    assert _last(got) == [("special_summon", "grizzly")]
    assert ONLY_CARD in got.rules


def test_relieve_monster_with_two_level_4_monsters_names_none():
    got = _relieve({"grizzly": "Mother Grizzly", "sangan": "Giant Rat"})
    assert _last(got) == [("special_summon", None)]
    assert ONLY_CARD not in got.rules


def test_relieve_monster_with_no_level_4_monster_names_none():
    got = _relieve({"kuriboh": "Kuriboh"})
    assert ONLY_CARD not in got.rules


def test_dust_tornado_may_set_nothing():
    # "then you can Set 1 Spell/Trap from your hand": its player's wish, never forced
    cards = {"dt": card("Dust Tornado", "A", "spell_trap_zone", face_up=False),
             "mf": card("Mirror Force", "B", "spell_trap_zone", face_up=False),
             "mst": card("Mystical Space Typhoon", "A", "hand")}
    got = ask(cards, {"last_thing": True}, [{"activate": "dt", "targets": ["mf"]}, {"resolve": 1}])
    assert ONLY_CARD not in got.rules


# ------------------------------------------------------------------ all of a kind on the field and in the Graveyard

def _system_down(extra: dict):
    cards = {"sd": card("System Down", "A", "hand"),
             "proto": card("Proto-Cyber Dragon", "B", position="attack"),
             "chaser": card("Mechanicalchaser", "B", position="face_down"), **extra}
    cost = [{"event": "lp_paid", "player": "A", "amount": 1000, "cause": "cost"}]
    return ask(cards, {"last_thing": True}, [{"activate": "sd", "cost": cost}, {"resolve": 1}])


def test_system_down_banishes_face_up_machines_and_those_in_the_graveyard():
    got = _system_down({"cyber": card("Cyber Dragon", "B", "graveyard"), "rat": card("Giant Rat", "B", "graveyard"),
                        "mine": card("Cyber Dragon", "A", "graveyard")})
    assert _last(got) == [("banished", "proto"), ("banished", "cyber")]
    assert FIELD_AND_GY in got.rules


def test_system_down_with_no_machine_in_the_graveyard_banishes_the_field_ones():
    got = _system_down({"rat": card("Giant Rat", "B", "graveyard")})
    assert _last(got) == [("banished", "proto")]


def test_system_down_reading_keeps_the_field_and_the_graveyard():
    from edison_kg.cardtext.reader import analyze
    clause = analyze("Pay 1000 LP; banish all Machines your opponent controls and in their GY.", card_type="spell",
                     subtypes=("Normal",))[0].clauses[0]
    assert (clause.every, clause.whose, clause.from_zone, clause.also_in_graveyard) == \
        ("monster", "opponent", None, True)
    other = analyze("Destroy all monsters your opponent controls.", card_type="spell", subtypes=("Normal",))[0]
    assert not other.clauses[0].also_in_graveyard
