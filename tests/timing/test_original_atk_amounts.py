"""Round 79: Life Points an effect inflicts or gains "equal to (half) the original ATK" of a monster are the ATK
printed on that monster, whatever was added to it on the field (rule res-amount-by-original-atk), and the gain of
Life Points Bad Reaction to Simochi turns into damage (rule ce-lp-gain-becomes-damage). Real cards: Malevolent Mech -
Goku En, Earthbound Immortal Ccapac Apu, Edge Hammer, Castle Gate, Bad Reaction to Simochi."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext.life_points import clause_amount_of


def _last(raw: dict) -> list[dict]:
    got = timing.ask(raw)
    return [e for e in got.to_dict()["last_thing"]]


def _damage(raw: dict):
    return [(e["player"], e.get("amount")) for e in _last(raw) if e["event"] == "damage_inflicted"]


def test_reader_reads_original_atk_and_half_of_it():
    assert clause_amount_of("damage_inflicted", "take damage equal to its original ATK in the GY") == "its-original-atk"
    assert clause_amount_of("damage_inflicted", "inflict damage to their opponent equal to half the original ATK of "
                                                "the Tributed monster") == "half-original-atk"
    # a gain of ATK is no Life Points; a combined ATK is not one monster's
    assert clause_amount_of("atk_changed", "this card gains ATK equal to the original ATK of the Tributed monster") is None
    assert clause_amount_of("damage_inflicted", "equal to the combined original ATK of those destroyed monster(s)") is None
    assert clause_amount_of("damage_inflicted", "Inflict 500 damage to your opponent") is None


def _goku(with_hoshiningen: bool) -> dict:
    cards = {"goku": {"name": "Malevolent Mech - Goku En", "controller": "A", "zone": "hand"}}
    if with_hoshiningen:
        cards["hoshi"] = {"name": "Hoshiningen", "controller": "A", "zone": "monster_zone", "position": "attack"}
    return {"game": "yugioh-edison", "turn_player": "A", "life_points": {"A": 8000, "B": 8000}, "cards": cards,
            "steps": [{"summon": "goku", "method": "normal"}, {"phase": "end"}, {"activate": "goku"},
                      {"resolve": 1}], "ask": {"last_thing": True}}


def test_goku_en_takes_its_printed_atk_even_while_a_field_boost_applied():
    assert _damage(_goku(True)) == [("A", 2400)]
    assert _damage(_goku(False)) == [("A", 2400)]


def _apu(with_yami: bool) -> dict:
    cards = {"apu": {"name": "Earthbound Immortal Ccapac Apu", "controller": "A", "zone": "monster_zone",
                     "position": "attack"},
             "soldier": {"name": "Archfiend Soldier", "controller": "B", "zone": "monster_zone", "position": "attack"}}
    if with_yami:
        cards["yami"] = {"name": "Yami", "controller": "A", "zone": "field_zone", "face_up": True}
    return {"game": "yugioh-edison", "turn_player": "A", "phase": "battle", "cards": cards, "steps": [
        {"events": [{"event": "attack_declared", "card": "apu", "target": "soldier"}]}, {"phase": "damage_step"},
        {"events": [{"event": "destroyed", "card": "soldier", "from": "monster_zone", "to": "graveyard",
                     "cause": "battle", "by": "apu"}]},
        {"activate": "apu"}, {"resolve": 1}], "ask": {"last_thing": True}}


def test_ccapac_apu_inflicts_the_destroyed_monsters_printed_atk():
    got = timing.ask(_apu(True))
    assert [(e["player"], e.get("amount")) for e in got.to_dict()["last_thing"]] == [("B", 1900)]
    assert any(r.endswith("rule/res-amount-by-original-atk") for r in got.rule_iris)
    assert _damage(_apu(False)) == [("B", 1900)]


def test_edge_hammer_takes_its_targets_printed_atk():
    raw = {"game": "yugioh-edison", "turn_player": "A", "cards": {
        "hammer": {"name": "Edge Hammer", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
        "gemini": {"name": "Gemini Elf", "controller": "B", "zone": "monster_zone", "position": "attack"}},
        "steps": [{"activate": "hammer", "targets": ["gemini"]}, {"resolve": 1}], "ask": {"last_thing": True}}
    assert ("B", 1900) in _damage(raw)


def test_a_monster_tributed_as_a_cost_is_not_guessed():
    # Castle Gate Tributes "1 Level 5 or lower monster" as it activates: which one the scenario does not say
    raw = {"game": "yugioh-edison", "turn_player": "A", "cards": {
        "gate": {"name": "Castle Gate", "controller": "A", "zone": "monster_zone", "position": "attack"}},
        "steps": [{"activate": "gate"}, {"resolve": 1}], "ask": {"last_thing": True}}
    got = timing.ask(raw)
    assert not any(r.endswith("rule/res-amount-by-original-atk") for r in got.rule_iris)


def _simochi(face_up: bool, gainer: str = "upstart") -> dict:
    cards = {"simochi": {"name": "Bad Reaction to Simochi", "controller": "A", "zone": "spell_trap_zone",
                         "face_up": face_up},
             "upstart": {"name": "Upstart Goblin", "controller": "A", "zone": "hand"}}
    return {"game": "yugioh-edison", "turn_player": "A", "life_points": {"A": 8000, "B": 8000}, "cards": cards,
            "steps": [{"activate": gainer}, {"resolve": 1}], "ask": {"last_thing": True}}


def test_simochi_turns_the_opponents_gain_into_damage():
    assert _damage(_simochi(True)) == [("B", 1000)]
    # face-down it applies nothing: B gains
    assert [(e["event"], e["player"]) for e in _last(_simochi(False))] == [("lp_gained", "B")]


def test_simochi_does_not_touch_its_controllers_own_gain():
    raw = {"game": "yugioh-edison", "turn_player": "B", "cards": {
        "simochi": {"name": "Bad Reaction to Simochi", "controller": "A", "zone": "spell_trap_zone", "face_up": True},
        "soul": {"name": "Soul of the Pure", "controller": "A", "zone": "hand"}},
        "steps": [{"activate": "soul"}, {"resolve": 1}], "ask": {"last_thing": True}}
    assert [(e["event"], e["player"]) for e in _last(raw)] == [("lp_gained", "A")]
