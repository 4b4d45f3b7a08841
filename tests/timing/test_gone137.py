"""Round 137 on real cards of the pool: "When this card is sent to the Graveyard, place it on top of your Deck" moves
this card itself (rule res-it-is-this-card), so what replaces that move applies to it."""

from __future__ import annotations

from scenario_cards import ask, card

_DESTROY = {"event": "destroyed", "from": "spell_trap_zone", "to": "graveyard", "cause": "effect"}


def _equip_destroyed(equip: str, extra: dict) -> object:
    cards = {"vorse": card("Vorse Raider", "B", "monster_zone", position="attack"),
             "equip": card(equip, "B", "spell_trap_zone", face_up=True, equipped_to="vorse"),
             "mst": card("Mystical Space Typhoon", "A", "hand")} | extra
    steps = [{"activate": "mst", "targets": ["equip"]},
             {"resolve": 1, "events": [_DESTROY | {"card": "equip", "by": "mst"}]},
             {"activate": "equip", "effect": 2}, {"resolve": 1}]
    return ask(cards, {"last_thing": True}, steps)


def test_sword_of_deep_seated_places_itself_on_top_of_the_deck():
    answer = _equip_destroyed("Sword of Deep-Seated", {})
    assert [(e["event"], e["card"]) for e in answer.last_thing] == [("returned_to_deck", "equip")]
    assert "res-it-is-this-card" in answer.rules


def test_horn_of_the_unicorn_is_banished_under_transmigration_break():
    tb = {"tb": card("Transmigration Break", "B", "spell_trap_zone", face_up=True)}
    answer = _equip_destroyed("Horn of the Unicorn", tb)
    assert [(e["event"], e["card"]) for e in answer.last_thing] == [("banished", "equip")]
    assert "res-it-is-this-card" in answer.rules
    alone = _equip_destroyed("Horn of the Unicorn", {})
    assert [(e["event"], e["card"]) for e in alone.last_thing] == [("returned_to_deck", "equip")]


def test_black_ptera_returns_itself_to_the_hand():
    cards = {"ptera": card("Black Ptera", "B", "monster_zone", position="attack"),
             "hole": card("Fissure", "A", "hand")}
    steps = [{"activate": "hole"},
             {"resolve": 1, "events": [{"event": "destroyed", "card": "ptera", "from": "monster_zone",
                                        "to": "graveyard", "cause": "effect", "by": "hole"}]},
             {"activate": "ptera"}, {"resolve": 1}]
    answer = ask(cards, {"last_thing": True}, steps)
    assert [(e["event"], e["card"]) for e in answer.last_thing] == [("returned_to_hand", "ptera")]
    assert "res-it-is-this-card" in answer.rules



def test_a_chained_spell_that_resolved_is_still_mist_wurms_target():
    """Not the drafter's reading: a Spell or Trap that resolved stays on the field until the whole Chain has resolved
    (the Stamping Destruction ruling, as XX-Saber Hyunlei's round-101 test), so Mist Wurm returns it too."""
    cards = {"wurm": card("Mist Wurm", "A", "extra_deck"),
             "mst": card("Mystical Space Typhoon", "B", "spell_trap_zone", face_up=False),
             "tomato": card("Mystic Tomato", "B", "monster_zone", position="attack"),
             "mf": card("Mirror Force", "A", "spell_trap_zone", face_up=False)}
    steps = [{"summon": "wurm", "method": "synchro"}, {"activate": "wurm", "targets": ["mst", "tomato"]},
             {"activate": "mst", "targets": ["mf"]}, {"resolve": 2}, {"resolve": 1}]
    answer = ask(cards, {"last_thing": True}, steps)
    assert sorted(e["card"] for e in answer.last_thing) == ["mst", "tomato"]
