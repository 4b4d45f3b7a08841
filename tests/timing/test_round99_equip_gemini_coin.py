"""Round 99: an Equip Card only for "the only monster you control" (rule eq-equip-only-to-a-lone-monster), an Equip
Card that gives the Gemini it is equipped to its effects (rule eq-equip-gives-gemini-its-effects), and a coin toss at
resolution, which is no player's choice (rule res-chance-result-not-a-choice), on real cards."""

from __future__ import annotations

from edison_kg import timing
from edison_kg.cardtext.equip_kinds import equip_only_to

ALONE = "/eq-equip-only-to-a-lone-monster"
EQUIP_GEMINI = "/eq-equip-gives-gemini-its-effects"
CHANCE = "/res-chance-result-not-a-choice"


def _ask(cards: dict, steps: list, question: dict) -> dict:
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "unnamed_cards": "absent",
                       "cards": cards, "steps": steps, "ask": question}).to_dict()


def _cites(answer: dict, rule: str) -> bool:
    return any(r.endswith(rule) for r in answer["rules"])


def _monster(name: str, who: str = "A", **extra) -> dict:
    return {"name": name, "controller": who, "zone": "monster_zone", "position": "attack", **extra}


# ------------------------------------------------------------------ Assault Armor: the only monster you control

def test_the_reader_reads_the_only_monster_you_control_as_alone():
    assert equip_only_to(["Equip only to a Warrior-Type monster that is the only monster you control. It gains "
                          "300 ATK."]) == ["side=you;class=monster;type=Warrior;alone=yes"]
    assert equip_only_to(["Equip only to a Warrior-Type monster."]) == ["class=monster;type=Warrior"]


def test_assault_armor_cannot_be_activated_while_its_warrior_has_another_monster_beside_it():
    armor = {"name": "Assault Armor", "controller": "A", "zone": "hand"}
    got = _ask({"armor": armor, "ef": _monster("Exiled Force"), "sangan": _monster("Sangan")}, [],
               {"can_activate": "armor"})
    assert got["answer"] == "no" and _cites(got, ALONE)
    # a face-down monster beside it counts too
    got = _ask({"armor": armor, "ef": _monster("Exiled Force"),
                "set": _monster("Sangan", position="defense", face_up=False)}, [], {"can_activate": "armor"})
    assert got["answer"] == "no" and _cites(got, ALONE)


def test_assault_armor_can_be_equipped_to_a_lone_warrior_whatever_the_opponent_controls():
    armor = {"name": "Assault Armor", "controller": "A", "zone": "hand"}
    got = _ask({"armor": armor, "ef": _monster("Exiled Force"), "theirs": _monster("Sangan", "B")}, [],
               {"can_activate": "armor"})
    assert got["answer"] == "yes"
    # another Equip Card of a kind without the tail keeps its reading: two Warriors are no obstacle
    got = _ask({"eq": {"name": "Lightning Blade", "controller": "A", "zone": "hand"}, "ef": _monster("Exiled Force"),
                "sangan": _monster("Sangan")}, [], {"can_activate": "eq"})
    assert got["answer"] == "yes" and not _cites(got, ALONE)


# ------------------------------------------------------------------ Supervise: the equipped Gemini has its effects

def test_supervise_gives_the_equipped_gemini_its_effects():
    got = _ask({"doom": _monster("Doom Shaman"),
                "sup": {"name": "Supervise", "controller": "A", "zone": "spell_trap_zone", "face_up": True,
                        "equipped_to": "doom"},
                "sangan": {"name": "Sangan", "controller": "A", "zone": "graveyard"}}, [], {"can_activate": "doom"})
    assert got["answer"] == "yes" and _cites(got, EQUIP_GEMINI)


def test_supervise_gives_no_effects_to_a_gemini_it_is_not_equipped_to():
    got = _ask({"doom": _monster("Doom Shaman"), "pyron": _monster("King Pyron"),
                "sup": {"name": "Supervise", "controller": "A", "zone": "spell_trap_zone", "face_up": True,
                        "equipped_to": "pyron"},
                "sangan": {"name": "Sangan", "controller": "A", "zone": "graveyard"}}, [], {"can_activate": "doom"})
    assert got["answer"] == "no" and _cites(got, "/gemini-effects-after-gemini-summon")
    # King Pyron, the other Gemini, is the one equipped: its "inflict 1000 damage" can be activated
    got = _ask({"doom": _monster("Doom Shaman"), "pyron": _monster("King Pyron"),
                "sup": {"name": "Supervise", "controller": "A", "zone": "spell_trap_zone", "face_up": True,
                        "equipped_to": "pyron"}}, [], {"can_activate": "pyron"})
    assert got["answer"] == "yes" and _cites(got, EQUIP_GEMINI)


# ------------------------------------------------------------------ a coin toss is no choice

def test_a_resolved_coin_toss_closes_the_summon_window_of_trap_hole():
    cards = {"arc": {"name": "Arcana Force I - The Magician", "controller": "A", "zone": "hand"},
             "th": {"name": "Trap Hole", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    got = _ask(cards, [{"summon": "arc", "method": "normal"}, {"activate": "arc"}, {"resolve": 1}],
               {"can_activate": "th"})
    assert got["answer"] == "no" and _cites(got, CHANCE)
    assert any("decided by chance" in sentence for sentence in got["assumed"])
    # before the coin's chain resolves, Trap Hole can be chained to it
    got = _ask(cards, [{"summon": "arc", "method": "normal"}, {"activate": "arc"}], {"can_activate": "th"})
    assert got["answer"] == "yes" and not _cites(got, CHANCE)


def test_another_arcana_force_coin_resolves_without_its_result_said():
    cards = {"emp": {"name": "Arcana Force IV - The Emperor", "controller": "A", "zone": "hand"},
             "th": {"name": "Trap Hole", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    got = _ask(cards, [{"summon": "emp", "method": "normal"}, {"activate": "emp"}, {"resolve": 1}],
               {"last_thing": True})
    assert [e["event"] for e in got["last_thing"]] == ["chain_link_resolved"] and _cites(got, CHANCE)
