"""Damage or Life Points a face-up continuous effect deals each time something happens, without a Chain (rules
ce-damage-right-after-the-activation, ce-damage-after-the-discard-is-done; edison_kg/timing/rules/
life_points_each_time.py), on real cards, met and unmet."""

from __future__ import annotations

from edison_kg.cardtext.reader import analyze
from scenario_cards import ask, card

AT_ACTIVATION = "ce-damage-right-after-the-activation"
AFTER_DISCARD = "ce-damage-after-the-discard-is-done"


def _last(cards, steps, turn_player="A"):
    return ask(cards, {"last_thing": True}, steps, turn_player=turn_player).to_dict()


def _lp_events(found):
    return [(e["event"], e["player"], e.get("amount")) for e in found["last_thing"]]


# ---------------------------------------------------------------- the reader

def test_the_reader_gives_the_event_and_the_deed():
    curse = analyze("Each time a Spell Card is activated, immediately after it resolves, the player that activated it "
                    "takes 1000 damage.", card_type="trap", subtypes=("Continuous",))[0].restrictions
    assert [(r.kind, r.amount, r.stat_of, sorted(r.cards.classes)) for r in curse] == \
        [("damage-each-activation", 1000, "activator", ["spell"])]
    thorn = analyze("① If a card(s) is discarded from your opponent's hand and sent to the GY, inflict 500 damage to "
                    "them for each.", card_type="trap", subtypes=("Continuous",), psct=True)[0].restrictions
    assert [(r.kind, r.amount, r.players, r.stat_of) for r in thorn] == [("damage-each-discard", 500, "opponent", "opponent")]


def test_a_sentence_that_goes_on_is_not_read_so():
    # Meltiel, Sage of the Sky: "..., gain 1000 LP, and if you do, ..." is more than LP each time
    meltiel = analyze("Each time a Counter Trap Card is activated, immediately after it resolves, gain 1000 LP, and if "
                      "you do, if \"The Sanctuary in the Sky\" is on the field, destroy 1 card your opponent controls.")
    assert not any(r.kind.endswith("-each-activation") for e in meltiel for r in e.restrictions)


# ---------------------------------------------------------------- right after the activation

def _curse_cards(**extra):
    return {"cod": card("Curse of Darkness", "B", "spell_trap_zone", face_up=True),
            "cd": card("Card Destruction", "A", "hand"), "h": card("Sangan", "A", "hand"), **extra}


def test_curse_of_darkness_damages_the_activating_player_right_after_the_activation():
    found = _last(_curse_cards(), [{"activate": "cd"}])
    assert _lp_events(found) == [("damage_inflicted", "A", 1000)]
    assert any(AT_ACTIVATION in r for r in found["rules"])
    assert any(AT_ACTIVATION in s for s in found["assumed"])


def test_a_trap_activated_deals_no_curse_of_darkness_damage():
    cards = _curse_cards(mf=card("Dust Tornado", "A", "spell_trap_zone", face_up=False),
                         t=card("Mystical Space Typhoon", "B", "spell_trap_zone", face_up=False))
    found = _last(cards, [{"activate": "mf", "targets": ["t"]}])
    assert found["last_thing"][0]["event"] == "card_activated"


def test_a_stated_damage_is_not_dealt_twice():
    found = _last(_curse_cards(), [{"activate": "cd"}, {"events": [{"event": "damage_inflicted", "player": "A",
                                                                   "cause": "effect", "by": "cod", "amount": 1000}]}])
    assert len([m for m in found["happened"] if "1000" in m]) == 1


def test_the_spell_can_still_be_answered_after_the_damage():
    cards = _curse_cards(drain=card("Magic Drain", "B", "spell_trap_zone", face_up=False))
    answer = ask(cards, {"can_activate": "drain"}, [{"activate": "cd"}]).to_dict()
    assert answer["answer"] == "yes"


