"""Deeds a face-up continuous effect does right after a card of a kind, activated, resolves, without a Chain (rule
ce-deed-right-after-the-resolution; edison_kg/timing/rules/deeds_each_time.py), on real cards, met and unmet."""

from __future__ import annotations

from edison_kg.cardtext.reader import analyze
from scenario_cards import ask, card

RULE = "ce-deed-right-after-the-resolution"


def _last(cards, steps, turn_player="A"):
    return ask(cards, {"last_thing": True}, steps, turn_player=turn_player).to_dict()


def _kinds(text, **kw):
    return [(r.kind, r.amount, r.players) for e in analyze(text, **kw) for r in e.restrictions]


# ---------------------------------------------------------------- the reader

def test_the_reader_gives_the_deed_after_the_resolution():
    assert _kinds("Each time a Counter Trap Card is activated, immediately after it resolves, draw 1 card.") == \
        [("draw-after-resolution", 1, "both")]
    assert _kinds("Draw 1 card from your Deck each time a Counter Trap Card is activated.") == \
        [("draw-after-resolution", 1, "both")]
    assert _kinds("Each time a Counter Trap Card is activated, immediately after it resolves, Special Summon 1 "
                  "\"Synthetic Seraphim Token\" (Fairy/LIGHT/Level 1/ATK 300/DEF 300).", card_type="trap",
                  subtypes=("Continuous",)) == [("token-after-resolution", 1, "both")]
    assert _kinds("Inflict 400 damage to your opponent each time you activate a Normal Spell Card.") == \
        [("damage-after-resolution", 400, "you")]


def test_other_sentences_are_not_read_so():
    # Curse of Darkness deals at the activation; Meltiel, which goes on ("and if you do"), is read since round 113
    meltiel = _kinds("Each time a Counter Trap Card is activated, immediately after it resolves, gain 1000 LP, and if "
                     "you do, if \"The Sanctuary in the Sky\" is on the field, destroy 1 card your opponent controls.")
    layard = _kinds("Each time a Counter Trap Card is activated, immediately after it resolves, add 2 of your banished "
                    "Fairy monsters to your hand.")
    curse = _kinds("Each time a Spell Card is activated, immediately after it resolves, the player that activated it "
                   "takes 1000 damage.", card_type="trap", subtypes=("Continuous",))
    assert not any(k.endswith("-after-resolution") for k, _, _ in curse)
    assert meltiel == [("lp-after-resolution", 1000, "both")]
    assert layard == [("add-after-resolution", 2, "both")]       # read since round 109
    assert [k for k, _, _ in curse] == ["damage-each-activation"]


# ---------------------------------------------------------------- the engine

def test_bountiful_artemis_draws_after_solemn_judgment_resolved():
    cards = {"art": card("Bountiful Artemis", "A", position="attack"),
             "sj": card("Solemn Judgment", "A", "spell_trap_zone", face_up=False),
             "elf": card("Gemini Elf", "B", "hand")}
    steps = [{"summon": "elf", "method": "normal", "negated": True},
             {"activate": "sj", "cost": [{"event": "lp_paid", "player": "A", "amount": 4000, "cause": "cost"}]},
             {"resolve": 1}]
    found = _last(cards, steps, turn_player="B")
    assert [(e["event"], e["player"]) for e in found["last_thing"]] == [("drawn", "A")]
    assert any(RULE in r for r in found["rules"]) and any(RULE in s for s in found["assumed"])


def test_synthetic_seraphim_summons_its_token_after_horn_of_heaven_resolved():
    cards = {"ss": card("Synthetic Seraphim", "A", "spell_trap_zone", face_up=True),
             "arch": card("Archfiend Soldier", "A", position="attack"), "ef": card("Exiled Force", "B", "hand"),
             "horn": card("Horn of Heaven", "A", "spell_trap_zone", face_up=False)}
    steps = [{"summon": "ef", "method": "normal"},
             {"activate": "horn", "cost": [{"event": "tributed", "card": "arch", "from": "monster_zone",
                                            "to": "graveyard", "cause": "cost"}]},
             {"resolve": 1}]
    found = _last(cards, steps, turn_player="B")
    assert [(e["event"], e["player"]) for e in found["last_thing"]] == [("special_summon", "A")]


def test_bountiful_artemis_draws_nothing_for_a_spell():
    cards = {"art": card("Bountiful Artemis", "A", position="attack"), "ug": card("Upstart Goblin", "A", "hand")}
    found = _last(cards, [{"activate": "ug"}, {"resolve": 1}])
    assert [e["event"] for e in found["last_thing"]] == ["lp_gained"]
    assert not any(RULE in r for r in found["rules"])


def test_rapid_fire_magician_damages_after_its_controllers_normal_spell_resolved():
    cards = {"rfm": card("Rapid-Fire Magician", "A", position="attack"), "ug": card("Upstart Goblin", "A", "hand")}
    found = _last(cards, [{"activate": "ug"}, {"resolve": 1}])
    assert [(e["event"], e["player"], e.get("amount")) for e in found["last_thing"]] == \
        [("damage_inflicted", "B", 400)]


def test_rapid_fire_magician_does_nothing_for_the_opponents_normal_spell():
    cards = {"rfm": card("Rapid-Fire Magician", "A", position="attack"), "ug": card("Upstart Goblin", "B", "hand")}
    found = _last(cards, [{"activate": "ug"}, {"resolve": 1}], turn_player="B")
    assert [(e["event"], e["player"]) for e in found["last_thing"]] == [("lp_gained", "A")]


def test_rapid_fire_magician_does_nothing_before_the_spell_resolved():
    cards = {"rfm": card("Rapid-Fire Magician", "A", position="attack"), "ug": card("Upstart Goblin", "A", "hand")}
    found = _last(cards, [{"activate": "ug"}])
    assert [e["event"] for e in found["last_thing"]] == ["card_activated"]


# ---------------------------------------------------------------- round 109: adding banished monsters

def _layard(banished):
    cards = {"lay": card("Layard the Liberator", "A", position="attack"),
             "sol": card("Solemn Judgment", "A", "spell_trap_zone", face_up=False),
             "gaf": card("Goblin Attack Force", "B", "hand"), **banished}
    steps = [{"summon": "gaf", "method": "normal"},
             {"activate": "sol", "cost": [{"event": "lp_paid", "player": "A", "amount": 4000, "cause": "cost"}]},
             {"resolve": 1}]
    return _last(cards, steps, turn_player="B")


def test_layard_adds_two_banished_fairies_right_after_the_counter_trap_resolved():
    found = _layard({"ang": card("Shining Angel", "A", "banished"), "hon": card("Honest", "A", "banished")})
    assert [(e["event"], e["card"]) for e in found["last_thing"]] == [("added_to_hand", "ang"), ("added_to_hand", "hon")]
    assert any(RULE in r for r in found["rules"])


def test_layard_with_one_banished_fairy_adds_nothing():
    # its ruling: it "won't activate if you have only 1 Fairy-Type monster removed from play"
    found = _layard({"ang": card("Shining Angel", "A", "banished"), "x": card("Sangan", "A", "banished")})
    assert not any(e["event"] == "added_to_hand" for e in found["last_thing"])
