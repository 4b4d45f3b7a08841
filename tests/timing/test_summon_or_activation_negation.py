"""A negation of "the Summon or activation" negates what it answered (rule
neg-summon-or-activation-what-it-answered), asked of the whole engine on a real card of the pool: Royal
Oppression ("negate that Summon/effect") chained to a Spell Card's activation negates its effect; answering a
Summon, it negates the Summon."""

from __future__ import annotations

from scenario_cards import ask, card

_PAYS = {"cost": [{"event": "lp_paid", "player": "B", "amount": 800, "cause": "cost"}]}


def test_chained_to_an_activation_it_negates_that_effect():
    cards = {"reborn": card("Monster Reborn", "A", "hand"), "gy": card("Dark Blade", "B", "graveyard"),
             "ro": card("Royal Oppression", "B", "spell_trap_zone", face_up=True)}
    steps = [{"activate": "reborn", "targets": ["gy"]}, {"activate": "ro", **_PAYS}, {"resolve": 2}]
    answer = ask(cards, {"last_thing": True}, steps).to_dict()
    assert {"event": "effect_negated", "card": "reborn"} in [{k: e.get(k) for k in ("event", "card")}
                                                             for e in answer["last_thing"]]
    assert any(r.endswith("/neg-summon-or-activation-what-it-answered") for r in answer["rules"])


def test_answering_a_summon_it_negates_the_summon():
    cards = {"blade": card("Dark Blade", "A", "hand"),
             "ro": card("Royal Oppression", "B", "spell_trap_zone", face_up=True)}
    steps = [{"summon": "blade", "method": "special"}, {"activate": "ro", **_PAYS}, {"resolve": 1}]
    answer = ask(cards, {"last_thing": True}, steps).to_dict()
    assert "summon_negated" in [e["event"] for e in answer["last_thing"]]
    assert not any(r.endswith("/neg-summon-or-activation-what-it-answered") for r in answer["rules"])
