"""All cards with that name in a named player's hand and Deck (round 135): Chain Destruction destroys the copies of its
target's name in its controller's hand and Main Deck, not the target; Chain Disappearance's opponent banishes the copies
of the banished monster's name from their hand and Deck, after it; Nobleman of Crossout's players banish the copies
from their Main Decks. Real cards of the pool."""

from __future__ import annotations

from cardtext.pool import card as pool_card
from scenario_cards import ask, card

RULE = "res-all-of-the-name-in-named-places"
NOTHING_LATER = "res-later-part-that-found-nothing-is-no-happening"


def _last(got):
    return [(e["event"], e.get("card"), e.get("from")) for e in got.to_dict()["last_thing"]]


def _rules(got):
    return [r.rsplit("/", 1)[-1] for r in got.rules]


def _stored(name: str) -> list:
    return [c.all_of_the_name_in for e in pool_card(name) for c in e.clauses if c.all_of_the_name_in]


def _chain(trap: str, hand: dict, targets: bool):
    cards = {"cd": card(trap, "A", "spell_trap_zone", face_up=False), "sg": card("Sangan", "B", "hand"), **hand}
    steps = [{"summon": "sg", "method": "normal"},
             {"activate": "cd", **({"targets": ["sg"]} if targets else {})}, {"resolve": 1}]
    return ask(cards, {"last_thing": True}, steps)


def test_the_reader_stores_whose_places_and_which():
    assert _stored("Chain Destruction") == ["its-controller hand deck"]
    assert _stored("Chain Disappearance") == ["opponent hand deck"]
    assert _stored("Nobleman of Crossout") == ["each deck"]
    assert _stored("Eliminating the League") == [] and _stored("Karma Cut") == []


def test_chain_destruction_destroys_the_copy_in_hand_and_not_its_target():
    got = _chain("Chain Destruction", {"sg2": card("Sangan", "B", "hand"), "wb": card("Witch of the Black Forest", "B",
                                                                                       "hand")}, targets=True)
    assert _last(got) == [("destroyed", "sg2", "hand")]
    assert RULE in _rules(got)
    assert any("Deck's other cards are not named" in line for line in got.to_dict()["assumed"])


def test_chain_destruction_with_no_copy_named_destroys_nothing():
    got = _chain("Chain Destruction", {}, targets=True)
    assert not any(event == "destroyed" for event, *_ in _last(got))
    assert RULE in _rules(got)


def test_chain_disappearance_banishes_the_copy_in_hand_after_the_summoned_monster():
    got = _chain("Chain Disappearance", {"sg2": card("Sangan", "B", "hand")}, targets=False)
    assert _last(got) == [("banished", "sg2", "hand")]
    assert RULE in _rules(got) and NOTHING_LATER not in _rules(got)


def test_chain_disappearance_with_no_copy_named_keeps_the_banished_monster_last():
    got = _chain("Chain Disappearance", {}, targets=False)
    assert _last(got) == [("banished", "sg", "monster_zone")]
    assert NOTHING_LATER in _rules(got)


def _nobleman(deck: dict):
    cards = {"noc": card("Nobleman of Crossout", "A", "hand"),
             "meb": card("Man-Eater Bug", "B", "monster_zone", face_up=False, position="defense"), **deck}
    return ask(cards, {"last_thing": True}, [{"activate": "noc", "targets": ["meb"]}, {"resolve": 1}])


def test_nobleman_of_crossout_banishes_the_flip_monsters_copy_from_the_deck_and_not_another_card():
    got = _nobleman({"meb2": card("Man-Eater Bug", "B", "deck"), "sg": card("Sangan", "B", "deck")})
    assert _last(got) == [("banished", "meb2", "deck")]
    assert RULE in _rules(got)
