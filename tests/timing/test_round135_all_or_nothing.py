"""Round 135: an effect whose first deed names the whole count of its targets ("destroy all three targets", "shuffle
all 3 into the Deck") disappears when one of them is gone (rule res-all-targets-or-the-effect-disappears); and a
destruction the scenario writes as "destroyed" and "sent_to_gy" is given back as both in the last thing to happen
(rule state-destroyed-and-sent-is-one-happening, extended). Real cards of the pool."""

from __future__ import annotations

import scenario_cards
from edison_kg.cardtext import analyze
from scenario_cards import card
from tests.cardtext.pool import card as read

GONE = "res-all-targets-or-the-effect-disappears"
ONE = "state-destroyed-and-sent-is-one-happening"
GY = {"zone": "graveyard"}


def last(cards, steps, turn_player="A"):
    answer = scenario_cards.ask(cards, {"last_thing": True}, steps, turn_player=turn_player)
    return answer, [(e["event"], e.get("card")) for e in answer.last_thing]


def _first(name):
    return next(c for e in read(name) for c in e.clauses if c.event is not None)


def test_the_reader_marks_a_deed_on_the_whole_count_of_its_targets():
    for name in ("Offering to the Snake Deity", "Psychic Overload", "Pot of Avarice", "Gladiator's Return",
                 "Royal Firestorm Guards"):
        assert _first(name).disappears_without_every_target and _first(name).needs_every_target, name
    for name in ("Hate Buster", "Wroughtweiler", "Soul Release"):      # "both targets", "them": not this shape
        assert not _first(name).disappears_without_every_target, name
    necross = analyze("Destroy this card unless all 5 of these cards are in your Graveyard.", card_type="monster")
    assert not any(c.disappears_without_every_target for e in necross for c in e.clauses)


SNAKE = {"offer": card("Offering to the Snake Deity", "A", zone="spell_trap_zone", face_up=False),
         "lizard": card("Razor Lizard", "A", position="attack"),
         "mop": card("Messenger of Peace", "B", zone="spell_trap_zone", face_up=True),
         "drill": card("Drillroid", "B", position="attack"),
         "mst": card("Mystical Space Typhoon", "B", zone="hand")}


def test_offering_to_the_snake_deity_disappears_when_one_target_is_destroyed_in_response():
    steps = [{"activate": "offer", "targets": ["lizard", "mop", "drill"]}, {"activate": "mst", "targets": ["mop"]},
             {"resolve": 2}, {"resolve": 1}]
    answer, events = last({**SNAKE}, steps, turn_player="B")
    assert events == [("destroyed", "mop")]
    assert GONE in answer.rules


def test_offering_to_the_snake_deity_destroys_all_three_when_all_are_there():
    answer, events = last({**SNAKE}, [{"activate": "offer", "targets": ["lizard", "mop", "drill"]}, {"resolve": 1}],
                          turn_player="B")
    assert sorted(events) == [("destroyed", "drill"), ("destroyed", "lizard"), ("destroyed", "mop")]
    assert GONE not in answer.rules


PSYCHICS = {"overload": card("Psychic Overload", "A", zone="spell_trap_zone", face_up=False),
            "k": card("Krebons", "A", **GY), "c": card("Psychic Commander", "A", **GY),
            "m": card("Mind Protector", "A", **GY), "crow": card("D.D. Crow", "B", zone="hand")}
CROW = [{"event": "discarded", "card": "crow", "player": "B", "from": "hand", "to": "graveyard", "cause": "cost"}]


def test_psychic_overload_disappears_when_one_target_is_banished_in_response():
    steps = [{"activate": "overload", "targets": ["k", "c", "m"]},
             {"activate": "crow", "cost": CROW, "targets": ["m"]}, {"resolve": 2}, {"resolve": 1}]
    answer, events = last({**PSYCHICS}, steps)
    assert events == [("banished", "m")]
    assert GONE in answer.rules


def test_psychic_overload_shuffles_and_draws_with_its_three_targets_there():
    answer, events = last({**PSYCHICS}, [{"activate": "overload", "targets": ["k", "c", "m"]}, {"resolve": 1}])
    assert events and events[-1][0] == "drawn"
    assert GONE not in answer.rules


GYM = {"gym": card("Cyber Gymnast", "A", position="attack"), "tomato": card("Mystic Tomato", "B", position="attack"),
       "disc": card("Giant Rat", "A", zone="hand")}
DISCARD = [{"event": "discarded", "card": "disc", "cause": "cost", "from": "hand", "to": "graveyard"}]
DESTROYED = {"event": "destroyed", "card": "tomato", "by": "gym", "cause": "effect", "from": "monster_zone"}
SENT = {"event": "sent_to_gy", "card": "tomato", "cause": "effect", "from": "monster_zone", "to": "graveyard"}


def test_a_destruction_written_as_both_events_is_given_back_as_both():
    steps = [{"activate": "gym", "cost": DISCARD, "targets": ["tomato"]}, {"resolve": 1, "events": [[DESTROYED, SENT]]}]
    answer, events = last({**GYM}, steps)
    assert events == [("destroyed", "tomato"), ("sent_to_gy", "tomato")]
    assert ONE in answer.rules


def test_a_destruction_written_once_stays_one():
    steps = [{"activate": "gym", "cost": DISCARD, "targets": ["tomato"]}, {"resolve": 1, "events": [DESTROYED]}]
    answer, events = last({**GYM}, steps)
    assert events == [("destroyed", "tomato")]
    assert ONE not in answer.rules


def test_sakuretsu_armor_written_sending_first_keeps_the_scenarios_order():
    cards = {"sak": card("Sakuretsu Armor", "B", zone="spell_trap_zone", face_up=False),
             "vorse": card("Vorse Raider", "A", position="attack")}
    sent = {"event": "sent_to_gy", "card": "vorse", "cause": "effect", "from": "monster_zone", "to": "graveyard"}
    destroyed = {"event": "destroyed", "card": "vorse", "by": "sak", "cause": "effect", "from": "monster_zone"}
    steps = [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "vorse"}]},
             {"activate": "sak", "targets": ["vorse"]}, {"resolve": 1, "events": [[destroyed, sent]]}]
    answer, events = last(cards, steps)
    assert events == [("destroyed", "vorse"), ("sent_to_gy", "vorse")]
