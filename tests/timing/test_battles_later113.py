"""Round 113: a deed on "a monster that attacks this card" done "at the end of the Battle Phase" is set off by the
attack, at the end of the Damage Step (rule bt-attacked-trigger-deed-at-battle-phase-end); a Set monster whose own
destruction waits for face-up Defense Position, flipped by an attack, is destroyed after damage calculation (rule
ce-own-destruction-after-damage-calculation). Real cards of the pool."""

from __future__ import annotations

from edison_kg.cardtext.reader import analyze
from scenario_cards import ask, card

LATER = "bt-attacked-trigger-deed-at-battle-phase-end"
AFTER = "ce-own-destruction-after-damage-calculation"


def _last(got):
    return [(e["event"], e.get("card")) for e in got.to_dict()["last_thing"]]


def _chain(got):
    return [c["card"] for c in got.to_dict()["chain"]]


def test_the_deed_on_the_attacker_is_read_as_set_off_by_the_attack():
    invader = analyze("Gain control of a monster that attacks this face-up Attack Position card, at the end of the "
                      "Battle Phase.", card_type="monster", subtypes=("Effect",))[0]
    assert invader.condition.end_of_damage_step and invader.condition.attack_role == "target"
    assert invader.condition.position == "attack"
    assert invader.condition_text == "at the end of the Battle Phase"       # the printed words are kept
    battles = analyze("Destroy a monster that battles with this card, at the end of the Battle Phase.",
                      card_type="monster", subtypes=("Effect",))[0]
    assert battles.condition.end_of_damage_step and battles.condition.attack_role == "either"
    # a deed on its own card names its own condition: untouched
    orc = analyze("If this card attacks, it is changed to Defense Position at the end of the Battle Phase.",
                  card_type="monster", subtypes=("Effect",))[0]
    assert orc.condition is None or not orc.condition.end_of_damage_step


def _invader(destroyed: bool, position: str = "attack"):
    cards = {"cyber": card("Cyber Dragon", "A", position="attack"), "invader": card('Interplanetary Invader "A"', "B",
                                                                                    position=position)}
    steps = [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "cyber", "target": "invader"}]}, {"phase": "damage_step"}]
    if destroyed:
        steps.append({"events": [{"event": "destroyed", "card": "invader", "cause": "battle", "from": "monster_zone",
                                  "to": "graveyard"}]})
    return ask(cards, {"triggers": True}, steps, turn_player="A")


def test_invader_a_destroyed_by_the_battle_still_goes_on_the_chain():
    got = _invader(True)
    assert _chain(got) == ["invader"] and LATER in got.rules


def test_invader_a_attacked_in_defense_position_starts_nothing():
    got = _invader(False, "defense")
    assert "invader" not in _chain(got) and LATER not in got.rules


def test_invader_a_attacked_and_not_destroyed_goes_on_the_chain():
    got = _invader(False)
    assert _chain(got) == ["invader"] and LATER in got.rules


def test_invader_a_not_attacked_starts_nothing():
    cards = {"cyber": card("Cyber Dragon", "A", position="attack"), "invader": card('Interplanetary Invader "A"', "B",
                                                                                    position="attack"),
             "vr": card("Vorse Raider", "B", position="attack")}
    got = ask(cards, {"triggers": True},
              [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "cyber", "target": "vr"}]}, {"phase": "damage_step"},
               {"events": [{"event": "destroyed", "card": "vr", "cause": "battle", "from": "monster_zone",
                            "to": "graveyard"}]}], turn_player="A")
    assert "invader" not in _chain(got) and LATER not in got.rules


def _flipped(name: str, then_damage: bool):
    cards = {"sg": card("Sangan", "A", position="attack"), "m": card(name, "B", position="defense", face_up=False)}
    steps = [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "sg", "target": "m"}]}, {"phase": "damage_step"},
             {"events": [{"event": "flipped_face_up", "card": "m", "cause": "battle"}]}]
    if then_damage:
        steps.append({"events": [{"event": "damage_inflicted", "player": "A", "cause": "battle", "amount": 0}]})
    return ask(cards, {"last_thing": True}, steps, turn_player="A")


def test_berserk_gorilla_flipped_by_an_attack_is_destroyed_after_damage_calculation():
    got = _flipped("Berserk Gorilla", True)
    assert _last(got) == [("destroyed", "m")] and AFTER in got.rules


def test_berserk_gorilla_flipped_is_not_destroyed_before_damage_calculation():
    got = _flipped("Berserk Gorilla", False)
    assert ("destroyed", "m") not in _last(got) and AFTER not in got.rules


def test_spirit_reaper_flipped_by_an_attack_is_not_destroyed():
    got = _flipped("Spirit Reaper", True)
    assert ("destroyed", "m") not in _last(got) and AFTER not in got.rules
