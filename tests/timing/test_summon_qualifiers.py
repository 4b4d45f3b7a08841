"""Qualifiers of the Summon a trigger's event is (rules/summoned.py; rules cond-tributed-kind,
cond-summoned-by-kind): the kind of monster Tributed and the kind of card whose effect Special
Summoned it. Real pool cards on the whole graph."""

from __future__ import annotations

from edison_kg import timing


def ask(cards, steps, question):
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards,
                       "steps": steps, "ask": question})


def joe_tributing(fodder: str):
    cards = {"joe": {"name": "Swift Birdman Joe", "controller": "A", "zone": "hand"},
             "fodder": {"name": fodder, "controller": "A", "zone": "monster_zone", "position": "attack"},
             "wall": {"name": "Messenger of Peace", "controller": "B", "zone": "spell_trap_zone", "face_up": True}}
    return ask(cards, [{"summon": "joe", "method": "tribute", "materials": ["fodder"]}], {"can_activate": "joe"})


def test_a_tribute_summon_tributing_the_kind_named_sets_the_trigger_off():
    assert joe_tributing("Harpie Lady").answer == "yes"          # WIND


def test_a_tribute_summon_tributing_another_kind_does_not():
    answer = joe_tributing("Battle Ox")                           # EARTH
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-tributed-kind" in answer.rules


def test_a_face_down_monster_tributed_counts_by_its_cards_kind():
    cards = {"joe": {"name": "Swift Birdman Joe", "controller": "A", "zone": "hand"},
             "fodder": {"name": "Harpie Lady", "controller": "A", "zone": "monster_zone", "position": "defense",
                        "face_up": False},
             "wall": {"name": "Messenger of Peace", "controller": "B", "zone": "spell_trap_zone", "face_up": True}}
    answer = ask(cards, [{"summon": "joe", "method": "tribute", "materials": ["fodder"]}], {"can_activate": "joe"})
    assert answer.answer == "yes"


def bone_crusher_revived_by(reviver: str):
    cards = {"crusher": {"name": "Bone Crusher", "controller": "A", "zone": "graveyard"},
             "reviver": {"name": reviver, "controller": "A", **({"zone": "monster_zone", "position": "attack"}
                         if reviver == "Zombie Master" else {"zone": "graveyard"})},
             "set": {"name": "Mirror Force", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    steps = [{"events": [{"event": "special_summon", "card": "crusher", "from": "graveyard", "to": "monster_zone",
                          "cause": "effect", "by": "reviver"}]}]
    return ask(cards, steps, {"can_activate": "crusher", "effect": 1})


def test_special_summoned_by_the_effect_of_the_kind_named_sets_the_trigger_off():
    assert bone_crusher_revived_by("Zombie Master").answer == "yes"     # a Zombie-Type monster


def test_special_summoned_by_another_cards_effect_does_not():
    answer = bone_crusher_revived_by("Monster Reborn")
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-summoned-by-kind" in answer.rules


def tribute_summon(card: str, fodder: list[tuple[str, bool]]):
    """``card`` Tribute Summoned by Tributing the monsters of ``fodder`` (name, face-up), with
    cards for its effect to target."""
    cards = {"summoned": {"name": card, "controller": "A", "zone": "hand"},
             "opp": {"name": "Exiled Force", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "set": {"name": "Mirror Force", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    for i, (name, face_up) in enumerate(fodder):
        cards[f"t{i}"] = {"name": name, "controller": "A", "zone": "monster_zone",
                          "position": "attack" if face_up else "defense", "face_up": face_up}
    steps = [{"summon": "summoned", "method": "tribute", "materials": [f"t{i}" for i in range(len(fodder))]}]
    return ask(cards, steps, {"can_activate": "summoned"})


def test_celestia_tributing_no_lightsworn_monster_is_not_set_off():
    # round 125: "Tribute Summoned by Tribute Summoning a "Lightsworn" monster" (its PSCT) needs a Lightsworn Tribute
    answer = tribute_summon("Celestia, Lightsworn Angel", [("Cyber Dragon", True), ("Gyroid", True)])
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-tributed-kind" in answer.rules


def test_celestia_tributing_a_face_down_lightsworn_monster_is_set_off():
    # its ruling: it activates even if the Tributed "Lightsworn" monster was face-down
    answer = tribute_summon("Celestia, Lightsworn Angel", [("Ryko, Lightsworn Hunter", False), ("Gyroid", True)])
    assert answer.answer == "yes"


def test_tiger_dragon_needs_a_dragon_tributed():
    assert tribute_summon("Tiger Dragon", [("Luster Dragon", True)]).answer == "yes"
    answer = tribute_summon("Tiger Dragon", [("Battle Ox", True)])
    assert (answer.answer, answer.reason) == ("no", "condition-not-met")
    assert "cond-tributed-kind" in answer.rules
