"""Round 149: the stats a Normal Summon with fewer Tributes gives (rule sum-fewer-tributes-stat-price,
edison_kg/cardtext/untributed_stats.py, edison_kg/timing/untributed.py), and an effect for destroying a monster by
battle ruled to resolve before that monster is sent to the Graveyard (Helping Robo for Combat's hand-curated reading,
as Zombie Tiger's), beside the same words ruled at that sending. Real cards of the pool."""

from __future__ import annotations

from cardtext.pool import card as pool_card
from scenario_cards import ask, battle_triggers, card

PRICE = "sum-fewer-tributes-stat-price"


def _behemoth_summoned(tributes: int):
    cards = {"m": card("Behemoth the King of All Animals", "A", "hand"),
             "bth": card("Bottomless Trap Hole", "B", "spell_trap_zone", face_up=False),
             **{f"t{i}": card("Sangan", "A", position="attack") for i in range(tributes)}}
    return ask(cards, {"can_activate": "bth"},
               steps=[{"summon": "m", "method": "tribute", "materials": [f"t{i}" for i in range(tributes)]}])


def test_the_reader_gives_the_price_of_a_summon_with_one_tribute_in_place_of_its_sentence():
    price, tribute_summoned = pool_card("Behemoth the King of All Animals")
    assert price.number == 1 and price.kind == "continuous"
    assert [(r.kind, r.amount, r.holds_while) for r in price.restrictions] == [
        ("atk-set", 2000, "self-summoned-with-fewer-tributes")]
    assert tribute_summoned.kind == "trigger"


def test_behemoth_tribute_summoned_with_one_tribute_has_2000_atk():
    got = _behemoth_summoned(1)
    assert got.answer == "yes" and PRICE in got.rules           # 2000: still 1500 or more
    assert any("has 2000 ATK" in line for line in got.assumed)


def test_behemoth_tribute_summoned_with_two_tributes_keeps_its_printed_atk():
    got = _behemoth_summoned(2)
    assert got.answer == "yes" and PRICE not in got.rules
    assert not any("has 2000 ATK" in line for line in got.assumed)


def _chains(got) -> list[list[str]]:
    data = got.to_dict()
    return [[e["card"] for e in data["chain"]]] + [[e["card"] for e in chain] for chain in data["later_chains"]]


def test_helping_robo_resolves_before_the_monster_it_destroyed_by_battle_is_sent_to_the_graveyard():
    # its ruling: its effect resolves before the destroyed monster is sent, so Mystic Tomato's starts a later chain
    got = battle_triggers("Helping Robo for Combat", "Mystic Tomato", both=False)
    assert _chains(got) == [["me"], ["foe"]]
    assert "bt-damage-step-substeps" in got.rules


def test_the_same_words_ruled_at_the_sending_share_the_destroyed_monsters_chain():
    # Masked Chopper, Sage of Stillness: "triggers at the end of the Damage Step", when the destroyed monster is sent
    for name in ("Masked Chopper", "Sage of Stillness"):
        got = battle_triggers(name, "Pyramid Turtle", both=False)
        assert sorted(_chains(got)[0]) == ["foe", "me"] and len(_chains(got)) == 1, name
