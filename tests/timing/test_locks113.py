"""Round 113, asked of the whole engine on real cards: a lock on banishing from the Graveyards against an effect that
banishes its second target (rule ce-forbidden-action-ordinal-target: Kycoo the Ghost Destroyer, Book of Life); a
Trap Card activated from the hand at the event a monster's permission names (rule card-trap-from-the-hand-at-its-event:
Jetroid, Mirror Force); a pick bounded by another card's stat (rule state-pick-bounded-by-another-card: Power Pickaxe,
Throwstone Unit)."""

from __future__ import annotations

import copy

from edison_kg import timing


def _ask(cards: dict, turn: str = "A", phase: str = "main1", steps: tuple = (), ask: str = "") -> timing.Answer:
    return timing.ask({"game": "yugioh-edison", "turn_player": turn, "phase": phase, "cards": copy.deepcopy(cards),
                       "steps": list(steps), "ask": {"can_activate": ask}})


def _rules(got) -> set[str]:
    return {iri.rsplit("/", 1)[-1] for iri in got.rule_iris}


BOOK = {"kycoo": {"name": "Kycoo the Ghost Destroyer", "controller": "A", "zone": "monster_zone", "position": "attack"},
        "bol": {"name": "Book of Life", "controller": "B", "zone": "hand"},
        "turtle": {"name": "Pyramid Turtle", "controller": "B", "zone": "graveyard"},
        "elf": {"name": "Gemini Elf", "controller": "A", "zone": "graveyard"}}


def test_kycoo_stops_an_effect_that_banishes_its_second_target():
    got = _ask(BOOK, turn="B", ask="bol")
    assert got.answer == "no"
    assert {"ce-forbidden-action-effect", "ce-forbidden-action-ordinal-target"} <= _rules(got)


def test_kycoo_binds_only_its_controllers_opponent():
    cards = copy.deepcopy(BOOK)
    cards["kycoo"]["controller"] = "B"
    got = _ask(cards, turn="B", ask="bol")
    assert got.answer == "yes" and "ce-forbidden-action-ordinal-target" not in _rules(got)


def test_without_a_lock_book_of_life_is_activated():
    cards = {ref: card for ref, card in BOOK.items() if ref != "kycoo"}
    assert _ask(cards, turn="B", ask="bol").answer == "yes"


JETROID = {"jet": {"name": "Jetroid", "controller": "A", "zone": "monster_zone", "position": "attack"},
           "mf": {"name": "Mirror Force", "controller": "A", "zone": "hand"},
           "ww": {"name": "Gene-Warped Warwolf", "controller": "B", "zone": "monster_zone", "position": "attack"},
           "elf": {"name": "Gemini Elf", "controller": "A", "zone": "monster_zone", "position": "attack"}}


def _attack(target: str) -> tuple:
    return ({"events": [{"event": "attack_declared", "card": "ww", "target": target}]},)


def test_trap_from_the_hand_when_jetroid_is_the_attack_target():
    got = _ask(JETROID, turn="B", phase="battle", steps=_attack("jet"), ask="mf")
    assert got.answer == "yes" and "card-trap-from-the-hand-at-its-event" in _rules(got)


def test_no_trap_from_the_hand_when_another_monster_is_attacked():
    got = _ask(JETROID, turn="B", phase="battle", steps=_attack("elf"), ask="mf")
    assert got.answer == "no" and "card-trap-set-first" in _rules(got)


def test_makyuras_permission_still_holds_the_turn_it_went_to_the_graveyard():
    # another permission of the family, tied to an event of this turn (rule card-trap-from-the-hand-by-permission)
    cards = {"mak": {"name": "Makyura the Destructor", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "mf": {"name": "Mirror Force", "controller": "A", "zone": "hand"},
             "ww": {"name": "Gene-Warped Warwolf", "controller": "B", "zone": "monster_zone", "position": "attack"},
             "elf": {"name": "Gemini Elf", "controller": "A", "zone": "monster_zone", "position": "attack"}}
    steps = ({"events": [{"event": "destroyed", "card": "mak", "from": "monster_zone", "to": "graveyard"}]},
             {"events": [{"event": "attack_declared", "card": "ww", "target": "elf"}]})
    got = _ask(cards, turn="B", phase="battle", steps=steps, ask="mf")
    assert got.answer == "yes" and "card-trap-from-the-hand-at-its-event" not in _rules(got)


PICKAXE = {"pick": {"name": "Power Pickaxe", "controller": "A", "zone": "spell_trap_zone", "face_up": True,
                    "equipped_to": "elf"},
           "elf": {"name": "Gemini Elf", "controller": "A", "zone": "monster_zone", "position": "attack"},
           "bewd": {"name": "Blue-Eyes White Dragon", "controller": "B", "zone": "graveyard"}}


def test_pickaxe_with_only_a_higher_level_monster_there():
    got = _ask(PICKAXE, ask="pick")
    assert got.answer == "no" and "state-pick-bounded-by-another-card" in _rules(got)


def test_pickaxe_with_a_monster_of_the_equipped_level_there():
    cards = copy.deepcopy(PICKAXE)
    cards["vorse"] = {"name": "Vorse Raider", "controller": "B", "zone": "graveyard"}
    got = _ask(cards, ask="pick")
    assert got.answer == "yes" and "state-pick-bounded-by-another-card" not in _rules(got)


THROWSTONE = {"tu": {"name": "Throwstone Unit", "controller": "A", "zone": "monster_zone", "position": "attack"},
              "ck": {"name": "Command Knight", "controller": "A", "zone": "monster_zone", "position": "attack"},
              "bewd": {"name": "Blue-Eyes White Dragon", "controller": "B", "zone": "monster_zone", "position": "attack"}}


def test_throwstone_unit_with_no_monster_of_low_enough_def():
    # its ATK is 1300 with Command Knight's 400; Blue-Eyes and Command Knight have more DEF
    got = _ask(THROWSTONE, ask="tu")
    assert got.answer == "no" and "state-pick-bounded-by-another-card" in _rules(got)


def test_throwstone_unit_with_a_monster_of_low_enough_def():
    cards = copy.deepcopy(THROWSTONE)
    cards["sangan"] = {"name": "Sangan", "controller": "B", "zone": "monster_zone", "position": "attack"}
    assert _ask(cards, ask="tu").answer == "yes"
