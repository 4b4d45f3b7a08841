"""What a resolution did (round 101): the damage "for each Fog Counter you removed" counts the counters the same
resolution removed (rule res-amount-counted-from-counters-removed; Updraft, Venom Burn); "Halve all effect damage you
take this turn" halves later effect damage (rule ce-effect-damage-halved; Damage Translation); a targeted Normal Trap
that resolved first in the Chain is still on the field, and still destroyed, while the Chain resolves (XX-Saber
Hyunlei, Icarus Attack)."""

from __future__ import annotations

from edison_kg import timing


def _ask(cards: dict, steps: list, turn_player: str = "A"):
    return timing.ask({"game": "yugioh-edison", "turn_player": turn_player, "phase": "main1", "cards": cards,
                       "steps": steps, "ask": {"last_thing": True}})


def _cites(got, rule: str) -> bool:
    return any(r.endswith("rule/" + rule) for r in got.rule_iris)


def _last(got) -> list[dict]:
    return got.to_json()["last_thing"] if hasattr(got, "to_json") else got.last_thing


def _updraft(counters: dict):
    cards = {"up": {"name": "Updraft", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "smoke": {"name": "Cloudian - Smoke Ball", "controller": "B", "zone": "monster_zone", "position": "attack",
                       "counters": counters},
             "nimbus": {"name": "Cloudian - Nimbusman", "controller": "A", "zone": "monster_zone",
                        "position": "attack", "counters": counters}}
    return _ask(cards, [{"activate": "up"}, {"resolve": 1}])


def test_updraft_counts_the_fog_counters_it_removed():
    got = _updraft({"Fog Counter": 2})      # 2 on each side: 4 removed
    assert [(e["event"], e["player"], e.get("amount")) for e in _last(got)] == [("damage_inflicted", "B", 1200)]
    assert _cites(got, "res-amount-counted-from-counters-removed")


def test_updraft_with_no_fog_counters_inflicts_none():
    got = _updraft({})
    assert [e.get("amount") for e in _last(got) if e["event"] == "damage_inflicted"] in ([0], [])


def test_venom_burn_counts_the_counters_on_its_target():
    cards = {"vb": {"name": "Venom Burn", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "snake": {"name": "Venom Snake", "controller": "B", "zone": "monster_zone", "position": "attack",
                       "counters": {"Venom Counter": 3}}}
    got = _ask(cards, [{"activate": "vb", "targets": ["snake"]}, {"resolve": 1}])
    assert [(e["event"], e.get("amount")) for e in _last(got)] == [("damage_inflicted", 2100)]
    assert _cites(got, "res-amount-counted-from-counters-removed")


def _ookazi(translation_controller: str | None):
    cards = {"ook": {"name": "Ookazi", "controller": "B", "zone": "hand"}}
    steps = [{"activate": "ook"}]
    if translation_controller is not None:
        cards["dt"] = {"name": "Damage Translation", "controller": translation_controller, "zone": "spell_trap_zone",
                       "face_up": False}
        steps = [*steps, {"activate": "dt"}, {"resolve": 2}, {"resolve": 1}]
    else:
        steps = [*steps, {"resolve": 1}]
    return _ask(cards, steps, turn_player="B")


def test_damage_translation_halves_the_effect_damage_its_player_takes():
    got = _ookazi("A")
    assert [(e["event"], e["player"], e.get("amount")) for e in _last(got)] == [("damage_inflicted", "A", 400)]
    assert _cites(got, "ce-effect-damage-halved")


def test_damage_not_halved_without_it_or_for_the_other_player():
    for who in (None, "B"):          # B's Damage Translation halves only B's damage, not A's
        got = _ookazi(who)
        assert [(e["event"], e["player"], e.get("amount")) for e in _last(got)] == [("damage_inflicted", "A", 800)]
        assert not _cites(got, "ce-effect-damage-halved")


def _hyunlei(chain_dust: bool):
    cards = {"hy": {"name": "XX-Saber Hyunlei", "controller": "A", "zone": "extra_deck"},
             "air": {"name": "X-Saber Airbellum", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "emm": {"name": "XX-Saber Emmersblade", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "sak": {"name": "Sakuretsu Armor", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "dust": {"name": "Dust Tornado", "controller": "B", "zone": "spell_trap_zone", "face_up": False},
             "mf": {"name": "Mirror Force", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    steps = [{"summon": "hy", "method": "synchro", "materials": ["air", "emm"]},
             {"activate": "hy", "targets": ["dust", "mf"]}]
    steps += [{"activate": "dust", "targets": ["sak"]}, {"resolve": 2}, {"resolve": 1}] if chain_dust \
        else [{"resolve": 1}]
    return _ask(cards, steps)


def test_hyunlei_still_destroys_a_chained_dust_tornado_that_resolved_first():
    # a Normal Trap that resolved at Chain Link 2 stays on the field until the Chain is over
    # (the Stamping Destruction ruling), so both targets are destroyed
    got = _hyunlei(True)
    assert sorted((e["event"], e["card"]) for e in _last(got)) == [("destroyed", "dust"), ("destroyed", "mf")]


def test_hyunlei_destroys_both_targets_still_there():
    got = _hyunlei(False)
    assert sorted((e["event"], e["card"]) for e in _last(got)) == [("destroyed", "dust"), ("destroyed", "mf")]


def test_icarus_attack_still_destroys_a_chained_dust_tornado_that_resolved_first():
    cards = {"ic": {"name": "Icarus Attack", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "bird": {"name": "Harpie Lady", "controller": "A", "zone": "monster_zone", "position": "attack"},
             "sak": {"name": "Sakuretsu Armor", "controller": "A", "zone": "spell_trap_zone", "face_up": False},
             "dust": {"name": "Dust Tornado", "controller": "B", "zone": "spell_trap_zone", "face_up": False},
             "mf": {"name": "Mirror Force", "controller": "B", "zone": "spell_trap_zone", "face_up": False}}
    got = _ask(cards, [{"activate": "ic", "targets": ["dust", "mf"],
                        "cost": [{"event": "tributed", "card": "bird", "cause": "cost"}]},
                       {"activate": "dust", "targets": ["sak"]}, {"resolve": 2}, {"resolve": 1}])
    assert sorted((e["event"], e["card"]) for e in _last(got)) == [("destroyed", "dust"), ("destroyed", "mf")]
