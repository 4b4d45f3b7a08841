"""Round 121: the "cannot declare an attack" half of a lock a resolved effect leaves on the monster it targeted and
took or Summoned (rule ce-attack-lock-left-on-the-target: Mind Control, Revival of the Immortals, Wicked Rebirth),
and the "cannot be Tributed" left on the monster an effect Summoned without targeting it (rule
ce-tribute-lock-left-on-the-target, extended: Assault Revival), on real pool cards."""

from __future__ import annotations

import pytest

from edison_kg import timing
from edison_kg.cardtext import analyze
from edison_kg.errors import BadScenario


def _ask(cards: dict, steps: list, ask: dict, phase: str = "main1"):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": phase, "cards": cards, "steps": steps,
                       "ask": ask})


def _taken(card: str, by: str = "Mind Control") -> tuple[dict, list]:
    cards = {"mc": {"name": by, "controller": "A", "zone": "hand"},
             "foe": {"name": card, "controller": "B", "zone": "monster_zone", "position": "attack"}}
    return cards, [{"activate": "mc", "targets": ["foe"]}, {"resolve": 1}]


# ------------------------------------------------------------------ reading

def test_the_three_wordings_are_read_as_an_attack_lock_left_on_the_target():
    for text, kind in (("Target 1 monster your opponent controls; until the End Phase, take control of that target, "
                        "but it cannot declare an attack or be Tributed.", "spell"),
                       ("Target 1 \"Earthbound Immortal\" monster in your Graveyard; Special Summon it, but it cannot "
                        "declare an attack this turn, also your opponent takes no battle damage from attacks involving "
                        "it.", "trap")):
        locks = [(r.kind, r.granted_to, r.lasts) for e in analyze(text, card_type=kind) for r in e.restrictions]
        assert ("cannot-attack", "effect-target", "turn") in locks


def test_a_monsters_own_tribute_lock_is_not_read_as_left_on_a_summoned_monster():
    # Summoner Monk: "While this card is face-up on the field, it cannot be Tributed." is its own lock
    locks = [(r.kind, r.granted_to) for e in analyze("While this card is face-up on the field, it cannot be Tributed.",
                                                     card_type="monster") for r in e.restrictions]
    assert ("cannot-be-tributed", "effect-summoned") not in locks


def test_assault_revivals_lock_is_read_as_left_on_the_monster_it_summoned():
    text = ("Remove from play 1 \"Assault Mode Activate\" from your Graveyard. Destroy all monsters you control and "
            "Special Summon 1 \"/Assault Mode\" monster from your Graveyard, ignoring its Summoning conditions. Its "
            "effect(s) is negated, and it cannot be Tributed. If it is removed from the field, remove it from play.")
    locks = [(r.kind, r.granted_to) for e in analyze(text, card_type="spell") for r in e.restrictions]
    assert ("cannot-be-tributed", "effect-summoned") in locks


# ------------------------------------------------------------------ an attack declared by the locked monster

