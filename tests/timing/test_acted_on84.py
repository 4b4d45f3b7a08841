"""What a resolution did (round 84): "destroy all face-down and non-WIND monsters" (Destruction Cyclone and its cycle)
destroys every face-down monster and every face-up monster not of that Attribute, not only the monsters that are
both. Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card

FACE_DOWN_OR_KIND = "res-all-face-down-and-of-a-kind"


def _last(got):
    return [(e["event"], e.get("card")) for e in got.to_dict()["last_thing"]]


# ------------------------------------------------------------------ all face-down and non-WIND monsters

def _destroyed_by_battle(monster: str, others: dict, question=None):
    """A's ``monster`` attacks B's Cyber Dragon, is destroyed by battle, and its effect resolves."""
    cards = {"me": card(monster, "A", position="attack"), "cyber": card("Cyber Dragon", "B", position="attack"),
             **others}
    steps = [{"events": [{"event": "attack_declared", "card": "me", "target": "cyber"}]}, {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "me", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle"}]},
             {"activate": "me"}, {"resolve": 1}]
    return ask(cards, question or {"last_thing": True}, steps, phase="battle")


def test_destruction_cyclone_destroys_the_non_wind_monsters_face_up():
    got = _destroyed_by_battle("Destruction Cyclone", {"trooper": card("Card Trooper", "A", position="attack"),
                                                       "sangan": card("Sangan", "B", position="attack")},
                               {"triggers": True})
    assert [(link["card"], link["link"]) for link in got.to_dict()["chain"]] == [("trooper", 1), ("sangan", 2)]
    assert FACE_DOWN_OR_KIND in got.rules


def test_destruction_cyclone_leaves_a_face_up_wind_monster_and_destroys_a_set_one():
    got = _destroyed_by_battle("Destruction Cyclone", {
        "wind": card("Harpie Lady", "B", position="attack"),
        "setwind": card("Harpie Lady Sisters", "B", position="defense", face_up=False)})
    assert sorted(_last(got)) == [("destroyed", "cyber"), ("destroyed", "setwind")]
    assert FACE_DOWN_OR_KIND in got.rules


def test_radiant_spirit_spares_the_light_monsters_face_up():
    # another card of the cycle: "all face-down and non-LIGHT monsters"; Cyber Dragon is LIGHT
    got = _destroyed_by_battle("Radiant Spirit", {"sangan": card("Sangan", "B", position="attack")})
    assert _last(got) == [("destroyed", "sangan")]


def test_radiant_spirit_with_only_light_monsters_face_up_destroys_none():
    got = _destroyed_by_battle("Radiant Spirit", {})
    assert ("destroyed", "cyber") not in _last(got)


def test_the_reading_stores_either_group():
    from edison_kg.cardtext.reader import analyze
    clause = analyze("When this card is destroyed by battle and sent to the Graveyard, destroy all face-down and "
                     "non-WIND monsters.")[0].clauses[0]
    assert (clause.every, clause.position, clause.face_down_or_kind) == ("monster", "face-down", True)
    other = analyze("Destroy all face-down monsters.", card_type="spell", subtypes=("Normal",))[0].clauses[0]
    assert not other.face_down_or_kind


# ------------------------------------------------------------------ its target and the whole hand, then a counted draw

TARGET_AND_HAND = "res-target-and-the-whole-hand"
DRAW_COUNTED = "res-draw-counts-what-it-did"


def _monster_recovery(hand: dict, steps=()):
    cards = {"mr": card("Monster Recovery", "A", "hand"), "cyber": card("Cyber Dragon", "A", position="attack"),
             **hand}
    return ask(cards, {"last_thing": True}, [{"activate": "mr", "targets": ["cyber"]}, *steps, {"resolve": 1}])


def test_monster_recovery_draws_as_many_as_the_hand_held():
    got = _monster_recovery({"sangan": card("Sangan", "A", "hand"), "tomato": card("Mystic Tomato", "A", "hand")})
    assert [(e["event"], e["card"], e.get("count")) for e in got.to_dict()["last_thing"]] == [("drawn", None, 2)]
    assert {TARGET_AND_HAND, DRAW_COUNTED} <= set(got.rules)
    assert any("hand holds only" in line for line in got.assumed)


def test_monster_recovery_shuffles_the_hand_with_its_target():
    got = _monster_recovery({"sangan": card("Sangan", "A", "hand"), "tomato": card("Mystic Tomato", "A", "hand"),
                             "kuriboh": card("Kuriboh", "A", "hand")})
    moments = got.to_dict()["happened"]
    assert any("Sangan was returned to the Deck" in line and "Cyber Dragon" in line for line in moments)
    assert got.to_dict()["last_thing"][0]["count"] == 3


def test_monster_recovery_with_a_card_of_open_zone_draws_an_untold_number():
    got = _monster_recovery({"sangan": card("Sangan", "A", "hand"), "tomato": {"name": "Mystic Tomato", "controller": "A"}})
    assert [(e["event"], e.get("count")) for e in got.to_dict()["last_thing"]] == [("drawn", None)]
    assert DRAW_COUNTED not in got.rules


def test_the_reading_of_a_draw_counted_from_what_the_effect_did():
    from edison_kg.cardtext.reader import analyze
    recovery = analyze("Target 1 monster you control that is owned by you; if that monster is still on the field, "
                       "shuffle it and your entire hand into the Deck, also, after that, draw cards equal to the number "
                       "of cards you shuffled from your hand into the Deck by this effect.", card_type="spell",
                       subtypes=("Normal",))[0]
    assert recovery.clauses[0].with_whole_hand
    assert recovery.clauses[1].counts_done_before == "returned_to_deck hand"
    # another card of the family: Reptilianne Hydra's "draw 1 card for each monster destroyed"
    hydra = analyze("When this card is Synchro Summoned, destroy all face-up monsters with 0 ATK that your opponent "
                    "controls, and draw 1 card for each monster destroyed.")[0]
    assert hydra.clauses[-1].counts_done_before == "destroyed"
    assert not any(clause.with_whole_hand for clause in hydra.clauses)


# ------------------------------------------------------------------ a number of cards picked on each side

EACH_SIDE = "res-each-side-holds-just-that-many"


def _dark_cat(theirs: dict):
    cards = {"cat": card("Dark Cat with White Tail", "A", position="face_down"), **theirs}
    return ask(cards, {"last_thing": True}, [{"summon": "cat", "method": "flip"}, {"activate": "cat"}, {"resolve": 1}])


def test_dark_cat_returns_the_only_monsters_of_each_side():
    got = _dark_cat({"cyber": card("Cyber Dragon", "B", position="attack"),
                     "tomato": card("Mystic Tomato", "B", position="attack")})
    assert _last(got) == [("returned_to_hand", "cyber"), ("returned_to_hand", "tomato"), ("returned_to_hand", "cat")]
    assert EACH_SIDE in got.rules
    assert any("side of the field holds only" in line for line in got.assumed)


def test_dark_cat_with_three_opponents_monsters_names_none():
    got = _dark_cat({"cyber": card("Cyber Dragon", "B", position="attack"),
                     "tomato": card("Mystic Tomato", "B", position="attack"),
                     "sangan": card("Sangan", "B", position="attack")})
    assert _last(got) == [("returned_to_hand", None)]
    assert EACH_SIDE not in got.rules


def test_the_reading_of_a_return_to_their_owners_hands():
    from edison_kg.cardtext.reader import analyze
    cat = analyze("FLIP: Return 2 Monster Cards on your opponent's side of the field and 1 Monster Card on your side of "
                  "the field to their owners' hands.")[0].clauses[0]
    assert (cat.event, cat.picks_on_each_side) == ("returned_to_hand", "opponent 2, you 1")
    # another card of "to their owners' hands": Tornado Bird, which picks on the field as a whole
    bird = analyze("FLIP: Return 2 Spell or Trap Cards on the field to their owners' hands.")[0].clauses[0]
    assert (bird.event, bird.picks_on_each_side) == ("returned_to_hand", None)
