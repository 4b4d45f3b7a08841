"""The cards a resolution takes by a name the step fixes, and amounts counted from what it did (round 78): 'Send 1
card from your Deck to the Graveyard with the same name as the selected card' takes the one card of that name the
scenario names there (rule res-same-name-as-the-card-before-the-one-named); 'Special Summon 1 monster from your hand or
Deck that is written in the card text of those cards' the one monster those texts name (rule
res-written-in-its-text-the-one-named); 'Increase your Life Points by the number of tokens destroyed x 800 points'
counts what its earlier part destroyed (rule res-amount-counted-from-what-it-did). Real pool cards on the whole graph."""

from __future__ import annotations

from cardtext.pool import card as read, cards as pool_texts
from scenario_cards import ask, card

from edison_kg import cardtext


def _last(answer) -> list[tuple]:
    return [(e["event"], e.get("card"), e.get("player"), e.get("amount")) for e in answer.to_dict()["last_thing"]]


def _cites(answer, rule: str) -> bool:
    return any(str(ref).rsplit("/", 1)[-1] == rule for ref in answer.rules)


def _clause(name: str, start: str):
    return next(c for e in read(name) for c in e.clauses if c.text.startswith(start))


# ------------------------------------------------------------------ what the reader stores

def test_the_reader_stores_how_the_card_before_names_the_card_taken():
    assert _clause("Next to be Lost", "Send 1 card").picks_by_the_card_before == "same-name"
    assert _clause("Generation Shift", "add 1 card").picks_by_the_card_before == "same-name"
    assert _clause("Contact", "Special Summon").picks_by_the_card_before == "written-in-its-text"
    assert _clause("Level Up!", "Special Summon").picks_by_the_card_before == "written-in-its-text"
    assert _clause("Revoke Fusion", "Special Summon").picks_by_the_card_before == "written-in-its-text"
    assert _clause("Sage's Stone", "Special Summon").picks_by_the_card_before is None      # a name of its own


def test_the_reader_stores_the_names_a_card_text_writes():
    assert cardtext.read_card(pool_texts()["Chrysalis Dolphin"]).names_written == ["Neo Space", "Neo-Spacian Aqua Dolphin"]
    assert "Neo-Spacian Aqua Dolphin" in cardtext.read_card(pool_texts()["Elemental HERO Aqua Neos"]).names_written
    assert cardtext.read_card(pool_texts()["Vorse Raider"]).names_written == []


def test_the_reader_stores_the_amount_counted_from_what_it_did():
    thanks = _clause("Token Thanksgiving", "Increase")
    assert (thanks.lp_per_card, thanks.counts_done_before) == (800, "destroyed")
    assert _clause("Gryphon's Feather Duster", "Increase").lp_per_card == 500
    assert _clause("Thunder Crash", "inflict").counts_done_before == "destroyed"
    assert _clause("Fairy Wind", "each player").lp_per_card == 300
    # the cards its cost sent ("sent to the Graveyard this way" after a cost) or banished to activate it: no part before
    # does it, the cost does (round 111: "EVENT cost", cardtext/cost_counted.py)
    assert _clause("Emergency Provisions", "gain").counts_done_before == "sent_to_gy cost"
    assert _clause("Survival Instinct", "gain").counts_done_before == "banished cost"
    # "all Spell and Trap Cards on your side of the field" are its player's own
    assert _clause("Gryphon's Feather Duster", "Destroy").whose == "you"


# ------------------------------------------------------------------ 1. the same name as the card before

def _next_to_be_lost(in_deck: list[str]):
    cards = {"ntbl": card("Next to be Lost", "A", "spell_trap_zone", face_up=False),
             "wulf": card("Wulf, Lightsworn Beast", "A", position="attack", face_up=True)}
    cards.update({f"d{i}": card(name, "A", "deck") for i, name in enumerate(in_deck)})
    return ask(cards, {"triggers": True}, [{"activate": "ntbl", "targets": ["wulf"]}, {"resolve": 1}])


def test_next_to_be_lost_sends_the_one_wulf_named_in_the_deck_and_it_triggers():
    answer = _next_to_be_lost(["Wulf, Lightsworn Beast", "Sangan"])
    assert [link["card"] for link in answer.to_dict()["chain"]] == ["d0"]
    assert _cites(answer, "res-same-name-as-the-card-before-the-one-named")
    assert any("Deck's other cards are not named" in line for line in answer.assumed)


def test_next_to_be_lost_with_no_wulf_named_leaves_the_card_unnamed():
    answer = _next_to_be_lost(["Sangan"])
    assert answer.to_dict()["chain"] == []
    assert not _cites(answer, "res-same-name-as-the-card-before-the-one-named")


def test_two_copies_named_in_the_deck_leave_it_its_players_choice():
    assert _next_to_be_lost(["Wulf, Lightsworn Beast", "Wulf, Lightsworn Beast"]).to_dict()["chain"] == []


def _generation_shift(target: str, in_deck: str):
    cards = {"gs": card("Generation Shift", "A", "spell_trap_zone", face_up=False),
             "m": card(target, "A", position="attack"), "d": card(in_deck, "A", "deck")}
    return ask(cards, {"last_thing": True}, [{"activate": "gs", "targets": ["m"]}, {"resolve": 1}])


