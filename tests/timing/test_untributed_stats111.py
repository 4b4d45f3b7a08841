"""The ATK/DEF price of a Summon without Tributing (round 111, rule sum-untributed-stat-price,
edison_kg/cardtext/untributed_stats.py, edison_kg/timing/untributed.py), on real cards: Fusilier Dragon, the
Dual-Mode Beast ("its original ATK and DEF become halved") and Beast King Barbaros ("its original ATK becomes 1900")
have the changed ATK as their Normal Summon without Tributes happens, so Bottomless Trap Hole (1500 or more ATK) reads
it; Tributed for, or with its effects negated by Skill Drain, the monster keeps its printed ATK."""

from __future__ import annotations

from edison_kg.cardtext.reader import analyze
from edison_kg.cardtext.untributed_stats import untributed_stat_effects
from scenario_cards import ask, card

RULE = "sum-untributed-stat-price"


def _summoned(name: str, method: str = "normal", tributes: int = 0, **more) -> object:
    cards = {"m": card(name, "A", "hand"), "bth": card("Bottomless Trap Hole", "B", "spell_trap_zone", face_up=False),
             **{f"t{i}": card("Sangan", "A", position="attack") for i in range(tributes)}, **more}
    return ask(cards, {"can_activate": "bth"},
               steps=[{"summon": "m", "method": method, "materials": [f"t{i}" for i in range(tributes)]}])


def test_the_reader_gives_the_price_as_a_continuous_change_held_while_summoned_without_tributes():
    halved, = untributed_stat_effects("You can Normal Summon/Set this card without Tributing, but its original ATK "
                                      "and DEF become halved.", analyze)
    assert [(r.kind, r.per_count, r.holds_while) for r in halved.restrictions] == [
        ("atk-set", "original halved", "self-summoned-untributed"), ("def-set", "original halved", "self-summoned-untributed")]
    fixed, = untributed_stat_effects("You can Normal Summon/Set this card without Tributing, but its original ATK "
                                     "becomes 1900. You can Tribute 3 monsters to Tribute Summon (but not Set) this card.", analyze)
    assert [(r.kind, r.amount) for r in fixed.restrictions] == [("atk-set", 1900)]
    assert untributed_stat_effects("You can Tribute 3 monsters to Tribute Summon (but not Set) this card.", analyze) == []


def test_fusilier_dragon_summoned_without_tributes_has_halved_atk_for_bottomless_trap_hole():
    got = _summoned("Fusilier Dragon, the Dual-Mode Beast")
    assert got.answer == "no" and RULE in got.rules
    assert any("has 1400 ATK" in a for a in got.assumed)


def test_fusilier_dragon_tribute_summoned_keeps_its_printed_atk():
    got = _summoned("Fusilier Dragon, the Dual-Mode Beast", method="tribute", tributes=2)
    assert got.answer == "yes" and RULE not in got.rules


def test_fusilier_dragon_under_skill_drain_keeps_its_printed_atk():
    drain = {"sd": card("Skill Drain", "B", "spell_trap_zone", face_up=True)}
    assert _summoned("Fusilier Dragon, the Dual-Mode Beast", **drain).answer == "yes"


def test_beast_king_barbaros_summoned_without_tributes_has_1900_atk():
    got = _summoned("Beast King Barbaros")
    assert got.answer == "yes" and RULE in got.rules              # 1900: still 1500 or more
    assert any("has 1900 ATK" in a for a in got.assumed)
