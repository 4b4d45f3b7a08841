"""What a resolution does and costs (round 165), on real cards of the pool: counters placed "on it" by an effect that
targets nothing are on its own card (rule res-counters-on-it-its-own-card); a card's own counters taken off with no
choice start no Chain (rule res-own-counters-removed-without-a-chain); an "all" part that takes from several places
is judged on all of them (rule res-then-after-all-of-several-places); quoted names listed before one kind of card are
all read (rule kind-several-quoted-names-of-one-kind)."""

from __future__ import annotations

from cardtext.pool import card as read
from scenario_cards import ask, card

from edison_kg.timing.rules.counters_at_once import removed_without_a_chain

ON_IT = "res-counters-on-it-its-own-card"
NO_CHAIN = "res-own-counters-removed-without-a-chain"
SEVERAL_PLACES = "res-then-after-all-of-several-places"
SEVERAL_NAMES = "kind-several-quoted-names-of-one-kind"


def _breaker(resolved: bool):
    cards = {"breaker": card("Breaker the Magical Warrior", "A", "hand"),
             "set": card("Mirror Force", "B", "spell_trap_zone", position="face_down")}
    steps = [{"summon": "breaker", "method": "normal"}]
    if resolved:
        steps += [{"activate": "breaker", "effect_text": "Place 1 Spell Counter on it"}, {"resolve": 1}]
    return ask(cards, {"can_activate": "breaker", "effect_text": "remove 1 Spell Counter from this card"}, steps)


def test_breaker_counter_placed_on_it_pays_its_cost():
    got = _breaker(resolved=True)
    assert got.to_dict()["answer"] == "yes" and ON_IT in got.rules


def test_breaker_without_its_counter_cannot_pay():
    assert _breaker(resolved=False).to_dict()["answer"] == "no"


def _cerberus_battled():
    cards = {"cerb": card("Mythical Beast Cerberus", "A", position="attack", counters={"Spell Counter": 1}),
             "foe": card("Vorse Raider", "B", position="attack")}
    steps = [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "cerb", "target": "foe"}]},
             {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "foe", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle"}]},
             {"phase": "battle"}, {"phase": "main2"}]
    return ask(cards, {"triggers": True}, steps)


def test_cerberus_counters_removed_start_no_chain():
    got = _cerberus_battled()
    assert got.to_dict().get("chain") in (None, []) and NO_CHAIN in got.rules


def test_counters_removed_as_a_cost_or_placed_are_not_applied_without_a_chain():
    others = (*read("Dark Red Enchanter"), *read("Breaker the Magical Warrior"), *read("Magical Marionette"))
    assert not any(removed_without_a_chain(effect) for effect in others)
    assert any(removed_without_a_chain(effect) for effect in read("Mythical Beast Cerberus"))


def test_fiber_jar_with_cards_only_in_the_graveyards_still_draws():
    cards = {"jar": card("Fiber Jar", "A", position="face_down"),
             "gy": card("Vorse Raider", "B", "graveyard")}
    got = ask(cards, {"last_thing": True}, [{"summon": "jar", "method": "flip"}, {"activate": "jar"}, {"resolve": 1}])
    assert [e["event"] for e in got.to_dict()["last_thing"]] == ["drawn", "drawn"] and SEVERAL_PLACES in got.rules


def _divine_neos(in_graveyard: str):
    return ask({"neos": card("Elemental HERO Divine Neos", "A", position="attack"),
                "gy": card(in_graveyard, "A", "graveyard")}, {"can_activate": "neos"})


def test_divine_neos_banishes_a_neo_spacian():
    got = _divine_neos("Neo-Spacian Grand Mole")
    assert got.to_dict()["answer"] == "yes" and SEVERAL_NAMES in got.rules


def test_divine_neos_with_no_listed_monster_cannot_pay():
    assert _divine_neos("Vorse Raider").to_dict()["answer"] == "no"


def test_every_quoted_name_before_the_kind_is_read():
    offering = next(c for e in read("Offering to the Immortals") for c in e.clauses if c.action == "add_to_hand")
    assert offering.cards.names == {"Earthbound Immortal", "Earthbound Revival", "Roar of the Earthbound"}