def test_generation_shift_adds_the_copy_of_the_destroyed_monster():
    answer = _generation_shift("Sangan", "Sangan")
    assert _last(answer) == [("added_to_hand", "d", "A", None)]
    assert _cites(answer, "res-same-name-as-the-card-before-the-one-named")


def test_generation_shift_on_proto_cyber_dragon_takes_no_cyber_dragon():
    # its name is "Cyber Dragon" only on the field: the card added must be a "Proto-Cyber Dragon" (its ruling)
    assert _last(_generation_shift("Proto-Cyber Dragon", "Cyber Dragon")) == [("added_to_hand", None, "A", None)]
    assert _last(_generation_shift("Proto-Cyber Dragon", "Proto-Cyber Dragon")) == [("added_to_hand", "d", "A", None)]


# ------------------------------------------------------------------ 2. written in the card text of the card before

def _contact(in_deck: str):
    cards = {"contact": card("Contact", "A", "hand"), "chd": card("Chrysalis Dolphin", "A", position="attack"),
             "d": card(in_deck, "A", "deck")}
    return ask(cards, {"last_thing": True}, [{"activate": "contact"}, {"resolve": 1}])


def test_contact_summons_the_neo_spacian_its_chrysalis_names():
    answer = _contact("Neo-Spacian Aqua Dolphin")
    assert _last(answer) == [("sent_to_gy", "chd", "A", None), ("special_summon", "d", "A", None)]
    assert _cites(answer, "res-written-in-its-text-the-one-named")


def test_contact_with_another_neo_spacian_named_leaves_the_summon_unnamed():
    answer = _contact("Neo-Spacian Flare Scarab")        # Chrysalis Larva's, not Chrysalis Dolphin's
    assert _last(answer) == [("sent_to_gy", "chd", "A", None), ("special_summon", None, "A", None)]
    assert not _cites(answer, "res-written-in-its-text-the-one-named")


def test_level_up_summons_the_monster_its_cost_names():
    cards = {"lu": card("Level Up!", "A", "hand"), "lv5": card("Armed Dragon LV5", "A", position="attack"),
             "lv7": card("Armed Dragon LV7", "A", "hand"), "other": card("Horus the Black Flame Dragon LV8", "A", "deck")}
    steps = [{"activate": "lu", "cost": [{"event": "sent_to_gy", "card": "lv5", "cause": "cost"}]}, {"resolve": 1}]
    answer = ask(cards, {"last_thing": True}, steps)
    assert _last(answer) == [("special_summon", "lv7", "A", None)]
    assert _cites(answer, "res-written-in-its-text-the-one-named")


# ------------------------------------------------------------------ 3. an amount counted from what it did

def _thanksgiving(tokens_named: bool):
    cards = {"sg": card("Scapegoat", "A", "hand"), "tt": card("Token Thanksgiving", "A", "hand")}
    cards.update({f"s{i}": {"name": "Sheep Token", "controller": "A"} for i in range(4)})
    summoned = {"events": [{"event": "special_summon", "card": f"s{i}", "player": "A"} for i in range(4)]}
    steps = [{"activate": "sg"}, {"resolve": 1, **(summoned if tokens_named else {})}, {"activate": "tt"}, {"resolve": 1}]
    return ask(cards, {"last_thing": True}, steps)


def test_token_thanksgiving_gains_800_for_each_token_destroyed():
    answer = _thanksgiving(tokens_named=True)
    assert _last(answer) == [("lp_gained", None, "A", 3200)]
    assert _cites(answer, "res-amount-counted-from-what-it-did")


def test_tokens_summoned_unnamed_leave_the_amount_unknown():
    answer = _thanksgiving(tokens_named=False)
    assert _last(answer) == [("lp_gained", None, "A", None)]
    assert not _cites(answer, "res-amount-counted-from-what-it-did")


def test_thunder_crash_counts_only_the_monsters_it_destroyed():
    cards = {"tc": card("Thunder Crash", "A", "hand"), "a": card("Sangan", "A", position="attack"),
             "b": card("Battle Ox", "A", position="attack"), "c": card("Vorse Raider", "B", position="attack")}
    answer = ask(cards, {"last_thing": True}, [{"activate": "tc"}, {"resolve": 1}])
    assert _last(answer)[-1] == ("damage_inflicted", None, "B", 600)
    assert _cites(answer, "res-amount-counted-from-what-it-did")


def test_gryphons_feather_duster_destroys_and_counts_only_its_own_side():
    cards = {"gfd": card("Gryphon's Feather Duster", "A", "hand"),
             "s1": card("Call of the Haunted", "A", "spell_trap_zone", face_up=False),
             "s2": card("Mirror Force", "A", "spell_trap_zone", face_up=False),
             "s3": card("Mirror Force", "B", "spell_trap_zone", face_up=False)}
    answer = ask(cards, {"last_thing": True}, [{"activate": "gfd"}, {"resolve": 1}])
    assert _last(answer) == [("lp_gained", None, "A", 1000)]
