"""Whom and where (round 97): damage to a card's "owner" goes to the player who owns it (rule
res-owner-of-the-card-it-names), and a Summon trigger that names the position the monster is Summoned in is not met
by a Summon in another position (rule cond-summoned-in-named-position). Real cards of the pool."""

from __future__ import annotations

from scenario_cards import ask, card

OWNER_NAMED = "res-owner-of-the-card-it-names"
SUMMONED_IN = "cond-summoned-in-named-position"


def _last(got):
    return [(e["event"], e.get("player"), e.get("amount")) for e in got.to_dict()["last_thing"]]


def _abacus(controller: str, **owned):
    cards = {"abacus": card("Fatal Abacus", "A", "spell_trap_zone", face_up=True),
             "tomato": card("Mystic Tomato", controller, position="attack", **owned)}
    sent = {"event": "sent_to_gy", "card": "tomato", "from": "monster_zone", "to": "graveyard", "cause": "effect"}
    return ask(cards, {"last_thing": True}, [{"events": [sent]}, {"activate": "abacus"}, {"resolve": 1}])


def test_fatal_abacus_damages_the_owner_of_the_opponents_monster():
    got = _abacus("B")
    assert _last(got) == [("damage_inflicted", "B", 500)]
    assert OWNER_NAMED in got.rules


def test_fatal_abacus_damages_its_own_player_for_their_own_monster():
    got = _abacus("A")
    assert _last(got) == [("damage_inflicted", "A", 500)]


def test_fatal_abacus_damages_the_owner_not_the_controller_of_a_taken_monster():
    got = _abacus("A", owner="B")     # taken with Change of Heart, then sent: its owner takes it (Edison ruling)
    assert _last(got) == [("damage_inflicted", "B", 500)]


def test_fatal_abacus_after_smashing_ground():
    cards = {"abacus": card("Fatal Abacus", "A", "spell_trap_zone", face_up=True), "sg": card("Smashing Ground", "A", "hand"),
             "tomato": card("Mystic Tomato", "B", position="attack")}
    got = ask(cards, {"last_thing": True}, [{"activate": "sg"}, {"resolve": 1}, {"activate": "abacus"}, {"resolve": 1}])
    assert _last(got) == [("damage_inflicted", "B", 500)]


def test_reader_reads_its_owner_apart_from_its_controller():
    from edison_kg.cardtext.clause_players import player_named as _player
    assert _player("inflict 300 damage to its owner for each card sent") == "owner"                   # Skull Invitation
    assert _player("inflict 500 points of damage per card to the respective card owner's Life Points") == "owner"
    assert _player("its controller takes 300 damage") == "controller"                                 # Ojama Trio
    assert _player("inflict 500 damage") is None


def _beetle(position: str):
    cards = {"beetle": card("Koa'ki Meiru Beetle", "A", position="attack"), "cyber": card("Cyber Dragon", "B", "hand")}
    summon = {"event": "special_summon", "card": "cyber", "from": "hand", "to": "monster_zone", "cause": "rule",
              "position": position}
    return ask(cards, {"triggers": True}, [{"events": [summon]}], turn_player="B").to_dict()


def test_koaki_meiru_beetle_answers_a_special_summon_in_attack_position():
    got = _beetle("attack")
    assert [(c["card"], c["effect"]) for c in got["chain"]] == [("beetle", 2)]


def test_koaki_meiru_beetle_ignores_a_special_summon_in_defense_position():
    got = _beetle("defense")
    assert got["chain"] == [] and got["missed"] == []


def test_reader_reads_the_position_a_summon_names():
    from edison_kg.cardtext.event_position import _summoned_position
    assert _summoned_position("If a LIGHT or DARK monster is Special Summoned in Attack Position") == {"position": "attack"}
    assert _summoned_position('When this card is Special Summoned in Attack Position by the effect of a "Fortune Lady" '
                              'card') == {"position": "attack"}                                          # Fortune Lady Fire
    assert _summoned_position("When this card is Special Summoned") == {}


