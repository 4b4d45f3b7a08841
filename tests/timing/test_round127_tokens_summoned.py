"""Tokens a resolution Special Summons are on their player's field for every rule that counts or checks it (rule
state-tokens-summoned-are-on-the-field, round 127, edison_kg/timing/tokens_summoned.py)."""

from __future__ import annotations

from scenario_cards import ask, card

RULE = "state-tokens-summoned-are-on-the-field"


def _barrel_after(summoner, summoner_controller="A", barrel_controller="B", activate=True, held=("Vorse Raider",),
                 turn_player="B"):
    cards = {"sg": card(summoner, summoner_controller, "spell_trap_zone", face_up=False),
             "sb": card("Secret Barrel", barrel_controller, "spell_trap_zone", face_up=False)}
    for i, name in enumerate(held):
        cards[f"h{i}"] = card(name, "A", "hand")
    steps = ([{"activate": "sg"}, {"resolve": 1}] if activate else []) + [{"activate": "sb"}, {"resolve": 1}]
    return ask(cards, {"last_thing": True}, steps, turn_player=turn_player).to_dict()


def _damage(found):
    return [e.get("amount") for e in found["last_thing"] if e["event"] == "damage_inflicted"]


def test_secret_barrel_counts_the_four_sheep_tokens():
    found = _barrel_after("Scapegoat")
    assert _damage(found) == [1000]
    assert any(RULE in rule for rule in found["rules"])
    assert any("4 Sheep Tokens were Special Summoned" in said for said in found["happened"])
    assert any("side of the field holds only" in a and "Sheep Token" in a for a in found["assumed"])


def test_without_the_tokens_secret_barrel_counts_the_hand_alone():
    found = _barrel_after("Scapegoat", activate=False)
    assert _damage(found) == [400]      # the Set Scapegoat and Vorse Raider: no Token was Summoned
    assert not any(RULE in rule for rule in found["rules"])


def test_stray_lambs_two_lamb_tokens_are_counted():
    found = _barrel_after("Stray Lambs", held=(), turn_player="A")
    assert _damage(found) == [400]
    assert any("2 Lamb Tokens were Special Summoned" in said for said in found["happened"])


def test_ojama_trios_tokens_go_to_the_opponents_side():
    """Ojama Trio puts its 3 Tokens on the opponent's field: they are that player's cards, counted by the Barrel
    of Ojama Trio's own player against them."""
    found = _barrel_after("Ojama Trio", summoner_controller="B", barrel_controller="B", held=())
    assert _damage(found) == [600]
    assert any(RULE in rule for rule in found["rules"])


def test_revival_gifts_tokens_come_from_no_zone():
    """The 2 Gift Fiend Tokens arrive on the opponent's side with the Tuner, from no zone; the contract writes them
    as it writes unnamed cards: one event, card null, with their count."""
    cards = {"gift": card("Revival Gift", "A", "spell_trap_zone", face_up=False), "tuner": card("Krebons", "A", "graveyard")}
    found = ask(cards, {"last_thing": True}, [{"activate": "gift", "targets": ["tuner"]}, {"resolve": 1}]).to_dict()
    tokens = [e for e in found["last_thing"] if e["card"] != "tuner"]
    assert [(e["event"], e["card"], e["player"], e.get("from"), e["count"]) for e in tokens] \
        == [("special_summon", None, "B", None, 2)]
    assert any("2 Gift Fiend Tokens were Special Summoned" in said for said in found["happened"])


def test_tokens_the_scenario_names_itself_are_not_added_again():
    """A scenario that names its own "Sheep Token" cards means those: no other Token is added."""
    cards = {"sg": card("Scapegoat", "A", "hand"), "s0": {"name": "Sheep Token", "controller": "A"}}
    found = ask(cards, {"last_thing": True}, [{"activate": "sg"}, {"resolve": 1}]).to_dict()
    assert not any(RULE in rule for rule in found["rules"])


def test_the_last_thing_writes_the_tokens_as_unnamed_cards_with_their_count():
    """Scapegoat's 4 Sheep Tokens are cards of the duel, but not cards of the scenario: the answer writes their
    Summon as it writes any Summon of unnamed monsters (card null), once, with the count."""
    found = ask({"sg": card("Scapegoat", "A", "spell_trap_zone", face_up=False)}, {"last_thing": True},
                [{"activate": "sg"}, {"resolve": 1}]).to_dict()
    assert [(e["event"], e["card"], e["player"], e["count"]) for e in found["last_thing"]] \
        == [("special_summon", None, "A", 4)]
    assert found["last_thing_words"].endswith("4 Sheep Tokens were Special Summoned.")
