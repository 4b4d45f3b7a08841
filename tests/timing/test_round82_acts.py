"""Round 82: what can be activated, and what goes on the chain. Monsters Summoned unnamed count toward a count of
monsters on the field (rule cond-count-includes-unnamed-summoned; Tokens a resolution Summons are cards of the duel
since round 127, state-tokens-summoned-are-on-the-field); an effect that only stops the opponent's attacks
this turn needs an opponent's Battle Phase still to come (window-opponents-attacks-this-turn); a Summon limit one
player reached spares an "each player Special Summons" effect (ce-count-limit-spares-each-players-deed); a Special
Summon the scenario states face-down is a Set (cond-flipped-face-down-is-set); a mandatory effect of after damage
calculation shares the battle damage effects' chain (bt-after-damage-calculation-with-battle-damage); a Flip Effect
that changes its own destroyed monster still activates (bt-flip-changes-itself-before-it-is-sent); "Special Summon
that monster" needs the event's monster alone (cond-exactly-one-at-once). Real pool cards."""

from __future__ import annotations

from scenario_cards import ask, card

RULE = "https://w3id.org/edison-kg/id/rule/"


def _cites(answer, rule: str) -> bool:
    return RULE + rule in answer.rule_iris


# ------------------------------------------------------------------ unnamed Tokens counted

def _after_scapegoat(asked: str, controller: str = "A"):
    cards = {"goat": card("Scapegoat", "B", "hand"), "asked": card(asked, controller, "spell_trap_zone", face_up=False)}
    return ask(cards, {"can_activate": "asked"}, [{"activate": "goat"}, {"resolve": 1}], turn_player="B")


def test_needle_ceiling_counts_the_sheep_tokens():
    got = _after_scapegoat("Needle Ceiling")
    assert got.answer == "yes"
    # (round 127) Scapegoat's Tokens are cards of the duel now, on B's field
    assert _cites(got, "state-tokens-summoned-are-on-the-field")


def test_needle_ceiling_without_the_tokens_is_not_activated():
    got = ask({"nc": card("Needle Ceiling", "A", "spell_trap_zone", face_up=False)}, {"can_activate": "nc"})
    assert got.answer == "no"
    assert not _cites(got, "cond-count-includes-unnamed-summoned")
    assert not _cites(got, "state-tokens-summoned-are-on-the-field")


def test_narrow_pass_sees_the_four_sheep_tokens():
    # "Activate only when both players have 2 monsters or less": B's 4 Tokens break it
    got = _after_scapegoat("Narrow Pass")
    assert got.answer == "no"
    assert _cites(got, "state-tokens-summoned-are-on-the-field")


# ------------------------------------------------------------------ the opponent's attacks of this turn

def _roar(turn_player: str, phase: str):
    return ask({"roar": card("Threatening Roar", "A", "spell_trap_zone", face_up=False)}, {"can_activate": "roar"},
               phase=phase, turn_player=turn_player)


def test_threatening_roar_is_not_activated_in_its_own_turn():
    got = _roar("A", "main1")
    assert got.answer == "no"
    assert _cites(got, "window-opponents-attacks-this-turn")


def test_threatening_roar_in_the_opponents_turn_before_the_battle_phase():
    assert _roar("B", "main1").answer == "yes"
    assert _roar("B", "battle").answer == "yes"


def test_threatening_roar_after_the_opponents_battle_phase():
    got = _roar("B", "main2")
    assert got.answer == "no"
    assert _cites(got, "window-opponents-attacks-this-turn")


# ------------------------------------------------------------------ a Summon limit used up by one player