def test_spell_absorption_gains_its_controller_lp_but_not_for_its_own_activation():
    cards = {"sa": card("Spell Absorption", "A", "spell_trap_zone", face_up=True),
             "pot": card("Pot of Greed", "B", "hand")}
    assert _lp_events(_last(cards, [{"activate": "pot"}], turn_player="B")) == [("lp_gained", "A", 500)]
    own = {"sa": card("Spell Absorption", "A", "hand")}
    assert _last(own, [{"activate": "sa"}])["last_thing"][0]["event"] == "card_activated"


# ---------------------------------------------------------------- once the discarding is done

def _thorn_cards(thorn_owner="B", **extra):
    return {"thorn": card("Magical Thorn", thorn_owner, "spell_trap_zone", face_up=True),
            "dwd": card("Dark World Dealings", "A", "hand"), "sangan": card("Sangan", "A", "hand"),
            "mf": card("Mirror Force", "B", "hand"), **extra}


def test_magical_thorn_damages_the_opponent_once_the_discard_resolved():
    found = _last(_thorn_cards(), [{"activate": "dwd"}, {"resolve": 1}])
    assert _lp_events(found) == [("damage_inflicted", "A", 500)]
    assert any(AFTER_DISCARD in r for r in found["rules"])


def test_magical_thorn_counts_only_the_opponents_cards():
    # controlled by A now: A's own discard deals nothing
    found = _last(_thorn_cards("A"), [{"activate": "dwd"}, {"resolve": 1}])
    assert found["last_thing"][0]["event"] == "discarded"


def test_magical_thorn_deals_one_sum_for_each_card():
    # Graceful Charity: draw 3 cards, then discard 2
    cards = {"thorn": card("Magical Thorn", "B", "spell_trap_zone", face_up=True),
             "gc": card("Graceful Charity", "A", "hand")}
    found = _last(cards, [{"activate": "gc"}, {"resolve": 1}])
    assert _lp_events(found) == [("damage_inflicted", "A", 1000)]


def test_magical_thorn_set_face_down_deals_nothing():
    found = _last(_thorn_cards(thorn=card("Magical Thorn", "B", "spell_trap_zone", face_up=False)),
                  [{"activate": "dwd"}, {"resolve": 1}])
    assert found["last_thing"][0]["event"] == "discarded"


# ---------------------------------------------------------------- round 141: "Each time a player activates ..., they take"

def test_the_reader_gives_chain_burst_the_activating_players_damage():
    burst = analyze("Each time a player activates a Trap Card, they take 1000 damage immediately after it resolves.",
                    card_type="trap", subtypes=("Continuous",))[0].restrictions
    assert [(r.kind, r.amount, r.stat_of, sorted(r.cards.classes)) for r in burst] == \
        [("damage-each-activation", 1000, "activator", ["trap"])]


def _burst_cards(**extra):
    return {"cb": card("Chain Burst", "A", "spell_trap_zone", face_up=True), **extra}


def test_chain_burst_damages_the_player_who_activates_a_trap_right_after_the_activation():
    found = _last(_burst_cards(jar=card("Jar of Greed", "B", "spell_trap_zone", face_up=False)),
                  [{"activate": "jar"}], turn_player="B")
    assert _lp_events(found) == [("damage_inflicted", "B", 1000)]
    assert any(AT_ACTIVATION in r for r in found["rules"])


def test_chain_burst_damage_comes_before_the_trap_resolves_so_the_draw_is_last():
    # the Curse of Darkness ruling: right after the activation, not when it resolves
    found = _last(_burst_cards(jar=card("Jar of Greed", "B", "spell_trap_zone", face_up=False)),
                  [{"activate": "jar"}, {"resolve": 1}], turn_player="B")
    assert found["last_thing"][0]["event"] == "drawn"
    assert any("Chain Burst" in m and "1000" in m for m in found["happened"])


def test_a_spell_activated_deals_no_chain_burst_damage():
    found = _last(_burst_cards(pot=card("Pot of Greed", "B", "hand")), [{"activate": "pot"}], turn_player="B")
    assert found["last_thing"][0]["event"] == "card_activated"
