"""Round 119: a hand counted at resolution takes the unnamed cards drawn into it during the scenario (rule
res-count-takes-unnamed-arrivals, refining res-amount-counted-as-it-resolves), and a cost that sends the card itself
and another card of a kind needs that other card (rule cost-this-card-and-another-sent). Real pool cards on the
whole graph."""

from __future__ import annotations

from cardtext.pool import card as read
from scenario_cards import ask, card

COUNT_RULE = "res-count-takes-unnamed-arrivals"
COST_RULE = "cost-this-card-and-another-sent"


def _last(answer) -> list[tuple]:
    return [(e["event"], e.get("player"), e.get("amount")) for e in answer.to_dict()["last_thing"]]


def _cites(answer, rule: str) -> bool:
    return any(str(ref).rsplit("/", 1)[-1] == rule for ref in answer.rules)


def _hand(player: str) -> dict:
    return {"mf": card("Mirror Force", player, zone="hand"), "sg": card("Sangan", player, zone="hand")}


def _jar(player: str) -> dict:
    return {"jar": card("Jar of Greed", player, zone="spell_trap_zone", face_up=False)}


# ---------------------------------------------------------------- a hand counted after a draw

def test_restructer_revolution_counts_the_card_jar_of_greed_drew():
    cards = {"rr": card("Restructer Revolution", "A", zone="hand"), **_jar("B"), **_hand("B")}
    answer = ask(cards, {"last_thing": True}, [{"activate": "rr"}, {"activate": "jar"}, {"resolve": 2}, {"resolve": 1}])
    assert _last(answer) == [("damage_inflicted", "B", 600)]
    assert _cites(answer, COUNT_RULE) and _cites(answer, "res-amount-counted-as-it-resolves")
    assert any("1 unnamed card(s)" in said for said in answer.assumed)


def test_restructer_revolution_without_a_draw_counts_the_named_cards():
    cards = {"rr": card("Restructer Revolution", "A", zone="hand"), **_hand("B")}
    answer = ask(cards, {"last_thing": True}, [{"activate": "rr"}, {"resolve": 1}])
    assert _last(answer) == [("damage_inflicted", "B", 400)]
    assert not _cites(answer, COUNT_RULE)


def test_a_draw_into_the_other_hand_is_not_counted():
    # Jar of Greed drew for A, whose hand Restructer Revolution does not count
    cards = {"rr": card("Restructer Revolution", "A", zone="hand"), **_jar("A"), **_hand("B")}
    answer = ask(cards, {"last_thing": True}, [{"activate": "rr"}, {"activate": "jar"}, {"resolve": 2}, {"resolve": 1}])
    assert _last(answer) == [("damage_inflicted", "B", 400)]
    assert not _cites(answer, COUNT_RULE)


def test_air_hummingbird_gains_for_the_drawn_card_too():
    # another card of the family: "gain 500 LP for each card in your opponent's hand"
    cards = {"hb": card("Neo-Spacian Air Hummingbird", "A", position="attack"), **_jar("B"), **_hand("B")}
    answer = ask(cards, {"last_thing": True}, [{"activate": "hb"}, {"activate": "jar"}, {"resolve": 2}, {"resolve": 1}])
    assert _last(answer) == [("lp_gained", "A", 1500)]
    assert _cites(answer, COUNT_RULE)


# ---------------------------------------------------------------- this card and another card of a kind as a cost

def test_the_reader_reads_the_card_itself_and_the_other_card_apart():
    for name in ("Herald of Green Light", "Herald of Orange Light", "Herald of Purple Light"):
        effect = read(name)[0]
        itself, other = effect.cost_clauses
        assert (itself.subject, other.subject, other.conjunction, other.count) == ("self", None, "and", 1)
        assert other.other_cards and "Fairy" in other.cards.monster_types and effect.activates_from == "hand"
    barrier = read("Arcane Barrier")[1]
    assert [c.text for c in barrier.cost_clauses] == ["send this card to the GY",
                                                      "send 1 face-up Spellcaster monster you control to the GY"]


def _herald(name: str, second: str, answered: dict, steps: list) -> object:
    cards = {**answered, "herald": card(name, "B", zone="hand"), "other": card(second, "B", zone="hand")}
    return ask(cards, {"can_activate": "herald"}, steps)


def test_herald_of_green_light_needs_another_fairy_in_hand():
    sorl = {"sorl": card("Swords of Revealing Light", "A", zone="hand")}
    answer = _herald("Herald of Green Light", "Sangan", sorl, [{"activate": "sorl"}])
    assert answer.answer == "no" and _cites(answer, COST_RULE)
    answer = _herald("Herald of Green Light", "Honest", sorl, [{"activate": "sorl"}])
    assert answer.answer == "yes" and not _cites(answer, COST_RULE)


def test_herald_of_purple_light_needs_another_fairy_in_hand():
    jar = {"jar": card("Jar of Greed", "A", zone="spell_trap_zone", face_up=False)}
    answer = _herald("Herald of Purple Light", "Sangan", jar, [{"activate": "jar"}])
    assert answer.answer == "no" and _cites(answer, COST_RULE)
    answer = _herald("Herald of Purple Light", "Herald of Green Light", jar, [{"activate": "jar"}])
    assert answer.answer == "yes"