def test_a_monster_taken_by_mind_control_declaring_an_attack_is_refused():
    cards, steps = _taken("Gemini Elf")
    steps = [*steps, {"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "foe", "player": "A"}]}]
    with pytest.raises(BadScenario) as refused:
        _ask(cards, steps, {"last_thing": True})
    assert "a resolved effect left it the lock" in str(refused.value)


def test_a_monster_taken_by_change_of_heart_declares_its_attack():
    cards, steps = _taken("Gemini Elf", by="Change of Heart")
    steps = [*steps, {"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "foe", "player": "A"}]}]
    got = _ask(cards, steps, {"last_thing": True})
    assert [e["event"] for e in got.last_thing] == ["attack_declared"]


def test_the_monster_revival_of_the_immortals_summoned_cannot_declare_an_attack():
    cards = {"rev": {"name": "Revival of the Immortals", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "ei": {"name": "Earthbound Immortal Uru", "controller": "A", "zone": "graveyard"}}
    steps = [{"activate": "rev", "targets": ["ei"]}, {"resolve": 1},
             {"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "ei", "player": "A"}]}]
    with pytest.raises(BadScenario) as refused:
        _ask(cards, steps, {"last_thing": True})
    assert "a resolved effect left it the lock" in str(refused.value)


# ------------------------------------------------------------------ an effect whose activation gives up its attack

def test_chaos_sorcerer_taken_by_mind_control_cannot_activate_its_banish():
    cards, steps = _taken("Chaos Sorcerer")
    cards["elf"] = {"name": "Gemini Elf", "controller": "B", "zone": "monster_zone", "position": "attack"}
    got = _ask(cards, steps, {"can_activate": "foe"})
    assert got.answer == "no"
    assert "ce-attack-lock-left-on-the-target" in got.rules


def test_chaos_sorcerer_taken_by_change_of_heart_can_activate_it():
    cards, steps = _taken("Chaos Sorcerer", by="Change of Heart")
    cards["elf"] = {"name": "Gemini Elf", "controller": "B", "zone": "monster_zone", "position": "attack"}
    assert _ask(cards, steps, {"can_activate": "foe"}).answer == "yes"


# ------------------------------------------------------------------ a "cannot be Tributed" on the Summoned monster

def _assault_then_wok(by: str):
    cards = {"wok": {"name": "Mystik Wok", "controller": "A", "zone": "hand"},
             "ar": {"name": by, "controller": "A", "zone": "hand"},
             "act": {"name": "Assault Mode Activate", "controller": "A", "zone": "graveyard"},
             "am": {"name": "Arcanite Magician/Assault Mode", "controller": "A", "zone": "graveyard"}}
    summon = {"event": "special_summon", "card": "am", "player": "A", "from": "graveyard", "to": "monster_zone",
              "cause": "effect", "by": "ar"}
    if by == "Assault Revival":
        steps = [{"activate": "ar", "cost": [{"event": "banished", "card": "act", "from": "graveyard",
                                              "to": "banished", "cause": "cost"}]},
                 {"resolve": 1, "events": [[summon]]}]
    else:
        steps = [{"activate": "ar", "targets": ["am"]}, {"resolve": 1}]
    return _ask(cards, steps, {"can_activate": "wok"})


def test_the_monster_assault_revival_summoned_cannot_pay_a_tribute_cost():
    got = _assault_then_wok("Assault Revival")
    assert got.answer == "no"
    assert "ce-tribute-lock-left-on-the-target" in got.rules


def test_the_same_monster_summoned_by_monster_reborn_can_pay_it():
    assert _assault_then_wok("Monster Reborn").answer == "yes"


def test_the_synchro_monster_wicked_rebirth_summoned_cannot_declare_an_attack():
    cards = {"wr": {"name": "Wicked Rebirth", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "gg": {"name": "Goyo Guardian", "controller": "A", "zone": "graveyard"}}
    steps = [{"activate": "wr", "targets": ["gg"]}, {"resolve": 1}, {"phase": "battle"}]
    assert _ask(cards, steps, {"last_thing": True}).answer == "ok"      # entering the Battle Phase is no attack
    with pytest.raises(BadScenario):
        _ask(cards, [*steps, {"events": [{"event": "attack_declared", "card": "gg", "player": "A"}]}],
             {"last_thing": True})


# ------------------------------------------------------------------ each player Summons their own monster

def _each_summons(card: str):
    cards = {"g": {"name": card, "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "a": {"name": "Gemini Elf", "controller": "A", "zone": "graveyard"},
             "b": {"name": "Giant Rat", "controller": "B", "zone": "graveyard"}}
    got = _ask(cards, [{"activate": "g", "targets": ["a", "b"]}, {"resolve": 1}], {"last_thing": True})
    return {e["card"]: e["player"] for e in got.last_thing if e["event"] == "special_summon"}, got


def test_each_player_special_summons_their_own_monster_by_the_grave_of_enkindling():
    summoned, got = _each_summons("The Grave of Enkindling")
    assert summoned == {"a": "A", "b": "B"}
    assert "res-each-player-their-own-target" in got.rules


def test_the_shallow_grave_still_has_each_player_summon_their_own():
    assert _each_summons("The Shallow Grave")[0] == {"a": "A", "b": "B"}


def test_a_summon_after_a_pick_of_one_player_is_the_activating_players():
    text = "Select 1 monster from your Graveyard and Special Summon it in Defense Position."
    clauses = [c for e in analyze(text, card_type="spell") for c in e.clauses if c.action == "special_summon"]
    assert clauses and all(c.player != "both" for c in clauses)


def test_another_monster_of_the_taker_keeps_its_effect_that_gives_up_its_attack():
    cards, steps = _taken("Gemini Elf")
    cards["cs"] = {"name": "Chaos Sorcerer", "controller": "A", "zone": "monster_zone", "position": "attack"}
    assert _ask(cards, steps, {"can_activate": "cs"}).answer == "yes"