def _under_scary_moth(asked: str, a_summoned: bool, extra_cards: dict | None = None):
    cards = {"moth": card("Scary Moth", "A", position="attack"), "asked": card(asked, "A", "hand"),
             "call": card("Call of the Haunted", "B", "spell_trap_zone", face_up=False),
             "giant": card("Giant Soldier of Stone", "B", "graveyard"),
             "bmon": card("Harpie Lady", "B", "graveyard"), "amon": card("Cyber Dragon", "A", "graveyard"),
             **(extra_cards or {})}
    steps = [{"activate": "call", "targets": ["giant"]}, {"resolve": 1}]
    if a_summoned:
        cards["acall"] = card("Premature Burial", "A", "hand")
        cards["amon2"] = card("Battle Ox", "A", "graveyard")
        steps += [{"activate": "acall", "targets": ["amon2"]}, {"resolve": 1}]
    return ask(cards, {"can_activate": "asked"}, steps)


def test_the_shallow_grave_once_the_opponent_has_special_summoned_under_scary_moth():
    got = _under_scary_moth("The Shallow Grave", a_summoned=False)
    assert got.answer == "yes"
    assert _cites(got, "ce-count-limit-spares-each-players-deed")


def test_the_shallow_grave_once_both_players_have_special_summoned_under_scary_moth():
    got = _under_scary_moth("The Shallow Grave", a_summoned=True)
    assert got.answer == "no"
    assert _cites(got, "ce-summon-count-limit")


def test_dimension_fusion_once_the_opponent_has_special_summoned_under_scary_moth():
    banished = {"ban_a": card("Sangan", "A", "banished"), "ban_b": card("Witch of the Black Forest", "B", "banished")}
    got = _under_scary_moth("Dimension Fusion", a_summoned=False, extra_cards=banished)
    assert got.answer == "yes"


def test_vanitys_ruler_still_stops_the_shallow_grave():
    # a lock on one player's every Special Summon is no count limit
    cards = {"ruler": card("Vanity's Ruler", "B", position="attack"), "grave": card("The Shallow Grave", "A", "hand"),
             "gy_a": card("Battle Ox", "A", "graveyard"), "gy_b": card("Harpie Lady", "B", "graveyard")}
    got = ask(cards, {"can_activate": "grave"})
    assert got.answer == "no"
    assert not _cites(got, "ce-count-limit-spares-each-players-deed")


# ------------------------------------------------------------------ a Special Summon stated face-down is a Set

def _shadow_after_the_shallow_grave(position: str, whose: tuple[str, ...] = ("B", "A")):
    cards = {"sg": card("The Shallow Grave", "B", "hand"), "bmon": card("Luster Dragon", "B", "graveyard"),
             "amon": card("Giant Soldier of Stone", "A", "graveyard"),
             "soe": card("Shadow of Eyes", "A", "spell_trap_zone", face_up=False)}
    refs = {"B": "bmon", "A": "amon"}
    summons = [{"event": "special_summon", "card": refs[p], "player": p, "from": "graveyard", "to": "monster_zone",
                "position": position, "cause": "effect", "by": "sg"} for p in whose]
    steps = [{"activate": "sg", "targets": ["bmon", "amon"]}, {"resolve": 1, "events": [summons]}]
    return ask(cards, {"can_activate": "soe"}, steps, turn_player="B")


def test_shadow_of_eyes_after_a_face_down_special_summon_on_the_opponents_side():
    got = _shadow_after_the_shallow_grave("face_down")
    assert got.answer == "yes"
    assert _cites(got, "cond-flipped-face-down-is-set")


def test_shadow_of_eyes_after_a_face_up_special_summon():
    assert _shadow_after_the_shallow_grave("defense").answer == "no"


def test_shadow_of_eyes_after_a_face_down_special_summon_on_its_own_side_only():
    assert _shadow_after_the_shallow_grave("face_down", whose=("A",)).answer == "no"


# ------------------------------------------------------------------ Substep 5: after damage calculation