def test_fortune_lady_fire_summoned_in_defense_position_does_not_activate():
    cards = {"fire": card("Fortune Lady Fire", "A", "hand"), "light": card("Fortune Lady Light", "A", "graveyard"),
             "foe": card("Marauding Captain", "B", position="attack")}
    summon = {"event": "special_summon", "card": "fire", "from": "hand", "to": "monster_zone", "cause": "effect",
              "by": "light", "position": "defense"}
    got = ask(cards, {"triggers": True}, [{"events": [summon]}]).to_dict()
    assert all(c["card"] != "fire" for c in got["chain"]) and all(m["card"] != "fire" for m in got["missed"])
    summon["position"] = "attack"
    got = ask(cards, {"triggers": True}, [{"events": [summon]}]).to_dict()
    assert [c["card"] for c in got["chain"]] == ["fire"]


TARGET_RULE = "state-targets-where-they-can-be"


def _gardna(**placed):
    cards = {"nob": card("Nobleman of Crossout", "B", "hand"), "gardna": {"name": "Mid Shield Gardna", "controller": "A",
                                                                          **placed}}
    return ask(cards, {"can_activate": "gardna", "effect": 2}, [{"activate": "nob", "targets": ["gardna"]}],
               turn_player="B").to_dict()


def test_a_set_monster_target_placed_nowhere_is_face_down_and_gardna_answers_nobleman():
    got = _gardna()
    assert got["answer"] == "yes"
    assert any("Mid Shield Gardna is face-down on the field" in a for a in got["assumed"])
    assert any(r.endswith(TARGET_RULE) for r in got["rules"])


def test_gardna_told_face_up_does_not_answer_nobleman():
    got = _gardna(zone="monster_zone", position="attack")
    assert got["answer"] == "no"


def test_dark_world_lightning_target_placed_nowhere_is_face_down():
    cards = {"dwl": card("Dark World Lightning", "A", "hand"), "mf": {"name": "Mirror Force", "controller": "B"}}
    got = ask(cards, {"last_thing": True}, [{"activate": "dwl", "targets": ["mf"]}]).to_dict()
    assert any("Mirror Force is face-down on the field" in a for a in got["assumed"])


def test_a_face_up_target_placed_nowhere_stays_face_up():
    cards = {"ss": card("Smashing Ground", "A", "hand"), "foe": {"name": "Sangan", "controller": "B"},
             "ch": card("Change of Heart", "A", "hand")}
    got = ask(cards, {"last_thing": True}, [{"activate": "ch", "targets": ["foe"]}]).to_dict()
    assert any("Sangan is face-up on the field" in a for a in got["assumed"])


def _effects(name):
    from edison_kg import cardtext
    from tests.cardtext.pool import cards
    return cardtext.read_card(cards()[name]).effects


def test_reader_joins_an_activation_condition_with_the_deed_after_it():
    symbol = _effects("Symbol of Heritage")
    assert symbol[0].kind == "card-activation" and [c.action for c in symbol[0].clauses] == ["special_summon", "equip"]
    scheme = _effects("Tuner's Scheme")                               # another card of the shape
    assert scheme[0].kind == "card-activation" and scheme[0].clauses[0].action == "take_control"
    wall = _effects("Tornado Wall")                                  # a rule after it stays its own effect
    assert [c.action for c in wall[0].clauses] == ["other"] and wall[1].kind == "continuous"


def test_symbol_of_heritage_special_summons_as_it_resolves():
    cards = {"soh": {"name": "Symbol of Heritage", "controller": "A"}, "r1": card("Giant Rat", "A", "graveyard"),
             "r2": card("Giant Rat", "A", "graveyard"), "r3": card("Giant Rat", "A", "graveyard")}
    got = ask(cards, {"last_thing": True}, [{"activate": "soh", "targets": ["r1"]}, {"resolve": 1}]).to_dict()
    assert ("special_summon", "r1") in [(e["event"], e.get("card")) for e in got["last_thing"]]
