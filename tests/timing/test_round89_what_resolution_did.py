"""Round 89: what a resolution did. "Each player gives their opponent control of 1 of their monsters" is a switch
(rule res-each-player-picks-their-only-monster, extended); "return them to the GY" sends banished targets to the
Graveyard, a target placed nowhere being where its effect takes it from (rule state-target-taken-from-where-it-is,
extended); a deed on every card that had an event this turn ("that were destroyed by battle this turn", "the turn
that they are Normal Summoned or Flip Summoned") acts on those the turn's events show (rule
res-every-card-of-this-turns-event). Real pool cards."""

from __future__ import annotations

from scenario_cards import ask, card

RULE = "https://w3id.org/edison-kg/id/rule/"


def _cites(answer, rule: str) -> bool:
    return RULE + rule in answer.rule_iris


def _last(answer) -> list[tuple]:
    return [(e["event"], e.get("card")) for e in answer.last_thing]


# ------------------------------------------------------------------ control given each way

def _seizure(b_monsters: int):
    cards = {"cs": card("Creature Seizure", "A", "hand"),
             "wolf": card("Gene-Warped Warwolf", "A", position="attack"),
             "elf": card("Mystical Elf", "B", position="attack")}
    if b_monsters > 1:
        cards["axe"] = card("Axe Raider", "B", position="attack")
    return ask(cards, {"last_thing": True}, [{"activate": "cs"}, {"resolve": 1}])


def test_creature_seizure_switches_each_players_only_monster():
    got = _seizure(1)
    assert _last(got) == [("control_changed", "wolf"), ("control_changed", "elf")]
    assert _cites(got, "res-each-player-picks-their-only-monster")
    assert any("only monster" in a for a in got.assumed)


def test_creature_seizure_names_no_pick_among_two_monsters():
    got = _seizure(2)
    assert ("control_changed", "wolf") not in _last(got)
    assert not _cites(got, "res-each-player-picks-their-only-monster")


# ------------------------------------------------------------------ banished targets returned to the Graveyard

def test_burial_from_a_different_dimension_returns_targets_placed_nowhere():
    cards = {"burial": {"name": "Burial from a Different Dimension", "controller": "A"},
             "rat": {"name": "Giant Rat", "controller": "B"}, "axe": {"name": "Axe Raider", "controller": "A"}}
    got = ask(cards, {"last_thing": True}, [{"activate": "burial", "targets": ["rat", "axe"]}, {"resolve": 1}])
    assert _last(got) == [("sent_to_gy", "rat"), ("sent_to_gy", "axe")]
    assert all(e.get("from") == "banished" for e in got.last_thing)
    assert _cites(got, "state-target-taken-from-where-it-is")
    assert any("Giant Rat is banished" in a for a in got.assumed)


def test_burial_with_banished_targets_given_says_nothing_of_their_place():
    cards = {"burial": card("Burial from a Different Dimension", "A", "hand"),
             "rat": card("Giant Rat", "B", "banished")}
    got = ask(cards, {"last_thing": True}, [{"activate": "burial", "targets": ["rat"]}, {"resolve": 1}])
    assert _last(got) == [("sent_to_gy", "rat")]
    assert not _cites(got, "state-target-taken-from-where-it-is")


def test_fortunes_future_returns_its_banished_target_then_draws():
    cards = {"ff": card("Fortune's Future", "A", "hand"), "lady": {"name": "Fortune Lady Light", "controller": "A"}}
    got = ask(cards, {"last_thing": True}, [{"activate": "ff", "targets": ["lady"]}, {"resolve": 1}])
    assert any("Fortune Lady Light is banished" in a for a in got.assumed)
    assert ("sent_to_gy", "lady") not in _last(got)          # the draw, after "then", is last
    assert "drawn" in {e for e, _ in _last(got)}


# ------------------------------------------------------------------ every card that had this turn's event

def _over_limit(by_battle: bool):
    cards = {"ol": card("Over Limit", "A", "spell_trap_zone", face_up=False),
             "elf": card("Mystical Elf", "A", position="attack"),
             "wolf": card("Gene-Warped Warwolf", "B", position="attack")}
    steps = [{"events": [{"event": "attack_declared", "card": "wolf", "target": "elf"}]}, {"phase": "damage_step"},
             {"events": [{"event": "destroyed", "card": "elf", "from": "monster_zone", "to": "graveyard",
                          "cause": "battle" if by_battle else "effect", "by": "wolf"}]},
             {"phase": "main2"}, {"activate": "ol", "cost": [{"event": "lp_paid", "player": "A", "amount": 500,
                                                              "cause": "cost"}]}, {"resolve": 1}]
    return ask(cards, {"last_thing": True}, steps, phase="battle", turn_player="B")


def test_over_limit_summons_the_normal_monster_destroyed_by_battle_this_turn():
    got = _over_limit(True)
    assert _last(got) == [("special_summon", "elf")]
    assert _cites(got, "res-every-card-of-this-turns-event")


def test_over_limit_leaves_a_monster_destroyed_by_an_effect():
    got = _over_limit(False)
    assert ("special_summon", "elf") not in _last(got)


def _dismissal(summoned_now: bool, how: str = "normal"):
    cards = {"dismissal": card("Infinite Dismissal", "B", "spell_trap_zone", face_up=True),
             "sangan": card("Sangan", "A", "hand" if summoned_now else "monster_zone",
                            **({} if summoned_now else {"position": "attack"}))}
    steps = ([{"summon": "sangan", "method": how}] if summoned_now else []) + [
        {"phase": "end"}, {"activate": "dismissal"}, {"resolve": 1}]
    return ask(cards, {"triggers": True}, steps)


def test_infinite_dismissal_destroys_sangan_normal_summoned_this_turn():
    got = _dismissal(True)
    assert [(link["card"], link["link"]) for link in got.chain] == [("sangan", 1)]
    assert _cites(got, "res-every-card-of-this-turns-event")


def test_infinite_dismissal_spares_a_monster_summoned_in_an_earlier_turn():
    got = _dismissal(False)
    assert got.chain == []


def test_infinite_dismissal_spares_a_special_summoned_monster():
    got = _dismissal(True, "special")
    assert got.chain == []
