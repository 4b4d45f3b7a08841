"""ATK/DEF changes scaled by the Level of the monster they change (round 111, rule ce-stat-change-by-own-level,
edison_kg/timing/own_level_stats.py), on real cards: Burden of the Mighty ("Each face-up monster your opponent
controls loses 100 ATK x its own Level") and the Fortune Ladies ("This card's ATK/DEF become its Level x 200")
already apply as the monster's Summon happens, so Bottomless Trap Hole (1500 or more ATK) reads the changed ATK."""

from __future__ import annotations

from scenario_cards import ask, card

RULE = "ce-stat-change-by-own-level"
BTH = {"bth": card("Bottomless Trap Hole", "B", "spell_trap_zone", face_up=False)}


def _summoned(name: str, burden_of: str | None = "B", **summon) -> object:
    cards = {"m": card(name, "A", "hand")} | BTH
    if burden_of:
        cards["burden"] = card("Burden of the Mighty", burden_of, "spell_trap_zone", face_up=True)
    return ask(cards, {"can_activate": "bth"}, steps=[{"summon": "m", "method": "normal", **summon}])


def test_burden_of_the_mighty_takes_the_atk_a_summoned_monster_needs_for_bottomless_trap_hole():
    got = _summoned("Dark Blade")                                   # Level 4, 1800 - 400 = 1400
    assert got.answer == "no" and RULE in got.rules
    assert any("1400 ATK" in a for a in got.assumed)
    assert _summoned("Gene-Warped Warwolf").answer == "yes"         # Level 4, 2000 - 400 = 1600: still 1500 or more


def test_burden_of_the_mighty_does_not_reach_its_own_controllers_monsters():
    assert _summoned("Dark Blade", burden_of="A").answer == "yes"   # A's own Burden: Dark Blade keeps 1800
    assert _summoned("Dark Blade", burden_of=None).answer == "yes"


def test_a_fortune_ladys_atk_is_its_level_times_its_amount_as_it_is_summoned():
    light = _summoned("Fortune Lady Light", burden_of=None)          # Level 1 x 200 = 200
    assert light.answer == "no" and RULE in light.rules
    cards = {"m": card("Fortune Lady Earth", "A", "hand"), "t": card("Sangan", "A", position="attack")} | BTH
    earth = ask(cards, {"can_activate": "bth"}, steps=[{"summon": "m", "method": "tribute", "materials": ["t"]}])
    assert earth.answer == "yes"                                     # Level 6 x 400 = 2400
