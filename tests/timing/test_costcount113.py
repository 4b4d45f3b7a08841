"""ATK/DEF counted from the cards a cost took (round 113; rule res-own-stat-counted-from-its-cost): "You can banish all
other DARK monsters from your field and GY; this card gains 500 ATK for each card banished this way" (Rainbow Dark
Dragon), "... send that many cards from the top of your Deck to the GY; until the End Phase, this card gains 500 ATK
for each card sent to the GY this way" (Card Trooper). What reads the monster's ATK later (Magic Cylinder's damage)
reads the gain; a cost the scenario does not spell out leaves the ATK unknown."""

from __future__ import annotations

from cardtext.pool import card as read

from edison_kg import timing

RULE = "res-own-stat-counted-from-its-cost"


def _clause(name: str, start: str):
    return next(c for e in read(name) for c in e.clauses if c.text.lower().startswith(start.lower()))


def _cites(got, rule: str) -> bool:
    return any(r.endswith("rule/" + rule) for r in got.rule_iris)


def _damage(got) -> list:
    return [e.get("amount") for e in got.to_dict()["last_thing"] if e["event"] == "damage_inflicted"]


def _cylinder(monster: str, cost: list[str] | None, event: str = "banished", place: str = "graveyard",
              to: str = "banished"):
    """``monster`` activates its effect with the cost ``cost`` (None: no effect activated), then attacks into
    Magic Cylinder, which inflicts damage equal to its ATK."""
    cards = {"m": {"name": monster, "controller": "A", "zone": "monster_zone", "position": "attack"},
             "d1": {"name": "Dark Blade", "controller": "A", "zone": place},
             "d2": {"name": "Sangan", "controller": "A", "zone": place},
             "mc": {"name": "Magic Cylinder", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    steps = [] if cost is None else [
        {"activate": "m", "cost": [{"event": event, "card": ref, "from": place, "to": to, "cause": "cost"}
                                   for ref in cost]}, {"resolve": 1}]
    steps += [{"phase": "battle"}, {"events": [{"event": "attack_declared", "card": "m"}]},
              {"activate": "mc", "targets": ["m"]}, {"resolve": 1}]
    return timing.ask({"game": "yugioh-edison", "turn_player": "A", "phase": "main1", "cards": cards, "steps": steps,
                       "ask": {"last_thing": True}})


def test_the_reader_stores_an_own_stat_gain_counted_from_the_cost():
    found = {name: (_clause(name, start).own_stat_per_card, _clause(name, start).counts_done_before)
             for name, start in (("Rainbow Dark Dragon", "this card gains"), ("Card Trooper", "until the End Phase"),
                                 ("Card Blocker", "this card gains"), ("Rainbow Dragon", "this card gains 1000"))}
    assert found == {"Rainbow Dark Dragon": ("atk +500", "banished cost"),
                     "Card Trooper": ("atk +500 turn", "sent_to_gy cost"),
                     "Card Blocker": ("def +500 turn", "sent_to_gy cost"),
                     "Rainbow Dragon": ("atk +1000", "sent_to_gy cost")}


def test_a_gain_for_cards_its_own_resolution_moves_is_not_one():
    # "banish ..., and if you do, this card gains 200 ATK for each card banished this way": no cost took them
    assert _clause("Iron Chain Dragon", "this card gains").own_stat_per_card is None
    assert _clause("Gandora the Dragon of Destruction", "This card gains").own_stat_per_card is None


def test_rainbow_dark_dragon_gains_500_for_each_card_its_cost_banished():
    for cost, amount in ((["d1", "d2"], 5000), (["d1"], 4500)):
        got = _cylinder("Rainbow Dark Dragon", cost)
        assert _damage(got) == [amount]
        assert _cites(got, RULE)
        assert any("counted the cards its cost banished" in a for a in got.assumed)


def test_card_trooper_gains_500_for_each_card_its_cost_sent():
    got = _cylinder("Card Trooper", ["d1", "d2"], "sent_to_gy", "deck", "graveyard")
    assert _damage(got) == [1400]
    assert _cites(got, RULE)


def test_a_cost_not_spelled_out_leaves_the_atk_unknown():
    got = _cylinder("Rainbow Dark Dragon", [])
    assert _damage(got) == [None]
    assert not _cites(got, RULE)
    assert any("ATK is not known" in a for a in got.assumed)


def test_without_the_effect_the_printed_atk_is_read():
    got = _cylinder("Rainbow Dark Dragon", None)
    assert _damage(got) == [4000]
    assert not _cites(got, RULE)
