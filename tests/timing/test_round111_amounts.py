"""Amounts of a resolution (round 111): effect damage that becomes 0 is no damage and leaves no event (rule
ce-effect-damage-becomes-0; Des Wombat, Hanewata); an amount "for each card sent to the Graveyard this way" counts the
cards the activation's cost took (rule res-amount-counted-from-its-cost; Emergency Provisions, Survival Instinct); a
count "for each Effect Monster on the field" made in the same moment as the effect's own flips sees the flipped
monsters face-up (rule res-count-after-its-own-flips; Ceasefire)."""

from __future__ import annotations

from edison_kg import timing


def _ask(cards: dict, steps: list, turn_player: str = "A"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": "main1", "cards": cards,
                       "steps": steps, "ask": {"last_thing": True}})


def _cites(got, rule: str) -> bool:
    return any(r.endswith("rule/" + rule) for r in got.rule_iris)


def _last(got) -> list[tuple]:
    events = got.to_json()["last_thing"] if hasattr(got, "to_json") else got.last_thing
    return sorted((e["event"], e.get("player"), e.get("amount")) for e in events)


# ------------------------------------------------------------------ damage that becomes 0

def _tremendous_fire(wombat_controller: str | None):
    cards = {"tf": {"name": "Tremendous Fire", "controller": "A", "zone": "hand"}}
    if wombat_controller is not None:
        cards["wombat"] = {"name": "Des Wombat", "controller": wombat_controller, "zone": "monster_zone",
                           "position": "attack"}
    return _ask(cards, [{"activate": "tf"}, {"resolve": 1}])


def test_des_wombat_makes_the_damage_of_its_own_players_card_0():
    got = _tremendous_fire("A")
    assert _last(got) == [("damage_inflicted", "B", 1000)]
    assert _cites(got, "ce-effect-damage-becomes-0")


def test_without_des_wombat_on_that_side_both_players_take_damage():
    for who in (None, "B"):        # B's Des Wombat keeps only B's damage off
        got = _tremendous_fire(who)
        expected = [("damage_inflicted", "A", 500)] + ([("damage_inflicted", "B", 1000)] if who is None else [])
        assert _last(got) == sorted(expected)
        assert _cites(got, "ce-effect-damage-becomes-0") == (who == "B")


def test_hanewata_resolved_this_turn_makes_the_next_effect_damage_0():
    cards = {"ook": {"name": "Ookazi", "controller": "B", "zone": "hand"},
             "hw": {"name": "Hanewata", "controller": "A", "zone": "hand"},
             "hole": {"name": "Hinotama", "controller": "B", "zone": "hand"}}
    steps = [{"activate": "ook"}, {"resolve": 1}, {"activate": "hw"}, {"resolve": 1}, {"activate": "hole"},
             {"resolve": 1}]
    got = _ask(cards, steps, turn_player="B")
    assert all(e[0] != "damage_inflicted" for e in _last(got))
    assert _cites(got, "ce-effect-damage-becomes-0")


# ------------------------------------------------------------------ an amount counted from the cost

def _provisions(sent: list[str]):
    cards = {"inf": {"name": "Infinite Cards", "controller": "A", "zone": "spell_trap_zone", "face_up": True},
             "mst": {"name": "Mystical Space Typhoon", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "ep": {"name": "Emergency Provisions", "controller": "A", "zone": "hand"}}
    cost = [{"event": "sent_to_gy", "card": ref, "from": "spell_trap_zone", "to": "graveyard", "cause": "cost"}
            for ref in sent]
    return _ask(cards, [{"activate": "ep", "cost": cost}, {"resolve": 1}])


def test_emergency_provisions_gains_for_each_card_its_cost_sent():
    for sent, amount in ((["inf", "mst"], 2000), (["mst"], 1000)):
        got = _provisions(sent)
        assert _last(got) == [("lp_gained", "A", amount)]
        assert _cites(got, "res-amount-counted-from-its-cost")


def test_a_cost_not_spelled_out_gives_no_amount():
    got = _provisions([])
    assert all(e[2] is None for e in _last(got))
    assert not _cites(got, "res-amount-counted-from-its-cost")


def test_survival_instinct_gains_for_each_dinosaur_its_cost_banished():
    cards = {"si": {"name": "Survival Instinct", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "d1": {"name": "Sabersaurus", "controller": "A", "zone": "graveyard"},
             "d2": {"name": "Gilasaurus", "controller": "A", "zone": "graveyard"},
             "d3": {"name": "Black Tyranno", "controller": "A", "zone": "graveyard"}}
    cost = [{"event": "banished", "card": ref, "from": "graveyard", "to": "banished", "cause": "cost"}
            for ref in ("d1", "d2", "d3")]
    got = _ask(cards, [{"activate": "si", "cost": cost}, {"resolve": 1}])
    assert _last(got) == [("lp_gained", "A", 1200)]
    assert _cites(got, "res-amount-counted-from-its-cost")


# ------------------------------------------------------------------ a count after its own flips

def _ceasefire(sangan_position: str, witch: bool = True):
    cards = {"elf": {"name": "Gemini Elf", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "sangan": {"name": "Sangan", "controller": "A", "zone": "monster_zone", "position": sangan_position},
             "witch": {"name": "Witch of the Black Forest", "controller": "A", "zone": "monster_zone",
                       "position": "face_down"},
             "cf": {"name": "Ceasefire", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    if not witch:
        del cards["witch"]
    return _ask(cards, [{"activate": "cf"}, {"resolve": 1}])


def test_ceasefire_counts_the_effect_monsters_it_flips():
    got = _ceasefire("face_down")       # Sangan and the Witch, both Set and flipped: 2 Effect Monsters
    assert [e for e in _last(got) if e[0] == "damage_inflicted"] == [("damage_inflicted", "A", 1000)]
    assert _cites(got, "res-count-after-its-own-flips")


def test_ceasefire_counts_a_face_up_effect_monster_as_it_was():
    got = _ceasefire("attack")          # Sangan face-up already, the Witch flipped: still 2, Sangan counted once
    assert [e for e in _last(got) if e[0] == "damage_inflicted"] == [("damage_inflicted", "A", 1000)]
    assert _cites(got, "res-count-after-its-own-flips")


def test_ceasefire_with_nothing_to_flip_counts_the_face_up_ones_only():
    got = _ceasefire("attack", witch=False)
    assert [e for e in _last(got) if e[0] == "damage_inflicted"] == [("damage_inflicted", "A", 500)]
    assert not _cites(got, "res-count-after-its-own-flips")