def _attack_set(attacker: str, attacked: str, damage: int | None, destroyed: bool = False, position="face_down"):
    steps = [{"events": [{"event": "attack_declared", "card": "me", "target": "foe"}]}, {"phase": "damage_step"}]
    at_damage = [{"event": "flipped_face_up", "card": "foe", "cause": "battle"}] if position == "face_down" else []
    if damage:
        at_damage.append({"event": "damage_inflicted", "player": "B", "amount": damage, "cause": "battle", "by": "me"})
    steps.append({"events": at_damage})
    if destroyed:
        steps.append({"events": [{"event": "destroyed", "card": "foe", "cause": "battle", "by": "me"}]})
    cards = {"me": card(attacker, "A", position="attack"), "foe": card(attacked, "B", position=position)}
    return ask(cards, {"triggers": True}, steps, phase="battle")


def _chain(answer):
    return [entry["card"] for entry in answer.to_dict()["chain"]]


def _later(answer):
    return [[entry["card"] for entry in chain] for chain in answer.to_dict()["later_chains"]]


def test_marshmallon_shares_airknight_parshaths_chain():
    got = _attack_set("Airknight Parshath", "Marshmallon", 1400)
    assert _chain(got) == ["me", "foe"] and _later(got) == []
    assert _cites(got, "bt-after-damage-calculation-with-battle-damage")


def test_marshmallon_without_battle_damage_dealt_is_alone():
    got = _attack_set("Gene-Warped Warwolf", "Marshmallon", None)
    assert _chain(got) == ["foe"]
    assert not _cites(got, "bt-after-damage-calculation-with-battle-damage")


def test_kangaroo_champ_shares_airknight_parshaths_chain():
    got = _attack_set("Airknight Parshath", "Kangaroo Champ", 100, position="defense")
    assert _chain(got) == ["me", "foe"] and _later(got) == []


# ------------------------------------------------------------------ a Flip Effect of a destroyed monster that changes it

def test_worm_dimikles_flipped_and_destroyed_activates_after_airknight_parshaths_draw():
    got = _attack_set("Airknight Parshath", "Worm Dimikles", 500, destroyed=True)
    assert _chain(got) == ["me"] and _later(got) == [["foe"]]
    assert _cites(got, "bt-flip-changes-itself-before-it-is-sent")


def test_slate_warrior_flipped_and_destroyed_still_activates_its_flip_effect():
    got = _attack_set("Gene-Warped Warwolf", "Slate Warrior", None, destroyed=True)
    assert "foe" in _chain(got) + [c for chain in _later(got) for c in chain]


def test_worm_dimikles_flipped_and_not_destroyed_does_not_need_the_rule():
    got = _attack_set("Gene-Warped Warwolf", "Worm Dimikles", None)
    assert _chain(got) == ["foe"]
    assert not _cites(got, "bt-flip-changes-itself-before-it-is-sent")


# ------------------------------------------------------------------ "Special Summon that monster": the one monster

def _time_machine(both: bool):
    steps = [{"events": [{"event": "attack_declared", "card": "me", "target": "foe"}]},
             {"phase": "damage_step"},
             {"events": [[{"event": "destroyed", "card": "foe", "from": "monster_zone", "to": "graveyard",
                           "cause": "battle", "by": "me"}]
                         + ([{"event": "destroyed", "card": "me", "from": "monster_zone", "to": "graveyard",
                              "cause": "battle", "by": "foe"}] if both else [])]}]
    cards = {"me": card("Sonic Bird", "A", position="attack"), "foe": card("Sonic Bird", "B", position="attack"),
             "tm": card("Time Machine", "B", "spell_trap_zone", face_up=False)}
    return ask(cards, {"can_activate": "tm"}, steps, phase="battle")


def test_time_machine_when_two_monsters_are_destroyed_by_the_same_battle():
    got = _time_machine(both=True)
    assert got.answer == "no"
    assert _cites(got, "cond-exactly-one-at-once")


def test_time_machine_when_one_monster_is_destroyed_by_battle():
    assert _time_machine(both=False).answer == "yes"
